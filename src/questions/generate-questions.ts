import { TopicError, UsageError } from "../errors.js";
import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type { GenerationReport, QuestionTypeReport } from "./generation-report.js";
import {
  buildMultipleChoice,
  buildWh,
  buildYesNoPair,
  ineligibility,
  type OneHopContext,
  type QuestionSkipReason,
} from "./one-hop-questions.js";
import { collectCandidateFacts, factSkipReasons, type CandidateFact } from "./question-candidates.js";
import { questionTypes, type Question, type QuestionType } from "./question.js";
import { createSeededRandom } from "./seeded-random.js";
import { selectBalanced } from "./select-balanced.js";

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
  const { graph, topic, types = questionTypes, perType = 50, seed = 1, maxLabelLength = 150 } = options;
  validateOptions({ types, perType, maxPerRelation: options.maxPerRelation, maxLabelLength });

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

  const collected = collectCandidateFacts(graph, { maxLabelLength });
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

  const objectPools = new Map<string, readonly string[]>();
  const objectPool = (relation: string): readonly string[] => {
    let pool = objectPools.get(relation);
    if (pool === undefined) {
      pool = graph.objectsOfRelation(relation);
      objectPools.set(relation, pool);
    }
    return pool;
  };

  const questions: Question[] = [];
  const report: GenerationReport = {
    topic,
    seed,
    seeds: graph.seeds.length,
    factsConsidered: collected.considered,
    usableFacts: collected.candidates.length,
    skipped: collected.skipped,
    types: {},
  };
  for (const type of types) {
    const random = createSeededRandom(`${String(seed)}/${type}`);
    const texts = new Set<string>();
    const context: OneHopContext = {
      graph,
      topic,
      random,
      maxLabelLength,
      objectPool,
      isTextTaken: (text) => texts.has(text),
    };
    const { questions: typed, report: typeReport } = generateOfType({
      type,
      candidates: collected.candidates,
      context,
      texts,
      perType,
      maxPerRelation: options.maxPerRelation,
    });
    questions.push(...random.shuffle(typed));
    report.types[type] = typeReport;
  }
  return { questions, report };
}

function generateOfType(options: {
  type: QuestionType;
  candidates: readonly CandidateFact[];
  context: OneHopContext;
  /** Texts already used for this type; filled as questions are made. */
  texts: Set<string>;
  perType: number;
  maxPerRelation: number | undefined;
}): { questions: Question[]; report: QuestionTypeReport } {
  const { type, candidates, context, texts, perType } = options;
  const target = type === "yes-no" ? perType - (perType % 2) : perType;
  const factsNeeded = type === "yes-no" ? target / 2 : target;

  const skipped: QuestionTypeReport["skipped"] = {
    notUnique: 0,
    noFalseObject: 0,
    tooFewDistractors: 0,
    duplicateText: 0,
    overRelationCap: 0,
  };
  const groups = new Map<string, CandidateFact[]>();
  for (const candidate of candidates) {
    const reason = ineligibility(type, candidate, context);
    if (reason !== undefined) {
      skipped[reason] += 1;
      continue;
    }
    const group = groups.get(candidate.relation.id);
    if (group === undefined) groups.set(candidate.relation.id, [candidate]);
    else group.push(candidate);
  }
  const relationCap =
    options.maxPerRelation ?? Math.max(1, Math.ceil((2 * factsNeeded) / Math.max(1, groups.size)));

  const build = (candidate: CandidateFact): Question[] | undefined => {
    const built = buildOfType(type, candidate, context);
    if (typeof built === "string") {
      skipped[built] += 1;
      return undefined;
    }
    if (
      built.some((question) => texts.has(question.text)) ||
      new Set(built.map((question) => question.text)).size < built.length
    ) {
      skipped.duplicateText += 1;
      return undefined;
    }
    for (const question of built) texts.add(question.text);
    return built;
  };

  const selection = selectBalanced({
    groups,
    target: factsNeeded,
    cap: relationCap,
    build,
    random: context.random,
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
      skipped,
    },
  };
}

function buildOfType(
  type: QuestionType,
  candidate: CandidateFact,
  context: OneHopContext,
): Question[] | QuestionSkipReason {
  switch (type) {
    case "yes-no":
      return buildYesNoPair(candidate, context);
    case "multiple-choice": {
      const question = buildMultipleChoice(candidate, context);
      return typeof question === "string" ? question : [question];
    }
    case "wh": {
      const question = buildWh(candidate, context);
      return typeof question === "string" ? question : [question];
    }
  }
}

function validateOptions(options: {
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
