import { relationEnd, relationStart } from "../graph/adjacency.js";
import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type { Relation } from "../knowledge/fact-set.js";
import { expandKinds } from "./entity-kind.js";
import type { EntityProfiles } from "./entity-profiles.js";
import { tidyLabel } from "./noun-phrase.js";
import type { Judging, NamedEntity } from "./question.js";
import {
  RELATION_SEMANTICS_VERSION,
  relationSemantics,
  type RelationSemantics,
} from "./relation-semantics.js";

/** How far up the hierarchy broader answers are gathered, and how many at most. */
const broaderDepth = 3;
const broaderLimit = 40;

/** Hierarchy relations: those the semantics table marks `hierarchy`. */
const hierarchyRelations: readonly string[] = Object.entries(relationSemantics)
  .filter(([, semantics]) => semantics.hierarchy === true)
  .map(([id]) => id);

/** Options of {@link judgingOf}. */
export interface JudgingOfOptions {
  graph: KnowledgeGraph;
  profiles: EntityProfiles;
  relation: Relation;
  semantics: RelationSemantics;
  /** Entity numbers of every value the source holds for the question's (subject, relation), gold first. */
  accepted: readonly number[];
}

/**
 * What judging a WH answer needs (see `Judging`): the accepted values with their names, and the
 * entities they reach through hierarchy relations within three steps (an answer naming one of those
 * is less specific, not wrong).
 */
export function judgingOf(options: JudgingOfOptions): Judging {
  const { graph, profiles, relation, semantics, accepted } = options;
  const out = graph.adjacency("out");
  const followed = hierarchyRelations.map((id) => graph.relationNumber(id)).filter((number) => number >= 0);
  const acceptedSet = new Set(accepted);
  const broader: number[] = [];
  const seen = new Set(accepted);
  let frontier = [...accepted];
  for (
    let depth = 0;
    depth < broaderDepth && frontier.length > 0 && broader.length < broaderLimit;
    depth += 1
  ) {
    const next: number[] = [];
    for (const entity of frontier) {
      for (const relationNumber of followed) {
        const end = relationEnd(out, entity, relationNumber);
        for (let position = relationStart(out, entity, relationNumber); position < end; position += 1) {
          const object = out.ends[position] as number;
          if (seen.has(object)) continue;
          seen.add(object);
          if (!acceptedSet.has(object) && profiles.hasUsableLabel(object)) broader.push(object);
          next.push(object);
        }
      }
    }
    frontier = next;
  }
  const judging: Judging = {
    relation: relation.id,
    relationLabel: tidyLabel(relation.label),
    cardinality: semantics.cardinality,
    accepted: accepted.map((entity) => namedEntityOf(graph, profiles, entity)),
    broader: broader.slice(0, broaderLimit).map((entity) => namedEntityOf(graph, profiles, entity)),
    semanticsVersion: RELATION_SEMANTICS_VERSION,
  };
  if (semantics.cardinality === "multi") judging.listing = semantics.listing ?? "open";
  if (semantics.objectKinds !== undefined) judging.objectKinds = [...expandKinds(semantics.objectKinds)];
  return judging;
}

function namedEntityOf(graph: KnowledgeGraph, profiles: EntityProfiles, entity: number): NamedEntity {
  return {
    id: graph.entityIdAt(entity),
    label: tidyLabel(profiles.entity(entity)?.label ?? graph.entityIdAt(entity)),
    aliases: [...profiles.aliases(entity)],
  };
}
