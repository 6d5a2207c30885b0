import { goldNames, type MatchInput, type MatchResult } from "./matcher.js";
import { digestNormalForm, hashNormalForm, wordBits } from "./digest-normal-form.js";
import { normalizeAnswer } from "./normalize-answer.js";
import { parseTypedValue, typedValuesEqual, type TypedValue } from "./typed-value.js";

/**
 * The decisions that need no similarity score, or `undefined` when there is none to make:
 * - both the answer and the gold are dates or numbers: equal at the gold's precision or not
 *   ("1990" against "1991" is wrong however similar the strings);
 * - the normalised answer equals the normalised gold answer or one of its aliases;
 * - the answer contains the gold answer or an alias as a phrase ("Polish language" for "Polish"),
 *   unless the question contains it too (then it may be an echo) or the answer hedges ("X or Y")
 *   or negates ("not X").
 */
export function decideExactly(
  input: MatchInput,
  memo: ExactMatchMemo = createExactMatchMemo(),
): MatchResult | undefined {
  const gold = memo.goldIndex(input);
  return exactResult(decideCode(input, gold, memo), gold);
}

/**
 * A decision of {@link decideExactly} as a small integer where it can be one, so that worker
 * threads send decisions back as an `Int32Array`: {@link undecided}, `index + 1` for the normal
 * form of gold name `index`, `-(index + 1)` for name `index` contained as a phrase. Dates and
 * numbers (rare) are decided as results: their reasons quote the names.
 */
export type ExactDecision = number | MatchResult;

/** The decision that there is no decision (`matchExactly` fails the answer). */
export const undecided = 0;

/**
 * {@link decideExactly} as an {@link ExactDecision}, for worker threads. `memo` must be the one
 * that the gold names' index comes from when the decision is read back (see {@link exactResult}).
 */
export function decideExactCode(input: MatchInput, memo: ExactMatchMemo): ExactDecision {
  return decideCode(input, memo.goldIndex(input), memo);
}

/**
 * The result of a decision against the gold names it was made for (`memo.goldIndex(input)` of
 * any memo: the names and reasons are the same), or undefined for {@link undecided}.
 */
export function exactResult(decision: ExactDecision, gold: GoldIndex): MatchResult | undefined {
  if (typeof decision !== "number") return decision;
  if (decision > 0) return { pass: true, score: 1, reason: gold.exactReasons[decision - 1] ?? "" };
  if (decision < 0) return { pass: true, score: 1, reason: gold.containsReasons[-decision - 1] ?? "" };
  return undefined;
}

/** The result of a decision, where {@link undecided} fails: `matchExactly`'s judgement. */
export function exactJudgement(decision: ExactDecision, gold: GoldIndex): MatchResult {
  return exactResult(decision, gold) ?? { pass: false, score: 0, reason: gold.expected };
}

function decideCode(input: MatchInput, gold: GoldIndex, memo: ExactMatchMemo): ExactDecision {
  if (gold.values !== undefined && hasDigit(input.answer)) {
    const typed = decideTyped(input, gold.names, gold.values);
    if (typed !== undefined) return typed;
  }
  // Most answers can be told from every gold name by the digest of their normal form, which is
  // built only when its hash is a gold name's or a name may be a phrase of it.
  const digest = digestNormalForm(input.answer);
  let answer: string | undefined;
  if (digest === undefined || gold.hashes.has(digest.hash))
    answer = normalizeAnswer(digest?.text ?? input.answer);
  if (digest?.length === 0 || answer === "") return undecided;
  const exact = answer === undefined ? undefined : gold.lookup.get(answer);
  if (exact !== undefined) return exact + 1;
  const wordsLow = digest?.wordsLow ?? -1;
  const wordsHigh = digest?.wordsHigh ?? -1;
  let question: string | undefined;
  for (let index = 0; index < gold.normalized.length; index++) {
    // A name is a phrase of the answer only if its first word is a word of the answer.
    if (((gold.firstWordsLow[index] ?? 0) & wordsLow) === 0) continue;
    if (((gold.firstWordsHigh[index] ?? 0) & wordsHigh) === 0) continue;
    const name = gold.normalized[index] ?? "";
    answer ??= normalizeAnswer(digest?.text ?? input.answer);
    if (!containsPhrase(answer, name)) continue;
    // A hedged answer passes by no name, so there is no need to ask before one is found.
    if ((digest?.mayHedge ?? true) && isHedged(answer)) return undecided;
    question ??= memo.normalize(input.question ?? "");
    if (!containsPhrase(question, name)) return -(index + 1);
  }
  return undecided;
}

/** Dates and numbers: the answer's value against the gold names' (parsed once per question). */
function decideTyped(
  input: MatchInput,
  names: readonly string[],
  values: readonly (TypedValue | undefined)[],
): MatchResult | undefined {
  const answerValue = parseTypedValue(input.answer);
  if (answerValue === undefined) return undefined;
  for (let index = 0; index < values.length; index++) {
    const goldValue = values[index];
    if (goldValue === undefined) continue;
    const equal = typedValuesEqual(answerValue, goldValue);
    if (equal === true) {
      return { pass: true, score: 1, reason: `same ${goldValue.kind} as "${names[index] ?? ""}"` };
    }
    if (equal === false && index === 0) {
      return { pass: false, score: 0, reason: `different ${goldValue.kind}: expected "${input.gold}"` };
    }
  }
  return undefined;
}

