import { formatPValue, percent, percentInterval, signedPoints, typeNames } from "./format-numbers.js";
import { ALL, findRow, type RunSummary, type SummaryCell, type SummaryRow } from "./summarize.js";

/** Options of {@link renderMarkdown}. */
export interface RenderMarkdownOptions {
  title?: string;
  /** Inconsistent facts listed per model (all are in `summary.json`). Default 10. */
  maxInconsistentFacts?: number;
}

/**
 * Renders a summary as Markdown: accuracy per model and question type with n, the 95% Wilson
 * interval and the failure rates; then, where the run has them, the paper's Table 5 layout by domain
 * and by topic, Table 6 (one-hop versus two-hop), the two-hop failure breakdown, paired model
 * comparisons (McNemar) and cross-type consistency.
 */
export function renderMarkdown(summary: RunSummary, options: RenderMarkdownOptions = {}): string {
  const lines = [`## ${options.title ?? `Factual accuracy: ${summary.topics.join(", ")}`}`, ""];
  if (summary.rows.length === 0) {
    lines.push("_No answers: nothing to summarise._", "");
    return `${lines.join("\n")}\n`;
  }
  lines.push(
    "| Model | Question type | n | Accuracy % | 95% CI | Incorrect % | Less specific % | Unverified % | Not attempted % | Unparseable % | Truncated | Hit token limit | Errors |",
    "|---|---|--:|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|",
  );
  for (const row of summary.rows) {
    if (row.domain !== ALL || row.topic !== ALL || row.hops !== ALL) continue;
    const { cell } = row;
    const label = row.type === ALL ? "**All**" : (typeNames[row.type] ?? row.type);
    lines.push(
      `| ${escapeCell(row.modelId)} | ${label} | ${cell.answered} | ${percent(cell.accuracy)} | ${percentInterval(cell.interval, cell.answered)} | ${percent(cell.rates.incorrect)} | ${percent(cell.rates.lessSpecific)} | ${percent(cell.rates.unverified)} | ${percent(cell.rates.notAttempted)} | ${percent(cell.rates.unparseable)} | ${cell.counts.truncated} | ${cell.hitTokenLimit} | ${cell.counts.error + cell.counts["grader-error"]} |`,
    );
  }
  lines.push(
    "",
    "Accuracy = correct / answered (failed calls are counted under Errors, and responses cut off before any answer under Truncated, not in n; Hit token limit counts every response that reached the token or size limit, answered or not). Only *Incorrect* answers are factual errors; *Less specific* (true but broader) and *Unverified* (the source can neither confirm nor refute them) are not.",
  );

  const types = [...new Set(summary.rows.map((row) => row.type))];
  if (summary.domains.length > 1 || summary.topics.length > 1) {
    lines.push("", "### Accuracy by domain (paper Table 5)", "");
    lines.push(
      ...pivotTable(summary, types, [
        ...summary.domains.map((domain) => ({ label: domain, domain, topic: ALL })),
        { label: "All", domain: ALL, topic: ALL },
      ]),
    );
  }
  if (summary.topics.length > 1) {
    lines.push("", "### Accuracy by topic", "");
    const topicColumns = summary.topics.map((topic) => {
      const domain = summary.rows.find((row) => row.topic === topic)?.domain ?? ALL;
      return { label: topic, domain, topic };
    });
    lines.push(...pivotTable(summary, types, topicColumns));
  }
  if (summary.hops.length > 1) {
    lines.push("", "### One-hop versus two-hop (paper Table 6)", "");
    lines.push(
      ...pivotTable(
        summary,
        types,
        summary.hops.map((hops) => ({ label: `${hops}-hop`, domain: ALL, topic: ALL, hops })),
      ),
    );
  }
  if (summary.twoHop.length > 0) {
    lines.push(
      "",
      "### Two-hop failures and their one-hop sub-questions",
      "",
      "| Model | Two-hop answered | Failed | Both sub-questions right | A sub-question failed too | Sub-questions not answered |",
      "|---|--:|--:|--:|--:|--:|",
    );
    for (const entry of summary.twoHop) {
      lines.push(
        `| ${escapeCell(entry.modelId)} | ${entry.answered} | ${entry.failures} | ${entry.subQuestionsCorrect} | ${entry.subQuestionFailed} | ${entry.subQuestionsUnknown} |`,
      );
    }
    lines.push(
      "",
      "*Both sub-questions right*: the model knows each fact but fails to combine them. *A sub-question failed too*: the two-hop error comes from a one-hop gap.",
    );
  }
  if (summary.comparisons.length > 0) {
    lines.push(
      "",
      "### Paired comparison of models (McNemar)",
      "",
      "| Model A | Model B | Shared questions | A accuracy % | B accuracy % | B − A (points) | 95% CI | Only A right | Only B right | p |",
      "|---|---|--:|--:|--:|--:|---|--:|--:|--:|",
    );
    for (const comparison of summary.comparisons) {
      lines.push(
        `| ${escapeCell(comparison.first)} | ${escapeCell(comparison.second)} | ${comparison.shared} | ${percent(comparison.firstAccuracy)} | ${percent(comparison.secondAccuracy)} | ${signedPoints(comparison.difference)} | ${comparison.shared === 0 ? "–" : `${signedPoints(comparison.differenceInterval[0])} to ${signedPoints(comparison.differenceInterval[1])}`} | ${comparison.onlyFirst} | ${comparison.onlySecond} | ${formatPValue(comparison.pValue)} |`,
      );
    }
  }
  const compared = summary.consistency.filter((entry) => entry.factsCompared > 0);
  if (compared.length > 0) {
    const limit = options.maxInconsistentFacts ?? 10;
    lines.push(
      "",
      "### Consistency across question types",
      "",
      "| Model | Facts asked in ≥ 2 types | All right | All wrong | Inconsistent | Inconsistent % |",
      "|---|--:|--:|--:|--:|--:|",
    );
    for (const entry of compared) {
      lines.push(
        `| ${escapeCell(entry.modelId)} | ${entry.factsCompared} | ${entry.allCorrect} | ${entry.allWrong} | ${entry.inconsistent} | ${percent(entry.inconsistent / entry.factsCompared)} |`,
      );
    }
    for (const entry of compared) {
      if (entry.facts.length === 0 || limit === 0) continue;
      lines.push(
        "",
        `Inconsistent facts of ${escapeCell(entry.modelId)} (first ${Math.min(limit, entry.facts.length)} of ${entry.facts.length}):`,
        "",
      );
      for (const { fact, answers } of entry.facts.slice(0, limit)) {
        const verdicts = answers
          .map((answer) => `${typeNames[answer.type] ?? answer.type} ${answer.verdict}`)
          .join(", ");
        lines.push(
          `- ${escapeCell(fact.subjectLabel)} — ${escapeCell(fact.relationLabel)} — ${escapeCell(fact.objectLabel)}: ${verdicts}`,
        );
      }
    }
  }
  return `${lines.join("\n")}\n`;
}

