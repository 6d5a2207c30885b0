import type { KnowledgeSource } from "./knowledge-source.js";
import { selectInBatches, signalAndQueries } from "./select-in-batches.js";
import { entityTerm, isEntityId, propertyEntityTerm } from "./sparql-literal.js";
import {
  endDateFields,
  endDateProperties,
  keptEndDate,
  type EndDateField,
  shortIdOf,
  SPARQL_PREFIXES,
} from "./wikidata-vocabulary.js";

/** The English names and P31 types of one entity or property, as found in a source. */
export interface EntityNames {
  label?: string;
  aliases: string[];
  description?: string;
  /** Ids of its `instance of` (P31) classes. */
  types: string[];
  /** When it died (`Entity.died`), where the source gives a date of death (P570). */
  died?: string;
  /** When it was dissolved (`Entity.dissolved`), where the source gives a date of dissolution (P576). */
  dissolved?: string;
}

/** Options of `fetchEntityNames`. */
export interface FetchEntityNamesOptions {
  source: KnowledgeSource;
  /** Item ids (`Q90`) and property ids (`P36`); duplicates are ignored. */
  ids: readonly string[];
  /** Ids per query (a `VALUES` block). Default 100. */
  batchSize?: number;
  signal?: AbortSignal;
  /** Called with each query's text before it runs (for provenance). */
  onQuery?: (query: string) => void;
}

/**
 * Fetches the English label, aliases and description, the P31 types and any date of death (P570)
 * or dissolution (P576) of each id, in batches,
 * with standard SPARQL 1.1 (no `SERVICE wikibase:label`). Ids the source knows nothing about get
 * an entry without a label. Aliases and types come back sorted.
 */
export async function fetchEntityNames(options: FetchEntityNamesOptions): Promise<Map<string, EntityNames>> {
  const ids = [...new Set(options.ids)];
  const batchSize = options.batchSize ?? 100;
  const names = new Map<string, EntityNames>(ids.map((id) => [id, { aliases: [], types: [] }]));
  const rows = await selectInBatches(options.source, ids, {
    batchSize,
    query: (batch) => `${SPARQL_PREFIXES}
SELECT ?entity ?kind ?value WHERE {
  VALUES ?entity { ${batch.map((id) => (isEntityId(id) ? entityTerm(id) : propertyEntityTerm(id))).join(" ")} }
  { ?entity rdfs:label ?value . BIND("label" AS ?kind) }
  UNION { ?entity skos:altLabel ?value . BIND("alias" AS ?kind) }
  UNION { ?entity schema:description ?value . BIND("description" AS ?kind) }
  UNION { ?entity wdt:P31 ?value . BIND("type" AS ?kind) }
  ${endDateFields.map((field) => `UNION { ?entity wdt:${endDateProperties[field]} ?value . BIND("${field}" AS ?kind) }`).join("\n  ")}
  FILTER(?kind = "type" || ?kind IN (${endDateFields.map((field) => `"${field}"`).join(", ")}) || LANG(?value) = "en")
}`,
    ...signalAndQueries(options),
  });
  for (const row of rows) {
    const entity = row["entity"];
    const kind = row["kind"]?.value;
    const value = row["value"];
    if (entity === undefined || value === undefined) continue;
    const entry = names.get(shortIdOf(entity.value));
    if (entry === undefined) continue;
    if (kind === "label") entry.label ??= value.value;
    else if (kind === "alias") entry.aliases.push(value.value);
    else if (kind === "description") entry.description ??= value.value;
    else if (kind === "type" && value.type === "uri") entry.types.push(shortIdOf(value.value));
    else if (isEndDateField(kind))
      entry[kind] = keptEndDate(entry[kind], value.type === "literal" ? value.value : undefined);
  }
  for (const entry of names.values()) {
    entry.aliases = [...new Set(entry.aliases)].filter((alias) => alias !== entry.label).sort();
    entry.types = [...new Set(entry.types)].sort(compareIds);
  }
  return names;
}

function isEndDateField(kind: string | undefined): kind is EndDateField {
  return kind !== undefined && Object.hasOwn(endDateProperties, kind);
}

/** Orders ids naturally: `Q2` before `Q10`, items before properties before other IRIs. */
export function compareIds(left: string, right: string): number {
  const leftMatch = /^([PQ])(\d+)$/.exec(left);
  const rightMatch = /^([PQ])(\d+)$/.exec(right);
  if (leftMatch !== null && rightMatch !== null) {
    const [, leftLetter = "", leftNumber = "0"] = leftMatch;
    const [, rightLetter = "", rightNumber = "0"] = rightMatch;
    if (leftLetter !== rightLetter) return leftLetter === "Q" ? -1 : 1;
    return Number(leftNumber) - Number(rightNumber);
  }
  if (leftMatch !== null) return -1;
  if (rightMatch !== null) return 1;
  return left < right ? -1 : left > right ? 1 : 0;
}
