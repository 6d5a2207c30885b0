// The local models factprobe can fetch (data/local-models.json), side by side on the demo suite:
// accuracy per question type and questions per second. One suite for all: `check --topic politician
// --per-type 30` (the demo) generates it with the first model, then every model answers the same
// questions through `ask` (no response cache) and `score` (default matcher).
//
// Usage: node bench/local-models.bench.mjs [--suite <questions.jsonl>] [model name ...]
// Models must be in the cache folder (`factprobe setup --model <name>`); missing ones are listed and
// skipped. Threads: FACTPROBE_THREADS (default: every core).
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { localModelCatalog, modelCacheDir } from "../dist/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, "..", "dist", "cli", "main.js");
const { values, positionals } = parseArgs({
  options: { suite: { type: "string" } },
  allowPositionals: true,
});
const catalog = localModelCatalog();
const names = positionals.length > 0 ? positionals : Object.keys(catalog.models);
const cacheDir = modelCacheDir({ env: process.env, homedir: homedir() });
const present = [];
for (const name of names) {
  const entry = catalog.models[name];
  if (entry === undefined) {
    console.error(`Unknown model ${name}. Known: ${Object.keys(catalog.models).join(", ")}`);
    process.exit(2);
  }
  const path = join(cacheDir, entry.fileName);
  if (existsSync(path)) present.push({ name, entry, path });
  else console.log(`skipped ${name}: ${path} is missing (run \`factprobe setup --model ${name}\`)`);
}
if (present.length === 0) process.exit(1);

const percent = (value) => (value === undefined ? "-" : (value * 100).toFixed(1));
const row = (result) =>
  `| ${result.name} | ${result.prompt} | ${(result.bytes / 1e6).toFixed(0)} | ${percent(result.accuracy["yes-no"])} | ${percent(result.accuracy["multiple-choice"])} | ${percent(result.accuracy.wh)} | ${percent(result.accuracy.all)} | ${result.questionsPerSecond.toFixed(2)} | ${result.askSeconds.toFixed(1)} | ${result.truncated}/${result.answered} |`;

const work = await mkdtemp(join(tmpdir(), "factprobe-bench-local-models-"));
const run = (args) =>
  execFileSync(process.execPath, [cli, ...args], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
try {
  const suite = join(work, "suite.jsonl");
  if (values.suite === undefined) {
    const first = present[0];
    run([
      "check",
      "--topic",
      "politician",
      "--per-type",
      "30",
      "--model",
      `llama-cpp:${first.path}`,
      "--out",
      join(work, "generate"),
      "--no-cache",
    ]);
    await cp(join(work, "generate", "questions.jsonl"), suite);
  } else {
    await cp(values.suite, suite);
  }
  const questionCount = readFileSync(suite, "utf8").split("\n").filter(Boolean).length;
  const results = [];
  for (const { name, entry, path } of present) {
    const out = join(work, name);
    const started = performance.now();
    run(["ask", suite, "--model", `llama-cpp:${path}`, "--out", out, "--no-cache"]);
    const askSeconds = (performance.now() - started) / 1000;
    run(["score", out]);
    const answers = readFileSync(join(out, "answers.jsonl"), "utf8")
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line));
    const modelSeconds = answers.reduce((sum, answer) => sum + answer.latencyMs, 0) / 1000;
    const truncated = answers.filter((answer) => answer.finishReason === "length").length;
    const summary = JSON.parse(readFileSync(join(out, "summary.json"), "utf8"));
    const accuracy = {};
    for (const row of summary.rows) {
      if (row.domain === "all" && row.topic === "all" && row.hops === "all") {
        accuracy[row.type] = row.cell.accuracy;
      }
    }
    const result = {
      name,
      prompt: entry.chatTemplate ? "chat template" : "completion",
      bytes: entry.bytes,
      accuracy,
      questionsPerSecond: answers.length / modelSeconds,
      askSeconds,
      truncated,
      answered: answers.length,
    };
    results.push(result);
    console.log(`row: ${row(result)}`);
  }
  console.log(
    `demo suite: ${questionCount} questions (topic politician, 30 per type), threads ${process.env.FACTPROBE_THREADS ?? "all cores"}`,
  );
  console.log(
    "| Model | Prompt | MB | Yes-No % | Multiple choice % | WH % | All % | Questions/s (model time) | ask wall s (incl. load) | Truncated |",
  );
  console.log("|---|---|--:|--:|--:|--:|--:|--:|--:|--:|");
  for (const result of results) console.log(row(result));
  const base = results[0];
  for (const result of results.slice(1)) {
    console.log(
      `${result.name}: ${(base.questionsPerSecond / result.questionsPerSecond).toFixed(1)}× slower than ${base.name} per question`,
    );
  }
  console.log(JSON.stringify(results));
} finally {
  await rm(work, { recursive: true, force: true });
}
