import { KnowledgeGraph } from "../../graph/knowledge-graph.js";
import { factSetSchema } from "../../knowledge/fact-set.js";

/** What a small test graph holds; the provenance is filled in. */
export interface TestGraphParts {
  seeds: string[];
  entities: { id: string; label: string; types?: string[]; aliases?: string[] }[];
  relations: { id: string; label: string }[];
  facts: { subject: string; relation: string; object: string }[];
  /** Labels of the entities' classes, as retrieval gives them. */
  classes?: { id: string; label: string }[];
}

/** A knowledge graph of a hand-made fact set, validated as a real one is. */
export function testGraph(parts: TestGraphParts): KnowledgeGraph {
  return KnowledgeGraph.fromFactSet(
    factSetSchema.parse({
      version: 1,
      provenance: {
        source: "test",
        topic: "test",
        constraints: [],
        queries: [],
        retrievedAt: "2024-01-01T00:00:00Z",
        limit: 10,
      },
      ...parts,
    }),
  );
}
