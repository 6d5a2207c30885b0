import { Worker } from "node:worker_threads";
import { SparqlError } from "../errors.js";
import { receiveError, type SentError } from "../worker-error.js";
import type { FactSet } from "./fact-set.js";
import type { InvalidLine } from "./invalid-line.js";
import { compiledWorkerScript } from "./package-root.js";
import type { SelectTopicWork } from "./select-topic-worker.js";
import type { ResolvedTopic } from "./topics.js";
import { selectTopicSubgraph } from "../graph/select-topic-subgraph.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import type { ReadTripleFileOptions } from "./read-ntriples-fact-set.js";
import {
  readTripleFileFactSet,
  tripleFileFormatOf,
  type TripleFileFormat,
} from "./read-triple-file-fact-set.js";

/** Options of {@link openTripleFileSource}: how malformed lines are treated, and the format when the name does not say. */
export type TripleFileSourceOptions = Pick<ReadTripleFileOptions, "skipInvalid" | "onInvalid" | "now"> & {
  /** The file's format. Default: from its name (`.nt`, `.ttl`, `.csv`, `.tsv`, `.jsonl`, optionally `.gz`), else N-Triples. */
  format?: TripleFileFormat;
  /** The source's name, in provenance and messages. Default: the file's path. */
  name?: string;
};

/**
 * A triple file as a knowledge source, without a SPARQL store: `selectTopic` streams the file into
 * a `FactSet` (one chunk in memory at a time) and matches the topic there (`selectTopicSubgraph`),
 * the same path as `factprobe kg build --source <file>`. The file is read when a topic is asked
 * for, not when the source is opened. `select` rejects with `SparqlError`: to query a file with
 * SPARQL, load it into a store (`openEmbeddedSource({ path })`, or `oxigraph serve`).
 */
export function openTripleFileSource(file: string, options: TripleFileSourceOptions = {}): KnowledgeSource {
  const format = options.format ?? tripleFileFormatOf(file) ?? "ntriples";
  const name = options.name ?? file;
  return {
    name,
    sparql: false,
    select() {
      return Promise.reject(
        new SparqlError(
          file,
          `The knowledge source ${file} is a file read as a stream; it answers no SPARQL.`,
          {
            hint: "Use retrieveTopic (or runCheck) for topics; to query the file with SPARQL, open it with openEmbeddedSource({ path }) or serve it with `oxigraph serve`.",
          },
        ),
      );
    },
    async selectTopic(topic, selectOptions) {
      selectOptions.signal?.throwIfAborted();
      const script = compiledWorkerScript(import.meta.url, "knowledge/select-topic-worker.js");
      if (script !== undefined)
        return selectInWorker(script, {
          work: {
            file,
            name,
            format,
            topic,
            limit: selectOptions.limit,
            ...(options.skipInvalid === undefined ? {} : { skipInvalid: options.skipInvalid }),
            ...(options.now === undefined ? {} : { now: options.now().getTime() }),
          },
          ...(options.onInvalid === undefined ? {} : { onInvalid: options.onInvalid }),
          ...(selectOptions.signal === undefined ? {} : { signal: selectOptions.signal }),
        });
      const whole = await readTripleFileFactSet(file, {
        format,
        ...(options.skipInvalid === undefined ? {} : { skipInvalid: options.skipInvalid }),
        ...(options.onInvalid === undefined ? {} : { onInvalid: options.onInvalid }),
        ...(options.now === undefined ? {} : { now: options.now }),
      });
      selectOptions.signal?.throwIfAborted();
      return selectTopicSubgraph(named(whole, name), topic, {
        limit: selectOptions.limit,
        ...(options.now === undefined ? {} : { now: options.now }),
      });
    },
  };
}

/** The fact set of a whole file under the source's name (its provenance and messages). */
export function named(factSet: FactSet, name: string): FactSet {
  return factSet.provenance.source === name
    ? factSet
    : { ...factSet, provenance: { ...factSet.provenance, source: name } };
}

/** A worker's message: a skipped line, the selection, or the error that stopped it. */
type SelectTopicMessage =
  | { type: "invalid"; problem: InvalidLine }
  | { type: "done"; result: { topic: ResolvedTopic; factSet: FactSet } }
  | { type: "error"; error: SentError };

/**
 * Runs one topic selection in a worker thread (`select-topic-worker.ts`): the whole file is read
 * into the worker's memory, which goes back to the system when it ends, instead of staying in this
 * thread's heap as garbage until a full collection (about 150 MB for the 2025 snapshot, there while
 * scoring loads its embedding model). Skipped lines reach `onInvalid` as they are found; an abort
 * stops the worker.
 */
function selectInWorker(
  script: string,
  options: { work: SelectTopicWork; onInvalid?: (problem: InvalidLine) => void; signal?: AbortSignal },
): Promise<{ topic: ResolvedTopic; factSet: FactSet }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(script, { workerData: options.work });
    let settled = false;
    const finish = (outcome: () => void): void => {
      if (settled) return;
      settled = true;
      options.signal?.removeEventListener("abort", onAbort);
      outcome();
    };
    const onAbort = (): void => {
      finish(() => {
        void worker.terminate();
        reject(options.signal?.reason as Error);
      });
    };
    options.signal?.addEventListener("abort", onAbort, { once: true });
    worker.on("message", (message: SelectTopicMessage) => {
      if (message.type === "invalid") options.onInvalid?.(message.problem);
      else if (message.type === "done")
        finish(() => {
          resolve(message.result);
        });
      else
        finish(() => {
          reject(receiveError(message.error));
        });
    });
    worker.on("error", (error) => {
      finish(() => {
        reject(error);
      });
    });
    worker.on("exit", (code) => {
      finish(() => {
        reject(new Error(`The topic selection's worker stopped (exit code ${code}) before it finished.`));
      });
    });
  });
}
