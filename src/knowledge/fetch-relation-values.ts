import type { KnowledgeSource } from "./knowledge-source.js";
import { selectInBatches, signalAndQueries } from "./select-in-batches.js";
import { directClaimTerm, entityTerm, isEntityId, isPropertyId } from "./sparql-literal.js";
import { shortIdOf, SPARQL_PREFIXES } from "./wikidata-vocabulary.js";

/** A subject and a relation whose values are asked for. */
export interface SubjectRelation {
  subject: string;
  relation: string;
}

/** The values a source holds for one subject and relation (none: it holds none). */
export interface RelationValues extends SubjectRelation {
  /** The objects, each with its English label ("" when the source has none), ordered by id. */
  objects: { id: string; label: string }[];
}

/** Options of {@link fetchRelationValues}. */
export interface FetchRelationValuesOptions {
  /** Pairs per query (a `VALUES` block). Default 100. */
  batchSize?: number;
  signal?: AbortSignal;
  /** Called with each query's text before it runs. */
  onQuery?: (query: string) => void;
}

/**
 * The truthy (`wdt:`, best-rank) item values a source holds for each subject and relation, one query
 * per batch of pairs: what the source says now of the facts a question was made from. Every valid
 * pair asked is in the result, in the order given, with no objects when the source holds none.
 * Pairs that are not an item id and a property id are left out.
 */
export async function fetchRelationValues(
  source: KnowledgeSource,
  pairs: readonly SubjectRelation[],
  options: FetchRelationValuesOptions = {},
): Promise<RelationValues[]> {
  const keyOf = (pair: SubjectRelation): string => `${pair.subject} ${pair.relation}`;
  const wanted = new Map<string, RelationValues>();
  for (const pair of pairs)
    if (isEntityId(pair.subject) && isPropertyId(pair.relation) && !wanted.has(keyOf(pair)))
      wanted.set(keyOf(pair), { subject: pair.subject, relation: pair.relation, objects: [] });
  const all = [...wanted.values()];
  const batchSize = options.batchSize ?? 100;
  const rows = await selectInBatches(source, all, {
    batchSize,
    query: (batch) => `${SPARQL_PREFIXES}
SELECT ?subject ?predicate ?object ?label WHERE {
  VALUES (?subject ?predicate) { ${batch.map((pair) => `(${entityTerm(pair.subject)} ${directClaimTerm(pair.relation)})`).join(" ")} }
  ?subject ?predicate ?object .
  FILTER(isIRI(?object))
  OPTIONAL { ?object rdfs:label ?label . FILTER(LANG(?label) = "en") }
}`,
    ...signalAndQueries(options),
  });
  for (const row of rows) {
    const subject = shortIdOf(row["subject"]?.value ?? "");
    const relation = shortIdOf(row["predicate"]?.value ?? "");
    const object = shortIdOf(row["object"]?.value ?? "");
    const entry = wanted.get(`${subject} ${relation}`);
    if (entry === undefined || !isEntityId(object)) continue;
    if (entry.objects.some((known) => known.id === object)) continue;
    entry.objects.push({ id: object, label: row["label"]?.value ?? "" });
  }
  for (const entry of all) entry.objects.sort((left, right) => compareItemIds(left.id, right.id));
  return all;
}

function compareItemIds(left: string, right: string): number {
  return Number(left.slice(1)) - Number(right.slice(1));
}
