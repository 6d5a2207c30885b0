/** A date or number read from an answer, for type-aware comparison. */
export type TypedValue =
  | { kind: "number"; value: number }
  | { kind: "date"; year: number; month: number | undefined; day: number | undefined };

const months = [
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
];
const monthPattern = `(${months.map((month) => `${month}|${month.slice(0, 3)}`).join("|")})\\.?`;
const scales: Record<string, number> = { thousand: 1e3, million: 1e6, billion: 1e9, trillion: 1e12 };
const isoDate = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/;
const dayMonthYear = new RegExp(`^(\\d{1,2})(?:st|nd|rd|th)? (?:of )?${monthPattern},? (\\d{1,4})$`);
const monthDayYear = new RegExp(`^${monthPattern} (\\d{1,2})(?:st|nd|rd|th)?,? (\\d{1,4})$`);
const monthYear = new RegExp(`^${monthPattern},? (\\d{1,4})$`);
const yearOnly = /^(?:in )?(\d{3,4})(?: (?:ad|ce))?$/;
const plainNumber = /^-?\d{1,3}(?:,\d{3})+(?:\.\d+)?$|^-?\d+(?:\.\d+)?$/;

function monthNumber(name: string): number {
  const short = name.replace(/\.$/, "").slice(0, 3);
  return months.findIndex((month) => month.startsWith(short)) + 1;
}

/**
 * Reads a whole answer as a date ("1 January 1990", "January 1st, 1990", "1990-01-01", "March
 * 1990", "1990") or a number ("1,234", "3.5 million", "42"). A four-digit integer from 1000 to 2100
 * counts as a year. Returns undefined for anything else, including text around the value.
 */
export function parseTypedValue(text: string): TypedValue | undefined {
  const cleaned = text
    .toLowerCase()
    .replace(/[.!]+$/, "")
    .replace(/\s+/g, " ")
    .trim();
  const iso = isoDate.exec(cleaned);
  if (iso !== null) {
    return {
      kind: "date",
      year: Number(iso[1]),
      month: Number(iso[2]),
      day: iso[3] === undefined ? undefined : Number(iso[3]),
    };
  }
  const dmy = dayMonthYear.exec(cleaned);
  if (dmy !== null) {
    return { kind: "date", year: Number(dmy[3]), month: monthNumber(dmy[2] ?? ""), day: Number(dmy[1]) };
  }
  const mdy = monthDayYear.exec(cleaned);
  if (mdy !== null) {
    return { kind: "date", year: Number(mdy[3]), month: monthNumber(mdy[1] ?? ""), day: Number(mdy[2]) };
  }
  const my = monthYear.exec(cleaned);
  if (my !== null)
    return { kind: "date", year: Number(my[2]), month: monthNumber(my[1] ?? ""), day: undefined };
  const year = yearOnly.exec(cleaned);
  if (year !== null && Number(year[1]) >= 1000 && Number(year[1]) <= 2100) {
    return { kind: "date", year: Number(year[1]), month: undefined, day: undefined };
  }
  const [numberText, scaleText, ...rest] = cleaned.split(" ");
  if (numberText !== undefined && rest.length === 0 && plainNumber.test(numberText)) {
    const scale = scaleText === undefined ? 1 : scales[scaleText];
    if (scale !== undefined) return { kind: "number", value: Number(numberText.replace(/,/g, "")) * scale };
  }
  return undefined;
}

/**
 * Compares an answer with a gold value of the same kind: dates at the gold value's precision (a
 * gold year matches any date in that year), numbers within 0.5% relative. Returns undefined when
 * the two are not both dates or both numbers (then type-aware comparison has nothing to say).
 */
export function typedValuesEqual(answer: TypedValue, gold: TypedValue): boolean | undefined {
  if (answer.kind === "number" && gold.kind === "number") {
    const tolerance = Math.abs(gold.value) * 0.005;
    return Math.abs(answer.value - gold.value) <= tolerance;
  }
  if (answer.kind === "date" && gold.kind === "date") {
    if (answer.year !== gold.year) return false;
    if (gold.month !== undefined && answer.month !== undefined && answer.month !== gold.month) return false;
    if (gold.day !== undefined && answer.day !== undefined && answer.day !== gold.day) return false;
    // A less precise answer than the gold ("1990" for "1 May 1990") is not the same answer.
    if (gold.month !== undefined && answer.month === undefined) return false;
    if (gold.day !== undefined && answer.day === undefined) return false;
    return true;
  }
  if (answer.kind === "date" && gold.kind === "number")
    return typedValuesEqual({ kind: "number", value: answer.year }, gold);
  if (answer.kind === "number" && gold.kind === "date") {
    return gold.month === undefined ? answer.value === gold.year : false;
  }
  return undefined;
}
