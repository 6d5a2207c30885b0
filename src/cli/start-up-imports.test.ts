// What a command loads at start-up: only the packages it uses. Runs the built CLI (npm test builds
// first) with a module hook that reports every package a module is resolved from.
import { spawn } from "node:child_process";
import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, it } from "vitest";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";

const bin = join(import.meta.dirname, "../../dist/cli/main.js");

/** Runs the CLI in `cwd`; resolves with the packages its modules came from. */
async function packagesLoaded(cwd: string, argv: string[]): Promise<Set<string>> {
  // Synchronous hooks (Node 22.15 and later) see require() too, which loads ESM packages without
  // the asynchronous hooks on Node 24; older Node versions get the asynchronous ones.
  const hooks = join(cwd, "hooks.mjs");
  await writeFile(
    hooks,
    `const report = (url) => {
  const match = /node_modules\\/((?:@[^/]+\\/)?[^/]+)\\//.exec(url);
  if (match !== null) process.stderr.write("package " + match[1] + "\\n");
};
export async function resolve(specifier, context, next) {
  const result = await next(specifier, context);
  report(result.url);
  return result;
}
export function resolveSync(specifier, context, next) {
  const result = next(specifier, context);
  report(result.url);
  return result;
}\n`,
  );
  const register = join(cwd, "register.mjs");
  await writeFile(
    register,
    `import * as module from "node:module";
import { resolveSync } from ${JSON.stringify(`file://${hooks}`)};
if (typeof module.registerHooks === "function") module.registerHooks({ resolve: resolveSync });
else module.register(${JSON.stringify(`file://${hooks}`)});\n`,
  );
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", register, bin, ...argv], {
      cwd,
      env: { ...process.env, FACTPROBE_CACHE_DIR: join(cwd, "cache") },
      stdio: ["ignore", "ignore", "pipe"],
    });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString("utf8")));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code !== 0) reject(new Error(`factprobe ${argv.join(" ")} exited with ${String(code)}: ${stderr}`));
      else resolve(new Set([...stderr.matchAll(/^package (\S+)$/gmu)].map((match) => match[1] ?? "")));
    });
  });
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
