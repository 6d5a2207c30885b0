import { KnowledgeGraph } from "../../graph/knowledge-graph.js";
import type { z } from "zod";
import { factSetSchema, type FactSet } from "../../knowledge/fact-set.js";

/**
 * The parts of a fact set a test writes by hand, and `asOf`, the date the source vouches for its
 * current values (the provenance's).
 */
export type TestFactSetParts = Partial<
  Pick<z.input<typeof factSetSchema>, "seeds" | "entities" | "relations" | "facts" | "classes" | "statements">
> & { asOf?: string };

/** A hand-made fact set, validated as a real one is; omitted parts are empty. */
export function testFactSet({ asOf, ...parts }: TestFactSetParts): FactSet {
  return factSetSchema.parse({
    version: 1,
    provenance: {
      source: "test",
      topic: "test",
      constraints: [],
      queries: [],
      retrievedAt: "2024-01-01T00:00:00Z",
      limit: 10,
      ...(asOf === undefined ? {} : { asOf }),
    },
    seeds: [],
    entities: [],
    relations: [],
    facts: [],
    ...parts,
  });
}

/** A knowledge graph of a hand-made fact set, validated as a real one is. */
export function testGraph(parts: TestFactSetParts): KnowledgeGraph {
  return KnowledgeGraph.fromFactSet(testFactSet(parts));
}
