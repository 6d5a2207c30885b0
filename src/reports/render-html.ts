import { createHash } from "node:crypto";
import type { Question } from "../questions/question.js";
import { factText, goldText, type ReportFailure } from "./collect-failures.js";
import { escapeHtml, jsonForScript } from "./escape-html.js";
import { formatPValue, percent, percentInterval, signedPoints, typeNames } from "./format-numbers.js";
import { htmlReportScript } from "./html-report-script.js";
import { sortableTableScript } from "./sortable-table-script.js";
import { renderBarChart, type ChartGroup } from "./render-bar-chart.js";
import { ALL, findRow, type RunSummary, type SummaryRow } from "./summarize.js";
import type { Verdict } from "../scoring/verdict.js";
import { createDomainOfTopic } from "./topic-domain.js";

/** What {@link renderHtml} needs. */
export interface RenderHtmlOptions {
  summary: RunSummary;
  /** The answers that were not correct, for the failures table. */
  failures: readonly ReportFailure[];
  /**
   * Every scored answer (correct ones too): when the run has several models, each failure row lists
   * every model's answer to the same question. Default: the failures only.
   */
  answers?: readonly ReportFailure[];
  title?: string;
  /** Shown in the header, e.g. the run directory. */
  subtitle?: string;
  /** Inconsistent facts listed per model. Default 200. */
  maxInconsistentFacts?: number;
  /** `less-specific` and `unverified` answers listed for review (not failures). Default 1,000. */
  maxNotErrors?: number;
}

/** Verdicts that are neither right nor factual errors: listed apart from the failures, for review. */
const notErrorVerdicts: ReadonlySet<Verdict> = new Set(["less-specific", "unverified"]);

/**
 * Renders a run's report as one self-contained HTML file: summary tables, inline SVG charts
 * (accuracy by topic and type, one-hop versus two-hop, per model), and a filterable, searchable,
 * paged table of every failure with the question, the response, the gold answer and aliases, the
 * verdict, the matcher's score and Wikidata links of its facts. No network access: no CDN, data
 * inline as JSON. A Content-Security-Policy allows only the report's own script (by hash), and
 * every model output and label is escaped or set as text, so nothing in the data can run.
 */
