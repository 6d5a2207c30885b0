import { describe, expect, it } from "vitest";
import { mcnemarTest } from "./mcnemar-test.js";

describe("mcnemarTest", () => {
  it("gives the exact two-sided binomial p-value", () => {
    expect(mcnemarTest(10, 2).pValue).toBeCloseTo((2 * (1 + 12 + 66)) / 4096, 10);
    expect(mcnemarTest(0, 0).pValue).toBe(1);
    expect(mcnemarTest(5, 5).pValue).toBe(1);
  });

  it("stays accurate for tens of thousands of discordant pairs", () => {
    // Normal approximation with continuity correction: z = (|b − c| − 1) / √(b + c).
    const result = mcnemarTest(10_250, 9_750);
    expect(result.pValue).toBeGreaterThan(0.0003);
    expect(result.pValue).toBeLessThan(0.0005);
  });
});
