import { z } from "zod";

/** An entity (a Wikidata item or any IRI node) with its English names and P31 types. */
export const entitySchema = z.object({
  /** Short id: `Q90` for Wikidata items, the full IRI otherwise. */
  id: z.string().min(1),
  label: z.string(),
  aliases: z.array(z.string()).default([]),
  /** Ids of the entity's `instance of` (P31) classes. */
  types: z.array(z.string()).default([]),
  description: z.string().optional(),
  /**
   * When the entity died, where the source says it has (Wikidata's date of death, P570): the ISO
   * date (YYYY-MM-DD, `-0043-03-15` before the common era), or `unknown` for a death the source
   * states without a date. Questions about a person who has died are asked in the past tense.
   */
  died: z.string().optional(),
  /**
   * When the entity, a state, an organisation, a band or a building, was dissolved, abolished or
   * demolished, where the source says so (Wikidata's P576), as `died` gives it. Statements about an
   * entity that no longer exists are not asked in the present tense.
   */
  dissolved: z.string().optional(),
});
/** An entity with its English label, aliases and P31 types. */
export type Entity = z.infer<typeof entitySchema>;

/** A relation (a Wikidata property or any predicate IRI). */
export const relationSchema = z.object({
  /** Short id: `P36` for Wikidata properties, the full IRI otherwise. */
  id: z.string().min(1),
  label: z.string(),
  aliases: z.array(z.string()).default([]),
});
/** A relation with its English label. */
export type Relation = z.infer<typeof relationSchema>;

/** A class that entities are instances of (P31), with its English label: `county of California`. */
export const entityClassSchema = z.object({
  /** Short id: `Q13212489` for Wikidata items, the full IRI otherwise. */
  id: z.string().min(1),
  label: z.string(),
});
/** A P31 class with its English label. */
export type EntityClass = z.infer<typeof entityClassSchema>;

/** One fact triplet (SUBJECT, relation, OBJECT), by ids. */
export const factSchema = z.object({
  subject: z.string(),
  relation: z.string(),
  object: z.string(),
});
/** One fact triplet by ids. */
export type Fact = z.infer<typeof factSchema>;

/**
 * One statement in Wikidata's full statement model (`p:`/`ps:`/`pq:P580`/`pq:P582`/`wikibase:rank`),
 * for relations whose values change over time: who held an office when.
 */
export const datedStatementSchema = z.object({
  subject: z.string(),
  relation: z.string(),
  object: z.string(),
  /** ISO date (YYYY-MM-DD) of the start time qualifier (P580), when there is one. */
  start: z.string().optional(),
  /** ISO date (YYYY-MM-DD) of the end time qualifier (P582), when there is one. */
  end: z.string().optional(),
  rank: z.enum(["preferred", "normal", "deprecated"]),
});
/** One dated statement. */
export type DatedStatement = z.infer<typeof datedStatementSchema>;

/**
 * The latest start or end date (YYYY-MM-DD) the statements give, not after `notAfter` (the day of
 * retrieval: a term's planned end is no news), or `undefined` when they give none. A source that
 * states no date of its own (a Wikidata dump without `schema:dateModified`, a SPARQL endpoint over
 * one) was current at least up to this day, and a value it gives as current, started on or before
 * it, held on it: "As of 3 October 2025, who is the head of state of Madagascar?" stays true when
 * the office changes hands after the snapshot, where an unanchored present tense would not.
 */
export function latestStatementDate(
  statements: readonly DatedStatement[],
  notAfter: string,
): string | undefined {
  let latest: string | undefined;
  for (const { start, end } of statements)
    for (const date of [start, end])
      if (date !== undefined && date <= notAfter && (latest === undefined || date > latest)) latest = date;
  return latest;
}

/**
 * A fact set's `asOf` fields: the date the source states, or else its statements' latest date
 * ({@link latestStatementDate}, up to the day of retrieval), marked `asOfInferred`; none when the
 * statements give no date either.
 */
export function asOfFields(
  stated: string | undefined,
  statements: readonly DatedStatement[],
  retrievedAt: string,
): { asOf?: string; asOfInferred?: true } {
  if (stated !== undefined) return { asOf: stated };
  const latest = latestStatementDate(statements, retrievedAt.slice(0, 10));
  return latest === undefined ? {} : { asOf: latest, asOfInferred: true };
}

/** Where a fact set came from. */
export const provenanceSchema = z.object({
  /** The source: `embedded`, an endpoint URL or a file path. */
  source: z.string(),
  /** The topic as the user wrote it. */
  topic: z.string(),
  /** The topic's resolved constraints, e.g. `P106=Q82955`. */
  constraints: z.array(z.string()),
  /** The SPARQL queries that were run, in order. */
  queries: z.array(z.string()),
  /** ISO 8601 time of retrieval. */
  retrievedAt: z.string(),
  /** The cap on topic entities that was applied. */
  limit: z.number().int().positive(),
  /** Entities dropped, with their facts, because the source has no English label for them. */
  unlabelledEntitiesDropped: z.number().int().nonnegative().optional(),
  /**
   * ISO date (YYYY-MM-DD) on which the source's current values are vouched for: a snapshot's stated
   * date, the user's `--as-of`, or (live endpoints) the retrieval date. Present-tense questions about
   * values that change over time say "As of" this date.
   */
  asOf: z.string().optional(),
  /**
   * `true` when the source stated no date and `asOf` is the latest start or end date its dated
   * statements give (see {@link latestStatementDate}): the source's current values held then.
   */
  asOfInferred: z.boolean().optional(),
  /** Malformed file lines skipped with `--skip-invalid` (file sources only). */
  invalidLinesSkipped: z.number().int().nonnegative().optional(),
});
/** Where a fact set came from. */
export type Provenance = z.infer<typeof provenanceSchema>;

/** The on-disk format version of a fact set (`kg.json`). */
export const FACT_SET_VERSION = 1;

/**
 * Fact triplets for a topic, with every entity and relation they mention, and their provenance.
 * `seeds` are the topic's own entities (the questions' subjects); the rest are objects and their
 * neighbours.
 */
export const factSetSchema = z.object({
  version: z.literal(FACT_SET_VERSION),
  provenance: provenanceSchema,
  seeds: z.array(z.string()),
  entities: z.array(entitySchema),
  relations: z.array(relationSchema),
  facts: z.array(factSchema),
  /**
   * Dated statements of the seeds (and bridges) for relations whose values change over time, where
   * the source has Wikidata's statement model. For a (subject, relation) pair listed here the list is
   * the source's whole history; pairs not listed are undated.
   */
  statements: z.array(datedStatementSchema).optional(),
  /**
   * The English labels of the entities' P31 classes (`types`), where the source has one, ordered by
   * id: what the source calls a class the entity-kinds table lacks ("county of California" gives
   * "Which county"). Optional: fact sets written before it was added have none, and their classes
   * are then known by the table alone.
   */
  classes: z.array(entityClassSchema).optional(),
});
/** Fact triplets for a topic, with entities, relations and provenance. */
export type FactSet = z.infer<typeof factSetSchema>;
