// One embedding worker thread: an in-process ONNX session on one core. Started by
// createWorkerEmbeddingModel; answers { id, texts } with { id, vectors } or { id, error }.
import { parentPort, workerData } from "node:worker_threads";
import { createTransformersEmbeddingModel } from "./create-transformers-embedding-model.js";

interface WorkerSettings {
  modelPath: string;
  batchSize: number;
  maxTokens: number;
  runtimeDir?: string;
}

const settings = workerData as WorkerSettings;
const model = createTransformersEmbeddingModel({ ...settings, threads: 1 });
parentPort?.on("message", (message: { id: number; texts: string[] }) => {
  model.embed(message.texts).then(
    // The vectors' buffers move to the main thread instead of being copied.
    (vectors) =>
      parentPort?.postMessage(
        { id: message.id, vectors },
        vectors.map((vector) => vector.buffer as ArrayBuffer),
      ),
    (error: unknown) =>
      parentPort?.postMessage({
        id: message.id,
        error: error instanceof Error ? error.message : String(error),
      }),
  );
});
