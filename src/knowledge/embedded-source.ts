import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import type oxigraph from "oxigraph";
import { InputFileError, SparqlError } from "../errors.js";
import type { KnowledgeSource, SparqlRow, SparqlTerm } from "./knowledge-source.js";
import { findPackageRoot } from "./package-root.js";

const gunzipAsync = promisify(gunzip);

/** Path of the Wikidata slice shipped in the package (see `data/README.md`). */
export function embeddedSlicePath(): string {
  return path.join(findPackageRoot(), "data", "wikidata-slice.nt.gz");
}

/**
 * Opens the embedded knowledge source: an in-process Oxigraph store loaded with an N-Triples file,
 * by default the shipped Wikidata slice `data/wikidata-slice.nt.gz` (about a second to load).
 * The source is named `embedded`. Rejects with `InputFileError` if the file is missing or malformed.
 */
export async function openEmbeddedSource(options: { path?: string } = {}): Promise<KnowledgeSource> {
  return loadNTriples({ file: options.path ?? embeddedSlicePath(), name: "embedded" });
}

/**
 * Opens any N-Triples file, or Turtle file when named `.ttl` (plain or gzip, detected by its first
 * bytes), as a knowledge source held in memory. The source is named after the path. Rejects with `InputFileError` naming the file and,
 * when the parser reports it, the line.
 */
export async function openNTriplesFileSource(file: string): Promise<KnowledgeSource> {
  return loadNTriples({ file, name: file });
}

async function loadNTriples(options: { file: string; name: string }): Promise<KnowledgeSource> {
  const { file, name } = options;
  let bytes: Uint8Array;
  try {
    bytes = await readFile(file);
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) bytes = await gunzipAsync(bytes);
  } catch (error) {
    throw new InputFileError(file, undefined, `cannot read the N-Triples file: ${messageOf(error)}`, {
      hint: "Check the path; gzip files must be complete (.nt or .nt.gz).",
      cause: error,
    });
  }
  // Imported on use, so that commands and sources without a store never load Oxigraph's WASM.
  const { default: oxigraphModule } = await import("oxigraph");
  let store: oxigraph.Store | undefined = new oxigraphModule.Store();
  try {
    // Turtle by name (.ttl, .ttl.gz); N-Triples otherwise. Turtle is a superset, but slower to parse.
    const format = /\.ttl(\.gz)?$/i.test(file) ? "text/turtle" : "application/n-triples";
    store.load(bytes, { format });
  } catch (error) {
    const reason = messageOf(error);
    const line = /line (\d+)/.exec(reason)?.[1];
    throw new InputFileError(
      file,
      line === undefined ? undefined : Number(line),
      `not valid N-Triples: ${reason}`,
      {
        hint: 'Each line must be one triple: <subject> <predicate> <object or "literal"> . (see https://www.w3.org/TR/n-triples/)',
        cause: error,
      },
    );
  }
  return {
    name,
    // Oxigraph answers synchronously; select stays async (Promise-returning) for the interface, and
    // a throw inside it becomes a rejection.
    // eslint-disable-next-line @typescript-eslint/require-await
    async select(query, selectOptions = {}) {
      selectOptions.signal?.throwIfAborted();
      if (store === undefined) throw new SparqlError(name, `The knowledge source ${name} is closed.`);
      let result: ReturnType<oxigraph.Store["query"]>;
      try {
        result = store.query(query);
      } catch (error) {
        throw new SparqlError(name, `SPARQL query failed on ${name}: ${messageOf(error)}`, {
          hint: "Check the query syntax; only standard SPARQL 1.1 is supported.",
          cause: error,
        });
      }
      if (!Array.isArray(result) || result.some((row) => !(row instanceof Map))) {
        throw new SparqlError(name, `The query sent to ${name} is not a SELECT query.`, {
          hint: "Knowledge sources answer SELECT queries only.",
        });
      }
      return (result as Map<string, oxigraph.Term>[]).map(toRow);
    },
    close() {
      // The wasm-bindgen class frees its Rust memory with free(), which the typings omit.
      (store as { free?: () => void } | undefined)?.free?.();
      store = undefined;
      return Promise.resolve();
    },
  };
}

function toRow(binding: Map<string, oxigraph.Term>): SparqlRow {
  const row: SparqlRow = {};
  for (const [variable, term] of binding) {
    const converted = toTerm(term);
    if (converted !== undefined) row[variable] = converted;
  }
  return row;
}

function toTerm(term: oxigraph.Term): SparqlTerm | undefined {
  switch (term.termType) {
    case "NamedNode":
      return { type: "uri", value: term.value };
    case "BlankNode":
      return { type: "bnode", value: term.value };
    case "Literal":
      return term.language === ""
        ? { type: "literal", value: term.value }
        : { type: "literal", value: term.value, lang: term.language };
    default:
      return undefined;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
