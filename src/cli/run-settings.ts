import type { ModelSettings } from "../models/model-registry.js";
import type { AskIntoRunOptions } from "../runs/ask-into-run.js";
import { createFileResponseCache } from "../runs/file-response-cache.js";
import type { PriceTable } from "../runs/prices.js";
import type { PromptSettings } from "../runs/prompt-builder.js";
import type { ResponseCache } from "../runs/response-cache.js";
import { responseCacheDir } from "../runs/response-cache-dir.js";
import { promptSettingsOf, readRunConfig } from "../runs/run-config.js";
import type { CliContext } from "./cli-context.js";
import { modelSettingsFromContext } from "./model-settings.js";

/** What `ask` and `check` need to ask models, from the environment and an optional config file. */
export interface RunSettings {
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
 * Reads `--config` (when given) and sets up the response cache in `$FACTPROBE_CACHE_DIR/responses`
 * (unless `--no-cache`). The config's `timeoutMs` also bounds each HTTP call.
 */
export async function runSettingsFromOptions(
  context: CliContext,
  options: {
    config: string | undefined;
    noCache: boolean;
    threads?: number;
    /** `--max-retry-after`, in seconds; wins over the config's `maxRetryAfterSeconds`. */
    maxRetryAfterSeconds?: number | undefined;
  },
): Promise<RunSettings> {
  const config = options.config === undefined ? undefined : await readRunConfig(options.config);
  const maxRetryAfterSeconds = options.maxRetryAfterSeconds ?? config?.maxRetryAfterSeconds;
  const modelSettings: ModelSettings = {
    ...modelSettingsFromContext(context, options.threads === undefined ? {} : { threads: options.threads }),
    ...(config?.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
    ...(config?.maxResponseBytes === undefined ? {} : { maxResponseBytes: config.maxResponseBytes }),
    ...(config?.models === undefined ? {} : { requestSettings: config.models }),
  };
  const cache = options.noCache
    ? undefined
    : createFileResponseCache({
        directory: responseCacheDir({ env: context.env, homedir: context.homeDirectory }),
      });
  return {
    modelSettings,
    prompts: config === undefined ? {} : promptSettingsOf(config),
    cache,
    prices: config?.prices,
    askOptions: {
      // Every key the environment holds is scrubbed from every stored text, whichever model it is for.
      secrets: [context.env.OPENAI_API_KEY, context.env.ANTHROPIC_API_KEY].filter(
        (secret): secret is string => secret !== undefined && secret !== "",
      ),
      ...(cache === undefined ? {} : { cache }),
      ...(config?.concurrency === undefined ? {} : { providerConcurrency: config.concurrency }),
      ...(config?.prices === undefined ? {} : { prices: config.prices }),
      ...(config?.timeoutMs === undefined ? {} : { timeoutMs: config.timeoutMs }),
      ...(config?.retries === undefined ? {} : { retries: config.retries }),
      ...(maxRetryAfterSeconds === undefined ? {} : { maxRetryAfterMs: maxRetryAfterSeconds * 1000 }),
    },
  };
}
