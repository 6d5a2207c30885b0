import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type { DatedStatement } from "../knowledge/fact-set.js";
import { isCollectiveOffice } from "./collective-offices.js";
import type { QuestionTime } from "./question.js";

/**
 * When a statement of a relation whose values change over time can be asked about:
 * - `current`: the source gives it as current (best rank, no end time before `asOf`), or the user
 *   vouches for the undated source's values on `asOf` (`--as-of`): asked in the present tense, "As
 *   of <date>, ...";
 * - `past`: the source dates it and it has ended (asked only as a dated question, see
 *   {@link yearsHeldAlone});
 * - `undated`: the source has no dates for the pair and the user vouched for none: not asked.
 */
export type TimeStatus = QuestionTime | "past" | "undated";

/**
 * The time status of (subject, relation, object) for a relation whose values change, read from the
 * graph's dated statements of the pair; `userAsOf` is the date the user vouches for undated values.
 */
export function timeStatusOf(
  graph: KnowledgeGraph,
  fact: { subject: string; relation: string; object: string },
  userAsOf: string | undefined,
): TimeStatus {
  const statements = graph.datedStatements(fact.subject, fact.relation);
  if (statements === undefined) {
    return userAsOf === undefined ? "undated" : { mode: "current", asOf: userAsOf };
  }
  const asOf = graph.asOf ?? userAsOf;
  const current = currentValues(statements, asOf);
  if (!current.has(fact.object)) return "past";
  return asOf === undefined ? { mode: "current" } : { mode: "current", asOf };
}

/**
 * The values the statements give as current on `asOf` (or today, when undefined): of the best rank
 * present (preferred over normal; deprecated never), those without an end time, or ending after
 * `asOf`, and not starting after it. A statement the source also records as ended, the same value
 * from the same start with an end by then, is a stale copy and gives no current value: Vanuatu's
 * prime minister from 20 April 2020, preferred and open, and again ended on 4 November 2022.
 */
export function currentValues(statements: readonly DatedStatement[], asOf: string | undefined): Set<string> {
  const live = statements.filter(
    (statement) => isLiveOn(statement, asOf) && !endedElsewhere(statements, statement, asOf),
  );
  const best = live.some((statement) => statement.rank === "preferred")
    ? live.filter((statement) => statement.rank === "preferred")
    : live;
  return new Set(best.map((statement) => statement.object));
}

/** Whether another statement of the same value and start ends by `asOf` (or at all, when undefined). */
function endedElsewhere(
  statements: readonly DatedStatement[],
  statement: DatedStatement,
  asOf: string | undefined,
): boolean {
  if (statement.start === undefined) return false;
  return statements.some(
    (other) =>
      other !== statement &&
      other.rank !== "deprecated" &&
      other.object === statement.object &&
      other.start === statement.start &&
      other.end !== undefined &&
      (asOf === undefined || other.end <= asOf),
  );
}

/**
 * Whether a statement holds on `asOf` (or today, when undefined): not deprecated, not ended by then,
 * and not started after it (one without a start may have held since any time).
 */
function isLiveOn(statement: DatedStatement, asOf: string | undefined): boolean {
  return (
    statement.rank !== "deprecated" &&
    (statement.end === undefined || (asOf !== undefined && statement.end > asOf)) &&
    (statement.start === undefined || asOf === undefined || statement.start <= asOf)
  );
}

/**
 * The years in which `statement` alone held the value: it covers the whole year (it starts on or
 * before 1 January and ends on or after 31 December), and every other statement of the pair with
 * another value provably lies outside the year (it ends before it or starts after it). A statement
 * without a start or an end gives none; a year on or after `notFrom` (the as-of year, asked as a
 * current question) neither; nor does a term the record does not adjoin (see
 * {@link adjoinsTheRecord}).
 */
export function yearsHeldAlone(
  statements: readonly DatedStatement[],
  statement: DatedStatement,
  notFrom: number,
): number[] {
  if (statement.rank === "deprecated" || statement.start === undefined || statement.end === undefined)
    return [];
  if (!adjoinsTheRecord(statements, statement)) return [];
  const firstYear = yearOf(statement.start) + (statement.start.endsWith("-01-01") ? 0 : 1);
  const lastYear = yearOf(statement.end) - (statement.end.endsWith("-12-31") ? 0 : 1);
  const years: number[] = [];
  for (let year = Math.max(firstYear, 1); year <= lastYear && year < notFrom; year += 1) {
    const yearStart = `${pad(year)}-01-01`;
    const yearEnd = `${pad(year)}-12-31`;
    const alone = statements.every(
      (other) =>
        other === statement ||
        other.object === statement.object ||
        other.rank === "deprecated" ||
        (other.end !== undefined && other.end < yearStart) ||
        (other.start !== undefined && other.start > yearEnd),
    );
    if (alone) years.push(year);
  }
  return years;
}

