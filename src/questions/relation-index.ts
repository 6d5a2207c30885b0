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

/** One relation's edges, indexed for question generation. */
export interface RelationIndex {
  profile: RelationProfile;
  /** Distinct subjects, in graph order. */
  subjects: readonly string[];
  /** Distinct objects, in order of first appearance (the pool of false objects and distractors). */
  objects: readonly string[];
  /** Subjects by {@link sameNameKey} of their label: entities that share a name (built on first use). */
  subjectsByName: () => ReadonlyMap<string, readonly string[]>;
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
  const edges = graph.edgesOfRelation(relation);
  const subjects: string[] = [];
  const objects: string[] = [];
  const seenObjects = new Set<string>();
  let subjectsByName: Map<string, string[]> | undefined;
  let singleValued = 0;
  let reversed = 0;
  let runLength = 0;
  for (let index = 0; index < edges.length; index += 1) {
    const edge = edges[index];
    if (edge === undefined) continue;
    if (index === 0 || edges[index - 1]?.subject !== edge.subject) {
      if (runLength === 1) singleValued += 1;
      runLength = 0;
      subjects.push(edge.subject);
    }
    runLength += 1;
    if (!seenObjects.has(edge.object)) {
      seenObjects.add(edge.object);
      objects.push(edge.object);
    }
    if (graph.hasFact(edge.object, relation, edge.subject)) reversed += 1;
  }
  if (runLength === 1) singleValued += 1;
  const functionalShare = subjects.length === 0 ? 0 : singleValued / subjects.length;
  return {
    profile: {
      subjects: subjects.length,
      functionalShare,
      functional: subjects.length >= minSubjects && functionalShare >= functionalThreshold,
      symmetricShare: edges.length === 0 ? 0 : reversed / edges.length,
    },
    subjects,
    objects,
    subjectsByName() {
      if (subjectsByName === undefined) {
        subjectsByName = new Map();
        for (const id of subjects) {
          const key = sameNameKey(graph.entity(id)?.label ?? "");
          if (key === "") continue;
          const ids = subjectsByName.get(key);
          if (ids === undefined) subjectsByName.set(key, [id]);
          else ids.push(id);
        }
      }
      return subjectsByName;
    },
  };
}

/** The key of {@link RelationIndex.subjectsByName}: a label lower-cased (labels are tidy in practice). */
export function sameNameKey(label: string): string {
  return label.toLowerCase();
}

/** A name compared loosely: tidied and lower-cased. */
export function nameKey(name: string): string {
  return tidyLabel(name).toLowerCase();
}
