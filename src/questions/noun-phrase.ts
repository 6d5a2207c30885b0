import type { Entity } from "../knowledge/fact-set.js";
import {
  definiteArticleHeadsBeforeOf,
  definiteArticleLastWords,
  definiteArticleNames,
} from "./definite-article-names.js";

/** The Wikidata class "human" (Q5): people's names never take an article. */
const HUMAN = "Q5";

/**
 * The part of an entity a name in a sentence is made from: its label and P31 types. A `verbatim`
 * name is a phrase already fit for a sentence ("Michelle Obama's spouse") and is used unchanged.
 */
export type NamedEntity = Pick<Entity, "label" | "types"> & { verbatim?: boolean };

/** Classes whose names take "the" although nothing in the label says so: rivers, seas, oceans. */
const definiteArticleClasses: ReadonlySet<string> = new Set(["Q4022", "Q165", "Q9430", "Q37901", "Q1322134"]);

/**
 * An entity's label as it reads inside a sentence: with "the" when the name takes it ("the United
 * States of America", "the University of Chicago", "the Ivy League"), otherwise unchanged
 * ("France", "Barack Obama", "politician"). People (P31 human) and labels that already start with
 * "the" or with a lower-case letter are left alone. Whitespace is collapsed.
 */
export function nameInSentence(entity: NamedEntity): string {
  const label = tidyLabel(entity.label);
  if (entity.verbatim === true) return label;
  return takesDefiniteArticle(label, entity.types) ? `the ${label}` : label;
}

/**
 * An entity's name in the possessive: "Michelle Obama's", and for names ending in "s" just an
 * apostrophe: "Charles Dickens'", "the United States'".
 */
export function possessiveName(entity: NamedEntity): string {
  const name = nameInSentence(entity);
  return /s$/iu.test(name) ? `${name}'` : `${name}'s`;
}

/** A name with "the" in front unless it already has one: "the piano", "the Hammond organ". */
export function definiteNounPhrase(entity: NamedEntity): string {
  const label = tidyLabel(entity.label);
  if (entity.verbatim === true || /^the /iu.test(label)) return label;
  return `the ${label}`;
}

/**
 * An entity as a noun phrase that classifies: common nouns get "a"/"an" ("a lawyer", "an
 * engineer"), proper names read as {@link nameInSentence} ("the President of the United States").
 */
export function indefiniteNounPhrase(entity: NamedEntity): string {
  const label = tidyLabel(entity.label);
  if (!startsWithLowerCase(label)) return nameInSentence(entity);
  return `${indefiniteArticle(label)} ${label}`;
}

/** "a" or "an" for a word, by its sound as far as spelling tells: "an engineer", "a university". */
export function indefiniteArticle(word: string): "a" | "an" {
  const lower = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/u.test(lower)) return "an";
  if (/^(?:uni|use|usu|uti|eu|one|once|ur[aeiou])/u.test(lower)) return "a";
  return /^[aeiou]/u.test(lower) ? "an" : "a";
}

/** Whether a label names something that takes "the" inside a sentence. */
function takesDefiniteArticle(label: string, types: readonly string[]): boolean {
  if (types.includes(HUMAN) || label === "") return false;
  // "canton of Agen", "commune of Paris": a common noun naming one place.
  if (startsWithLowerCase(label)) return /^[\p{Ll} -]+ of \p{Lu}/u.test(label);
  const words = label.toLowerCase().split(" ");
  if (words[0] === "the") return false;
  if (definiteArticleNames.has(label.toLowerCase())) return true;
  // "Twenty-eighth government of Israel", "First Battle of Bull Run", "31st Infantry Regiment".
  if (words.length > 1 && ordinalStart.test(label)) return true;
  if (
    types.some((type) => definiteArticleClasses.has(type)) &&
    !/^(?:lake|mount|loch|lac|lago)\b/u.test(words[0] ?? "")
  )
    return true;
  if (words.length > 1 && definiteArticleLastWords.has(words.at(-1) ?? "")) return true;
  const ofIndex = words.indexOf("of");
  return ofIndex > 0 && ofIndex <= 2 && definiteArticleHeadsBeforeOf.has(words[0] ?? "");
}

function startsWithLowerCase(label: string): boolean {
  const first = label.charAt(0);
  return first !== first.toUpperCase() && first === first.toLowerCase();
}

const ordinalStart =
  /^(?:(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\p{L}+teenth|\p{L}+ieth)|\d+(?:st|nd|rd|th))\b/iu;

/** Trims a label and collapses runs of whitespace (including newlines) to one space. */
export function tidyLabel(label: string): string {
  // Most labels are already tidy: words separated by single spaces.
  if (/^(?:[^\s]+ )*[^\s]+$/u.test(label)) return label;
  return label.trim().replace(/\s+/gu, " ");
}
