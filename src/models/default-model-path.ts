import { join } from "node:path";
import { ModelLoadError } from "../errors.js";
import { localModelCatalog, type LocalModelCatalog, type LocalModelEntry } from "./local-model-catalog.js";

/** What the cache-folder rule needs to know; the CLI passes `process.env` and `os.homedir()`. */
export interface ModelCacheLocationOptions {
  /**
   * Environment variables; only `FACTPROBE_CACHE_DIR`, `XDG_CACHE_HOME` and (for the default model)
   * `FACTPROBE_DEFAULT_MODEL` are read.
   */
  env: Readonly<Record<string, string | undefined>>;
  /** The user's home folder. */
  homedir: string;
}

/**
 * The folder that holds downloaded models: `$FACTPROBE_CACHE_DIR/models`, else
 * `$XDG_CACHE_HOME/factprobe/models`, else `<homedir>/.cache/factprobe/models`. Empty variables
 * count as unset. Pure: it reads only what it is given (the rule `factprobe setup` follows).
 */
export function modelCacheDir({ env, homedir }: ModelCacheLocationOptions): string {
  const factprobeDir = nonEmpty(env["FACTPROBE_CACHE_DIR"]);
  if (factprobeDir !== undefined) return join(factprobeDir, "models");
  const xdgDir = nonEmpty(env["XDG_CACHE_HOME"]);
  if (xdgDir !== undefined) return join(xdgDir, "factprobe", "models");
  return join(homedir, ".cache", "factprobe", "models");
}

/**
 * The catalog entry `llama-cpp:default` stands for: the one `FACTPROBE_DEFAULT_MODEL` names (a
 * name from `data/local-models.json`, e.g. `gemma-3-270m`), else the catalog's default
 * (Qwen2.5-Coder 1.5B Instruct). Throws `ModelLoadError` for an unknown name, listing the known ones.
 */
export function defaultLocalModelEntry(
  env: Readonly<Record<string, string | undefined>>,
  catalog: LocalModelCatalog = localModelCatalog(),
): LocalModelEntry & { name: string } {
  const name = nonEmpty(env["FACTPROBE_DEFAULT_MODEL"]) ?? catalog.default;
  const entry = catalog.models[name];
  if (entry === undefined) {
    throw new ModelLoadError(
      "llama-cpp:default",
      `FACTPROBE_DEFAULT_MODEL names no known local model: "${name}".`,
      {
        hint: `Use one of ${Object.keys(catalog.models).join(", ")}, or unset it.`,
      },
    );
  }
  return { name, ...entry };
}

/**
 * Where `factprobe setup` puts the default model, i.e. what `llama-cpp:default` stands for:
 * `modelCacheDir(options)/<file name of the default catalog entry>`, e.g.
 * `~/.cache/factprobe/models/qwen2.5-coder-1.5b-instruct-q4_k_m.gguf`. Does not check that the
 * file exists.
 */
export function defaultModelPath(options: ModelCacheLocationOptions): string {
  return join(modelCacheDir(options), defaultLocalModelEntry(options.env).fileName);
}

function nonEmpty(value: string | undefined): string | undefined {
  return value === undefined || value === "" ? undefined : value;
}
