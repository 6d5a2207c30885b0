import { goldNames, type MatchInput, type Matcher, type MatchResult } from "./matcher.js";
import { normalizeAnswer } from "./normalize-answer.js";

/** Settings of {@link createSimilarityMatcher}. */
export interface SimilarityMatcherSettings {
  id: string;
  /** Similarity in [0, 1] at or above which an answer passes. */
  threshold: number;
  /** Similarity of two normalised, non-empty strings, in [0, 1]. */
  similarity: (answer: string, name: string) => number;
}

/**
 * A matcher from a string similarity: the answer and every gold name are normalised, the best
 * similarity over the gold answer and its aliases is the score, and the answer passes at or above
 * the threshold. The lexical matchers (Levenshtein, n-gram) are built this way.
 */
export function createSimilarityMatcher(settings: SimilarityMatcherSettings): Matcher {
  const matchOne = (input: MatchInput): MatchResult => {
    const answer = normalizeAnswer(input.answer);
    if (answer === "") return { pass: false, score: 0, reason: "empty answer" };
    let best = 0;
    let bestName = input.gold;
    for (const name of goldNames(input)) {
      const normalized = normalizeAnswer(name);
      if (normalized === "") continue;
      const score = settings.similarity(answer, normalized);
      if (score > best) {
        best = score;
        bestName = name;
      }
    }
    return describeScore(best, settings.threshold, bestName, input.gold);
  };
  return {
    id: settings.id,
    threshold: settings.threshold,
    match(inputs) {
      return Promise.resolve(inputs.map(matchOne));
    },
  };
}

/** A pass or fail from a best score, with a reason naming the closest gold name. */
export function describeScore(score: number, threshold: number, closest: string, gold: string): MatchResult {
  const rounded = score.toFixed(2);
  return score >= threshold
    ? { pass: true, score, reason: `similar to "${closest}" (${rounded} ≥ ${threshold})` }
    : { pass: false, score, reason: `expected "${gold}" (closest "${closest}", ${rounded} < ${threshold})` };
}
