// A new user's install: `npm pack`, then `npm install -g <tarball>` into a fresh prefix from an empty
// folder, as on a machine without this repo's .npmrc (npm_config_* variables from `npm run` are
// dropped). Prints the install time (the npm cache is whatever it is: warm on a developer machine),
// the installed size, the largest packages, and any GPU runtime that ended up on disk (CUDA or
// Vulkan binaries, onnxruntime's CUDA providers downloaded by its postinstall). Then runs
// `factprobe setup` (runtime only) and prints the runtime's size, and checks the sentence-embedding
// matcher on that runtime against this checkout's (its node_modules): the cosine scores of the
// matcher dev set's pairs and the time to embed their texts, each side in a process of its own.
//
// Usage: node bench/install.bench.mjs   (needs `npm run build` first; writes only to a temp folder)
import { execFileSync, spawnSync } from "node:child_process";
import { lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, writeFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

// Child mode: `--embed <factprobe dist/index.js> <runtime dir or ""> <out.json>` embeds the dev set's
// texts with that factprobe's sentence-embedding model and writes the pair scores and the time.
if (process.argv[2] === "--embed") {
  const [indexPath, runtime, out] = process.argv.slice(3);
  const factprobe = await import(pathToFileURL(indexPath).href);
  const modelPath = factprobe.defaultEmbeddingModelPath({ env: process.env, homedir: homedir() });
  const items = await factprobe.readMatcherDevSet(join(root, "data", "matcher-dev-set.jsonl"));
  const texts = [...new Set(items.flatMap((item) => [item.response, item.gold]))];
  const model = factprobe.createTransformersEmbeddingModel({
    modelPath,
    ...(runtime === "" ? {} : { runtimeDir: runtime }),
  });
  await model.embed(texts.slice(0, 1)); // loads the library and the model
  const started = performance.now();
  const vectors = await model.embed(texts);
  const seconds = (performance.now() - started) / 1000;
  await model.dispose();
  const byText = new Map(texts.map((text, index) => [text, vectors[index]]));
  const cosine = (left, right) => {
    let dot = 0;
    let leftNorm = 0;
    let rightNorm = 0;
    for (let index = 0; index < left.length; index++) {
      dot += left[index] * right[index];
      leftNorm += left[index] * left[index];
      rightNorm += right[index] * right[index];
    }
    return dot / Math.sqrt(leftNorm * rightNorm);
  };
  const scores = items.map((item) => cosine(byText.get(item.response), byText.get(item.gold)));
  writeFileSync(out, JSON.stringify({ texts: texts.length, seconds, scores }));
  process.exit(0);
}

const work = await mkdtemp(join(tmpdir(), "factprobe-bench-install-"));
const env = Object.fromEntries(
  Object.entries(process.env).filter(([name]) => !/^npm_/i.test(name) && name !== "ONNXRUNTIME_NODE_INSTALL"),
);

/** Bytes on disk under a folder (apparent sizes of files; symlinks counted as links). */
function sizeOf(path) {
  const info = lstatSync(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const name of readdirSync(path)) total += sizeOf(join(path, name));
  return total;
}

/** Paths under `folder` whose name matches `pattern`, not descending into matches. */
function findNames(folder, pattern, found = []) {
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    const path = join(folder, entry.name);
    if (pattern.test(entry.name)) found.push(path);
    else if (entry.isDirectory() && !entry.isSymbolicLink()) findNames(path, pattern, found);
  }
  return found;
}

