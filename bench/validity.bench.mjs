#!/usr/bin/env node
// The validity benchmark (the paper's RQ2 on factprobe's own verdicts): for each responder file in
// bench/validity/responses/, replays its responses through an OpenAI-compatible server on
// 127.0.0.1, runs the real CLI (`factprobe ask`, then `factprobe score` with the default matcher)
// on every committed topic suite, joins the verdicts with bench/validity/labels.jsonl and prints,
// per question type and overall, how many `incorrect` verdicts are real errors (precision) and how
// many real errors the verdicts missed. See bench/validity/README.md.
//
// Usage: node bench/run.mjs validity
//        node bench/validity.bench.mjs [--suites DIR] [--responses DIR] [--labels FILE]
//          [--json FILE] [--keep DIR] [--concurrency N]
//          [--lookup-source embedded|<SPARQL URL> | --lookup-snapshot FILE.nt.gz]
// With --lookup-source, `factprobe score` looks up in that source the names of answers that a
// topic's kg.json lacks (`score --source`); --lookup-snapshot serves FILE (e.g. the full 2025
// snapshot the suites' slice was cut from) from an Oxigraph SPARQL server on 127.0.0.1 for that.
// Exits 1 only on broken inputs (malformed files, a failed CLI run); missing responses or labels
// are reported and skipped. Needs `npm run build`.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { basename, dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gunzipSync } from "node:zlib";
import { startReplayServer } from "./replay-server.mjs";
import { readLabels } from "./validity/read-labels.mjs";
import { matchResponses } from "./validity/read-responses.mjs";
import { promptIdOf } from "./validity/render-prompts.mjs";
import { computeValidityFigures, renderValidityTable } from "./validity/validity-figures.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const cli = join(here, "../dist/cli/main.js");
const { createPromptBuilder, readQuestionSuite, wilsonInterval } = await import(
  join(here, "../dist/index.js")
);

const { values } = parseArgs({
  options: {
    suites: { type: "string", default: join(here, "validity/suites") },
    responses: { type: "string", default: join(here, "validity/responses") },
    labels: { type: "string", default: join(here, "validity/labels.jsonl") },
    json: { type: "string" },
    keep: { type: "string" },
    concurrency: { type: "string", default: "4" },
    "lookup-source": { type: "string" },
    "lookup-snapshot": { type: "string" },
  },
});

/** Runs the built CLI; resolves with its stdout, rejects with its stderr when it fails. */
function runCli(args) {
  // No API keys for the child: it talks to the loopback server only.
  const env = { ...process.env };
  for (const name of ["OPENAI_API_KEY", "ANTHROPIC_API_KEY", "OPENAI_BASE_URL", "ANTHROPIC_BASE_URL"])
    delete env[name];
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [cli, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolvePromise(stdout);
      else reject(new Error(`factprobe ${args.join(" ")} exited with ${code}:\n${stderr.trim()}`));
    });
  });
}

async function readJsonLines(path) {
  const text = await readFile(path, "utf8");
  return text
    .split("\n")
    .filter((line) => line.trim() !== "")
    .map((line) => JSON.parse(line));
}

async function loadSuites(folder) {
  const manifestPath = join(folder, "manifest.json");
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing; run \`node bench/validity/make-suites.mjs\` first.`);
  }
  const manifest = JSON.parse(await readFile(manifestPath, "utf8"));
  const buildPrompt = createPromptBuilder();
  const topics = [];
  for (const name of Object.keys(manifest.topics)) {
    const suite = join(folder, `${name}.jsonl`);
    const questions = await readQuestionSuite(suite);
    if (questions.length === 0) continue;
    const kg = join(folder, `${name}.kg.json.gz`);
    topics.push({ name, suite, kg: existsSync(kg) ? kg : undefined, questions });
  }
  const questions = topics.flatMap((topic) => topic.questions);
  const rendered = questions.map((question) => {
    const { messages } = buildPrompt(question);
    const system = messages.filter((message) => message.role === "system").map((message) => message.content);
    return {
      questionId: question.id,
      promptId: promptIdOf(question.id),
      ...(system.length === 0 ? {} : { system: system.join("\n\n") }),
      prompt: messages.filter((message) => message.role === "user").at(-1)?.content ?? "",
    };
  });
  return { topics, questions, rendered };
}

