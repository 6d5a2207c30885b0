import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { isUsableLabel } from "./question-candidates.js";
import { tidyLabel } from "./noun-phrase.js";
import { nameKey, sameNameKey, type RelationIndex } from "./relation-index.js";

/**
 * Relations followed, besides the question's own, to find what a true object entails: a novelist
 * is a writer (subclass of), Paris is in France (located in, country, part of). So "Was X a
 * writer?" or "Was X born in France?" are never asked as No questions.
 */
const entailingRelations = ["P279", "P131", "P17", "P361", "P30"] as const;
/** How many steps to follow, and how many entities to collect at most. */
const entailmentDepth = 3;
const entailmentLimit = 200;
/** Relations whose chains entail more of themselves (part of a part is a part); others are followed one step. */
const transitiveRelations: ReadonlySet<string> = new Set([
  "P131",
  "P361",
  "P527",
  "P279",
  "P171",
  "P276",
  "P17",
  "P30",
]);

/** What the verification of a false statement needs. */
export interface KnownTruthContext {
  graph: KnowledgeGraph;
  /** Longest usable label of a false object or distractor. */
  maxLabelLength: number;
  relationIndex: (relation: string) => RelationIndex;
  /** Loose names (label and aliases, see {@link nameKey}) of an entity, cached by the caller. */
  namesOfEntity: (id: string) => readonly string[];
}

/** A test for entities that are safely wrong in one slot of a statement. */
export interface KnownTruth {
  /** Whether `id` may replace the true entity: the statement with it is false in the graph. */
  acceptsAsWrong(id: string): boolean;
}

/**
 * What the graph says is true of (SUBJECT, relation, ?), to verify a false statement (a No
 * question's object, a distractor). A candidate is wrong when it is not an object of the subject,
 * nor of any entity with the subject's name (same-label entities); not connected to the subject
 * at all (paper section 3.2.1); not entailed by a true object (a superclass or a place that holds
 * it, within three steps); nameable; and shares no name (label or alias, ignoring case) with any
 * true or entailed object.
 */
export function knownObjectsOf(context: KnownTruthContext, subjectId: string, relation: string): KnownTruth {
  const { graph } = context;
  const index = context.relationIndex(relation);
  const subjectLabel = sameNameKey(graph.entity(subjectId)?.label ?? "");
  const subjects = new Set([subjectId, ...(index.subjectsByName().get(subjectLabel) ?? [])]);
  const trueObjects = new Set<string>();
  for (const subject of subjects)
    for (const object of graph.objectsOf(subject, relation)) trueObjects.add(object);
  const entailed = entailedBy(graph, trueObjects, relation);
  const entailedNames = namesOf(context, entailed);
  const outgoing = new Set(graph.outgoing(subjectId).map((fact) => fact.object));
  // Edges into the subject: as a set when few, else looked up from the candidate's side.
  const incoming =
    graph.inDegree(subjectId) <= 256
      ? new Set(graph.incoming(subjectId).map((fact) => fact.subject))
      : undefined;
  const pointsAtSubject = (id: string): boolean =>
    incoming !== undefined ? incoming.has(id) : graph.outgoing(id).some((fact) => fact.object === subjectId);
  return {
    acceptsAsWrong(id) {
      if (id === subjectId || entailed.has(id) || outgoing.has(id)) return false;
      if (!isNameableAndDistinct(context, id, entailedNames) || pointsAtSubject(id)) return false;
      // The other way round: a candidate inside the subject or a true object ("Is Harvard
      // University part of North America?" when Harvard is in the United States, which is).
      const above = entailedBy(graph, new Set([id]), relation, 2);
      above.delete(id);
      if (above.has(subjectId)) return false;
      for (const object of trueObjects) if (above.has(object)) return false;
      return true;
    },
  };
}

/**
 * What the graph says is true of (?, relation, OBJECT), to verify distractors of a question asking
 * for the subject: a candidate subject is wrong when neither it nor any entity with its name has
 * the object, or an entity named like it, as a true or entailed object.
 */
export function knownSubjectsOf(context: KnownTruthContext, objectId: string, relation: string): KnownTruth {
  const { graph } = context;
  const index = context.relationIndex(relation);
  const objectNames = namesOf(context, new Set([objectId]));
  return {
    acceptsAsWrong(id) {
      if (id === objectId || !isNameableAndDistinct(context, id, objectNames)) return false;
      const label = sameNameKey(graph.entity(id)?.label ?? "");
      const subjects = index.subjectsByName().get(label) ?? [id];
      const objects = new Set<string>();
      for (const subject of subjects)
        for (const object of graph.objectsOf(subject, relation)) objects.add(object);
      if (objects.has(objectId)) return false;
      const entailed = entailedBy(graph, objects, relation, 2);
      if (entailed.has(objectId)) return false;
      for (const name of namesOf(context, entailed)) if (objectNames.has(name)) return false;
      return true;
    },
  };
}

/** The given entities and everything they reach by the relation itself and the entailing relations. */
function entailedBy(
  graph: KnowledgeGraph,
  start: ReadonlySet<string>,
  relation: string,
  depthLimit = entailmentDepth,
): Set<string> {
  const reached = new Set(start);
  let frontier = [...start];
  const relations = transitiveRelations.has(relation)
    ? [relation, ...entailingRelations.filter((other) => other !== relation)]
    : entailingRelations;
  for (let depth = 0; depth < depthLimit && frontier.length > 0; depth += 1) {
    const next: string[] = [];
    for (const entity of frontier) {
      for (const other of relations) {
        for (const object of graph.objectsOf(entity, other)) {
          if (reached.has(object)) continue;
          reached.add(object);
          next.push(object);
          if (reached.size >= entailmentLimit) return reached;
        }
      }
    }
    frontier = next;
  }
  return reached;
}

function namesOf(context: KnownTruthContext, ids: ReadonlySet<string>): Set<string> {
  const names = new Set<string>();
  for (const id of ids) for (const name of context.namesOfEntity(id)) names.add(name);
  return names;
}

/** An entity's label and aliases as loose names, without empty ones. */
export function looseNamesOf(entity: { label: string; aliases: readonly string[] } | undefined): string[] {
  if (entity === undefined) return [];
  const names: string[] = [];
  for (const name of [entity.label, ...entity.aliases]) {
    const key = nameKey(name);
    if (key !== "") names.push(key);
  }
  return names;
}

function isNameableAndDistinct(
  context: KnownTruthContext,
  id: string,
  takenNames: ReadonlySet<string>,
): boolean {
  const entity = context.graph.entity(id);
  if (entity === undefined || !isUsableLabel(entity.label)) return false;
  if (entity.label.length > context.maxLabelLength && tidyLabel(entity.label).length > context.maxLabelLength)
    return false;
  return context.namesOfEntity(id).every((name) => !takenNames.has(name));
}
