import {
  Agent as HttpAgent,
  request as httpRequest,
  type IncomingMessage,
  type OutgoingHttpHeaders,
} from "node:http";
import type * as Https from "node:https";
import { createRequire } from "node:module";
import type { Readable } from "node:stream";
import type * as Zlib from "node:zlib";
import { createLimitedFetch, type LimitedFetch } from "./limited-fetch.js";
import { BODY_READ_MARGIN_BYTES, limitBody, type LimitedBody } from "./read-limited-body.js";

/** Options of {@link createLimitedHttpFetch}. */
export interface LimitedHttpFetchOptions {
  /** The most bytes of a body kept (see `readLimitedBody`). */
  maxBytes: number;
  /** Applied to every body before it is cut and kept (secrets). */
  scrub: (text: string) => string;
  /**
   * Milliseconds an idle connection is kept open for the next call; a server's shorter
   * `Keep-Alive: timeout` hint wins. Default 4000 (what `fetch` keeps).
   */
  idleTimeoutMs?: number;
}

/** A response as it came off the connection, its body read to the limit and decoded. */
interface RawResponse {
  status: number;
  statusText: string;
  rawHeaders: string[];
  bytes: Buffer;
  truncated: boolean;
}

/** Statuses whose response may carry no body, so `new Response(text)` refuses them. */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

/**
 * The {@link LimitedFetch} the HTTP adapters use by default: the same contract as
 * `createLimitedFetch(globalThis.fetch, ...)` (bodies read to `maxBytes` and scrubbed, kept for
 * `bodyOf`, error responses carrying the text read), sent through `node:http` and `node:https`
 * with keep-alive connections instead of the global fetch. The body is read straight off the
 * connection to the limit (a longer one is cut and its connection closed), and a successful
 * response goes back to the SDK without a body (the adapters ask the SDK for the raw response and
 * take the text from `bodyOf`). Against an instant loopback server this took 2,000 calls of the
 * `openai` SDK from about 1.4× the time of a bare `fetch` loop to about 0.8× (one process, medians
 * of 7 alternating rounds): the global fetch's request and response objects and web streams cost
 * more per call than the SDK itself.
 *
 * What it does not do, it leaves to the global fetch: a request given as a `Request`, a body that
 * is not a string or bytes (form data, streams), a protocol other than `http:` or `https:`, and
 * redirects (a 3xx response with a `Location` is asked again through the global fetch, which
 * follows it). It uses no proxy: a process that routes `fetch` through one (`NODE_USE_ENV_PROXY`,
 * a global dispatcher) should pass `globalThis.fetch` as the adapter's `fetch`, as the CLI does.
 * Aborts reject with the signal's reason, as fetch does; network faults reject with Node's error
 * (`connect ECONNREFUSED ...`). Idle connections do not keep the process alive.
 */
export function createLimitedHttpFetch(options: LimitedHttpFetchOptions): LimitedFetch {
  const { maxBytes, scrub, idleTimeoutMs = 4000 } = options;
  const bodies = new WeakMap<Headers, LimitedBody>();
  const fallback = createLimitedFetch(globalThis.fetch, { maxBytes, scrub });
  let httpAgent: HttpAgent | undefined;
  let https: { agent: Https.Agent; request: typeof Https.request } | undefined;
  const transportFor = (protocol: string): { agent: HttpAgent; request: typeof httpRequest } => {
    if (protocol === "https:") {
      // node:https (and TLS with it) is loaded for the first https URL: a loopback server needs none.
      if (https === undefined) {
        const module = loadBuiltin("node:https");
        https = {
          agent: new module.Agent({ keepAlive: true, timeout: idleTimeoutMs }),
          request: module.request,
        };
      }
      return https;
    }
    httpAgent ??= new HttpAgent({ keepAlive: true, timeout: idleTimeoutMs });
    return { agent: httpAgent, request: httpRequest };
  };

  async function fetch(input: string | URL | Request, init: RequestInit = {}): Promise<Response> {
    const body = simpleBody(init.body ?? undefined);
    const url = input instanceof Request || body === false ? undefined : new URL(input);
    if (url === undefined || body === false || (url.protocol !== "http:" && url.protocol !== "https:"))
      return fallback.fetch(input, init);
    if (url.username !== "" || url.password !== "")
      throw new TypeError(
        `Request cannot be constructed from a URL that includes credentials: ${redact(url)}`,
      );
    const raw = await send(url, {
      method: init.method ?? "GET",
      headers: headerRecord(init.headers, body),
      body,
      signal: init.signal ?? undefined,
      transport: transportFor(url.protocol),
      limit: maxBytes + BODY_READ_MARGIN_BYTES,
    });
    const headers = new Headers();
    for (let index = 0; index + 1 < raw.rawHeaders.length; index += 2)
      headers.append(raw.rawHeaders[index] ?? "", raw.rawHeaders[index + 1] ?? "");
    if (raw.status >= 300 && raw.status < 400 && headers.has("location") && init.redirect !== "manual")
      return fallback.fetch(input, init);
    const limited = limitBody(raw.bytes, { maxBytes, truncated: raw.truncated, scrub });
    const ok = raw.status >= 200 && raw.status < 300;
    const response = new Response(
      ok || limited.text === "" || NULL_BODY_STATUSES.has(raw.status) ? null : limited.text,
      {
        status: raw.status,
        statusText: raw.statusText,
        headers,
      },
    );
    bodies.set(response.headers, limited);
    return response;
  }

  return {
    fetch,
    bodyOf: (headers) =>
      headers === undefined ? undefined : (bodies.get(headers) ?? fallback.bodyOf(headers)),
  };
}

