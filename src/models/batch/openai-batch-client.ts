import { z } from "zod";
import { chatCompletionBody } from "../chat-completion-body.js";
import { truncate } from "../http-failure.js";
import type { FinishReason, GenerateResult } from "../language-model.js";
import type { ModelRequestSettings } from "../request-settings.js";
import type { BatchClient, BatchOutcome, BatchRequest, BatchState, BatchStatus } from "./batch-client.js";
import { parseResultLine, requestJson, requestLines, shortBody, type BatchHttp } from "./batch-http.js";

/** Settings of {@link createOpenAIBatchClient}. */
export interface OpenAIBatchClientSettings {
  /** The model name, e.g. `gpt-4o-mini`. */
  model: string;
  apiKey: string;
  /** Base URL up to and including `/v1`. Default `https://api.openai.com/v1`. */
  baseURL?: string;
  /** The model's factprobe id. Default `openai:<model>`. */
  id?: string;
  fetch?: typeof globalThis.fetch;
  /**
   * How to ask (token parameter, temperature, `reasoning_effort`, extra body fields), as for the
   * model's direct calls: each request line carries the body a direct call would send.
   */
  request?: ModelRequestSettings;
}

const fileSchema = z.object({ id: z.string() });

const batchSchema = z.object({
  id: z.string(),
  status: z.enum([
    "validating",
    "failed",
    "in_progress",
    "finalizing",
    "completed",
    "expired",
    "cancelling",
    "cancelled",
  ]),
  output_file_id: z.string().nullish(),
  error_file_id: z.string().nullish(),
  request_counts: z
    .object({ total: z.number().int(), completed: z.number().int(), failed: z.number().int() })
    .nullish(),
  errors: z
    .object({
      data: z
        .array(
          z.object({ code: z.string().nullish(), message: z.string().nullish(), line: z.number().nullish() }),
        )
        .nullish(),
    })
    .nullish(),
});
type OpenAIBatch = z.infer<typeof batchSchema>;

