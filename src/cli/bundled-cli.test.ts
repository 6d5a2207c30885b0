// The command users run: package.json's `bin`, the CLI bundled with zod, the SDKs and commander
// (scripts/bundle-cli.mjs; npm test builds it first). It must work on its own, and an HTTP `ask`
// must load no package from node_modules at all (that is what makes it start fast).
import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import * as nodeModule from "node:module";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { afterEach, expect, it } from "vitest";
import {
  startLoopbackHttpServer,
  type LoopbackHttpServer,
} from "../models/__fixtures__/loopback-http-server.js";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import { runReportingPackages, type PackagesRun } from "./__fixtures__/run-reporting-packages.js";

const packageRoot = join(import.meta.dirname, "../..");
const servers: LoopbackHttpServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** Runs the bin with a module hook; resolves with its exit code, output and the packages it loaded. */
async function runBin(cwd: string, argv: string[]): Promise<PackagesRun> {
  const { bin } = JSON.parse(await readFile(join(packageRoot, "package.json"), "utf8")) as {
    bin: { factprobe: string };
  };
  return runReportingPackages(cwd, join(packageRoot, bin.factprobe), argv);
}

it("the bundled bin prints its help and asks an OpenAI-compatible server, loading no package from node_modules", async () => {
  const server = await startLoopbackHttpServer((request, response) => {
    const body = JSON.parse(request.body) as { messages: { content: string }[] };
    response.writeHead(200, { "content-type": "application/json" });
    response.end(
      JSON.stringify({
        choices: [{ message: { content: `Paris (${String(body.messages.length)})` }, finish_reason: "stop" }],
        usage: { prompt_tokens: 12, completion_tokens: 2 },
      }),
    );
  });
  servers.push(server);
  const folder = await mkdtemp(join(tmpdir(), "factprobe-bin-"));
  const help = await runBin(folder, ["--help"]);
  expect(help.code).toBe(0);
  expect(help.stdout).toContain("Usage: factprobe <command> [options]");

  const questions = ["q1", "q2", "q3"].map((id) => makeQuestion({ id }));
  await writeFile(
    join(folder, "suite.jsonl"),
    questions.map((question) => `${JSON.stringify(question)}\n`).join(""),
  );
  const ask = await runBin(folder, [
    "ask",
    "suite.jsonl",
    "--model",
    `openai-compatible:m@${server.origin}/v1`,
    "--out",
    "run",
  ]);
  expect(ask.code, ask.stderr).toBe(0);
  const answers = (await readFile(join(folder, "run", "answers.jsonl"), "utf8"))
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as { questionId: string; response?: string });
  expect(answers.map((answer) => answer.questionId).sort()).toEqual(["q1", "q2", "q3"]);
  expect(answers.every((answer) => answer.response?.startsWith("Paris") === true)).toBe(true);
  expect([...ask.packages]).toEqual([]);
}, 60_000);

// Node 22.1 and later: the bin keeps the code it compiles in Node's compile cache, in the system's
// temporary folder (here TMPDIR) when NODE_COMPILE_CACHE does not say where.
it.skipIf(!("enableCompileCache" in nodeModule))(
  "the bundled bin keeps its compiled modules in Node's compile cache",
  async () => {
    const { bin } = JSON.parse(await readFile(join(packageRoot, "package.json"), "utf8")) as {
      bin: { factprobe: string };
    };
    const folder = await mkdtemp(join(tmpdir(), "factprobe-bin-cache-"));
    const env: NodeJS.ProcessEnv = { ...process.env, TMPDIR: folder };
    delete env.NODE_COMPILE_CACHE;
    delete env.NODE_DISABLE_COMPILE_CACHE;
    // A command's help loads the command's module, which is compiled after the cache is on.
    const { stdout } = await promisify(execFile)(
      process.execPath,
      [join(packageRoot, bin.factprobe), "questions", "--help"],
      { env },
    );
    expect(stdout).toContain("questions");
    const cache = join(folder, "node-compile-cache");
    expect(existsSync(cache)).toBe(true);
    const entries = await readdir(cache, { recursive: true });
    expect(entries.length).toBeGreaterThan(1);
  },
  60_000,
);
