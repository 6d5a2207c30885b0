import type { DatedStatement, Entity, Fact, FactSet, Relation } from "../knowledge/fact-set.js";
import { buildAdjacency, type Adjacency } from "./adjacency.js";
import { buildCompressedIndex, rangeOf, type CompressedIndex } from "./compressed-index.js";
import { IdTable } from "./id-table.js";

/** A relation and how many edges carry it. */
export interface RelationFrequency {
  relation: Relation;
  /** Number of edges (distinct facts) with this relation. */
  count: number;
}

/** The arrays a {@link KnowledgeGraph} is made of; built by {@link KnowledgeGraph.fromFactSet}. */
interface KnowledgeGraphParts {
  entityIds: IdTable;
  /** Described entities by number; undescribed ones are `undefined`. */
  entities: (Entity | undefined)[];
  relationIds: IdTable;
  relations: (Relation | undefined)[];
  subjects: Int32Array;
  predicates: Int32Array;
  objects: Int32Array;
  bySubject: CompressedIndex;
  seeds: string[];
  statements: readonly DatedStatement[];
  asOf: string | undefined;
  classLabels: ReadonlyMap<string, string>;
  /** Indexes of a graph this one shares its facts with (see `withEntityNames`), not built again. */
  shared?: {
    byObject: CompressedIndex;
    byRelation: CompressedIndex;
    statementsByPair: Map<string, DatedStatement[]>;
  };
  /** How described entities read in this graph (see `withEntityNames`). */
  rename?: (entity: Entity) => Entity;
}

/**
 * The directed multigraph G = (V, E) of the FactChecker paper (section 3.1.2): vertices are the
 * subject and object entities, every fact triplet (SUBJECT, relation, OBJECT) is an edge from
 * SUBJECT to OBJECT labelled with its relation, and two entities may be joined by several edges with
 * different relations.
 *
 * Exact duplicate facts are merged into one edge. Entities and relations that facts mention but the
 * fact set does not describe get an empty label (question generation skips them). Ids are the fact
 * set's strings (`Q30`, `P36`); inside, everything is integer arrays with compressed sparse row
 * indexes by subject, by object and by relation (each group sorted by relation, or by subject for
 * the relation index), so lookups by subject and relation are binary searches and 570k facts build
 * in well under a second. The graph is immutable.
 */
export class KnowledgeGraph {
  readonly #entityIds: IdTable;
  readonly #entities: (Entity | undefined)[];
  readonly #relationIds: IdTable;
  readonly #relations: (Relation | undefined)[];
  readonly #subjects: Int32Array;
  readonly #predicates: Int32Array;
  readonly #objects: Int32Array;
  readonly #bySubject: CompressedIndex;
  readonly #byObject: CompressedIndex;
  readonly #byRelation: CompressedIndex;
  readonly #seeds: readonly string[];
  readonly #statements: readonly DatedStatement[];
  readonly #statementsByPair: Map<string, DatedStatement[]>;
  readonly #asOf: string | undefined;
  readonly #classLabels: ReadonlyMap<string, string>;
  #seedFlags: Uint8Array | undefined;
  #outAdjacency: Adjacency | undefined;
  #inAdjacency: Adjacency | undefined;
  readonly #parts: KnowledgeGraphParts;
  readonly #rename: ((entity: Entity) => Entity) | undefined;
  // Renamed entities by number, filled on first use; empty when the graph renames nothing.
  readonly #renamed: (Entity | undefined)[] = [];

