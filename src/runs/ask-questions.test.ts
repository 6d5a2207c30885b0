import { describe, expect, it } from "vitest";
import { ModelCallError } from "../errors.js";
import { askQuestions } from "./ask-questions.js";
import { createBudget } from "./budget.js";
import { createLimiter } from "./limiter.js";
import type { CachedResponse, ResponseCache } from "./response-cache.js";
import { makeQuestion } from "./__fixtures__/make-question.js";
import { createScriptedModel } from "./__fixtures__/scripted-model.js";

const questions = Array.from({ length: 20 }, (_, index) => makeQuestion({ id: `q${index}`, text: `Q${index}?` }));
const buildPrompt = (question: { text: string }) => ({
  messages: [{ role: "user" as const, content: question.text }],
  maxTokens: 8,
});
const noSleep = () => Promise.resolve();

describe("askQuestions", () => {
  it("asks every question once at temperature 0 and returns answers in question order", async () => {
    const model = createScriptedModel({
      reply: async (text) => {
        await new Promise((resolve) => setTimeout(resolve, Math.random() * 5));
        return `answer to ${text}`;
      },
    });
    const answers = await askQuestions({ model, questions, buildPrompt, concurrency: 5 });
    expect(answers.map((answer) => answer.questionId)).toEqual(questions.map((question) => question.id));
    expect(answers[3]?.response).toBe("answer to Q3?");
    expect(model.requests).toHaveLength(20);
    expect(model.requests.every((request) => request.temperature === 0 && request.maxTokens === 8)).toBe(true);
  });

  it("never runs more calls at once than the concurrency limit", async () => {
    let inFlight = 0;
    let peak = 0;
    const model = createScriptedModel({
      reply: async () => {
        inFlight += 1;
        peak = Math.max(peak, inFlight);
        await new Promise((resolve) => setTimeout(resolve, 2));
        inFlight -= 1;
        return "ok";
      },
    });
    await askQuestions({ model, questions, buildPrompt, concurrency: 3 });
    expect(peak).toBe(3);
  });

  it("retries retryable failures, honouring Retry-After, and records what still fails as data", async () => {
    const waits: number[] = [];
    const model = createScriptedModel({
      reply: (text, index) => {
        if (text === "Q0?" && index < 2) return new ModelCallError("m", "HTTP 429", { retryable: true, retryAfterSeconds: 7 });
        if (text === "Q1?") return new ModelCallError("m", "HTTP 400: bad request", { status: 400 });
        if (text === "Q2?") return new ModelCallError("m", "HTTP 503", { retryable: true });
        return "fine";
      },
      defaultConcurrency: 1,
    });
    const answers = await askQuestions({
      model,
      questions: questions.slice(0, 4),
      buildPrompt,
      retries: 2,
      sleep: (milliseconds) => {
        waits.push(milliseconds);
        return Promise.resolve();
      },
      random: () => 0.5,
    });
    expect(answers).toHaveLength(4);
    expect(answers[0]).toMatchObject({ response: "fine", attempts: 3 });
    expect(waits.slice(0, 2)).toEqual([7000, 7000]);
    expect(answers[1]).toMatchObject({ error: "HTTP 400: bad request", attempts: 1 });
    expect(answers[1]?.response).toBeUndefined();
    expect(answers[2]).toMatchObject({ error: "HTTP 503", attempts: 3 });
    expect(answers[3]?.response).toBe("fine");
  });

  it("turns a hung call into a timeout error without stopping the run", async () => {
    const model = createScriptedModel({
      reply: (text) => (text === "Q0?" ? new Promise<string>(() => undefined) : "ok"),
    });
    const answers = await askQuestions({
      model,
      questions: questions.slice(0, 3),
      buildPrompt,
      timeoutMs: 50,
      retries: 0,
      sleep: noSleep,
    });
    // The scripted model ignores the abort signal, like a stuck server: the runner must not wait forever.
    expect(answers[0]?.error).toMatch(/timed out after 50 ms/);
    expect(answers.slice(1).map((answer) => answer.response)).toEqual(["ok", "ok"]);
  });
});

