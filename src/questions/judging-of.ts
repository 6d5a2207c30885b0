import { relationEnd, relationStart } from "../graph/adjacency.js";
import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type { Relation } from "../knowledge/fact-set.js";
import { expandKinds } from "./entity-kind.js";
import type { EntityProfiles } from "./entity-profiles.js";
import { tidyLabel } from "./noun-phrase.js";
import type { Judging, NamedEntity } from "./question.js";
import {
  hierarchyRelationIds,
  RELATION_SEMANTICS_VERSION,
  type RelationSemantics,
} from "./relation-semantics.js";

/** How far up the hierarchy broader answers are gathered, and how many at most. */
const broaderDepth = 3;
const broaderLimit = 40;

/**
 * What {@link judgingOf} keeps across a generation: the broader entities and the named form of
 * entities, since popular answers (Paris, the United States) recur in thousands of questions.
 */
export interface JudgingMemo {
  broader: Map<number, readonly number[]>;
  named: Map<number, NamedEntity>;
  followed: Int32Array | undefined;
}

/** An empty {@link JudgingMemo}, for one generation. */
export function createJudgingMemo(): JudgingMemo {
  return { broader: new Map(), named: new Map(), followed: undefined };
}

/** Options of {@link judgingOf}. */
export interface JudgingOfOptions {
  graph: KnowledgeGraph;
  profiles: EntityProfiles;
  /** Shared across a generation (see {@link createJudgingMemo}); default one for this call. */
  memo?: JudgingMemo;
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
  const memo = options.memo ?? createJudgingMemo();
  const acceptedSet = new Set(accepted);
  const broader: number[] = [];
  const seen = new Set<number>();
  for (const value of accepted)
    for (const entity of broaderOf(graph, profiles, memo, value)) {
      if (acceptedSet.has(entity) || seen.has(entity) || broader.length >= broaderLimit) continue;
      seen.add(entity);
      broader.push(entity);
    }
  const named = (entity: number): NamedEntity => {
    let entry = memo.named.get(entity);
    if (entry === undefined) {
      entry = namedEntityOf(graph, profiles, entity);
      memo.named.set(entity, entry);
    }
    return entry;
  };
  const judging: Judging = {
    relation: relation.id,
    relationLabel: tidyLabel(relation.label),
    cardinality: semantics.cardinality,
    accepted: accepted.map(named),
    broader: broader.map(named),
    semanticsVersion: RELATION_SEMANTICS_VERSION,
  };
  if (semantics.cardinality === "multi") judging.listing = semantics.listing ?? "open";
  if (semantics.objectKinds !== undefined) judging.objectKinds = [...expandKinds(semantics.objectKinds)];
  return judging;
}

/** The nameable entities one entity reaches through hierarchy relations within three steps, kept in the memo. */
function broaderOf(
  graph: KnowledgeGraph,
  profiles: EntityProfiles,
  memo: JudgingMemo,
  start: number,
): readonly number[] {
  const known = memo.broader.get(start);
  if (known !== undefined) return known;
  const out = graph.adjacency("out");
  const followed = (memo.followed ??= Int32Array.from(
    hierarchyRelationIds.map((id) => graph.relationNumber(id)).filter((number) => number >= 0),
  ));
  const broader: number[] = [];
  const seen = new Set([start]);
  let frontier = [start];
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
          if (profiles.hasUsableLabel(object)) broader.push(object);
          next.push(object);
        }
      }
    }
    frontier = next;
  }
  const kept = broader.slice(0, broaderLimit);
  memo.broader.set(start, kept);
  return kept;
}

function namedEntityOf(graph: KnowledgeGraph, profiles: EntityProfiles, entity: number): NamedEntity {
  return {
    id: graph.entityIdAt(entity),
    label: tidyLabel(profiles.entity(entity)?.label ?? graph.entityIdAt(entity)),
    aliases: [...profiles.aliases(entity)],
  };
}
