// What the local model's resident memory is made of (Linux: /proc/self/status), for issue 17's
// 600 MB goal of `check --source`: one process per context setting loads the default local model
// with node-llama-cpp as createLlamaCppModel does (CPU, no mmap), creates a context and answers one
// short prompt greedily; it prints the resident memory split into file-backed pages (the GGUF
// mapped into memory) and anonymous memory (weights llama.cpp repacked for the CPU, the KV cache,
// the compute buffer's touched pages, the vocabulary, the JS heap), each after the model load and
// after the answer, the peak, llama.cpp's buffer sizes from its log, the answer and its time.
// The settings: factprobe's context (2048 tokens, node-llama-cpp's batch), the same with the weights
// mapped into memory (node-llama-cpp's default), then smaller batches and contexts sized to
// factprobe's short prompts.
// FACTPROBE_DEFAULT_MODEL picks the catalog model (e.g. gemma-3-270m); FACTPROBE_THREADS the threads (2).
import { spawn } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(process.env.FACTPROBE_BENCH_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
const { defaultLocalModelEntry, defaultModelPath } = await import(
  join(root, "dist", "models", "default-model-path.js")
);
const modelPath = defaultModelPath({ env: process.env, homedir: homedir() });
const threads = Number(process.env.FACTPROBE_THREADS ?? 2);
const SETTINGS = [
  { contextSize: 2048 },
  { contextSize: 2048, mmap: true },
  { contextSize: 2048, batchSize: 128 },
  { contextSize: 512, batchSize: 64 },
];

const CHILD = `
import { readFileSync } from "node:fs";
const { getLlama, LlamaLogLevel } = await import(${JSON.stringify(import.meta.resolve("node-llama-cpp"))});
const [modelPath, settingsJson, threads] = process.argv.slice(2);
const { mmap = false, ...settings } = JSON.parse(settingsJson);
const memory = () => {
  const status = readFileSync("/proc/self/status", "utf8");
  const mb = (key) => Math.round(Number(new RegExp(key + ":\\\\s+(\\\\d+)").exec(status)[1]) / 1024);
  return { rss: mb("VmRSS"), file: mb("RssFile"), anonymous: mb("RssAnon"), peak: mb("VmHWM") };
};
const buffers = [];
const llama = await getLlama({
  build: "never",
  gpu: false,
  logLevel: LlamaLogLevel.info,
  logger: (level, message) => {
    const match = /(\\S+)\\s+(model|KV|compute|output) buffer size =\\s+([\\d.]+) MiB/.exec(message);
    if (match) buffers.push(match[1] + " " + match[2] + " " + Math.round(Number(match[3])) + " MB");
  },
});
const model = await llama.loadModel({ modelPath, useMmap: mmap });
const loaded = memory();
const context = await model.createContext({ ...settings, threads: Number(threads) });
const sequence = context.getSequence();
const started = performance.now();
const tokens = [];
for await (const token of sequence.evaluate(model.tokenize("Question: What is the capital of France?\\nAnswer:"), { temperature: 0 })) {
  tokens.push(token);
  if (tokens.length >= 8) break;
}
const answerMs = performance.now() - started;
process.stdout.write(JSON.stringify({ loaded, answered: memory(), batchSize: context.batchSize, buffers, answer: model.detokenize(tokens), answerMs }));
`;

// A script file, not \`node -e\`: node-llama-cpp tests its binary in a child given the same execArgv.
const work = await mkdtemp(join(tmpdir(), "factprobe-bench-model-rss-"));
const script = join(work, "load-model.mjs");
await writeFile(script, CHILD);

function measure(settings) {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [script, modelPath, JSON.stringify(settings), String(threads)], {
      cwd: root,
      stdio: ["ignore", "pipe", "inherit"],
    });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0 ? resolvePromise(JSON.parse(stdout)) : reject(new Error(`exited with ${code}`)),
    );
  });
}

try {
  console.log(`${defaultLocalModelEntry(process.env).name} (${modelPath}), ${threads} threads; memory in MB`);
  for (const settings of SETTINGS) {
    const result = await measure(settings);
    const { loaded, answered } = result;
    console.log(
      `context ${settings.contextSize}, batch ${result.batchSize}${settings.mmap ? ", weights mapped (mmap)" : ""}: after load ${loaded.rss} (file ${loaded.file}, anonymous ${loaded.anonymous}); ` +
        `after one answer ${answered.rss} (file ${answered.file}, anonymous ${answered.anonymous}); peak ${answered.peak}; ` +
        `answer ${JSON.stringify(result.answer)} in ${Math.round(result.answerMs)} ms; llama.cpp buffers: ${result.buffers.join(", ")}`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
