/**
 * One verdict scheme for every question type. Only `incorrect` counts as a factual error.
 * - `correct`: the answer matches the gold answer (or one of its aliases).
 * - `incorrect`: a readable answer that is wrong.
 * - `not-attempted`: the model abstained ("I don't know", a refusal).
 * - `unparseable`: no answer could be read from the response.
 * - `error`: the model call failed.
 * - `grader-error`: the judge (e.g. an LLM judge) failed, so the answer could not be judged.
 */
export const verdicts = [
  "correct",
  "incorrect",
  "not-attempted",
  "unparseable",
  "error",
  "grader-error",
] as const;
/** A verdict on one answer. */
export type Verdict = (typeof verdicts)[number];
