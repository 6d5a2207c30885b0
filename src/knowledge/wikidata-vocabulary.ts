/** IRI namespace of Wikidata items and properties (`wd:`). */
export const ENTITY_NAMESPACE = "http://www.wikidata.org/entity/";
/** IRI namespace of truthy direct statements (`wdt:`). */
export const DIRECT_CLAIM_NAMESPACE = "http://www.wikidata.org/prop/direct/";

/**
 * The Wikidata properties whose date ends an entity, by the `Entity` field that keeps it: a date of
 * death (P570) for a person who has died, a date of dissolution, abolition or demolition (P576)
 * for a state, an organisation, a band or a building that no longer exists.
 */
export const endDateProperties = { died: "P570", dissolved: "P576" } as const;
/** An `Entity` field that keeps an end date. */
export type EndDateField = keyof typeof endDateProperties;
/** The `Entity` fields of {@link endDateProperties}, in order. */
export const endDateFields = Object.keys(endDateProperties) as EndDateField[];

/**
 * What `Entity.died` and `Entity.dissolved` keep of a date (P570, P576): the ISO date of an
 * `xsd:dateTime` value (`1889-03-02T00:00:00Z` → `1889-03-02`, `-0043-03-15T00:00:00Z` →
 * `-0043-03-15`), or `unknown` for a value without one (Wikidata's "unknown value", a blank node).
 */
export function endDateOf(value: string | undefined): string {
  return (value === undefined ? undefined : /^-?\d{4,}-\d\d-\d\d/.exec(value)?.[0]) ?? "unknown";
}

/**
 * The end date to keep when the source gives another value (`value`: an `xsd:dateTime`, or
 * `undefined` for "unknown value") after `known`: the first date given, a date over `unknown`.
 */
export function keptEndDate(known: string | undefined, value: string | undefined): string {
  return known === undefined || known === "unknown" ? endDateOf(value) : known;
}

/** Copies the end dates `from` holds (`died`, `dissolved`) onto `to`. */
export function copyEndDates(
  from: { readonly [field in EndDateField]?: string | undefined } | undefined,
  to: { [field in EndDateField]?: string | undefined },
): void {
  for (const field of endDateFields) {
    const end = from?.[field];
    if (end !== undefined) to[field] = end;
  }
}

/**
 * Whether an end date (`Entity.died`, `Entity.dissolved`) had come by `date` (an ISO date): a date on
 * or before it, or an unknown one.
 */
export function endedBy(end: string | undefined, date: string): boolean {
  return end !== undefined && (end === "unknown" || end <= date);
}

/**
 * The PREFIX declarations every factprobe query starts with. Declared explicitly because only the
 * Wikidata Query Service predefines them; Oxigraph, Virtuoso and Fuseki do not.
 */
export const SPARQL_PREFIXES = [
  "PREFIX wd: <http://www.wikidata.org/entity/>",
  "PREFIX wdt: <http://www.wikidata.org/prop/direct/>",
  "PREFIX wikibase: <http://wikiba.se/ontology#>",
  "PREFIX rdfs: <http://www.w3.org/2000/01/rdf-schema#>",
  "PREFIX skos: <http://www.w3.org/2004/02/skos/core#>",
  "PREFIX schema: <http://schema.org/>",
].join("\n");

/**
 * The short id of a Wikidata IRI (`http://www.wikidata.org/entity/Q90` → `Q90`, also for `wdt:`
 * IRIs); any other IRI is returned unchanged.
 */
export function shortIdOf(iri: string): string {
  for (const namespace of [ENTITY_NAMESPACE, DIRECT_CLAIM_NAMESPACE]) {
    if (iri.startsWith(namespace)) {
      const local = iri.slice(namespace.length);
      if (/^[PQ][1-9]\d*$/.test(local)) return local;
    }
  }
  return iri;
}