export function renderHtml(options: RenderHtmlOptions): string {
  const { summary } = options;
  const title = options.title ?? `factprobe report: ${summary.topics.join(", ") || "empty run"}`;
  const hashOf = (script: string): string =>
    `'sha256-${createHash("sha256").update(script).digest("base64")}'`;
  const csp = `default-src 'none'; script-src ${hashOf(htmlReportScript)} ${hashOf(sortableTableScript)}; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'`;
  const empty = summary.rows.length === 0;
  const failures = options.failures.filter((failure) => !notErrorVerdicts.has(failure.score.verdict));
  const notErrors = options.failures.filter((failure) => notErrorVerdicts.has(failure.score.verdict));
  const incorrect = failures.filter((failure) => failure.score.verdict === "incorrect").length;
  const body = empty
    ? `<p class="empty" id="empty-run">No answers in this run: nothing to report. Run <code>factprobe ask</code> or <code>factprobe check</code> first.</p>`
    : [
        `<section id="summary"><h2>Accuracy</h2>${summaryTables(summary)}</section>`,
        `<section id="charts"><h2>Charts</h2>${charts(summary)}</section>`,
        failureSection(failures, summary.models.length > 1),
        notErrorSection(notErrors, options.maxNotErrors ?? 1000),
        extraSections(summary, options.maxInconsistentFacts ?? 200),
      ].join("\n");
  const data = empty
    ? { models: [], questions: [], failures: [] }
    : failureData(failures, options.answers ?? options.failures, summary.models);
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<header><h1>${escapeHtml(title)}</h1>${options.subtitle === undefined ? "" : `<p class="subtitle">${escapeHtml(options.subtitle)}</p>`}<p class="subtitle">${summary.models.length} model(s) · ${totalAnswers(summary)} answers · ${incorrect} incorrect (factual errors) · ${notErrors.length} less specific or unverified (not errors). Accuracy = correct / answered, with 95% Wilson intervals; only <em>incorrect</em> answers are factual errors.</p></header>
<main>
${body}
</main>
<script type="application/json" id="factprobe-data">${jsonForScript(data)}</script>
${empty ? "" : `<script>${sortableTableScript}</script><script>${htmlReportScript}</script>`}
</body>
</html>
`;
}

function totalAnswers(summary: RunSummary): number {
  return summary.rows
    .filter((row) => row.type === ALL && row.domain === ALL && row.topic === ALL && row.hops === ALL)
    .reduce((sum, row) => sum + Object.values(row.cell.counts).reduce((total, count) => total + count, 0), 0);
}

function summaryTables(summary: RunSummary): string {
  const header =
    "<tr><th>Model</th><th>Question type</th><th>n</th><th>Accuracy %</th><th>95% CI</th><th>Incorrect %</th><th>Less specific %</th><th>Unverified %</th><th>Not attempted %</th><th>Unparseable %</th><th>Truncated</th><th>Hit token limit</th><th>Errors</th></tr>";
  const rows = summary.rows
    .filter((row) => row.domain === ALL && row.topic === ALL && row.hops === ALL)
    .map((row) => {
      const { cell } = row;
      return `<tr${row.type === ALL ? ' class="total"' : ""}><td>${escapeHtml(row.modelId)}</td><td>${typeLabel(row.type)}</td><td>${cell.answered}</td><td>${percent(cell.accuracy)}</td><td>${percentInterval(cell.interval, cell.answered)}</td><td>${percent(cell.rates.incorrect)}</td><td>${percent(cell.rates.lessSpecific)}</td><td>${percent(cell.rates.unverified)}</td><td>${percent(cell.rates.notAttempted)}</td><td>${percent(cell.rates.unparseable)}</td><td>${cell.counts.truncated}</td><td>${cell.hitTokenLimit}</td><td>${cell.counts.error + cell.counts["grader-error"]}</td></tr>`;
    })
    .join("");
  const parts = [
    `<div class="scroll"><table class="numbers sortable" id="summary-table"><thead>${header}</thead><tbody>${rows}</tbody></table></div>`,
  ];
  const types = [...new Set(summary.rows.map((row) => row.type))];
  if (summary.domains.length > 1 || summary.topics.length > 1) {
    const columns: PivotColumn[] = [
      ...summary.domains.map((domain) => ({ label: domain, domain, topic: ALL, hops: ALL })),
      { label: "All", domain: ALL, topic: ALL, hops: ALL },
    ];
    parts.push(`<h3>By domain (paper Table 5)</h3>${pivot(summary, types, columns)}`);
  }
  if (summary.topics.length > 1) {
    const domainOf = createDomainOfTopic();
    parts.push(
      `<h3>By topic</h3>${pivot(
        summary,
        types,
        summary.topics.map((topic) => ({ label: topic, domain: domainOf(topic), topic, hops: ALL })),
      )}`,
    );
  }
  if (summary.hops.length > 1) {
    parts.push(
      `<h3>One-hop versus two-hop (paper Table 6)</h3>${pivot(
        summary,
        types,
        summary.hops.map((hops) => ({ label: `${hops}-hop`, domain: ALL, topic: ALL, hops })),
      )}`,
    );
  }
  return parts.join("\n");
}

interface PivotColumn {
  label: string;
  domain: string;
  topic: string;
  hops: SummaryRow["hops"];
}

function pivot(
  summary: RunSummary,
  types: readonly SummaryRow["type"][],
  columns: readonly PivotColumn[],
): string {
  const head = `<tr><th>Model</th><th>Question type</th>${columns.map((column) => `<th>${escapeHtml(column.label)}</th>`).join("")}</tr>`;
  const rows = summary.models.flatMap((modelId) =>
    types.map((type) => {
      const cells = columns.map((column) => {
        const row = findRow(summary, {
          modelId,
          domain: column.domain,
          topic: column.topic,
          type,
          hops: column.hops,
        });
        if (row === undefined) return "<td>–</td>";
        const { cell } = row;
        return `<td title="95% CI ${percentInterval(cell.interval, cell.answered)}">${percent(cell.accuracy)} <span class="ci">${percentInterval(cell.interval, cell.answered)}</span> <span class="n">n=${cell.answered}</span></td>`;
      });
      return `<tr${type === ALL ? ' class="total"' : ""}><td>${escapeHtml(modelId)}</td><td>${typeLabel(type)}</td>${cells.join("")}</tr>`;
    }),
  );
  return `<div class="scroll"><table class="numbers pivot sortable"><thead>${head}</thead><tbody>${rows.join("")}</tbody></table></div>`;
}

function typeLabel(type: string): string {
  return escapeHtml(typeNames[type] ?? type);
}

function barOf(row: SummaryRow | undefined, series: string): ChartGroup["bars"][number] {
  return row === undefined
    ? { series, value: Number.NaN, interval: [0, 1], n: 0 }
    : { series, value: row.cell.accuracy, interval: row.cell.interval, n: row.cell.answered };
}

function charts(summary: RunSummary): string {
  const types = [...new Set(summary.rows.map((row) => row.type))].filter((type) => type !== ALL);
  const parts: string[] = [];
  parts.push(
    renderBarChart({
      title: "Accuracy per model and question type",
      groups: summary.models.map((modelId) => ({
        label: modelId,
        bars: [...types, ALL as SummaryRow["type"]].map((type) =>
          barOf(findRow(summary, { modelId, type }), typeNames[type] ?? type),
        ),
      })),
    }),
  );
  const domainOf = createDomainOfTopic();
  for (const modelId of summary.models) {
    parts.push(
      renderBarChart({
        title: `Accuracy by topic and question type: ${modelId}`,
        groups: summary.topics.map((topic) => ({
          label: topic,
          bars: types.map((type) =>
            barOf(
              findRow(summary, { modelId, domain: domainOf(topic), topic, type }),
              typeNames[type] ?? type,
            ),
          ),
        })),
      }),
    );
    if (summary.hops.length > 1) {
      parts.push(
        renderBarChart({
          title: `One-hop versus two-hop: ${modelId}`,
          groups: types.map((type) => ({
            label: typeNames[type] ?? type,
            bars: summary.hops.map((hops) => barOf(findRow(summary, { modelId, type, hops }), `${hops}-hop`)),
          })),
        }),
      );
    }
  }
  if (summary.hops.length <= 1)
    parts.push(`<p class="note">This run has one-hop questions only: no one-hop versus two-hop chart.</p>`);
  return `<div class="charts">${parts.join("")}</div>`;
}

function failureSection(failures: readonly ReportFailure[], severalModels: boolean): string {
  const select = (id: string, label: string): string =>
    `<label>${label} <select id="${id}"><option value="">all</option></select></label>`;
  return `<section id="failures"><h2>Answers that were not correct</h2>
<p class="note">Only <em>incorrect</em> answers are factual errors; abstentions, unreadable answers and failed calls are listed too. Less specific and unverified answers are listed apart, below.</p>
<div class="filters">${select("filter-model", "Model")}${select("filter-type", "Type")}${select("filter-topic", "Topic")}${select("filter-hops", "Hops")}${select("filter-verdict", "Verdict")}<label>Search <input id="filter-search" type="search" placeholder="question, answer, entity…"></label><label>Sort <select id="sort-by"><option value="">as recorded</option><option value="model-asc">model</option><option value="topic-asc">topic</option><option value="type-asc">type</option><option value="verdict-asc">verdict</option><option value="score-desc">score, highest first</option><option value="score-asc">score, lowest first</option><option value="question-asc">question</option></select></label></div>
<p class="pager"><span id="failure-count">${failures.length} failures</span> · <button id="page-previous" type="button">Previous</button> <span id="page-label"></span> <button id="page-next" type="button">Next</button> · <a id="filter-link" href="#">link to this view</a> <button id="filter-reset" type="button">Reset filters</button></p>
<table id="failures-table"${severalModels ? ' class="several-models"' : ""}><thead><tr><th data-key="model">Model</th><th data-key="type">Type</th><th data-key="topic">Topic</th><th data-key="question">Question</th><th data-key="response">Model's answer</th><th data-key="gold">Gold answer</th><th data-key="verdict">Verdict</th><th data-key="score">Score</th>${severalModels ? '<th data-key="models">Every model\'s answer</th>' : ""}<th data-key="facts">Facts (Wikidata)</th></tr></thead><tbody id="failures-body"></tbody></table>
<noscript><p>The failures table needs JavaScript; the same data is in scores.jsonl and answers.jsonl.</p></noscript>
</section>`;
}

/**
 * The answers that are neither right nor errors (`less-specific`, `unverified`), in a collapsed
 * table for a person to look over: the question, the answer, the gold answer and the verdict's
 * reason (the evidence). Rendered as escaped HTML, at most `max` rows.
 */
function notErrorSection(notErrors: readonly ReportFailure[], max: number): string {
  if (notErrors.length === 0) return "";
  const rows = notErrors
    .slice(0, max)
    .map(({ score, question, response }) => {
      const text = question?.text ?? `(question ${score.questionId} is not in questions.jsonl)`;
      const gold = question === undefined ? "?" : goldText(question);
      return `<tr class="verdict-${escapeHtml(score.verdict)}"><td>${escapeHtml(score.modelId)}</td><td>${escapeHtml(text)}</td><td class="response">${escapeHtml(score.parsed ?? response ?? "")}</td><td>${escapeHtml(gold)}</td><td class="verdict">${escapeHtml(score.verdict)}<div class="reason">${escapeHtml(score.reason)}</div></td></tr>`;
    })
    .join("");
  const more =
    notErrors.length > max
      ? `<p class="note">First ${max} of ${notErrors.length}; all are in scores.jsonl.</p>`
      : "";
  return `<section id="not-errors"><h2>Less specific and unverified answers (not errors)</h2><details><summary>${notErrors.length} answers that are true but broader than asked, or that the source can neither confirm nor refute</summary><div class="scroll"><table id="not-errors-table" class="sortable"><thead><tr><th>Model</th><th>Question</th><th>Model's answer</th><th>Gold answer</th><th>Verdict and evidence</th></tr></thead><tbody>${rows}</tbody></table></div>${more}</details></section>`;
}

