import { expandKinds } from "./entity-kind.js";
import { TopicError, UsageError } from "../errors.js";
import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type {
  FunctionalRelationReport,
  GenerationReport,
  QuestionTypeReport,
  TwoHopTypeReport,
} from "./generation-report.js";
import { interrogativeFor } from "./interrogative.js";
import { createEntityProfiles, type EntityProfiles } from "./entity-profiles.js";
import { createKnownTruthMemo } from "./known-truth.js";
import {
  askedTimeOf,
  buildMultipleChoice,
  buildSubjectMultipleChoice,
  buildWh,
  buildYesNoPair,
  ineligibility,
  semanticsOfCandidate,
  type QuestionContext,
  type QuestionSkipReason,
} from "./one-hop-questions.js";
import { createWinkTagger, type PartOfSpeechTagger } from "./part-of-speech-tagger.js";
import {
  candidateKey,
  collectCandidateFacts,
  factSkipReasons,
  type CandidateFact,
} from "./question-candidates.js";
import { questionTypes, type Question, type QuestionType } from "./question.js";
import { indexRelation, type RelationIndex } from "./relation-index.js";
import { relationTemplatesFor, type RelationTemplates } from "./relation-templates.js";
import { createSeededRandom, type SeededRandom } from "./seeded-random.js";
import { selectBalanced } from "./select-balanced.js";
import { buildTwoHop, type SuiteState, type TwoHopContext } from "./two-hop-questions.js";
import { appendAll } from "../arrays/append-all.js";
import { collectDatedCandidates } from "./dated-candidates.js";
import { anchorToDate } from "./question-time.js";
import { withDisplayNames } from "./display-name.js";
import { createJudgingMemo } from "./judging-of.js";
import { relationSemanticsOf, type RelationSemantics } from "./relation-semantics.js";

/** The question hops: one fact, or a path of two. */
export const questionHops = [1, 2] as const;

/** Options of {@link generateQuestions}. */
export interface GenerateQuestionsOptions {
  graph: KnowledgeGraph;
  /** The topic word used in prompts ("politician"); copied to every question's `topic`. */
  topic: string;
  /** Which question types to make, in output order. Default all three: yes-no, multiple-choice, wh. */
  types?: readonly QuestionType[];
  /**
   * How many questions of each type to aim for. Default 50. Yes-no questions come in Yes/No pairs,
   * so their count is `perType` rounded down to an even number: exactly half Yes, half No.
   */
  perType?: number;
  /** Seed of all random choices (fact order, false objects, distractors, option order). Default 1. */
  seed?: number | string;
  /**
   * The most facts one relation may contribute to one question type (a yes-no pair counts as one).
   * Default `ceil(2 * facts needed / relations with eligible facts)`: twice a fair share.
   */
  maxPerRelation?: number;
  /** Entities with longer labels (in characters) are left out. Default 150. */
  maxLabelLength?: number;
  /**
   * Which hops to make, each with `perType` questions per type. Default `[1]`. Two-hop questions
   * bring their one-hop sub-questions into the suite (see {@link buildTwoHop}).
   */
  hops?: readonly (1 | 2)[];
  /**
   * Part-of-speech tagger for relation labels outside the lexicon. Default: wink-nlp's English
   * model, loaded only if such a relation occurs; `false` uses the word lists alone.
   */
  tagger?: PartOfSpeechTagger | false;
  /**
   * The date (YYYY-MM-DD) the user vouches for the current values of a source without dated
   * statements (`--as-of`). Relations whose values change over time are asked about only with the
   * source's dated statements or with this date; otherwise they are skipped and counted
   * (`timeDependentUndated`).
   */
  asOf?: string;
  /**
   * Semantics of relations the built-in table lacks (a private triple file's own predicates), by
   * relation id; they win over the built-in entries. A relation with no entry is skipped and named
   * in the report's warnings.
   */
  relationSemantics?: Readonly<Record<string, RelationSemantics>>;
}

