/**
 * Appends every item of `items` to `target`, in order, and returns `target`. Use it instead of
 * `target.push(...items)` wherever `items` may be large: a spread passes each item as one call
 * argument, and more than about 100,000 of them overflow the call stack (`RangeError: Maximum call
 * stack size exceeded`).
 */
export function appendAll<T>(target: T[], items: Iterable<T>): T[] {
  for (const item of items) target.push(item);
  return target;
}
