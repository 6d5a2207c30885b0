// A fully cached rerun of 10,000 questions: the first run fills the response cache from a loopback
// OpenAI-compatible server; the rerun, into a fresh run directory, must make zero model calls.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import {
  askIntoRun,
  createFileResponseCache,
  createOpenAICompatibleModel,
  paperPrompt,
} from "../dist/index.js";
import { startFakeOpenAIServer, syntheticQuestions } from "./fake-openai-server.mjs";

const COUNT = 10_000;
const folder = await mkdtemp(join(tmpdir(), "factprobe-bench-cache-"));
const server = await startFakeOpenAIServer({ delayMs: 0 });
const questions = syntheticQuestions(COUNT);
const model = createOpenAICompatibleModel({ model: "bench", baseURL: server.baseURL });
const cache = createFileResponseCache({ directory: join(folder, "responses") });

const firstStarted = performance.now();
await askIntoRun({
  runDirectory: join(folder, "first"),
  model,
  questions,
  buildPrompt: paperPrompt,
  concurrency: 16,
  cache,
});
const firstSeconds = (performance.now() - firstStarted) / 1000;
const callsBefore = server.requests();

const started = performance.now();
const rerun = await askIntoRun({
  runDirectory: join(folder, "rerun"),
  model,
  questions,
  buildPrompt: paperPrompt,
  concurrency: 16,
  cache,
});
const seconds = (performance.now() - started) / 1000;
const calls = server.requests() - callsBefore;
await server.close();
await rm(folder, { recursive: true, force: true });
const cached = rerun.answers.filter((answer) => answer.cached === true).length;
console.log(
  `fully cached rerun of ${COUNT} questions: ${seconds.toFixed(2)} s (target ≤ 3 s), ${calls} model calls, ${cached} answers from cache; ` +
    `first run (filling the cache from a loopback server) ${firstSeconds.toFixed(2)} s, peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
console.log(
  JSON.stringify({
    questions: COUNT,
    rerunSeconds: +seconds.toFixed(3),
    modelCalls: calls,
    cached,
    firstRunSeconds: +firstSeconds.toFixed(3),
  }),
);
