import { describe, expect, it } from "vitest";
import { factSetSchema } from "../knowledge/fact-set.js";
import { selectTopicSubgraph } from "./select-topic-subgraph.js";

const entity = (id: string, label: string, types: string[] = []): object => ({
  id,
  label,
  aliases: [],
  types,
});

describe("selectTopicSubgraph", () => {
  it("keeps the seeds' dated statements of changing relations, with their objects, as retrieveFacts does", () => {
    const whole = factSetSchema.parse({
      version: 1,
      provenance: {
        source: "kb.nt",
        topic: "*",
        constraints: [],
        queries: [],
        retrievedAt: "2025-01-01T00:00:00Z",
        limit: 3,
      },
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
});
