import { escapeCell } from "../reports/render-markdown.js";
import { formatPValue, percent, signedPoints, typeNames } from "../reports/format-numbers.js";
import type { ImprovementTable } from "./compare-improvement.js";

/**
 * Renders a before/after comparison as Markdown in the layout of the paper's Table 7, with n, the
 * difference in points and its 95% interval, and McNemar's p per question type.
 */
export function renderImprovement(table: ImprovementTable, options: { title?: string } = {}): string {
  const lines = [
    `## ${options.title ?? "Accuracy before and after improvement (paper Table 7)"}`,
    "",
    `Original: ${escapeCell(table.original)}. Enhanced: ${escapeCell(table.enhanced)}.`,
    "",
    "| Question type | n | Original % | Enhanced % | Δ (points) | 95% CI | Fixed | Broken | p (McNemar) |",
    "|---|--:|--:|--:|--:|---|--:|--:|--:|",
  ];
  for (const { type, comparison } of table.rows) {
    const label = type === "all" ? "**All**" : (typeNames[type] ?? type);
    const interval =
      comparison.shared === 0
        ? "–"
        : `${signedPoints(comparison.differenceInterval[0])} to ${signedPoints(comparison.differenceInterval[1])}`;
    lines.push(
      `| ${label} | ${comparison.shared} | ${percent(comparison.firstAccuracy)} | ${percent(comparison.secondAccuracy)} | ${signedPoints(comparison.difference)} | ${interval} | ${comparison.onlySecond} | ${comparison.onlyFirst} | ${formatPValue(comparison.pValue)} |`,
    );
  }
  lines.push(
    "",
    "n = questions answered (judged) both times. Fixed: wrong before, right after; Broken: right before, wrong after.",
  );
  return `${lines.join("\n")}\n`;
}
