import type { Entity } from "../knowledge/fact-set.js";
import {
  definiteArticleHeadsBeforeOf,
  definiteArticleLastWords,
  definiteArticleNames,
} from "./definite-article-names.js";

/** The Wikidata class "human" (Q5): people's names never take an article. */
const HUMAN = "Q5";

/** The part of an entity a name in a sentence is made from: its label and P31 types. */
export type NamedEntity = Pick<Entity, "label" | "types">;

/**
 * An entity's label as it reads inside a sentence: with "the" when the name takes it ("the United
 * States of America", "the University of Chicago", "the Ivy League"), otherwise unchanged
 * ("France", "Barack Obama", "politician"). People (P31 human) and labels that already start with
 * "the" or with a lower-case letter are left alone. Whitespace is collapsed.
 */
export function nameInSentence(entity: NamedEntity): string {
  const label = tidyLabel(entity.label);
  return takesDefiniteArticle(label, entity.types) ? `the ${label}` : label;
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
  if (types.includes(HUMAN) || label === "" || startsWithLowerCase(label)) return false;
  const words = label.toLowerCase().split(" ");
  if (words[0] === "the") return false;
  if (definiteArticleNames.has(label.toLowerCase())) return true;
  if (words.length > 1 && definiteArticleLastWords.has(words.at(-1) ?? "")) return true;
  const ofIndex = words.indexOf("of");
  return ofIndex > 0 && ofIndex <= 2 && definiteArticleHeadsBeforeOf.has(words[0] ?? "");
}

function startsWithLowerCase(label: string): boolean {
  const first = label.charAt(0);
  return first !== first.toUpperCase() && first === first.toLowerCase();
}

/** Trims a label and collapses runs of whitespace (including newlines) to one space. */
export function tidyLabel(label: string): string {
  return label.trim().replace(/\s+/gu, " ");
}
