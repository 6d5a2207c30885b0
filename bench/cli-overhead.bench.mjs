// Whole-process overhead of `factprobe ask`: the CLI (start-up included) against a bare client process
// (global fetch + JSON parse + a line per answer to a write stream, the same request bodies, the same
// concurrency), all asking an instant loopback OpenAI-compatible server, for 2,000 and for 10 questions. A bare SDK client
// process (the same `openai` SDK factprobe uses, called directly, retries off, + the same writes) runs too,
// so factprobe ÷ bare SDK (the harness's own overhead, start-up included) and bare SDK ÷ bare fetch
// (the SDK's cost, its import included) show apart. Each round runs every client once, in an order
// that alternates (forward, then reversed); each ratio is the median of the rounds' ratios (a
// shared, noisy machine moves it least). FACTPROBE_BENCH_ROUNDS sets the rounds (default 7),
// FACTPROBE_BENCH_COUNTS the question counts (default 2000,10).
// FACTPROBE_BENCH_ROOT=<checkout> measures another build (its dist/) with the same bench;
// FACTPROBE_BENCH_BASELINE=<checkout> also runs that build's `ask` in every round (before and after
// a change in one run: its ratios are printed beside the others).
// PROMPTFOO_BIN=<path of promptfoo's bin> also runs `promptfoo eval` on the same questions (installed
// apart, e.g. `npm install promptfoo` in a temporary folder; telemetry and update checks are turned off).
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeOpenAIServer, syntheticQuestions } from "./fake-openai-server.mjs";
import { childrenCpuMs } from "./run-process.mjs";

