import type { KnowledgeGraph } from "../graph/knowledge-graph.js";

/**
 * Relations only a person has, by Wikidata property id, with what each says: an entity the source
 * leaves untyped (two thirds of the bundled snapshot's) that has one of them is a person, and its
 * attributes are worded as a person's (`RelationTemplates.forPeople`, `forTheDead`). Data; a
 * relation animals or fictional characters also have (sex or gender) is not one.
 */
export const personRelations: Readonly<Record<string, string>> = {
  P19: "place of birth",
  P20: "place of death",
  P22: "father",
  P25: "mother",
  P26: "spouse",
  P69: "educated at",
  P106: "occupation",
  P119: "place of burial",
  P509: "cause of death",
  // Fresh sample 60: "Name one of the instruments Björk played." of an untyped Björk.
  P1303: "instrument played",
  P413: "position played on a team",
  P54: "member of a sports team",
  P39: "position held",
  P184: "doctoral advisor",
  P512: "academic degree",
};

/**
 * By entity number (`KnowledgeGraph.entityNumber`), 1 where the entity has no types and the graph
 * holds a statement of one of the {@link personRelations} about it, else 0.
 */
export function untypedPeopleShown(graph: KnowledgeGraph): Uint8Array {
  const shown = new Uint8Array(graph.entityCount);
  for (const relation of Object.keys(personRelations))
    for (const subject of graph.edgeNumbersOfRelation(relation).subjects)
      if (shown[subject] === 0 && graph.entityAt(subject)?.types.length === 0) shown[subject] = 1;
  return shown;
}
