import { compareIds } from "./entity-names.js";
import type { EntityClass } from "./fact-set.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { selectInBatches, signalAndQueries } from "./select-in-batches.js";
import { entityTerm, isEntityId } from "./sparql-literal.js";
import { shortIdOf, SPARQL_PREFIXES } from "./wikidata-vocabulary.js";

/** Options of {@link fetchClassLabels}. */
export interface FetchClassLabelsOptions {
  source: KnowledgeSource;
  /** The entities whose P31 classes (`types`) are to be named. */
  entities: readonly { readonly types: readonly string[] }[];
  /** Classes per query (a `VALUES` block). Default 100. */
  batchSize?: number;
  signal?: AbortSignal;
  /** Called with each query's text before it runs (for provenance). */
  onQuery?: (query: string) => void;
}

/**
 * The English labels of the entities' P31 classes (`wd:Q13212489 rdfs:label "county of
 * California"@en`), one query per batch of classes, with standard SPARQL 1.1. Classes without an
 * English label are left out; the rest come ordered by id.
 */
export async function fetchClassLabels(options: FetchClassLabelsOptions): Promise<EntityClass[]> {
  const ids = [...new Set(options.entities.flatMap((entity) => entity.types))]
    .filter(isEntityId)
    .sort(compareIds);
  const batchSize = options.batchSize ?? 100;
  const labels = new Map<string, string>();
  const rows = await selectInBatches(options.source, ids, {
    batchSize,
    query: (batch) => `${SPARQL_PREFIXES}
SELECT ?class ?label WHERE {
  VALUES ?class { ${batch.map((id) => entityTerm(id)).join(" ")} }
  ?class rdfs:label ?label .
  FILTER(LANG(?label) = "en")
}`,
    ...signalAndQueries(options),
  });
  for (const row of rows) {
    const id = shortIdOf(row["class"]?.value ?? "");
    const label = row["label"]?.value;
    if (label !== undefined && label !== "" && !labels.has(id)) labels.set(id, label);
  }
  return ids.flatMap((id) => {
    const label = labels.get(id);
    return label === undefined ? [] : [{ id, label }];
  });
}
