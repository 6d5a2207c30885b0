import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ModelCallError } from "../errors.js";
import type { ChatMessage } from "./language-model.js";
import { createOpenAICompatibleModel } from "./openai-compatible-model.js";

const API_KEY = "sk-secret-do-not-leak-42";
const messages: ChatMessage[] = [
  { role: "system", content: "Answer in one word." },
  { role: "user", content: "What is the capital of France?" },
];
const servers: Server[] = [];

/** A real loopback server that answers every request with `handler`. Returns its base URL. */
async function serve(
  handler: (request: IncomingMessage, response: ServerResponse, body: string) => void,
): Promise<string> {
  const server = createServer((request, response) => {
    let body = "";
    request.on("data", (chunk: Buffer) => (body += chunk.toString("utf8")));
    request.on("end", () => {
      handler(request, response, body);
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
}

afterEach(async () => {
  vi.unstubAllEnvs();
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function callError(baseURL: string, timeoutMs = 5000): Promise<ModelCallError> {
  const model = createOpenAICompatibleModel({ model: "tiny", baseURL, apiKey: API_KEY, timeoutMs });
  const error = await model
    .generate({ messages, temperature: 0, maxTokens: 8 })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ModelCallError);
  expect((error as Error).message).not.toContain(API_KEY);
  return error as ModelCallError;
}

describe("createOpenAICompatibleModel", () => {
  it("posts the chat request with the key and reads text and usage", async () => {
    let seen:
      | {
          url: string | undefined;
          authorization: string | undefined;
          custom: string | undefined;
          body: unknown;
        }
      | undefined;
    const baseURL = await serve((request, response, body) => {
      seen = {
        url: request.url,
        authorization: request.headers.authorization,
        custom: request.headers["x-team"] as string | undefined,
        body: JSON.parse(body),
      };
      response.setHeader("content-type", "application/json");
      response.end(
        JSON.stringify({
          choices: [{ message: { role: "assistant", content: " Paris\n" } }],
          usage: { prompt_tokens: 21, completion_tokens: 2 },
        }),
      );
    });
    const model = createOpenAICompatibleModel({
      model: "tiny",
      baseURL: `${baseURL}/`,
      apiKey: API_KEY,
      headers: { "x-team": "qa" },
    });
    expect(model.id).toBe("openai-compatible:tiny");
    const result = await model.generate({ messages, temperature: 0, maxTokens: 8 });
    expect(result.text).toBe("Paris");
    expect(result.usage).toEqual({ inputTokens: 21, outputTokens: 2 });
    expect(seen).toEqual({
      url: "/v1/chat/completions",
      authorization: `Bearer ${API_KEY}`,
      custom: "qa",
      body: { model: "tiny", messages, temperature: 0, max_tokens: 8 },
    });
  });

  it("reads a structured refusal, an empty reply and a reply cut at max_tokens as such", async () => {
    const replies = [
      {
        message: { role: "assistant", content: null, refusal: "I can't help with that." },
        finish_reason: "stop",
      },
      { message: { role: "assistant", content: "" }, finish_reason: "stop" },
      { message: { role: "assistant", content: "The capital of" }, finish_reason: "length" },
    ];
    let index = 0;
    const baseURL = await serve((_request, response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ choices: [replies[index++]] }));
    });
    const model = createOpenAICompatibleModel({ model: "tiny", baseURL });
    const ask = () => model.generate({ messages, temperature: 0, maxTokens: 3 });
    expect(await ask()).toMatchObject({
      text: "I can't help with that.",
      finishReason: "refusal",
      usage: undefined,
    });
    expect(await ask()).toMatchObject({ text: "", finishReason: "stop" });
    expect(await ask()).toMatchObject({ text: "The capital of", finishReason: "length" });
    expect(model.endpoint).toBe(baseURL);
  });

  it("sends no key to a keyless server, and reads neither key nor base URL from the environment", async () => {
    vi.stubEnv("OPENAI_API_KEY", "sk-from-the-environment-123");
    vi.stubEnv("OPENAI_BASE_URL", "http://127.0.0.1:9/v1");
    vi.stubEnv("OPENAI_LOG", "debug");
    const seen: (string | undefined)[] = [];
    const baseURL = await serve((request, response) => {
      seen.push(request.headers.authorization);
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ choices: [{ message: { content: "Paris" } }] }));
    });
    const result = await createOpenAICompatibleModel({ model: "tiny", baseURL }).generate({
      messages,
      temperature: 0,
      maxTokens: 8,
    });
    expect(result.text).toBe("Paris");
    expect(seen).toEqual([undefined]);
  });

  it("asks once per call: retries are the runner's", async () => {
    let calls = 0;
    const baseURL = await serve((_request, response) => {
      calls += 1;
      response.writeHead(calls === 1 ? 503 : 429, { "retry-after": "0" });
      response.end("busy");
    });
    expect(await callError(baseURL)).toMatchObject({ status: 503, retryable: true });
    expect(await callError(baseURL)).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 0 });
    expect(calls).toBe(2);
  });

  it("reads an error in vLLM's shape (a top-level message) and names the setting to change", async () => {
    const baseURL = await serve((_request, response) => {
      response.writeHead(400, { "content-type": "application/json" });
      response.end(
        JSON.stringify({
          object: "error",
          message: "Unsupported parameter: 'max_tokens'. Use 'max_completion_tokens' instead.",
          type: "BadRequestError",
          param: null,
          code: 400,
        }),
      );
    });
    const error = await callError(baseURL);
    expect(error).toMatchObject({ status: 400, retryable: false });
    expect(error.message).toContain("HTTP 400: Unsupported parameter: 'max_tokens'");
    expect(error.message).toContain('Set "tokenParameter": "max_completion_tokens"');
  });

  it("turns 429 into a retryable error with Retry-After", async () => {
    const baseURL = await serve((_request, response) => {
      response.writeHead(429, { "retry-after": "7", "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: "Rate limit reached for tiny", type: "requests" } }));
    });
    const error = await callError(baseURL);
    expect(error).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 7 });
    expect(error.message).toContain("HTTP 429: Rate limit reached for tiny");
  });

  it("turns 500 into a retryable error", async () => {
    const baseURL = await serve((_request, response) => {
      response.writeHead(500);
      response.end("upstream exploded");
    });
    const error = await callError(baseURL);
    expect(error).toMatchObject({ status: 500, retryable: true, retryAfterSeconds: undefined });
    expect(error.message).toContain("upstream exploded");
  });

  it("turns other 4xx into a final error with the server's message, keeping the key out", async () => {
    const baseURL = await serve((_request, response) => {
      response.writeHead(401, { "content-type": "application/json" });
      response.end(JSON.stringify({ error: { message: `Incorrect API key provided: ${API_KEY}.` } }));
    });
    const error = await callError(baseURL);
    expect(error).toMatchObject({ status: 401, retryable: false });
    expect(error.message).toContain("Incorrect API key provided: ***.");
    expect(error.message).toContain("Check the API key.");
  });

  it("turns a malformed JSON body into a retryable error, and wrong JSON into a final one", async () => {
    const brokenURL = await serve((_request, response) => {
      response.setHeader("content-type", "application/json");
      response.end('{"choices": [{"message": ');
    });
    const broken = await callError(brokenURL);
    expect(broken).toMatchObject({ status: 200, retryable: true });
    expect(broken.message).toContain("not JSON");

    const wrongURL = await serve((_request, response) => {
      response.setHeader("content-type", "application/json");
      response.end(JSON.stringify({ result: "Paris" }));
    });
    const wrong = await callError(wrongURL);
    expect(wrong).toMatchObject({ status: 200, retryable: false });
    expect(wrong.message).toContain("not a chat completion");
  });

  it("turns a connection closed mid-reply into a retryable error", async () => {
    const baseURL = await serve((request) => {
      request.socket.destroy();
    });
    const error = await callError(baseURL);
    expect(error).toMatchObject({ status: undefined, retryable: true });
    expect(error.message).toContain(`Could not reach ${baseURL}/chat/completions`);
  });

  it("turns a down endpoint into a retryable error naming the URL but not the key", async () => {
    const baseURL = await serve(() => undefined);
    for (const server of servers.splice(0)) await new Promise((resolve) => server.close(resolve)); // nothing listens now
    const error = await callError(baseURL);
    expect(error.retryable).toBe(true);
    expect(error.message).toContain(`${baseURL}/chat/completions`);
    expect(error.message).toContain("ECONNREFUSED");
  });

  it("gives up after timeoutMs with a retryable error, and reports a caller's abort as final", async () => {
    const baseURL = await serve(() => undefined); // never answers
    const timedOut = await callError(baseURL, 150);
    expect(timedOut.retryable).toBe(true);
    expect(timedOut.message).toContain("did not answer within 150 ms");

    const model = createOpenAICompatibleModel({ model: "tiny", baseURL });
    const controller = new AbortController();
    const call = model.generate({ messages, temperature: 0, maxTokens: 8, signal: controller.signal });
    setTimeout(() => {
      controller.abort();
    }, 50);
    const error = await call.catch((caught: unknown) => caught);
    expect(error).toMatchObject({ retryable: false });
    expect((error as Error).message).toContain("aborted");
  });
});
