import type { MatcherEvaluation } from "./evaluate-matcher.js";

const percent = (value: number): string => (Number.isNaN(value) ? "–" : (value * 100).toFixed(1));

/**
 * The paper's Table 4 as Markdown: precision, recall and F1 (in %) of finding wrong answers, plus
 * accuracy, the threshold, the counts and the abstentions detected.
 */
export function renderMatcherTable(evaluations: readonly MatcherEvaluation[]): string {
  const rows = evaluations.map((evaluation) =>
    [
      evaluation.matcherId,
      evaluation.threshold === undefined ? "–" : String(evaluation.threshold),
      percent(evaluation.precision),
      percent(evaluation.recall),
      percent(evaluation.f1),
      percent(evaluation.accuracy),
      String(evaluation.items),
      `${evaluation.truePositives}/${evaluation.falsePositives}/${evaluation.falseNegatives}/${evaluation.trueNegatives}`,
      `${evaluation.abstentions.detected}/${evaluation.abstentions.items}`,
      String(evaluation.graderErrors),
    ].join(" | "),
  );
  return [
    "| Matcher | Threshold | Precision | Recall | F1 | Accuracy | n | TP/FP/FN/TN | Abstentions found | Grader errors |",
    "|---|--:|--:|--:|--:|--:|--:|---|--:|--:|",
    ...rows.map((row) => `| ${row} |`),
    "",
  ].join("\n");
}

/** A threshold sweep as Markdown: one row per threshold, the best F1 marked. */
export function renderThresholdSweep(matcherId: string, evaluations: readonly MatcherEvaluation[]): string {
  const bestF1 = Math.max(
    ...evaluations.map((evaluation) => (Number.isNaN(evaluation.f1) ? -1 : evaluation.f1)),
  );
  return [
    `Threshold sweep of ${matcherId}:`,
    "",
    "| Threshold | Precision | Recall | F1 | Accuracy |",
    "|--:|--:|--:|--:|--:|",
    ...evaluations.map(
      (evaluation) =>
        `| ${String(evaluation.threshold)}${evaluation.f1 === bestF1 ? " (best)" : ""} | ${percent(evaluation.precision)} | ${percent(evaluation.recall)} | ${percent(evaluation.f1)} | ${percent(evaluation.accuracy)} |`,
    ),
    "",
  ].join("\n");
}
