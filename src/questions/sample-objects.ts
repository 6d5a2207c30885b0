import type { SeededRandom } from "./seeded-random.js";

/** What {@link sampleObjects} needs. */
export interface SampleObjectsOptions<Id> {
  /** The ids to draw from (e.g. the distinct objects of one relation, as entity numbers). */
  pool: readonly Id[];
  /**
   * A part of `pool` where accepted ids are likelier (e.g. the objects of the answer's kind), drawn
   * from first; `pool` still decides what can be found at all.
   */
  preferred?: readonly Id[] | undefined;
  /** How many to draw. */
  count: number;
  /** Whether an id may be drawn at all (not true for the subject, has a usable label, ...). */
  accept: (id: Id) => boolean;
  /**
   * A cheap test that every id `accept` takes passes (e.g. the type check `accept` starts with),
   * answering the same for an id each time: ids it refuses are passed over at once, without `accept`
   * or any bookkeeping. It changes no draw. Default: every id passes.
   */
  admits?: ((id: Id) => boolean) | undefined;
  /** Ids with the same key count as one (e.g. the lower-cased label, so options read differently). */
  keyOf: (id: Id) => unknown;
  /** Told each accepted id passed over because its key is a chosen id's (two options named alike). */
  onSameKey?: ((id: Id) => void) | undefined;
  random: SeededRandom;
}

/**
 * Draws up to `count` accepted ids with distinct keys, at random but deterministically for the
 * random source. Tries cheap random picks first (from `preferred`, then from `pool`: pools can hold
 * thousands of objects), then scans a shuffled copy of the whole pool, so it returns fewer than
 * `count` only when fewer exist.
 */
export function sampleObjects<Id>(options: SampleObjectsOptions<Id>): Id[] {
  const { pool, count, accept, keyOf, random, admits } = options;
  const chosen: Id[] = [];
  const keys = new Set<unknown>();
  const tried = new Set<Id>();
  const consider = (id: Id): void => {
    // A refused id would be refused by `accept` every time it is drawn: not worth remembering.
    if (admits !== undefined && !admits(id)) return;
    if (tried.has(id)) return;
    tried.add(id);
    if (!accept(id)) return;
    const key = keyOf(id);
    if (keys.has(key)) {
      options.onSameKey?.(id);
      return;
    }
    keys.add(key);
    chosen.push(id);
  };
  if (pool.length === 0 || count <= 0) return chosen;
  const { preferred } = options;
  if (preferred !== undefined && preferred.length > 0)
    for (let attempt = 0; attempt < count * 20 && chosen.length < count; attempt += 1)
      consider(random.pick(preferred));
  for (let attempt = 0; attempt < count * 20 && chosen.length < count; attempt += 1)
    consider(random.pick(pool));
  if (chosen.length < count) {
    // A shuffle made only as far as it is read (Fisher-Yates from the front): most scans stop early.
    const rest = pool.slice();
    for (let index = 0; index < rest.length && chosen.length < count; index += 1) {
      const other = index + random.int(rest.length - index);
      const id = rest[other] as Id;
      rest[other] = rest[index] as Id;
      rest[index] = id;
      consider(id);
    }
  }
  return chosen;
}
