/**
 * Helpers the HTTP adapters share to describe a failed call: what the server asked us to wait,
 * what the network said, and URLs and bodies made safe and short enough for a message.
 */

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
 */
export function scrubSecret(text: string, secret: string | undefined): string {
  return secret === undefined || secret.length < 8 ? text : text.replaceAll(secret, "***");
}
