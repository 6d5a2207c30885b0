import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "bench/**/*.test.ts"],
    sequence: { shuffle: true },
    // `llama-cpp:default` is the fastest catalog model in tests (Gemma 3 270M); the CLI default is an
    // instruction-tuned model (data/local-models.json).
    env: { FACTPROBE_DEFAULT_MODEL: "gemma-3-270m" },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores: tests that load the local model run one file at a time.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
