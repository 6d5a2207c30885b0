// `check` on 300 questions (100 per type, topic politician, embedded slice) against the local
// model: wall time, questions per second, model tokens per second, peak RSS.
import { mkdtemp, rm } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { createLlamaCppModel, defaultModelPath, openEmbeddedSource, runCheck } from "../dist/index.js";

const threads = Number(process.env.FACTPROBE_THREADS ?? 2);
const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-bench-check-"));
const started = performance.now();
const [source, model] = await Promise.all([
  openEmbeddedSource(),
  createLlamaCppModel({ modelPath: defaultModelPath({ env: process.env, homedir: homedir() }), threads }),
]);
const loaded = performance.now();
let askingStarted = 0;
const result = await runCheck({
  source,
  topic: "politician",
  model,
  runDirectory,
  limit: 200,
  perType: 100,
  onQuestions: () => {
    askingStarted = performance.now();
  },
});
const finished = performance.now();
await model.dispose();
await rm(runDirectory, { recursive: true, force: true });

const answers = result.answers;
const askingSeconds = (finished - askingStarted) / 1000;
const outputTokens = answers.reduce((sum, answer) => sum + (answer.outputTokens ?? 0), 0);
const inputTokens = answers.reduce((sum, answer) => sum + (answer.inputTokens ?? 0), 0);
const modelSeconds = answers.reduce((sum, answer) => sum + answer.latencyMs, 0) / 1000;
const all = result.summary.rows.find((row) => row.type === "all");
const figures = {
  questions: result.questions.length,
  answered: answers.length,
  threads,
  wallSeconds: +((finished - started) / 1000).toFixed(1),
  loadSeconds: +((loaded - started) / 1000).toFixed(1),
  askingSeconds: +askingSeconds.toFixed(1),
  questionsPerSecond: +(answers.length / askingSeconds).toFixed(2),
  promptTokensPerSecond: +(inputTokens / modelSeconds).toFixed(0),
  generatedTokensPerSecond: +(outputTokens / modelSeconds).toFixed(1),
  totalTokensPerSecond: +((inputTokens + outputTokens) / modelSeconds).toFixed(0),
  peakRssMB: +(process.resourceUsage().maxRSS / 1024).toFixed(0),
  accuracy: all === undefined ? null : +(all.cell.accuracy * 100).toFixed(1),
};
console.log(
  `check, 300 questions, local model (${threads} threads): wall ${figures.wallSeconds} s (load ${figures.loadSeconds} s, asking ${figures.askingSeconds} s), ` +
    `${figures.questionsPerSecond} questions/s, model tokens/s: ${figures.totalTokensPerSecond} (prompt ${figures.promptTokensPerSecond}, generated ${figures.generatedTokensPerSecond}), peak RSS ${figures.peakRssMB} MB`,
);
console.log(JSON.stringify(figures));
