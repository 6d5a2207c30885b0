import type { KnowledgeGraph } from "../graph/knowledge-graph.js";

/**
 * Relations whose statement about a person shows that the person has died, by Wikidata property
 * id, with what each says. The bundled snapshot has no dates (no P570), but holds places and
 * causes of death and places of burial for many people; another source may have the others.
 */
export const deathRelations: Readonly<Record<string, string>> = {
  P20: "place of death",
  P119: "place of burial",
  P157: "killed by",
  P509: "cause of death",
  P570: "date of death",
  P1196: "manner of death",
};

/**
 * By entity number (`KnowledgeGraph.entityNumber`), 1 where the graph holds a statement of one of
 * the {@link deathRelations} about the entity, else 0. A person without one may be alive or not:
 * the graph does not tell.
 */
export function deathsShown(graph: KnowledgeGraph): Uint8Array {
  const died = new Uint8Array(graph.entityCount);
  for (const relation of Object.keys(deathRelations))
    for (const subject of graph.edgeNumbersOfRelation(relation).subjects) died[subject] = 1;
  return died;
}
