import type { QuestionType } from "../questions/question.js";
import { comparePaired, type ModelComparison } from "../reports/compare-models.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";

/** One row of the before/after table: a question type (or all) with the paired comparison. */
export interface ImprovementRow {
  type: QuestionType | "all";
  comparison: ModelComparison;
}

/** The paper's Table 7 for one model: accuracy before and after an improvement, per question type. */
export interface ImprovementTable {
  original: string;
  enhanced: string;
  rows: ImprovementRow[];
}

/**
 * Compares answers before and after an improvement (in-context demonstrations or fine-tuning) on
 * the questions both answered, matched by question id: per question type and overall, accuracy
 * before and after, the difference with a 95% interval, and McNemar's exact test.
 */
export function compareImprovement(
  original: readonly ScoredAnswer[],
  enhanced: readonly ScoredAnswer[],
  labels: { original: string; enhanced: string },
): ImprovementTable {
  const pairLabels = { first: labels.original, second: labels.enhanced };
  const types = (["yes-no", "multiple-choice", "wh"] as const).filter((type) =>
    enhanced.some((score) => score.type === type),
  );
  const rows: ImprovementRow[] = types.map((type) => ({
    type,
    comparison: comparePaired(
      original.filter((score) => score.type === type),
      enhanced.filter((score) => score.type === type),
      pairLabels,
    ),
  }));
  rows.push({ type: "all", comparison: comparePaired(original, enhanced, pairLabels) });
  return { ...labels, rows };
}
