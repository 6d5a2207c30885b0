import { readFile } from "node:fs/promises";
import { z } from "zod";
import { InputFileError } from "../errors.js";

/** The on-disk format version of a recorded response (a `replay:` responses file). */
export const REPLAY_RECORD_VERSION = 1;

/**
 * One recorded response, one per line of a responses file. `prompt` is the exact text of the user
 * message factprobe sends (the question, with `A.`-`D.` option lines for multiple choice);
 * `system`, when given, is the exact system message, and the record then answers only requests
 * with that system message. `questionId` names the question for people and tools; the `replay:`
 * model cannot see it, so it matches on `prompt` (a record without `prompt` is an error there).
 */
export const replayRecordSchema = z
  .object({
    version: z.literal(REPLAY_RECORD_VERSION),
    questionId: z.string().min(1).optional(),
    system: z.string().optional(),
    prompt: z.string().min(1).optional(),
    response: z.string(),
  })
  .strict()
  .refine((record) => record.prompt !== undefined || record.questionId !== undefined, {
    message: "a record needs `prompt` or `questionId`",
  });
/** One recorded response. */
export type ReplayRecord = z.infer<typeof replayRecordSchema>;

/** A recorded response with the 1-based line it came from. */
export interface NumberedReplayRecord {
  record: ReplayRecord;
  line: number;
}

/** What {@link readReplayFile} read. */
export interface ReplayFile {
  records: NumberedReplayRecord[];
  /** The file's bytes, for a content hash. */
  content: Buffer;
}

/** Bad lines shown in one error message; the rest are counted. */
const SHOWN_BAD_LINES = 5;

/**
 * Reads a responses file (JSON Lines of {@link replayRecordSchema}). Blank lines are skipped. Every
 * malformed line is found; the error names the first by its line number and lists up to five.
 */
export async function readReplayFile(path: string): Promise<ReplayFile> {
  let content: Buffer;
  try {
    content = await readFile(path);
  } catch (error) {
    throw new InputFileError(path, undefined, `cannot be read (${(error as Error).message})`, {
      hint: "Check the path after `replay:`; it is relative to the working directory.",
      cause: error,
    });
  }
  const records: NumberedReplayRecord[] = [];
  const problems: { line: number; reason: string }[] = [];
  content
    .toString("utf8")
    .split(/\r?\n/u)
    .forEach((text, index) => {
      const line = index + 1;
      if (text.trim() === "") return;
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch (error) {
        problems.push({ line, reason: `not valid JSON (${(error as Error).message})` });
        return;
      }
      const parsed = replayRecordSchema.safeParse(value);
      if (parsed.success) {
        records.push({ record: parsed.data, line });
        return;
      }
      const issue = parsed.error.issues[0];
      const where = issue === undefined || issue.path.length === 0 ? "" : ` at "${issue.path.join(".")}"`;
      problems.push({ line, reason: `invalid record${where}: ${issue?.message ?? "unknown problem"}` });
    });
  const first = problems[0];
  if (first !== undefined) {
    const others = problems
      .slice(1, SHOWN_BAD_LINES)
      .map((problem) => `; line ${problem.line}: ${problem.reason}`)
      .join("");
    const more = problems.length > SHOWN_BAD_LINES ? `; and ${problems.length - SHOWN_BAD_LINES} more` : "";
    throw new InputFileError(path, first.line, `${first.reason}${others}${more}`, {
      hint: `Each line must be one JSON object: {"version": ${REPLAY_RECORD_VERSION}, "questionId"?: string, "system"?: string, "prompt": string, "response": string}.`,
    });
  }
  return { records, content };
}
