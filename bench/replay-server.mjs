#!/usr/bin/env node
// An OpenAI-compatible server on 127.0.0.1 that answers from a file of recorded responses (the
// `replay:` model's format, docs/models.md), matching each request on its last user message (and
// system message). Used by bench/validity and as a test fixture; it never listens beyond loopback.
//
// Usage: node bench/replay-server.mjs <responses.jsonl> [--port N] [--name NAME]
//          [--idle-seconds S (default 600)] [--max-requests N]
// Prints the model id to use on its first line, e.g.
//   openai-compatible:replay@http://127.0.0.1:41235/v1
// and stops on Ctrl-C, SIGTERM, after S idle seconds, or after N requests. Needs `npm run build`.
import { createServer } from "node:http";
import { pathToFileURL } from "node:url";
import { parseArgs } from "node:util";

const HOST = "127.0.0.1";
const MAX_BODY_BYTES = 1_000_000;

/**
 * Starts the server. Give `model` (any LanguageModel, e.g. from createReplayModel) or
 * `responsesFile` (read with the built library's replay model). Options: `port` (0: any free),
 * `name` (the model name in ids, default `replay`), `idleTimeoutMs` and `maxRequests` (stop by
 * itself; default never), `onStop(reason)`. Returns { baseURL, modelId, requests(), failures(),
 * stopped, close() }; `stopped` resolves with the reason once the server has closed.
 */
export async function startReplayServer(options) {
  const { port = 0, name = "replay", idleTimeoutMs, maxRequests, onStop } = options;
  const model = options.model ?? (await loadReplayModel(options.responsesFile));
  let requests = 0;
  let failures = 0;
  let idleTimer;
  let stopping;
  let resolveStopped;
  const stopped = new Promise((resolve) => (resolveStopped = resolve));

  const server = createServer((request, response) => {
    requests += 1;
    armIdleTimer();
    handle(request, response)
      .catch((error) => {
        if (!response.headersSent) sendError(response, 500, messageOf(error), "server_error");
        else response.destroy();
      })
      .finally(() => {
        if (maxRequests !== undefined && requests >= maxRequests) void stop("max-requests");
      });
  });

  async function handle(request, response) {
    const path = (request.url ?? "/").split("?")[0];
    if (path === "/v1/models" && request.method === "GET") {
      sendJson(response, 200, {
        object: "list",
        data: [{ id: name, object: "model", created: 0, owned_by: "replay" }],
      });
      return;
    }
    if (path !== "/v1/chat/completions" || request.method !== "POST") {
      sendError(
        response,
        404,
        `No route ${request.method} ${path}; this server has POST /v1/chat/completions and GET /v1/models.`,
      );
      return;
    }
    let body;
    try {
      body = JSON.parse(await readBody(request));
    } catch (error) {
      sendError(response, 400, `The request body is not valid JSON: ${messageOf(error)}`);
      return;
    }
    const messages = Array.isArray(body?.messages) ? body.messages : [];
    const valid = messages.every(
      (message) =>
        ["system", "user", "assistant"].includes(message?.role) && typeof message.content === "string",
    );
    if (!valid || !messages.some((message) => message.role === "user")) {
      sendError(
        response,
        400,
        "Invalid chat completion request: `messages` needs string contents and a user message.",
      );
      return;
    }
    if (body.stream === true) {
      sendError(response, 400, "Streaming is not supported by this server; send `stream: false`.");
      return;
    }
    try {
      const result = await model.generate({
        messages: messages.map(({ role, content }) => ({ role, content })),
        temperature: typeof body.temperature === "number" ? body.temperature : 0,
        maxTokens: body.max_tokens ?? body.max_completion_tokens ?? 256,
      });
      sendJson(response, 200, {
        id: `chatcmpl-replay-${requests}`,
        object: "chat.completion",
        created: Math.floor(Date.now() / 1000),
        model: name,
        choices: [{ index: 0, message: { role: "assistant", content: result.text }, finish_reason: "stop" }],
      });
    } catch (error) {
      failures += 1;
      // A prompt with no recording will not get one by asking again: 422 is not retried by clients.
      const retryable = error?.retryable === true;
      sendError(
        response,
        retryable ? 503 : 422,
        messageOf(error),
        retryable ? "server_error" : "invalid_request_error",
      );
    }
  }

  function armIdleTimer() {
    if (idleTimeoutMs === undefined) return;
    clearTimeout(idleTimer);
    idleTimer = setTimeout(() => void stop("idle"), idleTimeoutMs);
    idleTimer.unref?.();
  }

  function stop(reason) {
    stopping ??= new Promise((resolve) => {
      clearTimeout(idleTimer);
      server.close(() => {
        onStop?.(reason);
        resolveStopped(reason);
        resolve();
      });
      server.closeIdleConnections();
      // Let answers in flight finish; drop what is still open after a second.
      setTimeout(() => server.closeAllConnections(), 1000).unref();
    });
    return stopping;
  }

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, HOST, () => {
      server.off("error", reject);
      resolve();
    });
  });
  armIdleTimer();
  const baseURL = `http://${HOST}:${server.address().port}/v1`;
  return {
    baseURL,
    modelId: `openai-compatible:${name}@${baseURL}`,
    requests: () => requests,
    failures: () => failures,
    stopped,
    close: () => stop("closed"),
  };
}

async function loadReplayModel(responsesFile) {
  if (typeof responsesFile !== "string")
    throw new Error("startReplayServer needs `model` or `responsesFile`.");
  const { createReplayModel } = await import("../dist/index.js");
  return await createReplayModel({ path: responsesFile });
}

async function readBody(request) {
  const chunks = [];
  let size = 0;
  for await (const chunk of request) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Error(`the body is larger than ${MAX_BODY_BYTES} bytes`);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString("utf8");
}

function sendJson(response, status, value) {
  const body = JSON.stringify(value);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(body),
  });
  response.end(body);
}

function sendError(response, status, message, type = "invalid_request_error") {
  sendJson(response, status, { error: { message, type } });
}

function messageOf(error) {
  return error instanceof Error ? error.message : String(error);
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      port: { type: "string", default: "0" },
      name: { type: "string", default: "replay" },
      "idle-seconds": { type: "string", default: "600" },
      "max-requests": { type: "string" },
    },
  });
  const responsesFile = positionals[0];
  if (responsesFile === undefined || positionals.length > 1) {
    console.error(
      "Usage: node bench/replay-server.mjs <responses.jsonl> [--port N] [--name NAME] [--idle-seconds S] [--max-requests N]",
    );
    return 2;
  }
  const server = await startReplayServer({
    responsesFile,
    port: Number(values.port),
    name: values.name,
    idleTimeoutMs: Number(values["idle-seconds"]) * 1000,
    ...(values["max-requests"] === undefined ? {} : { maxRequests: Number(values["max-requests"]) }),
  });
  console.log(server.modelId);
  for (const signal of ["SIGINT", "SIGTERM"]) process.once(signal, () => void server.close());
  const reason = await server.stopped;
  console.error(
    `replay server stopped (${reason}) after ${server.requests()} requests, ${server.failures()} answered with an error (no recording, or several different ones).`,
  );
  return 0;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  main().then(
    (code) => (process.exitCode = code),
    (error) => {
      console.error(messageOf(error));
      process.exitCode = 1;
    },
  );
}