describe("askQuestions with cache, limits, prices and budget", () => {
  const memoryCache = () => {
    const entries = new Map<string, CachedResponse>();
    const cache: ResponseCache = {
      get: (key) => Promise.resolve(entries.get(key)),
      set: (entry) => {
        entries.set(entry.key, entry);
        return Promise.resolve();
      },
    };
    return { cache, entries };
  };

  it("answers a repeated run from the cache with zero model calls, and marks those records cached", async () => {
    const { cache, entries } = memoryCache();
    const model = createScriptedModel({ reply: (text) => (text === "Q3?" ? new ModelCallError("m", "HTTP 400") : `A${text}`) });
    const price = { input: 1, output: 2 };
    const first = await askQuestions({ model, questions, buildPrompt, cache, price, retries: 0 });
    expect(model.requests).toHaveLength(20);
    expect(entries.size).toBe(19); // failures are not cached
    expect(first[0]).toMatchObject({ response: "AQ0?", costUsd: (3 * 1 + 4 * 2) / 1e6 });
    expect(first[0]?.cached).toBeUndefined();
    const second = await askQuestions({ model, questions, buildPrompt, cache, price, retries: 0 });
    expect(model.requests).toHaveLength(21); // only the failed question was asked again
    expect(second[0]).toMatchObject({ response: "AQ0?", cached: true, costUsd: 0, inputTokens: 3, outputTokens: 4 });
    expect(second.filter((record) => record.cached === true)).toHaveLength(19);
    const otherTokens = await askQuestions({ model, questions: questions.slice(0, 1), buildPrompt: (question) => ({ ...buildPrompt(question), maxTokens: 9 }), cache });
    expect(otherTokens[0]?.cached).toBeUndefined(); // a different maxTokens is a different request
  });

  it("stops cleanly at the budget: no call that could overshoot starts, and the rest stays unasked", async () => {
    const model = createScriptedModel({ reply: () => "xx", defaultConcurrency: 1 });
    // Worst case per call: (ceil(3/4) + 4) input + 8 output tokens at $1M per token each = $13; real cost 3 + 2 = $5.
    const price = { input: 1_000_000, output: 1_000_000 };
    const budget = createBudget(30);
    const answers = await askQuestions({ model, questions, buildPrompt, price, budget });
    expect(answers.map((answer) => answer.costUsd)).toEqual([5, 5, 5, 5]);
    expect(budget.spentUsd).toBe(20);
    expect(budget.exhausted).toBe(true);
    expect(model.requests).toHaveLength(4); // the fifth could have cost 20 + 13 > 30
  });

  it("shares a limiter between models: never more calls in flight than its limit", async () => {
    let inFlight = 0;
    let peak = 0;
    const reply = async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 2));
      inFlight -= 1;
      return "ok";
    };
    const limiter = createLimiter(3);
    const models = [createScriptedModel({ id: "scripted:a", reply }), createScriptedModel({ id: "scripted:b", reply })];
    await Promise.all(models.map((model) => askQuestions({ model, questions, buildPrompt, concurrency: 3, limiter })));
    expect(peak).toBe(3);
  });

  it("records an empty reply and a refusal as such", async () => {
    const model = createScriptedModel({ reply: () => "" });
    const refusing: typeof model = {
      ...model,
      generate: () => Promise.resolve({ text: "I can't help with that.", usage: undefined, finishReason: "refusal", latencyMs: 1 }),
    };
    const [empty] = await askQuestions({ model, questions: questions.slice(0, 1), buildPrompt });
    expect(empty).toMatchObject({ response: "", attempts: 1 });
    expect(empty?.error).toBeUndefined();
    const [refusal] = await askQuestions({ model: refusing, questions: questions.slice(0, 1), buildPrompt });
    expect(refusal).toMatchObject({ response: "I can't help with that.", finishReason: "refusal" });
  });

  it("backs off exponentially with full jitter up to maxBackoffMs, and never less than Retry-After", async () => {
    const waits: number[] = [];
    const model = createScriptedModel({
      reply: (_text, index) =>
        index < 4 ? new ModelCallError("m", "HTTP 503", { retryable: true, ...(index === 3 ? { retryAfterSeconds: 2 } : {}) }) : "ok",
    });
    const [answer] = await askQuestions({
      model,
      questions: questions.slice(0, 1),
      buildPrompt,
      retries: 5,
      backoffMs: 100,
      maxBackoffMs: 300,
      random: () => 1,
      sleep: (milliseconds) => {
        waits.push(milliseconds);
        return Promise.resolve();
      },
    });
    expect(answer).toMatchObject({ response: "ok", attempts: 5 });
    expect(waits).toEqual([100, 200, 300, 2000]);
  });
});
