import { relationEnd, relationStart, type Adjacency } from "../graph/adjacency.js";
import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { containingPlaceOf, isLocalDivisionLabel, localDivisionPlaceOf } from "./class-label-kind.js";
import type { EntityProfiles } from "./entity-profiles.js";
import { nameKey, type RelationIndex } from "./relation-index.js";
import { relationSemantics } from "./relation-semantics.js";

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

/** What the verification of a false statement needs. Entities are entity numbers of the graph. */
export interface KnownTruthContext {
  graph: KnowledgeGraph;
  relationIndex: (relation: string) => RelationIndex;
  /** Names, kinds and label checks of entities, kept for the generation. */
  profiles: EntityProfiles;
  /**
   * Where entailments already followed are kept, so a popular true object ("United States") is
   * followed once per relation; see {@link createKnownTruthMemo}.
   */
  memo: KnownTruthMemo;
}

/** Entailments already followed, by depth, relation and start entities. */
export interface KnownTruthMemo {
  /** By relation number and depth (see {@link groupOf}), then by the start entities. */
  groups: Map<number, EntailmentGroup>;
  /** Entailments kept, over all groups. */
  size: number;
  /** The relation numbers to follow from each question relation (see {@link followedRelations}). */
  followed: Map<string, Int32Array>;
  /** Scratch space of {@link reaches}, reused so that a walk allocates nothing. */
  walk: Walk | undefined;
  /** Whether an entity is a county, district or borough ({@link isLocalDivision}), by number. */
  localDivisions: Map<number, boolean>;
  /**
   * By class id: the place a county's, district's or borough's class label names, lower-cased
   * ("borough of New York City": "new york city"), or `null` for any other class.
   */
  divisionOf: Map<string, string | null>;
  /** By entity number: the place its county's, district's or borough's class names, or `null`. */
  divisionPlaces: Map<number, string | null>;
  /** By class id: the loose name of the place its label says holds its members, or `null` ({@link containingPlaceOf}). */
  placeOfClass: Map<string, string | null>;
  /** By entity number: the loose names of the places its classes name ({@link classPlacesOf}). */
  classPlaces: Map<number, readonly string[]>;
}

/** Marks of the entities a walk has reached (`marks[entity] === stamp`) and its queue. */
interface Walk {
  marks: Int32Array;
  stamp: number;
  queue: Int32Array;
}

/** Entailments of one depth and relation. */
interface EntailmentGroup {
  /** From one start entity. */
  single: Map<number, Entailment>;
  /** From several, keyed by their numbers in order (the order decides where the walk stops). */
  several: Map<string, Entailment>;
  /** From the objects of a subject and of its namesakes, by subject ({@link knownSubjectsOf}). */
  bySubject: Map<number, Entailment>;
}

/** A set of entities reached by entailment and their loose names. */
interface Entailment {
  ids: ReadonlySet<number>;
  names: ReadonlySet<string> | undefined;
}

/** Entailments kept at most; the memo is emptied when it holds more (a bound on memory). */
const memoLimit = 20_000;

/** An empty {@link KnownTruthMemo}, for one generation. */
export function createKnownTruthMemo(): KnownTruthMemo {
  return {
    groups: new Map(),
    size: 0,
    followed: new Map(),
    walk: undefined,
    localDivisions: new Map(),
    divisionOf: new Map(),
    divisionPlaces: new Map(),
    placeOfClass: new Map(),
    classPlaces: new Map(),
  };
}

/** A test for entities that are safely wrong in one slot of a statement. */
export interface KnownTruth {
  /**
   * Whether entity number `entity` may replace the true entity: the statement with it is false in
   * the graph.
   */
  acceptsAsWrong(entity: number): boolean;
}

/**
 * What the graph says is true of (SUBJECT, relation, ?), to verify a false statement (a No
 * question's object, a distractor). A candidate is wrong when it is not an object of the subject,
 * nor of any entity with the subject's name (same-label entities); not connected to the subject
 * at all (paper section 3.2.1); not entailed by a true object (a superclass or a place that holds
 * it, within three steps); nameable; and shares no name (label or alias, ignoring case) with any
 * true or entailed object.
 */
