/**
 * Seconds from a Retry-After header: delta-seconds or an HTTP date (RFC 9110); undefined when absent
 * or unreadable. Shared by every HTTP client of factprobe (model adapters, SPARQL endpoints).
 */
export function parseRetryAfter(value: string | null, now: () => number = Date.now): number | undefined {
  if (value === null || value.trim() === "") return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds) && seconds >= 0) return seconds;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now()) / 1000));
}
