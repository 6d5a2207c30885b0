import { availableParallelism } from "node:os";
import { defaultModelPath } from "../models/default-model-path.js";
import { runtimeDir } from "../setup/runtime-dir.js";
import type { ModelSettings } from "../models/model-registry.js";
import type { CliContext } from "./cli-context.js";

/**
 * Settings for models that are planned, never called (`--dry-run`): no API key is needed (a
 * placeholder stands in for a missing one, and is never sent) and a local model is not loaded.
 */
export function planningModelSettings(settings: ModelSettings): ModelSettings {
  return {
    ...settings,
    deferLoad: true,
    apiKey: settings.apiKey ?? "unused-by-a-dry-run",
    anthropicApiKey: settings.anthropicApiKey ?? "unused-by-a-dry-run",
  };
}

/**
 * Model settings from the environment the CLI read at start: `OPENAI_API_KEY`, `OPENAI_BASE_URL`,
 * `ANTHROPIC_API_KEY`, `ANTHROPIC_BASE_URL`,
 * the default model's cache folder (`FACTPROBE_CACHE_DIR`, `XDG_CACHE_HOME`, home), and
 * `FACTPROBE_THREADS` (default: every core; llama.cpp's own default is far slower here). With
 * `NODE_USE_ENV_PROXY` set (Node's switch that makes `fetch` honour `HTTPS_PROXY`, `HTTP_PROXY` and
 * `NO_PROXY`), HTTP models send through the global fetch, so through the proxy, instead of their
 * own keep-alive connections.
 */
export function modelSettingsFromContext(
  context: CliContext,
  overrides: { threads?: number } = {},
): ModelSettings {
  const { env } = context;
  const threads =
    overrides.threads ??
    (env.FACTPROBE_THREADS === undefined ? availableParallelism() : Number(env.FACTPROBE_THREADS));
  return {
    // Read from the local model catalog only when llama-cpp:default is made.
    defaultModelPath: () => defaultModelPath({ env, homedir: context.homeDirectory }),
    runtimeDir: runtimeDir({ env, homedir: context.homeDirectory }),
    threads,
    ...(env.OPENAI_API_KEY === undefined ? {} : { apiKey: env.OPENAI_API_KEY }),
    ...(env.OPENAI_BASE_URL === undefined ? {} : { openaiBaseURL: env.OPENAI_BASE_URL }),
    ...(env.ANTHROPIC_API_KEY === undefined ? {} : { anthropicApiKey: env.ANTHROPIC_API_KEY }),
    ...(env.ANTHROPIC_BASE_URL === undefined ? {} : { anthropicBaseURL: env.ANTHROPIC_BASE_URL }),
    ...(usesEnvProxy(env) ? { fetch: globalThis.fetch } : {}),
  };
}

/** Whether Node routes `fetch` through the proxy the environment names (`NODE_USE_ENV_PROXY=1`). */
function usesEnvProxy(env: CliContext["env"]): boolean {
  const value = env.NODE_USE_ENV_PROXY;
  return value !== undefined && value !== "" && value !== "0";
}
