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

  it("draws the same with `admits` as without, when accept refuses what admits refuses", () => {
    const pool = Array.from({ length: 3_000 }, (_, index) => index);
    const admits = (id: number): boolean => id % 7 === 0;
    const accept = (id: number): boolean => admits(id) && id % 5 === 0;
    for (const count of [1, 3]) {
      const without = createSeededRandom(`admits/${String(count)}`);
      const withAdmits = createSeededRandom(`admits/${String(count)}`);
      const options = { pool, preferred: pool.slice(0, 40), count, accept, keyOf: (id: number) => id % 4 };
      expect(sampleObjects({ ...options, random: withAdmits, admits })).toEqual(
        sampleObjects({ ...options, random: without }),
      );
      // And the random source was left in the same state.
      expect(withAdmits.next()).toBe(without.next());
    }
  });
});