function extraSections(summary: RunSummary, maxFacts: number): string {
  const parts: string[] = [];
  if (summary.twoHop.length > 0) {
    const rows = summary.twoHop
      .map(
        (entry) =>
          `<tr><td>${escapeHtml(entry.modelId)}</td><td>${entry.answered}</td><td>${entry.failures}</td><td>${entry.subQuestionsCorrect}</td><td>${entry.subQuestionFailed}</td><td>${entry.subQuestionsUnknown}</td></tr>`,
      )
      .join("");
    parts.push(
      `<section id="two-hop"><h2>Two-hop failures and their one-hop sub-questions</h2><div class="scroll"><table class="numbers sortable"><thead><tr><th>Model</th><th>Two-hop answered</th><th>Failed</th><th>Both sub-questions right</th><th>A sub-question failed too</th><th>Sub-questions not answered</th></tr></thead><tbody>${rows}</tbody></table></div></section>`,
    );
  }
  if (summary.comparisons.length > 0) {
    const rows = summary.comparisons
      .map(
        (comparison) =>
          `<tr><td>${escapeHtml(comparison.first)}</td><td>${escapeHtml(comparison.second)}</td><td>${comparison.shared}</td><td>${percent(comparison.firstAccuracy)}</td><td>${percent(comparison.secondAccuracy)}</td><td>${signedPoints(comparison.difference)}</td><td>${comparison.shared === 0 ? "–" : `${signedPoints(comparison.differenceInterval[0])} to ${signedPoints(comparison.differenceInterval[1])}`}</td><td>${comparison.onlyFirst}</td><td>${comparison.onlySecond}</td><td>${formatPValue(comparison.pValue)}</td></tr>`,
      )
      .join("");
    parts.push(
      `<section id="comparisons"><h2>Paired comparison of models (McNemar)</h2><div class="scroll"><table class="numbers sortable"><thead><tr><th>Model A</th><th>Model B</th><th>Shared</th><th>A %</th><th>B %</th><th>B − A</th><th>95% CI</th><th>Only A right</th><th>Only B right</th><th>p</th></tr></thead><tbody>${rows}</tbody></table></div></section>`,
    );
  }
  const compared = summary.consistency.filter((entry) => entry.factsCompared > 0);
  if (compared.length > 0) {
    const rows = compared
      .map(
        (entry) =>
          `<tr><td>${escapeHtml(entry.modelId)}</td><td>${entry.factsCompared}</td><td>${entry.allCorrect}</td><td>${entry.allWrong}</td><td>${entry.inconsistent}</td><td>${percent(entry.inconsistent / entry.factsCompared)}</td></tr>`,
      )
      .join("");
    const facts = compared
      .flatMap((entry) =>
        entry.facts
          .slice(0, maxFacts)
          .map(
            ({ fact, answers }) =>
              `<tr><td>${escapeHtml(entry.modelId)}</td><td>${escapeHtml(factText(fact))}</td><td>${answers.map((answer) => `${escapeHtml(typeNames[answer.type] ?? answer.type)}: <span class="verdict-${escapeHtml(answer.verdict)}">${escapeHtml(answer.verdict)}</span>`).join("<br>")}</td></tr>`,
          ),
      )
      .join("");
    parts.push(
      `<section id="consistency"><h2>Consistency across question types</h2><div class="scroll"><table class="numbers sortable"><thead><tr><th>Model</th><th>Facts asked in ≥ 2 types</th><th>All right</th><th>All wrong</th><th>Inconsistent</th><th>%</th></tr></thead><tbody>${rows}</tbody></table></div>${facts === "" ? "" : `<details><summary>Inconsistent facts</summary><div class="scroll"><table class="sortable"><thead><tr><th>Model</th><th>Fact</th><th>Verdicts</th></tr></thead><tbody>${facts}</tbody></table></div></details>`}</section>`,
    );
  }
  return parts.join("\n");
}

