import { existsSync } from "node:fs";
import { basename, dirname, join } from "node:path";
import { ModelLoadError } from "../errors.js";
import type { EmbeddingModel } from "./embedding-model.js";
import { importRuntimePackage } from "../setup/import-runtime-package.js";

/** Settings of {@link createTransformersEmbeddingModel}. */
export interface TransformersEmbeddingModelSettings {
  /** The model folder: `config.json`, `tokenizer.json`, `tokenizer_config.json`, `onnx/model.onnx`. */
  modelPath: string;
  /** Texts per ONNX run (default 64). */
  batchSize?: number;
  /** Tokens per text at most; longer texts are cut (default 64: answers are short). */
  maxTokens?: number;
  /** CPU threads of the ONNX session (default: ONNX Runtime's choice). */
  threads?: number;
  /** Where `factprobe setup` installed `@huggingface/transformers` when it is not installed beside factprobe. */
  runtimeDir?: string;
}

const requiredFiles = ["config.json", "tokenizer.json", "tokenizer_config.json", join("onnx", "model.onnx")];

/** The install hint for a missing sentence-embedding model. */
export const fetchEmbeddingModelHint =
  "Run `factprobe setup` to download it (all-MiniLM-L6-v2, about 25 MB), or pass another matcher, e.g. --matcher exact.";

/**
 * Throws `ModelLoadError` with the fetch command when the model folder lacks a file the ONNX adapter
 * needs (`config.json`, `tokenizer.json`, `tokenizer_config.json`, `onnx/model.onnx`).
 */
export function assertEmbeddingModelFolder(modelPath: string): void {
  const missing = requiredFiles.filter((file) => !existsSync(join(modelPath, file)));
  if (missing.length > 0) {
    throw new ModelLoadError(
      `embedding:${basename(modelPath)}`,
      `The sentence-embedding model is missing at ${modelPath} (no ${missing.join(", ")}).`,
      { hint: fetchEmbeddingModelHint },
    );
  }
}

/**
 * A sentence-transformer (all-MiniLM-L6-v2 or a peer, ONNX) run in-process by
 * `@huggingface/transformers` on ONNX Runtime's CPU backend, offline: remote models are disabled and
 * the model is read from `modelPath`. Vectors are mean-pooled over tokens and L2-normalised, as
 * sentence-transformers does. The library and the model load on the first `embed` call.
 * Throws `ModelLoadError` with the fetch command when the folder is incomplete.
 */
