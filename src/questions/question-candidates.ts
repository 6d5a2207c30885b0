import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type { Entity, Relation } from "../knowledge/fact-set.js";
import { isTopicPageLabel, tidyLabel } from "./noun-phrase.js";
import { createEntityProfiles, type EntityProfiles } from "./entity-profiles.js";
import type { PartOfSpeechTagger } from "./part-of-speech-tagger.js";
import type { CandidateStanding, QuestionSkipReason } from "./one-hop-questions.js";
import type { QuestionTime } from "./question.js";
import {
  fitsSubject,
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
  /** The subject's and the object's entity numbers (`KnowledgeGraph.entityNumber`). */
  subjectNumber: number;
  objectNumber: number;
  /**
   * A dated question (a past value of a relation whose values change): the year it is asked about.
   * Its templates are the relation's `dated` ones with the year filled in.
   */
  time?: QuestionTime;
  /**
   * Entity numbers of every value that is true for the question (the gold first), when they are not
   * simply the subject's objects in the graph: the one holder of a dated question.
   */
  accepted?: readonly number[];
  /**
   * What the candidate's eligibility rests on, or why it has none: judged by the question builders
   * on first use and kept here (see `ineligibility`). Undefined until then.
   */
  standing?: CandidateStanding | QuestionSkipReason | undefined;
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
  "topicPage",
  "sameName",
  "subjectOfOtherKind",
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
  /**
   * Label checks to share with the rest of a generation, made with the same `maxLabelLength`.
   * Default: made for this call.
   */
  profiles?: EntityProfiles;
  /** Part-of-speech tagger for relations outside the lexicon (see {@link relationTemplatesFor}). */
  tagger?: () => PartOfSpeechTagger;
}

/**
 * Every fact (SUBJECT, relation, OBJECT) whose subject is a seed, in seed order and then grouped by
 * relation, minus the facts no good question can be made from: a subject or object without a label
 * (or with an id or IRI for a label), a literal object (a date, a number), a label longer than
 * `maxLabelLength`, a relation without a label or without templates, a fact that points back at
 * its subject, a subject that is a page about a topic ({@link isTopicPageLabel}: "Category:...",
 * "futsal in Portugal"), an object named like its subject ("Alaejos, capital of Alaejos"), or a
 * subject of another kind than the relation is about ({@link fitsSubject}: a person's head of
 * government).
 */
export function collectCandidateFacts(
  graph: KnowledgeGraph,
  options: CollectCandidateFactsOptions = {},
): CandidateFacts {
  const { maxLabelLength = 150, tagger } = options;
  const profiles = options.profiles ?? createEntityProfiles(graph, { maxLabelLength });
  const skipped = Object.fromEntries(factSkipReasons.map((reason) => [reason, 0])) as Record<
    FactSkipReason,
    number
  >;
  const candidates: CandidateFact[] = [];
  let considered = 0;

  // Relations and their templates by relation number, worked out on first sight.
  const relations = graph.relationIds().map((id) => graph.relation(id));
  const templatesByRelation: (RelationTemplates | undefined)[] = [];
  const templatesKnown = new Uint8Array(relations.length);
  const templatesOf = (relationNumber: number): RelationTemplates | undefined => {
    if (templatesKnown[relationNumber] === 0) {
      const relation = relations[relationNumber];
      templatesByRelation[relationNumber] =
        relation === undefined
          ? undefined
          : relationTemplatesFor(relation, tagger === undefined ? {} : { tagger });
      templatesKnown[relationNumber] = 1;
    }
    return templatesByRelation[relationNumber];
  };

  // Entities recur across facts: labels are judged once (by the profiles), and so are literals.
  const skipReasonOfLabel = (entity: number, missing: FactSkipReason): FactSkipReason | undefined => {
    if (!profiles.hasUsableLabel(entity)) return missing;
    return profiles.nameable(entity) ? undefined : "labelTooLong";
  };
  const literalVerdicts = new Uint8Array(graph.entityCount);
  const isLiteral = (entity: number): boolean => {
    if (literalVerdicts[entity] === 0)
      literalVerdicts[entity] = looksLikeLiteral(graph.entityIdAt(entity)) ? 1 : 2;
    return literalVerdicts[entity] === 1;
  };

  const out = graph.adjacency("out");
  for (const seed of graph.seeds) {
    const subjectNumber = graph.entityNumber(seed);
    const subject = graph.entityAt(subjectNumber);
    const subjectReason =
      skipReasonOfLabel(subjectNumber, "subjectWithoutLabel") ??
      (isTopicPageLabel(tidyLabel(subject?.label ?? "")) ? "topicPage" : undefined);
    const last = out.offsets[subjectNumber + 1] as number;
    // Edges come grouped by relation, so a run's length is the subject's out-degree for it.
    let runEnd = out.offsets[subjectNumber] as number;
    let objectCount = 0;
    for (let position = runEnd; position < last; position += 1) {
      const relationNumber = out.relations[position] as number;
      const objectNumber = out.ends[position] as number;
      if (position === runEnd) {
        while (runEnd < last && out.relations[runEnd] === relationNumber) runEnd += 1;
        objectCount = runEnd - position;
      }
      considered += 1;
      const relation = relations[relationNumber];
      const templates = templatesOf(relationNumber);
      const reason =
        subjectReason ??
        (isLiteral(objectNumber) ? "literalObject" : undefined) ??
        skipReasonOfLabel(objectNumber, "objectWithoutLabel") ??
        (templates === undefined
          ? relation === undefined || !isUsableLabel(relation.label)
            ? "relationWithoutLabel"
            : "relationWithoutTemplate"
          : undefined) ??
        (objectNumber === subjectNumber ? "selfLoop" : undefined) ??
        (profiles.labelKey(objectNumber) === profiles.labelKey(subjectNumber) ? "sameName" : undefined) ??
        (subject !== undefined && templates !== undefined && !fitsSubject(templates, subject)
          ? "subjectOfOtherKind"
          : undefined);
      const object = reason === undefined ? graph.entityAt(objectNumber) : undefined;
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
        templates: templatesForSubject(templates, subject, {
          died: profiles.died(subjectNumber),
          person: profiles.untypedPerson(subjectNumber),
          art: profiles.art(subjectNumber),
          dissolved: profiles.dissolved(subjectNumber),
          labelled: profiles.labelledClasses,
        }),
        objectCount,
        subjectNumber,
        objectNumber,
        standing: undefined,
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

/**
 * A candidate fact's key for its questions' own random draws: its fact, and the year it is asked
 * about. Generation seeds each question's false object, distractors and option order with it.
 */
export function candidateKey(candidate: CandidateFact): string {
  const year = candidate.time?.year;
  return `${candidate.subject.id} ${candidate.relation.id} ${candidate.object.id}${year === undefined ? "" : ` ${String(year)}`}`;
}
