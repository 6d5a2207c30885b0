import { describe, expect, it } from "vitest";
import { factSetSchema } from "../knowledge/fact-set.js";
import { selectTopicSubgraph } from "./select-topic-subgraph.js";

const entity = (id: string, label: string, types: string[] = []): object => ({
  id,
  label,
  aliases: [],
  types,
});

/** The provenance of a whole file's fact set, as a reader gives it. */
const provenance = {
  source: "kb.nt",
  topic: "*",
  constraints: [],
  queries: [],
  retrievedAt: "2025-01-01T00:00:00Z",
  limit: 3,
};

describe("selectTopicSubgraph", () => {
  it("keeps the seeds' dated statements of changing relations, with their objects, as retrieveFacts does", () => {
    const whole = factSetSchema.parse({
      version: 1,
      provenance,
      seeds: ["Q90", "Q64"],
      entities: [
        entity("Q90", "Paris", ["Q515"]),
        entity("Q64", "Berlin"),
        entity("Q142", "France"),
        entity("Q1", "Anne Hidalgo"),
        entity("Q2", "Bertrand Delanoë"),
        entity("Q515", "city"),
      ],
      relations: [
        { id: "P17", label: "country", aliases: [] },
        { id: "P6", label: "head of government", aliases: [] },
      ],
      facts: [
        { subject: "Q90", relation: "P17", object: "Q142" },
        { subject: "Q90", relation: "P6", object: "Q1" },
      ],
      statements: [
        {
          subject: "Q90",
          relation: "P6",
          object: "Q2",
          rank: "normal",
          start: "2001-03-25",
          end: "2014-04-05",
        },
        { subject: "Q90", relation: "P6", object: "Q1", rank: "preferred", start: "2014-04-05" },
        { subject: "Q64", relation: "P6", object: "Q1", rank: "normal" },
      ],
    });
    const { factSet } = selectTopicSubgraph(whole, "instance of: city");
    expect(factSet.seeds).toEqual(["Q90"]);
    expect(factSet.statements?.map((statement) => statement.object)).toEqual(["Q2", "Q1"]);
    expect(factSet.entities.map((kept) => kept.id)).toContain("Q2");
  });

  it("keeps the subjects' well-known namesakes in the file, as retrieveFacts asks a SPARQL source for them", () => {
    // Real ids: Essen the Belgian municipality (the topic's) and Essen the German city; Essen with no
    // statements is no namesake.
    const whole = factSetSchema.parse({
      version: 1,
      provenance,
      seeds: [],
      entities: [
        entity("Q724283", "Essen", ["Q493522"]),
        entity("Q2066", "Essen", ["Q22865"]),
        entity("Q16869855", "Essen"),
        entity("Q31", "Belgium"),
        entity("Q183", "Germany"),
        entity("Q1198", "North Rhine-Westphalia"),
        entity("Q493522", "municipality of Belgium"),
        entity("Q22865", "independent city of Germany"),
      ],
      relations: [
        { id: "P17", label: "country", aliases: [] },
        { id: "P131", label: "located in the administrative territorial entity", aliases: [] },
      ],
      facts: [
        { subject: "Q724283", relation: "P17", object: "Q31" },
        { subject: "Q2066", relation: "P17", object: "Q183" },
        { subject: "Q2066", relation: "P131", object: "Q1198" },
      ],
      classes: [
        { id: "Q493522", label: "municipality of Belgium" },
        { id: "Q22865", label: "independent city of Germany" },
      ],
    });
    const { factSet } = selectTopicSubgraph(whole, "P31=Q493522");
    expect(factSet.seeds).toEqual(["Q724283"]);
    const ids = factSet.entities.map((kept) => kept.id);
    expect(ids).toContain("Q2066");
    expect(ids).not.toContain("Q16869855");
    expect(factSet.facts.some((fact) => fact.subject === "Q2066")).toBe(false);
    expect(factSet.classes?.map((entityClass) => entityClass.id)).toContain("Q22865");
    const off = selectTopicSubgraph(whole, "P31=Q493522", { namesakeRatio: 0 });
    expect(off.factSet.entities.map((kept) => kept.id)).not.toContain("Q2066");
  });
});