export function createTransformersEmbeddingModel(
  settings: TransformersEmbeddingModelSettings,
): EmbeddingModel {
  const id = basename(settings.modelPath);
  const batchSize = settings.batchSize ?? 64;
  const maxTokens = settings.maxTokens ?? 64;
  let loading: Promise<Loaded> | undefined;

  const load = async (): Promise<Loaded> => {
    assertEmbeddingModelFolder(settings.modelPath);
    const transformers = await importRuntimePackage("@huggingface/transformers", {
      runtimeDir: settings.runtimeDir,
      importBeside: () => import("@huggingface/transformers"),
    });
    transformers.env.allowRemoteModels = false;
    transformers.env.allowLocalModels = true;
    transformers.env.localModelPath = `${dirname(settings.modelPath)}/`;
    try {
      const sessionOptions =
        settings.threads === undefined ? {} : { intraOpNumThreads: settings.threads, interOpNumThreads: 1 };
      const [tokenizer, model] = await Promise.all([
        transformers.AutoTokenizer.from_pretrained(id, { local_files_only: true }),
        transformers.AutoModel.from_pretrained(id, {
          local_files_only: true,
          dtype: "fp32",
          device: "cpu",
          session_options: sessionOptions,
        }),
      ]);
      return {
        tokenizer,
        model,
        Tensor: transformers.Tensor,
      };
    } catch (error) {
      throw new ModelLoadError(
        `embedding:${id}`,
        `Could not load the sentence-embedding model at ${settings.modelPath}: ${(error as Error).message}`,
        {
          hint: fetchEmbeddingModelHint,
          cause: error,
        },
      );
    }
  };

  // One run of the model on texts of `length` tokens each, no padding: `ids` holds them row by row.
  const embedRun = async (loaded: Loaded, ids: BigInt64Array, count: number, length: number) => {
    const dims = [count, length];
    const output = await loaded.model({
      input_ids: new loaded.Tensor("int64", ids, dims),
      attention_mask: new loaded.Tensor("int64", new BigInt64Array(count * length).fill(1n), dims),
      token_type_ids: new loaded.Tensor("int64", new BigInt64Array(count * length), dims),
    });
    const hidden = output["last_hidden_state"] ?? output["token_embeddings"];
    if (hidden === undefined) throw new Error("the ONNX model has no last_hidden_state output");
    return meanPool(hidden.data as Float32Array, count, length, hidden.dims[2] ?? 0);
  };

  return {
    id,
    async embed(texts) {
      loading ??= load();
      const loaded = await loading;
      if (texts.length === 0) return [];
      // Tokenised once, then run in batches of texts with the same number of tokens: no padding, so
      // no work on padding (a third of it with batches sorted by characters), same vectors.
      const tokens = loaded.tokenizer([...texts], {
        padding: false,
        truncation: true,
        max_length: maxTokens,
        return_tensor: false,
      }).input_ids;
      const order = tokens
        .map((_, index) => index)
        .sort((a, b) => (tokens[a]?.length ?? 0) - (tokens[b]?.length ?? 0));
      const result = new Array<Float32Array>(texts.length);
      for (let start = 0; start < order.length;) {
        const length = tokens[order[start] ?? 0]?.length ?? 0;
        let end = start + 1;
        while (end < order.length && end - start < batchSize && tokens[order[end] ?? 0]?.length === length)
          end++;
        const ids = new BigInt64Array((end - start) * length);
        for (let row = start; row < end; row++) {
          (tokens[order[row] ?? 0] ?? []).forEach(
            (id, column) => (ids[(row - start) * length + column] = BigInt(id)),
          );
        }
        const vectors = await embedRun(loaded, ids, end - start, length);
        for (let row = start; row < end; row++)
          result[order[row] ?? 0] = vectors[row - start] ?? new Float32Array();
        start = end;
      }
      return result;
    },
    async dispose() {
      if (loading === undefined) return;
      const loaded = await loading.catch(() => undefined);
      await loaded?.model.dispose();
    },
  };
}

/** Sentence-transformers pooling: the mean of each row's token vectors, L2-normalised. */
function meanPool(values: Float32Array, count: number, length: number, dimensions: number): Float32Array[] {
  const vectors: Float32Array[] = [];
  for (let row = 0; row < count; row++) {
    const vector = new Float32Array(dimensions);
    for (let position = 0; position < length; position++) {
      const offset = (row * length + position) * dimensions;
      for (let index = 0; index < dimensions; index++)
        vector[index] = (vector[index] ?? 0) + (values[offset + index] ?? 0);
    }
    let norm = 0;
    for (let index = 0; index < dimensions; index++) {
      const value = (vector[index] ?? 0) / Math.max(length, 1);
      vector[index] = value;
      norm += value * value;
    }
    norm = Math.sqrt(norm) || 1;
    for (let index = 0; index < dimensions; index++) vector[index] = (vector[index] ?? 0) / norm;
    vectors.push(vector);
  }
  return vectors;
}

interface Loaded {
  tokenizer: Tokenizer;
  model: Model;
  Tensor: TensorConstructor;
}
interface TensorLike {
  dims: number[];
  data: unknown;
}
type Tokenizer = (
  texts: string[],
  options: { padding: false; truncation: true; max_length: number; return_tensor: false },
) => { input_ids: number[][] };
type TensorConstructor = new (type: "int64", data: BigInt64Array, dims: number[]) => unknown;
interface Model {
  (inputs: Record<string, unknown>): Promise<Record<string, TensorLike | undefined>>;
  dispose(): Promise<unknown>;
}
