import { describe, expect, it } from "vitest";
import { closestName, editDistance } from "./closest-name.js";

describe("closestName", () => {
  it("finds a near misspelling, ignoring case", () => {
    expect(closestName("ocupation", ["country", "occupation", "employer"])).toBe("occupation");
    expect(closestName("Politican", ["politician", "writer"])).toBe("politician");
  });

  it("suggests nothing when nothing is close", () => {
    expect(closestName("zebra", ["occupation", "country"])).toBeUndefined();
  });

  it("counts insertions, deletions and substitutions", () => {
    expect(editDistance("kitten", "sitting")).toBe(3);
    expect(editDistance("", "abc")).toBe(3);
    expect(editDistance("same", "same")).toBe(0);
  });
});
