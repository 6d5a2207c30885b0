import OpenAI from "openai";
import type { ChatCompletionCreateParamsNonStreaming } from "openai/resources/chat/completions";
import { z } from "zod";
import { ModelCallError } from "../errors.js";
import { callProviderSdk, type HttpErrorResponse } from "./call-provider-sdk.js";
import { chatCompletionBody } from "./chat-completion-body.js";
import { parseResponseBody, redactURL, scrubSecret, truncate } from "./http-failure.js";
import type { FinishReason, GenerateRequest, GenerateResult, LanguageModel } from "./language-model.js";
import { createLimitedFetch } from "./limited-fetch.js";
import { createLimitedHttpFetch } from "./limited-http-fetch.js";
import { DEFAULT_MAX_RESPONSE_BYTES } from "./read-limited-body.js";
import { isEmptyRequestSettings, type ModelRequestSettings } from "./request-settings.js";
import { truncatedAnswer } from "./truncated-answer.js";
import { unsupportedParameterHint } from "./unsupported-parameter-hint.js";

/** Settings of {@link createOpenAICompatibleModel}. */
export interface OpenAICompatibleModelSettings {
  /** The model name the server knows, e.g. `gpt-4o-mini`. */
  model: string;
  /** Base URL of the API, up to and including the version. Default `https://api.openai.com/v1`. */
  baseURL?: string;
  /** Sent as `Authorization: Bearer <apiKey>` when given. Never appears in error messages. */
  apiKey?: string;
  /**
   * The fetch to use; tests and proxies pass their own (`globalThis.fetch` for a process that routes
   * fetch through a proxy). Default: keep-alive connections through `node:http` and `node:https`
   * (see `createLimitedHttpFetch`), which cost less per call than the global fetch.
   */
  fetch?: typeof globalThis.fetch;
  /** Milliseconds before a call is abandoned (retryable). Default 60000. */
  timeoutMs?: number;
  /**
   * The most bytes of a response body read; the rest is not read, and the answer is the readable
   * part of its text, marked `truncated`. Default 65536 (64 KB).
   */
  maxResponseBytes?: number;
  /** Extra request headers, e.g. an organisation header. */
  headers?: Readonly<Record<string, string>>;
  /** The model's id in results. Default `<provider>:<model>`. */
  id?: string;
  /** Provider name in results. Default `openai-compatible`. */
  provider?: string;
  /** Calls served at once by default. Default 4. */
  defaultConcurrency?: number;
  /**
   * How to ask: the token parameter, temperature, `reasoning_effort`, extra body fields. Default:
   * `max_tokens` and the request's temperature (see `familySettings` for known model families).
   */
  request?: ModelRequestSettings;
}

const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({
          content: z.string().nullable().optional(),
          /** Reasoning apart from the answer: DeepSeek's API and vLLM's reasoning parsers. */
          reasoning_content: z.string().nullable().optional(),
          /** The same, as Ollama, newer vLLM and OpenRouter name it. */
          reasoning: z.string().nullable().optional(),
          /** OpenAI's structured refusal: the text of the refusal, with `content` null. */
          refusal: z.string().nullable().optional(),
        }),
        finish_reason: z.string().nullable().optional(),
      }),
    )
    .min(1),
  usage: z
    .object({
      prompt_tokens: z.number().int().nonnegative(),
      completion_tokens: z.number().int().nonnegative(),
    })
    .nullish(),
});

const errorBodySchema = z.union([
  z.object({ error: z.object({ message: z.string() }) }),
  z.object({ error: z.string() }),
  z.object({ message: z.string() }),
]);

/**
 * A {@link LanguageModel} behind any OpenAI-compatible `POST {baseURL}/chat/completions` endpoint
 * (OpenAI, vLLM, llama.cpp's server, Ollama, LM Studio, `serveOpenAICompatible`, ...), through the
 * official `openai` SDK with its retries off.
 *
 * Sends `{ model, messages, temperature, max_tokens }` (shaped by `request`: `max_completion_tokens`,
 * no temperature, `reasoning_effort`, extra fields) and validates the reply. Reasoning sent apart
 * (`reasoning_content`, `reasoning`) comes back as `reasoning`. Failures throw
 * `ModelCallError`: HTTP 408/429/5xx, network faults, timeouts and unreadable bodies are
 * `retryable` (with `retryAfterSeconds` from a Retry-After header); other 4xx carry the server's
 * message and are not. It does not retry by itself: the runner decides.
 *
 * The SDK reads `OPENAI_CUSTOM_HEADERS` from the environment (extra request headers); every other
 * setting it would read from there (key, base URL, organisation, project, log level) is passed.
 */