/**
 * Whether the answer hedges or negates ("X or Y", "not X"). The substring tests spare most answers
 * the regular expression. (Both run in V8's C++, which reads a concatenated string such as a
 * normal form at full speed; a loop of `charCodeAt` over one is several times slower.)
 */
function isHedged(answer: string): boolean {
  return (
    (answer.includes("or") || answer.includes("no") || answer.includes("neither")) &&
    /\b(?:or|not|nor|neither)\b/.test(answer)
  );
}

/** Whether `phrase` occurs in `text` as whole words (both normalised: words and single spaces). */
function containsPhrase(text: string, phrase: string): boolean {
  for (let at = text.indexOf(phrase); at >= 0; at = text.indexOf(phrase, at + 1)) {
    const end = at + phrase.length;
    if (
      (at === 0 || text.charCodeAt(at - 1) === 32) &&
      (end === text.length || text.charCodeAt(end) === 32)
    ) {
      return true;
    }
  }
  return false;
}

function hasDigit(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
}

/**
 * A question's gold names, normalised once: the names, their normal forms, a lookup by form, their
 * dates and numbers, and the reasons a match gives.
 */
export interface GoldIndex {
  gold: string;
  names: string[];
  normalized: string[];
  /** Normal form → index of the first name with it (0 is the gold answer). */
  lookup: Map<string, number>;
  /** {@link hashNormalForm} of each non-empty normal form. */
  hashes: Set<number>;
  /** {@link wordBits} of each normal form's first word; 0 for an empty one. */
  firstWordsLow: number[];
  firstWordsHigh: number[];
  /** Each name's date or number; undefined when no name is one. */
  values: (TypedValue | undefined)[] | undefined;
  exactReasons: string[];
  containsReasons: string[];
  /** The reason of a fail: `expected "<gold>"`. */
  expected: string;
}

/**
 * What exact matching remembers across answers: normal forms of texts (questions recur) and the
 * normalised gold names of each question (the same `aliases` array object is passed for every answer
 * to a question, so its index is built once).
 */
export interface ExactMatchMemo {
  normalize(text: string): string;
  goldIndex(input: Pick<MatchInput, "gold" | "aliases">): GoldIndex;
}

/** A fresh {@link ExactMatchMemo}; hold one per scoring run. */
export function createExactMatchMemo(): ExactMatchMemo {
  const normalize = createNormalizationCache();
  const byAliases = new WeakMap<readonly string[], GoldIndex>();
  const build = (input: Pick<MatchInput, "gold" | "aliases">): GoldIndex => {
    const names = goldNames(input);
    const normalized = names.map(normalize);
    const lookup = new Map<string, number>();
    normalized.forEach((form, index) => {
      if (form !== "" && !lookup.has(form)) lookup.set(form, index);
    });
    const values = names.map((name) => (hasDigit(name) ? parseTypedValue(name) : undefined));
    const firstWords = normalized.map((form) => {
      const space = form.indexOf(" ");
      return form === ""
        ? { low: 0, high: 0 }
        : wordBits(hashNormalForm(form, 0, space < 0 ? form.length : space));
    });
    return {
      gold: input.gold,
      names,
      normalized,
      lookup,
      hashes: new Set(normalized.filter((form) => form !== "").map((form) => hashNormalForm(form))),
      firstWordsLow: firstWords.map((bits) => bits.low),
      firstWordsHigh: firstWords.map((bits) => bits.high),
      values: values.some((value) => value !== undefined) ? values : undefined,
      exactReasons: names.map((name, index) => (index === 0 ? "exact match" : `alias match ("${name}")`)),
      containsReasons: names.map(
        (name, index) => `contains ${index === 0 ? "the answer" : "an alias"} "${name}"`,
      ),
      expected: `expected "${input.gold}"`,
    };
  };
  return {
    normalize,
    goldIndex(input) {
      const known = byAliases.get(input.aliases);
      if (known?.gold === input.gold) return known;
      const index = build(input);
      byAliases.set(input.aliases, index);
      return index;
    },
  };
}

/**
 * The `exact` matcher's judgement of one answer. Pass one {@link createExactMatchMemo} for many
 * answers, so that each gold name and question is normalised once.
 */
export function matchExactly(input: MatchInput, memo: ExactMatchMemo = createExactMatchMemo()): MatchResult {
  const gold = memo.goldIndex(input);
  return exactJudgement(decideCode(input, gold, memo), gold);
}

/**
 * `normalizeAnswer` with a memory of up to `size` texts (default 50,000; cleared when full): gold
 * names and questions recur across answers, models and rescorings.
 */
export function createNormalizationCache(size = 50_000): (text: string) => string {
  const cache = new Map<string, string>();
  return (text) => {
    let normalized = cache.get(text);
    if (normalized === undefined) {
      if (cache.size >= size) cache.clear();
      normalized = normalizeAnswer(text);
      cache.set(text, normalized);
    }
    return normalized;
  };
}
