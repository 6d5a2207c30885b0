import { describe, expect, it } from "vitest";
import { createSeededRandom } from "./seeded-random.js";

describe("createSeededRandom", () => {
  it("repeats the same sequence for the same seed, numeric or string", () => {
    const draws = (seed: number | string): number[] => {
      const random = createSeededRandom(seed);
      return Array.from({ length: 5 }, () => random.next());
    };
    expect(draws(1)).toEqual(draws(1));
    expect(draws(1)).toEqual(draws("1"));
    expect(draws(1)).not.toEqual(draws(2));
    expect(draws("politician")).not.toEqual(draws("politicians"));
  });

  it("draws floats in [0, 1) and integers in range, roughly uniformly", () => {
    const random = createSeededRandom(42);
    const counts = [0, 0, 0, 0];
    for (let draw = 0; draw < 4_000; draw += 1) {
      const value = random.next();
      expect(value).toBeGreaterThanOrEqual(0);
      expect(value).toBeLessThan(1);
      const bucket = random.int(4);
      counts[bucket] = (counts[bucket] ?? 0) + 1;
    }
    for (const count of counts) expect(count).toBeGreaterThan(850);
  });

  it("shuffles a copy deterministically and keeps every element", () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    const first = createSeededRandom(7).shuffle(items);
    expect(createSeededRandom(7).shuffle(items)).toEqual(first);
    expect(first).not.toEqual(items);
    expect([...first].sort((left, right) => left - right)).toEqual(items);
    expect(items[0]).toBe(0);
  });

  it("picks elements and refuses impossible requests", () => {
    const random = createSeededRandom(3);
    expect(["a", "b", "c"]).toContain(random.pick(["a", "b", "c"]));
    expect(() => random.pick([])).toThrow(RangeError);
    expect(() => random.int(0)).toThrow(/positive integer/);
  });
});
