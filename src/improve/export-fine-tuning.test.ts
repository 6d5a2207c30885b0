import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { readQuestionSuite } from "../io/read-question-suite.js";
import { writeRunData } from "../reports/__fixtures__/sample-run.js";
import { twelveFactsRun } from "./__fixtures__/twelve-facts-run.js";
import { exportFineTuning } from "./export-fine-tuning.js";
import { questionEntities } from "./question-entities.js";

const readLines = async (path: string): Promise<{ messages: { role: string; content: string }[] }[]> =>
  (await readFile(path, "utf8"))
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as { messages: { role: string; content: string }[] });

describe("exportFineTuning", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "factprobe-ft-"));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("writes failed questions with their answers as chat JSONL, split entity-disjointly, mixed with general data", async () => {
    const data = twelveFactsRun(directory);
    await writeRunData(directory, data);
    const general = join(directory, "general.jsonl");
    await writeFile(
      general,
      `${JSON.stringify({ instruction: "Name a colour.", output: "Blue." })}\n${JSON.stringify({ conversations: ["Hi", "Hello!"] })}\n`,
    );
    const out = join(directory, "ft");
    const result = await exportFineTuning({
      runDirectory: directory,
      outDirectory: out,
      modelId: "model:a",
      evalFraction: 0.25,
      generalFile: general,
    });

    expect(result.train + result.validation).toBe(18);
    expect(result.general).toBe(2);
    const train = await readLines(join(out, "openai", "train.jsonl"));
    expect(train).toHaveLength(result.train + 2);
    const example = train.find(
      (line) => line.messages[0]?.role === "system" && line.messages[1]?.content.startsWith("Is "),
    );
    expect(example?.messages.map((message) => message.role)).toEqual(["system", "user", "assistant"]);
    expect(example?.messages[2]?.content).toBe("Yes");
    expect(train.some((line) => line.messages[0]?.content === "Name a colour.")).toBe(true);
    expect(await readFile(join(out, "huggingface", "train.jsonl"), "utf8")).toBe(
      await readFile(join(out, "openai", "train.jsonl"), "utf8"),
    );

    const evaluation = await readQuestionSuite(join(out, "eval-questions.jsonl"));
    expect(evaluation.length).toBe(result.evaluationQuestions);
    expect(evaluation.length).toBeGreaterThan(0);
    const manifest = JSON.parse(await readFile(join(out, "manifest.json"), "utf8")) as {
      train: { ids: string[] };
    };
    const trainEntities = new Set(
      data.questions
        .filter((question) => manifest.train.ids.includes(question.id))
        .flatMap((question) => [...questionEntities(question)]),
    );
    for (const question of evaluation)
      for (const entity of questionEntities(question)) expect(trainEntities.has(entity)).toBe(false);
    expect(await readFile(join(out, "README.md"), "utf8")).toContain("factprobe improve compare");
  });
});