/** The questions and a report of what was made and skipped. */
export interface GenerateQuestionsResult {
  /** Grouped by type in `types` order, shuffled within a type. Texts are unique within a type. */
  questions: Question[];
  report: GenerationReport;
}

/**
 * Generates one-hop questions from the facts of a topic's seed entities (paper section 3.2.1): for
 * each type, facts are drawn round-robin over relations (capped per relation, so no relation
 * dominates) and turned into Yes-No pairs, multiple-choice questions with three distractors of the
 * same relation, or WH questions with a unique answer. The same graph, options and seed always give
 * the same questions in the same order; question ids do not depend on the seed.
 *
 * Throws `TopicError` when the graph is empty, has no seeds, or none of the seeds' facts can make a
 * question; `UsageError` for invalid options.
 */
export function generateQuestions(options: GenerateQuestionsOptions): GenerateQuestionsResult {
  const {
    graph: sourceGraph,
    topic,
    types = questionTypes,
    perType = 50,
    seed = 1,
    maxLabelLength = 150,
    hops = [1],
  } = options;
  validateOptions({ types, perType, maxPerRelation: options.maxPerRelation, maxLabelLength, hops });
  // Entities named as English speakers write them ("Leo XIV", "Stax Records"), their labels kept
  // as aliases: questions, options, answers and judging all read these names (`display-name.ts`).
  const graph = withDisplayNames(sourceGraph);
  if (topic.trim() === "") {
    throw new UsageError("Cannot generate questions for an empty topic.", {
      hint: 'Give the topic word the prompts use, e.g. "politician".',
    });
  }

  if (graph.factCount === 0) {
    throw new TopicError(
      topic,
      `Cannot generate questions for topic "${topic}": its knowledge graph has no facts.`,
      {
        hint: "Check the topic's constraints, or raise the entity limit so that some facts are retrieved.",
      },
    );
  }
  if (graph.seeds.length === 0) {
    throw new TopicError(
      topic,
      `Cannot generate questions for topic "${topic}": its knowledge graph has no seed entities.`,
      {
        hint: "List the topic's own entities in the fact set's `seeds`; questions are asked about them.",
      },
    );
  }

  let tagger: PartOfSpeechTagger | undefined = options.tagger === false ? undefined : options.tagger;
  const taggerOf = (): PartOfSpeechTagger => (tagger ??= createWinkTagger());
  const templatesCache = new Map<string, RelationTemplates | undefined>();
  const templatesOf = (relationId: string): RelationTemplates | undefined => {
    if (!templatesCache.has(relationId)) {
      const relation = graph.relation(relationId);
      templatesCache.set(
        relationId,
        relation === undefined || relationId === "P31"
          ? undefined
          : relationTemplatesFor(relation, options.tagger === false ? {} : { tagger: taggerOf }),
      );
    }
    return templatesCache.get(relationId);
  };

  const profiles = createEntityProfiles(graph, { maxLabelLength });
  const collected = collectCandidateFacts(graph, {
    maxLabelLength,
    profiles,
    ...(options.tagger === false ? {} : { tagger: taggerOf }),
  });
  if (collected.candidates.length === 0) {
    const reasons = factSkipReasons
      .filter((reason) => collected.skipped[reason] > 0)
      .map((reason) => `${collected.skipped[reason]} ${reason}`)
      .join(", ");
    const facts = `${collected.considered} facts of its ${graph.seeds.length} seed entities`;
    const why = reasons === "" ? "" : ` (${reasons})`;
    throw new TopicError(
      topic,
      `Cannot generate questions for topic "${topic}": none of the ${facts} can become a question${why}.`,
      {
        hint: "Fetch labels for the entities and relations (English), or choose a topic with more facts.",
      },
    );
  }

  const indexes = new Map<string, RelationIndex>();
  const relationIndex = (relation: string): RelationIndex => {
    let index = indexes.get(relation);
    if (index === undefined) {
      index = indexRelation(graph, relation);
      indexes.set(relation, index);
    }
    return index;
  };
  const fallbacks = new Map<string, string>();
  const fallbackInterrogative = (relation: string, end: "object" | "subject"): string => {
    const key = `${relation}/${end}`;
    let fallback = fallbacks.get(key);
    if (fallback === undefined) {
      // An untyped object of a relation whose objects may be of several kinds (located in: a
      // department, a region or a country) is not guessed from the others: "Which country is
      // Aix-en-Provence located in?" with Bouches-du-Rhône as the answer asks the wrong thing.
      const declared = end === "object" ? semanticsOf(relation)?.objectKinds : undefined;
      fallback =
        declared !== undefined && expandKinds(declared).size > 1
          ? "What"
          : majorityInterrogative(
              graph,
              relationIndex(relation)[end === "object" ? "objects" : "subjects"],
              profiles,
            );
      fallbacks.set(key, fallback);
    }
    return fallback;
  };

  const extraSemantics = options.relationSemantics ?? {};
  // Looked up for every candidate and question: kept by relation id (a Map reads a parsed id faster
  // than the table's object does).
  const semanticsByRelation = new Map<string, RelationSemantics | undefined>();
  const semanticsOf = (relation: string): RelationSemantics | undefined => {
    const known = semanticsByRelation.get(relation);
    if (known !== undefined || semanticsByRelation.has(relation)) return known;
    const semantics = relationSemanticsOf(relation, extraSemantics);
    semanticsByRelation.set(relation, semantics);
    return semantics;
  };
  if (options.asOf !== undefined && !/^\d{4}-\d\d-\d\d$/.test(options.asOf))
    throw new UsageError(`The as-of date must be a date like 2025-10-03, not "${options.asOf}".`, {
      hint: "Give the day the source's values were current: --as-of YYYY-MM-DD.",
    });
  const userAsOf = options.asOf;
  const judgingMemo = createJudgingMemo();
  const asOfYear = Number((graph.asOf ?? userAsOf ?? new Date().toISOString()).slice(0, 4));
  const datedCandidates = collectDatedCandidates({
    graph,
    profiles,
    semantics: semanticsOf,
    templatesOf,
    notFrom: asOfYear,
    asOf: graph.asOf ?? userAsOf,
  });
  const oneHopCandidates = [...collected.candidates, ...datedCandidates];

  const questions: Question[] = [];
  const report: GenerationReport = {
    topic,
    seed,
    hops: [...hops],
    seeds: graph.seeds.length,
    factsConsidered: collected.considered,
    usableFacts: collected.candidates.length,
    skipped: collected.skipped,
    types: {},
    twoHop: {},
    noiseGuard: { functionalRelations: [] },
    datedCandidates: datedCandidates.length,
    sameNameDistractors: 0,
    ...(userAsOf === undefined ? {} : { asOf: userAsOf }),
    ...(graph.asOf === undefined ? {} : { sourceAsOf: graph.asOf }),
    unknownRelations: unknownRelationsOf(collected.candidates, semanticsOf),
    warnings: [],
  };
  for (const [relation, unknown] of Object.entries(report.unknownRelations))
    report.warnings.push(
      `Relation ${relation} (${unknown.label}) has no entry in the relation semantics table: its ${unknown.facts} facts were skipped. Add its cardinality, time dependence and kinds (relationSemantics option) to ask about it.`,
    );
  const memo = createKnownTruthMemo();
  const state: SuiteState = { byId: new Map(), texts: new Map(), optionIds: new Map() };
  for (const type of types) {
    const texts = new Set<string>();
    state.texts.set(type, texts);
    const contextOf = (random: SeededRandom): TwoHopContext => ({
      graph,
      topic,
      random,
      maxLabelLength,
      relationIndex,
      profiles,
      memo,
      fallbackInterrogative,
      templatesOf,
      semantics: semanticsOf,
      userAsOf,
      judgingMemo,
      isTextTaken: (text) => texts.has(text),
      stemTexts: new Map(),
      onSameNameDistractor: () => {
        report.sameNameDistractors += 1;
      },
    });
    const random = createSeededRandom(`${String(seed)}/${type}`);
    if (hops.includes(1)) {
      // Which facts are asked comes from the stream; each question's own draws (its false object,
      // distractors and option order) from a random seeded by its fact, so that a change elsewhere
      // in the graph or the rules leaves them as they were.
      const builder = createSeededRandom(`${String(seed)}/${type}`);
      const { questions: typed, report: typeReport } = generateOfType({
        type,
        candidates: oneHopCandidates,
        context: contextOf(builder),
        selectionRandom: random,
        reseed: (candidate) => {
          builder.reseed(`${String(seed)}/${type}/${candidateKey(candidate)}`);
        },
        state,
        perType,
        maxPerRelation: options.maxPerRelation,
      });
      for (const question of typed) state.byId.set(question.id, question);
      appendAll(questions, random.shuffle(typed));
      report.types[type] = typeReport;
    }
    if (hops.includes(2)) {
      const twoHopRandom = createSeededRandom(`${String(seed)}/${type}/2`);
      const twoHopBuilder = createSeededRandom(`${String(seed)}/${type}/2`);
      const twoHopContext: TwoHopContext = {
        ...contextOf(twoHopBuilder),
        reseedTo: (key) => {
          twoHopBuilder.reseed(`${String(seed)}/${type}/${key}`);
        },
      };
      const {
        questions: typed,
        added,
        report: typeReport,
      } = generateTwoHopOfType({
        type,
        candidates: collected.candidates,
        context: twoHopContext,
        selectionRandom: twoHopRandom,
        reseed: (head) => {
          twoHopBuilder.reseed(`${String(seed)}/${type}/2/${candidateKey(head)}`);
        },
        state,
        perType,
        maxPerRelation: options.maxPerRelation,
      });
      appendAll(appendAll(questions, twoHopRandom.shuffle(typed)), added);
      report.twoHop[type] = typeReport;
    }
  }
  report.noiseGuard.functionalRelations = functionalRelationsOf(graph, indexes, semanticsOf);
  return { questions, report };
}

