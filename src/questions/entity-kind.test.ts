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

  it("calls a division former when the source types it as both the former division and the one it was", () => {
    // Lenvik: former municipality of Norway (Q18663579) and municipality of Norway (Q755707).
    expect(isFormerEntity({ types: ["Q755707", "Q18663579"] })).toBe(true);
    expect(isFormerEntity({ types: ["Q755707"] })).toBe(false);
    // Augsburg: a city and a former administrative territorial entity (Q19953632), a class that
    // names no division of today: still a city.
    expect(isFormerEntity({ types: ["Q515", "Q19953632"] })).toBe(false);
  });
});
