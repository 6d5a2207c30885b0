import { z } from "zod";

/** The on-disk format version of an answer record (`answers.jsonl`). */
export const ANSWER_VERSION = 1;

/** One model's answer to one question, appended to `answers.jsonl` as it arrives. */
export const answerRecordSchema = z.object({
  version: z.literal(ANSWER_VERSION),
  questionId: z.string(),
  modelId: z.string(),
  /** The raw response text; absent when the call failed. */
  response: z.string().optional(),
  /** Why the call failed, after retries; absent on success. */
  error: z.string().optional(),
  /** Calls made for this answer (1 plus retries). */
  attempts: z.number().int().positive(),
  inputTokens: z.number().int().nonnegative().optional(),
  outputTokens: z.number().int().nonnegative().optional(),
  /** Wall time of the successful (or last) call, in milliseconds. */
  latencyMs: z.number().nonnegative(),
  /** ISO 8601 time the answer was recorded. */
  answeredAt: z.string(),
});
/** One model's answer to one question. */
export type AnswerRecord = z.infer<typeof answerRecordSchema>;
