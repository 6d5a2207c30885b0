import type { TokenUsage } from "../models/language-model.js";

/** The price of a model in US dollars per million tokens. */
export interface ModelPrice {
  /** Dollars per million input (prompt) tokens. */
  input: number;
  /** Dollars per million output (generated) tokens. */
  output: number;
}

/**
 * Prices by model id. A key is an exact id (`openai:gpt-4o-mini`) or a prefix ending in `*`
 * (`anthropic:claude-sonnet-4*`); the exact id wins, then the longest matching prefix.
 */
export type PriceTable = Readonly<Record<string, ModelPrice>>;

/**
 * List prices of a few common models (USD per million tokens, standard tier, as published in 2025)
 * and free local models and replays. They go stale: put current prices in the config file's `prices`, which
 * override these.
 */
export const defaultPrices: PriceTable = {
  "llama-cpp:*": { input: 0, output: 0 },
  "replay:*": { input: 0, output: 0 },
  "openai:gpt-4o-mini*": { input: 0.15, output: 0.6 },
  "openai:gpt-4o*": { input: 2.5, output: 10 },
  "openai:gpt-4.1-nano*": { input: 0.1, output: 0.4 },
  "openai:gpt-4.1-mini*": { input: 0.4, output: 1.6 },
  "openai:gpt-4.1*": { input: 2, output: 8 },
  "anthropic:claude-3-haiku*": { input: 0.25, output: 1.25 },
  "anthropic:claude-3-5-haiku*": { input: 0.8, output: 4 },
  "anthropic:claude-sonnet-4*": { input: 3, output: 15 },
  "anthropic:claude-opus-4*": { input: 15, output: 75 },
};

/** The price of `modelId` in `table`, or undefined when the table has none. */
export function priceFor(table: PriceTable, modelId: string): ModelPrice | undefined {
  const exact = table[modelId];
  if (exact !== undefined) return exact;
  let best: { length: number; price: ModelPrice } | undefined;
  for (const [pattern, price] of Object.entries(table)) {
    if (!pattern.endsWith("*")) continue;
    const prefix = pattern.slice(0, -1);
    if (modelId.startsWith(prefix) && (best === undefined || prefix.length > best.length)) {
      best = { length: prefix.length, price };
    }
  }
  return best?.price;
}

/** The cost in US dollars of a call that used `usage` tokens at `price`. */
export function costOf(price: ModelPrice, usage: TokenUsage): number {
  return (usage.inputTokens * price.input + usage.outputTokens * price.output) / 1_000_000;
}
