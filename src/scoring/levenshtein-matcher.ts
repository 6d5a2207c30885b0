import type { Matcher } from "./matcher.js";
import { levenshteinSimilarity } from "./levenshtein-similarity.js";
import { createSimilarityMatcher } from "./similarity-matcher.js";

/** Settings of {@link createLevenshteinMatcher}. */
export interface LevenshteinMatcherSettings {
  /** Normalised similarity at or above which an answer passes; default calibrated on the development set. */
  threshold?: number;
}

/** Default threshold of the `levenshtein` matcher (best F1 on the calibration half of the development set). */
export const LEVENSHTEIN_THRESHOLD = 0.6;

/**
 * The paper's Levenshtein matcher: normalised edit similarity between the normalised answer and
 * the gold answer or its closest alias. Catches spelling variants ("Anna Comnena").
 */
export function createLevenshteinMatcher(settings: LevenshteinMatcherSettings = {}): Matcher {
  return createSimilarityMatcher({
    id: "levenshtein",
    threshold: settings.threshold ?? LEVENSHTEIN_THRESHOLD,
    similarity: levenshteinSimilarity,
  });
}
