/**
 * Helpers the HTTP adapters share to describe a failed call: what the server asked us to wait,
 * what the network said, and URLs and bodies made safe and short enough for a message.
 */

import { z } from "zod";
import { ModelCallError } from "../errors.js";

export { parseRetryAfter } from "../http/parse-retry-after.js";

/** A fetch failure's message with its cause: undici says "fetch failed" and puts ECONNREFUSED or "other side closed" in `cause`. */
export function networkMessage(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
  return `${error.message}${cause}`;
}

/** Whitespace flattened and cut to `length` characters (default 200), for messages. */
export function truncate(text: string, length = 200): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length <= length ? flat : `${flat.slice(0, length)}...`;
}

/** The URL without user name or password, for messages and cache keys. */
export function redactURL(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.username === "" && parsed.password === "") return url;
    parsed.username = "";
    parsed.password = "";
    return parsed.toString();
  } catch {
    return url;
  }
}

/**
 * Replaces every occurrence of `secret` in `text` with `***`: servers sometimes echo the key back.
 * Secrets shorter than 8 characters are not real keys, and scrubbing them would mangle words.
 * Scrub before cutting a text short: a key that straddles the cut would survive in part.
 */
export function scrubSecret(text: string, secret: string | undefined): string {
  return secret === undefined || secret.length < 8 ? text : text.replaceAll(secret, "***");
}

/** {@link scrubSecret} for several secrets, longest first (so a key that contains another goes whole). */
export function scrubSecrets(text: string, secrets: readonly (string | undefined)[]): string {
  const sorted = secrets
    .filter((secret): secret is string => secret !== undefined)
    .sort((left, right) => right.length - left.length);
  return sorted.reduce((scrubbed, secret) => scrubSecret(scrubbed, secret), text);
}

/** What {@link parseResponseBody} needs to describe a bad body. */
export interface ParseResponseBodyOptions<Schema extends z.ZodType> {
  body: string;
  status: number;
  schema: Schema;
  /** What the body should have been, e.g. "a chat completion". */
  expected: string;
  /** Who asked whom, e.g. `http://…/v1/chat/completions answered openai:gpt-4o`. */
  answered: string;
  /** Appended to the message of JSON of the wrong shape, e.g. a hint about the base URL. */
  hint?: string;
  /** Builds the error (the adapter's, which scrubs its secret). */
  fail: (message: string, options: ConstructorParameters<typeof ModelCallError>[2]) => ModelCallError;
}

/**
 * Parses and validates a successful response body. A body that is not JSON (cut off, or a proxy's
 * error page) is a retryable failure; JSON of the wrong shape is not.
 */
export function parseResponseBody<Schema extends z.ZodType>(
  options: ParseResponseBodyOptions<Schema>,
): z.infer<Schema> {
  const { body, status, fail } = options;
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch (error) {
    throw fail(`${options.answered} with a body that is not JSON: ${truncate(body)}`, {
      status,
      retryable: true,
      cause: error,
    });
  }
  const parsed = options.schema.safeParse(json);
  if (!parsed.success) {
    throw fail(
      `${options.answered} with JSON that is not ${options.expected} (${z.prettifyError(parsed.error).replaceAll("\n", " ")}): ${truncate(body)}${options.hint ?? ""}`,
      { status, cause: parsed.error },
    );
  }
  return parsed.data;
}
