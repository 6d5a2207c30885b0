import { mkdtemp, writeFile, mkdir, readFile } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ModelCallError } from "../errors.js";
import { createScriptedModel } from "../runs/__fixtures__/scripted-model.js";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import { createTransformersEmbeddingModel } from "./create-transformers-embedding-model.js";
import { createDefaultMatcher } from "./default-matcher.js";
import { defaultEmbeddingModelPath } from "./embedding-model-path.js";
import { createExactAliasMatcher } from "./exact-alias-matcher.js";
import { createLevenshteinMatcher } from "./levenshtein-matcher.js";
import { createLlmJudgeMatcher, parseJudgeVerdict } from "./llm-judge-matcher.js";
import type { Matcher, MatchInput } from "./matcher.js";
import { createMatcher } from "./matcher-registry.js";
import { createNgramMatcher } from "./ngram-matcher.js";
import { scoreAnswers } from "./score-answers.js";
import { scoreRun } from "./score-run.js";
import { createSentenceEmbeddingMatcher } from "./sentence-embedding-matcher.js";
import { createWordEmbeddingMatcher } from "./word-embedding-matcher.js";
import { createWordVectors } from "./word-vectors.js";

const modelPath = defaultEmbeddingModelPath({ env: process.env, homedir: homedir() });
const embeddingModel = createTransformersEmbeddingModel({ modelPath });
const tinyVectors = createWordVectors({
  paris: [1, 0, 0],
  france: [0.9, 0.3, 0],
  berlin: [0, 1, 0],
  london: [0, 0.2, 1],
});
const judge = createScriptedModel({
  reply: (prompt) =>
    /Response: (Paris|the city of Paris|Paree)$/m.test(prompt)
      ? '{"verdict": "correct", "reason": "same city"}'
      : '{"verdict": "incorrect"}',
});

const input = (answer: string, overrides: Partial<MatchInput> = {}): MatchInput => ({
  answer,
  response: answer,
  gold: "Paris",
  aliases: ["City of Light"],
  question: "What is the capital of France?",
  ...overrides,
});

const implementations: [string, () => Matcher][] = [
  ["exact", () => createExactAliasMatcher()],
  ["levenshtein", () => createLevenshteinMatcher()],
  ["ngram", () => createNgramMatcher()],
  [
    "word-embedding (tiny table)",
    () => createWordEmbeddingMatcher({ loadWordVectors: () => Promise.resolve(tinyVectors) }),
  ],
  ["sentence-embedding", () => createSentenceEmbeddingMatcher({ embeddingModel })],
  ["default", () => createDefaultMatcher({ embeddingModel })],
  ["llm-judge (scripted)", () => createLlmJudgeMatcher({ model: judge })],
];

// One contract, every matcher (STYLE 13).
describe.each(implementations)("Matcher contract: %s", (_name, create) => {
  it("passes the gold answer and its aliases, fails another entity, one result per input in order", async () => {
    const matcher = create();
    const results = await matcher.match([
      input("Paris"),
      input("Berlin"),
      input("PARIS", { gold: "Paris", aliases: [] }),
      input("London"),
    ]);
    expect(results.map((result) => result.pass)).toEqual([
      true,
      false,
      matcher.id.startsWith("llm") ? false : true,
      false,
    ]);
    for (const result of results) {
      expect(typeof result.reason).toBe("string");
      if (result.score !== undefined) expect(result.score).toBeGreaterThanOrEqual(0);
    }
    expect(await matcher.match([])).toEqual([]);
  });
});