function generateOfType(options: {
  type: QuestionType;
  candidates: readonly CandidateFact[];
  context: QuestionContext;
  /** Orders the facts asked; `context.random` makes each question's own draws. */
  selectionRandom: SeededRandom;
  /** Restarts `context.random` for a candidate's question. */
  reseed: (candidate: CandidateFact) => void;
  state: SuiteState;
  perType: number;
  maxPerRelation: number | undefined;
}): { questions: Question[]; report: QuestionTypeReport } {
  const { type, candidates, context, state, perType } = options;
  const texts = state.texts.get(type) ?? new Set<string>();
  const target = type === "yes-no" ? perType - (perType % 2) : perType;
  const factsNeeded = type === "yes-no" ? target / 2 : target;

  const skipped: QuestionTypeReport["skipped"] = {
    noSemantics: 0,
    vagueRelation: 0,
    kindMismatch: 0,
    timeDependentUndated: 0,
    pastValue: 0,
    formerEntity: 0,
    ambiguousName: 0,
    answerInName: 0,
    fewValues: 0,
    undatedList: 0,
    notUnique: 0,
    noFalseObject: 0,
    tooFewDistractors: 0,
    staleValues: 0,
    jointlyHeld: 0,
    unverifiableRelation: 0,
    objectOnlyInYesNo: 0,
    objectNotInWording: 0,
    vagueInterrogative: 0,
    lesserKnownValue: 0,
    duplicateText: 0,
    overRelationCap: 0,
  };
  const groups = new Map<string, CandidateFact[]>();
  for (let position = 0; position < candidates.length; position += 1) {
    const candidate = candidates[position] as CandidateFact;
    const reason = ineligibility(type, candidate, context);
    if (reason !== undefined) {
      skipped[reason] += 1;
      continue;
    }
    const key = candidate.time === undefined ? candidate.relation.id : `${candidate.relation.id}@dated`;
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [candidate]);
    else group.push(candidate);
  }
  const relationCap =
    options.maxPerRelation ?? Math.max(1, Math.ceil((2 * factsNeeded) / Math.max(1, groups.size)));

  let subjectDirection = 0;
  const build = (candidate: CandidateFact): Question[] | undefined => {
    options.reseed(candidate);
    const built = withTime(buildOfType(type, candidate, context, state), candidate, context);
    if (typeof built === "string") {
      skipped[built] += 1;
      return undefined;
    }
    if (hasTakenText(built, texts)) {
      skipped.duplicateText += 1;
      return undefined;
    }
    for (const question of built) texts.add(question.text);
    if (built[0]?.templateId.endsWith("/subject-wh") === true) subjectDirection += 1;
    return built;
  };

  const selection = selectBalanced({
    groups,
    target: factsNeeded,
    cap: relationCap,
    build,
    random: options.selectionRandom,
  });
  skipped.overRelationCap = selection.overCap;
  const perRelation: Record<string, number> = {};
  for (const [relation, facts] of Object.entries(selection.perGroup)) {
    perRelation[relation] = type === "yes-no" ? facts * 2 : facts;
  }
  const questions = selection.selected.flat();
  return {
    questions,
    report: {
      requested: perType,
      target,
      generated: questions.length,
      relations: groups.size,
      relationCap,
      perRelation,
      ...(type === "multiple-choice" ? { subjectDirection } : {}),
      skipped,
    },
  };
}

