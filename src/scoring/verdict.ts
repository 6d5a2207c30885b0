/**
 * One verdict scheme for every question type. Only `incorrect` counts as a factual error.
 * - `correct`: the answer matches the gold answer, one of its aliases, or another value the source
 *   holds for the question's subject and relation.
 * - `incorrect`: a readable answer that is wrong, with evidence (see docs/scoring.md).
 * - `less-specific`: the answer is true but broader than asked ("France" for Paris): not an error.
 * - `unverified`: the answer names something the source can neither confirm nor refute (another
 *   occupation than the ones Wikidata lists): not an error.
 * - `not-attempted`: the model abstained ("I don't know", a refusal).
 * - `unparseable`: no answer could be read from the response.
 * - `truncated`: the response was cut off (the token limit, or the response size limit) before any
 *   answer could be read, e.g. a reasoning model still thinking. Says nothing of the model's
 *   knowledge, so it stays out of accuracy, like `error`; raise the token budget and ask again.
 * - `error`: the model call failed.
 * - `grader-error`: the judge (e.g. an LLM judge) failed, so the answer could not be judged.
 */
export const verdicts = [
  "correct",
  "incorrect",
  "less-specific",
  "unverified",
  "not-attempted",
  "unparseable",
  "truncated",
  "error",
  "grader-error",
] as const;
/** A verdict on one answer. */
export type Verdict = (typeof verdicts)[number];

/** Whether a verdict is a factual error of the model: `incorrect`, and nothing else. */
export function isFactualError(verdict: Verdict): boolean {
  return verdict === "incorrect";
}

/** Whether a verdict judged the model's knowledge (every verdict but `error`, `grader-error` and `truncated`). */
export function isJudged(verdict: Verdict): boolean {
  return verdict !== "error" && verdict !== "grader-error" && verdict !== "truncated";
}