type QuestionTuple = [
  string,
  string,
  number,
  string,
  string,
  string,
  string[] | null,
  string,
  string,
  string[],
  [string, string, string, string, string, string, 0 | 1][],
];

type FailureTuple = [number, number, string, string | null, string | null, number | null, string, string];

/** The response as the page shows it: the text (with its reasoning), or why the call failed. */
const shownResponse = (answer: ReportFailure): string | null => responseText(answer);

/**
 * The data block of the page: questions once each, failures as compact arrays, and (with several
 * models) every model's verdict and response per question that has a failure.
 */
function failureData(
  failures: readonly ReportFailure[],
  answers: readonly ReportFailure[],
  modelIds: readonly string[],
): {
  models: string[];
  questions: QuestionTuple[];
  failures: FailureTuple[];
  answers: [number, string, string | null][][];
} {
  const domainOf = createDomainOfTopic();
  const models: string[] = [...modelIds];
  const modelIndex = new Map<string, number>(models.map((modelId, index) => [modelId, index]));
  const modelOf = (modelId: string): number => {
    let model = modelIndex.get(modelId);
    if (model === undefined) {
      model = models.length;
      models.push(modelId);
      modelIndex.set(modelId, model);
    }
    return model;
  };
  const questions: QuestionTuple[] = [];
  const questionIndex = new Map<string, number>();
  const rows = failures.map((failure): FailureTuple => {
    const { score } = failure;
    const model = modelOf(score.modelId);
    let index = questionIndex.get(score.questionId);
    if (index === undefined) {
      index = questions.length;
      questions.push(
        questionTuple(failure.question, score.questionId, score.type, score.hops, score.topic, domainOf),
      );
      questionIndex.set(score.questionId, index);
    }
    return [
      index,
      model,
      score.verdict,
      responseText(failure),
      score.parsed ?? null,
      score.score ?? null,
      score.reason,
      score.matcher,
    ];
  });
  const perQuestion: [number, string, string | null][][] = questions.map(() => []);
  if (models.length > 1) {
    for (const answer of answers) {
      const index = questionIndex.get(answer.score.questionId);
      if (index === undefined) continue;
      perQuestion[index]?.push([modelOf(answer.score.modelId), answer.score.verdict, shownResponse(answer)]);
    }
    for (const list of perQuestion) list.sort((left, right) => left[0] - right[0]);
  }
  return { models, questions, failures: rows, answers: perQuestion };
}

