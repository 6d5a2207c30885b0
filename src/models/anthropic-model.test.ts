import { readFileSync } from "node:fs";
import { afterEach, describe, expect, it } from "vitest";
import { ModelCallError } from "../errors.js";
import { createAnthropicModel } from "./anthropic-model.js";
import type { ChatMessage } from "./language-model.js";
import {
  replay,
  startLoopbackHttpServer,
  type LoopbackHttpServer,
  type RecordedResponse,
} from "./__fixtures__/loopback-http-server.js";

// Recorded responses in the Messages API's documented format (content blocks, usage, stop_reason, error objects).
const fixture = (name: string): RecordedResponse =>
  JSON.parse(
    readFileSync(new URL(`./__fixtures__/anthropic/${name}.json`, import.meta.url), "utf8"),
  ) as RecordedResponse;

const API_KEY = "sk-ant-api03-secret-never-leak-0123456789";
const messages: ChatMessage[] = [
  { role: "system", content: "The following question's topic is about country." },
  { role: "user", content: "What is the capital of Italy?" },
  { role: "assistant", content: "Rome" },
  { role: "user", content: "What is the capital of France?" },
];
const servers: LoopbackHttpServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function serveFixture(name: string): Promise<LoopbackHttpServer> {
  const recorded = fixture(name);
  const server = await startLoopbackHttpServer((_request, response) => {
    replay(response, recorded);
  });
  servers.push(server);
  return server;
}

async function generateWith(name: string, maxTokens = 8) {
  const server = await serveFixture(name);
  const model = createAnthropicModel({
    model: "claude-3-5-haiku-latest",
    apiKey: API_KEY,
    baseURL: server.origin,
  });
  return { server, result: await model.generate({ messages, temperature: 0, maxTokens }) };
}

async function errorWith(name: string): Promise<ModelCallError> {
  const server = await serveFixture(name);
  const model = createAnthropicModel({
    model: "claude-3-5-haiku-latest",
    apiKey: API_KEY,
    baseURL: server.origin,
  });
  const error = await model
    .generate({ messages, temperature: 0, maxTokens: 8 })
    .catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(ModelCallError);
  expect((error as Error).message).not.toContain(API_KEY);
  return error as ModelCallError;
}

