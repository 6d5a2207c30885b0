import { createExactMatchWorkers } from "./create-exact-match-workers.js";
import type { Matcher } from "./matcher.js";
import { createExactMatchMemo, matchExactly } from "./match-exactly.js";

/**
 * Batches of fewer answers are matched in the calling thread alone: below this, sending answers to
 * worker threads and reading their results back costs more than it saves (see docs/scoring.md).
 */
export const EXACT_PARALLEL_MIN_BATCH = 4096;

/** Settings of {@link createExactAliasMatcher}. */
export interface ExactAliasMatcherSettings {
  /**
   * Threads that match a large batch, the calling one included (default: the cores, at most 4).
   * 1 matches every batch in the calling thread.
   */
  threads?: number;
  /** Batches of fewer answers are matched in the calling thread alone (default {@link EXACT_PARALLEL_MIN_BATCH}). */
  minParallelBatch?: number;
}

/**
 * The `exact` matcher: normalised exact match against the gold answer and its aliases, plus the
 * type-aware and containment rules of `decideExactly`. Anything else fails. Fast (about 1,000,000
 * answers per second on one core, more on several; see docs/scoring.md) and never wrong about a
 * pass it gives, but it misses misspellings and other names than the aliases. Large batches are
 * shared out to worker threads (`createExactMatchWorkers`), with the same results; `dispose()`
 * stops them (they never keep a process alive).
 */
export function createExactAliasMatcher(settings: ExactAliasMatcherSettings = {}): Matcher {
  const memo = createExactMatchMemo();
  const minParallelBatch = settings.minParallelBatch ?? EXACT_PARALLEL_MIN_BATCH;
  // No thread starts before the first large batch.
  const workers = createExactMatchWorkers(
    settings.threads === undefined ? {} : { threads: settings.threads },
  );
  return {
    id: "exact",
    threshold: undefined,
    // Batches much larger than scoring's usual 512: a batch waits for its slowest thread, and the
    // first one for the workers to start.
    ...(workers === undefined ? {} : { batchSize: 1 << 18 }),
    match(inputs, options) {
      if (workers !== undefined && inputs.length >= minParallelBatch) return workers.match(inputs, options);
      return Promise.resolve(inputs.map((input) => matchExactly(input, memo)));
    },
    async dispose() {
      await workers?.dispose();
    },
  };
}
