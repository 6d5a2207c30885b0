/** IRI namespace of Wikidata items and properties (`wd:`). */
export const ENTITY_NAMESPACE = "http://www.wikidata.org/entity/";
/** IRI namespace of truthy direct statements (`wdt:`). */
export const DIRECT_CLAIM_NAMESPACE = "http://www.wikidata.org/prop/direct/";

/** Wikidata's date of death: a person with one has died (`Entity.died`). */
export const DATE_OF_DEATH = "P570";

/**
 * What `Entity.died` keeps of a date of death (P570): the ISO date of an `xsd:dateTime` value
 * (`1889-03-02T00:00:00Z` → `1889-03-02`, `-0043-03-15T00:00:00Z` → `-0043-03-15`), or `unknown`
 * for a value without one (Wikidata's "unknown value", a blank node).
 */
export function deathDateOf(value: string | undefined): string {
  return (value === undefined ? undefined : /^-?\d{4,}-\d\d-\d\d/.exec(value)?.[0]) ?? "unknown";
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
