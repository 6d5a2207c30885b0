// Harness overhead: 2,000 questions against the same local OpenAI-compatible server at concurrency 8,
// three clients sending the same requests:
// - factprobe: askIntoRun + the OpenAI-compatible adapter on the official `openai` SDK (over its own
//   keep-alive connections, createLimitedHttpFetch), no cache,
//   every answer validated and appended to answers.jsonl;
// - a bare SDK client: the same `openai` SDK called directly (retries off), a simple concurrency pool;
// - a bare SDK client on factprobe's transport: the same SDK given the fetch factprobe gives it
//   (createLimitedHttpFetch: its own keep-alive `node:http` connections, the body kept apart), the raw
//   response asked for and its body parsed with JSON.parse, the same pool;
// - a bare fetch client: plain fetch and JSON.parse, the same pool.
// Each bare client writes a line per answer to a write stream, as the issue defines a bare client
// (global fetch + JSON.parse + append), and factprobe appends each answer record to answers.jsonl. The server is
// a real loopback HTTP server in this process that answers each request at once, so the clients' own
// cost shows most. factprobe ÷ bare SDK on the same transport is the harness's own overhead (issue 14:
// the SDK-based adapter against a bare client, apples to apples); factprobe ÷ bare SDK also counts
// the transport (the SDK's default is the global fetch); bare SDK ÷ bare fetch is what the SDK
// costs; factprobe ÷ bare fetch is all of it. Each round runs the three once, in an order that
// alternates (forward, then reversed); each figure is the median of the rounds' ratios, which a
// shared, noisy machine moves least. BENCH_PAIRS sets the number of rounds (default 9);
// BENCH_SERVER_DELAY_MS=20 adds a server that answers after 20 ms. FACTPROBE_BENCH_ROOT=<checkout>
// measures another build (its dist/) with the same bench.
import { createWriteStream } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import OpenAI from "openai";
import { startFakeOpenAIServer, syntheticQuestions } from "./fake-openai-server.mjs";

const root = resolve(process.env.FACTPROBE_BENCH_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
const { askIntoRun, createOpenAICompatibleModel, paperPrompt } = await import(join(root, "dist", "index.js"));
const { createLimitedHttpFetch } = await import(join(root, "dist", "models", "limited-http-fetch.js"));
const { DEFAULT_MAX_RESPONSE_BYTES } = await import(join(root, "dist", "models", "read-limited-body.js"));
const COUNT = 2000;
const CONCURRENCY = 8;
const PAIRS = Number(process.env.BENCH_PAIRS ?? 9);
const extraDelay = Number(process.env.BENCH_SERVER_DELAY_MS ?? 0);
const DELAYS_MS = extraDelay > 0 ? [0, extraDelay] : [0];
const questions = syntheticQuestions(COUNT);
let server;

/** The request body both bare clients send (what the adapter sends for the paper's prompt). */
function requestBody(index) {
  const prompt = paperPrompt(questions[index]);
  return { model: "bench", messages: prompt.messages, temperature: 0, max_tokens: prompt.maxTokens };
}

/**
 * Runs `ask(index)` for every question, CONCURRENCY at a time, writing a line per answer to a file
 * (a write stream, ended within the time); resolves with the elapsed ms.
 */
async function pool(ask) {
  let next = 0;
  const answers = new Array(COUNT);
  const folder = await mkdtemp(join(tmpdir(), "factprobe-bench-bare-"));
  const started = performance.now();
  const out = createWriteStream(join(folder, "answers.jsonl"), { flags: "a" });
  const worker = async () => {
    while (next < COUNT) {
      const index = next++;
      answers[index] = await ask(index);
      out.write(`${JSON.stringify({ index, response: answers[index] })}\n`);
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  await new Promise((resolvePromise, reject) =>
    out.end((error) => (error ? reject(error) : resolvePromise())),
  );
  const elapsed = performance.now() - started;
  await rm(folder, { recursive: true, force: true });
  if (answers.some((answer) => typeof answer !== "string")) throw new Error("a bare client lost answers");
  return elapsed;
}

function bareFetch() {
  const url = `${server.baseURL}/chat/completions`;
  return pool(async (index) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify(requestBody(index)),
    });
    return (await response.json()).choices[0].message.content;
  });
}

function bareSdk() {
  const client = new OpenAI({ apiKey: "bench", baseURL: server.baseURL, maxRetries: 0, logLevel: "off" });
  return pool(
    async (index) => (await client.chat.completions.create(requestBody(index))).choices[0].message.content,
  );
}