export function knownObjectsOf(context: KnownTruthContext, subject: number, relation: string): KnownTruth {
  const { graph, profiles } = context;
  const out = graph.adjacency("out");
  const index = context.relationIndex(relation);
  const namesakes = subjectsNamedLike(context, index, subject);
  const trueObjects = new Set<number>();
  addObjects(out, subject, index.relation, trueObjects);
  if (namesakes !== undefined)
    for (const namesake of namesakes)
      if (namesake !== subject) addObjects(out, namesake, index.relation, trueObjects);
  const followed = followedRelations(context, relation);
  const group = groupOf(context.memo, index.relation, entailmentDepth);
  const entailment = entailmentOf(context, group, followed, trueObjects, entailmentDepth);
  const entailed = entailment.ids;
  const entailedNames = namesOfEntailment(context, entailment);
  const walk = walkOf(context);
  const border = graph.relationNumber(borderRelation);
  const nearby = nearbyTest(context, relation);
  // The places the subject's classes name: County Tyrone, a "historic county of the United
  // Kingdom", is never asked as not in the United Kingdom, though the graph stops at Northern Ireland.
  const subjectPlaces = classPlacesOf(context, subject);
  // Edges out of and into the subject: scanned when few, else looked up in a sorted copy made on
  // first use (a Set of them costs more to build than the few lookups a question makes).
  const outStart = out.offsets[subject] as number;
  const outEnd = out.offsets[subject + 1] as number;
  let outgoing: Int32Array | undefined;
  const pointsFromSubject = (entity: number): boolean => {
    if (outEnd - outStart <= 16) return includes(out.ends, outStart, outEnd, entity);
    outgoing ??= out.ends.slice(outStart, outEnd).sort();
    return sortedIncludes(outgoing, entity);
  };
  const into = graph.adjacency("in");
  const inStart = into.offsets[subject] as number;
  const inEnd = into.offsets[subject + 1] as number;
  let incoming: Int32Array | undefined;
  const pointsAtSubject = (entity: number): boolean => {
    if (inEnd - inStart <= 16) return includes(into.ends, inStart, inEnd, entity);
    if (inEnd - inStart > 256)
      return includes(out.ends, out.offsets[entity] as number, out.offsets[entity + 1] as number, subject);
    incoming ??= into.ends.slice(inStart, inEnd).sort();
    return sortedIncludes(incoming, entity);
  };
  return {
    acceptsAsWrong(entity) {
      if (entity === subject || entailed.has(entity) || pointsFromSubject(entity)) return false;
      if (!isNameableAndDistinct(profiles, entity, entailedNames) || pointsAtSubject(entity)) return false;
      if (subjectPlaces.length > 0 && profiles.names(entity).some((name) => subjectPlaces.includes(name)))
        return false;
      // The other way round: a candidate inside the subject or a true object ("Is Harvard
      // University part of North America?" when Harvard is in the United States, which is).
      if (reaches(out, walk, entity, followed, 2, subject, trueObjects)) return false;
      // A place next to the true one is loosely called by its name (Neuilly-sur-Seine for Paris).
      for (const trueObject of trueObjects) if (sharesBorder(out, border, entity, trueObject)) return false;
      // So is a town in the same county (Malibu for Santa Monica), where the relation is no hierarchy.
      if (nearby !== undefined)
        for (const trueObject of trueObjects) if (nearby(entity, trueObject)) return false;
      return true;
    },
  };
}

/**
 * What the graph says is true of (?, relation, OBJECT), to verify distractors of a question asking
 * for the subject: a candidate subject is wrong when neither it nor any entity with its name has
 * the object, or an entity named like it, as a true or entailed object.
 */
export function knownSubjectsOf(context: KnownTruthContext, object: number, relation: string): KnownTruth {
  const { profiles, graph } = context;
  const out = graph.adjacency("out");
  const border = graph.relationNumber(borderRelation);
  const bordering = borderingOf(graph, border, object);
  const objectNames = new Set(profiles.names(object));
  const index = context.relationIndex(relation);
  const followed = followedRelations(context, relation);
  const group = groupOf(context.memo, index.relation, 2);
  const nearby = nearbyTest(context, relation);
  return {
    acceptsAsWrong(entity) {
      // A true subject (most candidates turned down, for a popular object) is found by its edge
      // before its names and entailments are looked at; the entailments hold the object anyway.
      if (entity === object || hasEdge(out, entity, index.relation, object)) return false;
      if (!isNameableAndDistinct(profiles, entity, objectNames)) return false;
      // The true objects of the candidate and its namesakes are among the entailed ones.
      const entailed = entailmentOfSubject(context, index, group, followed, entity).ids;
      if (entailed.has(object)) return false;
      // One who died in Neuilly-sur-Seine is loosely said to have died in Paris, next to it.
      if (bordering !== undefined) for (const other of entailed) if (bordering.has(other)) return false;
      // Or to have died in Santa Monica when the record says Malibu, in the same county.
      if (nearby !== undefined) for (const other of entailed) if (nearby(other, object)) return false;
      // Most candidates are judged once: their entailed names are checked, not gathered in a set, and
      // so are the places their classes name (a "county of Northern Ireland" is in Northern Ireland).
      for (const place of classPlacesOf(context, entity)) if (objectNames.has(place)) return false;
      for (const other of entailed) {
        for (const name of profiles.names(other)) if (objectNames.has(name)) return false;
        for (const place of classPlacesOf(context, other)) if (objectNames.has(place)) return false;
      }
      return true;
    },
  };
}

