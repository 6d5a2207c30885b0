import { describe, expect, it } from "vitest";
import { testGraph } from "./__fixtures__/test-graph.js";
import { createEntityProfiles } from "./entity-profiles.js";
import { dissolutionsShown } from "./dissolutions-shown.js";
import { generateQuestions } from "./generate-questions.js";

// Real Wikidata ids: the Kingdom of Kent spoke Old English (a dead, historical language); Vatican
// City keeps Italian beside Latin; the Holy See, which is no state, has only Latin; Denmark,
// Danish. Kent, Denmark and Vatican City are kingdoms or countries; the Holy See an episcopal see.
const graph = testGraph({
  seeds: ["Q328818", "Q35", "Q237", "Q159583"],
  entities: [
    { id: "Q328818", label: "Kingdom of Kent", types: ["Q417175"] },
    { id: "Q35", label: "Denmark", types: ["Q417175", "Q3624078"] },
    { id: "Q237", label: "Vatican City", types: ["Q3624078"] },
    { id: "Q159583", label: "Holy See", types: ["Q1778235"] },
    { id: "Q29303", label: "Canterbury", types: ["Q515"] },
    { id: "Q1748", label: "Copenhagen", types: ["Q515"] },
    { id: "Q42365", label: "Old English", types: ["Q45762", "Q2315359"] },
    { id: "Q397", label: "Latin", types: ["Q45762", "Q436240"] },
    { id: "Q652", label: "Italian", types: ["Q34770"] },
    { id: "Q9035", label: "Danish", types: ["Q34770"] },
  ],
  relations: [
    { id: "P36", label: "capital" },
    { id: "P37", label: "official language" },
  ],
  facts: [
    { subject: "Q328818", relation: "P36", object: "Q29303" },
    { subject: "Q328818", relation: "P37", object: "Q42365" },
    { subject: "Q35", relation: "P36", object: "Q1748" },
    { subject: "Q35", relation: "P37", object: "Q9035" },
    { subject: "Q237", relation: "P37", object: "Q397" },
    { subject: "Q237", relation: "P37", object: "Q652" },
    { subject: "Q159583", relation: "P37", object: "Q397" },
  ],
});

describe("states the graph shows gone by their languages", () => {
  it("is a state whose every official language is dead or historical, and nothing else", () => {
    const profiles = createEntityProfiles(graph, { maxLabelLength: 150 });
    const dissolved = (id: string) => profiles.dissolved(graph.entityNumber(id));
    expect(dissolved("Q328818")).toBe(true);
    // A living language beside Latin; no state at all; a living language only; a language.
    expect(dissolved("Q237")).toBe(false);
    expect(dissolved("Q159583")).toBe(false);
    expect(dissolved("Q35")).toBe(false);
    expect(dissolved("Q42365")).toBe(false);
  });

  it("asks no present-tense question about its government", () => {
    const { questions, report } = generateQuestions({ graph, topic: "test", perType: 10, tagger: false });
    const texts = questions.map((question) => question.text);
    expect(texts.some((text) => text.includes("Kingdom of Kent"))).toBe(false);
    expect(texts.some((text) => text.includes("Denmark"))).toBe(true);
    expect(Object.values(report.types).some((type) => type.skipped.formerEntity > 0)).toBe(true);
  });
});

// Czechoslovakia was dissolved on 31 December 1992 (P576), typed here only as a country, with
// living official languages; Denmark and Austria, no.
const states = testGraph({
  seeds: ["Q33946", "Q35", "Q40"],
  entities: [
    { id: "Q33946", label: "Czechoslovakia", types: ["Q6256"], dissolved: "1992-12-31" },
    { id: "Q35", label: "Denmark", types: ["Q6256", "Q3624078"] },
    { id: "Q40", label: "Austria", types: ["Q6256", "Q3624078"] },
    { id: "Q1085", label: "Prague", types: ["Q515"] },
    { id: "Q1748", label: "Copenhagen", types: ["Q515"] },
    { id: "Q1741", label: "Vienna", types: ["Q515"] },
    { id: "Q9056", label: "Czech", types: ["Q34770"] },
    { id: "Q9035", label: "Danish", types: ["Q34770"] },
    { id: "Q188", label: "German", types: ["Q34770"] },
  ],
  relations: [
    { id: "P36", label: "capital" },
    { id: "P37", label: "official language" },
  ],
  facts: [
    { subject: "Q33946", relation: "P36", object: "Q1085" },
    { subject: "Q33946", relation: "P37", object: "Q9056" },
    { subject: "Q35", relation: "P36", object: "Q1748" },
    { subject: "Q35", relation: "P37", object: "Q9035" },
    { subject: "Q40", relation: "P36", object: "Q1741" },
    { subject: "Q40", relation: "P37", object: "Q188" },
  ],
});

describe("entities the graph shows gone by a date of dissolution", () => {
  it("is any entity dissolved on or before the graph's date, or on a date unknown", () => {
    const profiles = createEntityProfiles(states, { maxLabelLength: 150 });
    expect(profiles.dissolved(states.entityNumber("Q33946"))).toBe(true);
    expect(profiles.dissolved(states.entityNumber("Q35"))).toBe(false);
    const notState = (): boolean => false;
    expect(dissolutionsShown(states, notState, new Date("1980-01-01"))[states.entityNumber("Q33946")]).toBe(
      0,
    );
    // The Beatles' dissolution, known to the source without its date.
    const unknown = testGraph({
      seeds: ["Q1299"],
      entities: [{ id: "Q1299", label: "The Beatles", types: ["Q5741069"], dissolved: "unknown" }],
      relations: [],
      facts: [],
    });
    expect(dissolutionsShown(unknown, notState)[unknown.entityNumber("Q1299")]).toBe(1);
  });

  it("asks nothing of it in the present tense", () => {
    const { questions, report } = generateQuestions({
      graph: states,
      topic: "test",
      perType: 10,
      tagger: false,
    });
    const texts = questions.map((question) => question.text);
    expect(texts.some((text) => text.includes("Czechoslovakia"))).toBe(false);
    expect(texts.some((text) => text.includes("Denmark"))).toBe(true);
    expect(Object.values(report.types).some((type) => type.skipped.formerEntity > 0)).toBe(true);
  });
});
