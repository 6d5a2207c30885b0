// Scale: `factprobe ask` (the built CLI, one process) asks 20,000 questions of a loopback
// OpenAI-compatible server that answers at once, at concurrency 32, without the cache: wall time,
// answers per second, the CLI's peak RSS, and any warning it prints (there should be none).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { startFakeOpenAIServer, syntheticQuestions } from "./fake-openai-server.mjs";

const COUNT = Number(process.env.FACTPROBE_BENCH_SCALE_COUNT ?? 20_000);
const CONCURRENCY = 32;
const here = dirname(fileURLToPath(import.meta.url));
const bin = join(here, "../dist/cli/main.js");
const folder = await mkdtemp(join(tmpdir(), "factprobe-bench-scale-"));
const server = await startFakeOpenAIServer({ delayMs: 0 });
const suite = join(folder, "suite.jsonl");
await writeFile(
  suite,
  syntheticQuestions(COUNT)
    .map((question) => `${JSON.stringify(question)}\n`)
    .join(""),
);
const rssFile = join(folder, "peak-rss");
const out = join(folder, "run");
const started = performance.now();
const { code, stderr } = await new Promise((resolve, reject) => {
  const child = spawn(
    process.execPath,
    [
      "--import",
      pathToFileURL(join(here, "peak-rss.mjs")).href,
      bin,
      "ask",
      suite,
      "--model",
      `openai-compatible:bench@${server.baseURL}`,
      "--out",
      out,
      "--concurrency",
      String(CONCURRENCY),
      "--no-cache",
    ],
    {
      env: { ...process.env, FACTPROBE_CACHE_DIR: join(folder, "cache"), FACTPROBE_BENCH_RSS_FILE: rssFile },
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let text = "";
  child.stderr.on("data", (chunk) => (text += chunk.toString()));
  child.on("error", reject);
  child.on("exit", (exitCode) => resolve({ code: exitCode, stderr: text }));
});
const seconds = (performance.now() - started) / 1000;
await server.close();
const answers = readFileSync(join(out, "answers.jsonl"), "utf8")
  .split("\n")
  .filter((line) => line !== "");
const failed = answers.filter((line) => JSON.parse(line).error !== undefined).length;
const peakMb = Number(readFileSync(rssFile, "utf8")) / 1024 / 1024;
const warnings = stderr.split("\n").filter((line) => /Warning/.test(line));
await rm(folder, { recursive: true, force: true });
console.log(
  `scale: ${COUNT} questions, concurrency ${CONCURRENCY}, loopback OpenAI-compatible server answering at once, no cache, one CLI process: ` +
    `${seconds.toFixed(2)} s wall, ${(answers.length / seconds).toFixed(0)} answers/s, peak RSS ${peakMb.toFixed(0)} MB, ` +
    `${answers.length} answers (${failed} failed), exit ${code}, ${warnings.length} warnings${warnings.length > 0 ? `: ${warnings.join(" | ")}` : ""}`,
);
console.log(
  JSON.stringify({
    questions: COUNT,
    concurrency: CONCURRENCY,
    wallSeconds: +seconds.toFixed(2),
    answersPerSecond: Math.round(answers.length / seconds),
    peakRssMb: Math.round(peakMb),
    answers: answers.length,
    failed,
    exitCode: code,
    warnings: warnings.length,
  }),
);
if (answers.length !== COUNT || failed > 0 || code !== 0 || warnings.length > 0) process.exitCode = 1;
