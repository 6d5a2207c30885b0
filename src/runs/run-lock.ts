import { readFileSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { RunLockedError } from "../errors.js";
import { isProcessAlive } from "../io/is-process-alive.js";

/** The lock file's name inside a run directory; it holds the writer's pid. */
export const RUN_LOCK_FILE = ".factprobe.lock";

/** A held run lock; `release` removes the file (only while it still holds this process's pid). */
export interface RunLock {
  release(): void;
}

/**
 * Takes the run directory's lock (`.factprobe.lock`, holding this process's pid), so that two
 * processes never append to one answer log. A lock held by a live process is a `RunLockedError`
 * naming its pid; a lock left by a dead process (killed with SIGKILL, say) is taken over. Taking
 * a lock this process already holds succeeds and its release does nothing, so `ask` can hold the
 * lock around `askIntoRun`, which takes it too. The directory must exist.
 */
export function acquireRunLock(runDirectory: string): RunLock {
  const path = join(runDirectory, RUN_LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt += 1) {
    try {
      writeFileSync(path, `${process.pid}\n`, { flag: "wx" });
      return {
        release() {
          if (readPid(path) === process.pid) unlinkSync(path);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const holder = readPid(path);
    if (holder === process.pid) return { release: () => undefined };
    if (holder !== undefined && isProcessAlive(holder)) {
      throw new RunLockedError(runDirectory, holder, {
        hint: `Wait for it to finish or stop it (kill ${holder}), or write to another --out. If no such process runs, delete ${path}.`,
      });
    }
    // A dead writer's lock (or one cut off before its pid was written): take it over.
    try {
      unlinkSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "ENOENT") throw error;
    }
  }
  throw new RunLockedError(runDirectory, readPid(path) ?? 0, {
    hint: `Another process keeps taking ${path}; try again.`,
  });
}

function readPid(path: string): number | undefined {
  try {
    const pid = Number(readFileSync(path, "utf8").trim());
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
}

