import type { Matcher } from "./matcher.js";
import { createSimilarityMatcher } from "./similarity-matcher.js";

/** Settings of {@link createNgramMatcher}. */
export interface NgramMatcherSettings {
  /** Overlap at or above which an answer passes; default calibrated on the development set. */
  threshold?: number;
}

/** Default threshold of the `ngram` matcher (best F1 on the calibration half of the development set). */
export const NGRAM_THRESHOLD = 0.5;

/**
 * Word unigram overlap as an F1 (Dice) score: 2·|shared words| / (|answer words| + |gold words|),
 * counting repeated words as often as both sides have them. Order-free: "Yat-sen Sun" = "Sun Yat-sen".
 */
export function unigramOverlap(left: string, right: string): number {
  const leftWords = left.split(" ").filter((word) => word !== "");
  const rightWords = right.split(" ").filter((word) => word !== "");
  if (leftWords.length === 0 || rightWords.length === 0) return 0;
  const counts = new Map<string, number>();
  for (const word of rightWords) counts.set(word, (counts.get(word) ?? 0) + 1);
  let shared = 0;
  for (const word of leftWords) {
    const count = counts.get(word) ?? 0;
    if (count > 0) {
      shared++;
      counts.set(word, count - 1);
    }
  }
  return (2 * shared) / (leftWords.length + rightWords.length);
}

/** The paper's n-gram matcher (word unigrams): overlap of the answer's and the gold's words. */
export function createNgramMatcher(settings: NgramMatcherSettings = {}): Matcher {
  return createSimilarityMatcher({
    id: "ngram",
    threshold: settings.threshold ?? NGRAM_THRESHOLD,
    similarity: unigramOverlap,
  });
}
