import type { SeededRandom } from "./seeded-random.js";

/** What {@link selectBalanced} needs. */
export interface SelectBalancedOptions<Item, Built> {
  /** Items grouped by a key (e.g. candidate facts by relation id). */
  groups: ReadonlyMap<string, readonly Item[]>;
  /** How many built items to return at most. */
  target: number;
  /** How many built items one group may contribute at most. */
  cap: number;
  /** Turns an item into a result, or `undefined` when it cannot be used (the caller records why). */
  build: (item: Item) => Built | undefined;
  random: SeededRandom;
}

/** The chosen results and how balancing went. */
export interface BalancedSelection<Built> {
  selected: Built[];
  /** Results per group key. */
  perGroup: Record<string, number>;
  /** Items left untried in groups that reached the cap. */
  overCap: number;
}

/**
 * Picks results round-robin over the groups (group order and the order inside each group shuffled
 * with `random`), one result per group per round, until `target` results exist or every group is
 * used up or at its `cap`. Items whose build fails are passed over within the same turn, so a group
 * with usable items always contributes while under its cap. Deterministic for a random source.
 */
export function selectBalanced<Item, Built>(
  options: SelectBalancedOptions<Item, Built>,
): BalancedSelection<Built> {
  const { groups, target, cap, build, random } = options;
  const keys = random.shuffle([...groups.keys()].sort());
  const queues = new Map(keys.map((key) => [key, random.shuffle(groups.get(key) ?? [])]));
  const cursors = new Map(keys.map((key) => [key, 0]));
  const perGroup: Record<string, number> = {};
  const selected: Built[] = [];
  let active = keys.filter((key) => (queues.get(key)?.length ?? 0) > 0);

  while (selected.length < target && active.length > 0) {
    const stillActive: string[] = [];
    for (const key of active) {
      if (selected.length >= target) {
        stillActive.push(key);
        continue;
      }
      const queue = queues.get(key) ?? [];
      let cursor = cursors.get(key) ?? 0;
      let built: Built | undefined;
      while (built === undefined && cursor < queue.length) {
        built = build(queue[cursor] as Item);
        cursor += 1;
      }
      cursors.set(key, cursor);
      if (built !== undefined) {
        selected.push(built);
        perGroup[key] = (perGroup[key] ?? 0) + 1;
      }
      if (cursor < queue.length && (perGroup[key] ?? 0) < cap) stillActive.push(key);
    }
    active = stillActive;
  }

  let overCap = 0;
  for (const key of keys) {
    if ((perGroup[key] ?? 0) >= cap) overCap += (queues.get(key)?.length ?? 0) - (cursors.get(key) ?? 0);
  }
  return { selected, perGroup, overCap };
}