/**
 * Questions about a value that changes over time, told when they hold: a dated candidate's questions
 * (past tense, the year in the text) get its time and an id of their own; a current value's questions
 * are anchored to the date the source or the user vouches for ("As of 3 October 2025, who is ...").
 */
function withTime(
  built: Question[] | QuestionSkipReason,
  candidate: CandidateFact,
  context: QuestionContext,
): Question[] | QuestionSkipReason {
  if (typeof built === "string") return built;
  if (candidate.time !== undefined) {
    const time = candidate.time;
    return built.map((question) => ({ ...question, id: `${question.id}-in${String(time.year)}`, time }));
  }
  // Judged with the candidate's eligibility (`ineligibility`), not again.
  const status = askedTimeOf(candidate, context);
  if (status === undefined) return built;
  return built.map((question) => ({
    ...question,
    text: anchorToDate(question.text, status.asOf),
    time: status,
  }));
}

function buildOfType(
  type: QuestionType,
  candidate: CandidateFact,
  context: QuestionContext,
  state: SuiteState,
): Question[] | QuestionSkipReason {
  switch (type) {
    case "yes-no":
      return buildYesNoPair(candidate, context);
    case "multiple-choice": {
      // Paper 3.2.1: multiple choice asks for the object or, for about half the facts of a relation
      // that is not symmetric, for the subject. The choice hangs on the fact, not the seed, so ids
      // stay independent of the seed.
      const index = context.relationIndex(candidate.relation.id);
      if (
        candidate.templates.subjectWh !== undefined &&
        index.profile.symmetricShare < 0.5 &&
        asksForSubject(candidate)
      ) {
        const question = buildSubjectMultipleChoice(candidate, context);
        if (typeof question !== "string") return [question];
      }
      const question = buildMultipleChoice(candidate, context, {
        recordOptionIds: (id, optionIds) => state.optionIds.set(id, optionIds),
      });
      return typeof question === "string" ? question : [question];
    }
    case "wh": {
      const question = buildWh(candidate, context, { checkTakenText: true });
      return typeof question === "string" ? question : [question];
    }
  }
}

