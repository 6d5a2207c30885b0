// Peak RSS of `check --source <the full 2025 snapshot>` (issue 17: ≤ 600 MB), as a whole process:
// - up to the first model call, the local model loaded (`--model llama-cpp:default`, stopped there as
//   Ctrl-C stops it): the source read, the topic retrieved, questions generated and the model loaded;
// - with `--dry-run`: the same without the model;
// - a whole run, scoring included, asking an instant loopback OpenAI-compatible server (a remote
//   model: no model in the process, the scoring's embedding model loaded);
// - beside them, a process that only loads the model (what the model alone costs).
// Peak RSS is the process's own (`process.resourceUsage().maxRSS`, written at exit by peak-rss.mjs).
// FACTPROBE_DEFAULT_MODEL picks the catalog model `llama-cpp:default` stands for (e.g. gemma-3-270m).
// FACTPROBE_BENCH_ROOT=<checkout> measures another build (its dist/) with the same bench.
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdir, mkdtemp, rm, symlink, writeFile } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startFakeOpenAIServer } from "./fake-openai-server.mjs";
import { runProcess } from "./run-process.mjs";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(process.env.FACTPROBE_BENCH_ROOT ?? join(here, ".."));
const snapshot = join(root, "..", "shared", "data", "wikidata-subset", "wikidata-subset-2025.nt.gz");
if (!existsSync(snapshot)) {
  console.error(`The snapshot is missing: ${snapshot} (../shared must sit beside the clone).`);
  process.exit(1);
}
const { defaultLocalModelEntry, defaultModelPath, modelCacheDir } = await import(
  join(root, "dist", "models", "default-model-path.js")
);
const modelName = defaultLocalModelEntry(process.env).name;
const FIRST_CALL = /First model call (\d+) ms after start/;

/** Runs `check` with these extra arguments to its end, or until `stopAt` shows on standard error. */
async function check(work, name, extra, stopAt) {
  const rssFile = join(work, `${name}.rss`);
  const args = [
    "--import",
    join(here, "peak-rss.mjs"),
    join(root, "dist", "cli", "main.js"),
    "check",
    "--source",
    snapshot,
    "--topic",
    "politician",
    "--per-type",
    "30",
    "--out",
    join(work, `run-${name}`),
    "--verbose",
    ...extra,
  ];
  const { milliseconds, stderr } = await runProcess(
    args,
    { FACTPROBE_CACHE_DIR: join(work, "cache"), FACTPROBE_BENCH_RSS_FILE: rssFile },
    stopAt,
  );
  return {
    seconds: milliseconds / 1000,
    peakMB: Number(readFileSync(rssFile, "utf8")) / 1024 / 1024,
    stderr,
  };
}

const LOAD_ALONE = `
const { createLlamaCppModel } = await import(${JSON.stringify(join(root, "dist", "models", "llama-cpp-model.js"))});
const { availableParallelism } = await import("node:os");
const model = await createLlamaCppModel({ modelPath: process.argv[2], threads: availableParallelism() });
await model.dispose();
process.stdout.write(String(process.resourceUsage().maxRSS * 1024));
`;

/** Peak RSS in MB of a process that only loads the model. */
function modelAlonePeakMB(script) {
  return new Promise((resolvePromise, reject) => {
    const modelPath = defaultModelPath({ env: process.env, homedir: homedir() });
    const child = spawn(process.execPath, [script, modelPath], { stdio: ["ignore", "pipe", "inherit"] });
    let stdout = "";
    child.stdout.on("data", (chunk) => (stdout += chunk));
    child.on("error", reject);
    child.on("exit", (code) =>
      code === 0
        ? resolvePromise(Number(stdout) / 1024 / 1024)
        : reject(new Error(`the model load exited with ${code}`)),
    );
  });
}

const work = await mkdtemp(join(tmpdir(), "factprobe-bench-check-source-"));
try {
  await mkdir(join(work, "cache"), { recursive: true });
  await symlink(modelCacheDir({ env: process.env, homedir: homedir() }), join(work, "cache", "models"));
  const dry = await check(work, "dry-run", ["--model", "llama-cpp:default", "--dry-run"]);
  const withModel = await check(work, "model", ["--model", "llama-cpp:default"], FIRST_CALL);
  const server = await startFakeOpenAIServer({ delayMs: 0 });
  let remote;
  try {
    remote = await check(work, "remote", [
      "--model",
      `openai-compatible:bench@${server.baseURL}`,
      "--no-cache",
    ]);
  } finally {
    await server.close();
  }
  await writeFile(join(work, "load-alone.mjs"), LOAD_ALONE);
  const modelAloneMB = await modelAlonePeakMB(join(work, "load-alone.mjs"));
  if (!FIRST_CALL.test(withModel.stderr))
    throw new Error(`check printed no first model call:\n${withModel.stderr}`);
  console.log(
    `check --source ${snapshot.split("/").at(-1)} --topic politician --per-type 30: peak RSS up to the first model call ` +
      `(llama-cpp:default = ${modelName} loaded) ${withModel.peakMB.toFixed(0)} MB in ${withModel.seconds.toFixed(1)} s; ` +
      `with --dry-run (no model) ${dry.peakMB.toFixed(0)} MB in ${dry.seconds.toFixed(1)} s; ` +
      `a whole run asking a loopback server, scoring included, ${remote.peakMB.toFixed(0)} MB in ${remote.seconds.toFixed(1)} s (target ≤ 600 MB); ` +
      `a process that only loads the model peaks at ${modelAloneMB.toFixed(0)} MB`,
  );
  console.log(
    JSON.stringify({
      model: modelName,
      peakMB: +withModel.peakMB.toFixed(0),
      seconds: +withModel.seconds.toFixed(1),
      dryRunPeakMB: +dry.peakMB.toFixed(0),
      dryRunSeconds: +dry.seconds.toFixed(1),
      remotePeakMB: +remote.peakMB.toFixed(0),
      remoteSeconds: +remote.seconds.toFixed(1),
      modelAlonePeakMB: +modelAloneMB.toFixed(0),
    }),
  );
} finally {
  await rm(work, { recursive: true, force: true });
}
