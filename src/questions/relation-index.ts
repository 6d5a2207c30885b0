import { relationEnd, relationStart } from "../graph/adjacency.js";
import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { tidyLabel } from "./noun-phrase.js";

/** How a relation behaves across the graph: the basis of the noise guard. */
export interface RelationProfile {
  /** Distinct subjects with at least one edge of the relation. */
  subjects: number;
  /** Share of those subjects with exactly one object (1 for a strictly single-valued relation). */
  functionalShare: number;
  /**
   * Single-valued for most subjects (`functionalShare` at least the threshold, over enough
   * subjects): capital, place of birth, father. A subject with several values of such a relation
   * most likely holds outdated ones (Wikidata keeps them, ranked, and a snapshot without ranks
   * cannot tell which is current), so questions skip it.
   */
  functional: boolean;
  /** Share of edges (s, o) whose reverse (o, s) also exists: near 1 for "shares border with". */
  symmetricShare: number;
}

/** One relation's edges, indexed for question generation. Entities are entity numbers of the graph. */
export interface RelationIndex {
  /** The relation's number in the graph (`KnowledgeGraph.relationNumber`), -1 when it has none. */
  relation: number;
  profile: RelationProfile;
  /** Distinct subjects, in graph order. */
  subjects: readonly number[];
  /** Distinct objects, in order of first appearance (the pool of false objects and distractors). */
  objects: readonly number[];
  /**
   * Whether an entity looks like the relation's objects, to stand in for one as a false object or a
   * distractor: it has no types, or one of its types is common among the relation's objects (held
   * by at least 1% of the objects of its edges, or 50 of them). Keeps stray values out: Catholicism
   * among ethnic groups, zoology or athletics among occupations.
   */
  isTypicalObject(entity: number): boolean;
}

/** Options of {@link indexRelation}. */
export interface IndexRelationOptions {
  /** Least `functionalShare` of a functional relation. Default 0.85. */
  functionalThreshold?: number;
  /** Fewest subjects for a relation to be judged functional. Default 3. */
  minSubjects?: number;
}

/** Indexes one relation's edges in one pass and measures its {@link RelationProfile}. */
export function indexRelation(
  graph: KnowledgeGraph,
  relation: string,
  options: IndexRelationOptions = {},
): RelationIndex {
  const { functionalThreshold = 0.85, minSubjects = 3 } = options;
  const relationNumber = graph.relationNumber(relation);
  const edges = graph.edgeNumbersOfRelation(relation);
  const edgeCount = edges.subjects.length;
  const out = graph.adjacency("out");
  const subjects: number[] = [];
  const objects: number[] = [];
  const seenObjects = new Set<number>();
  let singleValued = 0;
  let reversed = 0;
  let runLength = 0;
  for (let index = 0; index < edgeCount; index += 1) {
    const subject = edges.subjects[index] as number;
    const object = edges.objects[index] as number;
    if (index === 0 || edges.subjects[index - 1] !== subject) {
      if (runLength === 1) singleValued += 1;
      runLength = 0;
      subjects.push(subject);
    }
    runLength += 1;
    if (!seenObjects.has(object)) {
      seenObjects.add(object);
      objects.push(object);
    }
    // Whether the reverse edge (object, relation, subject) exists.
    const reverseEnd = relationEnd(out, object, relationNumber);
    for (let position = relationStart(out, object, relationNumber); position < reverseEnd; position += 1) {
      if (out.ends[position] === subject) {
        reversed += 1;
        break;
      }
    }
  }
  if (runLength === 1) singleValued += 1;
  const functionalShare = subjects.length === 0 ? 0 : singleValued / subjects.length;
  // How many of the relation's edges end at an object of each type: counted on first use.
  let typeCounts: Map<string, number> | undefined;
  const countTypes = (): Map<string, number> => {
    const counts = new Map<string, number>();
    for (let index = 0; index < edgeCount; index += 1)
      for (const type of graph.entityAt(edges.objects[index] as number)?.types ?? [])
        counts.set(type, (counts.get(type) ?? 0) + 1);
    return counts;
  };
  const typicalCount = Math.min(50, Math.max(1, Math.ceil(edgeCount * 0.01)));
  return {
    relation: relationNumber,
    profile: {
      subjects: subjects.length,
      functionalShare,
      functional: subjects.length >= minSubjects && functionalShare >= functionalThreshold,
      symmetricShare: edgeCount === 0 ? 0 : reversed / edgeCount,
    },
    subjects,
    objects,
    isTypicalObject(entity) {
      const types = graph.entityAt(entity)?.types ?? [];
      if (types.length === 0) return true;
      typeCounts ??= countTypes();
      for (const type of types) if ((typeCounts.get(type) ?? 0) >= typicalCount) return true;
      return false;
    },
  };
}

/** The key of same-name lookups (namesakes): a label lower-cased (labels are tidy in practice). */
export function sameNameKey(label: string): string {
  return label.toLowerCase();
}

/** A name compared loosely: tidied and lower-cased. */
export function nameKey(name: string): string {
  return tidyLabel(name).toLowerCase();
}
