import { compareIds } from "./entity-names.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { selectInBatches, signalAndQueries } from "./select-in-batches.js";
import { isPropertyId, propertyEntityTerm } from "./sparql-literal.js";
import { shortIdOf, SPARQL_PREFIXES } from "./wikidata-vocabulary.js";

/** Wikidata's single-value constraint: a subject has one value. */
export const SINGLE_VALUE_CONSTRAINT = "Q19474404";
/** Wikidata's single-best-value constraint: a subject has one best-ranked value (at a time). */
export const SINGLE_BEST_VALUE_CONSTRAINT = "Q52060874";

/** The property constraints (P2302) a source holds for one property. */
export interface PropertyConstraints {
  property: string;
  /** Its English label, when the source has one. */
  label?: string;
  /** The types of its constraints that are not deprecated (`Q21503250`, …), ordered by id. */
  constraints: readonly string[];
  /** Its cardinality constraint: single-value wins over single-best-value; absent when it has neither. */
  single?: typeof SINGLE_VALUE_CONSTRAINT | typeof SINGLE_BEST_VALUE_CONSTRAINT;
  /**
   * The separators (P4155) of that constraint, ordered by id: qualifiers (a start time P580) whose
   * differing values let a subject hold several values, one per separator value.
   */
  separators: readonly string[];
}

/** Options of {@link readPropertyConstraints}. */
export interface ReadPropertyConstraintsOptions {
  source: KnowledgeSource;
  /** Property ids (`P19`); others are ignored. */
  properties: readonly string[];
  /** Properties per query (a `VALUES` block). Default 50. */
  batchSize?: number;
  signal?: AbortSignal;
  /** Called with each query's text before it runs (for provenance). */
  onQuery?: (query: string) => void;
}

const deprecatedRank = "http://wikiba.se/ontology#DeprecatedRank";

/**
 * Reads the property constraints (P2302) of the properties from a SPARQL source that holds
 * Wikidata's statement model (`p:P2302`, `ps:P2302`, `pq:P4155`, `wikibase:rank`), as the Wikidata
 * Query Service does; deprecated constraint statements are left out. Properties the source holds no
 * constraint for are absent from the result, so an empty map means the source has none to give (the
 * bundled snapshot holds no constraints).
 */
export async function readPropertyConstraints(
  options: ReadPropertyConstraintsOptions,
): Promise<Map<string, PropertyConstraints>> {
  const properties = [...new Set(options.properties)].filter(isPropertyId).sort(compareIds);
  const batchSize = options.batchSize ?? 50;
  const found = new Map<
    string,
    { label?: string; constraints: Set<string>; separators: Map<string, Set<string>> }
  >();
  const rows = await selectInBatches(options.source, properties, {
    batchSize,
    query: (batch) => `${SPARQL_PREFIXES}
PREFIX p: <http://www.wikidata.org/prop/>
PREFIX ps: <http://www.wikidata.org/prop/statement/>
PREFIX pq: <http://www.wikidata.org/prop/qualifier/>
SELECT ?property ?label ?constraint ?rank ?separator WHERE {
  VALUES ?property { ${batch.map((id) => propertyEntityTerm(id)).join(" ")} }
  ?property p:P2302 ?statement .
  ?statement ps:P2302 ?constraint .
  OPTIONAL { ?statement wikibase:rank ?rank }
  OPTIONAL { ?statement pq:P4155 ?separator }
  OPTIONAL { ?property rdfs:label ?label . FILTER(LANG(?label) = "en") }
}`,
    ...signalAndQueries(options),
  });
  for (const row of rows) {
    const property = shortIdOf(row["property"]?.value ?? "");
    const constraint = shortIdOf(row["constraint"]?.value ?? "");
    if (!isPropertyId(property) || !/^Q\d+$/u.test(constraint)) continue;
    if (row["rank"]?.value === deprecatedRank) continue;
    let entry = found.get(property);
    if (entry === undefined) {
      entry = { constraints: new Set(), separators: new Map() };
      found.set(property, entry);
    }
    entry.constraints.add(constraint);
    const label = row["label"]?.value;
    if (label !== undefined && label !== "") entry.label ??= label;
    const separator = shortIdOf(row["separator"]?.value ?? "");
    if (isPropertyId(separator)) {
      const separators = entry.separators.get(constraint) ?? new Set<string>();
      separators.add(separator);
      entry.separators.set(constraint, separators);
    }
  }
  const result = new Map<string, PropertyConstraints>();
  for (const property of properties) {
    const entry = found.get(property);
    if (entry === undefined) continue;
    const single = ([SINGLE_VALUE_CONSTRAINT, SINGLE_BEST_VALUE_CONSTRAINT] as const).find((id) =>
      entry.constraints.has(id),
    );
    result.set(property, {
      property,
      ...(entry.label === undefined ? {} : { label: entry.label }),
      constraints: [...entry.constraints].sort(compareIds),
      ...(single === undefined ? {} : { single }),
      separators: single === undefined ? [] : [...(entry.separators.get(single) ?? [])].sort(compareIds),
    });
  }
  return result;
}
