import { FactprobeError } from "../errors.js";
import type { EmbeddingModel } from "./embedding-model.js";
import { createExactMatchMemo, decideExactly } from "./match-exactly.js";
import { spellingSimilarity } from "./levenshtein-similarity.js";
import { goldNames, type Matcher, type MatchInput, type MatchResult } from "./matcher.js";
import { normalizeAnswer } from "./normalize-answer.js";
import { createSentenceSimilarity } from "./sentence-embedding-matcher.js";

/** Settings of {@link createDefaultMatcher}. */
export interface DefaultMatcherSettings {
  /** The sentence-transformer (all-MiniLM-L6-v2); loaded on the first answer that needs it. */
  embeddingModel: EmbeddingModel;
  /** Sentence cosine at or above which an answer passes (default {@link DEFAULT_MATCHER_THRESHOLD}). */
  threshold?: number;
  /** Levenshtein similarity at or above which a misspelt answer passes (default {@link DEFAULT_MATCHER_SPELLING_THRESHOLD}). */
  spellingThreshold?: number;
}

/**
 * The default matcher's sentence-cosine threshold, calibrated on the calibration half of
 * `data/matcher-dev-set.jsonl` (best F1 for "the answer is wrong"; `bench/matchers.bench.mjs`
 * prints the sweep and the held-out figures).
 */
export const DEFAULT_MATCHER_THRESHOLD = 0.8;
/** Near-identical spellings ("Anna Comnena" for "Anna Komnene") pass at or above this Levenshtein similarity. */
export const DEFAULT_MATCHER_SPELLING_THRESHOLD = 0.8;

/**
 * factprobe's default WH matcher, which does what no single matcher of the paper does alone:
 * 1. type-aware, normalised exact and alias matching ({@link decideExactly}): dates and numbers by
 *    value, then case, punctuation, articles, diacritics and honorifics folded, then the gold
 *    answer or an alias contained in the answer;
 * 2. an answer made only of the question's own words fails ("Wilhelm Grimm" asked for Wilhelm
 *    Grimm's sibling): it names the subject, and would look similar to a gold name it shares a word with;
 * 3. otherwise the best sentence-transformer cosine between the answer and the gold answer or an
 *    alias, against a calibrated threshold, or a near-identical spelling (Levenshtein).
 * Abstentions are caught before any matcher runs. When the embedding model is missing, the
 * answers that need it get a `graderError` naming the fetch command; the rest are still judged.
 */
export function createDefaultMatcher(settings: DefaultMatcherSettings): Matcher {
  const threshold = settings.threshold ?? DEFAULT_MATCHER_THRESHOLD;
  const spellingThreshold = settings.spellingThreshold ?? DEFAULT_MATCHER_SPELLING_THRESHOLD;
  const similarity = createSentenceSimilarity(settings.embeddingModel);
  const memo = createExactMatchMemo();
  return {
    id: "default",
    threshold,
    async match(inputs) {
      const results = new Array<MatchResult>(inputs.length);
      const pending: number[] = [];
      inputs.forEach((input, index) => {
        const decided = decideExactly(input, memo);
        if (decided !== undefined) results[index] = decided;
        else if (normalizeAnswer(input.answer) === "")
          results[index] = { pass: false, score: 0, reason: "empty answer" };
        else if (echoesQuestion(input))
          results[index] = {
            pass: false,
            score: 0,
            reason: `only repeats words of the question; expected "${input.gold}"`,
          };
        else pending.push(index);
      });
      if (pending.length === 0) return results;
      const pendingInputs = pending.map((index) => inputs[index] as MatchInput);
      let scores: { score: number; closest: string }[];
      try {
        scores = await similarity(pendingInputs);
      } catch (error) {
        if (!(error instanceof FactprobeError)) throw error;
        const reason = `sentence-embedding model unavailable: ${error.message}`;
        for (const index of pending)
          results[index] = { pass: false, score: undefined, reason, graderError: reason };
        return results;
      }
      pending.forEach((inputIndex, index) => {
        const input = inputs[inputIndex] as MatchInput;
        const { score, closest } = scores[index] ?? { score: 0, closest: input.gold };
        const spelling = bestSpelling(input);
        if (/\b(?:not|never|neither|nor|or)\b/i.test(input.answer)) {
          results[inputIndex] = {
            pass: false,
            score,
            reason: `hedged or negated answer; expected "${input.gold}"`,
          };
        } else if (score >= threshold) {
          results[inputIndex] = {
            pass: true,
            score,
            reason: `similar to "${closest}" (cosine ${score.toFixed(2)} ≥ ${threshold})`,
          };
        } else if (spelling.score >= spellingThreshold) {
          results[inputIndex] = {
            pass: true,
            score,
            reason: `spelling of "${spelling.name}" (Levenshtein ${spelling.score.toFixed(2)})`,
          };
        } else {
          results[inputIndex] = {
            pass: false,
            score,
            reason: `expected "${input.gold}" (closest "${closest}", cosine ${score.toFixed(2)} < ${threshold})`,
          };
        }
      });
      return results;
    },
    async dispose() {
      await settings.embeddingModel.dispose?.();
    },
  };
}

/**
 * Whether every word of the (normalised) answer is a word of the question: the answer repeats the
 * subject or the question instead of answering. Exact and alias matches are decided before this.
 */
function echoesQuestion(input: MatchInput): boolean {
  if (input.question === undefined) return false;
  const question = new Set(normalizeAnswer(input.question).split(" "));
  return normalizeAnswer(input.answer)
    .split(" ")
    .every((word) => question.has(word));
}

function bestSpelling(input: MatchInput): { score: number; name: string } {
  const answer = normalizeAnswer(input.answer);
  let best = { score: 0, name: input.gold };
  for (const name of goldNames(input)) {
    const score = spellingSimilarity(answer, normalizeAnswer(name));
    if (score > best.score) best = { score, name };
  }
  return best;
}
