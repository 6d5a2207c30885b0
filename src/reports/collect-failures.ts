import type { Question, QuestionFact } from "../questions/question.js";
import { answerKey } from "../runs/answer-key.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import type { RunData } from "./read-run-data.js";

/** One answer that was not correct, with everything a person needs to judge it. */
export interface ReportFailure {
  score: ScoredAnswer;
  /** Absent only when scores and questions disagree (a rescored run with another suite). */
  question: Question | undefined;
  /** The model's final answer (without its reasoning); absent when the call failed. */
  response: string | undefined;
  /** The model's reasoning before its answer, when it gave any. */
  reasoning: string | undefined;
  /** Why the call failed, when it did. */
  error: string | undefined;
}

/** Every answer of a run that is not `correct`, in score order, joined with its question and response. */
export function collectFailures(data: Pick<RunData, "questions" | "answers" | "scores">): ReportFailure[] {
  return collectAnswers(data).filter((answer) => answer.score.verdict !== "correct");
}

/** Every scored answer of a run, correct or not, in score order, joined with its question and response. */
export function collectAnswers(data: Pick<RunData, "questions" | "answers" | "scores">): ReportFailure[] {
  const questions = new Map(data.questions.map((question) => [question.id, question]));
  const answers = new Map(
    data.answers.map((answer) => [answerKey(answer.modelId, answer.questionId), answer]),
  );
  return data.scores.map((score) => {
    const answer = answers.get(answerKey(score.modelId, score.questionId));
    return {
      score,
      question: questions.get(score.questionId),
      response:
        answer?.truncated === true && answer.response !== undefined
          ? `${answer.response} [truncated: the response was longer than the size limit]`
          : answer?.response,
      reasoning: answer?.reasoning,
      error: answer?.error,
    };
  });
}

/** The Wikidata page of an item (`Q42`) or property (`P19`); undefined for other identifiers. */
export function wikidataUrl(id: string): string | undefined {
  if (/^Q\d+$/.test(id)) return `https://www.wikidata.org/wiki/${id}`;
  if (/^P\d+$/.test(id)) return `https://www.wikidata.org/wiki/Property:${id}`;
  return undefined;
}

/** The gold answer as a person reads it: "B. Paris", "No", "Paris". */
export function goldText(question: Question): string {
  if (question.type === "multiple-choice") return `${question.answer}. ${question.answerLabel}`;
  return question.answer;
}

/**
 * The facts of a question as text, for tables: "Paris — capital of — France". A No question's
 * false statement (`negated`) is marked as such, never shown as a fact: "stated (false): Paris —
 * capital of — Germany".
 */
export function factText(fact: QuestionFact): string {
  const text = `${fact.subjectLabel} — ${fact.relationLabel} — ${fact.objectLabel}`;
  return fact.negated === true ? `stated (false): ${text}` : text;
}