/** The body when it is a string or bytes (what this transport sends itself), else false. */
function simpleBody(body: RequestInit["body"]): string | Uint8Array | undefined | false {
  return body === undefined || typeof body === "string" || body instanceof Uint8Array ? body : false;
}

/** The request headers as Node takes them, with what fetch adds on its own (length, encodings). */
function headerRecord(
  init: RequestInit["headers"],
  body: string | Uint8Array | undefined,
): OutgoingHttpHeaders {
  const record: OutgoingHttpHeaders = {};
  // The SDKs pass a Headers: read it as it is, not through a copy.
  const headers = init instanceof Headers ? init : new Headers(init);
  headers.forEach((value, name) => {
    record[name] = value;
  });
  record["accept-encoding"] ??= "gzip, deflate, br";
  if (body !== undefined)
    record["content-length"] = typeof body === "string" ? Buffer.byteLength(body) : body.byteLength;
  return record;
}

function send(
  url: URL,
  request: {
    method: string;
    headers: OutgoingHttpHeaders;
    body: string | Uint8Array | undefined;
    signal: AbortSignal | undefined;
    transport: { agent: HttpAgent; request: typeof httpRequest };
    limit: number;
  },
): Promise<RawResponse> {
  const { signal, limit } = request;
  return new Promise<RawResponse>((resolve, reject) => {
    if (signal?.aborted === true) {
      reject(abortReason(signal));
      return;
    }
    let settled = false;
    const settle = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    const fail = (error: Error): void => {
      settle(() => {
        reject(error);
      });
    };
    const outgoing = request.transport.request(
      url,
      { method: request.method, headers: request.headers, agent: request.transport.agent },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        const done = (truncated: boolean): void => {
          settle(() => {
            resolve({
              status: response.statusCode ?? 0,
              statusText: response.statusMessage ?? "",
              rawHeaders: response.rawHeaders,
              bytes: Buffer.concat(chunks, size),
              truncated,
            });
          });
        };
        const stream = decoded(response);
        stream.on("data", (chunk: Buffer) => {
          if (settled) return;
          if (size + chunk.byteLength > limit) {
            chunks.push(chunk.subarray(0, limit - size));
            size = limit;
            done(true);
            // The rest is not read: the connection is closed, not handed back to the pool.
            response.destroy();
            return;
          }
          chunks.push(chunk);
          size += chunk.byteLength;
        });
        stream.on("end", () => {
          done(false);
        });
        stream.on("error", fail);
        if (stream !== response) response.on("error", fail);
        response.on("close", () => {
          if (!response.complete)
            fail(
              new Error(`The server closed the connection before the response from ${redact(url)} ended.`),
            );
        });
      },
    );
    const onAbort = (): void => {
      const reason = abortReason(signal);
      fail(reason);
      outgoing.destroy();
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    outgoing.on("error", fail);
    outgoing.end(request.body);
  });
}

/** The body stream, decoded as its `Content-Encoding` says (fetch decodes these too). */
function decoded(response: IncomingMessage): Readable {
  const encoding = response.headers["content-encoding"]?.trim().toLowerCase();
  if (encoding === undefined || encoding === "" || encoding === "identity") return response;
  // node:zlib is loaded for the first encoded body only.
  const zlib = loadBuiltin("node:zlib");
  if (encoding === "gzip" || encoding === "x-gzip") return response.pipe(zlib.createGunzip());
  if (encoding === "deflate") return response.pipe(zlib.createInflate());
  if (encoding === "br") return response.pipe(zlib.createBrotliDecompress());
  return response;
}

/** node:https or node:zlib, loaded synchronously when first needed (not at start-up). */
function loadBuiltin(name: "node:https"): typeof Https;
function loadBuiltin(name: "node:zlib"): typeof Zlib;
function loadBuiltin(name: string): unknown {
  return createRequire(import.meta.url)(name) as unknown;
}

/** What fetch rejects with on abort: the signal's reason, or an `AbortError`. */
function abortReason(signal: AbortSignal | undefined): Error {
  // As fetch does: the signal's reason whatever it is (typed as an Error for the promise only).
  return (
    (signal?.reason as Error | undefined) ?? new DOMException("This operation was aborted", "AbortError")
  );
}

function redact(url: URL): string {
  const shown = new URL(url);
  shown.username = "";
  shown.password = "";
  shown.search = "";
  return shown.toString();
}
