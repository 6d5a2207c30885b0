import type { EmbeddingModel } from "./embedding-model.js";

/**
 * Wraps an embedding model so each distinct text is embedded once (evaluation runs one model
 * under many thresholds and matchers). Unbounded: for one evaluation, not a long-lived server.
 */
export function cacheEmbeddingModel(model: EmbeddingModel): EmbeddingModel {
  const cache = new Map<string, Float32Array>();
  return {
    id: model.id,
    async embed(texts) {
      const missing = [...new Set(texts.filter((text) => !cache.has(text)))];
      if (missing.length > 0) {
        const vectors = await model.embed(missing);
        missing.forEach((text, index) => {
          const vector = vectors[index];
          if (vector !== undefined) cache.set(text, vector);
        });
      }
      return texts.map((text) => cache.get(text) ?? new Float32Array());
    },
    async dispose() {
      await model.dispose?.();
    },
  };
}
