import type { FactSkipReason } from "./question-candidates.js";
import type { QuestionSkipReason } from "./one-hop-questions.js";
import type { QuestionType } from "./question.js";

/** How one question type fared in {@link generateQuestions}. */
export interface QuestionTypeReport {
  /** `perType` as asked. */
  requested: number;
  /** How many were aimed for: `perType`, or for yes-no `perType` rounded down to an even number. */
  target: number;
  generated: number;
  /** Relations with at least one eligible fact for this type. */
  relations: number;
  /** The most facts one relation could contribute (a yes-no pair counts as one fact). */
  relationCap: number;
  /** Questions per relation id (yes-no counts both questions of a pair). */
  perRelation: Record<string, number>;
  /** Candidate facts passed over, by reason. `duplicateText`: the text was already asked. */
  skipped: Record<QuestionSkipReason | "duplicateText" | "overRelationCap", number>;
}

/** What {@link generateQuestions} did and what it left out, for logs and reports. */
export interface GenerationReport {
  topic: string;
  seed: number | string;
  seeds: number;
  /** One-hop facts leaving a seed. */
  factsConsidered: number;
  /** Facts left after the label and template checks. */
  usableFacts: number;
  /** Facts removed by the label and template checks, by reason. */
  skipped: Record<FactSkipReason, number>;
  types: Partial<Record<QuestionType, QuestionTypeReport>>;
}
