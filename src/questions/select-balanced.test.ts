import { describe, expect, it } from "vitest";
import { createSeededRandom } from "./seeded-random.js";
import { selectBalanced } from "./select-balanced.js";

const groups = new Map([
  ["big", Array.from({ length: 30 }, (_, index) => `big-${index}`)],
  ["small", ["small-0", "small-1"]],
  ["broken", ["broken-0", "broken-1"]],
]);
const build = (item: string): string | undefined => (item.startsWith("broken") ? undefined : item);

describe("selectBalanced", () => {
  it("takes one item per group per round and stops at the target", () => {
    const { selected, perGroup } = selectBalanced({
      groups,
      target: 4,
      cap: 10,
      build,
      random: createSeededRandom(1),
    });
    expect(selected).toHaveLength(4);
    expect(perGroup).toEqual({ big: 2, small: 2 });
  });

  it("never lets a group pass its cap, and counts what the cap left out", () => {
    const { selected, perGroup, overCap } = selectBalanced({
      groups,
      target: 100,
      cap: 5,
      build,
      random: createSeededRandom(1),
    });
    expect(perGroup).toEqual({ big: 5, small: 2 });
    expect(selected).toHaveLength(7);
    expect(overCap).toBe(25);
  });

  it("is deterministic for a seed and varies with it", () => {
    const run = (seed: number) =>
      selectBalanced({ groups, target: 10, cap: 30, build, random: createSeededRandom(seed) }).selected;
    expect(run(5)).toEqual(run(5));
    expect(run(5)).not.toEqual(run(6));
  });
});
