import { describe, expect, it } from "vitest";
import { testGraph } from "./__fixtures__/test-graph.js";
import { collectiveOffices, isCollectiveOffice } from "./collective-offices.js";
import { generateQuestions } from "./generate-questions.js";

describe("collective offices", () => {
  it("name a country's office by relation, each with its reason", () => {
    expect(isCollectiveOffice("Q39", "P6")).toBe(true);
    expect(isCollectiveOffice("Q39", "P35")).toBe(true);
    expect(isCollectiveOffice("Q39", "P36")).toBe(false);
    expect(isCollectiveOffice("Q228", "P6")).toBe(false);
    for (const office of collectiveOffices) expect(office.reason.length).toBeGreaterThan(10);
  });

  it("are not asked about, though the record shows one holder (real ids: Switzerland, Karin Keller-Sutter)", () => {
    const graph = testGraph({
      asOf: "2025-10-03",
      seeds: ["Q39", "Q142"],
      entities: [
        { id: "Q39", label: "Switzerland", types: ["Q6256"] },
        { id: "Q142", label: "France", types: ["Q6256"] },
        { id: "Q115881", label: "Karin Keller-Sutter", types: ["Q5"] },
        { id: "Q20089181", label: "Sébastien Lecornu", types: ["Q5"] },
      ],
      relations: [{ id: "P6", label: "head of government" }],
      facts: [
        { subject: "Q39", relation: "P6", object: "Q115881" },
        { subject: "Q142", relation: "P6", object: "Q20089181" },
      ],
      statements: [
        { subject: "Q39", relation: "P6", object: "Q115881", rank: "preferred", start: "2025-01-01" },
        { subject: "Q142", relation: "P6", object: "Q20089181", rank: "preferred", start: "2025-09-09" },
      ],
    });
    const { questions, report } = generateQuestions({
      graph,
      topic: "test",
      perType: 10,
      types: ["wh"],
      tagger: false,
    });
    expect(questions.map((question) => question.facts[0]?.subject)).toEqual(["Q142"]);
    expect(report.types.wh?.skipped.jointlyHeld).toBe(1);
  });
});
