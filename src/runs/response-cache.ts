import { createHash } from "node:crypto";
import { z } from "zod";
import type { ChatMessage, LanguageModel } from "../models/language-model.js";
import { isEmptyRequestSettings } from "../models/request-settings.js";

/** The version of the cache key and entry format; bumping it makes every old entry a miss. */
export const RESPONSE_CACHE_VERSION = 1;

/** A successful model response as the cache keeps it. */
export const cachedResponseSchema = z.object({
  version: z.literal(RESPONSE_CACHE_VERSION),
  /** The key this entry was stored under (a hex SHA-256). */
  key: z.string(),
  modelId: z.string(),
  text: z.string(),
  /** Reasoning the provider sent apart from the text (the text keeps any `<think>` blocks). */
  reasoning: z.string().optional(),
  inputTokens: z.number().int().nonnegative().optional(),
  outputTokens: z.number().int().nonnegative().optional(),
  finishReason: z.enum(["stop", "length", "refusal", "content-filter", "other"]).optional(),
  /** True when the response was cut at the size limit. */
  truncated: z.boolean().optional(),
  /** Wall time of the original call, in milliseconds. */
  latencyMs: z.number().nonnegative(),
  /** Calls the original answer took (1 plus retries). */
  attempts: z.number().int().positive(),
  /** ISO 8601 time the response was stored. */
  storedAt: z.string(),
});
/** A cached model response. */
export type CachedResponse = z.infer<typeof cachedResponseSchema>;

/**
 * Where responses are kept between runs, content-addressed by {@link responseCacheKey}. Only
 * successful responses are stored; failures are always asked again. Implementations must treat an
 * unreadable entry as a miss.
 */
export interface ResponseCache {
  get(key: string): Promise<CachedResponse | undefined>;
  set(entry: CachedResponse): Promise<void>;
  /** Releases what the cache holds open (files); optional. The cache may be used again after. */
  close?(): void;
}

/** What identifies a response: the model, where it runs, the messages and the sampling parameters. */
export interface ResponseCacheKeyInput {
  model: Pick<LanguageModel, "id" | "provider" | "endpoint" | "requestSettings">;
  messages: readonly ChatMessage[];
  temperature: number;
  maxTokens: number;
}

/**
 * The cache key of a request: the hex SHA-256 of the versioned JSON of provider, model id,
 * endpoint (a base URL without credentials, or a GGUF path and size), messages, temperature,
 * maxTokens and the model's request settings when it has any (keys of models without them are
 * unchanged). API keys and headers are never part of it.
 */
export function responseCacheKey(input: ResponseCacheKeyInput): string {
  const settings = input.model.requestSettings;
  const canonical = JSON.stringify([
    RESPONSE_CACHE_VERSION,
    input.model.provider,
    input.model.id,
    input.model.endpoint ?? null,
    input.messages.map((message) => [message.role, message.content]),
    input.temperature,
    input.maxTokens,
    ...(isEmptyRequestSettings(settings) ? [] : [canonicalJson(settings)]),
  ]);
  return createHash("sha256").update(canonical).digest("hex");
}

/** JSON with object keys sorted, so equal settings give equal keys whatever their order. */
function canonicalJson(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonicalJson);
  if (value !== null && typeof value === "object")
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonicalJson((value as Record<string, unknown>)[key])]),
    );
  return value;
}
