import { ModelIdError, ModelLoadError } from "../errors.js";
import type { LanguageModel } from "./language-model.js";
import { familySettings } from "./model-families.js";
import { mergeRequestSettings, requestSettingsFor, type ModelRequestSettings } from "./request-settings.js";
import { findURLCredentials, redactURLCredentials } from "./url-credentials.js";

// Each provider's adapter (and the SDK or runtime it wraps) is imported when a model of that
// provider is made: `ask` with an OpenAI-compatible model never loads the Anthropic, local or replay code.

/**
 * What model ids may need beyond the id itself. The library reads no environment: the CLI reads
 * `OPENAI_API_KEY`, `OPENAI_BASE_URL`, `ANTHROPIC_API_KEY`, `ANTHROPIC_BASE_URL` and the cache
 * location once and passes them here.
 */
export interface ModelSettings {
  /**
   * The file `llama-cpp:default` stands for, or a function that gives it, called only when such a
   * model is made. The CLI passes `() => defaultModelPath({ env, homedir })`, so a run of another
   * model never reads the local model catalog.
   */
  defaultModelPath?: string | (() => string);
  /** Where `factprobe setup` installed the local runtime (node-llama-cpp); the CLI passes `runtimeDir({ env, homedir })`. */
  runtimeDir?: string;
  /** CPU threads for local models. Default 2. */
  threads?: number;
  /** Context window of local models, in tokens. Default 2048. */
  contextSize?: number;
  /** API key for `openai:` (required; the CLI reads `OPENAI_API_KEY`) and `openai-compatible:` (optional). */
  apiKey?: string;
  /** Base URL for `openai:`; the CLI reads `OPENAI_BASE_URL`. Default `https://api.openai.com/v1`. */
  openaiBaseURL?: string;
  /** API key for `anthropic:` (required; the CLI reads `ANTHROPIC_API_KEY`). */
  anthropicApiKey?: string;
  /** Base URL for `anthropic:`; the CLI reads `ANTHROPIC_BASE_URL`. Default `https://api.anthropic.com`. */
  anthropicBaseURL?: string;
  /** Per-call timeout of HTTP models, in milliseconds. Default 60000. */
  timeoutMs?: number;
  /** The most bytes of an HTTP model's response body read (the answer is then marked truncated). Default 65536. */
  maxResponseBytes?: number;
  /**
   * The fetch HTTP models use. Default: their own keep-alive connections (`createLimitedHttpFetch`);
   * pass `globalThis.fetch` where fetch goes through a proxy or a global dispatcher.
   */
  fetch?: typeof globalThis.fetch;
  /**
   * Local models: check the file now but load the weights on the first call, or on `load()` (a
   * `DeferredModel`), so that a run answered from its cache never loads them. Default false.
   */
  deferLoad?: boolean;
  /**
   * Request settings of HTTP models by model id or `prefix*` (the config's `models`), over the
   * built-in defaults of known families (`modelFamilies`).
   */
  requestSettings?: Readonly<Record<string, ModelRequestSettings>>;
}

/** One provider of the registry: how to write its ids, and how to make a model from one. */
export interface ModelProviderDefinition {
  /** One line on what the provider is. */
  description: string;
  /** The id form, e.g. `openai:<model>`. */
  form: string;
  /** A working example id. */
  example: string;
  /** Makes the model from the part of the id after `<provider>:`. */
  create(rest: string, settings: ModelSettings): LanguageModel | Promise<LanguageModel>;
}

