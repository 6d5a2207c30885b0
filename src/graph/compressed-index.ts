/**
 * A compressed sparse row index over edge numbers: for every key (an integer id), the edges that carry
 * it, sorted by a secondary key and then by edge number. Two typed arrays, built with two counting
 * sorts in linear time, so 570k edges index in a few milliseconds and cost 4 bytes per edge.
 */
export interface CompressedIndex {
  /** `offsets[key]` to `offsets[key + 1]` (exclusive) is the slice of `edges` that belongs to `key`. */
  readonly offsets: Int32Array;
  /** Edge numbers grouped by key, each group sorted by secondary key, then by edge number. */
  readonly edges: Int32Array;
}

/** What {@link buildCompressedIndex} needs. */
export interface BuildCompressedIndexOptions {
  /** The key of every edge (e.g. its subject), one entry per edge, each in `[0, keyCount)`. */
  keys: Int32Array;
  /** How many distinct keys there can be. */
  keyCount: number;
  /** The secondary key of every edge (e.g. its relation), to sort within a key group. */
  secondaryKeys?: Int32Array;
  /** How many distinct secondary keys there can be; required with `secondaryKeys`. */
  secondaryKeyCount?: number;
}

/** Groups edge numbers by key (and within a key by secondary key), with two stable counting sorts. */
export function buildCompressedIndex(options: BuildCompressedIndexOptions): CompressedIndex {
  const { keys, keyCount, secondaryKeys } = options;
  const edgeCount = keys.length;
  let order: Int32Array;
  if (secondaryKeys === undefined) {
    order = new Int32Array(edgeCount);
    for (let edge = 0; edge < edgeCount; edge += 1) order[edge] = edge;
  } else {
    const secondaryOffsets = countingOffsets(secondaryKeys, options.secondaryKeyCount ?? 0);
    order = new Int32Array(edgeCount);
    for (let edge = 0; edge < edgeCount; edge += 1) {
      const secondary = secondaryKeys[edge] as number;
      order[(secondaryOffsets[secondary] as number)++] = edge;
    }
  }
  const offsets = countingOffsets(keys, keyCount);
  const edges = new Int32Array(edgeCount);
  for (const edge of order) {
    const key = keys[edge] as number;
    edges[(offsets[key] as number)++] = edge;
  }
  // The placement loop advanced every offset to the start of the next group; shift them back.
  for (let key = keyCount; key > 0; key -= 1) offsets[key] = offsets[key - 1] as number;
  offsets[0] = 0;
  return { offsets, edges };
}

/** Start offsets of each key's group (length `keyCount + 1`, the last entry is the total). */
function countingOffsets(keys: Int32Array, keyCount: number): Int32Array {
  const offsets = new Int32Array(keyCount + 1);
  for (const key of keys) offsets[key + 1] = (offsets[key + 1] as number) + 1;
  for (let key = 0; key < keyCount; key += 1)
    offsets[key + 1] = (offsets[key + 1] as number) + (offsets[key] as number);
  return offsets;
}

/**
 * The `[start, end)` range of `index.edges` for `key`, narrowed to `secondaryKey` when given (binary
 * search; the group must have been sorted by the same secondary keys).
 */
export function rangeOf(
  index: CompressedIndex,
  key: number,
  secondary?: { keys: Int32Array; key: number },
): [start: number, end: number] {
  const start = index.offsets[key] as number;
  const end = index.offsets[key + 1] as number;
  if (secondary === undefined) return [start, end];
  const first = lowerBound(index.edges, secondary.keys, start, end, secondary.key);
  const last = lowerBound(index.edges, secondary.keys, first, end, secondary.key + 1);
  return [first, last];
}

/** The first position in `[start, end)` whose edge has a secondary key of at least `target`. */
function lowerBound(
  edges: Int32Array,
  secondaryKeys: Int32Array,
  start: number,
  end: number,
  target: number,
): number {
  let low = start;
  let high = end;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((secondaryKeys[edges[middle] as number] as number) < target) low = middle + 1;
    else high = middle;
  }
  return low;
}
