import type { Entity } from "../knowledge/fact-set.js";
import {
  definiteArticleHeadsBeforeOf,
  definiteArticleLastWords,
  definiteArticleNames,
} from "./definite-article-names.js";
import { interrogativeFor } from "./interrogative.js";

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
  // A title that ends in its own "?" or "!" is quoted, so the sentence's punctuation stays apart.
  if (/[?!]$/u.test(label) && !entity.types.includes(HUMAN)) return `"${label}"`;
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

/**
 * A noun phrase naming what `noun` is of an entity: "Michelle Obama's spouse", and "the X of Y" when
 * the possessive would read badly: after a name with "the" ("the capital of the United States"), a
 * long name (more than four words), a name with "of", "and", another preposition or a possessive in
 * it, or one that ends in punctuation
 * ("the performer of \"Would You Love a Monsterman?\"").
 */
export function possessivePhrase(entity: NamedEntity, noun: string): string {
  const name = nameInSentence(entity);
  const words = name.split(" ");
  if (
    /^the /iu.test(name) ||
    words.length > 4 ||
    /[^\p{L}\p{N}]$/u.test(name) ||
    /\b(?:of|and|in|at|by|for|from|with|to)\b|['’]s\b/u.test(name)
  )
    return `the ${noun} of ${name}`;
  return `${possessiveName(entity)} ${noun}`;
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
  // A possessive inside the name makes it its own determiner: "Merry's Museum", "St Paul's Cathedral".
  if (words.slice(0, -1).some((word) => /['’]s$/u.test(word))) return false;
  const kind = interrogativeFor({ types }, { fallback: "" });
  // Titles of works read bare: "Guardians of the Galaxy", "Pirates of the Caribbean".
  if (titledKinds.has(kind)) return false;
  // "1984 Summer Olympics", "2014 FIFA World Cup": an event named by its year.
  // Not "2767 Takenouchi" (an asteroid): a year, then at least two words.
  if (/^(?:1[89]|20)\d\d \p{L}/u.test(label) && words.length > 2) return true;
  // Plural names of groups: "Vancouver Canucks", "Beskids", "Beastie Boys".
  if (
    (pluralGroupKinds.has(kind) || types.some((type) => pluralGroupClasses.has(type))) &&
    /\p{Lu}\p{L}*[^suio\s]s$/u.test(label) &&
    (words.length > 1 || kind.endsWith("range"))
  )
    return true;
  // "Twenty-eighth government of Israel", "First Battle of Bull Run", "31st Infantry Regiment".
  if (words.length > 1 && ordinalStart.test(label)) return true;
  if (
    types.some((type) => definiteArticleClasses.has(type)) &&
    !/^(?:lake|mount|loch|lac|lago)\b/u.test(words[0] ?? "")
  )
    return true;
  // "Democratic Party", but not "Moses exposed by the river": the head word is capitalised.
  if (words.length > 1 && definiteArticleLastWords.has(words.at(-1) ?? "") && /\s\p{Lu}\S*$/u.test(label))
    return true;
  // "Association for the Advancement of Artificial Intelligence": such a head, then "for".
  if (words[1] === "for" && definiteArticleLastWords.has(words[0] ?? "")) return true;
  const ofIndex = words.indexOf("of");
  if (ofIndex > 0 && ofIndex <= 2 && definiteArticleHeadsBeforeOf.has(words[0] ?? "")) return true;
  // "Court of Auditors", "Bust of Cardinal Richelieu", "Isle of Man": a capitalised head noun
  // followed by "of" names one thing, unless the head is itself part of a name ("Our Lady of ...").
  return (
    ofIndex > 0 &&
    ofIndex <= 3 &&
    !functionWords.has(words[0] ?? "") &&
    // "Prince Philip, Duke of Edinburgh" is a person's name and title.
    !words.slice(0, ofIndex).some((word) => word.endsWith(",")) &&
    // Untyped names with a plural head are mostly titles: "Guardians of the Galaxy".
    (types.length > 0 || !/s$/u.test(words[ofIndex - 1] ?? "")) &&
    !bareHeadsBeforeOf.has(words[0] ?? "") &&
    /^(?:\p{Lu}|the )/u.test(
      label
        .split(" ")
        .slice(ofIndex + 1)
        .join(" "),
    )
  );
}

/** Kinds of answer (see {@link interrogativeFor}) whose names are titles and take no article. */
const titledKinds: ReadonlySet<string> = new Set(
  [
    "film",
    "television series",
    "miniseries",
    "television program",
    "album",
    "single",
    "song",
    "video game",
    "work",
    "book",
    "opera",
    "magazine",
    "newspaper",
  ].map((kind) => `Which ${kind}`),
);

/** Kinds whose plural names take "the": teams, bands, ranges. */
const pluralGroupKinds: ReadonlySet<string> = new Set(
  ["team", "club", "band", "mountain range", "political party"].map((kind) => `Which ${kind}`),
);

/** Words that cannot head a noun phrase: "Until the End of the World" is a title, not a thing. */
const functionWords: ReadonlySet<string> = new Set(
  "a an all at by for from in into on one out over some the this those to until up upon what when where who why with".split(
    " ",
  ),
);

/** Classes of groups without an interrogative of their own: American football, basketball, ice hockey and baseball teams, artist groups. */
const pluralGroupClasses: ReadonlySet<string> = new Set([
  "Q17156793",
  "Q13393265",
  "Q4498974",
  "Q13027888",
  "Q1558054",
  "Q2088357",
]);

/** First words that begin a name before "of" without making it take "the". */
const bareHeadsBeforeOf: ReadonlySet<string> = new Set([
  "our",
  "saint",
  "st.",
  "st",
  "san",
  "santa",
  "são",
  "sankt",
]);

function startsWithLowerCase(label: string): boolean {
  const first = label.charAt(0);
  return first !== first.toUpperCase() && first === first.toLowerCase();
}

const ordinalStart =
  /^(?:(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\p{L}+teenth|\p{L}+ieth)|\d+(?:st|nd|rd|th))\b/iu;

/** Trims a label and collapses runs of whitespace (including newlines) to one space. */
export function tidyLabel(label: string): string {
  // Most labels are already tidy (words separated by single spaces): checked by a scan, not a regex.
  if (isTidy(label)) return label;
  return label.trim().replace(/\s+/gu, " ");
}

function isTidy(label: string): boolean {
  const last = label.length - 1;
  if (last < 0) return false;
  for (let index = 0; index <= last; index += 1) {
    const code = label.charCodeAt(index);
    if (code === 32) {
      if (index === 0 || index === last || label.charCodeAt(index - 1) === 32) return false;
    } else if (code <= 32 || (code >= 0x7f && /\s/u.test(label.charAt(index)))) return false;
  }
  return true;
}
