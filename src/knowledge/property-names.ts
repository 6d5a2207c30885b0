import type { KnowledgeSource } from "./knowledge-source.js";
import { shortIdOf, SPARQL_PREFIXES } from "./wikidata-vocabulary.js";

/** A property's English label and aliases, as declared in a source. */
export interface PropertyName {
  /** Property id, e.g. `P106`. */
  id: string;
  label: string | undefined;
  aliases: string[];
}

/**
 * Lists every property the source declares (`?property wikibase:directClaim ?predicate`) with its
 * English label and aliases, sorted by id. Used to resolve property labels typed by users.
 */
export async function fetchPropertyNames(options: {
  source: KnowledgeSource;
  signal?: AbortSignal;
  onQuery?: (query: string) => void;
}): Promise<PropertyName[]> {
  const query = `${SPARQL_PREFIXES}
SELECT ?property ?kind ?name WHERE {
  ?property wikibase:directClaim ?predicate .
  { ?property rdfs:label ?name . BIND("label" AS ?kind) }
  UNION { ?property skos:altLabel ?name . BIND("alias" AS ?kind) }
  FILTER(LANG(?name) = "en")
}`;
  options.onQuery?.(query);
  const rows = await options.source.select(
    query,
    options.signal === undefined ? {} : { signal: options.signal },
  );
  const byId = new Map<string, PropertyName>();
  for (const row of rows) {
    const property = row["property"];
    const name = row["name"];
    if (property === undefined || name === undefined) continue;
    const id = shortIdOf(property.value);
    if (!/^P\d+$/.test(id)) continue;
    const entry = byId.get(id) ?? { id, label: undefined, aliases: [] };
    if (row["kind"]?.value === "label") entry.label ??= name.value;
    else entry.aliases.push(name.value);
    byId.set(id, entry);
  }
  return [...byId.values()].sort((left, right) => Number(left.id.slice(1)) - Number(right.id.slice(1)));
}
