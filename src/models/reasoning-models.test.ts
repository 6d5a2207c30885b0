// Reasoning models end to end: the registry's family defaults, the OpenAI-compatible adapter, the
// runner and the verdicts, against real loopback servers that behave as OpenAI documents its
// reasoning models (o-series, gpt-5) and as vLLM and Ollama serve DeepSeek-R1, Qwen3 and QwQ.
import type { ServerResponse } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { askQuestions } from "../runs/ask-questions.js";
import { planAsk } from "../runs/plan-ask.js";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import { scoreAnswers } from "../scoring/score-answers.js";
import type { Question } from "../questions/question.js";
import { createModel, type ModelSettings } from "./model-registry.js";
import {
  startLoopbackHttpServer,
  type LoopbackHttpServer,
  type SeenRequest,
} from "./__fixtures__/loopback-http-server.js";
import { DEFAULT_REASONING_TOKENS } from "./model-families.js";

const servers: LoopbackHttpServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  response.writeHead(status, {
    "content-type": "application/json",
    "content-length": Buffer.byteLength(text),
  });
  response.end(text);
}

/** A chat completion as OpenAI-compatible servers send it; `message` fields as given. */
function completion(message: Record<string, unknown>, finishReason: string, usage?: Record<string, unknown>) {
  return {
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_763_900_000,
    model: "m",
    choices: [{ index: 0, message: { role: "assistant", ...message }, finish_reason: finishReason }],
    ...(usage === undefined ? {} : { usage }),
  };
}

/**
 * An OpenAI reasoning model as the API documents it: `max_tokens` and a temperature other than 1
 * are refused with HTTP 400; `max_completion_tokens` bounds reasoning and answer together.
 */
async function startOpenAIReasoningServer(answer: string): Promise<LoopbackHttpServer> {
  const server = await startLoopbackHttpServer((request, response) => {
    const body = JSON.parse(request.body) as Record<string, unknown>;
    if ("max_tokens" in body) {
      sendJson(response, 400, {
        error: {
          message:
            "Unsupported parameter: 'max_tokens' is not supported with this model. Use 'max_completion_tokens' instead.",
          type: "invalid_request_error",
          param: "max_tokens",
          code: "unsupported_parameter",
        },
      });
      return;
    }
    if ("temperature" in body && body.temperature !== 1) {
      sendJson(response, 400, {
        error: {
          message: `Unsupported value: 'temperature' does not support ${String(body.temperature)} with this model. Only the default (1) value is supported.`,
          type: "invalid_request_error",
          param: "temperature",
          code: "unsupported_value",
        },
      });
      return;
    }
    sendJson(
      response,
      200,
      completion({ content: answer, refusal: null }, "stop", {
        prompt_tokens: 40,
        completion_tokens: 210,
        completion_tokens_details: { reasoning_tokens: 192 },
      }),
    );
  });
  servers.push(server);
  return server;
}

const yesNo = (id: string, answer = "Yes"): Question =>
  makeQuestion({
    id,
    type: "yes-no",
    text: `Is Paris the capital of France (${id})?`,
    answer,
    answerLabel: answer,
  });
const buildPrompt = (question: Question) => ({
  messages: [{ role: "user" as const, content: question.text }],
  maxTokens: 8,
});
const bodies = (server: LoopbackHttpServer): Record<string, unknown>[] =>
  server.requests.map((request: SeenRequest) => JSON.parse(request.body) as Record<string, unknown>);

