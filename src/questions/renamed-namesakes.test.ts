import { describe, expect, it } from "vitest";
import { generateQuestions } from "./generate-questions.js";
import { testGraph } from "./__fixtures__/test-graph.js";

const country = ["Q6256"];

/** Denmark (Q35) and another country entity: `other`, with the label `otherLabel`. */
const graphWith = (other: string, otherLabel: string) =>
  testGraph({
    seeds: ["Q35"],
    entities: [
      { id: "Q35", label: "Denmark", types: country },
      { id: other, label: otherLabel, types: country },
      { id: "Q1748", label: "Copenhagen", types: ["Q515"] },
      { id: "Q1490", label: "Tokyo", types: ["Q515"] },
      { id: "Q3718", label: "Abuja", types: ["Q515"] },
      { id: "Q61", label: "Washington, D.C.", types: ["Q515"] },
      { id: "Q25390", label: "Tórshavn", types: ["Q515"] },
      { id: "Q17", label: "Japan", types: country },
      { id: "Q1033", label: "Nigeria", types: country },
      { id: "Q30", label: "United States", types: country },
    ],
    relations: [{ id: "P36", label: "capital" }],
    facts: [
      { subject: "Q35", relation: "P36", object: "Q1748" },
      { subject: other, relation: "P36", object: "Q25390" },
      { subject: "Q17", relation: "P36", object: "Q1490" },
      { subject: "Q1033", relation: "P36", object: "Q3718" },
      { subject: "Q30", relation: "P36", object: "Q61" },
    ],
  });

const aboutDenmark = (other: string, otherLabel: string) => {
  const { questions, report } = generateQuestions({
    graph: graphWith(other, otherLabel),
    topic: "test",
    perType: 10,
    tagger: false,
  });
  return { asked: questions.filter((question) => question.facts[0]?.subject === "Q35"), report };
};

describe("namesakes by a display name", () => {
  it("are no rival reading when data/entity-names.tsv gives the name on purpose", () => {
    // The Danish Realm (Q756617) is "Denmark" in English, by the TSV.
    const { asked } = aboutDenmark("Q756617", "Danish Realm");
    expect(asked.length).toBeGreaterThan(0);
    expect(asked.map((question) => question.text)).toContain("What is the capital of Denmark?");
  });

  it("still make a subject ambiguous when the source gives two entities one label", () => {
    const { asked, report } = aboutDenmark("Q999999", "Denmark");
    expect(asked).toEqual([]);
    expect(report.types.wh?.skipped.ambiguousName).toBeGreaterThan(0);
  });
});
