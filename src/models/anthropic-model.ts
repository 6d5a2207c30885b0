import Anthropic from "@anthropic-ai/sdk";
import type { MessageCreateParamsNonStreaming } from "@anthropic-ai/sdk/resources/messages";
import { z } from "zod";
import { ModelCallError } from "../errors.js";
import { anthropicMessagesBody } from "./anthropic-messages-body.js";
import { callProviderSdk, type HttpErrorResponse } from "./call-provider-sdk.js";
import { parseResponseBody, redactURL, scrubSecret, truncate } from "./http-failure.js";
import type { FinishReason, GenerateRequest, GenerateResult, LanguageModel } from "./language-model.js";
import { createLimitedFetch } from "./limited-fetch.js";
import { createLimitedHttpFetch } from "./limited-http-fetch.js";
import { DEFAULT_MAX_RESPONSE_BYTES } from "./read-limited-body.js";
import { isEmptyRequestSettings, type ModelRequestSettings } from "./request-settings.js";
import { truncatedAnswer } from "./truncated-answer.js";
import { unsupportedParameterHint } from "./unsupported-parameter-hint.js";

/** The Messages API version factprobe speaks (sent as `anthropic-version`). */
export const ANTHROPIC_API_VERSION = "2023-06-01";

/** Settings of {@link createAnthropicModel}. */
export interface AnthropicModelSettings {
  /** The model name, e.g. `claude-3-5-haiku-latest`. */
  model: string;
  /** Sent as `x-api-key`. Never appears in error messages, records or cache keys. */
  apiKey: string;
  /** Base URL of the API, without `/v1`. Default `https://api.anthropic.com`. */
  baseURL?: string;
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
  /** Extra request headers, e.g. `anthropic-beta`. */
  headers?: Readonly<Record<string, string>>;
  /** The model's id in results. Default `anthropic:<model>`. */
  id?: string;
  /** Calls served at once by default. Default 4. */
  defaultConcurrency?: number;
  /**
   * How to ask: `reasoningTokens` turns extended thinking on with that budget (the temperature is
   * then left out unless `temperature` is a number, as thinking requires); `temperature` and
   * `extraBody` as for every model. `tokenParameter` and `reasoningEffort` do not apply.
   */
  request?: ModelRequestSettings;
}

const messageResponseSchema = z.object({
  type: z.literal("message"),
  content: z.array(
    z.object({ type: z.string(), text: z.string().optional(), thinking: z.string().optional() }),
  ),
  stop_reason: z.string().nullable().optional(),
  usage: z
    .object({ input_tokens: z.number().int().nonnegative(), output_tokens: z.number().int().nonnegative() })
    .optional(),
});

const errorResponseSchema = z.object({
  type: z.literal("error"),
  error: z.object({ type: z.string(), message: z.string() }),
});

/**
 * A {@link LanguageModel} behind Anthropic's Messages API (`POST {baseURL}/v1/messages`), through
 * the official `@anthropic-ai/sdk` with its retries and tracing off.
 *
 * System messages go to the top-level `system` field; user and assistant messages keep their order.
 * The reply's text blocks are joined; `stop_reason` becomes `finishReason` (`end_turn` → `stop`,
 * `max_tokens` → `length`, `refusal` → `refusal`). Failures throw `ModelCallError`: 408, 429
 * (`rate_limit_error`), 5xx and 529 (`overloaded_error`), network faults, timeouts and unreadable
 * bodies are `retryable`, with `retryAfterSeconds` from Retry-After; other errors carry the API's
 * error type and message and are not.
 *
 * The SDK reads `ANTHROPIC_CUSTOM_HEADERS` from the environment (extra request headers); every
 * other setting it would read from there (key, base URL, log level, telemetry) is passed.
 */
