import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type { Entity, Fact, Relation } from "../knowledge/fact-set.js";
import { tidyLabel } from "./noun-phrase.js";
import type { PartOfSpeechTagger } from "./part-of-speech-tagger.js";
import {
  looksLikeId,
  relationTemplatesFor,
  templatesForSubject,
  type RelationTemplates,
} from "./relation-templates.js";

/** A one-hop fact that can become a question: both ends are nameable and the relation has templates. */
export interface CandidateFact {
  subject: Entity;
  relation: Relation;
  object: Entity;
  templates: RelationTemplates;
  /**
   * The subject's number of objects for the relation, `graph.outDegree(subject, relation)`: 1 when a
   * WH answer is unique. Kept here because every question type asks for it, for every candidate.
   */
  objectCount: number;
}

/** Why a one-hop fact of a seed was not turned into questions. */
export const factSkipReasons = [
  "subjectWithoutLabel",
  "literalObject",
  "objectWithoutLabel",
  "relationWithoutLabel",
  "labelTooLong",
  "relationWithoutTemplate",
  "selfLoop",
] as const;
/** A reason a fact was skipped. */
export type FactSkipReason = (typeof factSkipReasons)[number];

/** The candidates and what was left out. */
export interface CandidateFacts {
  candidates: CandidateFact[];
  /** Facts leaving a seed, before any check. */
  considered: number;
  /** How many facts each reason removed (each fact counts once, under its first reason). */
  skipped: Record<FactSkipReason, number>;
}

/** Options of {@link collectCandidateFacts}. */
export interface CollectCandidateFactsOptions {
  /** Longest usable entity label, in characters. Default 150. */
  maxLabelLength?: number;
  /** Part-of-speech tagger for relations outside the lexicon (see {@link relationTemplatesFor}). */
  tagger?: () => PartOfSpeechTagger;
}

/**
 * Every fact (SUBJECT, relation, OBJECT) whose subject is a seed, in seed order and then grouped by
 * relation, minus the facts no good question can be made from: a subject or object without a label
 * (or with an id or IRI for a label), a literal object (a date, a number), a label longer than
 * `maxLabelLength`, a relation without a label or without templates, or a fact that points back at
 * its subject.
 */
export function collectCandidateFacts(
  graph: KnowledgeGraph,
  options: CollectCandidateFactsOptions = {},
): CandidateFacts {
  const { maxLabelLength = 150, tagger } = options;
  const skipped = Object.fromEntries(factSkipReasons.map((reason) => [reason, 0])) as Record<
    FactSkipReason,
    number
  >;
  const templatesByRelation = new Map<string, RelationTemplates | undefined>();
  const candidates: CandidateFact[] = [];
  let considered = 0;

  // Entities recur across facts: judge each label once.
  // Keyed by id: the graph makes a fresh object for an entity without a label at every call.
  const labelVerdicts = new Map<string, "missing" | "tooLong" | "usable">();
  const skipReasonOfLabel = (
    entity: Entity | undefined,
    missing: FactSkipReason,
  ): FactSkipReason | undefined => {
    if (entity === undefined) return missing;
    let verdict = labelVerdicts.get(entity.id);
    if (verdict === undefined) {
      verdict = !isUsableLabel(entity.label)
        ? "missing"
        : tidyLabel(entity.label).length > maxLabelLength
          ? "tooLong"
          : "usable";
      labelVerdicts.set(entity.id, verdict);
    }
    return verdict === "missing" ? missing : verdict === "tooLong" ? "labelTooLong" : undefined;
  };

  for (const seed of graph.seeds) {
    const subject = graph.entity(seed);
    const subjectReason = skipReasonOfLabel(subject, "subjectWithoutLabel");
    const facts = graph.outgoing(seed);
    // Facts come grouped by relation, so a run's length is the subject's out-degree for it.
    let runEnd = 0;
    let objectCount = 0;
    for (let position = 0; position < facts.length; position += 1) {
      const fact = facts[position] as Fact;
      if (position === runEnd) {
        while (runEnd < facts.length && facts[runEnd]?.relation === fact.relation) runEnd += 1;
        objectCount = runEnd - position;
      }
      considered += 1;
      const object = graph.entity(fact.object);
      const relation = graph.relation(fact.relation);
      let templates = templatesByRelation.get(fact.relation);
      if (!templatesByRelation.has(fact.relation)) {
        templates =
          relation === undefined
            ? undefined
            : relationTemplatesFor(relation, tagger === undefined ? {} : { tagger });
        templatesByRelation.set(fact.relation, templates);
      }
      const reason =
        subjectReason ??
        (looksLikeLiteral(fact.object) ? "literalObject" : undefined) ??
        skipReasonOfLabel(object, "objectWithoutLabel") ??
        (templates === undefined
          ? relation === undefined || !isUsableLabel(relation.label)
            ? "relationWithoutLabel"
            : "relationWithoutTemplate"
          : undefined) ??
        (fact.object === fact.subject ? "selfLoop" : undefined);
      if (
        reason !== undefined ||
        subject === undefined ||
        object === undefined ||
        relation === undefined ||
        templates === undefined
      ) {
        if (reason !== undefined) skipped[reason] += 1;
        continue;
      }
      candidates.push({
        subject,
        relation,
        object,
        templates: templatesForSubject(templates, subject),
        objectCount,
      });
    }
  }
  return { candidates, considered, skipped };
}

/** Whether a label can name an entity in a question: not empty, not an id or an IRI. */
export function isUsableLabel(label: string): boolean {
  const tidy = tidyLabel(label);
  return tidy !== "" && !looksLikeId(tidy);
}

/** Whether an object id is really a literal value (a quoted string, a number, a date), not an entity. */
export function looksLikeLiteral(id: string): boolean {
  return /^["'+-]|^\d/u.test(id.trim());
}
