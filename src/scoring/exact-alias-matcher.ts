import { goldNames, type MatchInput, type Matcher, type MatchResult } from "./matcher.js";
import { normalizeAnswer } from "./normalize-answer.js";
import { parseTypedValue, typedValuesEqual } from "./typed-value.js";

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
  const names = gold.names;
  const answerValue = hasDigit(input.answer) ? parseTypedValue(input.answer) : undefined;
  if (answerValue !== undefined) {
    for (const name of names) {
      const goldValue = parseTypedValue(name);
      if (goldValue === undefined) continue;
      const equal = typedValuesEqual(answerValue, goldValue);
      if (equal === true) return { pass: true, score: 1, reason: `same ${goldValue.kind} as "${name}"` };
      if (equal === false && name === names[0]) {
        return { pass: false, score: 0, reason: `different ${goldValue.kind}: expected "${input.gold}"` };
      }
    }
  }
  const answer = normalizeAnswer(input.answer);
  if (answer === "") return undefined;
  const exact = gold.lookup.get(answer);
  if (exact === 0) return { pass: true, score: 1, reason: "exact match" };
  if (exact !== undefined) return { pass: true, score: 1, reason: `alias match ("${names[exact] ?? ""}")` };
  const hedged = /\b(?:or|not|nor|neither)\b/.test(answer);
  if (!hedged) {
    const padded = ` ${answer} `;
    let question: string | undefined;
    for (const [index, name] of gold.normalized.entries()) {
      if (name === "" || !padded.includes(` ${name} `)) continue;
      question ??= ` ${memo.normalize(input.question ?? "")} `;
      if (!question.includes(` ${name} `)) {
        return {
          pass: true,
          score: 1,
          reason: `contains ${index === 0 ? "the answer" : "an alias"} "${names[index] ?? ""}"`,
        };
      }
    }
  }
  return undefined;
}

function hasDigit(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (code >= 48 && code <= 57) return true;
  }
  return false;
}

/** A question's gold names, normalised once: the names, their normal forms, and a lookup by form. */
interface GoldIndex {
  gold: string;
  names: string[];
  normalized: string[];
  /** Normal form → index of the first name with it (0 is the gold answer). */
  lookup: Map<string, number>;
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
    return { gold: input.gold, names, normalized, lookup };
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
 * The `exact` matcher: normalised exact match against the gold answer and its aliases, plus the
 * type-aware and containment rules of {@link decideExactly}. Anything else fails. Fast (over a
 * million pairs per second) and never wrong about a pass it gives, but it misses misspellings and
 * other names than the aliases.
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

/**
 * The `exact` matcher's judgement of one answer. Pass one {@link createExactMatchMemo} for many
 * answers, so that each gold name and question is normalised once.
 */
export function matchExactly(input: MatchInput, memo?: ExactMatchMemo): MatchResult {
  return decideExactly(input, memo) ?? { pass: false, score: 0, reason: `expected "${input.gold}"` };
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
