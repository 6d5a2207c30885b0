import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { runCli } from "./run-cli.js";
import { captureContext } from "./__fixtures__/capture-context.js";

const run = async (argv: string[], env?: Record<string, string | undefined>) => {
  const context = captureContext(env === undefined ? {} : { env: { ...process.env, ...env } });
  const code = await runCli(argv, context);
  return { code, out: context.out(), err: context.err() };
};

/** A loopback port with nothing listening. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === "string") throw new Error("no port");
  return address.port;
}

describe("factprobe CLI", () => {
  it("lists topics with the three ways to write one", async () => {
    const { code, out } = await run(["topics"]);
    expect(code).toBe(0);
    expect(out).toMatch(/politician\s+People\s+P106=Q82955/i);
    expect(out).toContain('"occupation: emperor"');
    expect(out.match(/^ {2}\S/gm)?.length).toBeGreaterThanOrEqual(15);
  });

  it("explains how topics are written when a topic is unknown", async () => {
    const { code, err } = await run([
      "check",
      "--topic",
      "ocupation: emperor",
      "--model",
      "llama-cpp:default",
      "--out",
      await mkdtemp(join(tmpdir(), "fp-")),
    ]);
    expect(code).toBe(1);
    expect(err).toContain(`Did you mean "occupation" (P106)?`);
    expect(err).toMatch(/politician/);
  });

  it("lists the valid model id forms for an unknown provider", async () => {
    const { code, err } = await run([
      "check",
      "--topic",
      "politician",
      "--model",
      "gpt4",
      "--out",
      await mkdtemp(join(tmpdir(), "fp-")),
    ]);
    expect(code).toBe(1);
    expect(err).toMatch(/llama-cpp:/);
    expect(err).toMatch(/openai:/);
    expect(err).toMatch(/openai-compatible:/);
  });

  it("says how to get a model when the GGUF file is missing or corrupt", async () => {
    const directory = await mkdtemp(join(tmpdir(), "fp-"));
    const missing = await run([
      "check",
      "--topic",
      "politician",
      "--model",
      `llama-cpp:${join(directory, "nope.gguf")}`,
      "--out",
      directory,
    ]);
    expect(missing.code).toBe(1);
    expect(missing.err).toMatch(/nope\.gguf/);
    expect(missing.err).toMatch(/factprobe setup/);
    const corrupt = join(directory, "corrupt.gguf");
    await writeFile(corrupt, "this is not a GGUF file at all");
    const broken = await run([
      "check",
      "--topic",
      "politician",
      "--model",
      `llama-cpp:${corrupt}`,
      "--out",
      directory,
    ]);
    expect(broken.code).toBe(1);
    expect(broken.err).toMatch(/not a valid GGUF/i);
  });

  it("records a down OpenAI-compatible endpoint as a failure per question, says what failed, and does not crash", async () => {
    const port = await closedPort();
    const directory = await mkdtemp(join(tmpdir(), "fp-"));
    const { code, out, err } = await run(
      [
        "check",
        "--topic",
        "country",
        "--model",
        `openai-compatible:some-model@http://127.0.0.1:${port}/v1`,
        "--per-type",
        "2",
        "--limit",
        "30",
        "--out",
        directory,
      ],
      { OPENAI_API_KEY: "sk-secret-should-never-appear" },
    );
    expect(code).toBe(3); // the report is written, and the exit code says calls failed
    const answers = (await readFile(join(directory, "answers.jsonl"), "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { error?: string });
    expect(answers).toHaveLength(6);
    expect(answers.every((answer) => answer.error?.includes(`127.0.0.1:${port}`))).toBe(true);
    expect(err).toMatch(/6 of 6 model calls failed/);
    expect(out).toContain("| **All** | 0 | – | – | – | – | – | – | – | 0 | 0 | 6 |");
    const everything = out + err + (await readFile(join(directory, "answers.jsonl"), "utf8"));
    expect(everything).not.toContain("sk-secret-should-never-appear");
  });

  it("reports a malformed suite line with its line number", async () => {
    const directory = await mkdtemp(join(tmpdir(), "fp-"));
    const suite = join(directory, "suite.jsonl");
    await writeFile(suite, '{"version":1}\n');
    const { code, err } = await run(["ask", suite, "--model", "llama-cpp:default", "--out", directory]);
    expect(code).toBe(1);
    expect(err).toMatch(/suite\.jsonl:1: invalid record/);
  });

  it("rejects unknown commands and options with usage", async () => {
    expect((await run(["frobnicate"])).code).toBe(2);
    const wrong = await run(["check", "--topic", "x", "--modle", "y"]);
    expect(wrong.code).toBe(2);
    expect(wrong.err).toMatch(/Usage: factprobe check/);
  });

  it("runs as the built bin", async () => {
    const bin = join(import.meta.dirname, "../../dist/cli/main.js");
    expect(existsSync(bin), "run `npm run build` first (npm test does)").toBe(true);
    const { stdout } = await promisify(execFile)(process.execPath, [bin, "--help"]);
    expect(stdout).toMatch(/factprobe check --topic politician --model llama-cpp:default/);
  });
});
