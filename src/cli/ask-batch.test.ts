// `factprobe ask --batch` as a user runs it: the built bin against the loopback batch server. The
// process is SIGKILLed while its batch runs; the rerun polls the same batch and submits nothing.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, expect, it } from "vitest";
import { startBatchServer, type BatchServer } from "../../bench/batch-server.mjs";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";

const bin = join(import.meta.dirname, "../../dist/cli/main.js");
const API_KEY = "sk-batch-cli-test-0123456789";
let server: BatchServer;
let folder: string;
let suite: string;
beforeEach(async () => {
  server = await startBatchServer({
    apiKey: API_KEY,
    pollsToComplete: 2,
    fail: (question) =>
      question.includes("question 7?") ? { status: 400, message: "invalid prompt" } : undefined,
  });
  folder = await mkdtemp(join(tmpdir(), "factprobe-batch-cli-"));
  suite = join(folder, "suite.jsonl");
  const questions = Array.from({ length: 20 }, (_, index) =>
    makeQuestion({ id: `q${index}`, text: `Batch question ${index}?` }),
  );
  await writeFile(suite, questions.map((question) => `${JSON.stringify(question)}\n`).join(""));
});
afterEach(async () => {
  await server.close();
});

const lines = (path: string): string[] =>
  existsSync(path)
    ? readFileSync(path, "utf8")
        .split("\n")
        .filter((line) => line !== "")
    : [];

/** Runs the CLI; with `killWhen`, SIGKILLs it as soon as that holds. */
function runBin(
  argv: string[],
  killWhen?: () => boolean,
): Promise<{ exit: number | string; stdout: string; stderr: string }> {
  const env = {
    ...process.env,
    FACTPROBE_CACHE_DIR: join(folder, "cache"),
    OPENAI_API_KEY: API_KEY,
    OPENAI_BASE_URL: server.openaiBaseURL,
    ANTHROPIC_API_KEY: API_KEY,
    ANTHROPIC_BASE_URL: server.anthropicBaseURL,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...argv], { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearInterval(poll);
      resolve({ exit: signal ?? code ?? -1, stdout, stderr });
    });
    const poll = setInterval(() => {
      if (killWhen?.() === true) child.kill("SIGKILL");
    }, 5);
  });
}

it.each(["openai:gpt-4o-mini", "anthropic:claude-3-5-haiku-latest"])(
  "%s: a killed batch run resumes polling the same batch, and records its failed request as an error",
  async (model) => {
    expect(existsSync(bin), "run `npm run build` first (npm test does)").toBe(true);
    const out = join(folder, "run");
    const argv = ["ask", suite, "--model", model, "--out", out, "--batch", "--poll-interval", "0.01"];
    server.hold();
    const killed = await runBin(
      argv,
      () => lines(join(out, "batches.jsonl")).length > 0 && server.counts.retrievals > 0,
    );
    expect(killed.exit).toBe("SIGKILL");
    expect(lines(join(out, "answers.jsonl"))).toEqual([]);
    expect(server.counts.batchesCreated).toBe(1);
    server.release();
    const resumed = await runBin(argv);
    expect(server.counts.batchesCreated).toBe(1);
    const answers = lines(join(out, "answers.jsonl")).map(
      (line) => JSON.parse(line) as { questionId: string; response?: string; error?: string },
    );
    expect(answers).toHaveLength(20);
    expect(answers.find((answer) => answer.questionId === "q7")?.error).toMatch(/invalid prompt/);
    expect(answers.filter((answer) => answer.response !== undefined)).toHaveLength(19);
    // Exit 3: some calls failed (recorded). The progress shows the batch's state and counts.
    expect(resumed.exit).toBe(3);
    expect(resumed.stderr).toMatch(/Batch \S+ \(.+\): completed, 20\/20 done, 1 failed/);
    expect(resumed.stdout).toContain("20/20 answered (20 now, of which 0 from cache and 1 failed");
    expect(JSON.stringify(answers)).not.toContain(API_KEY);
  },
);

