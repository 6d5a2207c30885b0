import type { z } from "zod";
import { ModelCallError } from "../../errors.js";
import {
  networkMessage,
  parseResponseBody,
  parseRetryAfter,
  redactURL,
  scrubSecret,
  truncate,
} from "../http-failure.js";

/** How a batch client reaches its API. */
export interface BatchHttp {
  modelId: string;
  apiKey: string;
  headers: Readonly<Record<string, string>>;
  fetch: typeof globalThis.fetch;
  /** Reads the API's error message from an error body. */
  errorMessageOf: (body: string) => string;
}

/** Options of {@link requestJson}. */
export interface RequestJsonOptions<Schema extends z.ZodType> {
  method: "GET" | "POST";
  url: string;
  /** A JSON value (sent as JSON) or form data (a file upload). */
  body?: unknown;
  schema: Schema;
  /** What the body should be, e.g. "a batch". */
  expected: string;
  signal?: AbortSignal | undefined;
}

/**
 * One call to a batch API, its JSON reply validated. A failure throws `ModelCallError`, `retryable`
 * for 408, 429, 5xx, 529 and network faults (with the Retry-After asked for); the API key is
 * scrubbed from every message.
 */
export async function requestJson<Schema extends z.ZodType>(
  http: BatchHttp,
  options: RequestJsonOptions<Schema>,
): Promise<z.infer<Schema>> {
  const response = await send(http, options.method, options.url, options.body, options.signal);
  const body = scrubSecret(await response.text(), http.apiKey);
  return parseResponseBody({
    body,
    status: response.status,
    schema: options.schema,
    expected: options.expected,
    answered: `${options.method} ${redactURL(options.url)} answered ${http.modelId}`,
    fail: (message, failOptions) => new ModelCallError(http.modelId, message, failOptions),
  });
}

/**
 * The lines of a JSON Lines download (a results file), read as they arrive so that a large file is
 * never whole in memory. Blank lines are skipped. HTTP failures throw as in {@link requestJson}.
 */
export async function* requestLines(
  http: BatchHttp,
  url: string,
  signal?: AbortSignal,
): AsyncGenerator<string> {
  const response = await send(http, "GET", url, undefined, signal);
  if (response.body === null) return;
  const decoder = new TextDecoder();
  let pending = "";
  for await (const chunk of response.body as AsyncIterable<Uint8Array>) {
    pending += decoder.decode(chunk, { stream: true });
    // Walk the lines by position: slicing the rest off after each line would copy a large chunk
    // once per line.
    let start = 0;
    let newline = pending.indexOf("\n", start);
    while (newline >= 0) {
      const line = pending.slice(start, newline).trim();
      if (line !== "") yield line;
      start = newline + 1;
      newline = pending.indexOf("\n", start);
    }
    pending = pending.slice(start);
  }
  pending += decoder.decode();
  if (pending.trim() !== "") yield pending.trim();
}

async function send(
  http: BatchHttp,
  method: "GET" | "POST",
  url: string,
  body: unknown,
  signal: AbortSignal | undefined,
): Promise<Response> {
  const shownURL = redactURL(url);
  const fail = (
    message: string,
    options: ConstructorParameters<typeof ModelCallError>[2] = {},
  ): ModelCallError => new ModelCallError(http.modelId, scrubSecret(message, http.apiKey), options);
  let response: Response;
  try {
    response = await http.fetch(url, {
      method,
      headers: {
        ...http.headers,
        ...(body === undefined || body instanceof FormData ? {} : { "content-type": "application/json" }),
      },
      ...(body === undefined ? {} : { body: body instanceof FormData ? body : JSON.stringify(body) }),
      ...(signal === undefined ? {} : { signal }),
    });
  } catch (error) {
    if (signal?.aborted === true)
      throw fail(`${method} ${shownURL} for ${http.modelId} was aborted.`, { cause: error });
    throw fail(`Could not reach ${shownURL} for ${http.modelId}: ${networkMessage(error)}.`, {
      retryable: true,
      cause: error,
    });
  }
  if (response.ok) return response;
  const text = scrubSecret(await response.text().catch(() => ""), http.apiKey);
  const status = response.status;
  const retryAfterSeconds = parseRetryAfter(response.headers.get("retry-after"));
  const hint = status === 401 || status === 403 ? " Check the API key." : "";
  throw fail(
    `${method} ${shownURL} for ${http.modelId} failed with HTTP ${status}: ${http.errorMessageOf(text)}${hint}`,
    {
      status,
      retryable: status === 408 || status === 429 || status >= 500,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    },
  );
}

/** A response body shortened for a message. */
export function shortBody(body: string): string {
  return body.trim() === "" ? "(empty body)" : truncate(body);
}

/**
 * One line of a batch's result file, parsed as JSON and checked against `schema`; a line that is
 * not JSON, or not `what`, is a `SyntaxError` naming `where` (the file and line).
 */
export function parseResultLine<Schema extends z.ZodType>(
  line: string,
  where: string,
  schema: Schema,
  what: string,
): z.infer<Schema> {
  let json: unknown;
  try {
    json = JSON.parse(line);
  } catch {
    throw new SyntaxError(`${where} is not JSON: ${truncate(line)}`);
  }
  const parsed = schema.safeParse(json);
  if (!parsed.success) throw new SyntaxError(`${where} is not ${what}: ${truncate(line)}`);
  return parsed.data;
}
