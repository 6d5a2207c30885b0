import { describe, expect, it } from "vitest";
import { createEntityProfiles } from "./entity-profiles.js";
import { compatibilityWith, compatibleSubjectWith, sameTypePool } from "./one-hop-questions.js";
import { testGraph } from "./__fixtures__/test-graph.js";

// Art museums (Q207694, a class the kinds table does not know), a castle, and cities (a known kind).
const graph = testGraph({
  entities: [
    { id: "Q1", label: "Museo de Arte de Ponce", types: ["Q207694"] },
    { id: "Q2", label: "Museo del Prado", types: ["Q207694", "Q33506"] },
    { id: "Q3", label: "Rijksmuseum", types: ["Q33506"] },
    { id: "Q4", label: "Gripsholm Castle", types: ["Q23413"] },
    { id: "Q5", label: "Vienna", types: ["Q515"] },
    { id: "Q6", label: "Edinburgh", types: ["Q515"] },
    { id: "Q7", label: "Fiqh" },
  ],
});
const profiles = createEntityProfiles(graph, { maxLabelLength: 60 });
const pool = [1, 2, 3, 4, 5, 6, 7].map((index) => graph.entityNumber(`Q${index}`));
const labels = (numbers: readonly number[] | undefined) =>
  (numbers ?? []).map((number) => graph.entityAt(number)?.label).sort();

describe("sameTypePool", () => {
  it("draws options for an answer of no known kind from its own types first: museums among museums", () => {
    expect(labels(sameTypePool(profiles, pool, graph.entityNumber("Q1")))).toEqual([
      "Museo de Arte de Ponce",
      "Museo del Prado",
    ]);
    // Every type of the answer counts.
    expect(labels(sameTypePool(profiles, pool, graph.entityNumber("Q2")))).toEqual([
      "Museo de Arte de Ponce",
      "Museo del Prado",
      "Rijksmuseum",
    ]);
  });

  it("leaves answers of a known kind, and untyped ones, to the other pools", () => {
    expect(sameTypePool(profiles, pool, graph.entityNumber("Q5"))).toBeUndefined();
    expect(sameTypePool(profiles, pool, graph.entityNumber("Q7"))).toBeUndefined();
  });
});

describe("compatibleSubjectWith", () => {
  const admitted = (admits: (candidate: number) => boolean) =>
    labels(pool.filter((candidate) => admits(candidate)));

  it("keeps cities out of the subject options of an answer of no known kind with types", () => {
    const answer = graph.entityNumber("Q1");
    // The object options' rule admits anything for such an answer; the subject options' only what
    // is of no known kind or shares its type.
    expect(admitted(compatibilityWith(profiles, pool, answer))).toContain("Vienna");
    expect(admitted(compatibleSubjectWith(profiles, pool, answer))).toEqual([
      "Fiqh",
      "Gripsholm Castle",
      "Museo de Arte de Ponce",
      "Museo del Prado",
      "Rijksmuseum",
    ]);
  });

  it("is the object options' rule for an answer of a known kind or without types", () => {
    for (const id of ["Q5", "Q7"]) {
      const answer = graph.entityNumber(id);
      expect(admitted(compatibleSubjectWith(profiles, pool, answer))).toEqual(
        admitted(compatibilityWith(profiles, pool, answer)),
      );
    }
  });
});
