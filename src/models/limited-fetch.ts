import { readLimitedBody, type LimitedBody } from "./read-limited-body.js";

/** A fetch that reads each body to a limit; see {@link createLimitedFetch}. */
export interface LimitedFetch {
  /** Give it to an SDK client as its `fetch`. */
  readonly fetch: typeof globalThis.fetch;
  /**
   * What was read of the body of the response with these headers (an SDK's error keeps the
   * response's `headers`, not its body text), or undefined for headers of another response.
   */
  bodyOf(headers: Headers | undefined): LimitedBody | undefined;
}

/**
 * Wraps `fetch` for a provider SDK's client: each response body is read at once, to `maxBytes` and
 * scrubbed of secrets (see {@link readLimitedBody}), and kept for {@link LimitedFetch.bodyOf}. A
 * successful response goes back to the SDK as it came, its body already read (the adapter asks for
 * the raw response and takes the text from `bodyOf`, so the SDK never reads it, and no second
 * response or stream is made per call); an error response is replaced by one with the same status
 * and headers that carries the text read (the SDK reads it for its error). The SDKs read whole
 * bodies with no limit, so one runaway answer could otherwise fill memory, and their error messages
 * quote bodies, so a key echoed back would reach them unscrubbed.
 */
export function createLimitedFetch(
  fetch: typeof globalThis.fetch,
  options: { maxBytes: number; scrub: (text: string) => string },
): LimitedFetch {
  // Keyed by the returned response's headers: the SDKs pass that very object on to their errors.
  const bodies = new WeakMap<Headers, LimitedBody>();
  return {
    async fetch(input, init) {
      const response = await fetch(input, init);
      const body = await readLimitedBody(response, options);
      if (response.ok) {
        bodies.set(response.headers, body);
        return response;
      }
      const limited = new Response(body.text === "" ? null : body.text, {
        status: response.status,
        statusText: response.statusText,
        headers: response.headers,
      });
      bodies.set(limited.headers, body);
      return limited;
    },
    bodyOf: (headers) => (headers === undefined ? undefined : bodies.get(headers)),
  };
}
