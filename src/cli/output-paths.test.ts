import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import {
  startScriptedOpenAIServer,
  type ScriptedOpenAIServer,
} from "../runs/__fixtures__/scripted-openai-server.js";
import { captureContext } from "./__fixtures__/capture-context.js";
import { runCli } from "./run-cli.js";

const triples = join(import.meta.dirname, "../knowledge/__fixtures__/triples/people.csv");
const servers: ScriptedOpenAIServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

async function run(argv: string[], folder: string) {
  const context = captureContext({ env: { ...process.env, FACTPROBE_CACHE_DIR: join(folder, "cache") } });
  const code = await runCli(argv, context);
  return { code, err: context.err() };
}

async function suiteIn(folder: string): Promise<string> {
  const suite = join(folder, "suite.jsonl");
  await writeFile(suite, `${JSON.stringify(makeQuestion({ id: "q1" }))}\n`);
  return suite;
}

describe("output paths are checked up front", () => {
  it("ask --out naming an existing file: exit 2 with a clear message, no stack trace", async () => {
    const folder = await mkdtemp(join(tmpdir(), "factprobe-out-"));
    const file = join(folder, "results.txt");
    await writeFile(file, "keep me");
    const { code, err } = await run(
      ["ask", await suiteIn(folder), "--model", "openai-compatible:m@http://127.0.0.1:9/v1", "--out", file],
      folder,
    );
    expect(code).toBe(2);
    expect(err).toContain(`--out ${file} is a file, and a directory is expected here.`);
    expect(err).not.toContain("unexpected failure");
    expect(await readFile(file, "utf8")).toBe("keep me");
  });

  it("ask --out with missing parent directories creates them", async () => {
    const folder = await mkdtemp(join(tmpdir(), "factprobe-out-"));
    const server = await startScriptedOpenAIServer();
    servers.push(server);
    const out = join(folder, "runs", "2026", "june");
    const { code } = await run(
      ["ask", await suiteIn(folder), "--model", `openai-compatible:m@${server.baseURL}`, "--out", out],
      folder,
    );
    expect(code).toBe(0);
    expect(existsSync(join(out, "answers.jsonl"))).toBe(true);
  });

  it("report --out naming a directory: exit 2, a file path suggested", async () => {
    const folder = await mkdtemp(join(tmpdir(), "factprobe-out-"));
    const { code, err } = await run(
      ["report", join(folder, "run"), "--format", "html", "--out", folder],
      folder,
    );
    expect(code).toBe(2);
    expect(err).toContain(`--out ${folder} is a directory, and a file is expected here.`);
    expect(err).toContain(join(folder, "report.html"));
  });

  it("kg view --out in a missing folder creates it; under a file it is refused", async () => {
    const folder = await mkdtemp(join(tmpdir(), "factprobe-out-"));
    const page = join(folder, "pages", "people", "graph.html");
    expect((await run(["kg", "view", triples, "--out", page], folder)).code).toBe(0);
    expect((await readFile(page, "utf8")).startsWith("<!doctype html>")).toBe(true);

    await writeFile(join(folder, "plain"), "");
    const refused = await run(["kg", "view", triples, "--out", join(folder, "plain", "graph.html")], folder);
    expect(refused.code).toBe(2);
    expect(refused.err).toContain("a part of it is a file, not a directory");
  });

  it("kg export --out naming a file and questions --out naming a directory are refused", async () => {
    const folder = await mkdtemp(join(tmpdir(), "factprobe-out-"));
    await writeFile(join(folder, "neo4j"), "");
    const exported = await run(
      ["kg", "export", triples, "--format", "neo4j", "--out", join(folder, "neo4j")],
      folder,
    );
    expect(exported.code).toBe(2);
    expect(exported.err).toContain("is a file, and a directory is expected here");
    await mkdir(join(folder, "suite.jsonl"));
    const questions = await run(["questions", triples, "--out", join(folder, "suite.jsonl")], folder);
    expect(questions.code).toBe(2);
    expect(questions.err).toContain("is a directory, and a file is expected here");
  });
});
