/**
 * A spending limit shared by every call of a run. A call reserves its worst-case cost before it
 * starts and settles the real cost when it ends; a call whose reservation would go over the limit
 * does not start, so the run stops cleanly at the budget instead of overshooting it.
 */
export interface Budget {
  /** The limit in US dollars. */
  readonly maxCostUsd: number;
  /** Dollars spent by finished calls. */
  readonly spentUsd: number;
  /** True once a call was refused: nothing more starts. */
  readonly exhausted: boolean;
  /** Reserves `costUsd`; false (and exhausted from then on) when it would go over the limit. */
  reserve(costUsd: number): boolean;
  /** Replaces a reservation with what the call really cost. */
  settle(reservedUsd: number, spentUsd: number): void;
}

/** A {@link Budget} of `maxCostUsd` US dollars. */
export function createBudget(maxCostUsd: number): Budget {
  let spent = 0;
  let reserved = 0;
  let exhausted = false;
  return {
    maxCostUsd,
    get spentUsd() {
      return spent;
    },
    get exhausted() {
      return exhausted;
    },
    reserve(costUsd) {
      if (exhausted || spent + reserved + costUsd > maxCostUsd) {
        exhausted = true;
        return false;
      }
      reserved += costUsd;
      return true;
    },
    settle(reservedUsd, spentUsd) {
      reserved -= reservedUsd;
      spent += spentUsd;
    },
  };
}
