import type { ScoredAnswer } from "../scoring/scored-answer.js";
import { mcnemarTest } from "./mcnemar-test.js";

/** Two models compared on the questions both answered. */
export interface ModelComparison {
  first: string;
  second: string;
  /** Questions both models answered (judged verdicts on both sides). */
  shared: number;
  /** Accuracy of each model on the shared questions; NaN when none are shared. */
  firstAccuracy: number;
  secondAccuracy: number;
  /** secondAccuracy − firstAccuracy, with a 95% interval for paired proportions. */
  difference: number;
  differenceInterval: [number, number];
  /** Shared questions only the first got right, and only the second. */
  onlyFirst: number;
  onlySecond: number;
  /** Two-sided p-value of McNemar's exact test. */
  pValue: number;
}

const judged = (score: ScoredAnswer): boolean =>
  score.verdict !== "error" && score.verdict !== "grader-error" && score.verdict !== "truncated";

/**
 * Compares two sets of answers to the same questions (two models, or one model before and after an
 * improvement): accuracy on the questions both answered, the difference with a 95% interval
 * (Wald, for paired proportions) and McNemar's exact test on the discordant pairs.
 */
export function comparePaired(
  first: readonly ScoredAnswer[],
  second: readonly ScoredAnswer[],
  labels: { first: string; second: string },
): ModelComparison {
  const secondById = new Map(second.filter(judged).map((score) => [score.questionId, score]));
  let shared = 0;
  let firstCorrect = 0;
  let secondCorrect = 0;
  let onlyFirst = 0;
  let onlySecond = 0;
  for (const score of first) {
    const other = secondById.get(score.questionId);
    if (!judged(score) || other === undefined) continue;
    shared += 1;
    const left = score.verdict === "correct";
    const right = other.verdict === "correct";
    if (left) firstCorrect += 1;
    if (right) secondCorrect += 1;
    if (left && !right) onlyFirst += 1;
    if (right && !left) onlySecond += 1;
  }
  const difference = shared === 0 ? Number.NaN : (onlySecond - onlyFirst) / shared;
  const standardError =
    shared === 0
      ? Number.NaN
      : Math.sqrt(Math.max(0, onlyFirst + onlySecond - shared * difference ** 2)) / shared;
  return {
    first: labels.first,
    second: labels.second,
    shared,
    firstAccuracy: shared === 0 ? Number.NaN : firstCorrect / shared,
    secondAccuracy: shared === 0 ? Number.NaN : secondCorrect / shared,
    difference,
    differenceInterval: [
      Math.max(-1, difference - 1.959964 * standardError),
      Math.min(1, difference + 1.959964 * standardError),
    ],
    onlyFirst,
    onlySecond,
    pValue: mcnemarTest(onlyFirst, onlySecond).pValue,
  };
}

/** Compares every pair of models in a run, in order of first appearance. */
export function compareModels(scores: readonly ScoredAnswer[]): ModelComparison[] {
  const byModel = new Map<string, ScoredAnswer[]>();
  for (const score of scores) {
    const list = byModel.get(score.modelId);
    if (list === undefined) byModel.set(score.modelId, [score]);
    else list.push(score);
  }
  const models = [...byModel.keys()];
  const comparisons: ModelComparison[] = [];
  for (let left = 0; left < models.length; left += 1) {
    for (let right = left + 1; right < models.length; right += 1) {
      const first = models[left] ?? "";
      const second = models[right] ?? "";
      comparisons.push(comparePaired(byModel.get(first) ?? [], byModel.get(second) ?? [], { first, second }));
    }
  }
  return comparisons;
}
