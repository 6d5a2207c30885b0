import type { ScoredAnswer } from "../scoring/scored-answer.js";

/**
 * A note for the console when answers hit the token limit: per model, how many were cut off before
 * any answer (`truncated`, left out of accuracy) and how many were read from a cut response; ""
 * when none were.
 */
export function describeTruncation(scores: readonly ScoredAnswer[]): string {
  const byModel = new Map<string, { truncated: number; hitLimit: number; total: number }>();
  for (const score of scores) {
    const entry = byModel.get(score.modelId) ?? { truncated: 0, hitLimit: 0, total: 0 };
    entry.total += 1;
    if (score.verdict === "truncated") entry.truncated += 1;
    else if (score.hitTokenLimit === true) entry.hitLimit += 1;
    byModel.set(score.modelId, entry);
  }
  const lines: string[] = [];
  for (const [modelId, entry] of byModel) {
    if (entry.truncated === 0 && entry.hitLimit === 0) continue;
    const parts = [
      ...(entry.truncated === 0
        ? []
        : [
            `${entry.truncated} of ${entry.total} answers were cut off before any answer (truncated, left out of accuracy)`,
          ]),
      ...(entry.hitLimit === 0
        ? []
        : [`${entry.hitLimit} more hit the token limit but were read from their start`]),
    ];
    lines.push(`${modelId}: ${parts.join("; ")}.`);
  }
  if (lines.length === 0) return "";
  return `\n${lines.join("\n")}\nRaise "maxTokens" (per question type) or the model's "reasoningTokens" (its "request" in the config file's "models") (--config) to give the model room to finish.\n`;
}
