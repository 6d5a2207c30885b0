import { describe, expect, it } from "vitest";
import { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { factSetSchema } from "../knowledge/fact-set.js";
import { createEntityProfiles } from "./entity-profiles.js";

const graph = KnowledgeGraph.fromFactSet(
  factSetSchema.parse({
    version: 1,
    provenance: {
      source: "test",
      topic: "test",
      constraints: [],
      queries: [],
      retrievedAt: "2024-01-01T00:00:00Z",
      limit: 10,
    },
    seeds: ["Q90"],
    entities: [
      { id: "Q90", label: "Paris", aliases: ["City of Light", "paris", " "], types: ["Q515"] },
      { id: "Q167646", label: "Paris", types: ["Q5"] },
      { id: "Q830149", label: "PARIS", types: ["Q7397"] },
      { id: "Q456", label: "Lyon", types: ["Q515"] },
      { id: "Q7", label: "comune of Italy" },
      { id: "Q8", label: "  Grand   Canyon " },
      { id: "Q9", label: "Q12345" },
    ],
    relations: [{ id: "P17", label: "country" }],
    facts: [{ subject: "Q90", relation: "P17", object: "Q142" }],
  }),
);
const profiles = createEntityProfiles(graph, { maxLabelLength: 12 });
const number = (id: string): number => graph.entityNumber(id);

describe("createEntityProfiles", () => {
  it("groups entities whose labels differ only in case, in number order, and leaves unique names alone", () => {
    const paris = [number("Q90"), number("Q167646"), number("Q830149")].sort((left, right) => left - right);
    expect(profiles.namesakes(number("Q90"))).toEqual(paris);
    expect(profiles.namesakes(number("Q830149"))).toEqual(paris);
    expect(profiles.namesakes(number("Q456"))).toBeUndefined();
    // Q142 is a fact end without a label.
    expect(profiles.namesakes(number("Q142"))).toBeUndefined();
  });

  it("keeps loose names, label keys and aliases as questions compare and list them", () => {
    expect(profiles.names(number("Q90"))).toEqual(["paris", "city of light", "paris"]);
    expect(profiles.labelKey(number("Q8"))).toBe("grand canyon");
    expect(profiles.aliases(number("Q90"))).toEqual(["City of Light"]);
    expect(profiles.names(number("Q142"))).toEqual([]);
  });

  it("judges kinds, lower-case starts and whether a label can name its entity", () => {
    expect(profiles.kind(number("Q167646"))).toBe("Who");
    expect(profiles.kind(number("Q7"))).toBe("");
    expect(profiles.startsLowerCase(number("Q7"))).toBe(true);
    expect(profiles.startsLowerCase(number("Q90"))).toBe(false);
    expect(profiles.nameable(number("Q90"))).toBe(true);
    // Too long (15 characters), an id for a label, no label.
    expect(profiles.hasUsableLabel(number("Q7"))).toBe(true);
    expect(profiles.nameable(number("Q7"))).toBe(false);
    expect(profiles.hasUsableLabel(number("Q9"))).toBe(false);
    expect(profiles.nameable(number("Q9"))).toBe(false);
    expect(profiles.nameable(number("Q142"))).toBe(false);
    // Tidied, "Grand Canyon" is 12 characters: short enough.
    expect(profiles.nameable(number("Q8"))).toBe(true);
  });
});