/**
 * What the objects of `subject` and of the subjects named like it entail (two steps), kept per
 * subject: a popular distractor is judged against many objects.
 */
function entailmentOfSubject(
  context: KnownTruthContext,
  index: RelationIndex,
  group: EntailmentGroup,
  followed: Int32Array,
  subject: number,
): Entailment {
  let entailment = group.bySubject.get(subject);
  if (entailment === undefined) {
    const out = context.graph.adjacency("out");
    const objects = new Set<number>();
    const namesakes = subjectsNamedLike(context, index, subject) ?? [subject];
    for (const namesake of namesakes) addObjects(out, namesake, index.relation, objects);
    const made = entailmentOf(context, group, followed, objects, 2);
    keep(context.memo, () => group.bySubject.set(subject, made));
    entailment = made;
  }
  return entailment;
}

/**
 * The relation's subjects whose label has the same `sameNameKey` as `entity`'s, in graph
 * order, or `undefined` when `entity` has no label or no subject shares its name.
 */
function subjectsNamedLike(
  context: KnownTruthContext,
  index: RelationIndex,
  entity: number,
): readonly number[] | undefined {
  const { profiles } = context;
  if ((profiles.entity(entity)?.label ?? "") === "") return undefined;
  const out = context.graph.adjacency("out");
  const isSubject = (other: number): boolean =>
    relationStart(out, other, index.relation) < relationEnd(out, other, index.relation);
  const namesakes = profiles.namesakes(entity);
  if (namesakes === undefined) return isSubject(entity) ? [entity] : undefined;
  const subjects = namesakes.filter(isSubject);
  return subjects.length === 0 ? undefined : subjects;
}

/** Adds the objects of (subject, relation), in edge order. */
function addObjects(out: Adjacency, subject: number, relation: number, objects: Set<number>): void {
  const end = relationEnd(out, subject, relation);
  for (let position = relationStart(out, subject, relation); position < end; position += 1)
    objects.add(out.ends[position] as number);
}

/** {@link entailedBy}, kept in the context's memo (in `group`, of the same relation and depth). */
function entailmentOf(
  context: KnownTruthContext,
  group: EntailmentGroup,
  followed: Int32Array,
  start: ReadonlySet<number>,
  depthLimit: number,
): Entailment {
  const only = start.size === 1 ? (start.values().next().value as number) : undefined;
  const several = only === undefined ? [...start].join(" ") : "";
  let entailment = only === undefined ? group.several.get(several) : group.single.get(only);
  if (entailment === undefined) {
    const made: Entailment = {
      ids: entailedBy(context.graph.adjacency("out"), start, followed, depthLimit),
      names: undefined,
    };
    keep(context.memo, () => {
      if (only === undefined) group.several.set(several, made);
      else group.single.set(only, made);
    });
    entailment = made;
  }
  return entailment;
}

/** The memo's entailments of one relation (by number) and depth. */
function groupOf(memo: KnownTruthMemo, relation: number, depthLimit: number): EntailmentGroup {
  const key = (relation + 1) * 8 + depthLimit;
  let group = memo.groups.get(key);
  if (group === undefined) {
    group = { single: new Map(), several: new Map(), bySubject: new Map() };
    memo.groups.set(key, group);
  }
  return group;
}

/** The memo's {@link Walk}, made on first use. */
function walkOf(context: KnownTruthContext): Walk {
  return (context.memo.walk ??= {
    marks: new Int32Array(context.graph.entityCount),
    stamp: 0,
    queue: new Int32Array(entailmentLimit),
  });
}

/** Runs `store` to keep one more entailment, emptying the memo first when it is full. */
function keep(memo: KnownTruthMemo, store: () => void): void {
  if (memo.size >= memoLimit) {
    for (const group of memo.groups.values()) {
      group.single.clear();
      group.several.clear();
      group.bySubject.clear();
    }
    memo.size = 0;
  }
  store();
  memo.size += 1;
}

/**
 * The loose names of everything an entailment holds, and of the places their classes name
 * ({@link classPlacesOf}): Northern Ireland, a "country of the United Kingdom", entails the United
 * Kingdom though the graph places it nowhere.
 */
