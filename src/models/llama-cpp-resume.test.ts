// A resumed local-model run answers like an uninterrupted one: each question starts from an empty
// context sequence. Runs the built CLI on the real default model (Gemma 3 270M), two threads.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { copyFile, mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { defaultModelPath } from "./default-model-path.js";

const bin = join(import.meta.dirname, "../../dist/cli/main.js");
// "Which continent is Germany located in?" after the Yes-No question about Germany was answered
// "Germany is located in the continent of Europe." when the sequence kept the previous prompt's
// KV cache, and "Germany" from an empty one.
const questions = [
  makeQuestion({ id: "italy", type: "wh", text: "Which continent is Italy located in?" }),
  makeQuestion({
    id: "russia",
    type: "yes-no",
    text: "Does Germany share a border with Russia?",
    answer: "No",
  }),
  makeQuestion({ id: "germany", type: "wh", text: "Which continent is Germany located in?" }),
  makeQuestion({ id: "kenya", type: "wh", text: "Which continent is Kenya located in?" }),
  makeQuestion({ id: "peru", type: "yes-no", text: "Does Peru share a border with Chile?", answer: "Yes" }),
  makeQuestion({ id: "chile", type: "wh", text: "What is the capital of Chile?" }),
];
const K = 4;

function ask(suite: string, out: string, env: NodeJS.ProcessEnv): Promise<number | null> {
  return new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      [bin, "ask", suite, "--model", "llama-cpp:default", "--out", out, "--no-cache"],
      { env, stdio: "ignore" },
    );
    child.on("error", reject);
    child.on("exit", resolve);
  });
}

const responses = async (out: string): Promise<Record<string, string | undefined>> =>
  Object.fromEntries(
    (await readFile(join(out, "answers.jsonl"), "utf8"))
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as AnswerRecord)
      .map((record) => [record.questionId, record.response]),
  );

it(`asking the last ${K} of ${questions.length} questions in a fresh process gives the answers of a full run`, async () => {
  expect(existsSync(bin), "run `npm run build` first (npm test does)").toBe(true);
  expect(
    existsSync(defaultModelPath({ env: process.env, homedir: homedir() })),
    "run `npm test` (it runs `factprobe setup --model gemma-3-270m`)",
  ).toBe(true);
  const folder = await mkdtemp(join(tmpdir(), "factprobe-local-resume-"));
  const suite = join(folder, "suite.jsonl");
  await writeFile(suite, questions.map((question) => `${JSON.stringify(question)}\n`).join(""));
  const env = { ...process.env, FACTPROBE_THREADS: "2" };

  const full = join(folder, "full");
  expect(await ask(suite, full, env)).toBe(0);
  const fullAnswers = await responses(full);

  // The resumed run: the first n-k answers are recorded, the last k are asked by a new process.
  const resumed = join(folder, "resumed");
  const head = (await readFile(join(full, "answers.jsonl"), "utf8"))
    .split("\n")
    .slice(0, questions.length - K);
  await mkdir(resumed);
  await copyFile(suite, join(resumed, "questions.jsonl"));
  await writeFile(join(resumed, "answers.jsonl"), `${head.join("\n")}\n`);
  expect(await ask(suite, resumed, env)).toBe(0);
  expect(await responses(resumed)).toEqual(fullAnswers);
}, 240_000);
