// One topic selection from a triple file in a worker thread (openTripleFileSource): the whole file
// is read into memory there, and that memory goes back to the system when the worker ends. Posts
// { type: "invalid", problem } per skipped line, then { type: "done", result } or { type: "error", error }.
import { parentPort, workerData } from "node:worker_threads";
import { selectTopicSubgraph } from "../graph/select-topic-subgraph.js";
import { sendError } from "../worker-error.js";
import { readTripleFileFactSet, type TripleFileFormat } from "./read-triple-file-fact-set.js";
import { named } from "./triple-file-source.js";

/** What the worker is started with. */
export interface SelectTopicWork {
  file: string;
  /** The source's name, in provenance and messages. */
  name: string;
  format: TripleFileFormat;
  topic: string;
  limit: number;
  skipInvalid?: boolean;
  /** The time the selection is made at, in ms since the epoch, when the caller fixed one. */
  now?: number;
}

const work = workerData as SelectTopicWork;
const now = work.now === undefined ? undefined : () => new Date(work.now ?? 0);
try {
  const whole = await readTripleFileFactSet(work.file, {
    format: work.format,
    ...(work.skipInvalid === undefined ? {} : { skipInvalid: work.skipInvalid }),
    onInvalid: (problem) => parentPort?.postMessage({ type: "invalid", problem }),
    ...(now === undefined ? {} : { now }),
  });
  const result = selectTopicSubgraph(named(whole, work.name), work.topic, {
    limit: work.limit,
    ...(now === undefined ? {} : { now }),
  });
  parentPort?.postMessage({ type: "done", result });
} catch (error) {
  parentPort?.postMessage({ type: "error", error: sendError(error) });
}