describe("OpenAI reasoning models (o-series, gpt-5)", () => {
  it("are asked with max_completion_tokens, room to reason and no temperature, by default", async () => {
    const server = await startOpenAIReasoningServer("Yes");
    const settings: ModelSettings = { apiKey: "sk-test", openaiBaseURL: `${server.origin}/v1` };
    for (const name of ["o3-mini", "gpt-5-mini"]) {
      const model = await createModel(`openai:${name}`, settings);
      const [answer] = await askQuestions({
        model,
        questions: [yesNo("q1")],
        buildPrompt,
        sleep: () => Promise.resolve(),
      });
      expect(answer?.error).toBeUndefined();
      expect(answer?.response).toBe("Yes");
    }
    for (const body of bodies(server)) {
      expect(body).not.toHaveProperty("max_tokens");
      expect(body).not.toHaveProperty("temperature");
      expect(body.max_completion_tokens).toBe(8 + DEFAULT_REASONING_TOKENS);
    }
  });

  it("name the setting to change when the config undoes a default, and stop asking after the same refusal repeats", async () => {
    const server = await startOpenAIReasoningServer("Yes");
    const model = await createModel("openai:o3-mini", {
      apiKey: "sk-test",
      openaiBaseURL: `${server.origin}/v1`,
      requestSettings: { "openai:o*": { tokenParameter: "max_tokens" } },
    });
    const stops: { error: string; calls: number }[] = [];
    const questions = Array.from({ length: 30 }, (_, index) => yesNo(`q${index}`));
    const answers = await askQuestions({
      model,
      questions,
      buildPrompt,
      concurrency: 1,
      onStopEarly: (stop) => stops.push(stop),
    });
    expect(server.requests).toHaveLength(3);
    expect(answers).toHaveLength(3);
    expect(answers[0]?.error).toMatch(/Unsupported parameter: 'max_tokens'/);
    expect(answers[0]?.error).toContain(
      `Set "tokenParameter": "max_completion_tokens" in the "request" of the "models" entry { "id": "openai:o3-mini" } in the config file (--config).`,
    );
    expect(stops).toEqual([{ error: answers[0]?.error, calls: 3 }]);
  });

  it("name the temperature setting when a temperature is refused", async () => {
    const server = await startOpenAIReasoningServer("Yes");
    const model = await createModel("openai:o4-mini", {
      apiKey: "sk-test",
      openaiBaseURL: `${server.origin}/v1`,
      requestSettings: { "openai:o4-mini": { temperature: 0 } },
    });
    const [answer] = await askQuestions({ model, questions: [yesNo("q1")], buildPrompt });
    expect(answer?.error).toContain(
      `Set "temperature": "omit" in the "request" of the "models" entry { "id": "openai:o4-mini" }`,
    );
  });

  it("send reasoning_effort and extra body fields from the config, and keep them in the cache key", async () => {
    const server = await startOpenAIReasoningServer("No");
    const model = await createModel("openai:o3", {
      apiKey: "sk-test",
      openaiBaseURL: `${server.origin}/v1`,
      requestSettings: {
        "openai:o3": { reasoningEffort: "low", reasoningTokens: 1000, extraBody: { seed: 7 } },
      },
    });
    expect(model.requestSettings).toEqual({
      tokenParameter: "max_completion_tokens",
      temperature: "omit",
      reasoningEffort: "low",
      reasoningTokens: 1000,
      extraBody: { seed: 7 },
    });
    const [answer] = await askQuestions({ model, questions: [yesNo("q1", "No")], buildPrompt });
    expect(answer?.response).toBe("No");
    expect(bodies(server)[0]).toMatchObject({
      reasoning_effort: "low",
      seed: 7,
      max_completion_tokens: 1008,
    });
  });

  it("are planned (--dry-run, --max-cost) with their thinking room", async () => {
    const model = await createModel("openai:o3-mini", {
      apiKey: "sk-test",
      openaiBaseURL: "http://127.0.0.1:9/v1",
    });
    const [plan] = await planAsk({
      models: [model],
      questions: [yesNo("q1"), yesNo("q2")],
      buildPrompt,
      prices: { "openai:o3-mini": { input: 0, output: 1_000_000 } },
    });
    expect(plan).toMatchObject({ calls: 2, maxOutputTokens: 2 * (8 + DEFAULT_REASONING_TOKENS) });
    expect(plan?.costUsd).toBeCloseTo(2 * (8 + DEFAULT_REASONING_TOKENS));
  });

  it("leave other OpenAI models alone", async () => {
    const server = await startLoopbackHttpServer((_request, response) => {
      sendJson(response, 200, completion({ content: "Yes" }, "stop"));
    });
    servers.push(server);
    const model = await createModel("openai:gpt-4o-mini", {
      apiKey: "sk-test",
      openaiBaseURL: `${server.origin}/v1`,
    });
    expect(model.requestSettings).toBeUndefined();
    await askQuestions({ model, questions: [yesNo("q1")], buildPrompt });
    expect(bodies(server)[0]).toMatchObject({ max_tokens: 8, temperature: 0 });
  });
});

/** One scripted response per question text. */
async function startScriptedServer(
  responses: Record<
    string,
    { message: Record<string, unknown>; finish: string; usage?: Record<string, unknown> }
  >,
): Promise<LoopbackHttpServer> {
  const server = await startLoopbackHttpServer((request, response) => {
    const body = JSON.parse(request.body) as { messages: { content: string }[] };
    const question = body.messages.at(-1)?.content ?? "";
    const scripted = responses[question];
    if (scripted === undefined) sendJson(response, 404, { error: `no script for ${question}` });
    else sendJson(response, 200, completion(scripted.message, scripted.finish, scripted.usage));
  });
  servers.push(server);
  return server;
}

