import type { FactSet } from "./fact-set.js";
import type { ResolvedTopic } from "./topics.js";

/** One bound value in a SPARQL SELECT result row. */
export interface SparqlTerm {
  /** `uri` for IRIs, `literal` for literals (plain or typed), `bnode` for blank nodes. */
  type: "uri" | "literal" | "bnode";
  /** The IRI, the literal's lexical form, or the blank node's label. */
  value: string;
  /** The language tag of a language-tagged literal, e.g. `en`. */
  lang?: string;
}

/** One SELECT result row: variable name (without `?`) to its bound term. Unbound variables are absent. */
export type SparqlRow = Record<string, SparqlTerm>;

/**
 * Where facts come from: anything that answers SPARQL 1.1 SELECT queries, or, for files, topics.
 * Implementations: the embedded slice (`openEmbeddedSource`: topics streamed from the file, SPARQL
 * from an in-process Oxigraph store), remote
 * endpoints (`createSparqlEndpointSource`) and triple files read as streams (`openTripleFileSource`,
 * no store); `openKnowledgeSource` picks one from a spec string.
 */
export interface KnowledgeSource {
  /** What the source is, for provenance and messages: `embedded`, an endpoint URL or a file path. */
  readonly name: string;
  /**
   * `false` for sources that answer no SPARQL query (a triple file read as a stream, whose `select`
   * rejects): what needs queries (looking answers up, reading constraints) skips them. Absent: the
   * source answers SPARQL.
   */
  readonly sparql?: boolean;
  /**
   * Runs one SELECT query and returns its rows. Rejects with `SparqlError` when the query fails,
   * and with the signal's reason when `signal` aborts.
   */
  select(query: string, options?: { signal?: AbortSignal }): Promise<SparqlRow[]>;
  /** Releases what the source holds (an in-memory store); the source must not be used afterwards. */
  close?(): Promise<void>;
  /**
   * Sources that read files answer topics without SPARQL: the file is streamed into memory and the
   * topic matched there (`openTripleFileSource`, and the shipped slice). `retrieveTopic` uses it
   * when present.
   */
  selectTopic?(
    topic: string,
    options: { limit: number; signal?: AbortSignal },
  ): Promise<{ topic: ResolvedTopic; factSet: FactSet }>;
}
