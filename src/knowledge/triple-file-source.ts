import { SparqlError } from "../errors.js";
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
  return {
    name: file,
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
      const whole = await readTripleFileFactSet(file, {
        format,
        ...(options.skipInvalid === undefined ? {} : { skipInvalid: options.skipInvalid }),
        ...(options.onInvalid === undefined ? {} : { onInvalid: options.onInvalid }),
        ...(options.now === undefined ? {} : { now: options.now }),
      });
      selectOptions.signal?.throwIfAborted();
      return selectTopicSubgraph(whole, topic, {
        limit: selectOptions.limit,
        ...(options.now === undefined ? {} : { now: options.now }),
      });
    },
  };
}
