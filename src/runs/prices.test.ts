import { describe, expect, it } from "vitest";
import { createBudget } from "./budget.js";
import { costOf, defaultPrices, priceFor } from "./prices.js";

describe("priceFor and costOf", () => {
  it("prefers the exact id, then the longest matching prefix, and knows local models are free", () => {
    const table = { ...defaultPrices, "openai:gpt-4o-mini-2024-07-18": { input: 9, output: 9 } };
    expect(priceFor(table, "openai:gpt-4o-mini-2024-07-18")).toEqual({ input: 9, output: 9 });
    expect(priceFor(table, "openai:gpt-4o-mini")).toEqual({ input: 0.15, output: 0.6 });
    expect(priceFor(table, "openai:gpt-4o")).toEqual({ input: 2.5, output: 10 });
    expect(priceFor(table, "llama-cpp:default")).toEqual({ input: 0, output: 0 });
    expect(priceFor(table, "openai-compatible:llama3@http://127.0.0.1:8080/v1")).toBeUndefined();
    expect(costOf({ input: 0.15, output: 0.6 }, { inputTokens: 1_000_000, outputTokens: 500_000 })).toBeCloseTo(0.45);
  });

  it("refuses a reservation over the limit and stays exhausted", () => {
    const budget = createBudget(1);
    expect(budget.reserve(0.6)).toBe(true);
    expect(budget.reserve(0.6)).toBe(false);
    budget.settle(0.6, 0.1);
    expect(budget.reserve(0.1)).toBe(false); // once refused, nothing more starts
    expect(budget.spentUsd).toBeCloseTo(0.1);
  });
});
