// The runner and the OpenAI-compatible adapter together, against a real loopback server that scripts faults.
import { afterEach, describe, expect, it } from "vitest";
import { createOpenAICompatibleModel } from "../models/openai-compatible-model.js";
import { askQuestions } from "./ask-questions.js";
import { makeQuestion } from "./__fixtures__/make-question.js";
import { startScriptedOpenAIServer, type ScriptedOpenAIServer, type ServerFault } from "./__fixtures__/scripted-openai-server.js";

const buildPrompt = (question: { text: string }) => ({ messages: [{ role: "user" as const, content: question.text }], maxTokens: 8 });
const servers: ScriptedOpenAIServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

describe("askQuestions over HTTP with faults", () => {
  it("survives 429 with Retry-After, 500, a hang, a reset mid-body and malformed JSON, and records what keeps failing", async () => {
    const faults: Record<string, ServerFault[]> = {
      "rate-limited?": ["429", "429"],
      "erroring?": ["500"],
      "hanging?": ["hang"],
      "reset?": ["reset-mid-body"],
      "malformed?": ["malformed-json"],
      "always down?": ["500", "500", "500", "500"],
    };
    const server = await startScriptedOpenAIServer({
      fault: (question, attempt) => faults[question]?.[attempt],
      retryAfterSeconds: 3,
    });
    servers.push(server);
    const model = createOpenAICompatibleModel({ model: "m", baseURL: server.baseURL, timeoutMs: 60_000 });
    const questions = [...Object.keys(faults), "fine?"].map((text, index) => makeQuestion({ id: `q${index}`, text }));
    const waits: number[] = [];
    const answers = await askQuestions({
      model,
      questions,
      buildPrompt,
      concurrency: 4,
      retries: 3,
      // Long enough that a loaded machine (the full suite) does not time out a call that answers,
      // short enough for the hang: 300 ms timed out an answered 429 under load.
      timeoutMs: 2000,
      sleep: (milliseconds) => {
        waits.push(milliseconds);
        return Promise.resolve();
      },
      random: () => 0.5,
    });
    const byText = new Map(answers.map((answer, index) => [questions[index]?.text, answer]));
    expect(answers).toHaveLength(7);
    for (const text of ["rate-limited?", "erroring?", "hanging?", "reset?", "malformed?", "fine?"]) {
      expect(byText.get(text)?.response, text).toBe(`A:${text}`);
    }
    expect(byText.get("rate-limited?")?.attempts).toBe(3);
    expect(waits.filter((wait) => wait === 3000)).toHaveLength(2); // Retry-After: 3, honoured twice
    for (const text of ["erroring?", "hanging?", "reset?", "malformed?"]) expect(byText.get(text)?.attempts, text).toBe(2);
    expect(byText.get("always down?")).toMatchObject({ attempts: 4 });
    expect(byText.get("always down?")?.error).toMatch(/HTTP 500: The server had an error/);
    expect(server.attempts.get("fine?")).toBe(1);
  });
});