export function createOpenAICompatibleModel(settings: OpenAICompatibleModelSettings): LanguageModel {
  const {
    model,
    baseURL = "https://api.openai.com/v1",
    apiKey,
    fetch,
    timeoutMs = 60_000,
    maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
    headers = {},
    provider = "openai-compatible",
    defaultConcurrency = 4,
  } = settings;
  const id = settings.id ?? `${provider}:${model}`;
  const root = baseURL.replace(/\/+$/, "");
  const shownURL = redactURL(`${root}/chat/completions`);
  const requestSettings = settings.request ?? {};
  // Servers sometimes echo the key back; keep it out of every message we build.
  const scrub = (text: string): string => scrubSecret(text, apiKey);
  const fail = (
    message: string,
    options: ConstructorParameters<typeof ModelCallError>[2] = {},
  ): ModelCallError => new ModelCallError(id, scrub(message), options);
  const limitedFetch =
    fetch === undefined
      ? createLimitedHttpFetch({ maxBytes: maxResponseBytes, scrub })
      : createLimitedFetch(fetch, { maxBytes: maxResponseBytes, scrub });
  const keyless = apiKey === undefined || apiKey === "";
  const client = new OpenAI({
    // The SDK insists on a key; a keyless server gets none (the header is removed below).
    apiKey: keyless ? "no-key" : apiKey,
    adminAPIKey: null,
    organization: null,
    project: null,
    webhookSecret: null,
    baseURL: root,
    fetch: limitedFetch.fetch,
    maxRetries: 0,
    timeout: timeoutMs,
    logLevel: "off",
    defaultHeaders: { ...headers, ...(keyless ? { authorization: null } : {}) },
  });

  const httpError = ({ status, body, retryAfterSeconds }: HttpErrorResponse): ModelCallError => {
    const serverMessage = errorMessageOf(body);
    const hint =
      status === 401 || status === 403
        ? " Check the API key."
        : status === 404
          ? ` Check the model name "${model}" and the base URL.`
          : status === 400
            ? unsupportedParameterHint(id, serverMessage)
            : "";
    return fail(`POST ${shownURL} for ${id} failed with HTTP ${status}: ${serverMessage}${hint}`, {
      status,
      retryable: status === 408 || status === 429 || status >= 500,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  };

  async function generate(request: GenerateRequest): Promise<GenerateResult> {
    const started = performance.now();
    const body = chatCompletionBody(
      model,
      request,
      requestSettings,
    ) as unknown as ChatCompletionCreateParamsNonStreaming;
    const response = await callProviderSdk(
      () =>
        client.chat.completions
          .create(body, {
            timeout: timeoutMs,
            ...(request.signal === undefined ? {} : { signal: request.signal }),
          })
          .asResponse(),
      {
        id,
        shownURL,
        timeoutMs,
        errors: OpenAI,
        limitedFetch,
        fail,
        unreachableHint: "Check that the server is running and the base URL is right.",
        httpError,
      },
    );
    const answered = `${shownURL} answered ${id}`;
    if (response.truncated) {
      return truncatedAnswer({
        body: response.text,
        field: "content",
        status: response.status,
        maxResponseBytes,
        answered,
        started,
        fail,
      });
    }

    const { choices, usage } = parseResponseBody({
      body: response.text,
      status: response.status,
      schema: chatCompletionSchema,
      expected: "a chat completion",
      answered,
      hint: ". Is the base URL an OpenAI-compatible API?",
      fail,
    });
    const choice = choices[0];
    const refusal = choice?.message.refusal ?? undefined;
    const finishReason =
      refusal !== undefined && refusal !== "" ? "refusal" : toFinishReason(choice?.finish_reason);
    const reasoning = (choice?.message.reasoning_content ?? choice?.message.reasoning ?? "").trim();
    return {
      text: (choice?.message.content ?? refusal ?? "").trim(),
      ...(reasoning === "" ? {} : { reasoning }),
      ...(finishReason === undefined ? {} : { finishReason }),
      usage:
        usage == null
          ? undefined
          : { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens },
      latencyMs: performance.now() - started,
    };
  }

  return {
    id,
    provider,
    defaultConcurrency,
    endpoint: redactURL(root),
    ...(isEmptyRequestSettings(settings.request) ? {} : { requestSettings: settings.request }),
    generate,
  };
}

/** OpenAI's `finish_reason` in factprobe's words. */
function toFinishReason(reason: string | null | undefined): FinishReason | undefined {
  if (reason === null || reason === undefined) return undefined;
  if (reason === "stop") return "stop";
  if (reason === "length") return "length";
  if (reason === "content_filter") return "content-filter";
  return "other";
}

function errorMessageOf(body: string): string {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    if (parsed.success) {
      const data = parsed.data;
      if ("error" in data) return typeof data.error === "string" ? data.error : data.error.message;
      return data.message;
    }
  } catch {
    // not JSON: show the text
  }
  return body.trim() === "" ? "(empty body)" : truncate(body);
}
