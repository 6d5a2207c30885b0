import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { z } from "zod";
import { ModelCallError } from "../errors.js";
import type { LanguageModel } from "./language-model.js";

/** Settings of {@link serveOpenAICompatible}. */
export interface ServeOpenAICompatibleSettings {
  /** The model to serve. The server does not dispose it. */
  model: LanguageModel;
  /** Interface to listen on. Default `127.0.0.1` (this machine only). */
  host?: string;
  /** TCP port; 0 (default) picks a free one. */
  port?: number;
  /** `max_tokens` when a request gives none. Default 256. */
  defaultMaxTokens?: number;
}

/** A running server; see {@link serveOpenAICompatible}. */
export interface OpenAICompatibleServer {
  /** The base URL, ending in `/v1`, e.g. `http://127.0.0.1:41235/v1`: pass it as `baseURL`. */
  url: string;
  /** Stops listening and closes open connections. */
  close(): Promise<void>;
}

const MAX_BODY_BYTES = 1_000_000;

const chatRequestSchema = z.object({
  model: z.string().optional(),
  messages: z.array(z.object({ role: z.enum(["system", "user", "assistant"]), content: z.string() })).min(1),
  temperature: z.number().min(0).max(2).optional(),
  max_tokens: z.number().int().positive().optional(),
  max_completion_tokens: z.number().int().positive().optional(),
  stream: z.boolean().optional(),
});

/**
 * Serves any {@link LanguageModel} over a minimal OpenAI-compatible HTTP API on node:http:
 * `POST /v1/chat/completions` (no streaming) and `GET /v1/models`. Useful to share one local model
 * between processes, and to test the HTTP adapter against a real model. Requests run as the model
 * allows (the local adapter answers one at a time); a client that disconnects aborts its call.
 * Model failures answer 503 (retryable, with Retry-After when known) or 500, in OpenAI's error shape.
 */
export async function serveOpenAICompatible(
  settings: ServeOpenAICompatibleSettings,
): Promise<OpenAICompatibleServer> {
  const { model, host = "127.0.0.1", port = 0, defaultMaxTokens = 256 } = settings;
  let served = 0;

  async function chatCompletions(request: IncomingMessage, response: ServerResponse): Promise<void> {
    let json: unknown;
    try {
      json = JSON.parse(await readBody(request));
    } catch (error) {
      sendError(response, 400, `The request body is not valid JSON: ${messageOf(error)}`);
      return;
    }
    const parsed = chatRequestSchema.safeParse(json);
    if (!parsed.success) {
      sendError(response, 400, `Invalid chat completion request: ${z.prettifyError(parsed.error)}`);
      return;
    }
    const body = parsed.data;
    if (body.stream === true) {
      sendError(response, 400, "Streaming is not supported by this server; send `stream: false`.");
      return;
    }
    const aborter = new AbortController();
    response.on("close", () => {
      if (!response.writableFinished) aborter.abort();
    });
    try {
      const result = await model.generate({
        messages: body.messages,
        temperature: body.temperature ?? 0,
        maxTokens: body.max_tokens ?? body.max_completion_tokens ?? defaultMaxTokens,
        signal: aborter.signal,
      });
      served += 1;
      sendJson(response, 200, {
        id: `chatcmpl-${served}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: model.id,
        choices: [{ index: 0, message: { role: "assistant", content: result.text }, finish_reason: "stop" }],
        ...(result.usage === undefined
          ? {}
          : {
              usage: {
                prompt_tokens: result.usage.inputTokens,
                completion_tokens: result.usage.outputTokens,
                total_tokens: result.usage.inputTokens + result.usage.outputTokens,
              },
            }),
      });
    } catch (error) {
      if (aborter.signal.aborted) return; // nobody is listening any more
      const retryable = error instanceof ModelCallError && error.retryable;
      const retryAfter = error instanceof ModelCallError ? error.retryAfterSeconds : undefined;
      if (retryAfter !== undefined) response.setHeader("retry-after", String(Math.ceil(retryAfter)));
      sendError(response, retryable ? 503 : 500, messageOf(error), "server_error");
    }
  }

  const server = createServer((request, response) => {
    const path = (request.url ?? "/").split("?")[0];
    const handle = async (): Promise<void> => {
      if (path === "/v1/chat/completions" || path === "/chat/completions") {
        if (request.method !== "POST") {
          sendError(response, 405, "Use POST for /v1/chat/completions.");
          return;
        }
        await chatCompletions(request, response);
        return;
      }
      if (path === "/v1/models" || path === "/models") {
        if (request.method !== "GET") {
          sendError(response, 405, "Use GET for /v1/models.");
          return;
        }
        sendJson(response, 200, {
          object: "list",
          data: [{ id: model.id, object: "model", created: 0, owned_by: model.provider }],
        });
        return;
      }
      sendError(
        response,
        404,
        `No route ${request.method ?? "?"} ${path ?? "/"}; this server has POST /v1/chat/completions and GET /v1/models.`,
      );
    };
    handle().catch((error: unknown) => {
      if (!response.headersSent) sendError(response, 500, messageOf(error), "server_error");
      else response.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, host, () => {
      server.off("error", reject);
      resolve();
    });
  });
  const address = server.address() as AddressInfo;
  const shownHost = address.family === "IPv6" ? `[${address.address}]` : address.address;
  return {
    url: `http://${shownHost}:${address.port}/v1`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => {
          if (error === undefined) resolve();
          else reject(error);
        });
        server.closeAllConnections();
      }),
  };
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = chunk as Buffer;
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new Error(`the body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(buffer);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(response: ServerResponse, status: number, value: unknown): void {
  const body = JSON.stringify(value);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
  });
  response.end(body);
}

function sendError(
  response: ServerResponse,
  status: number,
  message: string,
  type = "invalid_request_error",
): void {
  sendJson(response, status, { error: { message, type } });
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
