import { describe, expect, it } from "vitest";
import { IdTable } from "./id-table.js";

describe("IdTable", () => {
  it("numbers Wikidata items, other ids and look-alikes densely and maps them back", () => {
    const table = new IdTable();
    const ids = ["Q30", "P36", "Q012", "Q0", "http://example.org/Q30", "Q30", "Q9999999999", "Q1", "q1"];
    const numbers = ids.map((id) => table.add(id));
    expect(numbers).toEqual([0, 1, 2, 3, 4, 0, 5, 6, 7]);
    expect(table.size).toBe(8);
    expect(table.numberOf("Q012")).toBe(2);
    expect(table.numberOf("Q12")).toBeUndefined();
    expect(table.numberOf("P30")).toBeUndefined();
    expect(table.idOf(6)).toBe("Q1");
    expect(table.idOf(8)).toBeUndefined();
  });

  it("keeps every number after growing past its initial capacity", () => {
    const table = new IdTable();
    for (let item = 0; item < 5_000; item += 1) table.add(`Q${item * 7919 + 1}`);
    expect(table.size).toBe(5_000);
    expect(table.numberOf("Q1")).toBe(0);
    expect(table.numberOf(`Q${4_999 * 7919 + 1}`)).toBe(4_999);
    expect(table.add("Q7920")).toBe(1);
  });
});
