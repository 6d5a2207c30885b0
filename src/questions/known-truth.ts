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
  /**
   * Where entailments already followed are kept, so a popular true object ("United States") is
   * followed once per relation; see {@link createKnownTruthMemo}. Optional: without it nothing is kept.
   */
  memo?: KnownTruthMemo;
}

/** Entailments already followed, by depth, relation and start entities. */
export interface KnownTruthMemo {
  entailed: Map<string, Entailment>;
}

/** A set of entities reached by entailment and their loose names. */
interface Entailment {
  ids: ReadonlySet<string>;
  names: ReadonlySet<string> | undefined;
}

/** Entailments kept at most; the memo is emptied when it holds more (a bound on memory). */
const memoLimit = 20_000;

/** An empty {@link KnownTruthMemo}, for one generation. */
export function createKnownTruthMemo(): KnownTruthMemo {
  return { entailed: new Map() };
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
  const namesakes = index.subjectsByName().get(subjectLabel);
  const trueObjects = new Set(graph.objectsOf(subjectId, relation));
  if (namesakes !== undefined)
    for (const subject of namesakes)
      if (subject !== subjectId)
        for (const object of graph.objectsOf(subject, relation)) trueObjects.add(object);
  const entailment = entailmentOf(context, trueObjects, relation, entailmentDepth);
  const entailed = entailment.ids;
  const entailedNames = namesOfEntailment(context, entailment);
  // Edges out of and into the subject: scanned when few, else looked up in a set built on first use.
  const outgoingFacts = graph.outgoing(subjectId);
  let outgoing: Set<string> | undefined;
  const pointsFromSubject = (id: string): boolean => {
    if (outgoingFacts.length <= 16) return outgoingFacts.some((fact) => fact.object === id);
    outgoing ??= new Set(outgoingFacts.map((fact) => fact.object));
    return outgoing.has(id);
  };
  let incoming: Set<string> | undefined;
  const incomingCount = graph.inDegree(subjectId);
  const pointsAtSubject = (id: string): boolean => {
    if (incomingCount > 256) return graph.outgoing(id).some((fact) => fact.object === subjectId);
    incoming ??= new Set(graph.incoming(subjectId).map((fact) => fact.subject));
    return incoming.has(id);
  };
  return {
    acceptsAsWrong(id) {
      if (id === subjectId || entailed.has(id) || pointsFromSubject(id)) return false;
      if (!isNameableAndDistinct(context, id, entailedNames) || pointsAtSubject(id)) return false;
      // The other way round: a candidate inside the subject or a true object ("Is Harvard
      // University part of North America?" when Harvard is in the United States, which is).
      return !reaches(graph, id, relation, 2, (reached) => reached === subjectId || trueObjects.has(reached));
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
      const entailed = entailmentOf(context, objects, relation, 2).ids;
      if (entailed.has(objectId)) return false;
      for (const other of entailed)
        for (const name of context.namesOfEntity(other)) if (objectNames.has(name)) return false;
      return true;
    },
  };
}

/** {@link entailedBy}, kept in the context's memo. */
function entailmentOf(
  context: KnownTruthContext,
  start: ReadonlySet<string>,
  relation: string,
  depthLimit: number,
): Entailment {
  const { memo } = context;
  if (memo === undefined)
    return { ids: entailedBy(context.graph, start, relation, depthLimit), names: undefined };
  let key = `${String(depthLimit)} ${relation}`;
  for (const id of start) key += ` ${id}`;
  let entailment = memo.entailed.get(key);
  if (entailment === undefined) {
    if (memo.entailed.size >= memoLimit) memo.entailed.clear();
    entailment = { ids: entailedBy(context.graph, start, relation, depthLimit), names: undefined };
    memo.entailed.set(key, entailment);
  }
  return entailment;
}

function namesOfEntailment(context: KnownTruthContext, entailment: Entailment): ReadonlySet<string> {
  if (entailment.names !== undefined) return entailment.names;
  const names = namesOf(context, entailment.ids);
  if (context.memo !== undefined) entailment.names = names;
  return names;
}

/**
 * Whether {@link entailedBy} from one entity reaches (besides the entity itself) an entity that
 * `isTarget` accepts: the same walk, stopped at the first hit.
 */
function reaches(
  graph: KnowledgeGraph,
  start: string,
  relation: string,
  depthLimit: number,
  isTarget: (id: string) => boolean,
): boolean {
  const reached = new Set([start]);
  let frontier = [start];
  const relations = transitiveRelations.has(relation)
    ? [relation, ...entailingRelations.filter((other) => other !== relation)]
    : entailingRelations;
  for (let depth = 0; depth < depthLimit && frontier.length > 0; depth += 1) {
    const next: string[] = [];
    for (const entity of frontier) {
      for (const other of relations) {
        for (const object of graph.objectsOf(entity, other)) {
          if (reached.has(object)) continue;
          if (isTarget(object)) return true;
          reached.add(object);
          next.push(object);
          if (reached.size >= entailmentLimit) return false;
        }
      }
    }
    frontier = next;
  }
  return false;
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
