import { dirname, join } from "node:path";
import { modelCacheDir, type ModelCacheLocationOptions } from "../models/default-model-path.js";

/**
 * The folder where `factprobe setup` installs the local runtimes (node-llama-cpp with its CPU-only
 * binary, `@huggingface/transformers`): `runtime/` beside the model folder, i.e.
 * `$FACTPROBE_CACHE_DIR/runtime`, else `$XDG_CACHE_HOME/factprobe/runtime`, else
 * `~/.cache/factprobe/runtime`. Does not check that it exists.
 */
export function runtimeDir(options: ModelCacheLocationOptions): string {
  return join(dirname(modelCacheDir(options)), "runtime");
}
