import { join } from "node:path";

/** File name of factprobe's default local model (Gemma 3 270M, Q4_K_M), as `npm run fetch-model` writes it. */
export const DEFAULT_MODEL_FILE_NAME = "gemma-3-270m-q4_k_m.gguf";

/** What the cache-folder rule needs to know; the CLI passes `process.env` and `os.homedir()`. */
export interface ModelCacheLocationOptions {
  /** Environment variables; only `FACTPROBE_CACHE_DIR` and `XDG_CACHE_HOME` are read. */
  env: Readonly<Record<string, string | undefined>>;
  /** The user's home folder. */
  homedir: string;
}

/**
 * The folder that holds downloaded models: `$FACTPROBE_CACHE_DIR/models`, else
 * `$XDG_CACHE_HOME/factprobe/models`, else `<homedir>/.cache/factprobe/models`. Empty variables
 * count as unset. Pure: it reads only what it is given (the same rule as `scripts/fetch-model.mjs`).
 */
export function modelCacheDir({ env, homedir }: ModelCacheLocationOptions): string {
  const factprobeDir = nonEmpty(env["FACTPROBE_CACHE_DIR"]);
  if (factprobeDir !== undefined) return join(factprobeDir, "models");
  const xdgDir = nonEmpty(env["XDG_CACHE_HOME"]);
  if (xdgDir !== undefined) return join(xdgDir, "factprobe", "models");
  return join(homedir, ".cache", "factprobe", "models");
}

/**
 * Where `npm run fetch-model` puts the default model, i.e. what `llama-cpp:default` stands for:
 * `modelCacheDir(options)/gemma-3-270m-q4_k_m.gguf`. Does not check that the file exists.
 */
export function defaultModelPath(options: ModelCacheLocationOptions): string {
  return join(modelCacheDir(options), DEFAULT_MODEL_FILE_NAME);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}