it("--dry-run prices the calls at batch prices, half the direct ones", async () => {
  const config = join(folder, "config.json");
  await writeFile(
    config,
    JSON.stringify({ version: 1, prices: { "openai:gpt-4o": { input: 1000, output: 1000 } } }),
  );
  const argv = [
    "ask",
    suite,
    "--model",
    "openai:gpt-4o",
    "--out",
    join(folder, "dry"),
    "--dry-run",
    "--config",
    config,
  ];
  const direct = await runBin(argv);
  const batch = await runBin([...argv, "--batch"]);
  const cost = (text: string) => Number(/Total: 20 calls, at most \$(\d+\.\d+)/.exec(text)?.[1]);
  expect(cost(direct.stdout)).toBeGreaterThan(0);
  expect(cost(batch.stdout)).toBeCloseTo(cost(direct.stdout) / 2, 3);
  expect(batch.stdout).toContain("at batch prices");
  expect(server.counts.requests).toBe(0);
});

it("refuses --batch for a model without a batch API, naming the ones that have one", async () => {
  const model = "openai-compatible:m@http://127.0.0.1:9/v1";
  const result = await runBin(["ask", suite, "--model", model, "--out", join(folder, "x"), "--batch"]);
  expect(result.exit).not.toBe(0);
  expect(result.stderr).toMatch(
    /--batch needs a provider with a batch API, and openai-compatible:m@\S+ has none/,
  );
  expect(result.stderr).toContain("openai: and anthropic:");
});

it("--cancel-batches cancels the running batch, keeps what it answered and submits nothing new", async () => {
  const out = join(folder, "cancel");
  // Polls 200 ms apart: the kill lands after the second poll (10 of 20 requests done), before a third.
  const argv = [
    "ask",
    suite,
    "--model",
    "openai:gpt-4o-mini",
    "--out",
    out,
    "--batch",
    "--poll-interval",
    "0.2",
  ];
  server.hold();
  const first = await runBin(argv, () => server.counts.retrievals >= 2);
  expect(first.exit).toBe("SIGKILL");
  const cancelled = await runBin([...argv, "--cancel-batches"]);
  expect(cancelled.stderr).toMatch(/Cancelling\. Batch \S+ \(openai:gpt-4o-mini\): cancelling/);
  expect(server.batches().map((batch) => batch.status)).toEqual(["cancelled"]);
  expect(server.counts.batchesCreated).toBe(1);
  server.release();
  // The next run without --cancel-batches sends the questions the cancelled batch did not answer.
  expect(lines(join(out, "answers.jsonl"))).toHaveLength(10);
  await runBin(argv);
  expect(server.counts.batchesCreated).toBe(2);
  expect(server.batches()[1]?.requests).toBe(10);
  expect(lines(join(out, "answers.jsonl"))).toHaveLength(20);
});

it("score --batch sends the LLM judge's verdicts in one batch, and a rescore sends none", async () => {
  await server.close();
  // One server for the model under test and the judge: the judge says correct for even questions.
  server = await startBatchServer({
    apiKey: API_KEY,
    reply: (prompt) => {
      if (!prompt.startsWith("You grade answers")) return `A:${prompt}`;
      const number = Number(/Question: Batch question (\d+)\?/.exec(prompt)?.[1]);
      return JSON.stringify({ verdict: number % 2 === 0 ? "correct" : "incorrect" });
    },
  });
  const out = join(folder, "scored");
  expect(
    (
      await runBin([
        "ask",
        suite,
        "--model",
        "openai:gpt-4o-mini",
        "--out",
        out,
        "--batch",
        "--poll-interval",
        "0.01",
      ])
    ).exit,
  ).toBe(0);
  const score = ["score", out, "--matcher", "llm-judge:openai:gpt-4o", "--batch", "--poll-interval", "0.01"];
  const scored = await runBin(score);
  expect(scored.exit).toBe(0);
  expect(scored.stderr).toMatch(/Batch \S+ \(openai:gpt-4o\): completed, 20\/20 done, 0 failed/);
  expect(server.counts.batchesCreated).toBe(2);
  const verdicts = lines(join(out, "scores.jsonl")).map(
    (line) => (JSON.parse(line) as { verdict: string }).verdict,
  );
  expect(verdicts.filter((verdict) => verdict === "correct")).toHaveLength(10);
  expect(verdicts.filter((verdict) => verdict === "incorrect")).toHaveLength(10);
  await runBin(score);
  expect(server.counts.batchesCreated).toBe(2);
  const refused = await runBin(["score", out, "--matcher", "exact", "--batch"]);
  expect(refused.exit).toBe(2);
  expect(refused.stderr).toContain("the exact matcher calls no model");
});
