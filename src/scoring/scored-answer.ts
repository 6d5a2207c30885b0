import { z } from "zod";
import { questionTypes } from "../questions/question.js";
import { verdicts } from "./verdict.js";

/**
 * The on-disk format version of a scored answer (`scores.jsonl`). Version 2 adds the verdicts
 * `less-specific` and `unverified`; version 3 the verdict `truncated` and `hitTokenLimit`. Versions
 * 1 and 2 still read.
 */
export const SCORE_VERSION = 3;

/** One judged answer, as stored in `scores.jsonl`. */
export const scoredAnswerSchema = z.object({
  version: z.union([z.literal(1), z.literal(2), z.literal(SCORE_VERSION)]),
  questionId: z.string(),
  modelId: z.string(),
  type: z.enum(questionTypes),
  hops: z.number().int().positive(),
  topic: z.string(),
  verdict: z.enum(verdicts),
  parsed: z.string().optional(),
  reason: z.string(),
  /** The matcher that judged it, e.g. `exact`. */
  matcher: z.string(),
  /** The matcher's similarity score in [0, 1], when it computes one. */
  score: z.number().optional(),
  /**
   * True when the response hit the token limit (a `length` finish) or the size limit. A verdict
   * other than `truncated` means an answer was read all the same, from the start of the response.
   */
  hitTokenLimit: z.boolean().optional(),
});
/** One judged answer. */
export type ScoredAnswer = z.infer<typeof scoredAnswerSchema>;
