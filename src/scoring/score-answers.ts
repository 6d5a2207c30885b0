import type { Question } from "../questions/question.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { scoreAnswer } from "./score-answer.js";
import { SCORE_VERSION, type ScoredAnswer } from "./scored-answer.js";

/**
 * Judges every answer against its question (normalised exact match). Answers to questions that are
 * not in `questions` are an error in the caller's inputs and are reported, not skipped.
 */
export function scoreAnswers(
  questions: readonly Question[],
  answers: readonly AnswerRecord[],
): ScoredAnswer[] {
  const byId = new Map(questions.map((question) => [question.id, question]));
  return answers.map((answer) => {
    const question = byId.get(answer.questionId);
    if (question === undefined) {
      throw new Error(
        `answer to unknown question "${answer.questionId}": the answers do not belong to this suite`,
      );
    }
    const judgement = scoreAnswer(question, answer);
    return {
      version: SCORE_VERSION,
      questionId: question.id,
      modelId: answer.modelId,
      type: question.type,
      hops: question.hops,
      topic: question.topic,
      verdict: judgement.verdict,
      ...(judgement.parsed === undefined ? {} : { parsed: judgement.parsed }),
      reason: judgement.reason,
      matcher: "exact",
    };
  });
}
