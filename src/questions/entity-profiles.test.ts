import { describe, expect, it } from "vitest";
import { testGraph } from "./__fixtures__/test-graph.js";
import { createEntityProfiles } from "./entity-profiles.js";
import { compatibilityWith, isCompatible } from "./one-hop-questions.js";

const graph = testGraph({
  seeds: ["Q90"],
  entities: [
    { id: "Q90", label: "Paris", aliases: ["City of Light", "paris", " "], types: ["Q515"] },
    { id: "Q167646", label: "Paris", types: ["Q5"] },
    { id: "Q830149", label: "PARIS", types: ["Q7397"] },
    { id: "Q456", label: "Lyon", types: ["Q515"] },
    { id: "Q7", label: "comune of Italy" },
    { id: "Q8", label: "  Grand   Canyon " },
    { id: "Q9", label: "Q12345" },
    { id: "Q1990", label: "2012" },
    { id: "Q1286", label: "Apennine Mountains", types: ["Q46831"] },
    { id: "Q5401", label: "Karakoram", types: ["Q46831"] },
    { id: "Q3", label: "Antilles", types: ["Q33837"] },
    { id: "Q4", label: "Black Forest" },
    { id: "Q30034", label: "Apis mellifera", types: ["Q16521"] },
    { id: "Q51976", label: "SV Werder Bremen", types: ["Q476028"] },
    { id: "Q19458", label: "Burnley F.C.", types: ["Q476028"] },
    // A city-state: a country by its main class, a city by a type it shares with Paris and Lyon.
    { id: "Q1000", label: "Civitas", types: ["Q6256", "Q515"] },
  ],
  relations: [{ id: "P17", label: "country" }],
  facts: [{ subject: "Q90", relation: "P17", object: "Q142" }],
});
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

describe("isCompatible", () => {
  const compatible = (answer: string, candidate: string): boolean =>
    isCompatible(profiles, number(answer), number(candidate));

  it("takes a distractor of the answer's kind or type, or any for an answer nothing is known of", () => {
    expect(compatible("Q1286", "Q5401")).toBe(true); // two mountain ranges
    expect(compatible("Q51976", "Q19458")).toBe(true); // two football clubs
    expect(compatible("Q4", "Q1286")).toBe(true); // for an untyped answer
    expect(compatible("Q90", "Q1000")).toBe(true); // a city-state among cities: a type in common
  });

  it("refuses a typed entity of another type, a number among names and a common noun among names", () => {
    expect(compatible("Q1286", "Q3")).toBe(false); // an archipelago among mountain ranges
    expect(compatible("Q51976", "Q30034")).toBe(false); // a species among football clubs
    expect(compatible("Q1286", "Q1990")).toBe(false); // a year among mountain ranges
    expect(compatible("Q1286", "Q7")).toBe(false); // "comune of Italy"
    expect(compatible("Q1286", "Q4")).toBe(false); // an untyped name for an answer of a known kind
    expect(compatible("Q167646", "Q90")).toBe(false); // a person against a city
  });
});

describe("compatibilityWith", () => {
  it("answers as isCompatible for every pool member, also after it gathers the compatible set", () => {
    const pool = graph.entityIds().map((id) => number(id));
    for (const answer of pool) {
      const compatible = compatibilityWith(profiles, pool, answer);
      // Six passes: past the 64 checks made one by one, the rest come from the gathered set.
      for (let pass = 0; pass < 6; pass += 1)
        for (const candidate of pool)
          expect(compatible(candidate), `${String(answer)} ${String(candidate)}`).toBe(
            isCompatible(profiles, answer, candidate),
          );
    }
  });
});
