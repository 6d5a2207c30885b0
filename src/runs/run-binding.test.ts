// A run directory belongs to one question suite and one writer at a time.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { captureContext } from "../cli/__fixtures__/capture-context.js";
import { runCli } from "../cli/run-cli.js";
import { makeQuestion } from "./__fixtures__/make-question.js";
import { startScriptedOpenAIServer, type ScriptedOpenAIServer } from "./__fixtures__/scripted-openai-server.js";
import { RUN_LOCK_FILE } from "./run-lock.js";

const bin = join(import.meta.dirname, "../../dist/cli/main.js");
const servers: ScriptedOpenAIServer[] = [];
const children: ChildProcess[] = [];
afterEach(async () => {
  for (const child of children.splice(0)) child.kill("SIGKILL");
  for (const server of servers.splice(0)) await server.close();
});

async function setUp(delayMs = 0) {
  const server = await startScriptedOpenAIServer({ reply: (question) => `reply to ${question}`, delayMs });
  servers.push(server);
  const folder = await mkdtemp(join(tmpdir(), "factprobe-binding-"));
  const env = { ...process.env, FACTPROBE_CACHE_DIR: join(folder, "cache") };
  const writeSuite = async (name: string, count: number, prefix: string) => {
    const path = join(folder, name);
    const questions = Array.from({ length: count }, (_, index) =>
      makeQuestion({ id: `${prefix}${index}`, text: `${prefix} question ${index}?` }),
    );
    await writeFile(path, questions.map((question) => `${JSON.stringify(question)}\n`).join(""));
    return path;
  };
  const out = join(folder, "run");
  const model = `openai-compatible:m@${server.baseURL}`;
  const ask = async (suite: string, ...extra: string[]) => {
    const context = captureContext({ env });
    const code = await runCli(["ask", suite, "--model", model, "--out", out, ...extra], context);
    return { code, err: context.err(), out: context.out() };
  };
  const answerLines = () =>
    existsSync(join(out, "answers.jsonl"))
      ? readFileSync(join(out, "answers.jsonl"), "utf8").split("\n").filter((line) => line !== "")
      : [];
  return { server, folder, env, writeSuite, out, model, ask, answerLines };
}

describe("a run directory's suite", () => {
  it("the same suite resumes; a different suite is refused with a clear message; --fresh starts over", async () => {
    const { writeSuite, ask, out, answerLines, server } = await setUp();
    const first = await writeSuite("first.jsonl", 4, "a");
    const second = await writeSuite("second.jsonl", 3, "b");
    expect((await ask(first)).code).toBe(0);
    const questionsBefore = await readFile(join(out, "questions.jsonl"), "utf8");

    const again = await ask(first);
    expect(again.code).toBe(0);
    expect(again.out).toContain("4/4 answered (0 now");

    const refused = await ask(second);
    expect(refused.code).toBe(1);
    expect(refused.err).toContain("holds the run of another question suite (4 questions");
    expect(refused.err).toContain("--fresh");
    expect(await readFile(join(out, "questions.jsonl"), "utf8")).toBe(questionsBefore);
    expect(answerLines()).toHaveLength(4);

    const requestsBefore = server.server.requests.length;
    const fresh = await ask(second, "--fresh");
    expect(fresh.code).toBe(0);
    expect(server.server.requests.length - requestsBefore).toBe(3);
    expect(answerLines().map((line) => (JSON.parse(line) as { questionId: string }).questionId)).toEqual([
      "b0",
      "b1",
      "b2",
    ]);
  });

  it("`score` on a directory that mixes two suites says so instead of crashing", async () => {
    const { writeSuite, ask, out, env } = await setUp();
    expect((await ask(await writeSuite("first.jsonl", 2, "a"))).code).toBe(0);
    await writeFile(join(out, "questions.jsonl"), `${JSON.stringify(makeQuestion({ id: "other" }))}\n`);
    const context = captureContext({ env });
    const code = await runCli(["score", out, "--matcher", "exact"], context);
    expect(code).toBe(1);
    expect(context.err()).toContain("mixes two question suites");
  });
});

describe("one writer per run directory", () => {
  it("a second `ask` on a directory in use is refused, naming the first process's pid; nothing is asked twice", async () => {
    expect(existsSync(bin), "run `npm run build` first (npm test does)").toBe(true);
    const { writeSuite, ask, out, model, env, answerLines, server } = await setUp(20);
    const suite = await writeSuite("suite.jsonl", 60, "q");
    const child = spawn(process.execPath, [bin, "ask", suite, "--model", model, "--out", out, "--concurrency", "2"], {
      env,
      stdio: "ignore",
    });
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => { resolve(code); }));
    while (answerLines().length < 2) await new Promise((resolve) => setTimeout(resolve, 10));
    const second = await ask(suite);
    expect(second.code).toBe(1);
    expect(second.err).toContain(`in use by another factprobe process (pid ${child.pid ?? 0})`);
    expect(await exited).toBe(0);
    expect(answerLines()).toHaveLength(60);
    expect(server.server.requests).toHaveLength(60);
    expect(existsSync(join(out, RUN_LOCK_FILE))).toBe(false);
  }, 30_000);

  it("a stale lock left by a dead process is taken over", async () => {
    const { writeSuite, ask, out, answerLines } = await setUp();
    const suite = await writeSuite("suite.jsonl", 3, "q");
    const dead = spawn(process.execPath, ["-e", ""]);
    await new Promise((resolve) => dead.on("exit", resolve));
    expect((await ask(suite)).code).toBe(0);
    await writeFile(join(out, RUN_LOCK_FILE), `${dead.pid ?? 0}\n`);
    const resumed = await ask(suite, "--retry-errors");
    expect(resumed.code).toBe(0);
    expect(answerLines()).toHaveLength(3);
    expect(existsSync(join(out, RUN_LOCK_FILE))).toBe(false);
  });
});
