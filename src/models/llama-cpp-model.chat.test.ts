// The chat-session path, forced on the default model (a base model, so only the plumbing is tested).
import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultModelPath } from "./default-model-path.js";
import type { LanguageModel } from "./language-model.js";
import { createLlamaCppModel } from "./llama-cpp-model.js";
import { buildMessages } from "./prompts.js";

const modelPath = defaultModelPath({ env: process.env, homedir: homedir() });
let model: LanguageModel | undefined;

beforeAll(async () => {
  if (!existsSync(modelPath))
    throw new Error(
      `The default model is missing at ${modelPath}; run \`npm test\` (it runs \`factprobe setup --model gemma-3-270m\`).`,
    );
  model = await createLlamaCppModel({ modelPath, promptFormat: "chat", contextSize: 1024 });
});
afterAll(async () => {
  await model?.dispose?.();
});

it("answers through a chat session, fresh each call, within maxTokens", async () => {
  if (model === undefined) throw new Error("beforeAll did not finish");
  const messages = buildMessages({
    question: { type: "wh", text: "What is the capital of France?" },
    topic: "country",
    demonstrations: [{ question: { type: "wh", text: "What is the capital of Italy?" }, answer: "Rome" }],
  });
  const first = await model.generate({ messages, temperature: 0, maxTokens: 6 });
  const second = await model.generate({ messages, temperature: 0, maxTokens: 6 });
  expect(first.text.length).toBeGreaterThan(0);
  expect(second.text).toBe(first.text); // no history carried over between calls
  expect(first.usage?.outputTokens).toBeLessThanOrEqual(6);
  expect(first.usage?.inputTokens).toBeGreaterThan(30);
  await expect(
    model.generate({ messages: messages.slice(0, -1), temperature: 0, maxTokens: 6 }),
  ).rejects.toThrow(/must be the user's question/);
});
