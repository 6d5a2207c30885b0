import { priceFor, type ModelPrice, type PriceTable } from "../prices.js";

/**
 * Batch prices as a fraction of the standard per-token price, by model id pattern (an exact id or
 * a prefix ending in `*`, matched as in the price table). OpenAI's Batch API and Anthropic's
 * Message Batches both bill half the standard input and output price.
 */
export const batchPriceFactors: Readonly<Record<string, number>> = {
  "openai:*": 0.5,
  "anthropic:*": 0.5,
};

/**
 * The batch price of `modelId`: its price in `table` times its factor in `factors` (default
 * {@link batchPriceFactors}); the standard price when no factor matches; undefined without a price.
 */
export function batchPriceFor(
  table: PriceTable,
  modelId: string,
  factors: Readonly<Record<string, number>> = batchPriceFactors,
): ModelPrice | undefined {
  const price = priceFor(table, modelId);
  if (price === undefined) return undefined;
  const factorTable = Object.fromEntries(
    Object.entries(factors).map(([pattern, factor]) => [pattern, { input: factor, output: factor }]),
  );
  const factor = priceFor(factorTable, modelId);
  if (factor === undefined) return price;
  return { input: price.input * factor.input, output: price.output * factor.output };
}
