import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { createInterface } from "node:readline";
import type { z } from "zod";
import { InputFileError } from "../errors.js";

/** Options of {@link readJsonl}. */
export interface ReadJsonlOptions<Schema extends z.ZodType> {
  /** Validates each record. */
  schema: Schema;
  /**
   * Drop an unterminated last line instead of failing. An append-only log whose writer was killed
   * mid-write ends that way; every other malformed line is still an error.
   */
  tolerateTruncatedTail?: boolean;
}

/** What {@link readJsonl} read. */
export interface ReadJsonlResult<Record> {
  records: Record[];
  /** Byte length of the complete lines read (where an appender should continue). */
  validBytes: number;
  /** Whether an unterminated last line was dropped. */
  droppedTail: boolean;
}

/**
 * Reads a JSON Lines file as a stream, validating every line. A malformed line fails with an
 * `InputFileError` that names the file and the 1-based line number. Blank lines are skipped.
 */
export async function readJsonl<Schema extends z.ZodType>(
  path: string,
  options: ReadJsonlOptions<Schema>,
): Promise<ReadJsonlResult<z.infer<Schema>>> {
  const records: z.infer<Schema>[] = [];
  let lineNumber = 0;
  let validBytes = 0;
  let pending: { text: string; lineNumber: number; bytes: number } | undefined;
  const lines = createInterface({ input: createReadStream(path, { encoding: "utf8" }), crlfDelay: Infinity });
  // readline cannot tell whether the last line had a newline, so parse one line behind.
  const parseLine = (text: string, atLine: number): void => {
    if (text.trim() === "") return;
    let value: unknown;
    try {
      value = JSON.parse(text);
    } catch (error) {
      throw new InputFileError(path, atLine, `not valid JSON (${(error as Error).message})`, {
        hint: "Each line must be one JSON object.",
      });
    }
    const parsed = options.schema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue === undefined || issue.path.length === 0 ? "" : ` at "${issue.path.join(".")}"`;
      throw new InputFileError(
        path,
        atLine,
        `invalid record${where}: ${issue?.message ?? "unknown problem"}`,
      );
    }
    records.push(parsed.data);
  };
  try {
    for await (const line of lines) {
      lineNumber += 1;
      // A byte order mark (Windows editors write one) is not part of the first record.
      const text = lineNumber === 1 && line.startsWith("\uFEFF") ? line.slice(1) : line;
      if (pending !== undefined) {
        parseLine(pending.text, pending.lineNumber);
        validBytes += pending.bytes + 1;
      }
      pending = { text, lineNumber, bytes: Buffer.byteLength(line, "utf8") };
    }
  } catch (error) {
    if (error instanceof InputFileError) throw error;
    throw new InputFileError(path, undefined, `cannot be read (${(error as Error).message})`, {
      cause: error,
    });
  }
  let droppedTail = false;
  if (pending !== undefined) {
    const { size } = await stat(path);
    const terminated = validBytes + pending.bytes + 1 <= size;
    if (terminated) {
      parseLine(pending.text, pending.lineNumber);
      validBytes += pending.bytes + 1;
    } else if (options.tolerateTruncatedTail === true) {
      droppedTail = true;
    } else {
      parseLine(pending.text, pending.lineNumber);
      validBytes = size;
    }
  }
  return { records, validBytes, droppedTail };
}
