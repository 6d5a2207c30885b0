import type { CompressedIndex } from "./compressed-index.js";

/**
 * One direction of a graph's edges by entity number, as flat typed arrays: what hot loops (question
 * generation checks hundreds of thousands of candidates) read without allocating. The edges of
 * entity `e` sit at positions `offsets[e]` to `offsets[e + 1]` (exclusive), sorted by relation
 * number and then by edge number, the order of `KnowledgeGraph.outgoing` and `incoming`.
 */
export interface Adjacency {
  /** Start position of each entity's edges; `entityCount + 1` entries, the last one the edge count. */
  readonly offsets: Int32Array;
  /** The relation number of the edge at each position. */
  readonly relations: Int32Array;
  /** The entity number at the edge's other end: the object of an out-edge, the subject of an in-edge. */
  readonly ends: Int32Array;
}

/** Lays out an index's edges in its order, with their relation and far-end numbers. */
export function buildAdjacency(index: CompressedIndex, relations: Int32Array, ends: Int32Array): Adjacency {
  const { edges } = index;
  const relationsByPosition = new Int32Array(edges.length);
  const endsByPosition = new Int32Array(edges.length);
  for (let position = 0; position < edges.length; position += 1) {
    const edge = edges[position] as number;
    relationsByPosition[position] = relations[edge] as number;
    endsByPosition[position] = ends[edge] as number;
  }
  return { offsets: index.offsets, relations: relationsByPosition, ends: endsByPosition };
}

/** The first position of `entity`'s edges labelled `relation` (binary search). */
export function relationStart(adjacency: Adjacency, entity: number, relation: number): number {
  return firstAtLeast(adjacency, entity, relation);
}

/** The position after `entity`'s last edge labelled `relation` (binary search). */
export function relationEnd(adjacency: Adjacency, entity: number, relation: number): number {
  return firstAtLeast(adjacency, entity, relation + 1);
}

/** The first position of `entity`'s edges whose relation number is at least `relation`. */
function firstAtLeast(adjacency: Adjacency, entity: number, relation: number): number {
  const { offsets, relations } = adjacency;
  let low = offsets[entity] as number;
  let high = offsets[entity + 1] as number;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((relations[middle] as number) < relation) low = middle + 1;
    else high = middle;
  }
  return low;
}
