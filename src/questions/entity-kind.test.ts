import { describe, expect, it } from "vitest";
import { isFormerEntity } from "./entity-kind.js";

describe("isFormerEntity", () => {
  it("calls an entity former by a dissolved state's class, but a city that was once a state is still a city", () => {
    // Historical country (Q3024240), city (Q515).
    expect(isFormerEntity({ types: ["Q3024240"] })).toBe(true);
    expect(isFormerEntity({ types: ["Q515", "Q3024240"] })).toBe(false);
    expect(isFormerEntity({ types: ["Q515"] })).toBe(false);
    expect(isFormerEntity({ types: [] })).toBe(false);
  });
});
