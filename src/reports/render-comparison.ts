import { createHash } from "node:crypto";
import type { RunComparison } from "./compare-runs.js";
import { escapeHtml } from "./escape-html.js";
import { formatPValue, percent, percentInterval, signedPoints, typeNames } from "./format-numbers.js";
import { escapeCell } from "./render-markdown.js";
import { sortableTableScript } from "./sortable-table-script.js";
import type { SummaryCell } from "./summarize.js";

const accuracyText = (cell: SummaryCell | undefined): string =>
  cell === undefined || cell.answered === 0
    ? "–"
    : `${percent(cell.accuracy)} (${percentInterval(cell.interval, cell.answered)}) n=${cell.answered}`;

function matchingNote(comparison: RunComparison): string[] {
  const lines = [
    `Runs: ${comparison.runs.map((run) => `${run.runDirectory} (${run.questions} questions; ${run.models.join(", ")})`).join("; ")}.`,
  ];
  if (comparison.runs.length > 1)
    lines.push(
      `Questions are matched by question id (derived from the fact, type and template): ${comparison.questionsInEveryRun} questions are in every run's suite. Each paired test uses only the questions both sides answered; runs on different suites are compared on their overlap, and a pair with no shared question has no test.`,
    );
  if (comparison.conflictingQuestions.length > 0)
    lines.push(
      `Warning: ${comparison.conflictingQuestions.length} question id(s) have different text or gold answers in different runs (e.g. ${comparison.conflictingQuestions.slice(0, 3).join(", ")}); their paired results compare different questions.`,
    );
  return lines;
}

/**
 * Renders a comparison as Markdown: the leaderboard (best first) with accuracy and its 95% Wilson
 * interval overall, per question type and per hop count, then McNemar's exact test for every pair
 * on the questions both answered.
 */
export function renderComparisonMarkdown(comparison: RunComparison): string {
  const lines = ["## factprobe comparison", "", ...matchingNote(comparison), ""];
  if (comparison.entries.length === 0) {
    lines.push("_No scored answers in these runs: nothing to compare._", "");
    return `${lines.join("\n")}\n`;
  }
  lines.push("### Leaderboard", "");
  const typeHeads = comparison.types.map((type) => `${typeNames[type] ?? type} %`);
  const hopHeads = comparison.hops.map((hops) => `${hops}-hop %`);
  lines.push(
    `| # | Model | Run | n | Accuracy % | 95% CI | ${[...typeHeads, ...hopHeads].join(" | ")} |`,
    `|--:|---|---|--:|--:|---|${[...typeHeads, ...hopHeads].map(() => "--:|").join("")}`,
  );
  comparison.entries.forEach((entry, index) => {
    const { overall } = entry;
    const cells = [
      ...comparison.types.map((type) => accuracyText(entry.byType[type])),
      ...comparison.hops.map((hops) => accuracyText(entry.byHops[String(hops)])),
    ];
    lines.push(
      `| ${index + 1} | ${escapeCell(entry.label)} | ${escapeCell(entry.runDirectory)} | ${overall.answered} | ${percent(overall.accuracy)} | ${percentInterval(overall.interval, overall.answered)} | ${cells.join(" | ")} |`,
    );
  });
  lines.push(
    "",
    "Accuracy = correct / answered (failed calls and failed judging left out), with the 95% Wilson interval in brackets; per-type and per-hop cells read `accuracy (interval) n=answered`.",
  );
  if (comparison.pairs.length > 0) {
    lines.push(
      "",
      "### Paired tests on shared questions (McNemar, exact binomial)",
      "",
      "| Model A | Model B | Shared | A % | B % | B − A | 95% CI | Only A right | Only B right | p |",
      "|---|---|--:|--:|--:|--:|---|--:|--:|--:|",
    );
    for (const pair of comparison.pairs) {
      const none = pair.shared === 0;
      lines.push(
        `| ${escapeCell(pair.first)} | ${escapeCell(pair.second)} | ${pair.shared} | ${percent(pair.firstAccuracy)} | ${percent(pair.secondAccuracy)} | ${signedPoints(pair.difference)} | ${none ? "–" : `${signedPoints(pair.differenceInterval[0])} to ${signedPoints(pair.differenceInterval[1])}`} | ${pair.onlyFirst} | ${pair.onlySecond} | ${none ? "–" : formatPValue(pair.pValue)} |`,
      );
    }
    lines.push(
      "",
      "p: two-sided exact McNemar test (binomial on the discordant pairs), exact at every count. Not corrected for multiple comparisons.",
    );
  }
  return `${lines.join("\n")}\n`;
}

/**
 * Renders a comparison as one self-contained HTML page (no network; a CSP allows only its own
 * script by hash): the same tables as the Markdown, sortable by any column, readable from 390 px
 * wide (tables scroll inside their box, the page never does).
 */
