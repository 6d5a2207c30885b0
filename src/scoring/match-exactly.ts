import { goldNames, type MatchInput, type MatchResult } from "./matcher.js";
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
  if (gold.values !== undefined && hasDigit(input.answer)) {
    const typed = decideTyped(input, gold.names, gold.values);
    if (typed !== undefined) return typed;
  }
  const answer = normalizeAnswer(input.answer);
  if (answer === "") return undefined;
  const exact = gold.lookup.get(answer);
  if (exact !== undefined) return { pass: true, score: 1, reason: gold.exactReasons[exact] ?? "" };
  let question: string | undefined;
  for (let index = 0; index < gold.normalized.length; index++) {
    const name = gold.normalized[index] ?? "";
    if (name === "" || !containsPhrase(answer, name)) continue;
    // A hedged answer passes by no name, so there is no need to ask before one is found.
    if (isHedged(answer)) return undefined;
    question ??= memo.normalize(input.question ?? "");
    if (!containsPhrase(question, name))
      return { pass: true, score: 1, reason: gold.containsReasons[index] ?? "" };
  }
  return undefined;
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
    return {
      gold: input.gold,
      names,
      normalized,
      lookup,
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
  return decideExactly(input, memo) ?? { pass: false, score: 0, reason: memo.goldIndex(input).expected };
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
