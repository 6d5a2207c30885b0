#!/usr/bin/env node
// Turns a factprobe run's answers into a responder file, e.g. the local model's:
//   node dist/cli/main.js ask bench/validity/suites/all.jsonl --model llama-cpp:default --out runs/validity-local
//   node bench/validity/responses-from-run.mjs runs/validity-local --out bench/validity/responses/local.jsonl
// Takes the latest answer per question of one model (--model, needed when the run has several);
// failed calls are left out (they become `error` answers again when replayed). Lines are
// {"version":1,"questionId":"...","response":"..."}.
import { readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: { model: { type: "string" }, out: { type: "string" } },
});
const runDirectory = positionals[0];
if (runDirectory === undefined || values.out === undefined) {
  console.error(
    "Usage: node bench/validity/responses-from-run.mjs <run-dir> [--model ID] --out <responses.jsonl>",
  );
  process.exit(2);
}
const answers = (await readFile(join(runDirectory, "answers.jsonl"), "utf8"))
  .split("\n")
  .filter((line) => line.trim() !== "")
  .flatMap((line) => {
    try {
      return [JSON.parse(line)];
    } catch {
      return []; // a line cut short by a killed run
    }
  });
const models = [...new Set(answers.map((answer) => answer.modelId))];
const modelId = values.model ?? (models.length === 1 ? models[0] : undefined);
if (modelId === undefined || !models.includes(modelId)) {
  console.error(`Pick one model with --model; the run has: ${models.join(", ") || "none"}.`);
  process.exit(2);
}
const latest = new Map();
for (const answer of answers) if (answer.modelId === modelId) latest.set(answer.questionId, answer);
const lines = [...latest.values()]
  .filter((answer) => typeof answer.response === "string")
  .map((answer) => ({ version: 1, questionId: answer.questionId, response: answer.response }));
await writeFile(values.out, lines.map((line) => `${JSON.stringify(line)}\n`).join(""));
console.log(
  `Wrote ${values.out}: ${lines.length} responses of ${modelId} (${latest.size - lines.length} failed calls left out).`,
);
