import { join } from "node:path";
import { modelCacheDir, type ModelCacheLocationOptions } from "../models/default-model-path.js";

/** Folder name of the default sentence-embedding model inside the model cache. */
export const DEFAULT_EMBEDDING_MODEL_NAME = "all-MiniLM-L6-v2";

/**
 * Where `factprobe setup` puts the sentence-embedding model:
 * `<model cache>/all-MiniLM-L6-v2` (`config.json`, `tokenizer.json`, `onnx/model.onnx`). The model
 * cache is `$FACTPROBE_CACHE_DIR/models`, else `$XDG_CACHE_HOME/factprobe/models`, else
 * `~/.cache/factprobe/models`. Does not check that the folder exists.
 */
export function defaultEmbeddingModelPath(options: ModelCacheLocationOptions): string {
  return join(modelCacheDir(options), DEFAULT_EMBEDDING_MODEL_NAME);
}