function generateTwoHopOfType(options: {
  type: QuestionType;
  candidates: readonly CandidateFact[];
  context: TwoHopContext;
  /** Orders the paths asked; `context.random` makes each question's own draws. */
  selectionRandom: SeededRandom;
  /** Restarts `context.random` for a head fact's questions. */
  reseed: (head: CandidateFact) => void;
  state: SuiteState;
  perType: number;
  maxPerRelation: number | undefined;
}): { questions: Question[]; added: Question[]; report: TwoHopTypeReport } {
  const { type, candidates, context, state, perType } = options;
  const target = type === "yes-no" ? perType - (perType % 2) : perType;
  const pathsNeeded = type === "yes-no" ? target / 2 : target;
  const groups = new Map<string, CandidateFact[]>();
  let heads = 0;
  for (const candidate of candidates) {
    if (candidate.templates.possessive === undefined) continue;
    if (candidate.objectCount !== 1) continue;
    // The phrase "X's spouse" must name one entity, now and always: single-valued, not changing.
    const semantics = semanticsOfCandidate(candidate, context);
    if (semantics?.cardinality !== "single" || semantics.time === "changes" || semantics.vague !== undefined)
      continue;
    heads += 1;
    const group = groups.get(candidate.relation.id);
    if (group === undefined) groups.set(candidate.relation.id, [candidate]);
    else group.push(candidate);
  }
  const cap = options.maxPerRelation ?? Math.max(1, Math.ceil((2 * pathsNeeded) / Math.max(1, groups.size)));
  const skipped: TwoHopTypeReport["skipped"] = {};
  const added: Question[] = [];
  const perPath: Record<string, number> = {};
  const selection = selectBalanced({
    groups,
    target: pathsNeeded,
    cap,
    build: (head: CandidateFact) => {
      options.reseed(head);
      const built = buildTwoHop(type, head, context, state);
      if (typeof built === "string") {
        skipped[built] = (skipped[built] ?? 0) + 1;
        return undefined;
      }
      appendAll(added, built.added);
      const path = `${built.questions[0]?.facts[0]?.relation ?? ""}/${built.questions[0]?.facts[1]?.relation ?? ""}`;
      perPath[path] = (perPath[path] ?? 0) + built.questions.length;
      return built.questions;
    },
    random: options.selectionRandom,
  });
  if (selection.overCap > 0) skipped.overRelationCap = selection.overCap;
  const questions = selection.selected.flat();
  return {
    questions,
    added,
    report: {
      requested: perType,
      target,
      generated: questions.length,
      heads,
      perPath,
      subQuestionsAdded: added.length,
      skipped,
    },
  };
}

