import { z } from "zod";

/**
 * How a model is asked, beyond the prompt: what a provider's model accepts differs by model family
 * (OpenAI's reasoning models refuse `max_tokens` and any temperature but the default, Claude's
 * extended thinking needs a thinking budget). Set per model id (or `prefix*`) under `models` in the
 * config file; known families get built-in defaults (see `modelFamilies`).
 */
export const modelRequestSettingsSchema = z.strictObject({
  /**
   * The request field that carries the token limit: `max_tokens` (most servers) or
   * `max_completion_tokens` (OpenAI's o-series and gpt-5 models, which refuse `max_tokens`).
   * OpenAI-compatible models only.
   */
  tokenParameter: z.enum(["max_tokens", "max_completion_tokens"]).optional(),
  /**
   * The sampling temperature sent: a number (factprobe asks at 0 by default), or `"omit"` to send
   * none, for models that accept only their default (OpenAI's reasoning models, Claude thinking).
   */
  temperature: z.union([z.number().min(0).max(2), z.literal("omit")]).optional(),
  /** OpenAI's `reasoning_effort` (`minimal`, `low`, `medium`, `high`), sent as given. */
  reasoningEffort: z.string().min(1).optional(),
  /**
   * Tokens a reasoning model may spend thinking, added to every question's answer budget so that
   * it can finish. With `anthropic:` models it turns extended thinking on, as the thinking budget
   * (at least 1024). 0 switches a family's default off.
   */
  reasoningTokens: z.number().int().nonnegative().optional(),
  /** More fields merged into every request body as they are, e.g. `{ "top_k": 1 }`. */
  extraBody: z.record(z.string(), z.unknown()).optional(),
});
/** Per-model request settings; see {@link modelRequestSettingsSchema}. */
export type ModelRequestSettings = z.infer<typeof modelRequestSettingsSchema>;

/** Settings a later source gives win field by field; `extraBody` objects are merged. */
export function mergeRequestSettings(
  ...layers: readonly (ModelRequestSettings | undefined)[]
): ModelRequestSettings {
  const merged: ModelRequestSettings = {};
  for (const layer of layers) {
    if (layer === undefined) continue;
    const { extraBody, ...rest } = layer;
    Object.assign(merged, rest);
    if (extraBody !== undefined) merged.extraBody = { ...merged.extraBody, ...extraBody };
  }
  return merged;
}

/** Whether settings change nothing (then they stay out of cache keys, which keeps old keys valid). */
export function isEmptyRequestSettings(settings: ModelRequestSettings | undefined): boolean {
  return settings === undefined || Object.keys(settings).length === 0;
}

/**
 * The settings the config gives for a model id: the entry named by the exact id wins over the
 * longest `prefix*` entry that matches it.
 */
export function requestSettingsFor(
  modelId: string,
  table: Readonly<Record<string, ModelRequestSettings>> | undefined,
): ModelRequestSettings | undefined {
  if (table === undefined) return undefined;
  if (Object.hasOwn(table, modelId)) return table[modelId];
  let best: { length: number; settings: ModelRequestSettings } | undefined;
  for (const [pattern, settings] of Object.entries(table)) {
    if (!pattern.endsWith("*")) continue;
    const prefix = pattern.slice(0, -1);
    if (modelId.startsWith(prefix) && (best === undefined || prefix.length > best.length))
      best = { length: prefix.length, settings };
  }
  return best?.settings;
}