const root = resolve(process.env.FACTPROBE_BENCH_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
const { paperPrompt } = await import(join(root, "dist", "index.js"));
const CONCURRENCY = 8;
const ROUNDS = Number(process.env.FACTPROBE_BENCH_ROUNDS ?? 7);
const COUNTS = (process.env.FACTPROBE_BENCH_COUNTS ?? "2000,10").split(",").map(Number);
const openaiEntry = import.meta.resolve("openai");
const baselineRoot =
  process.env.FACTPROBE_BENCH_BASELINE === undefined
    ? undefined
    : resolve(process.env.FACTPROBE_BENCH_BASELINE);

const BARE_CLIENT = `
import { createWriteStream, readFileSync } from "node:fs";
const [requestsFile, url, outFile, concurrency] = process.argv.slice(2);
const requests = readFileSync(requestsFile, "utf8").split("\\n").filter((line) => line !== "");
const out = createWriteStream(outFile, { flags: "a" });
let next = 0;
const worker = async () => {
  while (next < requests.length) {
    const index = next++;
    const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body: requests[index] });
    const content = (await response.json()).choices[0].message.content;
    out.write(JSON.stringify({ index, response: content }) + "\\n");
  }
};
await Promise.all(Array.from({ length: Number(concurrency) }, worker));
await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
`;

const BARE_SDK_CLIENT = `
import { createWriteStream, readFileSync } from "node:fs";
const { default: OpenAI } = await import(${JSON.stringify(openaiEntry)});
const [requestsFile, baseURL, outFile, concurrency] = process.argv.slice(2);
const requests = readFileSync(requestsFile, "utf8").split("\\n").filter((line) => line !== "");
const client = new OpenAI({ apiKey: "bench", baseURL, maxRetries: 0, logLevel: "off" });
const out = createWriteStream(outFile, { flags: "a" });
let next = 0;
const worker = async () => {
  while (next < requests.length) {
    const index = next++;
    const content = (await client.chat.completions.create(JSON.parse(requests[index]))).choices[0].message.content;
    out.write(JSON.stringify({ index, response: content }) + "\\n");
  }
};
await Promise.all(Array.from({ length: Number(concurrency) }, worker));
await new Promise((resolve, reject) => out.end((error) => (error ? reject(error) : resolve())));
`;

/** The `factprobe` command of a checkout: its package.json's `bin`, what an installed factprobe runs. */
function binOf(checkout) {
  const { bin } = JSON.parse(readFileSync(join(checkout, "package.json"), "utf8"));
  return join(checkout, typeof bin === "string" ? bin : bin.factprobe);
}

/** Runs a client process; resolves with its wall time in ms (and its CPU time in `cpu[name]`). */
function run(command, args, env) {
  return new Promise((resolvePromise, reject) => {
    const started = performance.now();
    const child = spawn(command, args, {
      stdio: ["ignore", "ignore", "pipe"],
      env: { ...process.env, ...env },
    });
    let stderr = "";
    child.stderr.on("data", (chunk) => (stderr += chunk));
    child.on("error", reject);
    child.on("exit", (code) => {
      if (code === 0) resolvePromise(performance.now() - started);
      else reject(new Error(`${args.join(" ")} exited with ${code}: ${stderr}`));
    });
  });
}

const median = (values) => {
  const sorted = [...values].sort((left, right) => left - right);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const server = await startFakeOpenAIServer({ delayMs: 0 });
const work = await mkdtemp(join(tmpdir(), "factprobe-bench-cli-"));
const promptfoo = process.env.PROMPTFOO_BIN;
const bareScript = join(work, "bare-client.mjs");
await writeFile(bareScript, BARE_CLIENT);
const bareSdkScript = join(work, "bare-sdk-client.mjs");
await writeFile(bareSdkScript, BARE_SDK_CLIENT);
try {
  for (const count of COUNTS) {
    const questions = syntheticQuestions(count);
    const suite = join(work, `suite-${count}.jsonl`);
    const requests = join(work, `requests-${count}.jsonl`);
    await writeFile(suite, questions.map((question) => JSON.stringify(question)).join("\n") + "\n");
    await writeFile(
      requests,
      questions
        .map((question) => {
          const prompt = paperPrompt(question);
          return JSON.stringify({
            model: "bench",
            messages: prompt.messages,
            temperature: 0,
            max_tokens: prompt.maxTokens,
          });
        })
        .join("\n") + "\n",
    );
    const bareTimes = [];
    const factprobeTimes = [];
    const promptfooTimes = [];
    const promptfooConfig = join(work, `promptfoo-${count}.yaml`);
    if (promptfoo !== undefined) {
      // The same user messages, one test per question (promptfoo sends the prompt as one user message).
      const csv = [
        "question",
        ...questions.map((question) => JSON.stringify(paperPrompt(question).messages.at(-1).content)),
      ];
      await writeFile(join(work, `promptfoo-${count}.csv`), csv.join("\n") + "\n");
      await writeFile(
        promptfooConfig,
        [
          'prompts: ["{{question}}"]',
          "providers:",
          "  - id: openai:chat:bench",
          `    config: { apiBaseUrl: "${server.baseURL}", apiKey: "bench", temperature: 0, max_tokens: 32 }`,
          `tests: file://${join(work, `promptfoo-${count}.csv`)}`,
        ].join("\n") + "\n",
      );
    }
    const bareSdkTimes = [];
    const cpuTimes = { bare: [], sdk: [], factprobe: [], baseline: [] };
    const baselineTimes = [];
    const baselineToBare = [];
    const toBaseline = [];
    const toBare = [];
    const toSdk = [];
    const sdkToBare = [];
    for (let round = -1; round < ROUNDS; round += 1) {
      const askProcess = (checkout, name) =>
        run(
          process.execPath,
          [
            binOf(checkout),
            "ask",
            suite,
            "--model",
            `openai-compatible:bench@${server.baseURL}`,
            "--out",
            join(work, `${name}-${count}-${round}`),
            "--concurrency",
            String(CONCURRENCY),
          ],
          { FACTPROBE_CACHE_DIR: join(work, `cache-${name}-${count}-${round}`) },
        );
      const clients = {
        bare: () =>
          run(process.execPath, [
            bareScript,
            requests,
            `${server.baseURL}/chat/completions`,
            join(work, `bare-${count}-${round}.jsonl`),
            String(CONCURRENCY),
          ]),
        sdk: () =>
          run(process.execPath, [
            bareSdkScript,
            requests,
            server.baseURL,
            join(work, `bare-sdk-${count}-${round}.jsonl`),
            String(CONCURRENCY),
          ]),
        // A fresh cache folder each round: every answer is a real call, written to the cache as a user's first run does.
        factprobe: () => askProcess(root, "run"),
        baseline: () =>
          baselineRoot === undefined ? Promise.resolve(undefined) : askProcess(baselineRoot, "baseline"),
        promptfoo: () =>
          promptfoo === undefined
            ? Promise.resolve(undefined)
            : run(
                promptfoo,
                [
                  "eval",
                  "-c",
                  promptfooConfig,
                  "--no-cache",
                  "-j",
                  String(CONCURRENCY),
                  "--no-write",
                  "--no-table",
                  "--no-progress-bar",
                ],
                {
                  PROMPTFOO_DISABLE_TELEMETRY: "1",
                  PROMPTFOO_DISABLE_UPDATE: "1",
                  PROMPTFOO_CONFIG_DIR: join(work, `promptfoo-home-${count}-${round}`),
                },
              ),
      };
      const order =
        round % 2 === 0
          ? ["bare", "sdk", "factprobe", "baseline", "promptfoo"]
          : ["promptfoo", "baseline", "factprobe", "sdk", "bare"];
      const times = {};
      const cpu = {};
      for (const name of order) {
        const cpuBefore = childrenCpuMs();
        times[name] = await clients[name]();
        cpu[name] = childrenCpuMs() - cpuBefore;
      }
      // Round -1 warms the disk cache and the server up; it is not counted.
      if (round >= 0) {
        bareTimes.push(times.bare);
        bareSdkTimes.push(times.sdk);
        factprobeTimes.push(times.factprobe);
        toBare.push(times.factprobe / times.bare);
        for (const name of ["bare", "sdk", "factprobe", "baseline"])
          if (times[name] !== undefined) cpuTimes[name].push(cpu[name]);
        toSdk.push(times.factprobe / times.sdk);
        sdkToBare.push(times.sdk / times.bare);
        if (times.promptfoo !== undefined) promptfooTimes.push(times.promptfoo);
        if (times.baseline !== undefined) {
          baselineTimes.push(times.baseline);
          baselineToBare.push(times.baseline / times.bare);
          toBaseline.push(times.factprobe / times.baseline);
        }
      }
    }
    console.log(
      `factprobe ask (CLI, start-up included), ${count} questions, concurrency ${CONCURRENCY}, instant loopback server: ` +
        `bare fetch client ${(median(bareTimes) / 1000).toFixed(3)} s, bare openai SDK client ${(median(bareSdkTimes) / 1000).toFixed(3)} s, factprobe ${(median(factprobeTimes) / 1000).toFixed(3)} s (medians); ` +
        `ratios (median of ${ROUNDS} alternating rounds): factprobe/bare fetch ${median(toBare).toFixed(3)} (target ≤ ${count >= 2000 ? "1.10" : "1.5"}), ` +
        `factprobe/bare SDK ${median(toSdk).toFixed(3)}, bare SDK/bare fetch ${median(sdkToBare).toFixed(3)}`,
    );
    console.log(
      JSON.stringify({
        questions: count,
        bareSeconds: bareTimes.map((value) => +(value / 1000).toFixed(3)),
        bareSdkSeconds: bareSdkTimes.map((value) => +(value / 1000).toFixed(3)),
        factprobeSeconds: factprobeTimes.map((value) => +(value / 1000).toFixed(3)),
        factprobeToBareRatios: toBare.map((value) => +value.toFixed(3)),
        factprobeToSdkRatios: toSdk.map((value) => +value.toFixed(3)),
      }),
    );
    const cpuMedian = (name) => median(cpuTimes[name]).toFixed(0);
    const cpuRatio = (name, to) =>
      median(cpuTimes[name].map((value, index) => value / cpuTimes[to][index])).toFixed(3);
    console.log(
      `  CPU time (user + system, medians): bare fetch ${cpuMedian("bare")} ms, bare SDK ${cpuMedian("sdk")} ms, factprobe ${cpuMedian("factprobe")} ms` +
        (cpuTimes.baseline.length > 0 ? `, baseline ${cpuMedian("baseline")} ms` : "") +
        `; CPU ratios: factprobe/bare fetch ${cpuRatio("factprobe", "bare")}, factprobe/bare SDK ${cpuRatio("factprobe", "sdk")}` +
        (cpuTimes.baseline.length > 0 ? `, baseline/bare fetch ${cpuRatio("baseline", "bare")}` : ""),
    );
    if (baselineTimes.length > 0)
      console.log(
        `  baseline build (${baselineRoot}), same rounds: ${(median(baselineTimes) / 1000).toFixed(3)} s, baseline/bare fetch ${median(baselineToBare).toFixed(3)}, factprobe/baseline ${median(toBaseline).toFixed(3)}; ` +
          JSON.stringify({
            baselineSeconds: baselineTimes.map((value) => +(value / 1000).toFixed(3)),
            baselineToBareRatios: baselineToBare.map((value) => +value.toFixed(3)),
          }),
      );
    if (promptfooTimes.length > 0)
      console.log(
        `  promptfoo eval, same questions and server: ${(median(promptfooTimes) / 1000).toFixed(3)} s, ratio to the bare client ${(median(promptfooTimes) / median(bareTimes)).toFixed(3)}, factprobe/promptfoo ${(median(factprobeTimes) / median(promptfooTimes)).toFixed(3)}`,
      );
  }
} finally {
  await server.close();
  await rm(work, { recursive: true, force: true });
}
