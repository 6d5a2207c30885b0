import { homedir } from "node:os";
import { describe, expect, it } from "vitest";
import { createTransformersEmbeddingModel } from "./create-transformers-embedding-model.js";
import { defaultEmbeddingModelPath } from "./embedding-model-path.js";

const modelPath = defaultEmbeddingModelPath({ env: process.env, homedir: homedir() });

function maxDifference(left: Float32Array | undefined, right: Float32Array | undefined): number {
  expect(left?.length).toBe(384);
  expect(right?.length).toBe(384);
  let max = 0;
  for (let index = 0; index < 384; index++) {
    max = Math.max(max, Math.abs((left?.[index] ?? 0) - (right?.[index] ?? 0)));
  }
  return max;
}

describe("createTransformersEmbeddingModel", () => {
  it("gives every text of a batch the vector it gets alone, in order, whatever the other texts' lengths", async () => {
    const texts = [
      "a rather longer answer about the city of berlin",
      "paris",
      "",
      "the city of paris",
      "lyon",
      "barack obama",
      "paris",
    ];
    const model = createTransformersEmbeddingModel({ modelPath, batchSize: 2 });
    try {
      const together = await model.embed(texts);
      expect(together).toHaveLength(texts.length);
      for (const [index, text] of texts.entries()) {
        const [alone] = await model.embed([text]);
        expect(maxDifference(together[index], alone), text).toBeLessThan(1e-5);
      }
      // Unit length, as sentence-transformers gives them.
      const norm = Math.hypot(...(together[1] ?? []));
      expect(norm).toBeCloseTo(1, 5);
    } finally {
      await model.dispose?.();
    }
  });

  it("cuts texts at maxTokens", async () => {
    const model = createTransformersEmbeddingModel({ modelPath, maxTokens: 4 });
    try {
      const [first, second, short] = await model.embed([
        "one two three four",
        "one two three five",
        "one two",
      ]);
      expect(maxDifference(first, second)).toBeLessThan(1e-6);
      expect(maxDifference(first, short)).toBeGreaterThan(1e-3);
    } finally {
      await model.dispose?.();
    }
  });
});
