import { existsSync } from "node:fs";
import { UsageError } from "../errors.js";
import { openEmbeddedSource, openNTriplesFileSource } from "./embedded-source.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { createSparqlEndpointSource, type SparqlEndpointSettings } from "./sparql-endpoint-source.js";

/** The public Wikidata Query Service, opened by the spec `wikidata`. */
export const WIKIDATA_ENDPOINT_URL = "https://query.wikidata.org/sparql";

/** Options of `openKnowledgeSource`: endpoint settings apply to `http(s)://` and `wikidata` specs. */
export type OpenKnowledgeSourceOptions = Omit<SparqlEndpointSettings, "url">;

const ACCEPTED_FORMS =
  'Use "embedded" (the Wikidata slice shipped with factprobe), "wikidata" (the public query service), ' +
  "an http(s):// SPARQL endpoint URL, or the path of an N-Triples or Turtle file (.nt, .ttl, optionally .gz).";

/**
 * Opens a knowledge source from a spec string: `embedded` → the shipped slice; `wikidata` → the
 * public Wikidata endpoint; `http://…` or `https://…` → that SPARQL endpoint; anything else → an
 * N-Triples file path. Rejects with `UsageError` when the spec is none of these, listing the forms.
 */
export async function openKnowledgeSource(
  spec: string,
  options: OpenKnowledgeSourceOptions = {},
): Promise<KnowledgeSource> {
  const trimmed = spec.trim();
  if (trimmed === "embedded") return openEmbeddedSource();
  if (trimmed === "wikidata") return createSparqlEndpointSource({ ...options, url: WIKIDATA_ENDPOINT_URL });
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      new URL(trimmed);
    } catch {
      throw new UsageError(`Knowledge source "${spec}" is not a valid URL.`, { hint: ACCEPTED_FORMS });
    }
    return createSparqlEndpointSource({ ...options, url: trimmed });
  }
  if (trimmed === "" || !existsSync(trimmed)) {
    throw new UsageError(
      `Knowledge source "${spec}" is not "embedded", "wikidata", a URL, or an existing file.`,
      { hint: ACCEPTED_FORMS },
    );
  }
  return openNTriplesFileSource(trimmed);
}
