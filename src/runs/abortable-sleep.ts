/**
 * Waits `milliseconds`, or less: resolves as soon as `signal` aborts, so Ctrl-C during a backoff or
 * a Retry-After wait stops the run at once. The timer is cleared either way.
 */
export function abortableSleep(milliseconds: number, signal?: AbortSignal): Promise<void> {
  if (signal?.aborted === true) return Promise.resolve();
  return new Promise((resolve) => {
    const done = (): void => {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    };
    const timer = setTimeout(done, milliseconds);
    signal?.addEventListener("abort", done, { once: true });
  });
}
