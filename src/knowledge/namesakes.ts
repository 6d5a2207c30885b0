import { compareIds, fetchEntityNames } from "./entity-names.js";
import type { Entity } from "./fact-set.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { sparqlStringLiteral } from "./sparql-literal.js";
import {
  DIRECT_CLAIM_NAMESPACE,
  ENTITY_NAMESPACE,
  shortIdOf,
  SPARQL_PREFIXES,
} from "./wikidata-vocabulary.js";

/**
 * How well known a namesake must be, against the entity it shares a name with, to make that name
 * ambiguous: its item statements at least this share of the entity's. Richmond, Virginia (4
 * statements in the 2025 snapshot) has a namesake in London (6), Kansas City, Missouri (7) one in
 * Kansas (1); Paris, France (41) has none so known (Paris, Texas: 1), so "Which country is Paris
 * in?" has one reading and "Which state is Richmond in?" two. Statement counts are a coarse measure
 * of fame (a thin snapshot undercounts), so the share is low.
 */
export const NAMESAKE_RATIO = 0.1;

/** An entity of the source with an English label, and its count of item statements (P31 excepted). */
export interface NamedEntity {
  readonly id: string;
  readonly label: string;
  readonly statements: number;
}

/**
 * Of the entities named like `own`'s (label to the ids that own it), those known well enough to be
 * meant by the name: with statements, and at least `ratio` of the best-known own entity's
 * ({@link NAMESAKE_RATIO}). What `fetchNamesakes` asks a SPARQL source, and what a triple file's
 * topic selection (`selectTopicSubgraph`) finds in the file.
 */
export function pickNamesakes(
  own: ReadonlyMap<string, ReadonlySet<string>>,
  named: Iterable<NamedEntity>,
  ratio: number = NAMESAKE_RATIO,
): Set<string> {
  const byLabel = new Map<string, NamedEntity[]>();
  for (const entity of named) {
    if (!own.has(entity.label)) continue;
    const list = byLabel.get(entity.label);
    if (list === undefined) byLabel.set(entity.label, [entity]);
    else list.push(entity);
  }
  const found = new Set<string>();
  for (const [label, entities] of byLabel) {
    const ids = own.get(label);
    if (ids === undefined) continue;
    const known = Math.max(
      0,
      ...entities.filter((entity) => ids.has(entity.id)).map((entity) => entity.statements),
    );
    for (const entity of entities)
      if (!ids.has(entity.id) && entity.statements > 0 && entity.statements >= ratio * known)
        found.add(entity.id);
  }
  return found;
}

/** The labels of `entities` and the ids that own each (empty labels left out). */
export function ownLabels(entities: readonly { id: string; label: string }[]): Map<string, Set<string>> {
  const own = new Map<string, Set<string>>();
  for (const entity of entities) {
    if (entity.label === "") continue;
    const ids = own.get(entity.label);
    if (ids === undefined) own.set(entity.label, new Set([entity.id]));
    else ids.add(entity.id);
  }
  return own;
}

/** What {@link fetchNamesakes} reads. */
export interface FetchNamesakesOptions {
  source: KnowledgeSource;
  /** The entities whose names may be shared: the subjects questions are asked about. */
  entities: readonly { id: string; label: string }[];
  /** Names per query. Default 100. */
  batchSize?: number;
  /** See {@link NAMESAKE_RATIO}. */
  ratio?: number;
  signal?: AbortSignal;
  onQuery?: (query: string) => void;
}

/**
 * The source's other entities whose English label is that of one of `entities`, and that are known
 * well enough to be meant by the name ({@link NAMESAKE_RATIO}, by counts of item statements, P31
 * excepted), with their names and types: the fact set keeps them so that the question generator sees
 * the name as ambiguous ("Richmond": Virginia or London) and asks nothing about it by name alone.
 * Standard SPARQL 1.1: an exact label match, which every engine answers from its index.
 */
export async function fetchNamesakes(options: FetchNamesakesOptions): Promise<Entity[]> {
  const batchSize = options.batchSize ?? 100;
  const ratio = options.ratio ?? NAMESAKE_RATIO;
  const own = ownLabels(options.entities);
  const labels = [...own.keys()].sort();
  const signal = options.signal === undefined ? {} : { signal: options.signal };
  const found = new Set<string>();
  for (let start = 0; start < labels.length; start += batchSize) {
    const batch = labels.slice(start, start + batchSize);
    const query = `${SPARQL_PREFIXES}
SELECT ?entity ?label (COUNT(?object) AS ?statements) WHERE {
  VALUES ?label { ${batch.map((label) => sparqlStringLiteral(label, { language: "en" })).join(" ")} }
  ?entity rdfs:label ?label .
  OPTIONAL {
    ?entity ?predicate ?object .
    FILTER(STRSTARTS(STR(?predicate), "${DIRECT_CLAIM_NAMESPACE}P") && ?predicate != wdt:P31)
  }
}
GROUP BY ?entity ?label`;
    options.onQuery?.(query);
    const rows = await options.source.select(query, signal);
    const named: NamedEntity[] = [];
    for (const row of rows) {
      const iri = row["entity"]?.value ?? "";
      const label = row["label"]?.value;
      if (label === undefined || !iri.startsWith(ENTITY_NAMESPACE)) continue;
      const id = shortIdOf(iri);
      if (!/^Q\d+$/.test(id)) continue;
      named.push({ id, label, statements: Number(row["statements"]?.value ?? 0) });
    }
    for (const id of pickNamesakes(own, named, ratio)) found.add(id);
  }
  if (found.size === 0) return [];
  const names = await fetchEntityNames({
    source: options.source,
    ids: [...found],
    batchSize,
    ...signal,
    ...(options.onQuery === undefined ? {} : { onQuery: options.onQuery }),
  });
  return [...found].sort(compareIds).flatMap((id) => {
    const entry = names.get(id);
    if (entry?.label === undefined) return [];
    return [{ id, label: entry.label, aliases: entry.aliases, types: entry.types }];
  });
}