try {
  const packed = JSON.parse(
    execFileSync("npm", ["pack", "--json", "--pack-destination", work], { cwd: root, encoding: "utf8", env }),
  )[0];
  const tarball = join(work, packed.filename);
  const prefix = join(work, "prefix");
  const userFolder = join(work, "empty");
  execFileSync("mkdir", ["-p", prefix, userFolder]);
  const started = performance.now();
  const install = spawnSync(
    "npm",
    ["install", "-g", "--prefix", prefix, tarball, "--no-audit", "--no-fund", "--loglevel", "error"],
    { cwd: userFolder, env, encoding: "utf8" },
  );
  const seconds = (performance.now() - started) / 1000;
  if (install.status !== 0) {
    console.log(
      `install FAILED (status ${install.status}) after ${seconds.toFixed(1)} s:\n${install.stderr}`,
    );
    process.exitCode = 1;
  } else {
    const modules = join(prefix, "lib", "node_modules", "factprobe", "node_modules");
    const packages = [];
    for (const name of readdirSync(modules)) {
      if (name.startsWith(".")) continue;
      const names = name.startsWith("@")
        ? readdirSync(join(modules, name)).map((sub) => `${name}/${sub}`)
        : [name];
      for (const packageName of names)
        packages.push({ packageName, bytes: sizeOf(join(modules, packageName)) });
    }
    packages.sort((left, right) => right.bytes - left.bytes);
    const megabytes = (bytes) => (bytes / 1e6).toFixed(0);
    const gpu = findNames(prefix, /^(?!.*\.txt$).*(cuda|vulkan|providers_tensorrt)/i).map((path) =>
      path.slice(prefix.length + 1),
    );
    const version = spawnSync(join(prefix, "bin", "factprobe"), ["--version"], { encoding: "utf8" });
    console.log(
      `tarball ${packed.filename}: ${megabytes(packed.size)} MB packed, ${packed.entryCount} files; ` +
        `install ${seconds.toFixed(1)} s; installed ${megabytes(sizeOf(prefix))} MB (${packages.length} packages); ` +
        `factprobe --version → ${JSON.stringify((version.stdout || version.stderr).trim())}`,
    );
    console.log(
      `largest: ${packages
        .slice(0, 8)
        .map((entry) => `${entry.packageName} ${megabytes(entry.bytes)} MB`)
        .join(", ")}`,
    );
    console.log(`GPU runtime files: ${gpu.length === 0 ? "none" : gpu.join(", ")}`);

    // The default feature set also needs `factprobe setup`'s runtime (node-llama-cpp on the CPU,
    // transformers). Models already in the user's cache are linked in, so only the runtime installs.
    const userModels = join(
      process.env.FACTPROBE_CACHE_DIR ?? join(homedir(), ".cache", "factprobe"),
      "models",
    );
    const cache = join(work, "cache");
    mkdirSync(join(cache, "models"), { recursive: true });
    for (const name of readdirSync(userModels))
      symlinkSync(join(userModels, name), join(cache, "models", name));
    const setupStarted = performance.now();
    const setup = spawnSync(join(prefix, "bin", "factprobe"), ["setup"], {
      cwd: userFolder,
      env: { ...env, FACTPROBE_CACHE_DIR: cache },
      encoding: "utf8",
    });
    const setupSeconds = (performance.now() - setupStarted) / 1000;
    if (setup.status !== 0) {
      console.log(
        `factprobe setup FAILED (status ${setup.status}) after ${setupSeconds.toFixed(1)} s:\n${setup.stderr}`,
      );
      process.exitCode = 1;
    } else {
      const runtime = join(cache, "runtime");
      const runtimePackages = [];
      for (const folder of readdirSync(runtime)) {
        const modules = join(runtime, folder, "node_modules");
        for (const name of readdirSync(modules)) {
          if (name.startsWith(".")) continue;
          const names = name.startsWith("@")
            ? readdirSync(join(modules, name)).map((sub) => `${name}/${sub}`)
            : [name];
          for (const packageName of names)
            runtimePackages.push({ packageName, bytes: sizeOf(join(modules, packageName)) });
        }
      }
      runtimePackages.sort((left, right) => right.bytes - left.bytes);
      const runtimeGpu = findNames(runtime, /^(?!.*\.txt$).*(cuda|vulkan|providers_tensorrt)/i).map((path) =>
        path.slice(runtime.length + 1),
      );
      console.log(
        `factprobe setup (runtime only; models linked from ${userModels}): ${setupSeconds.toFixed(1)} s; runtime ${megabytes(sizeOf(runtime))} MB ` +
          `(node-llama-cpp ${megabytes(sizeOf(join(runtime, "node-llama-cpp")))} MB, transformers ${megabytes(sizeOf(join(runtime, "transformers")))} MB); ` +
          `install + runtime ${megabytes(sizeOf(prefix) + sizeOf(runtime))} MB; GPU runtime files: ${runtimeGpu.length === 0 ? "none" : runtimeGpu.join(", ")}`,
      );
      console.log(
        `runtime largest: ${runtimePackages
          .slice(0, 6)
          .map((entry) => `${entry.packageName} ${megabytes(entry.bytes)} MB`)
          .join(", ")}`,
      );

      // The default matcher on the runtime setup installed, against this checkout's node_modules.
      const embed = (indexPath, runtimeFolder, label) => {
        const out = join(work, `${label}.json`);
        const child = spawnSync(
          process.execPath,
          [fileURLToPath(import.meta.url), "--embed", indexPath, runtimeFolder, out],
          { env: { ...env, FACTPROBE_CACHE_DIR: cache }, encoding: "utf8" },
        );
        if (child.status !== 0) throw new Error(`embedding on ${label} failed:\n${child.stderr}`);
        return JSON.parse(readFileSync(out, "utf8"));
      };
      const onSetup = embed(
        join(prefix, "lib", "node_modules", "factprobe", "dist", "index.js"),
        runtime,
        "setup",
      );
      const onCheckout = embed(join(root, "dist", "index.js"), "", "checkout");
      let largest = 0;
      onSetup.scores.forEach((score, index) => {
        largest = Math.max(largest, Math.abs(score - onCheckout.scores[index]));
      });
      console.log(
        `sentence embedding, setup's runtime vs this checkout's: ${onSetup.scores.length} dev-set pairs, ` +
          `largest score difference ${largest.toExponential(2)}; ${onSetup.texts} texts in ` +
          `${onSetup.seconds.toFixed(2)} s vs ${onCheckout.seconds.toFixed(2)} s ` +
          `(${(onSetup.seconds / onCheckout.seconds).toFixed(2)}× the time)`,
      );
    }
  }
} finally {
  await rm(work, { recursive: true, force: true });
}
