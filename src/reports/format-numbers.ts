/** A proportion as a percentage with one decimal, or "–" when undefined (NaN). */
export const percent = (value: number): string => (Number.isNaN(value) ? "–" : (value * 100).toFixed(1));

/** A 95% interval as "low–high" in percent, or "–" when there is no data. */
export const percentInterval = (interval: readonly [number, number], total: number): string =>
  total === 0 ? "–" : `${percent(interval[0])}–${percent(interval[1])}`;

/** A p-value for tables: three significant digits, "<0.001" below that. */
export const formatPValue = (value: number): string =>
  Number.isNaN(value) ? "–" : value < 0.001 ? "<0.001" : value.toFixed(3);

/** A signed difference of proportions in percentage points. */
export const signedPoints = (value: number): string =>
  Number.isNaN(value) ? "–" : `${value >= 0 ? "+" : "−"}${Math.abs(value * 100).toFixed(1)}`;

/** Display names of question types (and "all"). */
export const typeNames: Readonly<Record<string, string>> = {
  "yes-no": "Yes-No",
  "multiple-choice": "Multiple choice",
  wh: "WH",
  all: "All",
};
