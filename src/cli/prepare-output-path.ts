import { mkdir, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { UsageError } from "../errors.js";

/**
 * Checks an output file path before any work is done, so a long run cannot end in a stack trace:
 * a path that is a directory is refused (with a file path in it suggested), and missing parent
 * directories are created (the obvious intent of `--out reports/june/report.html`). A parent that
 * is a file is refused.
 */
export async function prepareOutputFile(
  path: string,
  options: { option?: string; suggestedName?: string } = {},
): Promise<void> {
  const { option = "--out", suggestedName = "output" } = options;
  if ((await kindOf(path)) === "directory") {
    throw new UsageError(`${option} ${path} is a directory, and a file is expected here.`, {
      hint: `Give a file path, e.g. ${option} ${join(path, suggestedName)}.`,
    });
  }
  await makeDirectory(dirname(path), option, path);
}

/**
 * Checks an output directory path before any work is done: a path that is a file is refused, and
 * the directory is created with its missing parents.
 */
export async function prepareOutputDirectory(path: string, options: { option?: string } = {}): Promise<void> {
  const { option = "--out" } = options;
  if ((await kindOf(path)) === "file") {
    throw new UsageError(`${option} ${path} is a file, and a directory is expected here.`, {
      hint: `Give a directory path (it is created if missing), e.g. ${option} ${path}.d, or move the file away.`,
    });
  }
  await makeDirectory(path, option, path);
}

async function makeDirectory(directory: string, option: string, path: string): Promise<void> {
  try {
    await mkdir(directory, { recursive: true });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const reason =
      code === "ENOTDIR" || code === "EEXIST"
        ? "a part of it is a file, not a directory"
        : code === "EACCES" || code === "EPERM"
          ? "permission denied"
          : (error as Error).message;
    throw new UsageError(`${option} ${path} cannot be written: ${reason}.`, {
      hint: "Choose a path in a directory you can write to.",
    });
  }
}

async function kindOf(path: string): Promise<"file" | "directory" | undefined> {
  try {
    return (await stat(path)).isDirectory() ? "directory" : "file";
  } catch {
    return undefined;
  }
}
