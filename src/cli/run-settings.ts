import type { ModelRequestSettings } from "../models/request-settings.js";
import type { ModelSettings } from "../models/model-registry.js";
import type { AskIntoRunOptions } from "../runs/ask-into-run.js";
import { createFileResponseCache } from "../runs/file-response-cache.js";
import type { PriceTable } from "../runs/prices.js";
import type { PromptSettings } from "../runs/prompt-builder.js";
import type { ResponseCache } from "../runs/response-cache.js";
import { responseCacheDir } from "../runs/response-cache-dir.js";
import { UsageError } from "../errors.js";
import { findConfigFile } from "../runs/find-config-file.js";
import type { RunConfig } from "../runs/run-config.js";
import type { CliContext } from "./cli-context.js";
import { modelSettingsFromContext } from "./model-settings.js";

/** What `ask` and `check` need to ask models, from the environment and an optional config file. */
export interface RunSettings {
  /** The config read (given with `--config` or found), if any, and its path. */
  config: RunConfig | undefined;
  configPath: string | undefined;
  /** The models the config declares (used when no `--model` is given). */
  configModels: string[];
  /** Request settings the config declares per model id or `prefix*` (also in `modelSettings`). */
  modelRequests: Record<string, ModelRequestSettings>;
  modelSettings: ModelSettings;
  prompts: PromptSettings;
  /** The response cache; undefined with `--no-cache`. */
  cache: ResponseCache | undefined;
  prices: PriceTable | undefined;
  /** Options for `askIntoRun` from the config: cache, per-provider concurrency, prices, timeout, retries. */
  askOptions: Pick<
    AskIntoRunOptions,
    "cache" | "providerConcurrency" | "prices" | "timeoutMs" | "retries" | "secrets"
  >;
}

/**
 * Reads the config (`--config`, or else `factprobe.config.{json,yaml,yml}` found from the working
 * directory upwards, unless `--no-config`) and sets up the response cache in `$FACTPROBE_CACHE_DIR/responses`
 * (unless `--no-cache`). The config's `timeoutMs` also bounds each HTTP call.
 */
export async function runSettingsFromOptions(
  context: CliContext,
  options: {
    config: string | undefined;
    /** `--no-config`: read no config file, not even a discovered one. */
    noConfig?: boolean;
    noCache: boolean;
    threads?: number;
    /** `--max-retry-after`, in seconds; wins over the config's `maxRetryAfterSeconds`. */
    maxRetryAfterSeconds?: number | undefined;
  },
): Promise<RunSettings> {
  if (options.noConfig === true && options.config !== undefined) {
    throw new UsageError("--config and --no-config contradict each other.", { hint: "Give one of them." });
  }
  const configPath =
    options.noConfig === true ? undefined : (options.config ?? findConfigFile(context.cwd ?? "."));
  if (configPath !== undefined && options.config === undefined) context.stderr(`Config: ${configPath}\n`);
  const read = configPath === undefined ? undefined : await readConfig(configPath);
  const config = read?.config;
  const prices = read?.prices;
  const maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? config?.maxRetryAfterSeconds;
  const modelSettings: ModelSettings = {
    ...modelSettingsFromContext(context, options.threads === undefined ? {} : { threads: options.threads }),
    ...(config?.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    ...(config?.maxResponseBytes === undefined ? {} : { maxResponseBytes: config.maxResponseBytes }),
    ...(config?.models === undefined || read === undefined ? {} : { requestSettings: read.modelRequests }),
  };
  const cache = options.noCache
    ? undefined
    : createFileResponseCache({
        directory: responseCacheDir({ env: context.env, homedir: context.homeDirectory }),
      });
  return {
    config,
    configPath,
    configModels: read?.configModels ?? [],
    modelRequests: read?.modelRequests ?? {},
    modelSettings,
    prompts: read?.prompts ?? {},
    cache,
    prices,
    askOptions: {
      // Every key the environment holds is scrubbed from every stored text, whichever model it is for.
      secrets: [context.env.OPENAI_API_KEY, context.env.ANTHROPIC_API_KEY].filter(
        (secret): secret is string => secret !== undefined && secret !== "",
      ),
      ...(cache === undefined ? {} : { cache }),
      ...(config?.concurrency === undefined ? {} : { providerConcurrency: config.concurrency }),
      ...(prices === undefined ? {} : { prices }),
      ...(config?.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
      ...(config?.retries === undefined ? {} : { retries: config.retries }),
      ...(maxRetryAfterSeconds === undefined ? {} : { maxRetryAfterMs: maxRetryAfterSeconds * 1000 }),
    },
  };
}

/** The config file and what it sets; its schema and reader are loaded only when there is a file. */
async function readConfig(
  path: string,
): Promise<
  Pick<RunSettings, "configModels" | "modelRequests" | "prompts" | "prices"> & { config: RunConfig }
> {
  const { configModelIds, configModelRequests, configPrices, promptSettingsOf, readRunConfig } =
    await import("../runs/run-config.js");
  const config = await readRunConfig(path);
  return {
    config,
    configModels: configModelIds(config),
    modelRequests: configModelRequests(config),
    prompts: promptSettingsOf(config),
    prices: configPrices(config),
  };
}
