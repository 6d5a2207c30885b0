// Harness overhead: 2,000 questions against the same local OpenAI-compatible server at concurrency 8,
// factprobe (askIntoRun + the OpenAI-compatible adapter on the official `openai` SDK, no cache)
// against a bare client (plain fetch and a simple concurrency pool) sending the same requests. The
// server is a real loopback HTTP server that answers each request at once, so the harness's own cost
// shows most. Runs alternate in pairs (the side that goes first alternates too); the figure is the
// median of the pairs' ratios, which a shared, noisy machine moves least. BENCH_PAIRS sets the
// number of pairs (default 9); BENCH_SERVER_DELAY_MS=20 adds a server that answers after 20 ms.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { askIntoRun, createOpenAICompatibleModel, paperPrompt } from "../dist/index.js";
import { startFakeOpenAIServer, syntheticQuestions } from "./fake-openai-server.mjs";

const COUNT = 2000;
const CONCURRENCY = 8;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 9);
const extraDelay = Number(process.env.BENCH_SERVER_DELAY_MS ?? 0);
const DELAYS_MS = extraDelay > 0 ? [0, extraDelay] : [0];
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

const median = (values) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const seconds = (milliseconds) => +(milliseconds / 1000).toFixed(3);

for (const DELAY_MS of DELAYS_MS) {
  server = await startFakeOpenAIServer({ delayMs: DELAY_MS });
  url = `${server.baseURL}/chat/completions`;
  await bare(); // warm up connections and JIT
  await factprobe();
  const bareTimes = [];
  const factprobeTimes = [];
  const ratios = [];
  for (let pair = 0; pair < PAIRS; pair += 1) {
    let bareTime;
    let factprobeTime;
    if (pair % 2 === 0) {
      bareTime = await bare();
      factprobeTime = await factprobe();
    } else {
      factprobeTime = await factprobe();
      bareTime = await bare();
    }
    bareTimes.push(bareTime);
    factprobeTimes.push(factprobeTime);
    ratios.push(factprobeTime / bareTime);
  }
  await server.close();
  const ratio = median(ratios);
  console.log(
    `harness overhead, ${COUNT} questions, concurrency ${CONCURRENCY}, loopback OpenAI-compatible server answering ${DELAY_MS === 0 ? "at once" : `after a fixed ${DELAY_MS} ms`} (not a real model): ` +
      `bare fetch pool ${seconds(median(bareTimes)).toFixed(2)} s, factprobe (openai SDK adapter) ${seconds(median(factprobeTimes)).toFixed(2)} s (medians), ` +
      `ratio ${ratio.toFixed(3)} (median of ${PAIRS} alternating pairs; target ≤ 1.05)`,
  );
  console.log(
    JSON.stringify({
      questions: COUNT,
      concurrency: CONCURRENCY,
      serverDelayMs: DELAY_MS,
      bareSeconds: bareTimes.map(seconds),
      factprobeSeconds: factprobeTimes.map(seconds),
      pairRatios: ratios.map((value) => +value.toFixed(3)),
      ratio: +ratio.toFixed(3),
    }),
  );
}