/** The model providers factprobe knows, by id prefix. */
export const modelProviders = {
  "llama-cpp": {
    description: "a local GGUF file run on the CPU; `default` is the model `factprobe setup` downloads",
    form: "llama-cpp:<path.gguf | default>",
    example: "llama-cpp:default",
    async create(rest, settings) {
      let modelPath = rest;
      if (rest === "default") {
        if (settings.defaultModelPath === undefined) {
          throw new ModelLoadError(
            "llama-cpp:default",
            "No default model path was configured for llama-cpp:default.",
            {
              hint: "Pass `defaultModelPath` (from defaultModelPath({ env, homedir })) in the model settings, or give a path: llama-cpp:./model.gguf.",
            },
          );
        }
        modelPath =
          typeof settings.defaultModelPath === "function"
            ? settings.defaultModelPath()
            : settings.defaultModelPath;
      }
      const id = `llama-cpp:${rest}`;
      const local = {
        modelPath,
        id,
        ...(settings.threads === undefined ? {} : { threads: settings.threads }),
        ...(settings.contextSize === undefined ? {} : { contextSize: settings.contextSize }),
        ...(settings.runtimeDir === undefined ? {} : { runtimeDir: settings.runtimeDir }),
      };
      const [{ createLlamaCppModel, llamaCppModelEndpoint }, { deferModel }] = await Promise.all([
        import("./llama-cpp-model.js"),
        import("./deferred-model.js"),
      ]);
      if (settings.deferLoad !== true) return await createLlamaCppModel(local);
      return deferModel({
        id,
        provider: "llama-cpp",
        defaultConcurrency: 1,
        endpoint: await llamaCppModelEndpoint(modelPath, id),
        load: (signal) => createLlamaCppModel({ ...local, signal }),
      });
    },
  },
  openai: {
    description: "the OpenAI API (needs OPENAI_API_KEY; OPENAI_BASE_URL overrides the endpoint)",
    form: "openai:<model>",
    example: "openai:gpt-4o-mini",
    async create(rest, settings) {
      const id = `openai:${rest}`;
      if (settings.apiKey === undefined || settings.apiKey === "") {
        throw new ModelLoadError(id, `${id} needs an OpenAI API key, and none was given.`, {
          hint: "Set the OPENAI_API_KEY environment variable (or pass apiKey in the model settings).",
        });
      }
      if (settings.openaiBaseURL !== undefined)
        refuseURLCredentials(id, settings.openaiBaseURL, "OPENAI_BASE_URL");
      const { createOpenAICompatibleModel } = await import("./openai-compatible-model.js");
      return createOpenAICompatibleModel({
        model: rest,
        id,
        provider: "openai",
        apiKey: settings.apiKey,
        request: resolveRequestSettings("openai", rest, id, settings),
        ...httpSettings(settings),
        ...(settings.openaiBaseURL === undefined || settings.openaiBaseURL === ""
          ? {}
          : { baseURL: settings.openaiBaseURL }),
      });
    },
  },
  anthropic: {
    description:
      "Anthropic's Messages API (needs ANTHROPIC_API_KEY; ANTHROPIC_BASE_URL overrides the endpoint)",
    form: "anthropic:<model>",
    example: "anthropic:claude-3-5-haiku-latest",
    async create(rest, settings) {
      const id = `anthropic:${rest}`;
      if (settings.anthropicApiKey === undefined || settings.anthropicApiKey === "") {
        throw new ModelLoadError(id, `${id} needs an Anthropic API key, and none was given.`, {
          hint: "Set the ANTHROPIC_API_KEY environment variable (or pass anthropicApiKey in the model settings).",
        });
      }
      if (settings.anthropicBaseURL !== undefined)
        refuseURLCredentials(id, settings.anthropicBaseURL, "ANTHROPIC_BASE_URL");
      const { createAnthropicModel } = await import("./anthropic-model.js");
      return createAnthropicModel({
        model: rest,
        id,
        apiKey: settings.anthropicApiKey,
        request: resolveRequestSettings("anthropic", rest, id, settings),
        ...httpSettings(settings),
        ...(settings.anthropicBaseURL === undefined || settings.anthropicBaseURL === ""
          ? {}
          : { baseURL: settings.anthropicBaseURL }),
      });
    },
  },
  "openai-compatible": {
    description:
      "any server with an OpenAI-style /chat/completions endpoint (vLLM, llama.cpp server, Ollama, LM Studio, OpenRouter, factprobe serve); API key optional",
    form: "openai-compatible:<model>@<baseURL>",
    example: "openai-compatible:llama3@http://127.0.0.1:8080/v1",
    async create(rest, settings) {
      const id = `openai-compatible:${rest}`;
      const match = /^(.+?)@(https?:\/\/.+)$/.exec(rest);
      const model = match?.[1];
      const baseURL = match?.[2];
      if (model === undefined || baseURL === undefined || !URL.canParse(baseURL)) {
        throw invalidId(
          id,
          `"${redactURLCredentials(rest)}" is not <model>@<baseURL> with an http(s) base URL.`,
        );
      }
      refuseURLCredentials(id, baseURL, "the model id");
      const { createOpenAICompatibleModel } = await import("./openai-compatible-model.js");
      return createOpenAICompatibleModel({
        model,
        baseURL,
        id,
        request: resolveRequestSettings("openai-compatible", model, id, settings),
        ...httpSettings(settings),
        ...(settings.apiKey === undefined || settings.apiKey === "" ? {} : { apiKey: settings.apiKey }),
      });
    },
  },
  replay: {
    description:
      "recorded responses from a JSON Lines file, matched on the exact prompt text; a prompt without one is an error answer",
    form: "replay:<responses.jsonl>",
    example: "replay:./responses.jsonl",
    async create(rest) {
      const { createReplayModel } = await import("./replay-model.js");
      return await createReplayModel({ path: rest, id: `replay:${rest}` });
    },
  },
} satisfies Record<string, ModelProviderDefinition>;

