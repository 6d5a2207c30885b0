import type { MatchResult } from "./matcher.js";

/**
 * Answers for an exact-matching worker thread (see `createExactMatchWorkers`). Structured cloning
 * match inputs would copy every input's object and aliases array, so only the answers travel, as
 * strings, with one number each for their gold answer and their question: each gold answer with its
 * aliases and each question goes to a worker once and is named by its number afterwards.
 */
export interface ExactMatchRequest {
  id: number;
  /** Whether to forget the gold names and questions sent before: numbers start again at 0. */
  reset: boolean;
  /** Gold answers with their aliases, numbered on from those sent before. */
  golds: { gold: string; aliases: readonly string[] }[];
  /** Questions, numbered on from those sent before. */
  questions: string[];
  /**
   * The answers. (One string cut by lengths costs the main thread as much to send, and its slices
   * are slower to match: measured 1.6 µs a pair against 1.2 for the strings an array arrives as.)
   */
  answers: string[];
  /** Two numbers per answer: its gold number and its question number (-1: none). */
  layout: Int32Array;
}

/**
 * A worker's decisions, one per answer (an `ExactDecision` code, or {@link typedDecision}), the
 * results of dates and numbers in their order, and the time it took; or why it could not decide;
 * or, first of all, that it has loaded its script.
 */
export type ExactMatchReply =
  | { id: number; decisions: Int32Array; typed: MatchResult[]; milliseconds: number }
  | { id: number; error: string }
  | { ready: true };

/** The code of a decision on a date or number: its result is the next one of `typed`. */
export const typedDecision = 0x7fffffff;
