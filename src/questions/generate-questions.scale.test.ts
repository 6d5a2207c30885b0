import { describe, expect, it } from "vitest";
import { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { factSetSchema } from "../knowledge/fact-set.js";
import { generateQuestions } from "./generate-questions.js";

// 150,000 unique WH answers of one type: `questions.push(...typed)` overflowed the call stack here
// (RangeError: Maximum call stack size exceeded) before questions were appended one by one.
const people = 150_000;
const towns = 500;

describe("generateQuestions at scale", () => {
  it("returns 150,000 questions of one type without overflowing the call stack", () => {
    const entities = [
      ...Array.from({ length: people }, (_, index) => ({
        id: `Q${1_000_000 + index}`,
        label: `Person ${index}`,
        aliases: [],
        types: ["Q5"],
      })),
      ...Array.from({ length: towns }, (_, index) => ({
        id: `Q${10 + index}`,
        label: `Town ${index}`,
        aliases: [],
        types: ["Q515"],
      })),
    ];
    const factSet = factSetSchema.parse({
      version: 1,
      provenance: {
        source: "test",
        topic: "person",
        constraints: [],
        queries: [],
        retrievedAt: "2024-01-01T00:00:00Z",
        limit: people,
      },
      seeds: entities.slice(0, people).map((entity) => entity.id),
      entities,
      relations: [{ id: "P19", label: "place of birth", aliases: [] }],
      facts: Array.from({ length: people }, (_, index) => ({
        subject: `Q${1_000_000 + index}`,
        relation: "P19",
        object: `Q${10 + (index % towns)}`,
      })),
    });
    const { questions, report } = generateQuestions({
      graph: KnowledgeGraph.fromFactSet(factSet),
      topic: "person",
      types: ["wh"],
      perType: people,
    });
    expect(questions).toHaveLength(people);
    expect(report.types.wh?.generated).toBe(people);
    expect(new Set(questions.map((question) => question.id)).size).toBe(people);
  }, 120_000);
});
