import { describe, expect, it } from "vitest";
import { nameWords, namesOverlap } from "./name-overlap.js";
import { indexRelation } from "./relation-index.js";
import { testGraph } from "./__fixtures__/test-graph.js";

describe("namesOverlap", () => {
  const words = (name: string): Set<string> => new Set(nameWords(name));
  it("finds names that hold all the words of the other", () => {
    expect(namesOverlap(words("music industry"), "music")).toBe(true);
    expect(namesOverlap(words("music"), "music industry")).toBe(true);
    expect(namesOverlap(words("paris"), "paris, texas")).toBe(true);
    expect(namesOverlap(words("paris"), "lyon")).toBe(false);
    expect(namesOverlap(words("united states of america"), "confederate states of america")).toBe(false);
  });
});

describe("RelationIndex.isTypicalObject", () => {
  // 120 people with an ethnic group: 119 ethnic groups (Q41710) and one stray religion (Q9174).
  const people = Array.from({ length: 120 }, (_, index) => `Q${1000 + index}`);
  const graph = testGraph({
    seeds: people,
    entities: [
      ...people.map((id) => ({ id, label: `Person ${id}`, types: ["Q5"] })),
      { id: "Q1", label: "Russians", types: ["Q41710"] },
      { id: "Q2", label: "Czechs", types: ["Q41710"] },
      { id: "Q3", label: "Catholicism", types: ["Q9174"] },
      { id: "Q4", label: "Sorbs" },
    ],
    relations: [{ id: "P172", label: "ethnic group" }],
    facts: people.map((id, index) => ({
      subject: id,
      relation: "P172",
      object: index === 0 ? "Q3" : index % 7 === 0 ? "Q4" : index % 2 === 0 ? "Q1" : "Q2",
    })),
  });
  const index = indexRelation(graph, "P172");
  it("accepts objects of a common type and untyped ones, and refuses a stray value", () => {
    expect(index.isTypicalObject(graph.entityNumber("Q1"))).toBe(true);
    expect(index.isTypicalObject(graph.entityNumber("Q4"))).toBe(true);
    expect(index.isTypicalObject(graph.entityNumber("Q3"))).toBe(false);
  });
});
