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
  /**
   * The statement is false: a No question's swapped statement, shown as such (never as a fact).
   * Absent on true facts.
   */
  negated: z.literal(true).optional(),
});
/** A fact a question was made from. */
export type QuestionFact = z.infer<typeof questionFactSchema>;

/**
 * The on-disk format version of a question record (`questions.jsonl`). Version 2 adds `judging`,
 * `time` and `negated` facts; version 1 records still read.
 */
export const QUESTION_VERSION = 2;

/** An entity an answer may name: its id, label and other names. */
export const namedEntitySchema = z.object({
  id: z.string(),
  label: z.string(),
  aliases: z.array(z.string()).default([]),
});
/** An entity an answer may name. */
export type NamedEntity = z.infer<typeof namedEntitySchema>;

/**
 * What judging a WH answer needs to ask for evidence before calling it wrong (see
 * `relation-semantics.ts`): the relation's cardinality, every value the source holds, and the broader
 * entities that make an answer less specific rather than wrong.
 */
export const judgingSchema = z.object({
  /** The relation whose object is asked for (the second relation of a two-hop question). */
  relation: z.string(),
  relationLabel: z.string(),
  /** From the relation semantics table. */
  cardinality: z.enum(["single", "multi"]),
  /** Multi-valued relations: whether the source's values are taken as the whole list. */
  listing: z.enum(["closed", "open"]).optional(),
  /**
   * Every value the source holds for (subject, relation) at the question's time, the gold answer
   * first: an answer naming any of them is correct.
   */
  accepted: z.array(namedEntitySchema),
  /**
   * Entities the accepted values reach through hierarchy relations (located in, country, part of,
   * subclass of, parent taxon, continent): an answer naming one is `less-specific`, not wrong.
   */
  broader: z.array(namedEntitySchema),
  /** The kinds the relation's objects may be (see `entity-kind.ts`); absent: any. */
  objectKinds: z.array(z.string()).optional(),
  /** `RELATION_SEMANTICS_VERSION` of the table used. */
  semanticsVersion: z.number().int(),
});
/** What judging a WH answer needs. */
export type Judging = z.infer<typeof judgingSchema>;

/** When a question's statement holds, for relations whose values change over time. */
export const questionTimeSchema = z.object({
  /**
   * `current`: the value the source gives as current (best rank, no end time) on `asOf`;
   * `dated`: the value held throughout the year `year` (past values, asked in the past tense).
   */
  mode: z.enum(["current", "dated"]),
  /** ISO date (YYYY-MM-DD) the current values are vouched for: the snapshot date, `--as-of`, or the retrieval date. */
  asOf: z.string().optional(),
  /** The year a dated question asks about. */
  year: z.number().int().optional(),
});
/** When a question's statement holds. */
export type QuestionTime = z.infer<typeof questionTimeSchema>;

/** One generated test question, as stored one per line in `questions.jsonl`. */
export const questionSchema = z.object({
  version: z.union([z.literal(1), z.literal(QUESTION_VERSION)]),
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
  /** WH questions (version 2): what judging the answer needs; absent on older suites. */
  judging: judgingSchema.optional(),
  /** Questions about values that change over time: when the statement holds. */
  time: questionTimeSchema.optional(),
  /** Which template produced it, e.g. `noun/object`. */
  templateId: z.string(),
  /** The generator and its version, e.g. `factprobe-rules@1`. */
  generator: z.string(),
});
/** One generated test question. */
export type Question = z.infer<typeof questionSchema>;
