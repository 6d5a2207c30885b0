// Kill the real CLI process with SIGKILL at random moments, rerun the same command, and check that
// the final answers equal an uninterrupted run's: none lost, none duplicated. Uses the built bin.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, expect, it } from "vitest";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import {
  startScriptedOpenAIServer,
  type ScriptedOpenAIServer,
} from "../runs/__fixtures__/scripted-openai-server.js";

const bin = join(import.meta.dirname, "../../dist/cli/main.js");
const COUNT = 120;
let server: ScriptedOpenAIServer | undefined;
beforeAll(async () => {
  server = await startScriptedOpenAIServer({ reply: (question) => `reply to ${question}`, delayMs: 4 });
});
afterAll(async () => {
  await server?.close();
});

const lines = (path: string): string[] =>
  existsSync(path)
    ? readFileSync(path, "utf8")
        .split("\n")
        .filter((line) => line !== "")
    : [];

/** Runs the CLI; with `killAfterLines`, SIGKILLs it once the log holds that many lines. */
function runBin(
  argv: string[],
  env: NodeJS.ProcessEnv,
  log: string,
  killAfterLines?: number,
): Promise<number | string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [bin, ...argv], { env, stdio: "ignore" });
    child.on("error", reject);
    child.on("exit", (code, signal) => {
      clearInterval(poll);
      resolve(signal ?? code ?? -1);
    });
    const poll = setInterval(() => {
      if (killAfterLines !== undefined && lines(log).length >= killAfterLines) child.kill("SIGKILL");
    }, 5);
  });
}

it("resumes after SIGKILL at random points with exactly the answers of an uninterrupted run", async () => {
  expect(existsSync(bin), "run `npm run build` first (npm test does)").toBe(true);
  if (server === undefined) throw new Error("beforeAll did not finish");
  const folder = await mkdtemp(join(tmpdir(), "factprobe-kill-"));
  const suite = join(folder, "suite.jsonl");
  const questions = Array.from({ length: COUNT }, (_, index) =>
    makeQuestion({ id: `q${index}`, text: `Kill question ${index}?` }),
  );
  await writeFile(suite, questions.map((question) => `${JSON.stringify(question)}\n`).join(""));
  const env = { ...process.env, FACTPROBE_CACHE_DIR: join(folder, "cache") };
  const model = `openai-compatible:m@${server.baseURL}`;
  const argv = (out: string) => ["ask", suite, "--model", model, "--out", out, "--concurrency", "4"];

  const killed = join(folder, "killed");
  const log = join(killed, "answers.jsonl");
  const kills: (number | string)[] = [];
  for (let kill = 0; kill < 3; kill += 1) {
    const target = lines(log).length + 5 + Math.floor(Math.random() * 25);
    kills.push(await runBin(argv(killed), env, log, target));
  }
  expect(kills).toEqual(["SIGKILL", "SIGKILL", "SIGKILL"]);
  expect(lines(log).length).toBeLessThan(COUNT);
  expect(await runBin(argv(killed), env, log)).toBe(0);

  const straight = join(folder, "straight");
  expect(await runBin([...argv(straight), "--no-cache"], env, join(straight, "answers.jsonl"))).toBe(0);
  const view = (path: string) =>
    lines(path)
      .map(
        (line) =>
          JSON.parse(line) as { questionId: string; modelId: string; response?: string; error?: string },
      )
      .map(
        (record) =>
          `${record.modelId} ${record.questionId} ${record.response ?? `error ${record.error ?? ""}`}`,
      )
      .sort();
  const resumed = view(log);
  expect(resumed).toHaveLength(COUNT);
  expect(new Set(resumed).size).toBe(COUNT);
  expect(resumed).toEqual(view(join(straight, "answers.jsonl")));
});