async function runResponder({ name, responsesPath, suites, work, labels }) {
  const { records, warnings } = matchResponses(
    await readFile(responsesPath, "utf8"),
    suites.rendered,
    responsesPath,
  );
  for (const warning of warnings.slice(0, 10)) console.error(`warning: ${warning}`);
  if (warnings.length > 10) console.error(`warning: ... and ${warnings.length - 10} more`);
  const responderFolder = join(work, name);
  await mkdir(responderFolder, { recursive: true });
  const replayFile = join(responderFolder, "replay.jsonl");
  await writeFile(replayFile, records.map((record) => `${JSON.stringify(record)}\n`).join(""));

  const server = await startReplayServer({ responsesFile: replayFile, name, idleTimeoutMs: 600_000 });
  const scores = [];
  const started = performance.now();
  try {
    for (const topic of suites.topics) {
      const runDirectory = join(responderFolder, topic.name);
      await mkdir(runDirectory, { recursive: true });
      if (topic.kg !== undefined)
        await writeFile(join(runDirectory, "kg.json"), gunzipSync(await readFile(topic.kg)));
      await runCli([
        "ask",
        topic.suite,
        "--model",
        server.modelId,
        "--out",
        runDirectory,
        "--no-cache",
        "--concurrency",
        values.concurrency,
      ]);
      await runCli([
        "score",
        runDirectory,
        ...(lookupSource === undefined ? [] : ["--source", lookupSource]),
      ]);
      scores.push(...(await readJsonLines(join(runDirectory, "scores.jsonl"))));
    }
  } finally {
    await server.close();
  }
  const seconds = (performance.now() - started) / 1000;
  const figures = computeValidityFigures({
    responder: name,
    questions: suites.questions,
    scores,
    labels,
    interval: wilsonInterval,
  });
  return {
    ...figures,
    responses: records.length,
    replayMisses: server.failures(),
    warnings,
    seconds,
  };
}

/** Where `factprobe score` looks up answers' names: --lookup-source, or the --lookup-snapshot server. */
let lookupSource = values["lookup-source"];

async function main() {
  let snapshotServer;
  if (values["lookup-snapshot"] !== undefined) {
    const { cachedStoreFor, findOxigraphBinary, startOxigraphServer } = await import("./oxigraph-server.mjs");
    const binary = findOxigraphBinary();
    snapshotServer = await startOxigraphServer(
      binary,
      await cachedStoreFor(binary, resolve(values["lookup-snapshot"])),
    );
    lookupSource = snapshotServer.url;
    console.log(`lookups: ${values["lookup-snapshot"]} served at ${snapshotServer.url}`);
  }
  try {
    return await measure();
  } finally {
    await snapshotServer?.stop();
  }
}

async function measure() {
  const suites = await loadSuites(values.suites);
  const responseFiles = existsSync(values.responses)
    ? (await readdir(values.responses)).filter((file) => file.endsWith(".jsonl")).sort()
    : [];
  console.log(
    `validity: ${suites.questions.length} questions in ${suites.topics.length} topic suites (${values.suites})`,
  );
  if (responseFiles.length === 0) {
    console.log(
      `No responder files in ${values.responses}; nothing to measure. See bench/validity/README.md for how to make them.`,
    );
    return 0;
  }
  let labels = new Map();
  if (existsSync(values.labels)) labels = await readLabels(values.labels);
  else console.log(`No labels at ${values.labels}: only verdict counts can be given.`);
  const known = new Set(suites.questions.map((question) => question.id));
  const strayLabels = [...labels.keys()].filter((id) => !known.has(id)).length;
  if (strayLabels > 0)
    console.error(`warning: ${strayLabels} labels name no question of the suites; ignored`);

  const work =
    values.keep === undefined ? await mkdtemp(join(tmpdir(), "factprobe-validity-")) : resolve(values.keep);
  const results = [];
  try {
    for (const file of responseFiles) {
      const name = basename(file, ".jsonl");
      const result = await runResponder({
        name,
        responsesPath: join(values.responses, file),
        suites,
        work,
        labels,
      });
      results.push(result);
      console.log(
        `\n${name}: ${result.responses} responses for ${suites.questions.length} questions, ${result.replayMisses} asked without a recording; ask + score in ${result.seconds.toFixed(1)} s`,
      );
      console.log(renderValidityTable(result));
    }
  } finally {
    if (values.keep === undefined) await rm(work, { recursive: true, force: true });
  }
  const json = {
    version: 1,
    questions: suites.questions.length,
    labels: labels.size,
    strayLabels,
    responders: results.map(({ warnings, ...result }) => ({ ...result, warnings: warnings.length })),
  };
  console.log(`\nJSON ${JSON.stringify(json)}`);
  if (values.json !== undefined) await writeFile(values.json, `${JSON.stringify(json, null, 2)}\n`);
  return 0;
}

main().then(
  (code) => (process.exitCode = code),
  (error) => {
    console.error(`validity: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  },
);
