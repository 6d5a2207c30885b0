// The real local model answers a small suite through the runner in-process, and again over HTTP
// (served on 127.0.0.1 by serveOpenAICompatible, which `factprobe serve` runs): the same answers.
import { existsSync } from "node:fs";
import { mkdtemp } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { defaultModelPath } from "../models/default-model-path.js";
import type { LanguageModel } from "../models/language-model.js";
import { createModel } from "../models/model-registry.js";
import { serveOpenAICompatible, type OpenAICompatibleServer } from "../models/serve-openai-compatible.js";
import { askIntoRun } from "./ask-into-run.js";
import { paperPrompt } from "./paper-prompt.js";
import { makeQuestion } from "./__fixtures__/make-question.js";

const modelPath = defaultModelPath({ env: process.env, homedir: homedir() });
let local: LanguageModel | undefined;
let server: OpenAICompatibleServer | undefined;

beforeAll(async () => {
  if (!existsSync(modelPath)) throw new Error(`The default model is missing at ${modelPath}; run \`npm test\` (it runs \`factprobe setup --model gemma-3-270m\`).`);
  local = await createModel("llama-cpp:default", { defaultModelPath: modelPath, threads: 1 });
  server = await serveOpenAICompatible({ model: local });
});

afterAll(async () => {
  await server?.close();
  await local?.dispose?.();
});

const questions = [
  makeQuestion({ id: "wh-france", type: "wh", topic: "country", text: "What is the capital of France?", answer: "Paris" }),
  makeQuestion({ id: "yn-paris", type: "yes-no", topic: "country", text: "Is Paris the capital of France?", answer: "Yes" }),
  makeQuestion({
    id: "mc-japan",
    type: "multiple-choice",
    topic: "country",
    text: "What is the capital of Japan?",
    options: ["Tokyo", "Paris", "Madrid", "Rome"],
    answer: "A",
  }),
  makeQuestion({ id: "wh-italy", type: "wh", topic: "country", text: "What is the capital of Italy?", answer: "Rome" }),
];

it("answers real questions in-process and over the OpenAI-compatible HTTP path, with the same answers", async () => {
  if (local === undefined) throw new Error("beforeAll did not finish");
  const direct = await askIntoRun({ runDirectory: await mkdtemp(join(tmpdir(), "fp-real-")), model: local, questions, buildPrompt: paperPrompt });
  expect(direct.answers.map((answer) => answer.error)).toEqual([undefined, undefined, undefined, undefined]);
  expect(direct.answers[0]?.response).toContain("Paris");
  expect(direct.answers[1]?.response).toMatch(/^Yes\b/);
  expect(direct.answers.every((answer) => (answer.inputTokens ?? 0) > 10 && answer.finishReason !== undefined)).toBe(true);

  const remote = await createModel(`openai-compatible:served@${server?.url ?? ""}`);
  const served = await askIntoRun({ runDirectory: await mkdtemp(join(tmpdir(), "fp-real-")), model: remote, questions, buildPrompt: paperPrompt });
  expect(served.answers.map((answer) => answer.response)).toEqual(direct.answers.map((answer) => answer.response));
  expect(served.answers.map((answer) => answer.inputTokens)).toEqual(direct.answers.map((answer) => answer.inputTokens));
});