function namesOfEntailment(context: KnownTruthContext, entailment: Entailment): ReadonlySet<string> {
  if (entailment.names !== undefined) return entailment.names;
  const names = new Set<string>();
  for (const entity of entailment.ids) {
    for (const name of context.profiles.names(entity)) names.add(name);
    for (const place of classPlacesOf(context, entity)) names.add(place);
  }
  entailment.names = names;
  return names;
}

const noPlaces: readonly string[] = [];

/**
 * The loose names ({@link nameKey}) of the places an entity's classes say hold it
 * ({@link containingPlaceOf}: "historic county of the United Kingdom", "country of the United
 * Kingdom"), kept per entity. A member lies within such a place even where the graph's "located
 * in" stops short of it, so the place is never a safe false object for it, nor for what it holds.
 */
function classPlacesOf(context: KnownTruthContext, entity: number): readonly string[] {
  const { graph, memo } = context;
  let places = memo.classPlaces.get(entity);
  if (places === undefined) {
    places = noPlaces;
    for (const type of graph.entityAt(entity)?.types ?? []) {
      let place = memo.placeOfClass.get(type);
      if (place === undefined) {
        const label = graph.classLabel(type);
        const named = label === undefined ? undefined : containingPlaceOf(label);
        place = named === undefined ? null : nameKey(named);
        memo.placeOfClass.set(type, place);
      }
      if (place !== null && !places.includes(place)) places = [...places, place];
    }
    memo.classPlaces.set(entity, places);
  }
  return places;
}

/**
 * The relation numbers an entailment follows from a question relation: the relation itself first
 * when it is transitive, then the entailing relations (those the graph has).
 */
function followedRelations(context: KnownTruthContext, relation: string): Int32Array {
  let followed = context.memo.followed.get(relation);
  if (followed === undefined) {
    const ids = transitiveRelations.has(relation)
      ? [relation, ...entailingRelations.filter((other) => other !== relation)]
      : entailingRelations;
    followed = Int32Array.from(
      ids.map((id) => context.graph.relationNumber(id)).filter((number) => number >= 0),
    );
    context.memo.followed.set(relation, followed);
  }
  return followed;
}

/**
 * Whether {@link entailedBy} from one entity reaches (besides the entity itself) `subject` or one
 * of `trueObjects`: the same walk, breadth first, stopped at the first hit. Marks reached entities
 * in `walk` instead of a set.
 */
function reaches(
  out: Adjacency,
  walk: Walk,
  start: number,
  followed: Int32Array,
  depthLimit: number,
  subject: number,
  trueObjects: ReadonlySet<number>,
): boolean {
  if (walk.stamp === 0x7fffffff) {
    walk.marks.fill(0);
    walk.stamp = 0;
  }
  const stamp = (walk.stamp += 1);
  const { marks, queue } = walk;
  marks[start] = stamp;
  queue[0] = start;
  let head = 0;
  let tail = 1;
  for (let depth = 0; depth < depthLimit && head < tail; depth += 1) {
    const levelEnd = tail;
    while (head < levelEnd) {
      const entity = queue[head] as number;
      head += 1;
      for (const relation of followed) {
        const end = relationEnd(out, entity, relation);
        for (let position = relationStart(out, entity, relation); position < end; position += 1) {
          const object = out.ends[position] as number;
          if (marks[object] === stamp) continue;
          if (object === subject || trueObjects.has(object)) return true;
          marks[object] = stamp;
          queue[tail] = object;
          tail += 1;
          if (tail >= entailmentLimit) return false;
        }
      }
    }
  }
  return false;
}