  private constructor(parts: KnowledgeGraphParts) {
    this.#parts = parts;
    this.#rename = parts.rename;
    // A packed array of the entities' slots (a sparse one is dictionary-backed and slow).
    if (parts.rename !== undefined)
      for (let number = 0; number < parts.entities.length; number += 1) this.#renamed.push(undefined);
    this.#entityIds = parts.entityIds;
    this.#entities = parts.entities;
    this.#relationIds = parts.relationIds;
    this.#relations = parts.relations;
    this.#subjects = parts.subjects;
    this.#predicates = parts.predicates;
    this.#objects = parts.objects;
    this.#bySubject = parts.bySubject;
    this.#seeds = Object.freeze([...parts.seeds]);
    this.#statements = parts.statements;
    this.#asOf = parts.asOf;
    this.#classLabels = parts.classLabels;
    if (parts.shared !== undefined) {
      this.#byObject = parts.shared.byObject;
      this.#byRelation = parts.shared.byRelation;
      this.#statementsByPair = parts.shared.statementsByPair;
      return;
    }
    this.#byObject = buildCompressedIndex({
      keys: parts.objects,
      keyCount: parts.entityIds.size,
      secondaryKeys: parts.predicates,
      secondaryKeyCount: parts.relationIds.size,
    });
    this.#byRelation = buildCompressedIndex({
      keys: parts.predicates,
      keyCount: parts.relationIds.size,
      secondaryKeys: parts.subjects,
      secondaryKeyCount: parts.entityIds.size,
    });
    this.#statementsByPair = new Map();
    for (const statement of parts.statements) {
      const key = `${statement.subject} ${statement.relation}`;
      const list = this.#statementsByPair.get(key);
      if (list === undefined) this.#statementsByPair.set(key, [statement]);
      else list.push(statement);
    }
  }

  /**
   * The same graph (facts, ids, seeds, statements and indexes shared, nothing built again) whose
   * described entities read as `rename` gives them: each entity is renamed on first use and kept.
   * `rename` returns the entity itself to leave it as it is, and must keep its id. Question
   * generation names entities as English speakers write them this way ("Leo XIV" for "Leão XIV").
   */
  withEntityNames(rename: (entity: Entity) => Entity): KnowledgeGraph {
    const previous = this.#rename;
    return new KnowledgeGraph({
      ...this.#parts,
      shared: {
        byObject: this.#byObject,
        byRelation: this.#byRelation,
        statementsByPair: this.#statementsByPair,
      },
      rename: previous === undefined ? rename : (entity) => rename(previous(entity)),
    });
  }

  /** A described entity as this graph reads it (see `withEntityNames`). */
  #described(number: number): Entity | undefined {
    const entity = this.#entities[number];
    if (entity === undefined || this.#rename === undefined) return entity;
    return (this.#renamed[number] ??= this.#rename(entity));
  }

  /**
   * The dated statements (Wikidata's statement model) of (subject, relation), the source's whole
   * history of the pair, or `undefined` when the source gave none for it (undated).
   */
  datedStatements(subject: string, relation: string): readonly DatedStatement[] | undefined {
    return this.#statementsByPair.get(`${subject} ${relation}`);
  }

  /** Every dated statement, in the fact set's order. */
  get statements(): readonly DatedStatement[] {
    return this.#statements;
  }

  /** The date the source vouches for its current values (`provenance.asOf`), if it states one. */
  get asOf(): string | undefined {
    return this.#asOf;
  }

  /**
   * The English label of a P31 class as the fact set's `classes` give it ("county of California"),
   * or `undefined` when they do not name it (fact sets written before `classes` name none).
   */
  classLabel(id: string): string | undefined {
    return this.#classLabels.get(id);
  }

  /**
   * Builds the graph from a fact set (already validated, e.g. with `factSetSchema`). Seeds keep the
   * fact set's order, without duplicates.
   */
  static fromFactSet(factSet: FactSet): KnowledgeGraph {
    const entityIds = new IdTable();
    const entities: (Entity | undefined)[] = [];
    const relationIds = new IdTable();
    const relations: (Relation | undefined)[] = [];
    for (const entity of factSet.entities) entities[entityIds.add(entity.id)] = entity;
    for (const relation of factSet.relations) relations[relationIds.add(relation.id)] = relation;

    const factCount = factSet.facts.length;
    let subjects = new Int32Array(factCount);
    let predicates = new Int32Array(factCount);
    let objects = new Int32Array(factCount);
    for (let edge = 0; edge < factCount; edge += 1) {
      const fact = factSet.facts[edge] as Fact;
      subjects[edge] = entityIds.add(fact.subject);
      predicates[edge] = relationIds.add(fact.relation);
      objects[edge] = entityIds.add(fact.object);
    }
    const seeds = [...new Set(factSet.seeds)];
    for (const seed of seeds) entityIds.add(seed);
    const statements = factSet.statements ?? [];
    for (const statement of statements) {
      entityIds.add(statement.subject);
      entityIds.add(statement.object);
    }

    const indexBySubject = (): CompressedIndex =>
      buildCompressedIndex({
        keys: subjects,
        keyCount: entityIds.size,
        secondaryKeys: predicates,
        secondaryKeyCount: relationIds.size,
      });
    let bySubject = indexBySubject();
    const duplicates = findDuplicateEdges(bySubject, predicates, objects);
    if (duplicates.size > 0) {
      const keep = (_value: number, edge: number): boolean => !duplicates.has(edge);
      subjects = subjects.filter(keep);
      predicates = predicates.filter(keep);
      objects = objects.filter(keep);
      bySubject = indexBySubject();
    }

    return new KnowledgeGraph({
      entityIds,
      entities,
      relationIds,
      relations,
      subjects,
      predicates,
      objects,
      bySubject,
      seeds,
      statements,
      asOf: factSet.provenance.asOf,
      classLabels: new Map((factSet.classes ?? []).map((entityClass) => [entityClass.id, entityClass.label])),
    });
  }

  /** Number of vertices: every described entity, every fact end and every seed. */
  get entityCount(): number {
    return this.#entityIds.size;
  }

  /** Number of edges (distinct facts). */
  get factCount(): number {
    return this.#subjects.length;
  }

  /** Number of relations (described or used). */
  get relationCount(): number {
    return this.#relationIds.size;
  }

  /** The topic's own entities, the subjects questions are asked about, in fact-set order. */
  get seeds(): readonly string[] {
    return this.#seeds;
  }

  /** Whether the entity with this id is a seed (a topic entity). */
  isSeed(id: string): boolean {
    if (this.#seedFlags === undefined) {
      const flags = new Uint8Array(this.#entityIds.size);
      for (const seed of this.#seeds) {
        const number = this.#entityIds.numberOf(seed);
        if (number !== undefined) flags[number] = 1;
      }
      this.#seedFlags = flags;
    }
    const number = this.#entityIds.numberOf(id);
    return number !== undefined && this.#seedFlags[number] === 1;
  }

  /**
   * The entity with this id, or `undefined` when the graph has no such vertex. A vertex the fact set
   * mentions but does not describe comes back with an empty label and no aliases or types.
   */
  entity(id: string): Entity | undefined {
    const number = this.#entityIds.numberOf(id);
    if (number === undefined) return undefined;
    return this.#described(number) ?? { id, label: "", aliases: [], types: [] };
  }

  /** The relation with this id, or `undefined` when unknown; undescribed ones have an empty label. */
  relation(id: string): Relation | undefined {
    const number = this.#relationIds.numberOf(id);
    if (number === undefined) return undefined;
    return this.#relations[number] ?? { id, label: "", aliases: [] };
  }

  /** Ids of every vertex, in order of first sight (fact-set entities first). */
  entityIds(): string[] {
    const ids: string[] = [];
    for (let number = 0; number < this.#entityIds.size; number += 1) ids.push(this.#entityIdOf(number));
    return ids;
  }

  /** Relations that carry at least one edge, most frequent first (ties by id). */
  relationsByFrequency(): RelationFrequency[] {
    const frequencies: RelationFrequency[] = [];
    for (let number = 0; number < this.#relationIds.size; number += 1) {
      const count =
        (this.#byRelation.offsets[number + 1] as number) - (this.#byRelation.offsets[number] as number);
      if (count === 0) continue;
      const relation = this.relation(this.#relationIdOf(number));
      if (relation !== undefined) frequencies.push({ relation, count });
    }
    return frequencies.sort(
      (left, right) => right.count - left.count || compareStrings(left.relation.id, right.relation.id),
    );
  }

  /** Edges leaving `subject` (all of them, or only those labelled `relation`), grouped by relation. */
  outgoing(subject: string, relation?: string): Fact[] {
    const [start, end] = this.#range(this.#bySubject, subject, relation);
    return this.#factsIn(this.#bySubject, start, end);
  }

  /** Edges arriving at `object` (all of them, or only those labelled `relation`), grouped by relation. */
  incoming(object: string, relation?: string): Fact[] {
    const [start, end] = this.#range(this.#byObject, object, relation);
    return this.#factsIn(this.#byObject, start, end);
  }

  /** Ids of the objects of (subject, relation): the true answers of a question about them. */
  objectsOf(subject: string, relation: string): string[] {
    const [start, end] = this.#range(this.#bySubject, subject, relation);
    const objects: string[] = [];
    for (let position = start; position < end; position += 1) {
      objects.push(this.#entityIdOf(this.#objects[this.#bySubject.edges[position] as number] as number));
    }
    return objects;
  }

  /**
   * Number of edges leaving `subject`, or only those labelled `relation`. A WH question has a unique
   * answer exactly when `outDegree(subject, relation) === 1`.
   */
  outDegree(subject: string, relation?: string): number {
    const [start, end] = this.#range(this.#bySubject, subject, relation);
    return end - start;
  }

  /** Number of edges arriving at `object`, or only those labelled `relation`. */
  inDegree(object: string, relation?: string): number {
    const [start, end] = this.#range(this.#byObject, object, relation);
    return end - start;
  }

  /** Every edge labelled `relation`, grouped by subject (where distractors come from). */
  edgesOfRelation(relation: string): Fact[] {
    const number = this.#relationIds.numberOf(relation);
    if (number === undefined) return [];
    const [start, end] = rangeOf(this.#byRelation, number);
    return this.#factsIn(this.#byRelation, start, end);
  }

  /** Distinct object ids of the edges labelled `relation`, in order of first appearance. */
  objectsOfRelation(relation: string): string[] {
    const number = this.#relationIds.numberOf(relation);
    if (number === undefined) return [];
    const [start, end] = rangeOf(this.#byRelation, number);
    const seen = new Set<number>();
    const objects: string[] = [];
    for (let position = start; position < end; position += 1) {
      const object = this.#objects[this.#byRelation.edges[position] as number] as number;
      if (seen.has(object)) continue;
      seen.add(object);
      objects.push(this.#entityIdOf(object));
    }
    return objects;
  }

  /** Every edge, grouped by subject (subjects in order of first sight, each group by relation). */
  *facts(): IterableIterator<Fact> {
    const { edges } = this.#bySubject;
    for (let position = 0; position < edges.length; position += 1) {
      const edge = edges[position] as number;
      yield {
        subject: this.#entityIdOf(this.#subjects[edge] as number),
        relation: this.#relationIdOf(this.#predicates[edge] as number),
        object: this.#entityIdOf(this.#objects[edge] as number),
      };
    }
  }

  /**
   * Edges as parallel arrays of vertex and relation numbers (numbers index `entityIds()` and
   * `relationIds()`), for whole-graph algorithms that must not allocate per edge. Read only.
   */
  edgeArrays(): { subjects: Int32Array; relations: Int32Array; objects: Int32Array } {
    return { subjects: this.#subjects, relations: this.#predicates, objects: this.#objects };
  }

  /** Ids of every relation, by number (see `edgeArrays`). */
  relationIds(): string[] {
    const ids: string[] = [];
    for (let number = 0; number < this.#relationIds.size; number += 1) ids.push(this.#relationIdOf(number));
    return ids;
  }

  /** Whether the fact (subject, relation, object) is an edge of the graph. */
  hasFact(subject: string, relation: string, object: string): boolean {
    const objectNumber = this.#entityIds.numberOf(object);
    if (objectNumber === undefined) return false;
    const [start, end] = this.#range(this.#bySubject, subject, relation);
    for (let position = start; position < end; position += 1) {
      if (this.#objects[this.#bySubject.edges[position] as number] === objectNumber) return true;
    }
    return false;
  }

  /** The number of an entity (its index in `entityIds()`), or -1 when the graph has no such vertex. */
  entityNumber(id: string): number {
    return this.#entityIds.numberOf(id) ?? -1;
  }

  /** The id of entity number `number` (see `entityNumber`), or "" when out of range. */
  entityIdAt(number: number): string {
    return this.#entityIdOf(number);
  }

  /** The entity numbered `number`, as {@link KnowledgeGraph.entity} gives it by id. */
  entityAt(number: number): Entity | undefined {
    const id = this.#entityIds.idOf(number);
    if (id === undefined) return undefined;
    return this.#described(number) ?? { id, label: "", aliases: [], types: [] };
  }

  /** The number of a relation (its index in `relationIds()`), or -1 when unknown. */
  relationNumber(id: string): number {
    return this.#relationIds.numberOf(id) ?? -1;
  }

  /**
   * Edges by entity number, leaving each entity (`"out"`: the far ends are objects) or arriving at
   * it (`"in"`: the far ends are subjects), as flat typed arrays for loops that must not allocate per
   * lookup; `relationStart` and `relationEnd` (adjacency.ts) find one relation's edges. Built on first
   * use. Read only.
   */
  adjacency(direction: "out" | "in"): Adjacency {
    if (direction === "out")
      return (this.#outAdjacency ??= buildAdjacency(this.#bySubject, this.#predicates, this.#objects));
    return (this.#inAdjacency ??= buildAdjacency(this.#byObject, this.#predicates, this.#subjects));
  }

  /**
   * The edges labelled `relation` as parallel arrays of subject and object numbers, grouped by
   * subject (subjects in number order): `edgesOfRelation` without an object per edge.
   */
  edgeNumbersOfRelation(relation: string): { subjects: Int32Array; objects: Int32Array } {
    const number = this.#relationIds.numberOf(relation);
    if (number === undefined) return { subjects: new Int32Array(0), objects: new Int32Array(0) };
    const [start, end] = rangeOf(this.#byRelation, number);
    const subjects = new Int32Array(end - start);
    const objects = new Int32Array(end - start);
    for (let position = start; position < end; position += 1) {
      const edge = this.#byRelation.edges[position] as number;
      subjects[position - start] = this.#subjects[edge] as number;
      objects[position - start] = this.#objects[edge] as number;
    }
    return { subjects, objects };
  }

  #entityIdOf(number: number): string {
    return this.#entityIds.idOf(number) ?? "";
  }

  #relationIdOf(number: number): string {
    return this.#relationIds.idOf(number) ?? "";
  }

  #range(index: CompressedIndex, entity: string, relation: string | undefined): [number, number] {
    const entityNumber = this.#entityIds.numberOf(entity);
    if (entityNumber === undefined) return [0, 0];
    if (relation === undefined) return rangeOf(index, entityNumber);
    const relationNumber = this.#relationIds.numberOf(relation);
    if (relationNumber === undefined) return [0, 0];
    return rangeOf(index, entityNumber, { keys: this.#predicates, key: relationNumber });
  }

  #factsIn(index: CompressedIndex, start: number, end: number): Fact[] {
    const facts: Fact[] = [];
    for (let position = start; position < end; position += 1) {
      const edge = index.edges[position] as number;
      facts.push({
        subject: this.#entityIdOf(this.#subjects[edge] as number),
        relation: this.#relationIdOf(this.#predicates[edge] as number),
        object: this.#entityIdOf(this.#objects[edge] as number),
      });
    }
    return facts;
  }
}

/** Edge numbers that repeat an earlier edge's (subject, relation, object); the first one is kept. */
function findDuplicateEdges(
  bySubject: CompressedIndex,
  predicates: Int32Array,
  objects: Int32Array,
): Set<number> {
  const duplicates = new Set<number>();
  const { edges, offsets } = bySubject;
  for (let subject = 0; subject + 1 < offsets.length; subject += 1) {
    const subjectEnd = offsets[subject + 1] as number;
    let runStart = offsets[subject] as number;
    // Within a subject's slice, edges are sorted by relation: scan each (subject, relation) run.
    while (runStart < subjectEnd) {
      const relation = predicates[edges[runStart] as number];
      let runEnd = runStart + 1;
      while (runEnd < subjectEnd && predicates[edges[runEnd] as number] === relation) runEnd += 1;
      if (runEnd - runStart > 1) {
        const seen = new Set<number>();
        for (let position = runStart; position < runEnd; position += 1) {
          const edge = edges[position] as number;
          const object = objects[edge] as number;
          if (seen.has(object)) duplicates.add(edge);
          else seen.add(object);
        }
      }
      runStart = runEnd;
    }
  }
  return duplicates;
}

function compareStrings(left: string, right: string): number {
  return left < right ? -1 : left > right ? 1 : 0;
}
