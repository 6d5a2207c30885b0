import { describe, expect, it } from "vitest";
import { testGraph } from "./__fixtures__/test-graph.js";
import { createEntityProfiles } from "./entity-profiles.js";
import { untypedPeopleShown } from "./people-shown.js";
import { collectCandidateFacts } from "./question-candidates.js";
import { renderTemplate } from "./render-template.js";

// Mirah, untyped, with an occupation; the Brazilians, untyped, with only a religion; Moby, typed.
const graph = testGraph({
  seeds: ["Q1000001", "Q873625", "Q208128", "Q1000002"],
  entities: [
    { id: "Q1000001", label: "Mirah", types: [] },
    { id: "Q873625", label: "Brazilians", types: [] },
    { id: "Q208128", label: "Moby", types: ["Q5"] },
    { id: "Q177220", label: "singer", types: ["Q28640"] },
    { id: "Q1841", label: "Catholicism", types: ["Q9174"] },
    { id: "Q1000002", label: "Freebo", types: [] },
    { id: "Q46185", label: "bass guitar", types: ["Q110295396"] },
  ],
  relations: [
    { id: "P106", label: "occupation" },
    { id: "P140", label: "religion" },
    { id: "P1303", label: "instrument" },
  ],
  facts: [
    { subject: "Q1000001", relation: "P106", object: "Q177220" },
    { subject: "Q873625", relation: "P140", object: "Q1841" },
    { subject: "Q208128", relation: "P106", object: "Q177220" },
    { subject: "Q1000002", relation: "P1303", object: "Q46185" },
  ],
});

describe("untypedPeopleShown", () => {
  it("is an untyped entity with a person's relation, not one without, nor a typed one", () => {
    const shown = untypedPeopleShown(graph);
    expect(shown[graph.entityNumber("Q1000001")]).toBe(1);
    expect(shown[graph.entityNumber("Q873625")]).toBe(0);
    expect(shown[graph.entityNumber("Q208128")]).toBe(0);
    // An instrument is a person's too (fresh sample 60: "Name one of the instruments Björk played.").
    expect(shown[graph.entityNumber("Q1000002")]).toBe(1);
  });

  it("words such a person's attributes as a person's", () => {
    const { candidates } = collectCandidateFacts(graph, {
      profiles: createEntityProfiles(graph, { maxLabelLength: 150 }),
    });
    const wh = (subject: string): string => {
      const candidate = candidates.find((fact) => fact.subject.id === subject);
      if (candidate === undefined) throw new Error(`${subject} is a candidate`);
      return renderTemplate(candidate.templates.wh, { subject: candidate.subject, interrogative: "What" });
    };
    expect(wh("Q1000001")).toBe("Name one of the occupations of Mirah.");
    expect(wh("Q208128")).toBe("Name one of the occupations of Moby.");
    expect(wh("Q873625")).toBe("What was the religion of Brazilians?");
    expect(wh("Q1000002")).toBe("Which instrument is Freebo known for playing?");
  });
});
