import { hierarchyRelationIds } from "../questions/relation-semantics.js";
import { compareIds, fetchEntityNames } from "./entity-names.js";
import { fetchClassLabels } from "./fetch-class-labels.js";
import type { Entity, EntityClass, Fact } from "./fact-set.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { selectInBatches } from "./select-in-batches.js";
import { entityTerm, isEntityId, sparqlStringLiteral } from "./sparql-literal.js";
import { shortIdOf, SPARQL_PREFIXES } from "./wikidata-vocabulary.js";

/** What {@link lookUpEntities} found: entities, the facts that place them, their classes' labels. */
export interface LookedUpEntities {
  /** The entities named, and the places above them, with English labels (aliases for the named). */
  entities: Entity[];
  /** Their hierarchy (located in, country, part of, …) and border facts; classes are in `types`. */
  facts: Fact[];
  /** The labels of their classes (`county of Texas`), for the kinds of places. */
  classes: EntityClass[];
  /** The entities whose placing facts were asked for (found or not): asking again finds nothing new. */
  placed: string[];
}

/** Options of {@link lookUpEntities}. */
export interface LookUpEntitiesOptions {
  signal?: AbortSignal;
  /** Names (or entities) per query. Default 50. */
  batchSize?: number;
  /** Entities kept per name: a name shared by more is read by its first ones, by id. Default 12. */
  perName?: number;
  /** Steps up the hierarchy relations from a named entity. Default 4, as the entity linker follows. */
  depth?: number;
  /** Entities to place besides those named (ids such as `Q61`): a place the graph holds without its facts. */
  ids?: readonly string[];
}

/** The relations that place an entity: the hierarchy relations, and shared borders. */
const placingRelations: readonly string[] = [...hierarchyRelationIds, "P47"];
const hierarchyIds: ReadonlySet<string> = new Set(hierarchyRelationIds);

/**
 * The entities of a SPARQL source whose English label or alias is one of `names` (exactly, as
 * written), and those of `options.ids`, with what places them: their classes and the places above them along the hierarchy
 * relations (up to `depth` steps), with those places' labels and classes, and the labels of every
 * class. Used at scoring time, to link an answer that names an entity the run's own graph lacks
 * (a birthplace the topic slice never held). Standard SPARQL 1.1 only; entities without an English
 * label are kept with an empty label (their facts still place what lies in them).
 */
export async function lookUpEntities(
  source: KnowledgeSource,
  names: readonly string[],
  options: LookUpEntitiesOptions = {},
): Promise<LookedUpEntities> {
  const batchSize = options.batchSize ?? 50;
  const perName = options.perName ?? 12;
  const depth = options.depth ?? 4;
  const signal = options.signal === undefined ? {} : { signal: options.signal };
  const wanted = [...new Set(names.map((name) => name.trim()).filter((name) => name !== ""))];
  const named = new Map<string, Set<string>>();
  const nameRows = await selectInBatches(source, wanted, {
    batchSize,
    query: (batch) => `${SPARQL_PREFIXES}
SELECT ?entity ?name WHERE {
  VALUES ?name { ${batch.map((name) => sparqlStringLiteral(name, { language: "en" })).join(" ")} }
  { ?entity rdfs:label ?name } UNION { ?entity skos:altLabel ?name }
}`,
    ...signal,
  });
  for (const row of nameRows) {
    const id = shortIdOf(row["entity"]?.value ?? "");
    const name = row["name"]?.value ?? "";
    if (!isEntityId(id)) continue;
    let ids = named.get(name);
    if (ids === undefined) named.set(name, (ids = new Set()));
    ids.add(id);
  }
  const found = new Set<string>((options.ids ?? []).filter(isEntityId));
  for (const ids of named.values())
    for (const id of [...ids].sort(compareIds).slice(0, perName)) found.add(id);
  const facts: Fact[] = [];
  const placed: string[] = [];
  const seen = new Set(found);
  let level = [...found];
  for (let step = 0; step <= depth && level.length > 0; step += 1) {
    const next: string[] = [];
    placed.push(...level);
    const rows = await selectInBatches(source, level, {
      batchSize,
      query: (batch) => `${SPARQL_PREFIXES}
SELECT ?subject ?relation ?object WHERE {
  VALUES ?subject { ${batch.map(entityTerm).join(" ")} }
  VALUES ?relation { ${placingRelations.map((id) => `wdt:${id}`).join(" ")} }
  ?subject ?relation ?object .
}`,
      ...signal,
    });
    for (const row of rows) {
      const subject = shortIdOf(row["subject"]?.value ?? "");
      const relation = shortIdOf(row["relation"]?.value ?? "");
      const object = shortIdOf(row["object"]?.value ?? "");
      if (!isEntityId(object)) continue;
      facts.push({ subject, relation, object });
      // The places above are placed in turn (their classes, the places above them), within `depth`.
      if (step < depth && hierarchyIds.has(relation) && !seen.has(object)) {
        seen.add(object);
        next.push(object);
      }
    }
    level = next;
  }
  // Names and classes as retrieval fetches them; aliases only for the entities named, whose names
  // the linker indexes (the places above them are there to place them).
  const fetched = await fetchEntityNames({ source, ids: [...seen].sort(compareIds), batchSize, ...signal });
  const entities = [...fetched].map(([id, entry]) => ({
    id,
    label: entry.label ?? "",
    aliases: found.has(id) ? entry.aliases : [],
    types: entry.types,
  }));
  const classes = await fetchClassLabels({ source, entities, batchSize: 100, ...signal });
  return { entities, facts, classes, placed: placed.sort(compareIds) };
}
