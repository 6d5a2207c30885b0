import { existsSync } from "node:fs";
import { UsageError } from "../errors.js";
import { openEmbeddedSource } from "./embedded-source.js";
import type { InvalidLineOptions } from "./invalid-line.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { createSparqlEndpointSource, type SparqlEndpointSettings } from "./sparql-endpoint-source.js";
import { openTripleFileSource } from "./triple-file-source.js";

/** The public Wikidata Query Service, opened by the spec `wikidata`. */
export const WIKIDATA_ENDPOINT_URL = "https://query.wikidata.org/sparql";

/**
 * Options of `openKnowledgeSource`: endpoint settings apply to `http(s)://` and `wikidata` specs,
 * `skipInvalid` and `onInvalid` to files.
 */
export type OpenKnowledgeSourceOptions = Omit<SparqlEndpointSettings, "url"> & InvalidLineOptions;

const ACCEPTED_FORMS =
  'Use "embedded" (the Wikidata slice shipped with factprobe), "wikidata" (the public query service), ' +
  "an http(s):// SPARQL endpoint URL, or the path of a triple file (.nt, .ttl, .csv, .tsv, .jsonl, optionally .gz).";

/** The kind of source a spec names; see {@link openKnowledgeSource}. */
export type KnowledgeSourceKind = "embedded" | "endpoint" | "file";

/**
 * What kind of source a spec names, checked without opening it (no file is read): throws
 * `UsageError`, listing the forms, when it names none. `check` calls it before anything slow.
 */
export function knowledgeSourceKind(spec: string): KnowledgeSourceKind {
  const trimmed = spec.trim();
  if (trimmed === "embedded") return "embedded";
  if (trimmed === "wikidata") return "endpoint";
  if (/^https?:\/\//i.test(trimmed)) {
    if (!URL.canParse(trimmed))
      throw new UsageError(`Knowledge source "${spec}" is not a valid URL.`, { hint: ACCEPTED_FORMS });
    return "endpoint";
  }
  if (trimmed === "" || !existsSync(trimmed)) {
    throw new UsageError(
      `Knowledge source "${spec}" is not "embedded", "wikidata", a URL, or an existing file.`,
      { hint: ACCEPTED_FORMS },
    );
  }
  return "file";
}

/**
 * The name (`KnowledgeSource.name`) of the source a spec opens, without opening it: `embedded`, the
 * endpoint's URL (Wikidata's for `wikidata`) or the file's path. Throws like
 * {@link knowledgeSourceKind}.
 */
export function knowledgeSourceName(spec: string): string {
  const trimmed = spec.trim();
  switch (knowledgeSourceKind(trimmed)) {
    case "embedded":
      return "embedded";
    case "endpoint":
      return trimmed === "wikidata" ? WIKIDATA_ENDPOINT_URL : trimmed;
    case "file":
      return trimmed;
  }
}

/**
 * Opens a knowledge source from a spec string: `embedded` → the shipped slice (an in-process
 * Oxigraph store); `wikidata` → the public Wikidata endpoint; `http://…` or `https://…` → that
 * SPARQL endpoint; anything else → a triple file read as a stream when a topic is asked for
 * (`openTripleFileSource`: no store; `.nt`, `.ttl`, `.csv`, `.tsv`, `.jsonl` by name, N-Triples
 * otherwise). Rejects with `UsageError` when the spec is none of these, listing the forms.
 */
export async function openKnowledgeSource(
  spec: string,
  options: OpenKnowledgeSourceOptions = {},
): Promise<KnowledgeSource> {
  const trimmed = spec.trim();
  const { skipInvalid, onInvalid, ...endpointSettings } = options;
  switch (knowledgeSourceKind(trimmed)) {
    case "embedded":
      return openEmbeddedSource();
    case "endpoint":
      return createSparqlEndpointSource({
        ...endpointSettings,
        url: trimmed === "wikidata" ? WIKIDATA_ENDPOINT_URL : trimmed,
      });
    case "file":
      return openTripleFileSource(trimmed, {
        ...(skipInvalid === undefined ? {} : { skipInvalid }),
        ...(onInvalid === undefined ? {} : { onInvalid }),
      });
  }
}
