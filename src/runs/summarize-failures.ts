import type { AnswerRecord } from "./answer-record.js";

/**
 * Groups failed calls by their error message, most frequent first: "12 × connect ECONNREFUSED
 * 127.0.0.1:9 (http://127.0.0.1:9/v1/chat/completions)". Empty when nothing failed.
 */
export function summarizeFailures(answers: readonly AnswerRecord[], options: { most?: number } = {}): string[] {
  const counts = new Map<string, number>();
  for (const answer of answers) {
    if (answer.error !== undefined) counts.set(answer.error, (counts.get(answer.error) ?? 0) + 1);
  }
  return [...counts.entries()]
    .sort((left, right) => right[1] - left[1])
    .slice(0, options.most ?? 3)
    .map(([message, count]) => `${count} × ${message}`);
}