describe("reasoning in the content and in reasoning fields (vLLM, Ollama, llama.cpp)", () => {
  it("keeps the reasoning apart, so the verdict reads only the answer, and a model cut off while thinking is truncated", async () => {
    const questions = [
      yesNo("think-tags"),
      yesNo("reasoning-content", "No"),
      yesNo("reasoning-field"),
      yesNo("cut-in-reasoning-content"),
      yesNo("cut-in-think-tags"),
      yesNo("cut-after-answer"),
    ];
    const textOf = (id: string): string => questions.find((question) => question.id === id)?.text ?? "";
    const ollamaUsage = { prompt_tokens: 31, completion_tokens: 120, total_tokens: 151 };
    const server = await startScriptedServer({
      // Qwen3 / QwQ / DeepSeek-R1 on Ollama or llama.cpp without a reasoning parser.
      [textOf("think-tags")]: {
        message: { content: "<think>\nParis has been the capital since 987. So yes.\n</think>\n\nYes" },
        finish: "stop",
        usage: ollamaUsage,
      },
      // vLLM with --reasoning-parser deepseek_r1 (and DeepSeek's API): reasoning_content.
      [textOf("reasoning-content")]: {
        message: { content: "No", reasoning_content: "The question is a trick: no." },
        finish: "stop",
        usage: { prompt_tokens: 31, completion_tokens: 64, total_tokens: 95, prompt_tokens_details: null },
      },
      // Ollama (think: true), newer vLLM and OpenRouter: reasoning.
      [textOf("reasoning-field")]: {
        message: { content: "Yes.", reasoning: "Paris is the capital of France." },
        finish: "stop",
        usage: ollamaUsage,
      },
      // The token limit reached while thinking: no content at all.
      [textOf("cut-in-reasoning-content")]: {
        message: {
          content: null,
          reasoning_content: "Let me think about the history of French capitals, starting",
        },
        finish: "length",
        usage: { prompt_tokens: 31, completion_tokens: 4104, total_tokens: 4135 },
      },
      [textOf("cut-in-think-tags")]: {
        message: { content: "<think>\nWas it Versailles for a while? Louis XIV moved" },
        finish: "length",
        usage: ollamaUsage,
      },
      // A model without reasoning cut at the limit after its answer.
      [textOf("cut-after-answer")]: {
        message: { content: "Yes, Paris is the capital of" },
        finish: "length",
        usage: { prompt_tokens: 31, completion_tokens: 8, total_tokens: 39 },
      },
    });
    const model = await createModel(`openai-compatible:qwen3:8b@${server.origin}/v1`);
    expect(model.requestSettings).toEqual({ reasoningTokens: DEFAULT_REASONING_TOKENS });
    const answers = await askQuestions({ model, questions, buildPrompt, retries: 0 });
    expect(bodies(server).every((body) => body.max_tokens === 8 + DEFAULT_REASONING_TOKENS)).toBe(true);
    const byId = new Map(answers.map((answer) => [answer.questionId, answer]));
    expect(byId.get("think-tags")).toMatchObject({
      response: "Yes",
      reasoning: "Paris has been the capital since 987. So yes.",
      finishReason: "stop",
      inputTokens: 31,
      outputTokens: 120,
    });
    expect(byId.get("reasoning-content")).toMatchObject({
      response: "No",
      reasoning: "The question is a trick: no.",
    });
    expect(byId.get("reasoning-field")).toMatchObject({
      response: "Yes.",
      reasoning: "Paris is the capital of France.",
    });
    expect(byId.get("cut-in-reasoning-content")).toMatchObject({
      response: "",
      finishReason: "length",
      reasoning: "Let me think about the history of French capitals, starting",
    });
    expect(byId.get("cut-in-think-tags")).toMatchObject({
      response: "",
      finishReason: "length",
      reasoning: "Was it Versailles for a while? Louis XIV moved",
    });

    const scores = await scoreAnswers(questions, answers);
    const verdicts = Object.fromEntries(
      scores.map((score) => [score.questionId, [score.verdict, score.hitTokenLimit ?? false]]),
    );
    expect(verdicts).toEqual({
      "think-tags": ["correct", false],
      "reasoning-content": ["correct", false],
      "reasoning-field": ["correct", false],
      "cut-in-reasoning-content": ["truncated", true],
      "cut-in-think-tags": ["truncated", true],
      "cut-after-answer": ["correct", true],
    });
  });

  it("reads a WH answer cut at the limit before any words as truncated, not incorrect", async () => {
    const question = makeQuestion({ id: "wh", text: "What is the capital of France?" });
    const server = await startScriptedServer({
      [question.text]: { message: { content: "<think>\nThe capital of France is" }, finish: "length" },
    });
    const model = await createModel(`openai-compatible:deepseek-r1:7b@${server.origin}/v1`);
    const answers = await askQuestions({ model, questions: [question], buildPrompt });
    const [score] = await scoreAnswers([question], answers);
    expect(score).toMatchObject({ verdict: "truncated", hitTokenLimit: true });
    expect(score?.reason).toMatch(/hit the token limit before an answer/);
  });
});
