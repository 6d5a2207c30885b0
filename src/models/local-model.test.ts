// The local adapter and the HTTP adapter, both against the real default model (loaded once).
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { languageModelContract } from "./__fixtures__/language-model-contract.js";
import { defaultModelPath } from "./default-model-path.js";
import type { LanguageModel } from "./language-model.js";
import { createLlamaCppModel } from "./llama-cpp-model.js";
import { createOpenAICompatibleModel } from "./openai-compatible-model.js";
import { buildMessages } from "./prompts.js";
import { serveOpenAICompatible, type OpenAICompatibleServer } from "./serve-openai-compatible.js";
import { createAnthropicModel } from "./anthropic-model.js";
import { serveAnthropicMessages } from "./__fixtures__/serve-anthropic-messages.js";
import type { LoopbackHttpServer } from "./__fixtures__/loopback-http-server.js";

const modelPath = defaultModelPath({ env: process.env, homedir: homedir() });
let local: LanguageModel | undefined;
let server: OpenAICompatibleServer | undefined;
let remote: LanguageModel | undefined;
let anthropicServer: LoopbackHttpServer | undefined;
let anthropic: LanguageModel | undefined;

beforeAll(async () => {
  if (!existsSync(modelPath)) {
    throw new Error(
      `The test model is missing at ${modelPath}; run \`node dist/cli/main.js setup --no-runtime --model gemma-3-270m\` (npm test does).`,
    );
  }
  local = await createLlamaCppModel({ modelPath, id: "llama-cpp:default" });
  server = await serveOpenAICompatible({ model: local });
  remote = createOpenAICompatibleModel({ model: "gemma", baseURL: server.url, apiKey: "test-key-123" });
  anthropicServer = await serveAnthropicMessages(local, "sk-ant-test-456");
  anthropic = createAnthropicModel({
    model: "gemma",
    baseURL: anthropicServer.origin,
    apiKey: "sk-ant-test-456",
  });
});

afterAll(async () => {
  await server?.close();
  await anthropicServer?.close();
  await local?.dispose?.();
});

function ready<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("beforeAll did not finish");
  return value;
}

languageModelContract("llama-cpp (Gemma 3 270M)", () => ready(local));
languageModelContract("openai-compatible over serveOpenAICompatible", () => ready(remote));
languageModelContract("anthropic over a loopback Messages API server", () => ready(anthropic));

describe("llama-cpp on a base model", () => {
  it("answers each question type in the completion format", async () => {
    const model = ready(local);
    const yesNo = await model.generate({
      messages: buildMessages({
        question: { type: "yes-no", text: "Is Paris the capital of France?" },
        topic: "country",
      }),
      temperature: 0,
      maxTokens: 8,
    });
    expect(yesNo.text).toMatch(/^Yes\b/);
    const choice = await model.generate({
      messages: buildMessages({
        question: {
          type: "multiple-choice",
          text: "What is the capital of Japan?",
          options: ["Tokyo", "Paris", "Madrid", "Rome"],
        },
        topic: "country",
      }),
      temperature: 0,
      maxTokens: 8,
    });
    expect(choice.text.length).toBeGreaterThan(0);
    expect(choice.text).not.toContain("\n");
  });
});

describe("serveOpenAICompatible", () => {
  it("lists the model and rejects bad requests in OpenAI's error shape", async () => {
    const base = ready(server).url;
    const models = (await (await fetch(`${base}/models`)).json()) as { data: { id: string }[] };
    expect(models.data.map((entry) => entry.id)).toEqual(["llama-cpp:default"]);

    const bad = await fetch(`${base}/chat/completions`, {
      method: "POST",
      body: JSON.stringify({ messages: [] }),
    });
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as { error: { message: string } };
    expect(body.error.message).toContain("messages");

    const streaming = await fetch(`${base}/chat/completions`, {
      method: "POST",
      body: JSON.stringify({ messages: [{ role: "user", content: "Hi" }], stream: true }),
    });
    expect(streaming.status).toBe(400);
    expect((await fetch(`${base}/nothing`)).status).toBe(404);
  });
});
