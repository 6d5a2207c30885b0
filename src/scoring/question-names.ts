import type { NamedEntity, Question } from "../questions/question.js";
import type { MatchInput } from "./matcher.js";
import { normalizeAnswer } from "./normalize-answer.js";
import type { TitleNames } from "./title-names.js";

/**
 * The names a WH answer is matched against, made once per question: the gold answer, its aliases,
 * with `judging`, every accepted value's label and aliases, and for all of them the names with
 * equivalent titles ("tsar" for "emperor") and without a leading rank when two words or more are
 * left ("Charles III" for "King Charles III", not "William" for "Prince William"), and a monarch's
 * regnal name without the realm ("Christian IX" for "Christian IX of Denmark"). The arrays are made
 * once, so a matcher's per-name-list memory works.
 */
export interface QuestionNames {
  gold: string;
  /** Aliases, accepted values' names and title equivalents, without rank-stripped names. */
  aliases: readonly string[];
  /** {@link aliases} and the names without their leading rank. */
  aliasesWithoutRanks: readonly string[];
  /** The canonical ranks that lead any name ("emperor" for "Tsar Nicholas II"). */
  ranks: ReadonlySet<string>;
  /**
   * Per accepted value (gold first), its names as matched: the label, and as aliases its aliases,
   * title variants and rank-stripped names (one array each, made once: the exact matcher
   * remembers gold names by the array).
   */
  values: readonly { entity: NamedEntity; gold: string; aliases: readonly string[] }[];
  /** With `judging`: the broader entities by the normal form of each of their names. */
  broaderByForm: ReadonlyMap<string, NamedEntity>;
}

/**
 * A regnal name and the realm after it: "Christian IX of Denmark", "Louis XIV of France", "Charles
 * III of the United Kingdom" (the name before " of ": one or two capitalised words and a Roman
 * number).
 */
const regnalName = /^(\p{Lu}[\p{L}'’-]+(?: \p{Lu}[\p{L}'’-]+)? [IVXL]+) of (?:the )?\p{Lu}/u;

/** Builds a question's {@link QuestionNames}. */
export function questionNames(
  question: Pick<Question, "answer" | "aliases" | "judging">,
  titles: TitleNames,
): QuestionNames {
  const ranks = new Set<string>();
  // Most questions: no judging and no name with a title or a realm; the question's own alias array
  // is kept, so the matcher's memory of it (by identity) works as before.
  if (
    question.judging === undefined &&
    [question.answer, ...question.aliases].every(
      (name) =>
        titles.equivalents(name).length === 0 &&
        titles.leadingRank(name) === undefined &&
        !regnalName.test(name),
    )
  ) {
    return {
      gold: question.answer,
      aliases: question.aliases,
      aliasesWithoutRanks: question.aliases,
      ranks,
      values: [],
      broaderByForm: new Map(),
    };
  }
  const namesOf = (label: string, aliases: readonly string[]): { plain: string[]; rankless: string[] } => {
    const plain = new Set<string>();
    const rankless = new Set<string>();
    for (const name of [label, ...aliases]) {
      plain.add(name);
      for (const variant of titles.equivalents(name)) plain.add(variant);
    }
    // A monarch by regnal name alone: "Christian IX" for "Christian IX of Denmark" (held-out-8).
    for (const name of [...plain]) {
      const regnal = regnalName.exec(name)?.[1];
      if (regnal !== undefined) plain.add(regnal);
    }
    for (const name of plain) {
      const leading = titles.leadingRank(name);
      if (leading === undefined) continue;
      ranks.add(leading.rank);
      // One word left is too short a name to stand alone: "William" of "Prince William" would be
      // found in "William Shakespeare". "Charles III" of "King Charles III" stays.
      if (leading.rest.trim().split(/\s+/).length >= 2) rankless.add(leading.rest);
    }
    return { plain: [...plain], rankless: [...rankless] };
  };
  const gold = namesOf(question.answer, question.aliases);
  const aliases = new Set(gold.plain.slice(1));
  const rankless = new Set(gold.rankless);
  const values = (question.judging?.accepted ?? []).map((entity) => {
    const names = namesOf(entity.label, entity.aliases);
    for (const name of names.plain) aliases.add(name);
    for (const name of names.rankless) rankless.add(name);
    return { entity, gold: entity.label, aliases: [...names.plain.slice(1), ...names.rankless] };
  });
  aliases.delete(question.answer);
  const broaderByForm = new Map<string, NamedEntity>();
  for (const entity of question.judging?.broader ?? []) {
    for (const name of [entity.label, ...entity.aliases]) {
      const form = normalizeAnswer(name);
      if (form !== "" && !broaderByForm.has(form)) broaderByForm.set(form, entity);
    }
  }
  return {
    gold: question.answer,
    aliases: [...aliases],
    aliasesWithoutRanks: [...aliases, ...[...rankless].filter((name) => !aliases.has(name))],
    ranks,
    values,
    broaderByForm,
  };
}

/**
 * The matcher's input for one WH answer: an answer led by a rank ("President Lincoln") is matched
 * without it when no gold name has a rank; when one has the same rank, as it is ("Prince William of
 * Wales" holds "Prince William"); when one has another rank ("King William" against "Prince
 * William"), as it is and against the names with their ranks only.
 */
export function whMatchInput(
  names: QuestionNames,
  titles: TitleNames,
  answer: { extracted: string; response: string; question: string },
): MatchInput {
  const leading = titles.leadingRank(answer.extracted);
  const conflict = leading !== undefined && [...names.ranks].some((rank) => rank !== leading.rank);
  return {
    answer: leading !== undefined && names.ranks.size === 0 ? leading.rest : answer.extracted,
    response: answer.response,
    gold: names.gold,
    aliases: conflict ? names.aliases : names.aliasesWithoutRanks,
    question: answer.question,
  };
}
