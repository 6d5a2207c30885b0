import { parseRetryAfter } from "../http/parse-retry-after.js";
import { z } from "zod";
import { SparqlError } from "../errors.js";
import type { KnowledgeSource, SparqlRow, SparqlTerm } from "./knowledge-source.js";
import { readPackageVersion } from "./package-root.js";

/** Settings of `createSparqlEndpointSource`. */
export interface SparqlEndpointSettings {
  /** The endpoint URL, e.g. `https://query.wikidata.org/sparql`. */
  url: string;
  /** The fetch implementation; defaults to the global `fetch`. */
  fetch?: typeof globalThis.fetch;
  /**
   * The User-Agent header. Defaults to `factprobe/<version> (https://github.com/factprobe/factprobe)`;
   * public endpoints such as Wikidata's block requests without a descriptive one.
   */
  userAgent?: string;
  /** Time allowed for one HTTP attempt, in milliseconds. Default 60,000. */
  timeoutMs?: number;
  /** How many times to try again after a 429, a 5xx, a network fault or a timeout. Default 3. */
  retries?: number;
  /** Wait before the first retry, in milliseconds, doubled on each further retry. Default 1,000. */
  retryDelayMs?: number;
  /** Longest wait between attempts, in milliseconds, also capping `Retry-After`. Default 60,000. */
  maxRetryDelayMs?: number;
}

const termSchema = z.object({
  // `typed-literal` is the SPARQL 1.0 JSON spelling some servers (Virtuoso) still send.
  type: z.enum(["uri", "literal", "typed-literal", "bnode"]),
  value: z.string(),
  "xml:lang": z.string().optional(),
  datatype: z.string().optional(),
});

const selectResultsSchema = z.object({
  head: z.object({ vars: z.array(z.string()).optional() }),
  results: z.object({ bindings: z.array(z.record(z.string(), termSchema)) }),
});

/** One failed attempt: what went wrong and whether trying again may help. */
interface AttemptFailure {
  description: string;
  retryable: boolean;
  retryAfterMs?: number;
  cause?: unknown;
}

/**
 * A knowledge source that sends SELECT queries to a SPARQL 1.1 endpoint over HTTP POST
 * (`application/sparql-query`, answers in `application/sparql-results+json`). Each attempt times out
 * after `timeoutMs`; 429, 5xx, network faults and timeouts are retried with exponential backoff,
 * honouring `Retry-After`. When the retries are spent, `select` rejects with `SparqlError` naming the
 * URL and the last error. The source is named after the URL.
 */
export function createSparqlEndpointSource(settings: SparqlEndpointSettings): KnowledgeSource {
  const url = settings.url;
  const fetchFunction = settings.fetch ?? globalThis.fetch;
  const userAgent =
    settings.userAgent ?? `factprobe/${readPackageVersion()} (https://github.com/factprobe/factprobe)`;
  const timeoutMs = settings.timeoutMs ?? 60_000;
  const retries = settings.retries ?? 3;
  const retryDelayMs = settings.retryDelayMs ?? 1_000;
  const maxRetryDelayMs = settings.maxRetryDelayMs ?? 60_000;

  async function attempt(
    query: string,
    signal: AbortSignal | undefined,
  ): Promise<SparqlRow[] | AttemptFailure> {
    const attemptSignal =
      signal === undefined
        ? AbortSignal.timeout(timeoutMs)
        : AbortSignal.any([signal, AbortSignal.timeout(timeoutMs)]);
    let response: Response;
    let body: string;
    try {
      response = await fetchFunction(url, {
        method: "POST",
        headers: {
          "Content-Type": "application/sparql-query",
          Accept: "application/sparql-results+json",
          "User-Agent": userAgent,
        },
        body: query,
        signal: attemptSignal,
      });
      body = await response.text();
    } catch (error) {
      signal?.throwIfAborted();
      const timedOut =
        error instanceof Error && (error.name === "TimeoutError" || error.name === "AbortError");
      return {
        description: timedOut ? `no answer within ${timeoutMs} ms` : `network error: ${describe(error)}`,
        retryable: true,
        cause: error,
      };
    }
    if (!response.ok) {
      const retryable = response.status === 429 || response.status >= 500;
      const retryAfterSeconds = parseRetryAfter(response.headers.get("retry-after"));
      const retryAfterMs = retryAfterSeconds === undefined ? undefined : retryAfterSeconds * 1000;
      const failure: AttemptFailure = {
        description: `HTTP ${response.status} ${response.statusText}: ${excerpt(body)}`,
        retryable,
      };
      if (retryAfterMs !== undefined) failure.retryAfterMs = retryAfterMs;
      return failure;
    }
    let json: unknown;
    try {
      json = JSON.parse(body);
    } catch (error) {
      return { description: `the answer is not JSON: ${excerpt(body)}`, retryable: false, cause: error };
    }
    const parsed = selectResultsSchema.safeParse(json);
    if (!parsed.success) {
      return {
        description: `the answer is not SPARQL SELECT results JSON: ${z.prettifyError(parsed.error)}`,
        retryable: false,
        cause: parsed.error,
      };
    }
    return parsed.data.results.bindings.map((binding) => {
      const row: SparqlRow = {};
      for (const [variable, term] of Object.entries(binding)) {
        const converted: SparqlTerm = {
          type: term.type === "typed-literal" ? "literal" : term.type,
          value: term.value,
        };
        if (term["xml:lang"] !== undefined && term["xml:lang"] !== "") converted.lang = term["xml:lang"];
        row[variable] = converted;
      }
      return row;
    });
  }

  return {
    name: url,
    async select(query, options = {}) {
      const signal = options.signal;
      let attempts = 0;
      for (;;) {
        signal?.throwIfAborted();
        attempts += 1;
        const outcome = await attempt(query, signal);
        if (Array.isArray(outcome)) return outcome;
        if (!outcome.retryable || attempts > retries) {
          throw new SparqlError(
            url,
            `SPARQL query to ${url} failed after ${attempts} attempt${attempts === 1 ? "" : "s"}: ${outcome.description}`,
            {
              hint: outcome.retryable
                ? "The endpoint is busy or unreachable; try again later, or use a local source (--source embedded or an N-Triples file)."
                : "Check the endpoint URL and the query; the endpoint must speak SPARQL 1.1 and answer in SPARQL JSON.",
              cause: outcome.cause,
            },
          );
        }
        const backoffMs = retryDelayMs * 2 ** (attempts - 1);
        await sleep(Math.min(outcome.retryAfterMs ?? backoffMs, maxRetryDelayMs), signal);
      }
    },
  };
}

function sleep(milliseconds: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const onAbort = (): void => {
      clearTimeout(timer);
      const reason: unknown = signal?.reason;
      reject(reason instanceof Error ? reason : new Error(String(reason)));
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener("abort", onAbort);
      resolve();
    }, milliseconds);
    signal?.addEventListener("abort", onAbort, { once: true });
  });
}

function excerpt(text: string): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > 200 ? `${flat.slice(0, 200)}…` : flat;
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  // undici puts the useful part (ECONNREFUSED …) in `cause`.
  return error.cause instanceof Error ? `${error.message} (${error.cause.message})` : error.message;
}