/** Whether a question's text is taken already, or repeats the text of one before it in `built`. */
function hasTakenText(built: readonly Question[], texts: ReadonlySet<string>): boolean {
  for (let index = 0; index < built.length; index += 1) {
    const text = (built[index] as Question).text;
    if (texts.has(text)) return true;
    for (let before = 0; before < index; before += 1)
      if ((built[before] as Question).text === text) return true;
  }
  return false;
}

/** A fixed half of all facts, by a hash of their ids. */
function asksForSubject(candidate: CandidateFact): boolean {
  // FNV-1a of "SUBJECT RELATION OBJECT", fed id by id rather than from a joined string.
  let hash = fnv1aStep(0x811c9dc5, candidate.subject.id);
  hash = fnv1aStep(Math.imul(hash ^ 32, 0x01000193), candidate.relation.id);
  hash = fnv1aStep(Math.imul(hash ^ 32, 0x01000193), candidate.object.id);
  return ((hash >>> 0) & 2) === 0;
}

function fnv1aStep(hash: number, text: string): number {
  let result = hash;
  for (let index = 0; index < text.length; index += 1) {
    result ^= text.charCodeAt(index);
    result = Math.imul(result, 0x01000193);
  }
  return result;
}

/** The interrogative most typed entities of a pool share (70% or more of at least 5), else "What". */
function majorityInterrogative(
  graph: KnowledgeGraph,
  pool: readonly number[],
  profiles: EntityProfiles,
): string {
  const counts = new Map<string, number>();
  let typed = 0;
  for (const entity of pool.slice(0, 400)) {
    const interrogative = interrogativeFor(graph.entityAt(entity), {
      fallback: "",
      labelled: profiles.labelledClasses,
    });
    if (interrogative === "") continue;
    typed += 1;
    counts.set(interrogative, (counts.get(interrogative) ?? 0) + 1);
  }
  const [best, count] = [...counts.entries()].sort((left, right) => right[1] - left[1])[0] ?? ["What", 0];
  // Only when most of the pool is typed: the untyped rest may be of another kind (the subjects of
  // "capital" are typed countries and untyped cantons).
  return typed >= 5 && count >= 0.7 * typed && typed >= 0.6 * Math.min(pool.length, 400) ? best : "What";
}

