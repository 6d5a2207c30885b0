/** IRI namespace of Wikidata items and properties (`wd:`). */
export const ENTITY_NAMESPACE = "http://www.wikidata.org/entity/";
/** IRI namespace of truthy direct statements (`wdt:`). */
export const DIRECT_CLAIM_NAMESPACE = "http://www.wikidata.org/prop/direct/";

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
