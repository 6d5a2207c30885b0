// A real loopback HTTP server implementing the documented batch endpoints of OpenAI (files upload,
// batches create / retrieve / cancel, file content) and Anthropic (message batches create /
// retrieve / cancel / results), for tests and the batch benchmark. Batches run when polled:
// `pollsToComplete` retrievals in progress, then they end; scripted per-request failures and
// expiry; `hold()` keeps every batch running until `release()`.
import { createServer } from "node:http";

const ANTHROPIC_CUSTOM_ID = /^[a-zA-Z0-9_-]{1,64}$/;

/** Starts the server. See batch-server.d.mts for the options and the returned handle. */
export async function startBatchServer(options = {}) {
  const {
    apiKey,
    pollsToComplete = 0,
    reply = (question) => `A:${question}`,
    fail = () => undefined,
    expireAfterRequests,
    refuseBatches,
  } = options;
  const files = new Map();
  const batches = new Map();
  const counts = {
    filesUploaded: 0,
    batchesCreated: 0,
    retrievals: 0,
    cancels: 0,
    downloads: 0,
    requests: 0,
  };
  let held = false;
  let nextId = 1;
  const newId = (prefix) => `${prefix}${String(nextId++).padStart(6, "0")}`;

  const server = createServer((incoming, response) => {
    const chunks = [];
    incoming.on("data", (chunk) => chunks.push(chunk));
    incoming.on("end", () => {
      counts.requests += 1;
      const body = Buffer.concat(chunks);
      handle(incoming, body, response).catch((error) => {
        if (!response.headersSent) sendJson(response, 500, { error: { message: String(error) } });
      });
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${server.address().port}`;

  async function handle(incoming, body, response) {
    const url = new URL(incoming.url ?? "/", origin);
    const method = incoming.method ?? "GET";
    const path = url.pathname;
    const anthropic = path.startsWith("/v1/messages/batches");
    if (apiKey !== undefined) {
      const given = anthropic
        ? incoming.headers["x-api-key"]
        : incoming.headers.authorization?.replace(/^Bearer /, "");
      if (given !== apiKey) {
        return anthropic
          ? sendJson(response, 401, {
              type: "error",
              error: { type: "authentication_error", message: "invalid x-api-key" },
            })
          : sendJson(response, 401, {
              error: { message: "Incorrect API key provided.", type: "invalid_request_error" },
            });
      }
    }
    let match;
    // ---- OpenAI ----
    if (method === "POST" && path === "/v1/files") {
      const form = await new Request(url, { method, headers: incoming.headers, body }).formData();
      const file = form.get("file");
      if (form.get("purpose") !== "batch" || !(file instanceof Blob)) {
        return sendJson(response, 400, { error: { message: "purpose must be batch and file a JSONL file" } });
      }
      const text = await file.text();
      const id = newId("file-");
      files.set(id, text);
      counts.filesUploaded += 1;
      return sendJson(response, 200, {
        id,
        object: "file",
        bytes: Buffer.byteLength(text),
        created_at: now(),
        filename: file.name ?? "input.jsonl",
        purpose: "batch",
        status: "processed",
      });
    }
    if (method === "POST" && path === "/v1/batches") {
      const request = JSON.parse(body.toString("utf8"));
      const input = files.get(request.input_file_id);
      if (input === undefined)
        return sendJson(response, 400, {
          error: { message: `No such File object: ${request.input_file_id}` },
        });
      if (request.endpoint !== "/v1/chat/completions" || request.completion_window !== "24h") {
        return sendJson(response, 400, {
          error: { message: "endpoint must be /v1/chat/completions and completion_window 24h" },
        });
      }
      const lines = input
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line));
      const seen = new Set();
      for (const line of lines) {
        if (seen.has(line.custom_id))
          return sendJson(response, 400, { error: { message: `duplicate custom_id ${line.custom_id}` } });
        seen.add(line.custom_id);
      }
      const batch = newBatch(
        "openai",
        newId("batch_"),
        lines.map((line) => ({ customId: line.custom_id, body: line.body })),
      );
      batch.inputFileId = request.input_file_id;
      return sendJson(response, 200, openaiView(batch));
    }
    if ((match = /^\/v1\/batches\/([^/]+)$/.exec(path)) && method === "GET") {
      const batch = batches.get(match[1]);
      if (batch?.provider !== "openai")
        return sendJson(response, 404, { error: { message: `No batch found with id '${match[1]}'.` } });
      advance(batch);
      return sendJson(response, 200, openaiView(batch));
    }
    if ((match = /^\/v1\/batches\/([^/]+)\/cancel$/.exec(path)) && method === "POST") {
      const batch = batches.get(match[1]);
      if (batch?.provider !== "openai")
        return sendJson(response, 404, { error: { message: `No batch found with id '${match[1]}'.` } });
      cancel(batch);
      return sendJson(response, 200, openaiView(batch));
    }
    if ((match = /^\/v1\/files\/([^/]+)\/content$/.exec(path)) && method === "GET") {
      const text = files.get(match[1]);
      if (text === undefined)
        return sendJson(response, 404, { error: { message: `No such File object: ${match[1]}` } });
      counts.downloads += 1;
      response.writeHead(200, {
        "content-type": "application/octet-stream",
        "content-length": Buffer.byteLength(text),
      });
      return response.end(text);
    }
    // ---- Anthropic ----
    if (method === "POST" && path === "/v1/messages/batches") {
      const request = JSON.parse(body.toString("utf8"));
      const seen = new Set();
      for (const item of request.requests ?? []) {
        if (!ANTHROPIC_CUSTOM_ID.test(item.custom_id ?? "") || seen.has(item.custom_id)) {
          return sendJson(response, 400, {
            type: "error",
            error: {
              type: "invalid_request_error",
              message: `requests: custom_id ${JSON.stringify(item.custom_id)} is invalid or repeated`,
            },
          });
        }
        seen.add(item.custom_id);
      }
      const batch = newBatch(
        "anthropic",
        newId("msgbatch_"),
        request.requests.map((item) => ({ customId: item.custom_id, body: item.params })),
      );
      return sendJson(response, 200, anthropicView(batch));
    }
    if ((match = /^\/v1\/messages\/batches\/([^/]+)$/.exec(path)) && method === "GET") {
      const batch = batches.get(match[1]);
      if (batch?.provider !== "anthropic") return sendJson(response, 404, anthropicNotFound(match[1]));
      advance(batch);
      return sendJson(response, 200, anthropicView(batch));
    }
    if ((match = /^\/v1\/messages\/batches\/([^/]+)\/cancel$/.exec(path)) && method === "POST") {
      const batch = batches.get(match[1]);
      if (batch?.provider !== "anthropic") return sendJson(response, 404, anthropicNotFound(match[1]));
      cancel(batch);
      return sendJson(response, 200, anthropicView(batch));
    }
    if ((match = /^\/v1\/messages\/batches\/([^/]+)\/results$/.exec(path)) && method === "GET") {
      const batch = batches.get(match[1]);
      if (batch?.provider !== "anthropic") return sendJson(response, 404, anthropicNotFound(match[1]));
      if (batch.status !== "ended")
        return sendJson(response, 400, {
          type: "error",
          error: { type: "invalid_request_error", message: "batch has not ended" },
        });
      counts.downloads += 1;
      const text = batch.results.map((line) => `${JSON.stringify(line)}\n`).join("");
      response.writeHead(200, {
        "content-type": "application/binary",
        "content-length": Buffer.byteLength(text),
      });
      return response.end(text);
    }
    return sendJson(response, 404, { error: { message: `no route ${method} ${path}` } });
  }

  function newBatch(provider, id, requests) {
    const batch = {
      provider,
      id,
      requests,
      retrievals: 0,
      status: provider === "openai" ? "validating" : "in_progress",
      done: 0,
      createdAt: now(),
    };
    batches.set(id, batch);
    counts.batchesCreated += 1;
    return batch;
  }

  /** One poll's worth of progress; the batch ends after `pollsToComplete` polls unless held. */
  function advance(batch) {
    counts.retrievals += 1;
    if (isEnded(batch)) return;
    if (batch.cancelling) return finish(batch, "cancelled");
    if (refuseBatches !== undefined && batch.provider === "openai") {
      batch.status = "failed";
      batch.errors = {
        object: "list",
        data: [{ code: "invalid_request", message: refuseBatches, param: "body.model", line: 1 }],
      };
      return;
    }
    batch.retrievals += 1;
    if (held || batch.retrievals <= pollsToComplete) {
      if (batch.provider === "openai") batch.status = batch.retrievals === 1 ? "validating" : "in_progress";
      batch.done = Math.min(
        batch.requests.length,
        Math.floor((batch.requests.length * (batch.retrievals - 1)) / Math.max(1, pollsToComplete)),
      );
      return;
    }
    const expires = expireAfterRequests !== undefined && expireAfterRequests < batch.requests.length;
    finish(batch, expires ? "expired" : "completed", expires ? expireAfterRequests : batch.requests.length);
  }

  function cancel(batch) {
    counts.cancels += 1;
    if (isEnded(batch)) return;
    batch.cancelling = true;
    batch.status = batch.provider === "openai" ? "cancelling" : "canceling";
  }

  function isEnded(batch) {
    return batch.provider === "openai"
      ? ["completed", "expired", "cancelled", "failed"].includes(batch.status)
      : batch.status === "ended";
  }

  /** Runs the first `runCount` requests and ends the batch as `outcome`. */
  function finish(batch, outcome, runCount = batch.done) {
    const output = [];
    const errors = [];
    const results = [];
    let succeeded = 0;
    let failed = 0;
    batch.requests.forEach((request, index) => {
      const question = lastUserMessage(request.body);
      if (index >= runCount) {
        if (outcome === "expired") {
          failed += 1;
          errors.push({
            id: `batch_req_${index}`,
            custom_id: request.customId,
            response: null,
            error: {
              code: "batch_expired",
              message: "This request could not be executed before the completion window expired.",
            },
          });
          results.push({ custom_id: request.customId, result: { type: "expired" } });
        } else {
          results.push({ custom_id: request.customId, result: { type: "canceled" } });
        }
        return;
      }
      const scripted = fail(question);
      if (scripted !== undefined) {
        failed += 1;
        errors.push({
          id: `batch_req_${index}`,
          custom_id: request.customId,
          response: {
            status_code: scripted.status,
            request_id: `req_${index}`,
            body: { error: { message: scripted.message, type: "invalid_request_error" } },
          },
          error: null,
        });
        results.push({
          custom_id: request.customId,
          result: {
            type: "errored",
            error: { type: "error", error: { type: "invalid_request_error", message: scripted.message } },
          },
        });
        return;
      }
      succeeded += 1;
      const text = reply(question);
      const inputTokens = Math.ceil(question.length / 4) + 10;
      output.push({
        id: `batch_req_${index}`,
        custom_id: request.customId,
        response: {
          status_code: 200,
          request_id: `req_${index}`,
          body: {
            id: `chatcmpl-${index}`,
            object: "chat.completion",
            model: request.body.model,
            choices: [{ index: 0, message: { role: "assistant", content: text }, finish_reason: "stop" }],
            usage: { prompt_tokens: inputTokens, completion_tokens: 2, total_tokens: inputTokens + 2 },
          },
        },
        error: null,
      });
      results.push({
        custom_id: request.customId,
        result: {
          type: "succeeded",
          message: {
            id: `msg_${index}`,
            type: "message",
            role: "assistant",
            model: request.body.model,
            content: [{ type: "text", text }],
            stop_reason: "end_turn",
            usage: { input_tokens: inputTokens, output_tokens: 2 },
          },
        },
      });
    });
    batch.succeeded = succeeded;
    batch.failed = failed;
    batch.done = runCount;
    batch.outcome = outcome;
    if (batch.provider === "openai") {
      batch.status = outcome;
      if (output.length > 0) {
        batch.outputFileId = newId("file-");
        files.set(batch.outputFileId, output.map((line) => `${JSON.stringify(line)}\n`).join(""));
      }
      if (errors.length > 0) {
        batch.errorFileId = newId("file-");
        files.set(batch.errorFileId, errors.map((line) => `${JSON.stringify(line)}\n`).join(""));
      }
    } else {
      batch.status = "ended";
      batch.results = results;
    }
  }

  function openaiView(batch) {
    const ended = isEnded(batch);
    return {
      id: batch.id,
      object: "batch",
      endpoint: "/v1/chat/completions",
      errors: batch.errors ?? null,
      input_file_id: batch.inputFileId,
      completion_window: "24h",
      status: batch.status,
      output_file_id: batch.outputFileId ?? null,
      error_file_id: batch.errorFileId ?? null,
      created_at: batch.createdAt,
      request_counts: {
        total: batch.requests.length,
        completed: ended ? (batch.succeeded ?? 0) : batch.done,
        failed: ended ? (batch.failed ?? 0) : 0,
      },
      metadata: null,
    };
  }

  function anthropicView(batch) {
    const ended = batch.status === "ended";
    const total = batch.requests.length;
    const expired = ended && batch.outcome === "expired" ? total - batch.done : 0;
    const canceled = ended && batch.outcome === "cancelled" ? total - batch.done : 0;
    return {
      id: batch.id,
      type: "message_batch",
      processing_status: batch.status,
      request_counts: {
        processing: ended ? 0 : total - batch.done,
        succeeded: ended ? batch.succeeded : batch.done,
        errored: ended ? batch.failed - expired : 0,
        canceled,
        expired,
      },
      ended_at: ended ? new Date().toISOString() : null,
      created_at: new Date(batch.createdAt * 1000).toISOString(),
      expires_at: new Date(batch.createdAt * 1000 + 86_400_000).toISOString(),
      archived_at: null,
      cancel_initiated_at: batch.cancelling ? new Date().toISOString() : null,
      results_url: ended ? `${origin}/v1/messages/batches/${batch.id}/results` : null,
    };
  }

  return {
    origin,
    openaiBaseURL: `${origin}/v1`,
    anthropicBaseURL: origin,
    counts,
    batches: () =>
      [...batches.values()].map((batch) => ({
        id: batch.id,
        provider: batch.provider,
        requests: batch.requests.length,
        status: batch.status,
      })),
    requestBodies: (batchId) => batches.get(batchId)?.requests.map((request) => request.body) ?? [],
    hold() {
      held = true;
    },
    release() {
      held = false;
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

function lastUserMessage(body) {
  return (body.messages ?? []).filter((message) => message.role === "user").at(-1)?.content ?? "";
}

function anthropicNotFound(id) {
  return { type: "error", error: { type: "not_found_error", message: `message batch ${id} not found` } };
}

function now() {
  return Math.floor(Date.now() / 1000);
}

function sendJson(response, status, value) {
  const text = JSON.stringify(value);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}