/** The response cell: the answer, then the reasoning (shortened) for a reader to see why. */
function responseText(failure: ReportFailure): string | null {
  if (failure.response === undefined)
    return failure.error === undefined ? null : `(call failed: ${failure.error})`;
  if (failure.reasoning === undefined) return failure.response;
  const reasoning =
    failure.reasoning.length > 2000 ? `${failure.reasoning.slice(0, 2000)}…` : failure.reasoning;
  const answer = failure.response === "" ? "(no answer: cut off while reasoning)" : failure.response;
  return `${answer}\n\n[reasoning] ${reasoning}`;
}

function questionTuple(
  question: Question | undefined,
  id: string,
  type: string,
  hops: number,
  topic: string,
  domainOf: (topic: string) => string,
): QuestionTuple {
  if (question === undefined)
    return [
      id,
      type,
      hops,
      topic,
      domainOf(topic),
      `(question ${id} is not in questions.jsonl)`,
      null,
      "?",
      "?",
      [],
      [],
    ];
  return [
    question.id,
    question.type,
    question.hops,
    question.topic,
    domainOf(question.topic),
    question.text,
    question.options ?? null,
    goldText(question),
    question.answerLabel,
    question.aliases,
    question.facts.map((fact) => [
      fact.subject,
      fact.subjectLabel,
      fact.relation,
      fact.relationLabel,
      fact.object,
      fact.objectLabel,
      fact.negated === true ? 1 : 0,
    ]),
  ];
}

