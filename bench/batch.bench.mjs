// Batch mode at scale: `factprobe ask --batch` (the built CLI, one process) sends 10,000 questions
// through the loopback batch server (OpenAI's Batch API, then Anthropic's Message Batches), which
// completes each batch at the first poll. Reports end-to-end wall time, the files the run wrote
// and their sizes, and the CLI's peak RSS; beside it, the same 10,000 questions asked directly of
// an instant loopback OpenAI-compatible server at concurrency 32, as a ratio within this run.
// The servers run in this process, so the CLI's RSS is its own.
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startBatchServer } from "./batch-server.mjs";
import { startFakeOpenAIServer, syntheticQuestions } from "./fake-openai-server.mjs";

const COUNT = Number(process.env.FACTPROBE_BENCH_BATCH_COUNT ?? 10_000);
const API_KEY = "sk-bench-batch-0123456789";
const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "../dist/cli/main.js");
const folder = await mkdtemp(join(tmpdir(), "factprobe-bench-batch-"));
const suite = join(folder, "suite.jsonl");
await writeFile(
  suite,
  syntheticQuestions(COUNT)
    .map((question) => `${JSON.stringify(question)}\n`)
    .join(""),
);

/** Runs the CLI with the peak-RSS hook; returns exit code, seconds, peak RSS in MB. */
async function runCli(name, argv, env) {
  const rssFile = join(folder, `${name}.rss`);
  const started = performance.now();
  const { code, stderr } = await new Promise((resolve, reject) => {
    const child = spawn(
      process.execPath,
      ["--import", pathToFileURL(join(here, "peak-rss.mjs")).href, bin, ...argv],
      {
        env: {
          ...process.env,
          FACTPROBE_CACHE_DIR: join(folder, name, "cache"),
          FACTPROBE_BENCH_RSS_FILE: rssFile,
          ...env,
        },
        stdio: ["ignore", "ignore", "pipe"],
      },
    );
    let text = "";
    child.stderr.on("data", (chunk) => (text += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (exitCode) => resolve({ code: exitCode, stderr: text }));
  });
  const seconds = (performance.now() - started) / 1000;
  return { code, stderr, seconds, peakMb: Number(readFileSync(rssFile, "utf8")) / 1024 / 1024 };
}

/** Every file under `directory`: count and bytes, and the largest few by name. */
function filesUnder(directory) {
  const files = [];
  const walk = (path) => {
    for (const entry of readdirSync(path, { withFileTypes: true })) {
      const child = join(path, entry.name);
      if (entry.isDirectory()) walk(child);
      else files.push({ path: relative(directory, child), bytes: statSync(child).size });
    }
  };
  walk(directory);
  return files;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(0)} KB`;
const results = [];
for (const provider of ["openai", "anthropic"]) {
  const server = await startBatchServer({ apiKey: API_KEY });
  const model = provider === "openai" ? "openai:bench-model" : "anthropic:bench-model";
  const env =
    provider === "openai"
      ? { OPENAI_API_KEY: API_KEY, OPENAI_BASE_URL: server.openaiBaseURL }
      : { ANTHROPIC_API_KEY: API_KEY, ANTHROPIC_BASE_URL: server.anthropicBaseURL };
  const out = join(folder, provider, "run");
  const run = await runCli(
    provider,
    ["ask", suite, "--model", model, "--out", out, "--batch", "--poll-interval", "0.1"],
    env,
  );
  await server.close();
  const answers = readFileSync(join(out, "answers.jsonl"), "utf8")
    .split("\n")
    .filter((line) => line !== "");
  const failed = answers.filter((line) => JSON.parse(line).error !== undefined).length;
  const files = filesUnder(join(folder, provider));
  const runFiles = files.filter((file) => file.path.startsWith("run/"));
  const cacheFiles = files.filter((file) => file.path.startsWith("cache/"));
  const sum = (list) => list.reduce((total, file) => total + file.bytes, 0);
  const warnings = run.stderr.split("\n").filter((line) => /Warning/.test(line));
  results.push({
    provider,
    ...run,
    answers: answers.length,
    failed,
    runFiles,
    cacheFiles,
    sum,
    warnings,
    server,
  });
  console.log(
    `batch ${provider}: ${COUNT} questions in ${server.counts.batchesCreated} batch(es), loopback batch server completing at the first poll, one CLI process: ` +
      `${run.seconds.toFixed(2)} s end to end, peak RSS ${run.peakMb.toFixed(0)} MB, ${answers.length} answers (${failed} failed), exit ${run.code}; ` +
      `run directory ${runFiles.length} files ${kb(sum(runFiles))} (${runFiles.map((file) => `${file.path.replace(/^run\//, "")} ${kb(file.bytes)}`).join(", ")}), ` +
      `response cache ${cacheFiles.length} files ${kb(sum(cacheFiles))}; ` +
      `HTTP requests to the server ${server.counts.requests} (${server.counts.filesUploaded} uploads, ${server.counts.retrievals} polls, ${server.counts.downloads} downloads); ` +
      `${warnings.length} warnings`,
  );
}

// The same questions asked directly (one call each), for the ratio.
const direct = await startFakeOpenAIServer({ delayMs: 0 });
const directRun = await runCli(
  "direct",
  [
    "ask",
    suite,
    "--model",
    `openai-compatible:bench@${direct.baseURL}`,
    "--out",
    join(folder, "direct", "run"),
    "--concurrency",
    "32",
  ],
  {},
);
await direct.close();
console.log(
  `direct, same ${COUNT} questions, instant loopback OpenAI-compatible server, concurrency 32: ${directRun.seconds.toFixed(2)} s, peak RSS ${directRun.peakMb.toFixed(0)} MB, exit ${directRun.code}; ` +
    results
      .map(
        (result) =>
          `batch ${result.provider} / direct time ${(result.seconds / directRun.seconds).toFixed(2)}×, memory ${(result.peakMb / directRun.peakMb).toFixed(2)}×`,
      )
      .join("; "),
);
console.log(
  JSON.stringify({
    questions: COUNT,
    batch: results.map((result) => ({
      provider: result.provider,
      wallSeconds: +result.seconds.toFixed(2),
      peakRssMb: Math.round(result.peakMb),
      answers: result.answers,
      failed: result.failed,
      runFiles: Object.fromEntries(result.runFiles.map((file) => [file.path, file.bytes])),
      cacheFiles: result.cacheFiles.length,
      cacheBytes: result.sum(result.cacheFiles),
      exitCode: result.code,
    })),
    direct: {
      wallSeconds: +directRun.seconds.toFixed(2),
      peakRssMb: Math.round(directRun.peakMb),
      exitCode: directRun.code,
    },
  }),
);
await rm(folder, { recursive: true, force: true });
if (
  results.some(
    (result) =>
      result.answers !== COUNT || result.failed > 0 || result.code !== 0 || result.warnings.length > 0,
  )
) {
  process.exitCode = 1;
}