/** The given entities and everything they reach by the followed relations, within `depthLimit` steps. */
function entailedBy(
  out: Adjacency,
  start: ReadonlySet<number>,
  followed: Int32Array,
  depthLimit: number,
): Set<number> {
  const reached = new Set(start);
  let frontier = [...start];
  for (let depth = 0; depth < depthLimit && frontier.length > 0; depth += 1) {
    const next: number[] = [];
    for (const entity of frontier) {
      for (const relation of followed) {
        const end = relationEnd(out, entity, relation);
        for (let position = relationStart(out, entity, relation); position < end; position += 1) {
          const object = out.ends[position] as number;
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

/** Whether `array` holds `value` between `start` and `end` (exclusive). */
function includes(array: Int32Array, start: number, end: number, value: number): boolean {
  for (let position = start; position < end; position += 1) if (array[position] === value) return true;
  return false;
}

/** Whether a sorted array holds `value` (binary search). */
function sortedIncludes(sorted: Int32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((sorted[middle] as number) < value) low = middle + 1;
    else high = middle;
  }
  return low < sorted.length && sorted[low] === value;
}

function isNameableAndDistinct(
  profiles: EntityProfiles,
  entity: number,
  takenNames: ReadonlySet<string>,
): boolean {
  if (!profiles.nameable(entity)) return false;
  for (const name of profiles.names(entity)) if (takenNames.has(name)) return false;
  return true;
}

/** Located in (P131): the county, district or borough a town lies directly within. */
const locatedInRelation = "P131";

/**
 * A test of whether two places lie directly within one county, district or borough (a class whose
 * label `isLocalDivisionLabel` reads as one), or one is a borough or district of the other by its
 * class's label (Brooklyn, a "borough of New York City"): a birth, a death or a seat recorded at one
 * of them may be told of the other, so neither is a safe false object for the other. `undefined` for
 * relations along a hierarchy (located in places the subject itself: the town next door is wrong).
 */
function nearbyTest(
  context: KnownTruthContext,
  relation: string,
): ((first: number, second: number) => boolean) | undefined {
  const { graph, memo } = context;
  const locatedIn = graph.relationNumber(locatedInRelation);
  if (relationSemantics[relation]?.hierarchy === true) return undefined;
  const out = graph.adjacency("out");
  const divisionOf = (type: string): string | null => {
    let place = memo.divisionOf.get(type);
    if (place === undefined) {
      const label = graph.classLabel(type);
      place = (label === undefined ? undefined : localDivisionPlaceOf(label)) ?? null;
      memo.divisionOf.set(type, place);
    }
    return place;
  };
  // The place an entity's county, district or borough class names, kept per entity: most have none.
  const placeNamedBy = (entity: number): string | null => {
    let named = memo.divisionPlaces.get(entity);
    if (named === undefined) {
      named = null;
      for (const type of graph.entityAt(entity)?.types ?? []) {
        named = divisionOf(type);
        if (named !== null) break;
      }
      memo.divisionPlaces.set(entity, named);
    }
    return named;
  };
  const isDivisionOf = (place: number, other: number): boolean => {
    const named = placeNamedBy(place);
    return named !== null && named === graph.entityAt(other)?.label.trim().toLowerCase();
  };

  const isLocalDivision = (entity: number): boolean => {
    let local = memo.localDivisions.get(entity);
    if (local === undefined) {
      local = (graph.entityAt(entity)?.types ?? []).some((type) => {
        const label = graph.classLabel(type);
        return label !== undefined && isLocalDivisionLabel(label);
      });
      memo.localDivisions.set(entity, local);
    }
    return local;
  };
  return (first, second) => {
    if (isDivisionOf(first, second) || isDivisionOf(second, first)) return true;
    if (locatedIn < 0) return false;
    const end = relationEnd(out, first, locatedIn);
    for (let position = relationStart(out, first, locatedIn); position < end; position += 1) {
      const parent = out.ends[position] as number;
      if (parent !== second && hasEdge(out, second, locatedIn, parent) && isLocalDivision(parent))
        return true;
    }
    return false;
  };
}

/** Shares border with (P47): places next to each other. */
const borderRelation = "P47";

/**
 * The entities that share a border with `entity` either way (an edge of P47 from it or to it, as
 * {@link sharesBorder} reads them), or undefined when none does (`border` is the graph's number of
 * P47, -1 when it has none).
 */
function borderingOf(graph: KnowledgeGraph, border: number, entity: number): ReadonlySet<number> | undefined {
  if (border < 0) return undefined;
  let bordering: Set<number> | undefined;
  for (const adjacency of [graph.adjacency("out"), graph.adjacency("in")]) {
    const end = relationEnd(adjacency, entity, border);
    for (let position = relationStart(adjacency, entity, border); position < end; position += 1)
      (bordering ??= new Set()).add(adjacency.ends[position] as number);
  }
  return bordering;
}

/** Whether two entities share a border (`border` is the graph's number of P47, -1 when it has none). */
function sharesBorder(out: Adjacency, border: number, first: number, second: number): boolean {
  if (border < 0) return false;
  return hasEdge(out, first, border, second) || hasEdge(out, second, border, first);
}

/** Whether the graph has the edge `from -relation-> to`. */
export function hasEdge(out: Adjacency, from: number, relation: number, to: number): boolean {
  const end = relationEnd(out, from, relation);
  for (let position = relationStart(out, from, relation); position < end; position += 1)
    if (out.ends[position] === to) return true;
  return false;
}