/** A provider name of {@link modelProviders}. */
export type ModelProviderName = keyof typeof modelProviders;

/**
 * Makes the model an id names, e.g. `llama-cpp:default`, `openai:gpt-4o-mini`,
 * `openai-compatible:llama3@http://127.0.0.1:8080/v1`. Throws `ModelIdError` (listing the valid
 * forms) for an unknown provider or a malformed id, and `ModelLoadError` when the model cannot be
 * loaded (missing file, missing API key).
 */
export async function createModel(id: string, settings: ModelSettings = {}): Promise<LanguageModel> {
  const colon = id.indexOf(":");
  const providerName = colon === -1 ? id : id.slice(0, colon);
  const rest = colon === -1 ? "" : id.slice(colon + 1);
  if (!Object.hasOwn(modelProviders, providerName)) {
    throw invalidId(
      id,
      colon === -1
        ? `Model id "${id}" has no provider prefix.`
        : `Unknown model provider "${providerName}" in "${id}".`,
    );
  }
  if (rest.trim() === "") throw invalidId(id, `Model id "${id}" names no model after "${providerName}:".`);
  const provider: ModelProviderDefinition = modelProviders[providerName as ModelProviderName];
  return await provider.create(rest, settings);
}

/**
 * Refuses a base URL that carries credentials (user info, or a key in the query string): the id
 * would record them verbatim in every answer, score, summary and report, and fetch refuses user
 * info anyway. The message shows the URL with the credentials replaced by `***`.
 */
function refuseURLCredentials(id: string, baseURL: string, where: string): void {
  const found = findURLCredentials(baseURL);
  if (found === undefined) return;
  const what = [
    ...(found.userInfo ? ["a user name or password"] : []),
    ...found.parameters.map((name) => `the query parameter "${name}"`),
  ].join(" and ");
  const shownId = redactURLCredentials(id);
  throw new ModelIdError(
    shownId,
    `The base URL in ${where} carries credentials (${what}): ${redactURLCredentials(baseURL)}. factprobe records model ids in every answer, score and report, so it refuses credentials in URLs.`,
    {
      hint: "Remove them from the URL and set the key in OPENAI_API_KEY (sent as `Authorization: Bearer <key>`), or ANTHROPIC_API_KEY for anthropic: models.",
    },
  );
}

/** A model's request settings: its family's defaults, then the config's entry for its id. */
/**
 * The request settings of a model: its family's built-in defaults (see `familySettings`) under the
 * config's entry for its id. Direct calls and batch requests use the same.
 */
export function resolveRequestSettings(
  provider: string,
  modelName: string,
  id: string,
  settings: ModelSettings,
): ModelRequestSettings {
  return mergeRequestSettings(
    familySettings(provider, modelName),
    requestSettingsFor(id, settings.requestSettings),
  );
}

function invalidId(id: string, problem: string): ModelIdError {
  const forms = Object.values(modelProviders)
    .map(
      (provider: ModelProviderDefinition) =>
        `  ${provider.form}  (${provider.description}), e.g. ${provider.example}`,
    )
    .join("\n");
  return new ModelIdError(redactURLCredentials(id), `${problem} Valid model ids:\n${forms}`, {
    hint: "Pick one of the forms above, e.g. --model llama-cpp:default.",
  });
}

function httpSettings(settings: ModelSettings): {
  timeoutMs?: number;
  fetch?: typeof globalThis.fetch;
  maxResponseBytes?: number;
} {
  return {
    ...(settings.maxResponseBytes === undefined ? {} : { maxResponseBytes: settings.maxResponseBytes }),
    ...(settings.timeoutMs === undefined ? {} : { timeoutMs: settings.timeoutMs }),
    ...(settings.fetch === undefined ? {} : { fetch: settings.fetch }),
  };
}
