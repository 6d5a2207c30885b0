// Harness overhead: 2,000 questions against the same local OpenAI-compatible server at concurrency 8,
// factprobe (askIntoRun + the OpenAI-compatible adapter, no cache) against a bare client (plain fetch
// and a simple concurrency pool) sending the same requests. The server is a real loopback HTTP
// server that answers each request at once (instant: the harness's own cost shows most) or after
// BENCH_SERVER_DELAY_MS (default 20 ms; a real model would serialise calls at about 4/s, 8 minutes
// per side). BENCH_SERVER_DELAY_MS=0 runs the instant server only.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { askIntoRun, createOpenAICompatibleModel, paperPrompt } from "../dist/index.js";
import { startFakeOpenAIServer, syntheticQuestions } from "./fake-openai-server.mjs";

const COUNT = 2000;
const CONCURRENCY = 8;
const DELAYS_MS = [...new Set([0, Number(process.env.BENCH_SERVER_DELAY_MS ?? 20)])];
const questions = syntheticQuestions(COUNT);
let server;
let url;

async function bare() {
  let next = 0;
  const answers = new Array(COUNT);
  const worker = async () => {
    while (next < COUNT) {
      const index = next++;
      const prompt = paperPrompt(questions[index]);
      const response = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({
          model: "bench",
          messages: prompt.messages,
          temperature: 0,
          max_tokens: prompt.maxTokens,
        }),
      });
      answers[index] = (await response.json()).choices[0].message.content;
    }
  };
  const started = performance.now();
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return performance.now() - started;
}

async function factprobe() {
  const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-bench-overhead-"));
  const model = createOpenAICompatibleModel({ model: "bench", baseURL: server.baseURL });
  const started = performance.now();
  const result = await askIntoRun({
    runDirectory,
    model,
    questions,
    buildPrompt: paperPrompt,
    concurrency: CONCURRENCY,
  });
  const elapsed = performance.now() - started;
  if (result.answers.length !== COUNT || result.answers.some((answer) => answer.error !== undefined))
    throw new Error("factprobe lost answers");
  await rm(runDirectory, { recursive: true, force: true });
  return elapsed;
}

for (const DELAY_MS of DELAYS_MS) {
  server = await startFakeOpenAIServer({ delayMs: DELAY_MS });
  url = `${server.baseURL}/chat/completions`;
  await bare(); // warm up connections and JIT
  await factprobe();
  const bareTimes = [];
  const factprobeTimes = [];
  for (let round = 0; round < 3; round += 1) {
    bareTimes.push(await bare());
    factprobeTimes.push(await factprobe());
  }
  await server.close();
  const best = (times) => Math.min(...times);
  const ratio = best(factprobeTimes) / best(bareTimes);
  const ideal = (COUNT / CONCURRENCY) * DELAY_MS;
  console.log(
    `harness overhead, ${COUNT} questions, concurrency ${CONCURRENCY}, loopback OpenAI-compatible server answering ${DELAY_MS === 0 ? "at once" : `after a fixed ${DELAY_MS} ms`} (not a real model): ` +
      `bare fetch pool ${(best(bareTimes) / 1000).toFixed(2)} s, factprobe ${(best(factprobeTimes) / 1000).toFixed(2)} s (ideal ${(ideal / 1000).toFixed(2)} s), ` +
      `ratio ${ratio.toFixed(3)} (target ≤ 1.05; best of 3 rounds each)`,
  );
  console.log(
    JSON.stringify({
      questions: COUNT,
      concurrency: CONCURRENCY,
      serverDelayMs: DELAY_MS,
      bareSeconds: bareTimes.map((time) => +(time / 1000).toFixed(3)),
      factprobeSeconds: factprobeTimes.map((time) => +(time / 1000).toFixed(3)),
      ratio: +ratio.toFixed(3),
    }),
  );
}
