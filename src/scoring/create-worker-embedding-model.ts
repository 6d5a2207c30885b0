import { availableParallelism } from "node:os";
import { basename } from "node:path";
import { Worker } from "node:worker_threads";
import { compiledWorkerScript } from "../knowledge/package-root.js";
import {
  assertEmbeddingModelFolder,
  createTransformersEmbeddingModel,
  type TransformersEmbeddingModelSettings,
} from "./create-transformers-embedding-model.js";
import type { EmbeddingModel } from "./embedding-model.js";

/** Texts per message to a worker at most: small enough to share work out, large enough to fill batches. */
const chunkTexts = 512;

/**
 * Texts a call must have for each worker it starts: a worker costs about 0.4 s and 200 MB to load
 * (its own ONNX Runtime and model), which a one-thread session at about 340 short texts a second
 * earns back only on several hundred texts. A check of 30 questions per type (about 260 texts) starts one.
 */
const textsPerWorker = 512;

/** Settings of {@link createWorkerEmbeddingModel}. */
export interface WorkerEmbeddingModelSettings extends Omit<TransformersEmbeddingModelSettings, "threads"> {
  /**
   * Worker threads at most, each with its own one-thread ONNX session, started as the work needs
   * them: one per 512 texts of a call. Default: the cores, at most 4.
   */
  workers?: number;
}

/**
 * The sentence-embedding model on every core: ONNX Runtime runs one session's calls one at a time
 * in a process, and one-thread sessions were faster here than multi-thread ones, so texts are
 * spread over worker threads, each with its own one-thread session, started as a call's texts need
 * them (one per 512), so that a small run loads one. Falls back to one in-process
 * session when there is one core or the compiled worker script is not found (e.g. before a build).
 * The missing-model check runs before any worker starts, so its `ModelLoadError` is the same.
 * (Measured on 2 cores: about 680 texts/s for short answers against 600 with one two-thread session.)
 */
export function createWorkerEmbeddingModel(settings: WorkerEmbeddingModelSettings): EmbeddingModel {
  const workerCount = settings.workers ?? Math.min(availableParallelism(), 4);
  const script = compiledWorkerScript(import.meta.url, "scoring/embedding-worker.js");
  if (workerCount <= 1 || script === undefined) return createTransformersEmbeddingModel(settings);
  const id = basename(settings.modelPath);
  const batchSize = settings.batchSize ?? 64;

  let workers: Worker[] | undefined;
  let nextId = 0;
  const pending = new Map<
    number,
    { resolve: (vectors: Float32Array[]) => void; reject: (error: Error) => void }
  >();
  const startOne = (): Worker => {
    const worker = new Worker(script, {
      workerData: {
        modelPath: settings.modelPath,
        batchSize,
        maxTokens: settings.maxTokens ?? 64,
        ...(settings.runtimeDir === undefined ? {} : { runtimeDir: settings.runtimeDir }),
      },
    });
    worker.unref();
    worker.on("message", (message: { id: number; vectors?: Float32Array[]; error?: string }) => {
      const waiter = pending.get(message.id);
      pending.delete(message.id);
      if (message.error !== undefined) waiter?.reject(new Error(message.error));
      else waiter?.resolve(message.vectors ?? []);
    });
    worker.on("error", (error) => {
      for (const waiter of pending.values()) waiter.reject(error);
      pending.clear();
    });
    return worker;
  };
  const ask = (worker: Worker, texts: string[]): Promise<Float32Array[]> =>
    new Promise((resolve, reject) => {
      const id = nextId++;
      pending.set(id, { resolve, reject });
      worker.postMessage({ id, texts });
    });

  return {
    id,
    async embed(texts) {
      if (texts.length === 0) return [];
      if (workers === undefined) {
        assertEmbeddingModelFolder(settings.modelPath);
        workers = [];
      }
      const wanted = workersNeeded(texts.length, workerCount);
      while (workers.length < wanted) workers.push(startOne());
      const pool = workers;
      // Texts by length, cut into chunks that go to whichever worker is free: a worker slowed by
      // other work on the machine takes fewer. Neighbours in length fill each other's batches.
      const order = texts
        .map((_, index) => index)
        .sort((a, b) => (texts[a]?.length ?? 0) - (texts[b]?.length ?? 0));
      const chunkSize = Math.max(batchSize, Math.min(chunkTexts, Math.ceil(order.length / pool.length)));
      const chunks: number[][] = [];
      for (let start = 0; start < order.length; start += chunkSize)
        chunks.push(order.slice(start, start + chunkSize));
      const vectors = new Array<Float32Array>(texts.length);
      let next = 0;
      const work = async (worker: Worker): Promise<void> => {
        while (next < chunks.length) {
          const chunk = chunks[next++] ?? [];
          const results = await ask(
            worker,
            chunk.map((index) => texts[index] ?? ""),
          );
          chunk.forEach((index, position) => (vectors[index] = results[position] ?? new Float32Array()));
        }
      };
      await Promise.all(pool.map(work));
      return vectors;
    },
    async dispose() {
      await Promise.all((workers ?? []).map((worker) => worker.terminate()));
      workers = undefined;
    },
  };
}

/** The workers a call of `texts` texts needs: one per {@link textsPerWorker}, at most `most`. */
export function workersNeeded(texts: number, most: number): number {
  return Math.min(most, Math.ceil(texts / textsPerWorker));
}
