// What a command loads at start-up: only the packages it uses. Runs the built CLI (npm test builds
// first) with a module hook that reports every package a module is resolved from.
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import { runReportingPackages } from "./__fixtures__/run-reporting-packages.js";

const bin = join(import.meta.dirname, "../../dist/cli/main.js");

/** Runs the CLI in `cwd`; resolves with the packages its modules came from. */
async function packagesLoaded(cwd: string, argv: string[]): Promise<Set<string>> {
  const run = await runReportingPackages(cwd, bin, argv);
  if (run.code !== 0)
    throw new Error(`factprobe ${argv.join(" ")} exited with ${String(run.code)}: ${run.stderr}`);
  return run.packages;
}

it("`ask` of an OpenAI-compatible model loads the openai SDK, and neither the YAML parser when there is no config file nor another provider’s SDK", async () => {
  const folder = await mkdtemp(join(tmpdir(), "factprobe-imports-"));
  await writeFile(join(folder, "suite.jsonl"), `${JSON.stringify(makeQuestion({ id: "q1" }))}\n`);
  const argv = [
    "ask",
    "suite.jsonl",
    "--model",
    "openai-compatible:m@http://127.0.0.1:9/v1",
    "--out",
    "run",
    "--dry-run",
  ];
  const withoutConfig = await packagesLoaded(folder, argv);
  expect(withoutConfig.has("openai")).toBe(true);
  expect(withoutConfig.has("yaml")).toBe(false);
  expect(withoutConfig.has("@anthropic-ai/sdk")).toBe(false);
  expect(withoutConfig.has("node-llama-cpp")).toBe(false);
  // A config file is read with the yaml package (line numbers for JSON too), loaded once one is found.
  await writeFile(join(folder, "factprobe.config.yaml"), "version: 1\n");
  const withConfig = await packagesLoaded(folder, argv);
  expect(withConfig.has("yaml")).toBe(true);
}, 30_000);
