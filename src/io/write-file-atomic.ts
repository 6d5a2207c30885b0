import { readdir, rename, rm, writeFile } from "node:fs/promises";
import { basename, dirname, join } from "node:path";
import { isProcessAlive } from "./is-process-alive.js";

/**
 * Writes a file atomically: the content goes to `<path>.<pid>.tmp` beside it, which is then renamed
 * over `path`, so a reader (or a kill at any moment) sees the old file or the new one, never a
 * partial one. A failed write removes its temporary file; temporary files of `path` left by
 * processes that are no longer running (killed mid-write) are removed first.
 */
export async function writeFileAtomic(path: string, content: string | Uint8Array): Promise<void> {
  await removeStaleTemporaries(path);
  const temporary = `${path}.${process.pid}.tmp`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, path);
  } catch (error) {
    await rm(temporary, { force: true, recursive: true });
    throw error;
  }
}

/** Removes `<path>.<pid>.tmp` files whose process is gone (what a killed atomic write leaves). */
export async function removeStaleTemporaries(path: string): Promise<void> {
  const prefix = `${basename(path)}.`;
  let names: string[];
  try {
    names = await readdir(dirname(path));
  } catch {
    return; // no folder yet: nothing left over, and the write reports the real problem
  }
  for (const name of names) {
    if (!name.startsWith(prefix) || !name.endsWith(".tmp")) continue;
    const pid = Number(name.slice(prefix.length, -".tmp".length));
    if (!Number.isInteger(pid) || pid <= 0 || (pid !== process.pid && isProcessAlive(pid))) continue;
    await rm(join(dirname(path), name), { force: true });
  }
}