export function createAnthropicModel(settings: AnthropicModelSettings): LanguageModel {
  const {
    model,
    apiKey,
    baseURL = "https://api.anthropic.com",
    fetch,
    timeoutMs = 60_000,
    maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
    headers = {},
    defaultConcurrency = 4,
  } = settings;
  const id = settings.id ?? `anthropic:${model}`;
  const root = baseURL.replace(/\/+$/, "").replace(/\/v1$/, "");
  const shownURL = redactURL(`${root}/v1/messages`);
  const scrub = (text: string): string => scrubSecret(text, apiKey);
  const requestSettings = settings.request ?? {};
  const fail = (
    message: string,
    options: ConstructorParameters<typeof ModelCallError>[2] = {},
  ): ModelCallError => new ModelCallError(id, scrub(message), options);
  const limitedFetch =
    fetch === undefined
      ? createLimitedHttpFetch({ maxBytes: maxResponseBytes, scrub })
      : createLimitedFetch(fetch, { maxBytes: maxResponseBytes, scrub });
  const client = new Anthropic({
    apiKey,
    authToken: null,
    webhookKey: null,
    baseURL: root,
    fetch: limitedFetch.fetch,
    maxRetries: 0,
    timeout: timeoutMs,
    logLevel: "off",
    openTelemetry: false,
    // SDK 1.x speaks API version 2026-10-21 with the key as a bearer token; factprobe pins the
    // version its parsing and recorded fixtures follow, with the key in `x-api-key` as it documents.
    defaultHeaders: {
      "anthropic-version": ANTHROPIC_API_VERSION,
      "x-api-key": apiKey,
      authorization: null,
      ...headers,
    },
  });

  const httpError = ({ status, body, retryAfterSeconds }: HttpErrorResponse): ModelCallError => {
    const apiError = readError(body);
    const retryable =
      status === 408 ||
      status === 429 ||
      status >= 500 ||
      apiError?.type === "overloaded_error" ||
      apiError?.type === "rate_limit_error";
    const hint =
      status === 401 || status === 403
        ? " Check ANTHROPIC_API_KEY."
        : status === 404
          ? ` Check the model name "${model}".`
          : status === 400
            ? unsupportedParameterHint(id, apiError?.message ?? body)
            : "";
    const what =
      apiError === undefined ? truncate(body) || "(empty body)" : `${apiError.type}: ${apiError.message}`;
    return fail(`POST ${shownURL} for ${id} failed with HTTP ${status} (${what}).${hint}`, {
      status,
      retryable,
      ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
    });
  };

  async function generate(request: GenerateRequest): Promise<GenerateResult> {
    const started = performance.now();
    const body = anthropicMessagesBody(
      model,
      request,
      requestSettings,
    ) as unknown as MessageCreateParamsNonStreaming;
    // `client.post`, not `client.messages.create`: the latter writes a console warning on every call
    // for some models (deprecated ones, thinking "enabled" on newer ones), past the CLI's output.
    const response = await callProviderSdk(
      () =>
        client
          .post("/v1/messages", {
            body,
            timeout: timeoutMs,
            ...(request.signal === undefined ? {} : { signal: request.signal }),
          })
          .asResponse(),
      {
        id,
        shownURL,
        timeoutMs,
        errors: Anthropic,
        limitedFetch,
        fail,
        unreachableHint: "Check the network and the base URL.",
        httpError,
      },
    );
    const answered = `${shownURL} answered ${id}`;
    if (response.truncated) {
      return truncatedAnswer({
        body: response.text,
        field: "text",
        status: response.status,
        maxResponseBytes,
        answered,
        started,
        fail,
      });
    }

    const {
      content,
      stop_reason: stopReason,
      usage,
    } = parseResponseBody({
      body: response.text,
      status: response.status,
      schema: messageResponseSchema,
      expected: "a Messages API message",
      answered,
      fail,
    });
    const finishReason = toFinishReason(stopReason);
    const reasoning = content
      .filter((block) => block.type === "thinking")
      .map((block) => block.thinking ?? "")
      .join("\n\n")
      .trim();
    return {
      ...(reasoning === "" ? {} : { reasoning }),
      text: content
        .filter((block) => block.type === "text")
        .map((block) => block.text ?? "")
        .join("")
        .trim(),
      usage:
        usage === undefined
          ? undefined
          : { inputTokens: usage.input_tokens, outputTokens: usage.output_tokens },
      ...(finishReason === undefined ? {} : { finishReason }),
      latencyMs: performance.now() - started,
    };
  }

  return {
    id,
    provider: "anthropic",
    defaultConcurrency,
    endpoint: redactURL(root),
    ...(isEmptyRequestSettings(settings.request) ? {} : { requestSettings: requestSettings }),
    generate,
  };
}

function readError(body: string): { type: string; message: string } | undefined {
  try {
    const parsed = errorResponseSchema.safeParse(JSON.parse(body));
    return parsed.success ? parsed.data.error : undefined;
  } catch {
    return undefined;
  }
}

function toFinishReason(reason: string | null | undefined): FinishReason | undefined {
  if (reason === null || reason === undefined) return undefined;
  if (reason === "end_turn" || reason === "stop_sequence") return "stop";
  if (reason === "max_tokens") return "length";
  if (reason === "refusal") return "refusal";
  return "other";
}
