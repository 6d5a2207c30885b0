import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import type { FactSet } from "../knowledge/fact-set.js";

/** The files {@link exportNeo4j} writes, by name. */
export const NEO4J_FILES = {
  nodes: "entities.csv",
  relationships: "facts.csv",
  cypher: "import.cypher",
  readme: "README.txt",
} as const;

/**
 * Writes a knowledge graph for Neo4j into `directory`: `entities.csv` and `facts.csv` in the
 * header format of `neo4j-admin database import` (nodes labelled `Entity`, seeds also `Seed`;
 * relationship type `FACT` with the relation id and label as properties, because Wikidata
 * relation labels are not valid types), `import.cypher` with the same graph as `LOAD CSV`
 * statements for a running database, and `README.txt` with both exact commands. Returns the paths.
 */
export async function exportNeo4j(factSet: FactSet, directory: string): Promise<string[]> {
  await mkdir(directory, { recursive: true });
  const seeds = new Set(factSet.seeds);
  const relationLabels = new Map(factSet.relations.map((relation) => [relation.id, relation.label]));
  const nodeLines = ["id:ID(Entity),label,aliases:string[],types:string[],description,:LABEL"];
  const described = new Set<string>();
  const addNode = (
    id: string,
    label: string,
    aliases: string[],
    types: string[],
    description: string,
  ): void => {
    described.add(id);
    nodeLines.push(
      [id, label, aliases.join(";"), types.join(";"), description, seeds.has(id) ? "Entity;Seed" : "Entity"]
        .map(csvField)
        .join(","),
    );
  };
  for (const entity of factSet.entities)
    addNode(entity.id, entity.label, entity.aliases, entity.types, entity.description ?? "");
  for (const fact of factSet.facts)
    for (const id of [fact.subject, fact.object]) if (!described.has(id)) addNode(id, "", [], [], "");
  const factLines = [":START_ID(Entity),:END_ID(Entity),relation,relationLabel,:TYPE"];
  for (const fact of factSet.facts) {
    factLines.push(
      [fact.subject, fact.object, fact.relation, relationLabels.get(fact.relation) ?? fact.relation, "FACT"]
        .map(csvField)
        .join(","),
    );
  }
  const cypher = `// factprobe knowledge graph: ${factSet.provenance.topic} from ${factSet.provenance.source}
// Copy entities.csv and facts.csv into the database's import directory first, then:
//   cypher-shell -u neo4j -p <password> -f import.cypher
CREATE CONSTRAINT entity_id IF NOT EXISTS FOR (entity:Entity) REQUIRE entity.id IS UNIQUE;
LOAD CSV WITH HEADERS FROM 'file:///entities.csv' AS row
CALL (row) {
  MERGE (entity:Entity {id: row.\`id:ID(Entity)\`})
  SET entity.label = row.label,
      entity.aliases = CASE row.\`aliases:string[]\` WHEN '' THEN [] ELSE split(row.\`aliases:string[]\`, ';') END,
      entity.types = CASE row.\`types:string[]\` WHEN '' THEN [] ELSE split(row.\`types:string[]\`, ';') END,
      entity.description = row.description
  WITH entity, row WHERE row.\`:LABEL\` CONTAINS 'Seed'
  SET entity:Seed
} IN TRANSACTIONS OF 10000 ROWS;
LOAD CSV WITH HEADERS FROM 'file:///facts.csv' AS row
CALL (row) {
  MATCH (subject:Entity {id: row.\`:START_ID(Entity)\`}), (object:Entity {id: row.\`:END_ID(Entity)\`})
  CREATE (subject)-[:FACT {relation: row.relation, relationLabel: row.relationLabel}]->(object)
} IN TRANSACTIONS OF 10000 ROWS;
`;
  const readme = `Neo4j import of a factprobe knowledge graph (${factSet.facts.length} facts, ${described.size} entities).

Into a new, empty database (fastest; the database must be stopped):
  neo4j-admin database import full --nodes=Entity=${NEO4J_FILES.nodes} --relationships=${NEO4J_FILES.relationships} --array-delimiter=";" neo4j

Into a running database (copy both CSV files into its import directory first):
  cypher-shell -u neo4j -p <password> -f ${NEO4J_FILES.cypher}

Then, for example:
  MATCH (seed:Seed)-[fact:FACT]->(object) RETURN seed.label, fact.relationLabel, object.label LIMIT 25;
`;
  const files = [
    [NEO4J_FILES.nodes, `${nodeLines.join("\n")}\n`],
    [NEO4J_FILES.relationships, `${factLines.join("\n")}\n`],
    [NEO4J_FILES.cypher, cypher],
    [NEO4J_FILES.readme, readme],
  ] as const;
  const written: string[] = [];
  for (const [name, content] of files) {
    const file = path.join(directory, name);
    await writeFile(file, content);
    written.push(file);
  }
  return written;
}

/** A CSV field, quoted when it holds a comma, quote or line break (quotes doubled). */
function csvField(text: string): string {
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}