describe("createAnthropicModel", () => {
  it("posts a Messages API request (system on top, turns in order) and reads text, usage and stop reason", async () => {
    const { server, result } = await generateWith("message-ok");
    expect(result).toMatchObject({
      text: "Paris",
      usage: { inputTokens: 41, outputTokens: 4 },
      finishReason: "stop",
    });
    const [request] = server.requests;
    expect(request?.url).toBe("/v1/messages");
    expect(request?.headers["x-api-key"]).toBe(API_KEY);
    expect(request?.headers.authorization).toBeUndefined();
    expect(request?.headers["anthropic-version"]).toBe("2023-06-01");
    expect(JSON.parse(request?.body ?? "")).toEqual({
      model: "claude-3-5-haiku-latest",
      max_tokens: 8,
      temperature: 0,
      system: "The following question's topic is about country.",
      messages: messages.slice(1),
    });
  });

  it("joins text blocks and skips thinking blocks", async () => {
    const { result } = await generateWith("message-blocks");
    expect(result.text).toBe("Paris");
    expect(result.usage).toEqual({ inputTokens: 52, outputTokens: 30 });
  });

  it("reports max_tokens as length, a refusal as refusal, and an empty reply as empty text", async () => {
    expect((await generateWith("message-max-tokens")).result).toMatchObject({
      text: "The capital of France is",
      finishReason: "length",
    });
    expect((await generateWith("message-refusal")).result).toMatchObject({
      text: "",
      finishReason: "refusal",
    });
    expect((await generateWith("message-empty")).result).toMatchObject({ text: "", finishReason: "stop" });
  });

  it("makes rate_limit_error (429) retryable with Retry-After, and overloaded_error (529) and api_error (500) retryable", async () => {
    const limited = await errorWith("error-rate-limit");
    expect(limited).toMatchObject({ status: 429, retryable: true, retryAfterSeconds: 12 });
    expect(limited.message).toContain("rate_limit_error: Number of request tokens has exceeded");
    const overloaded = await errorWith("error-overloaded");
    expect(overloaded).toMatchObject({ status: 529, retryable: true });
    expect(overloaded.message).toContain("overloaded_error: Overloaded");
    expect(await errorWith("error-api")).toMatchObject({ status: 500, retryable: true });
  });

  it("makes other errors final, with the API's type and message and a hint", async () => {
    const invalid = await errorWith("error-invalid-request");
    expect(invalid).toMatchObject({ status: 400, retryable: false });
    expect(invalid.message).toContain("invalid_request_error: max_tokens: Field required");
    const unauthorised = await errorWith("error-authentication");
    expect(unauthorised.message).toContain("authentication_error");
    expect(unauthorised.message).toContain("Check ANTHROPIC_API_KEY.");
    expect((await errorWith("error-not-found")).message).toContain(
      'Check the model name "claude-3-5-haiku-latest"',
    );
  });

  it("turns a malformed body into a retryable error and a key echoed back into ***", async () => {
    const server = await startLoopbackHttpServer((request, response) => {
      if (request.headers["x-echo"] === "yes") {
        response.writeHead(401, { "content-type": "application/json" });
        response.end(
          JSON.stringify({
            type: "error",
            error: { type: "authentication_error", message: `bad key ${API_KEY}` },
          }),
        );
        return;
      }
      response.writeHead(200, { "content-type": "application/json" });
      response.end('{"type":"message","content":[{"type":"te');
    });
    servers.push(server);
    const model = createAnthropicModel({ model: "m", apiKey: API_KEY, baseURL: `${server.origin}/v1` });
    const broken = await model
      .generate({ messages, temperature: 0, maxTokens: 8 })
      .catch((caught: unknown) => caught);
    expect(broken).toMatchObject({ retryable: true });
    expect((broken as Error).message).toContain("not JSON");
    const echoing = createAnthropicModel({
      model: "m",
      apiKey: API_KEY,
      baseURL: server.origin,
      headers: { "x-echo": "yes" },
    });
    const echoed = await echoing
      .generate({ messages, temperature: 0, maxTokens: 8 })
      .catch((caught: unknown) => caught);
    expect((echoed as Error).message).toContain("bad key ***");
    expect(echoing.endpoint).toBe(server.origin);
  });

  it("turns extended thinking on with reasoningTokens, leaves the temperature out and keeps the thinking apart", async () => {
    const server = await serveFixture("message-thinking");
    const model = createAnthropicModel({
      model: "claude-sonnet-4-20250514",
      apiKey: API_KEY,
      baseURL: server.origin,
      request: { reasoningTokens: 2048, extraBody: { top_k: 5 } },
    });
    expect(model.requestSettings).toEqual({ reasoningTokens: 2048, extraBody: { top_k: 5 } });
    const result = await model.generate({ messages, temperature: 0, maxTokens: 2048 + 24 });
    expect(result).toMatchObject({
      text: "Paris",
      reasoning: "The capital of France is Paris; it has been since the Capetians.",
      finishReason: "stop",
    });
    const body = JSON.parse(server.requests[0]?.body ?? "{}") as Record<string, unknown>;
    expect(body).toMatchObject({
      max_tokens: 2072,
      thinking: { type: "enabled", budget_tokens: 2048 },
      top_k: 5,
    });
    expect(body).not.toHaveProperty("temperature");
  });

  it("names the reasoningTokens setting when the API refuses a thinking budget", async () => {
    const server = await startLoopbackHttpServer((_request, response) => {
      replay(response, {
        status: 400,
        headers: { "content-type": "application/json" },
        body: {
          type: "error",
          error: {
            type: "invalid_request_error",
            message: "thinking.enabled.budget_tokens: Input should be greater than or equal to 1024",
          },
        },
      });
    });
    servers.push(server);
    const model = createAnthropicModel({
      model: "claude-sonnet-4-20250514",
      apiKey: API_KEY,
      baseURL: server.origin,
      request: { reasoningTokens: 100 },
    });
    const error = await model
      .generate({ messages, temperature: 0, maxTokens: 124 })
      .catch((caught: unknown) => caught);
    expect((error as Error).message).toContain(
      `Check "reasoningTokens" in the "request" of the "models" entry { "id": "anthropic:claude-sonnet-4-20250514" } in the config file (--config)`,
    );
  });
});
