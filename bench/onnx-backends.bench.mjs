// The ONNX runtimes the sentence-embedding matcher could run on, each installed from the npm
// registry into a temp folder as `factprobe setup` would (npm's cache is whatever it is: warm on a
// developer machine): install time, size on disk, and all-MiniLM-L6-v2 on the matcher dev set's
// pairs (load time, texts per second on one thread, and the largest difference of a pair's cosine
// from the first layout's). Each embedding run is a process of its own; layouts take turns, twice,
// and the faster of a layout's two runs is printed.
//
//   npm default  @huggingface/transformers as npm installs it: onnxruntime-node for every platform,
//                plus onnxruntime-web (which its Node build never loads)
//   setup        what `factprobe setup` installs: onnxruntime-node for this platform only,
//                onnxruntime-web replaced by a stand-in
//   wasm         onnxruntime-node replaced by onnxruntime-web (WASM, SIMD, one thread) in Node
//
// Usage: node bench/onnx-backends.bench.mjs   (needs `npm run build` and the embedding model)
import { execFileSync, spawnSync } from "node:child_process";
import { lstatSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const models = join(process.env.FACTPROBE_CACHE_DIR ?? join(homedir(), ".cache", "factprobe"), "models");

// Child mode: `--embed <layout folder> <out.json>`.
if (process.argv[2] === "--embed") {
  const [folder, out] = process.argv.slice(3);
  const started = performance.now();
  const transformers = await import(
    pathToFileURL(
      join(folder, "node_modules", "@huggingface", "transformers", "dist", "transformers.node.mjs"),
    ).href
  );
  transformers.env.allowRemoteModels = false;
  transformers.env.localModelPath = `${models}/`;
  const onnx = transformers.env.backends.onnx;
  if (onnx.versions?.web !== undefined) {
    // onnxruntime-web in Node: its WASM files from the installed package, not transformers' CDN default.
    onnx.wasm.numThreads = 1;
    onnx.wasm.wasmPaths = pathToFileURL(join(folder, "node_modules", "onnxruntime-web", "dist") + "/").href;
  }
  const tokenizer = await transformers.AutoTokenizer.from_pretrained("all-MiniLM-L6-v2", {
    local_files_only: true,
  });
  const model = await transformers.AutoModel.from_pretrained("all-MiniLM-L6-v2", {
    local_files_only: true,
    dtype: "fp32",
    device: "cpu",
    session_options: { intraOpNumThreads: 1, interOpNumThreads: 1 },
  });
  const items = readFileSync(join(root, "data", "matcher-dev-set.jsonl"), "utf8")
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line));
  const texts = [...new Set(items.flatMap((item) => [item.response, item.gold]))];
  const embed = async (batch) => {
    const encoded = tokenizer(batch, { padding: true, truncation: true, max_length: 64 });
    const hidden = (await model(encoded)).last_hidden_state;
    const [count, length, dimensions] = hidden.dims;
    const mask = encoded.attention_mask.data;
    return Array.from({ length: count }, (_, row) => {
      const vector = new Float64Array(dimensions);
      let tokens = 0;
      for (let position = 0; position < length; position++) {
        if (mask[row * length + position] === 0n) continue;
        tokens++;
        for (let index = 0; index < dimensions; index++)
          vector[index] += hidden.data[(row * length + position) * dimensions + index];
      }
      const norm = Math.hypot(...vector.map((value) => value / tokens));
      return vector.map((value) => value / tokens / norm);
    });
  };
  await embed(texts.slice(0, 1));
  const loaded = performance.now();
  const vectors = new Map();
  for (let start = 0; start < texts.length; start += 32) {
    const batch = texts.slice(start, start + 32);
    (await embed(batch)).forEach((vector, index) => vectors.set(batch[index], vector));
  }
  const seconds = (performance.now() - loaded) / 1000;
  const cosine = (left, right) => left.reduce((sum, value, index) => sum + value * right[index], 0);
  const scores = items.map((item) => cosine(vectors.get(item.response), vectors.get(item.gold)));
  writeFileSync(
    out,
    JSON.stringify({ loadSeconds: (loaded - started) / 1000, seconds, texts: texts.length, scores }),
  );
  process.exit(0);
}

