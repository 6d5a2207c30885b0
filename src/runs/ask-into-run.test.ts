import { mkdtemp, readFile, writeFile, appendFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { askIntoRun, ANSWERS_FILE } from "./ask-into-run.js";
import { makeQuestion } from "./__fixtures__/make-question.js";
import { createScriptedModel } from "./__fixtures__/scripted-model.js";
import { ModelCallError } from "../errors.js";

const questions = Array.from({ length: 10 }, (_, index) => makeQuestion({ id: `q${index}`, text: `Q${index}?` }));
const buildPrompt = (question: { text: string }) => ({
  messages: [{ role: "user" as const, content: question.text }],
  maxTokens: 8,
});
const readLines = async (path: string) =>
  (await readFile(path, "utf8")).split("\n").filter((line) => line !== "").map((line) => JSON.parse(line) as { questionId: string; response?: string });

describe("askIntoRun", () => {
  it("appends each answer and, when run again, asks nothing already answered", async () => {
    const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-run-"));
    const model = createScriptedModel({ reply: (text) => `A${text}` });
    const first = await askIntoRun({ runDirectory, model, questions, buildPrompt });
    expect(first).toMatchObject({ resumed: 0, asked: 10 });
    const second = await askIntoRun({ runDirectory, model, questions, buildPrompt });
    expect(second).toMatchObject({ resumed: 10, asked: 0 });
    expect(model.requests).toHaveLength(10);
    expect(second.answers).toEqual(first.answers);
    expect(await readLines(join(runDirectory, ANSWERS_FILE))).toHaveLength(10);
  });

  it("resumes after a kill that left a partial last line: no answer lost, none duplicated", async () => {
    const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-run-"));
    const model = createScriptedModel({ reply: (text) => `A${text}` });
    await askIntoRun({ runDirectory, model, questions: questions.slice(0, 4), buildPrompt });
    const path = join(runDirectory, ANSWERS_FILE);
    await appendFile(path, '{"version":1,"questionId":"q4","modelId":"scri');
    const resumed = await askIntoRun({ runDirectory, model, questions, buildPrompt });
    expect(resumed).toMatchObject({ resumed: 4, asked: 6 });
    const lines = await readLines(path);
    expect(lines.map((line) => line.questionId)).toEqual(questions.map((question) => question.id));
    expect(lines.every((line) => line.response?.startsWith("AQ"))).toBe(true);
  });

  it("re-asks only failed questions with retryErrors, and the latest answer wins", async () => {
    const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-run-"));
    let down = true;
    const model = createScriptedModel({
      reply: (text) => (down && text === "Q2?" ? new ModelCallError("m", "HTTP 400") : `A${text}`),
    });
    const first = await askIntoRun({ runDirectory, model, questions, buildPrompt, retries: 0 });
    expect(first.answers[2]?.error).toBe("HTTP 400");
    down = false;
    const again = await askIntoRun({ runDirectory, model, questions, buildPrompt });
    expect(again.asked).toBe(0);
    const retried = await askIntoRun({ runDirectory, model, questions, buildPrompt, retryErrors: true });
    expect(retried.asked).toBe(1);
    expect(retried.answers[2]?.response).toBe("AQ2?");
    expect(retried.answers).toHaveLength(10);
  });

  it("reports a malformed line in the middle of the log with its line number", async () => {
    const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-run-"));
    await writeFile(join(runDirectory, ANSWERS_FILE), 'not json\n{"also": "bad"}\n');
    const model = createScriptedModel({ reply: () => "x" });
    await expect(askIntoRun({ runDirectory, model, questions, buildPrompt })).rejects.toThrow(/answers\.jsonl:1: not valid JSON/);
  });
});

describe("askIntoRun with several models", () => {
  it("asks every model at once into one log, each provider within its limit, and resumes each", async () => {
    const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-run-"));
    const inFlight = new Map<string, number>();
    const peaks = new Map<string, number>();
    const make = (id: string, provider: string) => {
      const model = createScriptedModel({
        id,
        reply: async (text) => {
          inFlight.set(provider, (inFlight.get(provider) ?? 0) + 1);
          peaks.set(provider, Math.max(peaks.get(provider) ?? 0, inFlight.get(provider) ?? 0));
          await new Promise((resolve) => setTimeout(resolve, 3));
          inFlight.set(provider, (inFlight.get(provider) ?? 0) - 1);
          return `${id}:${text}`;
        },
      });
      return Object.assign(model, { provider });
    };
    const models = [make("p:a", "p"), make("p:b", "p"), make("q:c", "q")];
    const result = await askIntoRun({
      runDirectory,
      models,
      questions,
      buildPrompt,
      providerConcurrency: { p: 2, q: 3 },
    });
    expect(result.answers).toHaveLength(30);
    expect(result.models.map((summary) => [summary.modelId, summary.answered, summary.asked])).toEqual([
      ["p:a", 10, 10],
      ["p:b", 10, 10],
      ["q:c", 10, 10],
    ]);
    expect(result.answers[10]).toMatchObject({ modelId: "p:b", questionId: "q0", response: "p:b:Q0?" });
    expect(peaks.get("p")).toBe(2);
    expect(peaks.get("q")).toBe(3);
    const again = await askIntoRun({ runDirectory, models, questions, buildPrompt });
    expect(again).toMatchObject({ asked: 0, resumed: 30 });
    expect(await readLines(join(runDirectory, ANSWERS_FILE))).toHaveLength(30);
  });

  it("stops at the budget, says so, and a larger budget finishes the run", async () => {
    const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-run-"));
    const model = createScriptedModel({ id: "priced:m", reply: () => "xx", defaultConcurrency: 1 });
    const prices = { "priced:m": { input: 1_000_000, output: 1_000_000 } }; // $5 per call, $13 worst case
    const first = await askIntoRun({ runDirectory, model, questions, buildPrompt, prices, maxCostUsd: 30 });
    expect(first).toMatchObject({ asked: 4, stoppedByBudget: true });
    expect(first.models[0]?.costUsd).toBe(20);
    const rest = await askIntoRun({ runDirectory, model, questions, buildPrompt, prices, maxCostUsd: 100 });
    expect(rest).toMatchObject({ asked: 6, resumed: 4, stoppedByBudget: false });
    await expect(
      askIntoRun({ runDirectory, model: createScriptedModel({ reply: () => "x" }), questions, buildPrompt, maxCostUsd: 1 }),
    ).rejects.toThrow(/scripted:test has none[\s\S]*"prices"/);
  });
});
