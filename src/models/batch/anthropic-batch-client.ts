import { z } from "zod";
import { anthropicMessagesBody } from "../anthropic-messages-body.js";
import { truncate } from "../http-failure.js";
import type { FinishReason, GenerateResult } from "../language-model.js";
import type { ModelRequestSettings } from "../request-settings.js";
import type { BatchClient, BatchOutcome, BatchState, BatchStatus } from "./batch-client.js";
import { parseResultLine, requestJson, requestLines, shortBody, type BatchHttp } from "./batch-http.js";

/** The Messages API version the batch client speaks (sent as `anthropic-version`). */
const ANTHROPIC_VERSION = "2023-06-01";

/** Settings of {@link createAnthropicBatchClient}. */
export interface AnthropicBatchClientSettings {
  /** The model name, e.g. `claude-3-5-haiku-latest`. */
  model: string;
  apiKey: string;
  /** Base URL without `/v1`. Default `https://api.anthropic.com`. */
  baseURL?: string;
  /** The model's factprobe id. Default `anthropic:<model>`. */
  id?: string;
  fetch?: typeof globalThis.fetch;
  /**
   * How to ask (thinking budget, temperature, extra body fields), as for the model's direct calls:
   * each request's `params` are the body a direct call would send.
   */
  request?: ModelRequestSettings;
}

const batchSchema = z.object({
  id: z.string(),
  processing_status: z.enum(["in_progress", "canceling", "ended"]),
  request_counts: z.object({
    processing: z.number().int(),
    succeeded: z.number().int(),
    errored: z.number().int(),
    canceled: z.number().int(),
    expired: z.number().int(),
  }),
  cancel_initiated_at: z.string().nullish(),
  results_url: z.string().nullish(),
});
type AnthropicBatch = z.infer<typeof batchSchema>;

const messageSchema = z.object({
  content: z.array(z.object({ type: z.string(), text: z.string().optional() })),
  stop_reason: z.string().nullish(),
  usage: z
    .object({ input_tokens: z.number().int().nonnegative(), output_tokens: z.number().int().nonnegative() })
    .nullish(),
});

const apiErrorSchema = z.object({ type: z.string(), message: z.string() });

const resultLineSchema = z.object({
  custom_id: z.string(),
  result: z.discriminatedUnion("type", [
    z.object({ type: z.literal("succeeded"), message: z.unknown() }),
    z.object({
      type: z.literal("errored"),
      // Documented as an error response (`{ type: "error", error: {...} }`); a bare error is read too.
      error: z
        .union([z.object({ type: z.literal("error"), error: apiErrorSchema }), apiErrorSchema])
        .nullish(),
    }),
    z.object({ type: z.literal("canceled") }),
    z.object({ type: z.literal("expired") }),
  ]),
});

const errorBodySchema = z.object({ type: z.literal("error"), error: apiErrorSchema });

/**
 * Anthropic's Message Batches for one model: every request goes up in one call
 * (`POST /v1/messages/batches`), the batch is polled (`GET /v1/messages/batches/{id}`) and, once
 * `ended`, its results are read from `results_url` as JSON Lines. Plain fetch, replies validated
 * with zod. System messages go to the top-level `system` field, as in the Messages adapter.
 */
