import { open } from "node:fs/promises";
import type { z } from "zod";
import { InputFileError } from "../errors.js";
import { readJsonl } from "../io/read-jsonl.js";

/** What {@link readVersionedJsonl} needs to tell a user about a file from another version. */
export interface VersionedFile<Schema extends z.ZodType> {
  path: string;
  schema: Schema;
  /** What the file is, for messages: `answers.jsonl`. */
  kind: string;
  /** The version this factprobe writes (and reads). */
  version: number;
  /** Older versions this factprobe reads too (their records must pass `schema`). */
  alsoReads?: readonly number[];
  /** Tolerate an unterminated last line (append-only logs). */
  tolerateTruncatedTail?: boolean;
}

/**
 * Reads a JSON Lines file of versioned records. When the first record carries another `version`
 * than this factprobe reads, fails with an `InputFileError` that names both versions and says how
 * to get a readable file, instead of a schema error on the first line.
 */
export async function readVersionedJsonl<Schema extends z.ZodType>(
  file: VersionedFile<Schema>,
): Promise<z.infer<Schema>[]> {
  const found = await firstRecordVersion(file.path);
  if (
    found !== undefined &&
    found !== file.version &&
    !(typeof found === "number" && (file.alsoReads ?? []).includes(found))
  ) {
    throw new InputFileError(
      file.path,
      1,
      `${file.kind} format version ${JSON.stringify(found)}; this factprobe reads version ${file.version}`,
      {
        hint:
          typeof found === "number" && found < file.version
            ? `The file was written by an older factprobe. Rerun \`factprobe score <run-dir>\` (or the command that wrote it) to rewrite it.`
            : `The file was written by a newer factprobe: upgrade factprobe to read it.`,
      },
    );
  }
  const { records } = await readJsonl(file.path, {
    schema: file.schema,
    ...(file.tolerateTruncatedTail === true ? { tolerateTruncatedTail: true } : {}),
  });
  return records;
}

async function firstRecordVersion(path: string): Promise<unknown> {
  const handle = await open(path, "r");
  try {
    const buffer = Buffer.alloc(64 * 1024);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    const firstLine = buffer.subarray(0, bytesRead).toString("utf8").split("\n")[0] ?? "";
    if (firstLine.trim() === "") return undefined;
    try {
      const value: unknown = JSON.parse(firstLine);
      return typeof value === "object" && value !== null && "version" in value ? value.version : "none";
    } catch {
      return undefined; // a long or malformed first line: the full reader reports it with its line
    }
  } finally {
    await handle.close();
  }
}
