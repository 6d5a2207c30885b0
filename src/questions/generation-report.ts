import type { FactSkipReason } from "./question-candidates.js";
import type { QuestionSkipReason } from "./one-hop-questions.js";
import type { QuestionType } from "./question.js";
import type { TwoHopSkipReason } from "./two-hop-questions.js";

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
  /** Multiple choice: how many ask for the subject rather than the object. */
  subjectDirection?: number;
  /**
   * Candidate facts passed over, by reason. `duplicateText`: the text was already asked;
   * `staleValues`: a single-valued relation with several values for this subject (conflicting);
   * `jointlyHeld`: an office several hold at once by design (Andorra's two co-princes; see
   * `heldJointly`), which has no one holder to ask about;
   * `noSemantics`: a relation the semantics table lacks; `vagueRelation`: too vague to ask in this
   * form; `kindMismatch`: a subject or object of a kind the relation excludes;
   * `timeDependentUndated`: a value that changes, from a source without dates (see `--as-of`);
   * `pastValue`: a value that has ended (asked only as a dated question); `formerEntity`: a
   * present-tense statement about a dissolved state or former division;
   * `ambiguousName`: a subject named like another entity; `answerInName`: a subject whose name
   * holds its object's ("Which city is Downtown Baltimore in?"); `fewValues`: WH of an open multi-valued
   * relation with one listed value; `undatedList`: WH of an open multi-valued relation whose members
   * come and go, in the present tense, from a source that dates none of them (see `--as-of`);
   * `unverifiableRelation`: an open-world relation, where a No cannot be verified;
   * `objectOnlyInYesNo`: an object only Yes-No wording fits ("Did X sing?"); `objectNotInWording`:
   * an object the wording cannot name ("Did X die of killed in action?"); `vagueInterrogative`: WH of a
   * relation that must name the answer's level (`whNeedsKind`: "What is Burbank located in?" has
   * the county, the state and the country as right answers) when the answer's types name none;
   * `lesserKnownValue`: WH of a subject with several values, from a value other than the one most
   * subjects of the relation hold (that one shows as the answer; every value is accepted).
   */
  skipped: Record<QuestionSkipReason | "duplicateText" | "overRelationCap", number>;
}

/** How two-hop questions of one type fared. */
export interface TwoHopTypeReport {
  requested: number;
  target: number;
  generated: number;
  /** Facts (SUBJECT, r1, BRIDGE) that can start a path: r1 a noun relation, single-valued for SUBJECT. */
  heads: number;
  /** Questions per path `r1/r2`. */
  perPath: Record<string, number>;
  /** One-hop sub-questions added to the suite because the one-hop selection did not already hold them. */
  subQuestionsAdded: number;
  /** Heads passed over, by the last reason met. */
  skipped: Partial<Record<TwoHopSkipReason | "overRelationCap", number>>;
}

/** A relation the noise guard treats as single-valued. */
export interface FunctionalRelationReport {
  relation: string;
  label: string;
  /** Share of its subjects with exactly one value. */
  functionalShare: number;
  /** Subjects with several values: skipped by Yes-No, multiple choice and WH. */
  subjectsWithSeveralValues: number;
}

/** What {@link generateQuestions} did and what it left out, for logs and reports. */
export interface GenerationReport {
  topic: string;
  seed: number | string;
  /** Hops generated. */
  hops: (1 | 2)[];
  seeds: number;
  /** One-hop facts leaving a seed. */
  factsConsidered: number;
  /** Facts left after the label and template checks. */
  usableFacts: number;
  /** Facts removed by the label and template checks, by reason. */
  skipped: Record<FactSkipReason, number>;
  /** One-hop questions per type. */
  types: Partial<Record<QuestionType, QuestionTypeReport>>;
  /** Two-hop questions per type (when hop 2 was asked for). */
  twoHop: Partial<Record<QuestionType, TwoHopTypeReport>>;
  /** The noise guard: single-valued relations (by the semantics table), and how many subjects it skips for each. */
  noiseGuard: { functionalRelations: FunctionalRelationReport[] };
  /** Candidates for dated questions (past values of relations whose values change, from dated statements). */
  datedCandidates: number;
  /**
   * Multiple choice: distractors passed over because another option reads by the same name
   * (entities named alike, or by one display name: the Kingdom of the Netherlands and the
   * Netherlands are both "Netherlands").
   */
  sameNameDistractors: number;
  /** The date the user vouched for undated values (`--as-of`), if given. */
  asOf?: string;
  /** The date the source states for its current values, if it states one. */
  sourceAsOf?: string;
  /** Relations without an entry in the semantics table, skipped, with their candidate facts. */
  unknownRelations: Record<string, { label: string; facts: number }>;
  /** Messages for the user (relations skipped for want of semantics). */
  warnings: string[];
}
