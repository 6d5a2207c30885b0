import { readFile } from "node:fs/promises";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { promisify } from "node:util";
import { gunzip } from "node:zlib";
import type oxigraph from "oxigraph";
import { InputFileError, SparqlError } from "../errors.js";
import type { KnowledgeSource, SparqlRow, SparqlTerm } from "./knowledge-source.js";
import { compiledWorkerScript, findPackageRoot } from "./package-root.js";
import { receiveError, type SentError } from "../worker-error.js";
import { openTripleFileSource } from "./triple-file-source.js";

const gunzipAsync = promisify(gunzip);

/** Path of the Wikidata slice shipped in the package (see `data/README.md`). */
export function embeddedSlicePath(): string {
  return path.join(findPackageRoot(), "data", "wikidata-slice.nt.gz");
}

/**
 * Opens the embedded knowledge source, named `embedded`. By default it is the shipped Wikidata slice
 * `data/wikidata-slice.nt.gz`: a topic is read from the file as a stream (`selectTopic`, the path
 * of every triple file: about a second, and none of a SPARQL retrieval's queries), and SPARQL
 * queries (answer look-ups, `factprobe kg` queries) go to an in-process Oxigraph store loaded with
 * the slice on the first query. With `path`, the store is loaded with that N-Triples file at once,
 * and topics are retrieved from it with SPARQL. Rejects with `InputFileError` if that file is
 * missing or malformed.
 */
export async function openEmbeddedSource(options: { path?: string } = {}): Promise<KnowledgeSource> {
  if (options.path !== undefined) return openStore({ file: options.path, name: "embedded" });
  return Promise.resolve(openShippedSlice(embeddedSlicePath()));
}

/**
 * The shipped slice as a source: topics streamed from the file, SPARQL answered by a store loaded on
 * the first query (see {@link openEmbeddedSource}). The slice is checked by the tests, so the store
 * parses it without validating every IRI and literal again (a third faster to load).
 */
function openShippedSlice(file: string): KnowledgeSource {
  const name = "embedded";
  const stream = openTripleFileSource(file, { name });
  let store: Promise<KnowledgeSource> | undefined;
  let closed = false;
  return {
    name,
    select(query, selectOptions) {
      if (closed) return Promise.reject(new SparqlError(name, `The knowledge source ${name} is closed.`));
      store ??= openStore({ file, name, trusted: true });
      return store.then((opened) => opened.select(query, selectOptions));
    },
    async selectTopic(topic, selectOptions) {
      if (closed) throw new SparqlError(name, `The knowledge source ${name} is closed.`);
      return (stream.selectTopic as NonNullable<KnowledgeSource["selectTopic"]>)(topic, selectOptions);
    },
    async close() {
      closed = true;
      const opened = store;
      store = undefined;
      if (opened !== undefined) await (await opened.catch(() => undefined))?.close?.();
    },
  };
}

/**
 * Opens any N-Triples file, or Turtle file when named `.ttl` (plain or gzip, detected by its first
 * bytes), as a knowledge source held in memory. The source is named after the path. Rejects with `InputFileError` naming the file and,
 * when the parser reports it, the line.
 */
export async function openNTriplesFileSource(file: string): Promise<KnowledgeSource> {
  return openStore({ file, name: file });
}

/**
 * The store in a worker thread (`store-worker.ts`) when the compiled worker is there, else in this
 * thread. In a worker, loading the file and answering queries leave this thread free: a local model
 * that `check` loads meanwhile goes on with its own start-up (node-llama-cpp tests its binary in a
 * child process and waits on this thread's event loop for the answer), and the store's memory goes
 * back to the system when the source is closed (a WebAssembly memory never shrinks).
 */
function openStore(options: StoreSettings): Promise<KnowledgeSource> {
  const script = compiledWorkerScript(import.meta.url, "knowledge/store-worker.js");
  return script === undefined ? openStoreInThisThread(options) : openStoreInWorker(script, options);
}

