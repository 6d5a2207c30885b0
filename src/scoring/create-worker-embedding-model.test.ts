import { homedir, tmpdir } from "node:os";
import { describe, expect, it } from "vitest";
import { createTransformersEmbeddingModel } from "./create-transformers-embedding-model.js";
import { createWorkerEmbeddingModel, workersNeeded } from "./create-worker-embedding-model.js";
import { defaultEmbeddingModelPath } from "./embedding-model-path.js";

const modelPath = defaultEmbeddingModelPath({ env: process.env, homedir: homedir() });

describe("createWorkerEmbeddingModel", () => {
  it("gives the same vectors, in the same order, as one in-process session", async () => {
    const texts = [
      "Paris",
      "the city of Paris",
      "Barack Obama",
      "",
      "Lyon",
      "a rather longer answer about Berlin",
    ];
    const single = createTransformersEmbeddingModel({ modelPath });
    const pooled = createWorkerEmbeddingModel({ modelPath, workers: 2 });
    try {
      const [expected, actual] = await Promise.all([single.embed(texts), pooled.embed(texts)]);
      expect(actual).toHaveLength(texts.length);
      actual.forEach((vector, index) => {
        const reference = expected[index] ?? new Float32Array();
        expect(vector.length).toBe(reference.length);
        const maxDifference = Math.max(
          ...vector.map((value, dimension) => Math.abs(value - (reference[dimension] ?? 0))),
        );
        expect(maxDifference).toBeLessThan(1e-4);
      });
    } finally {
      await Promise.all([single.dispose?.(), pooled.dispose?.()]);
    }
  });

  it("shares a large batch out in chunks and puts every vector back in its place", async () => {
    // Over 1,024 texts: more chunks than workers. Lengths vary, so batches differ too.
    const texts = Array.from({ length: 1100 }, (_, index) => `${"very ".repeat(index % 4)}answer ${index}`);
    const single = createTransformersEmbeddingModel({ modelPath });
    const pooled = createWorkerEmbeddingModel({ modelPath, workers: 2 });
    try {
      const [expected, actual] = await Promise.all([single.embed(texts), pooled.embed(texts)]);
      expect(actual).toHaveLength(texts.length);
      actual.forEach((vector, index) => {
        const reference = expected[index] ?? new Float32Array();
        expect(vector.length).toBe(384);
        expect(
          Math.max(...vector.map((value, dimension) => Math.abs(value - (reference[dimension] ?? 0)))),
        ).toBeLessThan(1e-4);
      });
    } finally {
      await Promise.all([single.dispose?.(), pooled.dispose?.()]);
    }
  });

  it("starts a worker per 512 texts of a call, up to the most it may: a small run loads one model", () => {
    expect(workersNeeded(0, 2)).toBe(0);
    expect(workersNeeded(262, 2)).toBe(1);
    expect(workersNeeded(512, 4)).toBe(1);
    expect(workersNeeded(513, 4)).toBe(2);
    expect(workersNeeded(1100, 2)).toBe(2);
    expect(workersNeeded(10_000, 4)).toBe(4);
  });

  it("says how to fetch a missing model before starting any worker", async () => {
    const pooled = createWorkerEmbeddingModel({ modelPath: `${tmpdir()}/no-such-model`, workers: 2 });
    await expect(pooled.embed(["Paris"])).rejects.toThrow(/factprobe setup/);
  });
});