interface PivotColumn {
  label: string;
  domain: string;
  topic: string;
  hops?: number;
}

/** Rows model × type, one column per group, each cell "accuracy (CI) n". */
function pivotTable(
  summary: RunSummary,
  types: readonly SummaryRow["type"][],
  columns: readonly PivotColumn[],
): string[] {
  const lines = [
    `| Model | Question type | ${columns.map((column) => escapeCell(column.label)).join(" | ")} |`,
    `|---|---|${columns.map(() => "--:").join("|")}|`,
  ];
  for (const modelId of summary.models) {
    for (const type of types) {
      const cells = columns.map((column) => {
        const row = findRow(summary, {
          modelId,
          domain: column.domain,
          topic: column.topic,
          type,
          hops: column.hops ?? ALL,
        });
        return row === undefined ? "–" : pivotCell(row.cell);
      });
      const label = type === ALL ? "**All**" : (typeNames[type] ?? type);
      lines.push(`| ${escapeCell(modelId)} | ${label} | ${cells.join(" | ")} |`);
    }
  }
  lines.push("", "Each cell: accuracy % (95% Wilson interval), n answered.");
  return lines;
}

function pivotCell(cell: SummaryCell): string {
  return cell.answered === 0
    ? "– (n=0)"
    : `${percent(cell.accuracy)} (${percentInterval(cell.interval, cell.answered)}) n=${cell.answered}`;
}

/** Escapes text for a Markdown table cell: pipes, newlines, and HTML-significant characters. */
export function escapeCell(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/\|/g, "\\|")
    .replace(/\r?\n/g, " ");
}