export function createAnthropicBatchClient(settings: AnthropicBatchClientSettings): BatchClient {
  const { model, apiKey, baseURL = "https://api.anthropic.com", fetch = globalThis.fetch } = settings;
  const modelId = settings.id ?? `anthropic:${model}`;
  const root = baseURL.replace(/\/+$/, "").replace(/\/v1$/, "");
  const batches = `${root}/v1/messages/batches`;
  const http: BatchHttp = {
    modelId,
    apiKey,
    headers: { "x-api-key": apiKey, "anthropic-version": ANTHROPIC_VERSION },
    fetch,
    errorMessageOf,
  };
  const retrieve = async (batchId: string, signal?: AbortSignal): Promise<AnthropicBatch> =>
    await requestJson(http, {
      method: "GET",
      url: `${batches}/${encodeURIComponent(batchId)}`,
      schema: batchSchema,
      expected: "a message batch",
      signal,
    });

  return {
    modelId,
    provider: "anthropic",
    maxRequestsPerBatch: 100_000,
    maxBatchBytes: 256 * 1024 * 1024,
    async submit(requests, signal) {
      const batch = await requestJson(http, {
        method: "POST",
        url: batches,
        body: {
          requests: requests.map((request) => ({
            custom_id: request.customId,
            params: anthropicMessagesBody(model, request, settings.request ?? {}),
          })),
        },
        schema: batchSchema,
        expected: "a message batch",
        signal,
      });
      return { batchId: batch.id };
    },
    async retrieve(batchId, signal) {
      return statusOf(await retrieve(batchId, signal));
    },
    async cancel(batchId, signal) {
      const batch = await requestJson(http, {
        method: "POST",
        url: `${batches}/${encodeURIComponent(batchId)}/cancel`,
        schema: batchSchema,
        expected: "a message batch",
        signal,
      });
      return statusOf(batch);
    },
    async *results(batchId, signal) {
      const batch = await retrieve(batchId, signal);
      const documented = `${batches}/${encodeURIComponent(batchId)}/results`;
      // The API key goes only to the API's own origin, whatever URL a reply names.
      const url =
        batch.results_url != null && sameOrigin(batch.results_url, root) ? batch.results_url : documented;
      let lineNumber = 0;
      for await (const line of requestLines(http, url, signal)) {
        lineNumber += 1;
        yield outcomeOf(line, `${url} line ${lineNumber}`);
      }
    },
  };
}

function statusOf(batch: AnthropicBatch): BatchStatus {
  const counts = batch.request_counts;
  const state: BatchState =
    batch.processing_status === "in_progress"
      ? "in_progress"
      : batch.processing_status === "canceling"
        ? "cancelling"
        : counts.expired > 0
          ? "expired"
          : counts.canceled > 0 || batch.cancel_initiated_at != null
            ? "cancelled"
            : "completed";
  return {
    batchId: batch.id,
    state,
    providerStatus: batch.processing_status,
    counts: {
      total: counts.processing + counts.succeeded + counts.errored + counts.canceled + counts.expired,
      succeeded: counts.succeeded,
      failed: counts.errored + counts.expired,
    },
    errors: [],
  };
}

function outcomeOf(line: string, where: string): BatchOutcome {
  const { custom_id: customId, result } = parseResultLine(
    line,
    where,
    resultLineSchema,
    "a message batch result",
  );
  switch (result.type) {
    case "canceled":
      return { customId, kind: "cancelled" };
    case "expired":
      return {
        customId,
        kind: "error",
        error: "expired: the batch ended (24 hours) before this request ran",
      };
    case "errored": {
      const error =
        result.error == null ? undefined : "error" in result.error ? result.error.error : result.error;
      return {
        customId,
        kind: "error",
        error: error === undefined ? "errored (no message)" : `${error.type}: ${error.message}`,
      };
    }
    case "succeeded": {
      const message = messageSchema.safeParse(result.message);
      if (!message.success) {
        return {
          customId,
          kind: "error",
          error: `the batch answered with JSON that is not a message: ${truncate(JSON.stringify(result.message))}`,
        };
      }
      return { customId, kind: "answer", result: resultOf(message.data) };
    }
  }
}

function resultOf(message: z.infer<typeof messageSchema>): GenerateResult {
  const text = message.content
    .filter((block) => block.type === "text")
    .map((block) => block.text ?? "")
    .join("");
  const finishReason = toFinishReason(message.stop_reason);
  return {
    text: text.trim(),
    ...(finishReason === undefined ? {} : { finishReason }),
    usage:
      message.usage == null
        ? undefined
        : { inputTokens: message.usage.input_tokens, outputTokens: message.usage.output_tokens },
    latencyMs: 0,
  };
}

function toFinishReason(reason: string | null | undefined): FinishReason | undefined {
  if (reason == null) return undefined;
  if (reason === "end_turn" || reason === "stop_sequence") return "stop";
  if (reason === "max_tokens") return "length";
  if (reason === "refusal") return "refusal";
  return "other";
}

function sameOrigin(url: string, root: string): boolean {
  try {
    return new URL(url).origin === new URL(root).origin;
  } catch {
    return false;
  }
}

function errorMessageOf(body: string): string {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    if (parsed.success) return `${parsed.data.error.type}: ${parsed.data.error.message}`;
  } catch {
    // not JSON: show the text
  }
  return shortBody(body);
}