/** A message from the store worker: loaded, failed to load, or a query's rows or error. */
type StoreWorkerMessage =
  | { type: "ready" }
  | { type: "failed"; error: SentError }
  | { type: "rows"; id: number; rows: SparqlRow[] }
  | { type: "error"; id: number; error: SentError };

function openStoreInWorker(
  script: string,
  options: { file: string; name: string },
): Promise<KnowledgeSource> {
  const { name } = options;
  const worker = new Worker(script, { workerData: options });
  const pending = new Map<number, { resolve: (rows: SparqlRow[]) => void; reject: (error: Error) => void }>();
  let nextId = 0;
  let closed = false;
  // The worker keeps the process alive only while it loads or a query waits on it, as an idle
  // in-process store would not either: a source left open does not hold the process at its end.
  const settleIdle = (): void => {
    if (pending.size === 0) worker.unref();
  };
  const failAll = (error: Error): void => {
    for (const waiter of pending.values()) waiter.reject(error);
    pending.clear();
  };
  return new Promise<KnowledgeSource>((resolveOpen, rejectOpen) => {
    let opened = false;
    worker.on("error", (error) => {
      if (!opened) rejectOpen(error);
      failAll(error);
    });
    worker.on("exit", () => {
      const error = new SparqlError(name, `The knowledge source ${name} is closed.`);
      if (!opened) rejectOpen(error);
      failAll(error);
    });
    worker.on("message", (message: StoreWorkerMessage) => {
      if (message.type === "ready") {
        opened = true;
        settleIdle();
        resolveOpen(source);
      } else if (message.type === "failed") {
        void worker.terminate();
        rejectOpen(receiveError(message.error));
      } else {
        const waiter = pending.get(message.id);
        pending.delete(message.id);
        settleIdle();
        if (message.type === "rows") waiter?.resolve(message.rows);
        else waiter?.reject(receiveError(message.error));
      }
    });
    const source: KnowledgeSource = {
      name,
      select(query, selectOptions = {}) {
        const { signal } = selectOptions;
        if (signal?.aborted === true) return Promise.reject(signal.reason as Error);
        if (closed) return Promise.reject(new SparqlError(name, `The knowledge source ${name} is closed.`));
        return new Promise<SparqlRow[]>((resolve, reject) => {
          const id = nextId++;
          // An abort answers at once; the worker finishes the query and its rows are dropped.
          const onAbort = (): void => {
            pending.delete(id);
            settleIdle();
            reject(signal?.reason as Error);
          };
          signal?.addEventListener("abort", onAbort, { once: true });
          pending.set(id, {
            resolve: (rows) => {
              signal?.removeEventListener("abort", onAbort);
              resolve(rows);
            },
            reject: (error) => {
              signal?.removeEventListener("abort", onAbort);
              reject(error);
            },
          });
          worker.ref();
          worker.postMessage({ id, query });
        });
      },
      async close() {
        closed = true;
        await worker.terminate();
      },
    };
  });
}

/** What a store is opened from. */
export interface StoreSettings {
  file: string;
  /** The source's name (`embedded`, or the file's path). */
  name: string;
  /** The shipped slice: parsed without validating each term (Oxigraph's `lenient`). Default false. */
  trusted?: boolean;
}

/**
 * Opens the store in this thread: the file read (gunzipped when it starts with gzip's magic bytes)
 * and loaded into an in-memory Oxigraph store. What `store-worker.ts` runs; other callers use
 * `openEmbeddedSource` or `openNTriplesFileSource`.
 */
export async function openStoreInThisThread(options: StoreSettings): Promise<KnowledgeSource> {
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
    // A fresh store has no readers: no transaction is needed, and a failed load discards it anyway.
    store.load(bytes, {
      format,
      no_transaction: true,
      ...(options.trusted === true ? { lenient: true } : {}),
    });
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