const chatCompletionSchema = z.object({
  choices: z
    .array(
      z.object({
        message: z.object({ content: z.string().nullish(), refusal: z.string().nullish() }),
        finish_reason: z.string().nullish(),
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

const outputLineSchema = z.object({
  custom_id: z.string(),
  response: z.object({ status_code: z.number().int(), body: z.unknown() }).nullish(),
  error: z.object({ code: z.string().nullish(), message: z.string().nullish() }).nullish(),
});

const errorBodySchema = z.object({ error: z.object({ message: z.string() }) });

/**
 * OpenAI's Batch API for one chat model: the requests go up as a JSON Lines file (`POST /files`,
 * purpose `batch`), a batch runs them (`POST /batches`, endpoint `/v1/chat/completions`, 24-hour
 * window), and the answers and per-request errors come back as the output and error files
 * (`GET /files/{id}/content`). Plain fetch, replies validated with zod.
 */
export function createOpenAIBatchClient(settings: OpenAIBatchClientSettings): BatchClient {
  const { model, apiKey, baseURL = "https://api.openai.com/v1", fetch = globalThis.fetch } = settings;
  const modelId = settings.id ?? `openai:${model}`;
  const root = baseURL.replace(/\/+$/, "");
  const http: BatchHttp = {
    modelId,
    apiKey,
    headers: { authorization: `Bearer ${apiKey}` },
    fetch,
    errorMessageOf: (body) => errorMessageOf(body),
  };
  const retrieve = async (batchId: string, signal?: AbortSignal): Promise<OpenAIBatch> =>
    await requestJson(http, {
      method: "GET",
      url: `${root}/batches/${encodeURIComponent(batchId)}`,
      schema: batchSchema,
      expected: "a batch",
      signal,
    });

  async function* outcomesOf(fileId: string, signal: AbortSignal | undefined): AsyncGenerator<BatchOutcome> {
    const url = `${root}/files/${encodeURIComponent(fileId)}/content`;
    let lineNumber = 0;
    for await (const line of requestLines(http, url, signal)) {
      lineNumber += 1;
      yield outcomeOf(line, `${url} line ${lineNumber}`);
    }
  }

  return {
    modelId,
    provider: "openai",
    maxRequestsPerBatch: 50_000,
    maxBatchBytes: 200 * 1024 * 1024,
    async submit(requests, signal) {
      const lines = requests.map((request) =>
        JSON.stringify(inputLine(model, request, settings.request ?? {})),
      );
      const form = new FormData();
      form.append("purpose", "batch");
      form.append(
        "file",
        new Blob([`${lines.join("\n")}\n`], { type: "application/jsonl" }),
        "factprobe-batch.jsonl",
      );
      const file = await requestJson(http, {
        method: "POST",
        url: `${root}/files`,
        body: form,
        schema: fileSchema,
        expected: "a file",
        signal,
      });
      const batch = await requestJson(http, {
        method: "POST",
        url: `${root}/batches`,
        body: {
          input_file_id: file.id,
          endpoint: "/v1/chat/completions",
          completion_window: "24h",
          metadata: { source: "factprobe" },
        },
        schema: batchSchema,
        expected: "a batch",
        signal,
      });
      return { batchId: batch.id, inputFileId: file.id };
    },
    async retrieve(batchId, signal) {
      return statusOf(await retrieve(batchId, signal));
    },
    async cancel(batchId, signal) {
      const batch = await requestJson(http, {
        method: "POST",
        url: `${root}/batches/${encodeURIComponent(batchId)}/cancel`,
        schema: batchSchema,
        expected: "a batch",
        signal,
      });
      return statusOf(batch);
    },
    async *results(batchId, signal) {
      const batch = await retrieve(batchId, signal);
      if (batch.output_file_id != null) yield* outcomesOf(batch.output_file_id, signal);
      if (batch.error_file_id != null) yield* outcomesOf(batch.error_file_id, signal);
    },
  };
}

/** The request line of one question in the input file: the body a direct call would send. */
function inputLine(model: string, request: BatchRequest, settings: ModelRequestSettings): unknown {
  return {
    custom_id: request.customId,
    method: "POST",
    url: "/v1/chat/completions",
    body: chatCompletionBody(model, request, settings),
  };
}

function statusOf(batch: OpenAIBatch): BatchStatus {
  const counts = batch.request_counts ?? { total: 0, completed: 0, failed: 0 };
  const state: BatchState = batch.status;
  return {
    batchId: batch.id,
    state,
    providerStatus: batch.status,
    counts: { total: counts.total, succeeded: counts.completed, failed: counts.failed },
    errors: (batch.errors?.data ?? []).map(
      (error) =>
        `${error.line == null ? "" : `input line ${error.line}: `}${error.message ?? error.code ?? "unknown error"}`,
    ),
  };
}

/** One line of an output or error file as an outcome. */
function outcomeOf(line: string, where: string): BatchOutcome {
  const {
    custom_id: customId,
    response,
    error,
  } = parseResultLine(line, where, outputLineSchema, "a batch output line");
  if (error != null) {
    if (error.code === "batch_cancelled") return { customId, kind: "cancelled" };
    const code = error.code == null ? "" : `${error.code}: `;
    return { customId, kind: "error", error: `${code}${error.message ?? "no message"}` };
  }
  if (response == null)
    return { customId, kind: "error", error: "the batch returned neither a response nor an error" };
  if (response.status_code < 200 || response.status_code >= 300) {
    const message = errorBodySchema.safeParse(response.body);
    return {
      customId,
      kind: "error",
      error: `HTTP ${response.status_code}: ${message.success ? message.data.error.message : truncate(JSON.stringify(response.body))}`,
    };
  }
  const completion = chatCompletionSchema.safeParse(response.body);
  if (!completion.success) {
    return {
      customId,
      kind: "error",
      error: `the batch answered with JSON that is not a chat completion: ${truncate(JSON.stringify(response.body))}`,
    };
  }
  return { customId, kind: "answer", result: resultOf(completion.data) };
}

function resultOf(completion: z.infer<typeof chatCompletionSchema>): GenerateResult {
  const choice = completion.choices[0];
  const refusal = choice?.message.refusal ?? undefined;
  const finishReason: FinishReason | undefined =
    refusal !== undefined && refusal !== "" ? "refusal" : toFinishReason(choice?.finish_reason);
  const usage = completion.usage;
  return {
    text: (choice?.message.content ?? refusal ?? "").trim(),
    ...(finishReason === undefined ? {} : { finishReason }),
    usage:
      usage == null ? undefined : { inputTokens: usage.prompt_tokens, outputTokens: usage.completion_tokens },
    latencyMs: 0,
  };
}

function toFinishReason(reason: string | null | undefined): FinishReason | undefined {
  if (reason == null) return undefined;
  if (reason === "stop") return "stop";
  if (reason === "length") return "length";
  if (reason === "content_filter") return "content-filter";
  return "other";
}

function errorMessageOf(body: string): string {
  try {
    const parsed = errorBodySchema.safeParse(JSON.parse(body));
    if (parsed.success) return parsed.data.error.message;
  } catch {
    // not JSON: show the text
  }
  return shortBody(body);
}
