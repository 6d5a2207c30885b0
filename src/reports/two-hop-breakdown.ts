import type { Question } from "../questions/question.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import { isJudged } from "../scoring/verdict.js";

/** How one model's two-hop failures relate to its answers to the one-hop sub-questions. */
export interface TwoHopBreakdown {
  modelId: string;
  /** Two-hop questions the model answered (judged), and how many it got right. */
  answered: number;
  correct: number;
  /** Judged two-hop answers that were not correct. */
  failures: number;
  /** Failures where both one-hop sub-questions were answered correctly: the composition failed. */
  subQuestionsCorrect: number;
  /** Failures where at least one sub-question was answered wrongly too: a gap in one-hop knowledge. */
  subQuestionFailed: number;
  /** Failures whose sub-questions were not asked, not answered or not judged. */
  subQuestionsUnknown: number;
}

/**
 * Splits each model's two-hop failures by whether it also failed a one-hop sub-question (the
 * questions' `twoHop.subQuestionIds`). Models without two-hop answers are left out.
 */
export function breakDownTwoHopFailures(
  scores: readonly ScoredAnswer[],
  questions: readonly Question[],
): TwoHopBreakdown[] {
  const twoHop = new Map(
    questions.flatMap((question) =>
      question.twoHop === undefined ? [] : [[question.id, question.twoHop.subQuestionIds] as const],
    ),
  );
  const verdictOf = new Map(
    scores.map((score) => [`${score.modelId}\u0000${score.questionId}`, score.verdict]),
  );
  const byModel = new Map<string, TwoHopBreakdown>();
  for (const score of scores) {
    if (score.hops !== 2 || !isJudged(score.verdict)) continue;
    let entry = byModel.get(score.modelId);
    if (entry === undefined) {
      entry = {
        modelId: score.modelId,
        answered: 0,
        correct: 0,
        failures: 0,
        subQuestionsCorrect: 0,
        subQuestionFailed: 0,
        subQuestionsUnknown: 0,
      };
      byModel.set(score.modelId, entry);
    }
    entry.answered += 1;
    if (score.verdict === "correct") {
      entry.correct += 1;
      continue;
    }
    entry.failures += 1;
    const subVerdicts = (twoHop.get(score.questionId) ?? []).map((id) =>
      verdictOf.get(`${score.modelId}\u0000${id}`),
    );
    const judged = subVerdicts.filter((verdict) => verdict !== undefined && isJudged(verdict));
    if (judged.some((verdict) => verdict !== "correct")) entry.subQuestionFailed += 1;
    else if (judged.length === 2) entry.subQuestionsCorrect += 1;
    else entry.subQuestionsUnknown += 1;
  }
  return [...byModel.values()];
}
