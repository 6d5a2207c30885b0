import { z } from "zod";
import { ModelCallError } from "../errors.js";
import { DEFAULT_MAX_RESPONSE_BYTES, partialJsonString, readLimitedBody } from "./read-limited-body.js";
import { timeoutSignal } from "./timeout-signal.js";
import {
  networkMessage,
  parseResponseBody,
  parseRetryAfter,
  redactURL,
  scrubSecret,
  truncate,
} from "./http-failure.js";
import type { FinishReason, GenerateRequest, GenerateResult, LanguageModel } from "./language-model.js";
import { isEmptyRequestSettings, type ModelRequestSettings } from "./request-settings.js";
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
  /** The fetch to use; tests and proxies pass their own. Default `globalThis.fetch`. */
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
 * A {@link LanguageModel} behind Anthropic's Messages API (`POST {baseURL}/v1/messages`), with plain
 * fetch: one endpoint, validated with zod, so no SDK (whose own retries would fight the runner's).
 *
 * System messages go to the top-level `system` field; user and assistant messages keep their order.
 * The reply's text blocks are joined; `stop_reason` becomes `finishReason` (`end_turn` → `stop`,
 * `max_tokens` → `length`, `refusal` → `refusal`). Failures throw `ModelCallError`: 408, 429
 * (`rate_limit_error`), 5xx and 529 (`overloaded_error`), network faults, timeouts and unreadable
 * bodies are `retryable`, with `retryAfterSeconds` from Retry-After; other errors carry the API's
 * error type and message and are not.
 */
export function createAnthropicModel(settings: AnthropicModelSettings): LanguageModel {
  const {
    model,
    apiKey,
    baseURL = "https://api.anthropic.com",
    fetch = globalThis.fetch,
    timeoutMs = 60_000,
    maxResponseBytes = DEFAULT_MAX_RESPONSE_BYTES,
    headers = {},
    defaultConcurrency = 4,
  } = settings;
  const id = settings.id ?? `anthropic:${model}`;
  const root = baseURL.replace(/\/+$/, "").replace(/\/v1$/, "");
  const url = `${root}/v1/messages`;
  const shownURL = redactURL(url);
  const scrub = (text: string): string => scrubSecret(text, apiKey);
  const requestSettings = settings.request ?? {};
  const thinking = (requestSettings.reasoningTokens ?? 0) > 0;
  const fail = (
    message: string,
    options: ConstructorParameters<typeof ModelCallError>[2] = {},
  ): ModelCallError => new ModelCallError(id, scrub(message), options);

  async function generate(request: GenerateRequest): Promise<GenerateResult> {
    const started = performance.now();
    const deadline = timeoutSignal(request.signal, timeoutMs);
    const { signal } = deadline;
    const temperature = requestSettings.temperature ?? (thinking ? "omit" : request.temperature);
    const system = request.messages
      .filter((message) => message.role === "system")
      .map((message) => message.content)
      .join("\n\n");
    const messages = request.messages
      .filter((message) => message.role !== "system")
      .map((message) => ({ role: message.role, content: message.content }));

    let response: Response;
    let body: string;
    let truncated: boolean;
    try {
      response = await fetch(url, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "anthropic-version": ANTHROPIC_API_VERSION,
          "x-api-key": apiKey,
          ...headers,
        },
        body: JSON.stringify({
          ...requestSettings.extraBody,
          model,
          max_tokens: request.maxTokens,
          ...(temperature === "omit" ? {} : { temperature }),
          ...(thinking
            ? { thinking: { type: "enabled", budget_tokens: requestSettings.reasoningTokens } }
            : {}),
          ...(system === "" ? {} : { system }),
          messages,
        }),
        signal,
      });
      // Scrub the whole body before anything cuts it short or stores it: a key echoed back must
      // not survive in part in a truncated message, nor whole in a response.
      ({ text: body, truncated } = await readLimitedBody(response, { maxBytes: maxResponseBytes, scrub }));
      deadline.clear();
    } catch (error) {
      deadline.clear();
      if (signal.aborted) {
        throw deadline.timedOut()
          ? fail(`${id} did not answer within ${timeoutMs} ms (POST ${shownURL}).`, {
              retryable: true,
              cause: error,
            })
          : fail(`The call to ${id} was aborted.`, { cause: error });
      }
      throw fail(
        `Could not reach ${shownURL} for ${id}: ${networkMessage(error)}. Check the network and the base URL.`,
        {
          retryable: true,
          cause: error,
        },
      );
    }

    if (!response.ok) {
      const status = response.status;
      const apiError = readError(body);
      const retryable =
        status === 408 ||
        status === 429 ||
        status >= 500 ||
        apiError?.type === "overloaded_error" ||
        apiError?.type === "rate_limit_error";
      const retryAfterSeconds = parseRetryAfter(response.headers.get("retry-after"));
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
      throw fail(`POST ${shownURL} for ${id} failed with HTTP ${status} (${what}).${hint}`, {
        status,
        retryable,
        ...(retryAfterSeconds === undefined ? {} : { retryAfterSeconds }),
      });
    }

    if (truncated) {
      // Past the size limit the JSON is cut off: keep the readable start of the answer.
      const partial = partialJsonString(body, "text");
      if (partial === undefined) {
        throw fail(
          `${shownURL} answered ${id} with a body over the ${maxResponseBytes}-byte limit whose text could not be read: ${truncate(body)}`,
          { status: response.status },
        );
      }
      return {
        text: partial.trim(),
        usage: undefined,
        finishReason: "length",
        truncated: true,
        latencyMs: performance.now() - started,
      };
    }

    const {
      content,
      stop_reason: stopReason,
      usage,
    } = parseResponseBody({
      body,
      status: response.status,
      schema: messageResponseSchema,
      expected: "a Messages API message",
      answered: `${shownURL} answered ${id}`,
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
