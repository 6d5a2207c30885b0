import type { Matcher } from "./matcher.js";
import { createExactMatchMemo, matchExactly } from "./match-exactly.js";

/**
 * The `exact` matcher: normalised exact match against the gold answer and its aliases, plus the
 * type-aware and containment rules of `decideExactly`. Anything else fails. Fast (about 1,000,000
 * answers per second on one core; see docs/scoring.md) and never wrong about a pass it gives, but
 * it misses misspellings and other names than the aliases.
 */
export function createExactAliasMatcher(): Matcher {
  const memo = createExactMatchMemo();
  return {
    id: "exact",
    threshold: undefined,
    match(inputs) {
      return Promise.resolve(inputs.map((input) => matchExactly(input, memo)));
    },
  };
}