const styles = `
*,*::before,*::after{box-sizing:border-box}
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d2330;background:#fafbfc}
header{padding:16px 24px;background:#1f3555;color:#fff}header h1{margin:0;font-size:20px;overflow-wrap:break-word}.subtitle{margin:4px 0 0;opacity:.85;overflow-wrap:anywhere}
main{padding:8px 24px 40px}h2{margin-top:28px;font-size:17px;border-bottom:1px solid #d7dce3;padding-bottom:4px}h3{font-size:15px}
.scroll{overflow-x:auto;max-width:100%}
table{border-collapse:collapse;background:#fff;margin:8px 0}th,td{border:1px solid #d7dce3;padding:4px 8px;text-align:left;vertical-align:top}
th{background:#eef1f5}.numbers td{text-align:right;white-space:nowrap}.numbers td:first-child,.numbers td:nth-child(2){text-align:left;white-space:normal;min-width:9em}
table.sortable th,th.sortable-header{cursor:pointer;user-select:none}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
tr.total td{font-weight:600}.ci,.n{color:#687385;font-size:12px}
.charts{display:flex;flex-wrap:wrap;gap:16px}.chart{margin:0;background:#fff;border:1px solid #d7dce3;padding:8px;max-width:100%}
.chart{overflow-x:auto}.chart svg{display:block}
.chart figcaption{font-weight:600;margin-bottom:4px}.chart-label,.chart-value,.chart-tick{font-size:11px;fill:#1d2330}
.filters{display:flex;flex-wrap:wrap;gap:8px 12px;margin:8px 0}.filters label{white-space:nowrap}.filters select,.filters input{font:inherit;max-width:100%}.filters select{max-width:min(16em,calc(100vw - 7em));text-overflow:ellipsis}
.pager{display:flex;flex-wrap:wrap;align-items:center;gap:6px}
#failures-table{width:100%;table-layout:fixed}#failures-table td{overflow-wrap:break-word;font-size:13px}
#failures-table th:nth-child(1){width:8%}#failures-table th:nth-child(2){width:7%}#failures-table th:nth-child(3){width:7%}
#failures-table th:nth-child(4){width:19%}#failures-table th:nth-child(5){width:14%}#failures-table th:nth-child(6){width:12%}
#failures-table th:nth-child(7){width:10%}#failures-table th:nth-child(8){width:5%}#failures-table th:last-child{width:18%}
#failures-table.several-models th:nth-child(9){width:16%}#failures-table.several-models th:nth-child(4){width:15%}
#failures-table.several-models th:nth-child(5){width:11%}#failures-table.several-models th:last-child{width:13%}
td.models div{margin-bottom:4px}td.models div.this-model{background:#fff4f2}td.models .verdict{font-weight:600;white-space:nowrap}td.models b{overflow-wrap:anywhere}
td.facts div{margin-bottom:4px}
td.response{white-space:pre-wrap;font-family:ui-monospace,monospace;max-height:8em;overflow:auto}
td.question ol{margin:4px 0 0;padding-left:20px}.aliases,.reason{color:#687385;font-size:12px}
.verdict-incorrect td.verdict,span.verdict-incorrect,div.verdict-incorrect .verdict{color:#b3261e;font-weight:600}.verdict-not-attempted td.verdict,div.verdict-not-attempted .verdict{color:#8a6d00}
.verdict-unparseable td.verdict{color:#6b4fa0}.verdict-less-specific td.verdict,.verdict-unverified td.verdict,div.verdict-less-specific .verdict,div.verdict-unverified .verdict{color:#1f6f8b}
td.facts div.negated{color:#687385;font-style:italic}.verdict-error td.verdict,.verdict-grader-error td.verdict{color:#555}
span.verdict-correct,div.verdict-correct .verdict{color:#2e7d32}.empty{font-size:16px;padding:24px;background:#fff;border:1px solid #d7dce3}.note{color:#687385}
@media (max-width:1000px){
header,main{padding-left:12px;padding-right:12px}
#failures-table,#failures-table tbody,#failures-table tr,#failures-table td{display:block;width:auto}
#failures-table{table-layout:auto;background:none;border:0}#failures-table thead{display:none}
#failures-table tr{background:#fff;border:1px solid #d7dce3;border-left:4px solid #d7dce3;margin:0 0 12px;padding:6px 10px}
#failures-table tr.verdict-incorrect{border-left-color:#b3261e}
#failures-table td{border:0;padding:3px 0;font-size:14px}#failures-table td.response{max-height:12em}
#failures-table td::before{content:attr(data-label);display:block;font-size:11px;font-weight:600;letter-spacing:.03em;text-transform:uppercase;color:#687385}
#failures-table td:nth-child(-n+3),#failures-table td.score{display:inline-block;vertical-align:top;margin-right:18px;max-width:100%}
}
`;
