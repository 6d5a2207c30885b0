import { z } from "zod";

/**
 * The on-disk format version of an answer record (`answers.jsonl`). Version 2 adds `reasoning`
 * (and `response` no longer holds `<think>` blocks); version 1 files still read.
 */
export const ANSWER_VERSION = 2;

/** One model's answer to one question, appended to `answers.jsonl` as it arrives. */
export const answerRecordSchema = z.object({
  version: z.union([z.literal(1), z.literal(ANSWER_VERSION)]),
  questionId: z.string(),
  modelId: z.string(),
  /**
   * The final answer: the response text without its reasoning (`<think>` blocks), which is what
   * the verdict reads. Empty when the model stopped before answering. Absent when the call failed.
   */
  response: z.string().optional(),
  /**
   * The model's reasoning before its answer, for review: the provider's reasoning field
   * (`reasoning_content`, `reasoning`, Anthropic's thinking) and the text's `<think>` blocks.
   */
  reasoning: z.string().optional(),
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
  /**
   * Why generation stopped, when the provider said: `stop`, `length` (hit the token limit),
   * `refusal` (the model declined; `response` holds its words, possibly empty), `content-filter`,
   * `other`. Absent in older records.
   */
  finishReason: z.enum(["stop", "length", "refusal", "content-filter", "other"]).optional(),
  /**
   * True when the response came from the response cache (no model call was made); `attempts`,
   * tokens and `latencyMs` are then those of the original call.
   */
  cached: z.boolean().optional(),
  /** True when the response was longer than the size limit and `response` is its start. */
  truncated: z.boolean().optional(),
  /** Estimated cost of this answer in US dollars from the price table: 0 when cached; absent when the model has no price. */
  costUsd: z.number().nonnegative().optional(),
  /** The provider batch that answered (batch mode, `--batch`); such answers have `latencyMs` 0. */
  batchId: z.string().optional(),
});
/** One model's answer to one question. */
export type AnswerRecord = z.infer<typeof answerRecordSchema>;
