/** A signal that aborts on a caller's signal or after a timeout; see {@link timeoutSignal}. */
export interface TimeoutSignal {
  signal: AbortSignal;
  /** Whether the timeout (not the caller) aborted it. */
  timedOut(): boolean;
  /** Stops the timer and unlinks the caller's signal; call it when the call ends. */
  readonly clear: () => void;
}

/**
 * An abort signal for one call: aborts when `parent` aborts or after `timeoutMs` milliseconds
 * (with a `TimeoutError` reason). Unlike `AbortSignal.any([parent, AbortSignal.timeout(ms)])` it
 * clears its timer when the call ends, so thousands of short calls leave no pending timers behind.
 */
export function timeoutSignal(parent: AbortSignal | undefined, timeoutMs: number): TimeoutSignal {
  const controller = new AbortController();
  let expired = false;
  const timer = setTimeout(() => {
    expired = true;
    controller.abort(new DOMException(`The operation timed out after ${timeoutMs} ms.`, "TimeoutError"));
  }, timeoutMs);
  const onAbort = (): void => {
    controller.abort(parent?.reason);
  };
  if (parent?.aborted === true) onAbort();
  else parent?.addEventListener("abort", onAbort, { once: true });
  return {
    signal: controller.signal,
    timedOut: () => expired,
    clear() {
      clearTimeout(timer);
      parent?.removeEventListener("abort", onAbort);
    },
  };
}
