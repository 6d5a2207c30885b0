import { answerKey } from "../runs/answer-key.js";
import { goldText } from "./collect-failures.js";
import type { RunData } from "./read-run-data.js";

/**
 * One question × model of a run, flattened for pandas and spreadsheets: the question, what counts
 * as right, what the model said and how it was judged. Text fields are `""` when absent; `score` is
 * `null` when the matcher computes none.
 */
export interface ExportRow {
  /** The run directory the row comes from. */
  run: string;
  questionId: string;
  model: string;
  type: string;
  hops: number;
  topic: string;
  question: string;
  /** Multiple choice only: the four options, in A-D order. */
  options: string[];
  /** The gold answer as a person reads it: "Yes", "B. Paris", "Paris". */
  gold: string;
  /** The answer entity's label (also for Yes-No and multiple choice). */
  goldLabel: string;
  /** Other names of the answer entity that count as correct. */
  aliases: string[];
  /** WH questions: every value the source holds (an answer naming any is correct), the gold first. */
  accepted: string[];
  /** The model's raw response; `""` when the call failed. */
  response: string;
  /** Why the call failed; `""` when it did not. */
  error: string;
  /** The answer as the scorer read it (a letter, Yes/No, the WH span). */
  parsed: string;
  /** The verdict; `""` when the answer was recorded but not scored. */
  verdict: string;
  reason: string;
  matcher: string;
  score: number | null;
}

/** The columns of an export, in order, with the {@link ExportRow} field each shows. */
export const exportColumns = [
  ["run", "run"],
  ["question_id", "questionId"],
  ["model", "model"],
  ["type", "type"],
  ["hops", "hops"],
  ["topic", "topic"],
  ["question", "question"],
  ["options", "options"],
  ["gold", "gold"],
  ["gold_label", "goldLabel"],
  ["aliases", "aliases"],
  ["accepted", "accepted"],
  ["response", "response"],
  ["error", "error"],
  ["parsed", "parsed"],
  ["verdict", "verdict"],
  ["reason", "reason"],
  ["matcher", "matcher"],
  ["score", "score"],
] as const satisfies readonly (readonly [string, keyof ExportRow])[];

/**
 * Flattens a run into one row per question × model: every scored answer joined with its question
 * (by question id) and its latest answer record, then answers that were recorded but not scored
 * (verdict `""`). Rows come in score order. A score whose question is missing from
 * `questions.jsonl` keeps the fields the score carries (type, hops, topic) and leaves the rest empty.
 */
export function exportRows(data: RunData): ExportRow[] {
  const questions = new Map(data.questions.map((question) => [question.id, question]));
  const answers = new Map(
    data.answers.map((answer) => [answerKey(answer.modelId, answer.questionId), answer]),
  );
  const scored = new Set<string>();
  const rows: ExportRow[] = [];
  const row = (
    questionId: string,
    model: string,
    fallback: { type: string; hops: number; topic: string },
  ): ExportRow => {
    const question = questions.get(questionId);
    const answer = answers.get(answerKey(model, questionId));
    return {
      run: data.runDirectory,
      questionId,
      model,
      type: question?.type ?? fallback.type,
      hops: question?.hops ?? fallback.hops,
      topic: question?.topic ?? fallback.topic,
      question: question?.text ?? "",
      options: question?.options ?? [],
      gold: question === undefined ? "" : goldText(question),
      goldLabel: question?.answerLabel ?? "",
      aliases: question?.aliases ?? [],
      accepted: question?.judging?.accepted.map((entity) => entity.label) ?? [],
      response: answer?.response ?? "",
      error: answer?.error ?? "",
      parsed: "",
      verdict: "",
      reason: "",
      matcher: "",
      score: null,
    };
  };
  for (const score of data.scores) {
    scored.add(answerKey(score.modelId, score.questionId));
    rows.push({
      ...row(score.questionId, score.modelId, score),
      parsed: score.parsed ?? "",
      verdict: score.verdict,
      reason: score.reason,
      matcher: score.matcher,
      score: score.score ?? null,
    });
  }
  for (const answer of data.answers) {
    if (scored.has(answerKey(answer.modelId, answer.questionId))) continue;
    rows.push(row(answer.questionId, answer.modelId, { type: "", hops: 0, topic: "" }));
  }
  return rows;
}
