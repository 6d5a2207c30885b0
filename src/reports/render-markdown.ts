import type { RunSummary } from "./summarize.js";

const typeNames: Record<string, string> = {
  "yes-no": "Yes-No",
  "multiple-choice": "Multiple choice",
  wh: "WH",
  all: "All",
};

const percent = (value: number): string => (Number.isNaN(value) ? "–" : (value * 100).toFixed(1));

/**
 * Renders a summary as a Markdown table in the layout of the paper's Table 5 (accuracy per model
 * and question type), with n, the 95% Wilson interval and every verdict class.
 */
export function renderMarkdown(summary: RunSummary, options: { title?: string } = {}): string {
  const lines = [
    `## ${options.title ?? `Factual accuracy: ${summary.topics.join(", ")}`}`,
    "",
    "| Model | Question type | n | Accuracy % | 95% CI | Incorrect | Not attempted | Unparseable | Errors |",
    "|---|---|--:|--:|---|--:|--:|--:|--:|",
  ];
  for (const row of summary.rows) {
    const { cell } = row;
    const interval = cell.answered === 0 ? "–" : `${percent(cell.interval[0])}–${percent(cell.interval[1])}`;
    const label = row.type === "all" ? "**All**" : (typeNames[row.type] ?? row.type);
    lines.push(
      `| ${escapeCell(row.modelId)} | ${label} | ${cell.answered} | ${percent(cell.accuracy)} | ${interval} | ${cell.counts.incorrect} | ${cell.counts["not-attempted"]} | ${cell.counts.unparseable} | ${cell.counts.error} |`,
    );
  }
  if (summary.rows.length === 0) lines.push("", "_No answers: nothing to summarise._");
  lines.push(
    "",
    "Accuracy = correct / answered (failed calls are counted under Errors, not in n). Only *Incorrect* answers are factual errors.",
  );
  return `${lines.join("\n")}\n`;
}

function escapeCell(text: string): string {
  return text.replace(/\|/g, "\\|").replace(/\n/g, " ");
}
