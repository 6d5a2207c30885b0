import { existsSync } from "node:fs";
import { mkdtemp, readFile, stat } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openEmbeddedSource } from "../knowledge/embedded-source.js";
import type { KnowledgeSource } from "../knowledge/knowledge-source.js";
import { createLlamaCppModel } from "../models/llama-cpp-model.js";
import { defaultModelPath } from "../models/default-model-path.js";
import type { LanguageModel } from "../models/language-model.js";
import { isDeferredModel } from "../models/deferred-model.js";
import { createModel } from "../models/model-registry.js";
import { runCheck } from "./run-check.js";

describe("runCheck on the embedded slice and the real local model", () => {
  let source: KnowledgeSource;
  let model: LanguageModel;
  beforeAll(async () => {
    const modelPath = defaultModelPath({ env: process.env, homedir: homedir() });
    expect(
      existsSync(modelPath),
      `${modelPath} is missing: run \`npm test\` (it runs \`factprobe setup --model gemma-3-270m\`)`,
    ).toBe(true);
    [source, model] = await Promise.all([
      openEmbeddedSource(),
      createLlamaCppModel({ modelPath, threads: 2 }),
    ]);
  });
  afterAll(async () => {
    await model.dispose?.();
    await source.close?.();
  });

  it("writes every stage's file, answers every question, and a rerun asks nothing again", async () => {
    const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-check-"));
    const stages: string[] = [];
    const first = await runCheck({
      source,
      topic: "country",
      model,
      runDirectory,
      limit: 40,
      perType: 4,
      onStage: (message) => stages.push(message),
    });

    expect(first.questions.map((question) => question.type)).toEqual([
      ...Array<string>(4).fill("yes-no"),
      ...Array<string>(4).fill("multiple-choice"),
      ...Array<string>(4).fill("wh"),
    ]);
    expect(first.questions.filter((question) => question.answer === "Yes")).toHaveLength(2);
    expect(first.answers).toHaveLength(12);
    expect(
      first.answers.every((answer) => answer.error === undefined && typeof answer.response === "string"),
    ).toBe(true);
    expect(first.scores).toHaveLength(12);
    expect(stages[0]).toMatch(/instance of \(P31\) = country \(Q6256\)/);
    for (const file of Object.values(first.files)) expect(existsSync(file), file).toBe(true);
    const report = await readFile(first.files.report, "utf8");
    expect(report).toMatch(/\| llama-cpp:.* \| Yes-No \| \d+ \|/);

    const rerun = await runCheck({
      source,
      topic: "country",
      model,
      runDirectory,
      limit: 40,
      perType: 4,
      onStage: (message) => stages.push(message),
    });
    expect(rerun.answers).toEqual(first.answers);
    expect({ ...rerun.summary, timings: undefined }).toEqual({ ...first.summary, timings: undefined });
    expect(first.timings.firstModelCallMs).toBeGreaterThanOrEqual(first.timings.startupMs);
    expect(rerun.timings.firstModelCallMs).toBeUndefined();
    const written = JSON.parse(await readFile(first.files.summary, "utf8")) as Record<string, unknown>;
    expect(written).toMatchObject({ version: 5, timings: rerun.timings, scoring: { matcher: "default" } });
    expect(stages.some((message) => message.startsWith("Reusing"))).toBe(true);
    const lines = (await readFile(first.files.answers, "utf8")).trim().split("\n");
    expect(lines).toHaveLength(12);
  });

  it("answers the paper's kind of question sensibly", async () => {
    const result = await model.generate({
      messages: [
        {
          role: "system",
          content:
            "The following question's topic is about country. Directly give me the answer in 'phrase' or 'word' format. Don't explain the reason or give me a sentence.",
        },
        { role: "user", content: "What is the capital of France?" },
      ],
      temperature: 0,
      maxTokens: 16,
    });
    expect(result.text).toMatch(/Paris/);
  });
});

describe("runCheck with a deferred model and a source opened on demand", () => {
  it("loads the model beside retrieval, and on a rerun opens no source, loads no model and keeps the scores", async () => {
    const modelPath = defaultModelPath({ env: process.env, homedir: homedir() });
    const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-check-deferred-"));
    let opened = 0;
    const run = async (): Promise<Awaited<ReturnType<typeof runCheck>> & { loaded: boolean }> => {
      const model = await createModel("llama-cpp:default", {
        defaultModelPath: modelPath,
        threads: 2,
        deferLoad: true,
      });
      try {
        const result = await runCheck({
          source: () => {
            opened += 1;
            return openEmbeddedSource();
          },
          topic: "country",
          model,
          runDirectory,
          limit: 40,
          perType: 2,
          types: ["yes-no"],
        });
        return { ...result, loaded: isDeferredModel(model) && model.loadStarted };
      } finally {
        await model.dispose?.();
      }
    };
    const first = await run();
    expect(first).toMatchObject({ loaded: true });
    expect(first.timings.modelLoadMs).toBeGreaterThan(0);
    expect(first.answers).toHaveLength(2);
    const scoresWritten = (await stat(first.files.scores)).mtimeMs;

    const rerun = await run();
    expect(opened).toBe(1);
    expect(rerun).toMatchObject({ loaded: false, scores: first.scores });
    expect(rerun.timings.firstModelCallMs).toBeUndefined();
    expect((await stat(first.files.scores)).mtimeMs).toBe(scoresWritten);
  }, 120_000);
});
