/** The default most bytes of a response body read: 64 KB. */
export const DEFAULT_MAX_RESPONSE_BYTES = 64 * 1024;

/** Bytes read past the limit before scrubbing: a secret (under 4 KB) straddling the cut goes whole. */
export const BODY_READ_MARGIN_BYTES = 4096;

/** A response body read up to a limit; see {@link readLimitedBody}. */
export interface LimitedBody {
  /** The body as UTF-8 text, cut at the limit (a character split by the cut is dropped). */
  text: string;
  /** Whether the body was longer than the limit (the rest was not read). */
  truncated: boolean;
}

/**
 * Reads a response body as text, but never more than `maxBytes`: past the limit the stream is
 * cancelled, so one runaway answer cannot fill memory or the answer log. Fifteen 5 MB answers made
 * a 79 MB log and a 1 GB peak in `score` before this.
 */
export async function readLimitedBody(
  response: Response,
  options: {
    maxBytes: number;
    /** Applied before the cut (secrets), so a key that straddles it cannot survive in part. */
    scrub?: (text: string) => string;
  },
): Promise<LimitedBody> {
  // Read a little past the limit, scrub, then cut: a secret (under 4 KB) straddling the cut goes whole.
  const maxBytes = options.maxBytes + BODY_READ_MARGIN_BYTES;
  if (response.body === null) return { text: "", truncated: false };
  const reader = (response.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  let truncated = false;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (size + value.byteLength > maxBytes) {
      chunks.push(value.subarray(0, maxBytes - size));
      size = maxBytes;
      truncated = true;
      await reader.cancel().catch(() => undefined);
      break;
    }
    chunks.push(value);
    size += value.byteLength;
  }
  return limitBody(Buffer.concat(chunks, size), { ...options, truncated });
}

/**
 * The text of a body read up to `maxBytes` + {@link BODY_READ_MARGIN_BYTES} (`bytes`; `truncated`
 * when more was left unread): decoded, scrubbed, then cut at `maxBytes`, so a secret that straddles
 * the cut goes whole. {@link readLimitedBody} and the HTTP transport share it.
 */
export function limitBody(
  bytes: Buffer,
  options: { maxBytes: number; truncated: boolean; scrub?: (text: string) => string },
): LimitedBody {
  const { scrub = (text: string) => text } = options;
  // TextDecoder, not Buffer#toString: a leading byte-order mark is dropped, as fetch's text() does.
  const text = scrub(new TextDecoder("utf-8").decode(bytes));
  // Counted without encoding again: most bodies are far under the limit.
  if (!options.truncated && Buffer.byteLength(text, "utf8") <= options.maxBytes)
    return { text, truncated: false };
  let cut = Buffer.from(text, "utf8").subarray(0, options.maxBytes).toString("utf8");
  // A multi-byte character cut in two decodes as U+FFFD at the very end: drop it.
  if (cut.endsWith("\uFFFD")) cut = cut.slice(0, -1);
  return { text: cut, truncated: true };
}

/**
 * The beginning of the JSON string value of the first `"field":` in a JSON text that was cut off:
 * the readable part of an answer whose body went past the size limit. Undefined when there is none.
 */
export function partialJsonString(json: string, field: string): string | undefined {
  const start = new RegExp(`"${field}"\\s*:\\s*"`).exec(json);
  if (start === null) return undefined;
  let raw = json.slice(start.index + start[0].length);
  // Up to the closing quote if the string ended before the cut.
  const closing = /(?<!\\)(?:\\\\)*"/.exec(raw);
  if (closing !== null) raw = raw.slice(0, closing.index + closing[0].length - 1);
  // Drop an escape sequence cut in two: a lone backslash, or a \u with fewer than 4 digits.
  raw = raw.replace(/\\u[0-9a-fA-F]{0,3}$/, "").replace(/(?<!\\)((?:\\\\)*)\\$/, "$1");
  try {
    return JSON.parse(`"${raw}"`) as string;
  } catch {
    return undefined;
  }
}
