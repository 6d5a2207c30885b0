import { z } from "zod";

/** The three question types of the paper (section 3.2). */
export const questionTypes = ["yes-no", "multiple-choice", "wh"] as const;
/** A question type. */
export type QuestionType = (typeof questionTypes)[number];

/** The letters of multiple-choice options, in order. */
export const optionLetters = ["A", "B", "C", "D"] as const;

/** A fact a question was made from, with labels so a person can read it. */
export const questionFactSchema = z.object({
  subject: z.string(),
  subjectLabel: z.string(),
  relation: z.string(),
  relationLabel: z.string(),
  object: z.string(),
  objectLabel: z.string(),
});
/** A fact a question was made from. */
export type QuestionFact = z.infer<typeof questionFactSchema>;

/** The on-disk format version of a question record (`questions.jsonl`). */
export const QUESTION_VERSION = 1;

/** One generated test question, as stored one per line in `questions.jsonl`. */
export const questionSchema = z.object({
  version: z.literal(QUESTION_VERSION),
  /** Stable id: the same fact, type and template give the same id. */
  id: z.string(),
  type: z.enum(questionTypes),
  hops: z.union([z.literal(1), z.literal(2)]),
  /** The topic as used in the prompt ("politician"). */
  topic: z.string(),
  /** The question text, e.g. "What is the capital of France?". */
  text: z.string(),
  /** Multiple choice only: four option texts in A-D order. */
  options: z.array(z.string()).optional(),
  /** The gold answer: "Yes"/"No", a letter A-D, or the answer's label for WH. */
  answer: z.string(),
  /** The answer entity's label (for yes-no and multiple choice too, for reports). */
  answerLabel: z.string(),
  /** Other names of the answer entity that count as correct. */
  aliases: z.array(z.string()),
  /** The facts the question was made from. For a No question, the first is the true fact. */
  facts: z.array(questionFactSchema),
  /**
   * Two-hop questions only: the bridge entity (subject -r1-> bridge -r2-> answer) and the ids of the
   * two one-hop sub-questions (subject -r1-> bridge, bridge -r2-> answer) of the same type, so a
   * report can tell whether a two-hop failure comes from a one-hop gap.
   */
  twoHop: z
    .object({
      bridge: z.string(),
      bridgeLabel: z.string(),
      subQuestionIds: z.tuple([z.string(), z.string()]),
    })
    .optional(),
  /** Which template produced it, e.g. `noun/object`. */
  templateId: z.string(),
  /** The generator and its version, e.g. `factprobe-rules@1`. */
  generator: z.string(),
});
/** One generated test question. */
export type Question = z.infer<typeof questionSchema>;
