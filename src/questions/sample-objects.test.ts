import { describe, expect, it } from "vitest";
import { sampleObjects } from "./sample-objects.js";
import { createSeededRandom } from "./seeded-random.js";

describe("sampleObjects", () => {
  it("finds the only acceptable ids even in a large pool", () => {
    const pool = Array.from({ length: 5_000 }, (_, index) => `Q${index}`);
    const chosen = sampleObjects({
      pool,
      count: 3,
      accept: (id) => ["Q17", "Q4242", "Q4999"].includes(id),
      keyOf: (id) => id,
      random: createSeededRandom(1),
    });
    expect([...chosen].sort()).toEqual(["Q17", "Q4242", "Q4999"]);
  });

  it("returns ids with distinct keys, fewer only when fewer exist", () => {
    const labels: Record<string, string> = { Q1: "Paris", Q2: "paris", Q3: "Lyon", Q4: "Nice" };
    const options = {
      pool: ["Q1", "Q2", "Q3", "Q4"],
      accept: () => true,
      keyOf: (id: string) => labels[id]?.toLowerCase() ?? id,
    };
    expect(sampleObjects({ ...options, count: 3, random: createSeededRandom(2) })).toHaveLength(3);
    expect(sampleObjects({ ...options, count: 4, random: createSeededRandom(2) })).toHaveLength(3);
    expect(sampleObjects({ ...options, pool: [], count: 2, random: createSeededRandom(2) })).toEqual([]);
  });
});