describe("matchers", () => {
  it("the default matcher accepts aliases, spellings and dates, and refuses hedges and other dates", async () => {
    const matcher = createDefaultMatcher({ embeddingModel });
    const results = await matcher.match([
      input("City of Light"),
      input("Pairs"),
      input("Paris or Lyon"),
      input("9 Nov 1989", { gold: "9 November 1989", aliases: [] }),
      input("1990", { gold: "1989", aliases: [] }),
      input("Marseille"),
    ]);
    expect(results.map((result) => result.pass)).toEqual([true, true, false, true, false, false]);
  });

  it("the default matcher fails an answer that only repeats the question's words", async () => {
    const matcher = createDefaultMatcher({ embeddingModel });
    const asked = {
      question: "Who is the sibling of Wilhelm Grimm?",
      gold: "Jacob Grimm",
      aliases: ["Jacob Ludwig Carl Grimm"],
    };
    const [echo, surname, right] = await matcher.match([
      { ...asked, answer: "Wilhelm Grimm", response: "Wilhelm Grimm" },
      { ...asked, answer: "Grimm", response: "Grimm" },
      { ...asked, answer: "Jacob Grimm", response: "Jacob Grimm" },
    ]);
    expect(echo?.pass).toBe(false);
    expect(echo?.reason).toMatch(/repeats words of the question/u);
    expect(surname?.pass).toBe(false);
    expect(right?.pass).toBe(true);
  });

  it("the LLM judge turns a failed call or a malformed verdict into a grader error", async () => {
    const failing = createScriptedModel({
      reply: (_prompt, index) =>
        index === 0 ? new ModelCallError("scripted:test", "HTTP 500") : "Sure! It is correct.",
    });
    const results = await createLlmJudgeMatcher({ model: failing, concurrency: 1 }).match([
      input("Paris"),
      input("Paris"),
    ]);
    expect(results.map((result) => result.graderError !== undefined)).toEqual([true, true]);
    expect(parseJudgeVerdict('ok {"verdict": "incorrect", "reason": "x"}')).toEqual({
      verdict: "incorrect",
      reason: "x",
    });
    expect(parseJudgeVerdict('{"verdict": "maybe"}')).toBeUndefined();
    const question = makeQuestion({ id: "q" });
    const scores = await scoreAnswers(
      [question],
      [
        {
          version: 1,
          questionId: "q",
          modelId: "m",
          response: "Paris",
          attempts: 1,
          latencyMs: 1,
          answeredAt: "t",
        },
      ],
      { matcher: createLlmJudgeMatcher({ model: failing }) },
    );
    expect(scores[0]).toMatchObject({ verdict: "grader-error", matcher: "llm-judge:scripted:test" });
  });

  it("an unknown matcher id lists the valid ones", async () => {
    await expect(createMatcher("cosine", { embeddingModelPath: modelPath })).rejects.toThrow(
      /Matchers: default, exact, levenshtein/,
    );
  });

  it("a missing embedding model names how to install it; the default matcher still judges what it can", async () => {
    const missing = createTransformersEmbeddingModel({ modelPath: join(tmpdir(), "no-such-model") });
    await expect(
      createSentenceEmbeddingMatcher({ embeddingModel: missing }).match([input("Lyon")]),
    ).rejects.toThrow(/factprobe setup/);
    const results = await createDefaultMatcher({ embeddingModel: missing }).match([
      input("paris"),
      input("Lyon"),
    ]);
    expect(results[0]).toMatchObject({ pass: true });
    expect(results[1]?.graderError).toMatch(/factprobe setup/);
  });
});

describe("scoreRun", () => {
  it("rescores a run directory with the chosen matcher and writes scores.jsonl", async () => {
    const directory = await mkdtemp(join(tmpdir(), "factprobe-score-"));
    await mkdir(directory, { recursive: true });
    const question = makeQuestion({ id: "q1", answer: "Paris", aliases: ["City of Light"] });
    await writeFile(join(directory, "questions.jsonl"), `${JSON.stringify(question)}\n`);
    const record = {
      version: 1,
      questionId: "q1",
      modelId: "m",
      response: "Pairs.",
      attempts: 1,
      latencyMs: 1,
      answeredAt: "t",
    };
    await writeFile(join(directory, "answers.jsonl"), `${JSON.stringify(record)}\n`);
    const exact = await scoreRun(directory, { matcher: createExactAliasMatcher() });
    expect(exact[0]).toMatchObject({ verdict: "incorrect", matcher: "exact" });
    const fuzzy = await scoreRun(directory, { matcher: createDefaultMatcher({ embeddingModel }) });
    expect(fuzzy[0]).toMatchObject({ verdict: "correct", matcher: "default" });
    expect(await readFile(join(directory, "scores.jsonl"), "utf8")).toContain('"matcher":"default"');
  });
});
