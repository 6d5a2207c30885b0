import { describe, expect, it } from "vitest";
import { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { testFactSet } from "./__fixtures__/test-graph.js";
import { generateQuestions } from "./generate-questions.js";
import {
  displayNameOf,
  displayNameRules,
  plainTypography,
  shortenedLabel,
  withDisplayNames,
  type DisplayNameExample,
} from "./display-name.js";
import { nameKey } from "./relation-index.js";

/** The entity of an example, and a context whose graph holds it and the example's other labels. */
function exampleOf(example: DisplayNameExample) {
  const entity = { id: "Q0", aliases: [], types: [], ...example.entity };
  // Each entity of the graph once per name it reads as: the example's, then the others'.
  const names = [entity.label, ...(example.others ?? [])].map(
    (label) => new Set([label, shortenedLabel(label)].map(nameKey)),
  );
  const nameTaken = (name: string): boolean => names.filter((keys) => keys.has(nameKey(name))).length > 1;
  const classLabel = (classId: string): string | undefined => example.classLabels?.[classId];
  return { entity, context: { nameTaken, classLabel } };
}

describe("display-name rules", () => {
  for (const rule of displayNameRules) {
    for (const example of rule.examples)
      it(`${rule.id} names ${JSON.stringify(example.entity.label)} ${JSON.stringify(example.name)}`, () => {
        const { entity, context } = exampleOf(example);
        const display = displayNameOf(entity, context);
        expect(display?.rule.id).toBe(rule.id);
        expect(display?.name).toBe(example.name);
      });
    for (const example of rule.counterexamples)
      it(`${rule.id} leaves ${JSON.stringify(example.entity.label)} to other rules`, () => {
        const { entity, context } = exampleOf(example);
        expect(rule.name(entity, context)).toBeUndefined();
      });
  }
});

describe("withDisplayNames", () => {
  const factSet = testFactSet({
    seeds: ["Q1"],
    entities: [
      { id: "Q1", label: "Sam Cooke", types: ["Q5"] },
      { id: "Q6109517", label: "Leão XIV", aliases: ["Robert Prevost"], types: ["Q5"] },
      { id: "Q2", label: "Halle (Saale)", types: ["Q515"] },
      { id: "Q3", label: "Columbia (Missouri)", types: ["Q515"] },
      { id: "Q4", label: "Columbia", types: ["Q515"] },
      { id: "Q5", label: "Lai Ching\u2011te", types: ["Q5"] },
    ],
  });
  const graph = withDisplayNames(KnowledgeGraph.fromFactSet(factSet));

  it("writes a label's non-breaking hyphen as a hyphen, and keeps the label as an alias", () => {
    expect(graph.entity("Q5")).toMatchObject({ label: "Lai Ching-te", aliases: ["Lai Ching\u2011te"] });
    expect(plainTypography("Saint\u00a0Louis \u2010 Ville")).toBe("Saint Louis - Ville");
    expect(plainTypography("Star Trek \u2164: The Final Frontier")).toBe("Star Trek V: The Final Frontier");
    expect(plainTypography("Ⅻ Olympiad")).toBe("XII Olympiad");
  });

  it("names entities as English writes them and keeps the label first among the aliases", () => {
    expect(graph.entity("Q6109517")).toMatchObject({
      label: "Leo XIV",
      aliases: ["Leão XIV", "Robert Prevost"],
    });
    expect(graph.entity("Q1")).toBe(factSet.entities[0]);
  });

  it("drops a disambiguator only where no other entity of the graph would read alike", () => {
    expect(graph.entity("Q2")?.label).toBe("Halle");
    expect(graph.entity("Q3")?.label).toBe("Columbia (Missouri)");
  });
});

describe("generateQuestions with display names", () => {
  const countries = [
    { id: "Q55", label: "Netherlands" },
    { id: "Q29999", label: "Kingdom of the Netherlands" },
    { id: "Q142", label: "France" },
    { id: "Q183", label: "Germany" },
    { id: "Q38", label: "Italy" },
    { id: "Q29", label: "Spain" },
  ];
  const cities = Array.from({ length: 24 }, (_, index) => ({
    id: `Q${String(9000 + index)}`,
    label: `Town ${String.fromCharCode(65 + index)}`,
    country: countries[index % countries.length]?.id ?? "Q142",
  }));
  const graph = KnowledgeGraph.fromFactSet(
    testFactSet({
      seeds: cities.map((city) => city.id),
      entities: [
        ...countries.map((country) => ({ ...country, types: ["Q6256"] })),
        ...cities.map((city) => ({ id: city.id, label: city.label, types: ["Q515"] })),
      ],
      relations: [{ id: "P17", label: "country" }],
      facts: cities.map((city) => ({ subject: city.id, relation: "P17", object: city.country })),
    }),
  );
  const { questions, report } = generateQuestions({ graph, topic: "town", perType: 24 });

  it("never offers two options read by one name, and counts the distractors dropped for it", () => {
    const choices = questions.filter((question) => question.type === "multiple-choice");
    expect(choices.length).toBeGreaterThan(5);
    for (const question of choices) expect(new Set(question.options).size).toBe(4);
    expect(choices.flatMap((question) => question.options)).not.toContain("Kingdom of the Netherlands");
    expect(report.sameNameDistractors).toBeGreaterThan(0);
  });

  it("asks with the display name and accepts the source's label as an alias", () => {
    const town = cities.find((city) => city.country === "Q29999")?.label;
    const question = questions.find(
      (candidate) => candidate.type === "wh" && candidate.text.includes(`${town ?? ""} in`),
    );
    expect(question).toMatchObject({ answer: "Netherlands", aliases: ["Kingdom of the Netherlands"] });
    // Judging accepts the source's label too.
    expect(question?.judging?.accepted[0]).toMatchObject({
      id: "Q29999",
      label: "Netherlands",
      aliases: ["Kingdom of the Netherlands"],
    });
    expect(questions.some((candidate) => candidate.text.includes("Kingdom of the Netherlands"))).toBe(false);
  });
});
