import { describe, expect, it } from "vitest";
import { appendAll } from "./append-all.js";

describe("appendAll", () => {
  it("appends in order and returns the target", () => {
    const target = [1, 2];
    expect(appendAll(target, [3, 4])).toBe(target);
    expect(target).toEqual([1, 2, 3, 4]);
    expect(appendAll(target, new Set([5]))).toEqual([1, 2, 3, 4, 5]);
  });

  it("appends a million items, where a spread overflows the call stack", () => {
    const many = Array.from({ length: 1_000_000 }, (_, index) => index);
    expect(() => [].push(...(many as never[]))).toThrow(RangeError);
    expect(appendAll([-1], many)).toHaveLength(1_000_001);
  });
});
