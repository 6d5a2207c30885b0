import { describe, expect, it } from "vitest";
import { ModelCallError } from "../errors.js";
import { askQuestions } from "./ask-questions.js";
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
