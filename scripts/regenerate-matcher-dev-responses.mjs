#!/usr/bin/env node
// Regenerates the model-response part of data/matcher-dev-set.jsonl: asks the local model
// (llama-cpp:default) the WH questions of the given topics through the real pipeline
// (`factprobe check --types wh`), then writes one candidate item per answer. Labels are carried
// over from the current development set when the same question got the same response; new or
// changed responses get the label "unlabelled", to be decided by careful reading before merging.
// Empty responses are skipped, and so is a repeat of the same question with the same response.
//
// Usage: npm run build && node scripts/regenerate-matcher-dev-responses.mjs [--per-type N] [--out FILE] [topic ...]
// Defaults: politician writer actor country city, 150 per topic, out /tmp/matcher-dev-responses.jsonl.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({
  options: {
    "per-type": { type: "string", default: "150" },
    out: { type: "string", default: join(tmpdir(), "matcher-dev-responses.jsonl") },
  },
  allowPositionals: true,
});
const topics = positionals.length > 0 ? positionals : ["politician", "writer", "actor", "country", "city"];
const root = new URL("..", import.meta.url).pathname;
const devSetPath = join(root, "data", "matcher-dev-set.jsonl");
const readLines = (path) =>
  existsSync(path)
    ? readFileSync(path, "utf8")
        .split("\n")
        .filter((line) => line.trim() !== "")
        .map((line) => JSON.parse(line))
    : [];
const known = new Map(
  readLines(devSetPath)
    .filter((item) => item.source === "model")
    .map((item) => [`${item.questionId}\u0000${item.response}`, item]),
);

const candidates = [];
const seen = new Set();
for (const topic of topics) {
  const runDirectory = join(tmpdir(), `factprobe-matcher-dev-${topic}`);
  execFileSync(
    process.execPath,
    [
      join(root, "dist", "cli", "main.js"),
      "check",
      "--topic",
      topic,
      "--types",
      "wh",
      "--per-type",
      values["per-type"],
      "--model",
      "llama-cpp:default",
      "--out",
      runDirectory,
    ],
    { stdio: "inherit" },
  );
  const questions = new Map(
    readLines(join(runDirectory, "questions.jsonl")).map((question) => [question.id, question]),
  );
  for (const answer of readLines(join(runDirectory, "answers.jsonl"))) {
    const question = questions.get(answer.questionId);
    if (question === undefined || answer.response === undefined || answer.response.trim() === "") continue;
    const previous = known.get(`${question.id}\u0000${answer.response}`);
    const id = createHash("sha256")
      .update(`${question.text}\u0000${question.answer}\u0000${answer.response}`)
      .digest("hex")
      .slice(0, 12);
    // A question shared by two topics (Eleanor Roosevelt is a politician and a writer) that got
    // the same response again is one item, not two.
    if (seen.has(id)) continue;
    seen.add(id);
    candidates.push({
      version: 1,
      id,
      source: "model",
      kind: "model",
      split: parseInt(id.slice(0, 2), 16) % 2 === 0 ? "calibration" : "held-out",
      topic: question.topic,
      question: question.text,
      gold: question.answer,
      aliases: question.aliases,
      response: answer.response,
      label: previous?.label ?? "unlabelled",
      reason: previous?.reason ?? "",
      questionId: question.id,
      modelId: answer.modelId,
    });
  }
}
writeFileSync(values.out, candidates.map((item) => JSON.stringify(item)).join("\n") + "\n");
const unlabelled = candidates.filter((item) => item.label === "unlabelled").length;
console.log(
  `${candidates.length} model responses written to ${values.out}; ${unlabelled} need a label (read each, write label and reason, then merge into data/matcher-dev-set.jsonl).`,
);
