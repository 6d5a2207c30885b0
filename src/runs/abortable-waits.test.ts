// Every wait of the runner ends on Ctrl-C, and a Retry-After beyond the cap is not waited for.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { ModelCallError } from "../errors.js";
import { askQuestions } from "./ask-questions.js";
import { makeQuestion } from "./__fixtures__/make-question.js";
import { createScriptedModel } from "./__fixtures__/scripted-model.js";
import { startScriptedOpenAIServer, type ScriptedOpenAIServer } from "./__fixtures__/scripted-openai-server.js";

const bin = join(import.meta.dirname, "../../dist/cli/main.js");
const buildPrompt = (question: { text: string }) => ({
  messages: [{ role: "user" as const, content: question.text }],
  maxTokens: 8,
});
const servers: ScriptedOpenAIServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

const rateLimited = (seconds: number) =>
  createScriptedModel({
    reply: () =>
      new ModelCallError("scripted:test", "HTTP 429: slow down", { status: 429, retryable: true, retryAfterSeconds: seconds }),
  });

describe("waits between attempts", () => {
  it("a Retry-After of 3600 s (over the 120 s default cap) is recorded as the error at once, not waited for", async () => {
    const waits: number[] = [];
    const records = await askQuestions({
      model: rateLimited(3600),
      questions: [makeQuestion({ id: "q1" })],
      buildPrompt,
      sleep: (milliseconds) => {
        waits.push(milliseconds);
        return Promise.resolve();
      },
    });
    expect(waits).toEqual([]);
    expect(records[0]?.attempts).toBe(1);
    expect(records[0]?.error).toContain("asked to wait 3600 s before retrying, more than the 120 s limit");
  });

  it("the cap is configurable: with maxRetryAfterMs 10 s a Retry-After of 5 s is waited for, one of 11 s is not", async () => {
    const waits: number[] = [];
    const sleep = (milliseconds: number) => {
      waits.push(milliseconds);
      return Promise.resolve();
    };
    const options = { questions: [makeQuestion({ id: "q1" })], buildPrompt, sleep, retries: 1, maxRetryAfterMs: 10_000 };
    const waited = await askQuestions({ ...options, model: rateLimited(5) });
    expect(waits).toEqual([5000]);
    expect(waited[0]?.attempts).toBe(2);
    const refused = await askQuestions({ ...options, model: rateLimited(11) });
    expect(waits).toEqual([5000]);
    expect(refused[0]?.error).toContain("more than the 10 s limit");
  });

  it("an abort during a 100 s Retry-After wait (the default sleep) ends the run at once", async () => {
    const controller = new AbortController();
    setTimeout(() => {
      controller.abort(new Error("interrupted"));
    }, 50);
    const started = performance.now();
    const records = await askQuestions({
      model: rateLimited(100),
      questions: [makeQuestion({ id: "q1" })],
      buildPrompt,
      signal: controller.signal,
    });
    // Far below the 100 s wait, with room for a busy machine: the abort ended it, not the timer.
    expect(performance.now() - started).toBeLessThan(30_000);
    expect(records).toEqual([]); // a cancelled question is left for the resumed run
  });

  it("SIGINT during a Retry-After wait stops `factprobe ask` within seconds, exit 130", async () => {
    expect(existsSync(bin), "run `npm run build` first (npm test does)").toBe(true);
    const server = await startScriptedOpenAIServer({ fault: () => "429", retryAfterSeconds: 100 });
    servers.push(server);
    const folder = await mkdtemp(join(tmpdir(), "factprobe-sigint-"));
    const suite = join(folder, "suite.jsonl");
    await writeFile(suite, `${JSON.stringify(makeQuestion({ id: "q1" }))}\n`);
    const child = spawn(
      process.execPath,
      [bin, "ask", suite, "--model", `openai-compatible:m@${server.baseURL}`, "--out", join(folder, "run")],
      { env: { ...process.env, FACTPROBE_CACHE_DIR: join(folder, "cache") }, stdio: ["ignore", "ignore", "pipe"] },
    );
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.on("exit", (code) => { resolve(code); }));
    while (server.server.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 20));
    await new Promise((resolve) => setTimeout(resolve, 200)); // now inside the 100 s wait
    const interrupted = performance.now();
    child.kill("SIGINT");
    const code = await Promise.race([exited, new Promise((resolve) => setTimeout(() => { resolve("still running"); }, 10_000))]);
    if (code === "still running") child.kill("SIGKILL");
    expect(code).toBe(130);
    expect(performance.now() - interrupted).toBeLessThan(10_000); // the wait was 100 s
    expect(stderr).toContain("Run the same command again");
    expect(existsSync(join(folder, "run", "answers.jsonl")) ? readFileSync(join(folder, "run", "answers.jsonl"), "utf8") : "").toBe("");
  }, 20_000);
});