/**
 * Whether the office is held jointly: two or more holders at once by design (Andorra's two
 * co-princes, San Marino's two captains regent, Bosnia and Herzegovina's three-member presidency,
 * Switzerland's Federal Council), so that "the head of state" names no one holder. The record shows
 * it twice over:
 * - two different values are live now (started on or before `asOf`, or today, and not ended),
 *   whatever their rank, except deprecated; the best rank alone (one co-prince preferred) would
 *   hide the other. A statement without a start says nothing here: the medieval kings a source
 *   lists without dates are no co-holders of today's;
 * - two finished terms of different holders overlapped by more than a year: the office was shared
 *   before, not handed over with a day's overlap or left without an end date by mistake.
 * Such a pair is asked about neither in the present tense (the gold would be one of several right
 * answers) nor with a year (a co-holder the source lacks for that year, as Andorra's French
 * co-princes before 1924 are, would be a second right answer).
 */
export function heldJointly(statements: readonly DatedStatement[], asOf: string | undefined): boolean {
  const live = new Set<string>();
  for (const statement of statements)
    if (statement.start !== undefined && isLiveOn(statement, asOf)) live.add(statement.object);
  if (live.size < 2) return false;
  const finished = statements.filter(
    (statement) =>
      statement.rank !== "deprecated" && statement.start !== undefined && statement.end !== undefined,
  );
  return finished.some((term, index) =>
    finished.slice(index + 1).some((other) => {
      if (other.object === term.object) return false;
      const overlap =
        Math.min(dayNumber(term.end) ?? 0, dayNumber(other.end) ?? 0) -
        Math.max(dayNumber(term.start) ?? 0, dayNumber(other.start) ?? 0);
      return overlap > adjoiningDays;
    }),
  );
}

/**
 * Whether (subject, relation) names an office with no one holder, asked about neither now nor with
 * a year (`jointlyHeld`): held collectively by law ({@link isCollectiveOffice}, data) or, as the
 * record shows, jointly ({@link heldJointly}).
 */
export function isJointOffice(
  subject: string,
  relation: string,
  statements: readonly DatedStatement[],
  asOf: string | undefined,
): boolean {
  return isCollectiveOffice(subject, relation) || heldJointly(statements, asOf);
}

/** How far apart, in days, two terms may lie and still adjoin: a caretaker's months, an election. */
const adjoiningDays = 366;

/**
 * Whether the record of the pair adjoins `statement`: another term of it ends within a year of its
 * start, or starts within a year of its end. A term the record does not adjoin is an island, and
 * islands are where the record is least to be trusted: a predecessor state's office filed under its
 * successor (Azerbaijan's head of state in 1926, of the Azerbaijan SSR), one of two co-princes or
 * three triumvirs, a holder whose neighbours the source lacks. That the holder held the office alone
 * then needs the record around the term, so an island is not asked about.
 */
export function adjoinsTheRecord(statements: readonly DatedStatement[], statement: DatedStatement): boolean {
  const start = dayNumber(statement.start);
  const end = dayNumber(statement.end);
  return statements.some((other) => {
    if (other === statement || other.rank === "deprecated") return false;
    const otherEnd = dayNumber(other.end);
    const otherStart = dayNumber(other.start);
    return (
      (start !== undefined && otherEnd !== undefined && Math.abs(otherEnd - start) <= adjoiningDays) ||
      (end !== undefined && otherStart !== undefined && Math.abs(otherStart - end) <= adjoiningDays)
    );
  });
}

/** Days since year 0 of an ISO date ("1922-05-06"), near enough to compare terms a year apart. */
function dayNumber(isoDate: string | undefined): number | undefined {
  const match = isoDate === undefined ? null : /^(-?\d+)-(\d\d)-(\d\d)/.exec(isoDate);
  if (match === null) return undefined;
  const [, year, month, day] = match;
  return Number(year) * 365.25 + (Number(month) - 1) * 30.44 + Number(day);
}

/** "As of 3 October 2025, who is ...": a present-tense question anchored to its date. */
export function anchorToDate(text: string, asOf: string | undefined): string {
  if (asOf === undefined) return text;
  return `As of ${readableDate(asOf)}, ${lowerFirstWord(text)}`;
}

const months = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
];

/** "2025-10-03" → "3 October 2025". */
export function readableDate(isoDate: string): string {
  const match = /^(-?\d{4,})-(\d\d)-(\d\d)/.exec(isoDate);
  if (match === null) return isoDate;
  const [, year, month, day] = match;
  return `${Number(day)} ${months[Number(month) - 1] ?? month} ${Number(year)}`;
}

/** Function words a question starts with, lower-cased after "As of ...,"; names keep their capital. */
const leadingFunctionWords = new Set([
  "Who",
  "Whom",
  "Whose",
  "What",
  "Which",
  "Where",
  "When",
  "How",
  "Is",
  "Was",
  "Are",
  "Were",
  "Does",
  "Did",
  "Do",
  "Has",
  "Have",
  "Had",
  "In",
  "On",
  "At",
  "Of",
  "For",
  "By",
]);

function lowerFirstWord(text: string): string {
  const word = /^\p{L}+/u.exec(text)?.[0];
  if (word === undefined || !leadingFunctionWords.has(word)) return text;
  return `${word.toLowerCase()}${text.slice(word.length)}`;
}

function yearOf(isoDate: string): number {
  return Number(/^-?\d+/.exec(isoDate)?.[0] ?? Number.NaN);
}

function pad(year: number): string {
  return String(year).padStart(4, "0");
}