export function renderComparisonHtml(comparison: RunComparison): string {
  const scriptHash = createHash("sha256").update(sortableTableScript).digest("base64");
  const csp = `default-src 'none'; script-src 'sha256-${scriptHash}'; style-src 'unsafe-inline'; base-uri 'none'; form-action 'none'`;
  const cell = (value: SummaryCell | undefined): string =>
    value === undefined || value.answered === 0
      ? `<td data-sort="–">–</td>`
      : `<td data-sort="${value.accuracy}">${percent(value.accuracy)} <span class="ci">${percentInterval(value.interval, value.answered)}</span> <span class="n">n=${value.answered}</span></td>`;
  const heads = [
    ...comparison.types.map((type) => typeNames[type] ?? type),
    ...comparison.hops.map((hops) => `${hops}-hop`),
  ];
  const leaderboard = comparison.entries
    .map(
      (entry, index) =>
        `<tr><td>${index + 1}</td><td class="label">${escapeHtml(entry.label)}</td><td class="label">${escapeHtml(entry.runDirectory)}</td><td>${entry.overall.answered}</td>${cell(entry.overall)}${comparison.types.map((type) => cell(entry.byType[type])).join("")}${comparison.hops.map((hops) => cell(entry.byHops[String(hops)])).join("")}</tr>`,
    )
    .join("");
  const pairs = comparison.pairs
    .map((pair) => {
      const none = pair.shared === 0;
      return `<tr><td class="label">${escapeHtml(pair.first)}</td><td class="label">${escapeHtml(pair.second)}</td><td>${pair.shared}</td><td>${percent(pair.firstAccuracy)}</td><td>${percent(pair.secondAccuracy)}</td><td data-sort="${pair.difference}">${signedPoints(pair.difference)}</td><td>${none ? "–" : `${signedPoints(pair.differenceInterval[0])} to ${signedPoints(pair.differenceInterval[1])}`}</td><td>${pair.onlyFirst}</td><td>${pair.onlySecond}</td><td data-sort="${none ? "–" : pair.pValue}">${none ? "–" : formatPValue(pair.pValue)}</td></tr>`;
    })
    .join("");
  const body =
    comparison.entries.length === 0
      ? `<p class="empty">No scored answers in these runs: nothing to compare.</p>`
      : `<h2>Leaderboard</h2><div class="scroll"><table class="sortable" id="leaderboard"><thead><tr><th data-first-sort="ascending">#</th><th data-first-sort="ascending">Model</th><th data-first-sort="ascending">Run</th><th>n</th><th>Accuracy % (95% CI)</th>${heads.map((head) => `<th>${escapeHtml(head)} %</th>`).join("")}</tr></thead><tbody>${leaderboard}</tbody></table></div>
<p class="note">Accuracy = correct / answered (failed calls and failed judging left out), with the 95% Wilson interval. Click a column header to sort.</p>
${pairs === "" ? "" : `<h2>Paired tests on shared questions (McNemar, exact binomial)</h2><div class="scroll"><table class="sortable" id="pairs"><thead><tr><th data-first-sort="ascending">Model A</th><th data-first-sort="ascending">Model B</th><th>Shared</th><th>A %</th><th>B %</th><th>B − A</th><th>95% CI</th><th>Only A right</th><th>Only B right</th><th data-first-sort="ascending">p</th></tr></thead><tbody>${pairs}</tbody></table></div><p class="note">p: two-sided exact McNemar test on the discordant pairs. Not corrected for multiple comparisons.</p>`}`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="${csp}">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>factprobe comparison</title>
<style>
body{font:14px/1.45 system-ui,-apple-system,"Segoe UI",sans-serif;margin:0;color:#1d2330;background:#fafbfc}
header{padding:16px 24px;background:#1f3555;color:#fff}header h1{margin:0;font-size:20px}
main{padding:8px 24px 40px}h2{margin-top:28px;font-size:17px;border-bottom:1px solid #d7dce3;padding-bottom:4px}
.scroll{overflow-x:auto;max-width:100%}table{border-collapse:collapse;background:#fff;margin:8px 0}
th,td{border:1px solid #d7dce3;padding:4px 8px;text-align:right;vertical-align:top}th{text-align:left}td.label{text-align:left;overflow-wrap:anywhere;min-width:8em}
th{background:#eef1f5;cursor:pointer;white-space:nowrap}th[aria-sort=ascending]::after{content:" ▲"}th[aria-sort=descending]::after{content:" ▼"}
.ci,.n{color:#687385;font-size:12px;white-space:nowrap}.note{color:#687385}
@media (max-width:600px){header,main{padding-left:10px;padding-right:10px}}
</style>
</head>
<body>
<header><h1>factprobe comparison</h1></header>
<main>
${matchingNote(comparison)
  .map((line) => `<p class="note">${escapeHtml(line)}</p>`)
  .join("\n")}
${body}
</main>
<script>${sortableTableScript}</script>
</body>
</html>
`;
}