/** The facts of relations the semantics table lacks, by relation. */
function unknownRelationsOf(
  candidates: readonly CandidateFact[],
  semanticsOf: (relation: string) => RelationSemantics | undefined,
): Record<string, { label: string; facts: number }> {
  const unknown: Record<string, { label: string; facts: number }> = {};
  for (const candidate of candidates) {
    if (semanticsOf(candidate.relation.id) !== undefined) continue;
    const entry = (unknown[candidate.relation.id] ??= { label: candidate.relation.label, facts: 0 });
    entry.facts += 1;
  }
  return unknown;
}

/**
 * The noise guard: single-valued relations (by the semantics table, never by counting) and how many
 * subjects hold several values of them (conflicting, so skipped).
 */
function functionalRelationsOf(
  graph: KnowledgeGraph,
  indexes: ReadonlyMap<string, RelationIndex>,
  semanticsOf: (relation: string) => RelationSemantics | undefined,
): FunctionalRelationReport[] {
  const reports: FunctionalRelationReport[] = [];
  for (const [relation, index] of indexes) {
    if (semanticsOf(relation)?.cardinality !== "single") continue;
    reports.push({
      relation,
      label: graph.relation(relation)?.label ?? "",
      functionalShare: Math.round(index.profile.functionalShare * 1000) / 1000,
      subjectsWithSeveralValues: Math.round(index.profile.subjects * (1 - index.profile.functionalShare)),
    });
  }
  return reports.sort((left, right) => (left.relation < right.relation ? -1 : 1));
}

function validateOptions(options: {
  hops: readonly number[];
  types: readonly QuestionType[];
  perType: number;
  maxPerRelation: number | undefined;
  maxLabelLength: number;
}): void {
  const unknown = options.types.filter((type) => !(questionTypes as readonly string[]).includes(type));
  if (
    options.types.length === 0 ||
    unknown.length > 0 ||
    new Set(options.types).size < options.types.length
  ) {
    throw new UsageError(`Question types must be distinct and known; got ${JSON.stringify(options.types)}.`, {
      hint: `Choose from ${questionTypes.join(", ")}.`,
    });
  }
  if (
    options.hops.length === 0 ||
    options.hops.some((hop) => hop !== 1 && hop !== 2) ||
    new Set(options.hops).size < options.hops.length
  ) {
    throw new UsageError(`Hops must be distinct and 1 or 2; got ${JSON.stringify(options.hops)}.`, {
      hint: "Use --hops 1, --hops 2 or --hops 1,2.",
    });
  }
  for (const [name, value] of [
    ["perType", options.perType],
    ["maxPerRelation", options.maxPerRelation],
    ["maxLabelLength", options.maxLabelLength],
  ] as const) {
    if (value !== undefined && (!Number.isInteger(value) || value <= 0)) {
      throw new UsageError(`${name} must be a positive integer; got ${String(value)}.`);
    }
  }
}
