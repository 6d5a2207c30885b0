// `check --topic politician --per-type 30 --model llama-cpp:default` on the embedded slice as a
// whole process: the time from the process's start to the first model call (as `check --verbose`
// prints it; the run is then stopped as Ctrl-C stops it), beside the local model's load alone (a
// process that only imports node-llama-cpp and loads the model). With FACTPROBE_BENCH_RERUN=1 one run
// of the same command goes to its end first (filling its run directory and response cache; its time
// is printed), then each round also times a fully cached rerun of it (same run directory, same cache).
// FACTPROBE_BENCH_PER_TYPE sets --per-type (default 30; asking is slow on a small machine, so the run
// that fills the cache can take minutes). Rounds alternate; figures are medians. A fresh response
// cache for each round's first-call run.
// FACTPROBE_BENCH_ROOT=<checkout> measures another build (its dist/) with the same bench.
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { childrenCpuMs, runProcess as run } from "./run-process.mjs";

const root = resolve(process.env.FACTPROBE_BENCH_ROOT ?? join(dirname(fileURLToPath(import.meta.url)), ".."));
const ROUNDS = Number(process.env.FACTPROBE_BENCH_ROUNDS ?? 3);
// The model `llama-cpp:default` stands for (FACTPROBE_DEFAULT_MODEL picks another catalog entry,
// e.g. gemma-3-270m for speed): check loads it, and so does the load alone.
const { defaultLocalModelEntry, defaultModelPath, modelCacheDir } = await import(
  join(root, "dist", "models", "default-model-path.js")
);
const location = { env: process.env, homedir: homedir() };
const models = modelCacheDir(location);
const modelName = defaultLocalModelEntry(process.env).name;
const modelPath = defaultModelPath(location);
if (!existsSync(modelPath)) {
  console.error(`The default model ${modelName} is missing: ${modelPath} (run \`factprobe setup\` first).`);
  process.exit(1);
}

const RERUN = process.env.FACTPROBE_BENCH_RERUN === "1";
const PER_TYPE = process.env.FACTPROBE_BENCH_PER_TYPE ?? "30";
const FIRST_CALL = /First model call (\d+) ms after start(?: \(the model's own load: (\d+) ms\))?/;

const LOAD_ALONE = `
const started = performance.now();
const { createLlamaCppModel } = await import(${JSON.stringify(join(root, "dist", "models", "llama-cpp-model.js"))});
const { availableParallelism } = await import("node:os");
const model = await createLlamaCppModel({ modelPath: process.argv[2], threads: availableParallelism() });
process.stderr.write(String(Math.round(performance.now())));
await model.dispose();
`;

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const work = await mkdtemp(join(tmpdir(), "factprobe-bench-check-startup-"));
const loadScript = join(work, "load-alone.mjs");
await writeFile(loadScript, LOAD_ALONE);
const firstCalls = [];
const ownLoads = [];
const loadsAlone = [];
const reruns = [];
const rerunCpus = [];
/** The command line of `check` into `out`. */
const checkArgs = (out) => [
  join(root, "dist", "cli", "main.js"),
  "check",
  "--topic",
  "politician",
  "--per-type",
  PER_TYPE,
  "--model",
  "llama-cpp:default",
  "--out",
  out,
  "--verbose",
];
let fillSeconds;
try {
  // The run a cached rerun repeats: to its end, once, into its own run directory and cache.
  const filledCache = join(work, "cache-filled");
  const filledOut = join(work, "run-filled");
  if (RERUN) {
    await mkdir(filledCache, { recursive: true });
    await symlink(models, join(filledCache, "models"));
    const filled = await run(checkArgs(filledOut), { FACTPROBE_CACHE_DIR: filledCache });
    fillSeconds = filled.milliseconds / 1000;
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    // The model's load alone: process start to a ready model (performance.now() counts from the start).
    const alone = await run([loadScript, modelPath], {});
    loadsAlone.push(Number(alone.stderr.trim()));

    const cache = join(work, `cache-${round}`);
    await mkdir(cache, { recursive: true });
    await symlink(models, join(cache, "models"));
    // Stopped at the first model call (as Ctrl-C stops it).
    const first = await run(
      checkArgs(join(work, `run-${round}`)),
      { FACTPROBE_CACHE_DIR: cache },
      FIRST_CALL,
    );
    const match = FIRST_CALL.exec(first.stderr);
    if (match === null) throw new Error(`check printed no first model call:\n${first.stderr}`);
    firstCalls.push(Number(match[1]));
    if (match[2] !== undefined) ownLoads.push(Number(match[2]));
    if (RERUN) {
      const cpuBefore = childrenCpuMs();
      const rerun = await run(checkArgs(filledOut), { FACTPROBE_CACHE_DIR: filledCache });
      if (/First model call/.test(rerun.stderr)) throw new Error("the rerun called the model");
      reruns.push(rerun.milliseconds);
      rerunCpus.push(childrenCpuMs() - cpuBefore);
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
console.log(
  `check --topic politician --per-type ${PER_TYPE} (embedded slice, llama-cpp:default = ${modelName}, threads: every core): ` +
    `first model call ${(median(firstCalls) / 1000).toFixed(2)} s after the process's start ` +
    `(the model's own load within it ${ownLoads.length === 0 ? "?" : (median(ownLoads) / 1000).toFixed(2)} s; ` +
    `the model's load alone, process start to ready, ${(median(loadsAlone) / 1000).toFixed(2)} s; target ≤ 3 s or as close as the load allows), ` +
    (RERUN
      ? `fully cached rerun ${(median(reruns) / 1000).toFixed(2)} s (target ≤ 2 s; its CPU time ${(median(rerunCpus) / 1000).toFixed(2)} s; the run that filled the cache took ${fillSeconds.toFixed(1)} s); `
      : "") +
    `medians of ${ROUNDS} rounds`,
);
console.log(
  JSON.stringify({
    firstCallMs: firstCalls,
    ownLoadMs: ownLoads,
    loadAloneMs: loadsAlone,
    rerunMs: reruns.map(Math.round),
    rerunCpuMs: rerunCpus,
    perType: Number(PER_TYPE),
    fillSeconds,
  }),
);
