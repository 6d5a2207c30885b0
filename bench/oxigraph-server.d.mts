/** The Wikidata snapshot the server test suite loads (../shared beside the clone). */
export declare const SNAPSHOT: string;
/**
 * The `oxigraph` server CLI (PyPI package `oxigraph`): on PATH, or where `pip install --user` puts
 * scripts. Throws with the install command when it is missing, so the suite fails loudly instead of
 * being skipped.
 */
export declare function findOxigraphBinary(): string;
/**
 * An Oxigraph store directory holding `file`, loaded once and reused: it lives under the OS temp
 * folder, keyed by the file's hash, and is loaded into a private folder first and then renamed, so
 * concurrent test processes never see half a store.
 */
export declare function cachedStoreFor(binary: string, file: string): Promise<string>;
/** A running read-only Oxigraph SPARQL server on 127.0.0.1; `url` is its query endpoint. */
export interface OxigraphServer {
  url: string;
  stop: () => Promise<void>;
}
/** Starts `oxigraph serve-read-only` on a free loopback port over `store`, waiting until it answers. */
export declare function startOxigraphServer(binary: string, store: string): Promise<OxigraphServer>;
