// Issue 13.11: suites with a byte order mark or Latin-1 bytes, empty suites, --concurrency 0, no
// listener warning at concurrency 32, and consistency facts in a stable order.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { captureContext } from "../cli/__fixtures__/capture-context.js";
import { runCli } from "../cli/run-cli.js";
import { readQuestionSuite } from "../io/read-question-suite.js";
import { findInconsistentFacts } from "../reports/find-inconsistent-facts.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import { askIntoRun } from "./ask-into-run.js";
import { makeQuestion } from "./__fixtures__/make-question.js";
import { createScriptedModel } from "./__fixtures__/scripted-model.js";

const warnings: Error[] = [];
const onWarning = (warning: Error): void => {
  warnings.push(warning);
};
afterEach(() => {
  process.off("warning", onWarning);
});

async function folder(): Promise<string> {
  return await mkdtemp(join(tmpdir(), "factprobe-small-"));
}
const line = (id: string, text = `Question ${id}?`): string => `${JSON.stringify(makeQuestion({ id, text }))}\n`;

describe("question suites", () => {
  it("a suite saved with a UTF-8 byte order mark is read", async () => {
    const path = join(await folder(), "suite.jsonl");
    await writeFile(path, `\uFEFF${line("q1")}${line("q2")}`);
    expect((await readQuestionSuite(path)).map((question) => question.id)).toEqual(["q1", "q2"]);
  });

  it("Latin-1 bytes are an error that names the line, not silent U+FFFD", async () => {
    const path = join(await folder(), "suite.jsonl");
    const latin1 = Buffer.from(line("q2", "Où est Montréal?"), "latin1");
    await writeFile(path, Buffer.concat([Buffer.from(line("q1")), latin1]));
    await expect(readQuestionSuite(path)).rejects.toThrow(`${path}:2: is not valid UTF-8 (byte 0xF9`);
  });

  it("`ask` with an empty suite says so and exits 1", async () => {
    const directory = await folder();
    const suite = join(directory, "empty.jsonl");
    await writeFile(suite, "");
    const context = captureContext();
    const code = await runCli(["ask", suite, "--model", "openai-compatible:m@http://127.0.0.1:9/v1", "--out", join(directory, "run")], context);
    expect(code).toBe(1);
    expect(context.err()).toContain("holds no questions, so there is nothing to ask");
  });

  it("`ask --concurrency 0` is a usage error, not silently 1", async () => {
    const directory = await folder();
    const suite = join(directory, "suite.jsonl");
    await writeFile(suite, line("q1"));
    const context = captureContext();
    const code = await runCli(
      ["ask", suite, "--model", "openai-compatible:m@http://127.0.0.1:9/v1", "--out", join(directory, "run"), "--concurrency", "0"],
      context,
    );
    expect(code).toBe(2);
    expect(context.err()).toContain('--concurrency must be a whole number of at least 1, got "0"');
  });
});

describe("asking at concurrency 32", () => {
  it("prints no MaxListenersExceededWarning on the run's signal", async () => {
    process.on("warning", onWarning);
    const model = createScriptedModel({
      reply: async (text) => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return `answer to ${text}`;
      },
      defaultConcurrency: 32,
    });
    const questions = Array.from({ length: 200 }, (_, index) => makeQuestion({ id: `q${index}` }));
    const result = await askIntoRun({
      runDirectory: await folder(),
      model,
      questions,
      buildPrompt: (question) => ({ messages: [{ role: "user", content: question.text }], maxTokens: 8 }),
      concurrency: 32,
      signal: new AbortController().signal,
    });
    expect(result.answers).toHaveLength(200);
    await new Promise((resolve) => setImmediate(resolve)); // warnings are emitted on the next tick
    expect(warnings.filter((warning) => warning.name === "MaxListenersExceededWarning")).toEqual([]);
  });
});

describe("consistency facts", () => {
  it("come in the same order whatever order the answers arrived in", () => {
    const fact = (object: string) => ({
      subject: "Q90",
      subjectLabel: "Paris",
      relation: "P17",
      relationLabel: "country",
      object,
      objectLabel: object,
    });
    const questions = ["Q142", "Q183", "Q38"].flatMap((object) => [
      makeQuestion({ id: `yn-${object}`, type: "yes-no", facts: [fact(object)] }),
      makeQuestion({ id: `wh-${object}`, type: "wh", facts: [fact(object)] }),
    ]);
    const scores = questions.map(
      (question) =>
        ({
          version: 1,
          questionId: question.id,
          modelId: "m",
          type: question.type,
          hops: 1,
          topic: "country",
          verdict: question.type === "wh" ? "correct" : "incorrect",
          reason: "",
        }) as unknown as ScoredAnswer,
    );
    const forwards = findInconsistentFacts(scores, questions);
    const backwards = findInconsistentFacts([...scores].reverse(), questions);
    expect(JSON.stringify(backwards)).toBe(JSON.stringify(forwards));
    expect(forwards[0]?.facts.map((entry) => entry.fact.object)).toEqual(["Q142", "Q183", "Q38"]);
  });
});
