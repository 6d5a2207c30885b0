import { existsSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { readJsonl } from "../../io/read-jsonl.js";

/** The batch log's file name inside a run directory. */
export const BATCHES_FILE = "batches.jsonl";

/** The on-disk format version of the batch log. */
export const BATCH_LOG_VERSION = 1;

/** A batch was created at the provider: its id and which question each request is. */
export const batchSubmittedSchema = z.object({
  version: z.literal(BATCH_LOG_VERSION),
  event: z.literal("submitted"),
  batchId: z.string(),
  modelId: z.string(),
  provider: z.string(),
  /** OpenAI: the uploaded input file. */
  inputFileId: z.string().optional(),
  submittedAt: z.string(),
  /** One per request: its custom id, its question, and the response cache key of its prompt. */
  requests: z.array(z.object({ customId: z.string(), questionId: z.string(), cacheKey: z.string() })),
});
/** A `submitted` line of the batch log. */
export type BatchSubmitted = z.infer<typeof batchSubmittedSchema>;

/** A batch's results were all recorded (or the batch was given up on): it is not polled again. */
export const batchCollectedSchema = z.object({
  version: z.literal(BATCH_LOG_VERSION),
  event: z.literal("collected"),
  batchId: z.string(),
  /** The batch's final state, e.g. `completed`, `expired`, `cancelled`, `failed`. */
  state: z.string(),
  collectedAt: z.string(),
  answered: z.number().int().nonnegative(),
  failed: z.number().int().nonnegative(),
});
/** A `collected` line of the batch log. */
export type BatchCollected = z.infer<typeof batchCollectedSchema>;

/** One line of the batch log. */
export const batchLogLineSchema = z.discriminatedUnion("event", [batchSubmittedSchema, batchCollectedSchema]);
/** One line of the batch log. */
export type BatchLogLine = z.infer<typeof batchLogLineSchema>;

/** What the batch log of a run directory says. */
export interface BatchLog {
  /** Batches submitted and not yet collected: the ones to poll. */
  open: BatchSubmitted[];
  /** Every line, in order. */
  lines: BatchLogLine[];
  /** Byte length of the complete lines (where an appender continues). */
  validBytes: number;
}

/** The path of the batch log of `runDirectory`. */
export function batchLogPath(runDirectory: string, fileName = BATCHES_FILE): string {
  return join(runDirectory, fileName);
}

/**
 * Reads a batch log (`batches.jsonl`; absent means empty). A partial last line left by a kill is
 * dropped; any other malformed line is an `InputFileError` naming the file and line.
 */
export async function readBatchLog(path: string): Promise<BatchLog> {
  if (!existsSync(path)) return { open: [], lines: [], validBytes: 0 };
  const { records, validBytes } = await readJsonl(path, { schema: batchLogLineSchema, tolerateTruncatedTail: true });
  const collected = new Set(records.filter((line) => line.event === "collected").map((line) => line.batchId));
  const open = records.filter(
    (line): line is BatchSubmitted => line.event === "submitted" && !collected.has(line.batchId),
  );
  return { open, lines: records, validBytes };
}
