/** Runs tasks with at most a fixed number in flight; share one between models to limit a provider. */
export interface Limiter {
  /** The most tasks in flight at once. */
  readonly limit: number;
  /** Runs `task` when a slot is free; resolves or rejects with it. */
  run<Value>(task: () => Promise<Value>): Promise<Value>;
}

/** A first-come first-served {@link Limiter} with `limit` slots (at least 1). */
export function createLimiter(limit: number): Limiter {
  const slots = Math.max(1, Math.floor(limit));
  let inFlight = 0;
  const waiting: (() => void)[] = [];
  const release = (): void => {
    const next = waiting.shift();
    if (next === undefined) inFlight -= 1;
    else next(); // hand the slot straight over
  };
  return {
    limit: slots,
    async run(task) {
      if (inFlight < slots) inFlight += 1;
      else await new Promise<void>((resolve) => waiting.push(resolve));
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