function bareSdkSameTransport() {
  // What the adapter gives the SDK (its default size limit; no key to scrub).
  const transport = createLimitedHttpFetch({ maxBytes: DEFAULT_MAX_RESPONSE_BYTES, scrub: (text) => text });
  const client = new OpenAI({
    apiKey: "bench",
    baseURL: server.baseURL,
    maxRetries: 0,
    logLevel: "off",
    fetch: transport.fetch,
  });
  return pool(async (index) => {
    // The transport hands a successful response back without a body: the SDK's raw response, its
    // body from the transport.
    const response = await client.chat.completions.create(requestBody(index)).asResponse();
    return JSON.parse(transport.bodyOf(response.headers).text).choices[0].message.content;
  });
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
const clients = { fetch: bareFetch, sdk: bareSdk, sdkTransport: bareSdkSameTransport, factprobe };

for (const DELAY_MS of DELAYS_MS) {
  server = await startFakeOpenAIServer({ delayMs: DELAY_MS });
  for (const run of Object.values(clients)) await run(); // warm up connections and JIT
  const times = { fetch: [], sdk: [], sdkTransport: [], factprobe: [] };
  const ratios = { factprobeToFetch: [], factprobeToSdk: [], factprobeToSdkTransport: [], sdkToFetch: [] };
  for (let pair = 0; pair < PAIRS; pair += 1) {
    const forward = ["fetch", "sdk", "sdkTransport", "factprobe"];
    const order = pair % 2 === 0 ? forward : forward.toReversed();
    const round = {};
    for (const name of order) round[name] = await clients[name]();
    for (const name of order) times[name].push(round[name]);
    ratios.factprobeToFetch.push(round.factprobe / round.fetch);
    ratios.factprobeToSdk.push(round.factprobe / round.sdk);
    ratios.factprobeToSdkTransport.push(round.factprobe / round.sdkTransport);
    ratios.sdkToFetch.push(round.sdk / round.fetch);
  }
  await server.close();
  const ratio = Object.fromEntries(Object.entries(ratios).map(([name, values]) => [name, median(values)]));
  console.log(
    `harness overhead, ${COUNT} questions, concurrency ${CONCURRENCY}, loopback OpenAI-compatible server answering ${DELAY_MS === 0 ? "at once" : `after a fixed ${DELAY_MS} ms`} (not a real model): ` +
      `bare fetch pool ${seconds(median(times.fetch)).toFixed(2)} s, bare openai SDK pool ${seconds(median(times.sdk)).toFixed(2)} s, bare openai SDK pool on factprobe's transport ${seconds(median(times.sdkTransport)).toFixed(2)} s, factprobe (openai SDK adapter) ${seconds(median(times.factprobe)).toFixed(2)} s (medians); ` +
      `ratios (median of ${PAIRS} alternating rounds): factprobe/bare fetch ${ratio.factprobeToFetch.toFixed(3)} (target ≤ 1.05), ` +
      `factprobe/bare SDK on the same transport ${ratio.factprobeToSdkTransport.toFixed(3)} (the harness's own overhead), ` +
      `factprobe/bare SDK ${ratio.factprobeToSdk.toFixed(3)} (the harness and its transport), bare SDK/bare fetch ${ratio.sdkToFetch.toFixed(3)} (the SDK's cost)`,
  );
  console.log(
    JSON.stringify({
      questions: COUNT,
      concurrency: CONCURRENCY,
      serverDelayMs: DELAY_MS,
      bareFetchSeconds: times.fetch.map(seconds),
      bareSdkSeconds: times.sdk.map(seconds),
      bareSdkSameTransportSeconds: times.sdkTransport.map(seconds),
      factprobeSeconds: times.factprobe.map(seconds),
      factprobeToFetchRatios: ratios.factprobeToFetch.map((value) => +value.toFixed(3)),
      factprobeToSdkRatios: ratios.factprobeToSdk.map((value) => +value.toFixed(3)),
      factprobeToSdkSameTransportRatios: ratios.factprobeToSdkTransport.map((value) => +value.toFixed(3)),
      sdkToFetchRatios: ratios.sdkToFetch.map((value) => +value.toFixed(3)),
      ratio: +ratio.factprobeToFetch.toFixed(3),
      factprobeToSdk: +ratio.factprobeToSdk.toFixed(3),
      factprobeToSdkSameTransport: +ratio.factprobeToSdkTransport.toFixed(3),
      sdkToFetch: +ratio.sdkToFetch.toFixed(3),
    }),
  );
}