const { pruneOnnxRuntimeNode } = await import("../dist/setup/prune-onnxruntime-node.js");
const { writeStandInPackage } = await import("../dist/setup/write-stand-in-package.js");
const { peerRuntimeVersions } = await import("../dist/setup/run-setup.js");
const version = peerRuntimeVersions()["@huggingface/transformers"];
const work = await mkdtemp(join(tmpdir(), "factprobe-bench-onnx-"));
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== "ONNXRUNTIME_NODE_INSTALL"),
);

function sizeOf(path) {
  const info = lstatSync(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const name of readdirSync(path)) total += sizeOf(join(path, name));
  return total;
}

const layouts = [
  { name: "npm default", overrides: {} },
  {
    name: "setup",
    overrides: { "onnxruntime-web": "file:./stand-ins/onnxruntime-web" },
    before: (folder) =>
      writeStandInPackage({
        folder,
        name: "onnxruntime-web",
        reason: "transformers.js runs on onnxruntime-node in Node",
      }),
    after: (folder) => pruneOnnxRuntimeNode({ folder, platform: process.platform, arch: process.arch }),
  },
  {
    name: "wasm",
    overrides: { "onnxruntime-node": "file:./onnxruntime-node-wasm" },
    before: (folder) => {
      const shim = join(folder, "onnxruntime-node-wasm");
      mkdirSync(shim, { recursive: true });
      const web = JSON.parse(
        execFileSync("npm", ["view", `@huggingface/transformers@${version}`, "dependencies", "--json"], {
          encoding: "utf8",
          env,
        }),
      )["onnxruntime-web"];
      writeFileSync(
        join(shim, "package.json"),
        JSON.stringify({
          name: "onnxruntime-node",
          version: "0.0.0-wasm",
          main: "index.cjs",
          dependencies: { "onnxruntime-web": web },
        }),
      );
      writeFileSync(join(shim, "index.cjs"), 'module.exports = require("onnxruntime-web");\n');
    },
  },
];

try {
  for (const layout of layouts) {
    const folder = join(work, layout.name.replace(/ /g, "-"));
    mkdirSync(folder, { recursive: true });
    await layout.before?.(folder);
    writeFileSync(
      join(folder, "package.json"),
      JSON.stringify({
        private: true,
        dependencies: { "@huggingface/transformers": version },
        overrides: layout.overrides,
      }),
    );
    const started = performance.now();
    execFileSync("npm", ["install", "--no-audit", "--no-fund", "--no-package-lock", "--loglevel", "error"], {
      cwd: folder,
      env: { ...env, ONNXRUNTIME_NODE_INSTALL: "skip" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    await layout.after?.(folder);
    layout.installSeconds = (performance.now() - started) / 1000;
    layout.bytes = sizeOf(folder);
    layout.folder = folder;
    layout.runs = [];
  }
  for (let round = 0; round < 2; round++) {
    for (const layout of layouts) {
      const out = join(work, `${layout.name}-${round}.json`);
      const child = spawnSync(
        process.execPath,
        [fileURLToPath(import.meta.url), "--embed", layout.folder, out],
        {
          env,
          encoding: "utf8",
        },
      );
      if (child.status !== 0) throw new Error(`${layout.name}: embedding failed\n${child.stderr}`);
      layout.runs.push(JSON.parse(readFileSync(out, "utf8")));
    }
  }
  const reference = layouts[0].runs[0].scores;
  const baseline = Math.min(...layouts[0].runs.map((run) => run.seconds));
  for (const layout of layouts) {
    const best = layout.runs.reduce((left, right) => (right.seconds < left.seconds ? right : left));
    let largest = 0;
    for (const run of layout.runs)
      run.scores.forEach((score, index) => (largest = Math.max(largest, Math.abs(score - reference[index]))));
    console.log(
      `${layout.name.padEnd(11)} install ${layout.installSeconds.toFixed(1)} s, ${(layout.bytes / 1e6).toFixed(0)} MB; ` +
        `load ${best.loadSeconds.toFixed(2)} s; ${best.texts} texts in ${best.seconds.toFixed(2)} s ` +
        `(${(best.texts / best.seconds).toFixed(0)} texts/s, ${(best.seconds / baseline).toFixed(2)}× npm default's time); ` +
        `${reference.length} pairs, largest score difference ${largest.toExponential(2)}`,
    );
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
