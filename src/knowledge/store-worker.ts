// An Oxigraph store in a worker thread (openEmbeddedSource, openNTriplesFileSource): loads the file
// given in workerData, posts { type: "ready" } or { type: "failed", error }, then answers
// { id, query } with { type: "rows", id, rows } or { type: "error", id, error }, one at a time.
import { parentPort, workerData } from "node:worker_threads";
import { sendError } from "../worker-error.js";
import { openStoreInThisThread, type StoreSettings } from "./embedded-source.js";
import type { KnowledgeSource } from "./knowledge-source.js";

let source: KnowledgeSource;
try {
  source = await openStoreInThisThread(workerData as StoreSettings);
  parentPort?.postMessage({ type: "ready" });
  parentPort?.on("message", (message: { id: number; query: string }) => {
    source.select(message.query).then(
      (rows) => parentPort?.postMessage({ type: "rows", id: message.id, rows }),
      (error: unknown) => parentPort?.postMessage({ type: "error", id: message.id, error: sendError(error) }),
    );
  });
} catch (error) {
  parentPort?.postMessage({ type: "failed", error: sendError(error) });
}
