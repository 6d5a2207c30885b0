import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "bench/**/*.test.ts"],
    sequence: { shuffle: true },
    testTimeout: 120_000,
    hookTimeout: 120_000,
    // Two cores: tests that load the local model run one file at a time.
    fileParallelism: true,
    maxWorkers: 2,
  },
});
