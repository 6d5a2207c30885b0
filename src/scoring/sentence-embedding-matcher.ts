import { cosineSimilarity } from "./cosine-similarity.js";
import type { EmbeddingModel } from "./embedding-model.js";
import { goldNames, type Matcher, type MatchInput, type MatchResult } from "./matcher.js";
import { normalizeAnswer } from "./normalize-answer.js";
import { describeScore } from "./similarity-matcher.js";

/** Settings of {@link createSentenceEmbeddingMatcher}. */
export interface SentenceEmbeddingMatcherSettings {
  /** The sentence-transformer; loaded on its first use. */
  embeddingModel: EmbeddingModel;
  /** Cosine at or above which an answer passes; default calibrated on the development set. */
  threshold?: number;
  /** Cached gold-name vectors at most (default 100,000); the cache is cleared when full. */
  cacheSize?: number;
}

/** Default threshold of the `sentence-embedding` matcher (best F1 on the calibration half of the development set). */
export const SENTENCE_EMBEDDING_THRESHOLD = 0.7;

/**
 * Best cosine between the answer and the gold answer or any alias, for a batch: every distinct
 * text is embedded once, and gold-name vectors are cached across batches (the same answers come
 * back for every model and every rescoring). Texts are compared as written, lower-cased.
 */
export function createSentenceSimilarity(
  embeddingModel: EmbeddingModel,
  cacheSize = 100_000,
): (inputs: readonly MatchInput[]) => Promise<{ score: number; closest: string }[]> {
  const goldCache = new Map<string, Float32Array>();
  const key = (text: string): string => normalizeAnswer(text) || text.trim().toLowerCase();
  return async (inputs) => {
    const answerKeys = inputs.map((input) => key(input.answer));
    const answerTexts = [...new Set(answerKeys)];
    const missingGold = [
      ...new Set(inputs.flatMap((input) => goldNames(input).map(key)).filter((text) => !goldCache.has(text))),
    ];
    const vectors = await embeddingModel.embed([...answerTexts, ...missingGold]);
    const answerVectors = new Map(answerTexts.map((text, index) => [text, vectors[index]]));
    if (goldCache.size + missingGold.length > cacheSize) goldCache.clear();
    missingGold.forEach((text, index) => {
      const vector = vectors[answerTexts.length + index];
      if (vector !== undefined) goldCache.set(text, vector);
    });
    return inputs.map((input, index) => {
      const answerKey = answerKeys[index] ?? "";
      const answerVector = answerVectors.get(answerKey);
      let best = 0;
      let closest = input.gold;
      for (const name of goldNames(input)) {
        const goldKey = key(name);
        const goldVector = goldCache.get(goldKey);
        const score =
          goldKey === answerKey
            ? 1
            : answerVector === undefined || goldVector === undefined
              ? 0
              : Math.max(0, Math.min(1, cosineSimilarity(answerVector, goldVector)));
        if (score > best) {
          best = score;
          closest = name;
        }
      }
      return { score: best, closest };
    });
  };
}

/**
 * The paper's best matcher: sentence-transformer cosine between the answer and the gold answer or
 * its closest alias (all-MiniLM-L6-v2 by default). Batches texts and caches gold vectors.
 */
export function createSentenceEmbeddingMatcher(settings: SentenceEmbeddingMatcherSettings): Matcher {
  const threshold = settings.threshold ?? SENTENCE_EMBEDDING_THRESHOLD;
  const similarity = createSentenceSimilarity(settings.embeddingModel, settings.cacheSize);
  return {
    id: "sentence-embedding",
    threshold,
    async match(inputs) {
      const results: MatchResult[] = new Array<MatchResult>(inputs.length);
      const toEmbed: number[] = [];
      inputs.forEach((input, index) => {
        if (normalizeAnswer(input.answer) === "")
          results[index] = { pass: false, score: 0, reason: "empty answer" };
        else toEmbed.push(index);
      });
      const scores = await similarity(toEmbed.map((index) => inputs[index] as MatchInput));
      toEmbed.forEach((inputIndex, index) => {
        const { score, closest } = scores[index] ?? { score: 0, closest: "" };
        results[inputIndex] = describeScore(score, threshold, closest, inputs[inputIndex]?.gold ?? "");
      });
      return results;
    },
    async dispose() {
      await settings.embeddingModel.dispose?.();
    },
  };
}
