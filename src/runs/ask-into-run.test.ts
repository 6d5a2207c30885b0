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
