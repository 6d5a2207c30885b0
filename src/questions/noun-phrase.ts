import type { Entity } from "../knowledge/fact-set.js";
import {
  acronymsReadAsWords,
  definiteArticleAcronymClasses,
  definiteArticleClasses,
  definiteArticleFrenchHeads,
  definiteArticleGroupClasses,
  definiteArticleHeadsBeforeOf,
  definiteArticleLastWords,
  definiteArticleLowerCaseHeads,
  definiteArticleNames,
  definiteArticlePluralHeads,
} from "./definite-article-names.js";
import { isCommonWord } from "./common-words.js";
import { interrogativeFor } from "./interrogative.js";

/** The Wikidata class "human" (Q5): people's names never take an article. */
const HUMAN = "Q5";

/**
 * The part of an entity a name in a sentence is made from: its label and P31 types. A `verbatim`
 * name is a phrase already fit for a sentence ("Michelle Obama's spouse") and is used unchanged.
 */
export type NamedEntity = Pick<Entity, "label" | "types"> & {
  verbatim?: boolean;
  /** Other names; an alias "The World Bank" shows that "World Bank" takes "the". */
  aliases?: readonly string[];
  /**
   * The name is a work's title: without types, "X of Y" does not take "the" ("Department of
   * Youth", a song), as it would for a thing ("the Court of Auditors").
   */
  title?: boolean;
};

/**
 * An entity's label as it reads inside a sentence: with "the" when the name takes it ("the United
 * States of America", "the University of Chicago", "the Ivy League"), otherwise unchanged
 * ("France", "Barack Obama", "politician"). People (P31 human), but for a few listed names ("the
 * Virgin Mary"), and labels that already start with
 * "the" or with a lower-case letter are left alone. Whitespace is collapsed.
 */
export function nameInSentence(entity: NamedEntity): string {
  return nameAs(entity, entity.title === true);
}

/** {@link nameInSentence} of an entity read as a work's title (see {@link NamedEntity.title}). */
export function titleInSentence(entity: NamedEntity): string {
  return nameAs(entity, true);
}

// Names in sentences, remembered per entity object: generation renders the same subjects and
// candidate objects many times. Entities are not changed while they are in use.
const names = new WeakMap<NamedEntity, string>();
const titles = new WeakMap<NamedEntity, string>();

function nameAs(entity: NamedEntity, title: boolean): string {
  const cache = title ? titles : names;
  let name = cache.get(entity);
  if (name === undefined) {
    name = computeName(entity, title);
    cache.set(entity, name);
  }
  return name;
}

function computeName(entity: NamedEntity, title: boolean): string {
  if (entity.verbatim === true) return tidyLabel(entity.label);
  const label = withoutQualifier(tidyLabel(entity.label));
  // A title that ends in its own "?" or "!" is quoted, so the sentence's punctuation stays apart.
  if (/[?!]$/u.test(label) && !entity.types.includes(HUMAN)) return `"${label}"`;
  // An untyped title in lower case ("scoop") is still a title: "Who directed Scoop?"
  if (title && entity.types.length === 0 && /^\p{Ll}\p{Ll}/u.test(label))
    return label.charAt(0).toUpperCase() + label.slice(1);
  return takesDefiniteArticle(label, entity.types, entity.aliases, title) ? `the ${label}` : label;
}

/**
 * Whether a label names a page about a topic rather than a thing a question can be about (or is a
 * pronoun, a date or a distance, which would read as one: "Was I born in Gwangju?"): a
 * Wikimedia page ("Category:Frescos in the Capella Scrovegni", "List of rivers of Peru") or a
 * topic in a place or at an event ("futsal in Portugal", "Canada at the 2008 Summer Olympics",
 * "Islam in the Cook Islands").
 */
export function isTopicPageLabel(label: string): boolean {
  return (
    /^(?:Category|Template|Wikipedia|Portal|Help|Module|Draft):/u.test(label) ||
    // A name that is a pronoun reads as one: "Was I born in Gwangju?"
    /^(?:I|Me|You|We|Us|He|She|It|They|Them|Him|Her)$/u.test(label) ||
    // A month or a year, which is a date, not a thing: "Is March 1947 part of ...?"
    /^(?:(?:January|February|March|April|May|June|July|August|September|October|November|December) )?\d{1,4}s?$/u.test(
      label,
    ) ||
    // A halt named by its distance, which reads as one: "Which line serves 187 km?"
    /^\d+(?:[.,]\d+)? ?(?:km|m|mi|ft|verst)$/u.test(label) ||
    /^(?:[Ll]ists?|Index|Outline|Timeline) of /u.test(label) ||
    (startsWithLowerCase(label) && / (?:in|at) (?:the )?\p{Lu}/u.test(label)) ||
    / at the (?:\d{4} )?(?:Summer |Winter |Youth )*(?:Olympics|Paralympics|Olympic Games)\b/u.test(label) ||
    // "Poland in the Eurovision Song Contest": a country's record at a recurring contest.
    / (?:in|at) the (?:\d{4} )?(?:Junior )?(?:Eurovision Song Contest|Commonwealth Games|Asian Games|FIFA World Cup)$/u.test(
      label,
    ) ||
    /^(?:Islam|Christianity|Buddhism|Hinduism|Judaism|Religion|History|Geography|Economy|Politics|Culture|Demographics|Education|Transport|Tourism|Sport) (?:in|of) /iu.test(
      label,
    )
  );
}

/**
 * Whether a name is grammatically plural, so the verb agrees: "Do the Faroe Islands have ...?",
 * "Do the Vancouver Canucks play ...?". Plural group names (teams, bands, ranges: see
 * {@link nameInSentence}) and island groups and mountains that are not sovereign states ("the
 * Solomon Islands" the country is singular).
 */
export function isPluralName(entity: NamedEntity): boolean {
  let plural = plurals.get(entity);
  if (plural === undefined) {
    plural = computePlural(entity);
    plurals.set(entity, plural);
  }
  return plural;
}

const plurals = new WeakMap<NamedEntity, boolean>();

function computePlural(entity: NamedEntity): boolean {
  if (entity.verbatim === true || entity.types.includes(HUMAN)) return false;
  const label = tidyLabel(entity.label);
  // "The Beatles", "The Rolling Stones": a band's plural name with its own "The".
  if (/^the /iu.test(label)) {
    const rest = label.slice(4);
    return (
      /\p{Lu}\p{L}*[^suioa\s]s$/u.test(rest) &&
      !hasLowerCaseWord(rest) &&
      entity.types.some((type) => bandClasses.has(type) || pluralGroupClasses.has(type))
    );
  }
  if (startsWithLowerCase(label) || label.includes(":")) return false;
  // Not "Lake of Two Mountains", "Islam in the Cook Islands": the head comes before.
  if (/ (?:Islands|Isles|Mountains|Alps|Highlands|Lowlands|Midlands|Plains|Forces)$/u.test(label))
    return !hasLowerCaseWord(label) && !entity.types.some((type) => sovereignStateClasses.has(type));
  return isPluralGroupName(label, label.toLowerCase().split(" "), entity.types);
}

/** Whether a name has a lower-case word besides "and" and "the" ("Dave Vanian and the Phantom Chords"). */
function hasLowerCaseWord(label: string): boolean {
  return label.split(" ").some((word) => word !== "and" && word !== "the" && startsWithLowerCase(word));
}

/** Countries and states: "the Solomon Islands is a country". */
const sovereignStateClasses: ReadonlySet<string> = new Set(["Q6256", "Q3624078", "Q7275", "Q3024240"]);

/** "Vancouver Canucks", "Beskids", "Beastie Boys": a plural name of a team, band or range. */
function isPluralGroupName(label: string, words: readonly string[], types: readonly string[]): boolean {
  // Not "Botafogo de Futebol e Regatas", "Moyen Atlas": an English plural, words capitalised.
  if (!/\p{Lu}\p{L}*[^suioa\s]s$/u.test(label) || hasLowerCaseWord(label)) return false;
  const kind = interrogativeFor({ types }, { fallback: "" });
  return (
    (pluralGroupKinds.has(kind) || types.some((type) => pluralGroupClasses.has(type))) &&
    (words.length > 1 || kind.endsWith("range"))
  );
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
 * the possessive would read badly: for a work's title or an entity without types ("the producer
 * of Contrast"), after a name with "the" ("the capital of the United States"), a long name (more than four words), a name with "of", "and", another preposition or a possessive in
 * it, or one that ends in punctuation or a digit ("the performer of \"Would You Love a
 * Monsterman?\"", "the manufacturer of Nexus 10").
 */
export function possessivePhrase(entity: NamedEntity, noun: string): string {
  const name = nameInSentence(entity);
  const words = name.split(" ");
  if (
    // A work's title, or a name nothing is known of, may read as a common noun or a person in the
    // possessive ("Contrast's producer", "Joanna's record label"): "the producer of Contrast".
    entity.title === true ||
    entity.types.length === 0 ||
    /^the /iu.test(name) ||
    words.length > 4 ||
    /[^\p{L}]$/u.test(name) ||
    /\b(?:of|and|in|at|by|for|from|with|to)\b|['’]s\b/iu.test(name)
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
 * A species' common name with "the" ("the ivory gull", "the Yellow-faced Parrot", "the European
 * hamster"), a scientific name as {@link nameInSentence} ("Pudu puda", "Homo sapiens"). "Arabian
 * oryx" reads as a scientific name: the dictionary lacks "oryx", so nothing tells them apart.
 */
export function commonNounPhrase(entity: NamedEntity): string {
  const label = tidyLabel(entity.label);
  if (entity.verbatim === true) return label;
  // "ivory gull", and "Yellow-faced Parrot" (a common name in capitals), but not a scientific name:
  // "Pudu puda", "Chrysocyon brachyurus", "Vaccinium".
  const commonName =
    startsWithLowerCase(label) ||
    (/^\p{Lu}\S* \p{Lu}\S*$/u.test(label) && !/^the /iu.test(label)) ||
    isCapitalisedCommonName(label);
  return commonName ? `the ${label}` : nameInSentence(entity);
}

/**
 * "European hamster", "Common raven": an adjective or a demonym, then English words. Not a
 * scientific name, whose words are Latin even where English has them too: "Homo sapiens", "Canis
 * lupus", "Bison bison".
 */
function isCapitalisedCommonName(label: string): boolean {
  const words = label.split(" ");
  const first = words[0] ?? "";
  const rest = words.slice(1);
  return (
    rest.length > 0 &&
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    (/(?:an|ese|ish|ic|ern)$/u.test(first) || (isCommonWord(first) && !/(?:us|um|is|o)$/u.test(first))) &&
    rest.every(
      (word) =>
        // "European Honey Buzzard": birds' names are capitalised word by word.
        (/^\p{Ll}+(?:-\p{Ll}+)?$/u.test(word) ||
          (rest.length > 1 && /^\p{Lu}\p{Ll}+(?:-\p{Ll}+)?$/u.test(word))) &&
        word.toLowerCase() !== first.toLowerCase() &&
        !/(?:us|um|ae|is|ens|ii|i)$/u.test(word) &&
        word.split("-").every(isCommonWord),
    )
  );
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
function takesDefiniteArticle(
  label: string,
  types: readonly string[],
  aliases: readonly string[] | undefined,
  title: boolean,
): boolean {
  if (label === "") return false;
  if (definiteArticleNames.has(label.toLowerCase())) return true;
  if (types.includes(HUMAN)) return false;
  // "canton of Agen", "commune of Paris": a common noun naming one place.
  if (startsWithLowerCase(label)) return /^[\p{Ll} -]+ of \p{Lu}/u.test(label);
  const words = label.toLowerCase().split(" ");
  if (words[0] === "the" || words[0] === "thee") return false;
  // Wikidata's own evidence: an alias "The World Bank", "The Histories"; not a band's old name
  // ("The Pink Floyd") or a royal style ("The Prince Philip, Duke of Edinburgh").
  if (
    aliases !== undefined &&
    !label.includes(",") &&
    !nobleTitles.has(words[0] ?? "") &&
    !types.some((type) => bandClasses.has(type)) &&
    aliases.some((alias) => isArticleAlias(alias, label))
  )
    return true;
  // A possessive inside the name makes it its own determiner: "Merry's Museum", "St Paul's Cathedral".
  // Not after "of" in a name that ends in a capitalised word, where it belongs to the name's second
  // part: "the Council of People's Commissars"; but "Massachusetts House of Representatives's 10th
  // Suffolk district" is a district.
  const beforeOf =
    words.includes("of") && /\s\p{Lu}\S*$/u.test(label) ? words.slice(0, words.indexOf("of")) : words;
  // "People's" is no determiner: "the Chinese People's Political Consultative Conference".
  if (beforeOf.slice(0, -1).some((word) => /['’]s$/u.test(word) && !/^people['’]s$/u.test(word)))
    return false;
  const kind = interrogativeFor({ types }, { fallback: "" });
  // Titles of works read bare: "Guardians of the Galaxy", "Pirates of the Caribbean".
  if (titledKinds.has(kind)) return false;
  if (types.some((type) => definiteArticleClasses.has(type))) {
    if (!/^(?:lake|mount|loch|lac|lago)\b/u.test(words[0] ?? "")) return true;
  }
  if (types.some((type) => definiteArticleGroupClasses.has(type))) {
    if (
      words.length > 1 ? !isAcronym(label.split(" ")[0] ?? "") : isLetterAcronym(label) || /s$/u.test(label)
    )
      return true;
  }
  if (isLetterAcronym(label) && types.some((type) => definiteArticleAcronymClasses.has(type))) return true;
  // "1984 Summer Olympics", "2014 FIFA World Cup": an event named by its year.
  // Not "2767 Takenouchi" (an asteroid): a year, then at least two words.
  // "1969–70 Fußball-Bundesliga": a season, then its name.
  if (
    /^(?:1[89]|20)\d\d(?:[–-]\d\d(?:\d\d)?)? \p{L}/u.test(label) &&
    (words.length > 2 || /^\d{4}[–-]/u.test(label))
  )
    return true;
  // Plural names of groups: "Vancouver Canucks", "Beskids", "Beastie Boys".
  if (isPluralGroupName(label, words, types)) return true;
  // "the United Principalities", "the United Provinces"; not "United Airlines".
  if (
    /^United (?:\p{Lu}\p{L}+ )*(?:Provinces|Principalities|Colonies|Territories|States|Kingdom|Republic)\b/u.test(
      label,
    )
  )
    return true;
  // Dynasties named by their founder: "the Kakuyids", "the Abbasids", "the Umayyads"; not a band
  // ("Skids") or a title ("Droids").
  if (
    /^\p{Lu}\p{Ll}{3,}(?:ids|yyads)$/u.test(label) &&
    !/(?:kids|oids|pids)$/u.test(label) &&
    (types.length === 0 || types.includes("Q164950"))
  )
    return true;
  // "Twenty-eighth government of Israel", "First Battle of Bull Run", "31st Infantry Regiment";
  // not "20th Century Studios", a company named after a century.
  // Not "20th-century classical music", an adjective.
  // Not "Third Man Records", a company.
  if (
    words.length > 1 &&
    ordinalStart.test(label) &&
    words[1] !== "century" &&
    !/^\d+\p{L}+-/u.test(label) &&
    !companyLastWords.has(words.at(-1) ?? "")
  )
    return true;
  // A title ("SCAPIN-1768: International Mail Service", "This Means War") or a phrase with an article
  // inside ("Hold the Line", "Water polo at the 2005 World Aquatics Championships") is not named by
  // its last word.
  const phrase =
    label.includes(":") ||
    functionWords.has(words[0] ?? "") ||
    words.slice(1).some((word) => articles.has(word));
  // "Democratic Party", but not "Moses exposed by the river": the head word is capitalised. A number
  // after the head counts for nothing: "Seoul Subway Line 7", "Maltese Government 2013–17".
  const head = /\d/u.test(words.at(-1) ?? "") && words.length > 2 ? words.at(-2) : words.at(-1);
  if (
    !phrase &&
    words.length > 1 &&
    definiteArticleLastWords.has(head ?? "") &&
    /\s\p{Lu}\S*(?: \S*\d\S*)?$/u.test(label) &&
    // A band or a company is named, not described: "Tokio Hotel", "American Express".
    !types.some((type) => bandClasses.has(type) || businessClasses.has(type))
  )
    return true;
  // "Germany national football team", "Ottoman dynasty": a name, then a common noun as its head.
  // Not a title with such a word: "Moses exposed by the river".
  if (
    words.length > 1 &&
    !phrase &&
    definiteArticleLowerCaseHeads.has(label.slice(label.lastIndexOf(" ") + 1))
  )
    return true;
  if (words.length > 1 && definiteArticleFrenchHeads.has(words[0] ?? "")) return true;
  // "the Bavarian Forest", "the Black Forest"; not "Sherwood Forest", named after a place.
  if (/^(?:\p{Lu}\p{Ll}+(?:ian|an|ish|ese|ic)|Black|Great|Dark) (?:Forest|Woods|Heath)$/u.test(label))
    return true;
  // "Academy Award for Best Actor", "Nobel Prize in Physics": such a head, then a preposition, and
  // no article before the head ("Tony Award for Best Featured Actress in a Play" has one after).
  if (
    !label.includes(":") &&
    !functionWords.has(words[0] ?? "") &&
    words.some(
      (word, index) =>
        index > 0 &&
        definiteArticleLastWords.has(word) &&
        (words[index + 1] === "for" || words[index + 1] === "in") &&
        index + 2 < words.length &&
        !words.slice(1, index).some((before) => articles.has(before)),
    )
  )
    return true;
  // "Association for the Advancement of Artificial Intelligence": such a head, then "for".
  if (words[1] === "for" && definiteArticleLastWords.has(words[0] ?? "")) return true;
  const ofIndex = words.indexOf("of");
  if (ofIndex > 0 && ofIndex <= 2 && definiteArticleHeadsBeforeOf.has(words[0] ?? "")) return true;
  // A work's title: "Department of Youth", "House of Flowers" (a musical) are not things.
  if (title) return false;
  // "Court of Auditors", "Bust of Cardinal Richelieu", "Isle of Man": a capitalised head noun
  // followed by "of" names one thing, unless the head is itself part of a name ("Our Lady of ...").
  return (
    ofIndex > 0 &&
    ofIndex <= 3 &&
    // "SCAPIN-1633: Apprehension Of Suspected War Criminals" is a title.
    !/[:;]/u.test(label) &&
    !functionWords.has(words[0] ?? "") &&
    // "Prince Philip, Duke of Edinburgh" is a person's name and title.
    !words.slice(0, ofIndex).some((word) => word.endsWith(",")) &&
    // "Constantine I of Georgia" is a ruler, even without the type human.
    !/^(?:[ivx]+|\d+(?:st|nd|rd|th))$/u.test(words[ofIndex - 1] ?? "") &&
    // The head before "of" is a common English word ("Court", "Maryland House"), not a person's
    // name ("Yuri of Uglich", "Princess Johanna Charlotte of Anhalt-Dessau").
    (isCommonWord(words[ofIndex - 1] ?? "") || definiteArticlePluralHeads.has(words[ofIndex - 1] ?? "")) &&
    !(ofIndex > 1 && nobleTitles.has(words[0] ?? "") && !isCommonWord(words[1] ?? "")) &&
    // Untyped names with a plural head are mostly titles: "Guardians of the Galaxy"; not "United
    // Provinces of the Río de la Plata".
    (types.length > 0 ||
      !/s$/u.test(words[ofIndex - 1] ?? "") ||
      definiteArticlePluralHeads.has(words[ofIndex - 1] ?? "")) &&
    !bareHeadsBeforeOf.has(words[0] ?? "") &&
    /^(?:\p{Lu}|the )/u.test(
      label
        .split(" ")
        .slice(ofIndex + 1)
        .join(" "),
    )
  );
}

/** Whether an alias is the label with "The" in front: "The World Bank" for "World Bank". */
function isArticleAlias(alias: string, label: string): boolean {
  return (
    alias.length === label.length + 4 &&
    /^the /iu.test(alias) &&
    alias.slice(4).toLowerCase() === label.toLowerCase()
  );
}

/** An acronym: two or more capitals (digits allowed), "IMF", "G20", "UNESCO". */
function isAcronym(word: string): boolean {
  return /^\p{Lu}[\p{Lu}\d]+$/u.test(word);
}

/**
 * An acronym read letter by letter ("the IMF", "the OSCE", "the UNHCR"), not as a word ("NATO",
 * "UNESCO"): three letters or fewer, or a cluster of consonants no word would have.
 */
function isLetterAcronym(word: string): boolean {
  if (!isAcronym(word) || acronymsReadAsWords.has(word)) return false;
  if (/\d/u.test(word) || word.length <= 3) return true;
  return /[^AEIOU]{3}/u.test(word) || (word.length <= 5 && /[^AEIOU]{2}/u.test(word));
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

const articles: ReadonlySet<string> = new Set(["the", "a", "an"]);

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

/** Businesses and software: "American Express", "Outlook Express" are names; "the Balkans Express" is a train. */
const businessClasses: ReadonlySet<string> = new Set([
  "Q4830453", // business
  "Q783794", // company
  "Q6881511", // enterprise
  "Q891723", // public company
  "Q161726", // multinational corporation
  "Q46970", // airline
  "Q218616", // proprietary software
  "Q7397", // software
]);

/** Musical groups: "The Pink Floyd" is an old name, not a reason to write "the Pink Floyd". */
const bandClasses: ReadonlySet<string> = new Set(["Q215380", "Q5741069", "Q2088357", "Q9212979"]);

/** Titles before a person's given name: "Princess Isabella of Denmark". */
const nobleTitles: ReadonlySet<string> = new Set(
  "archduchess archduke count countess duchess duke emperor empress infanta infante king lady lord prince princess queen saint sir".split(
    " ",
  ),
);

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

/** Last words of company names, which read bare whatever comes first: "Third Man Records". */
const companyLastWords: ReadonlySet<string> = new Set(
  "records recordings studios pictures films productions entertainment music media publishing books press games software inc. inc ltd ltd. llc gmbh ag".split(
    " ",
  ),
);

const ordinalStart =
  /^(?:(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\p{L}+teenth|\p{L}+ieth)|\d+(?:st|nd|rd|th))\b/iu;

/**
 * A label without the qualifier Wikidata adds to tell names apart ("Fala (dog)" → "Fala"), which
 * is no part of the name in a sentence. A capitalised parenthesis ("Ελλάδα (Greece)") stays.
 */
function withoutQualifier(label: string): string {
  if (!label.endsWith(")")) return label;
  const open = label.lastIndexOf(" (");
  // Disambiguators are common nouns or years ("(dog)", "(1998 film)"); "(Greece)" may be a gloss.
  return open > 0 && !label.slice(0, open).includes("(") && /^[\p{Ll}\d]/u.test(label.charAt(open + 2))
    ? label.slice(0, open)
    : label;
}

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

/**
 * A product's name as it reads after "manufactured": "the" before an untyped model with a number or
 * "Model" in its name ("the Nokia 6011i", "the Mitsubishi Model A"), but not before a ship ("HMS
 * Wellington") or a material ("Orlon"). Typed names read as {@link nameInSentence}, which gives
 * models of the classes it knows "the" ("the Fiat 500").
 */
export function modelInSentence(entity: NamedEntity): string {
  const label = tidyLabel(entity.label);
  if (
    entity.types.length === 0 &&
    entity.verbatim !== true &&
    (/\d/u.test(label) || /\bModel\b/u.test(label)) &&
    !/^(?:the|HMS|USS|SMS|RMS|HMAS|HMCS|HMNZS|INS|USNS|SS|MV|MS|RV|KRI|ORP|HNLMS|FS|NRP|ARA|BAP|TCG)\s/iu.test(
      label,
    )
  )
    return `the ${label}`;
  return nameInSentence(entity);
}

/**
 * A team's name as relations about teams read it: "the" before an untyped plural name ("the
 * Washington Wizards", "the Galt Canadians"), which {@link nameInSentence} cannot tell from a
 * title; other names as {@link nameInSentence} gives them.
 */
export function teamInSentence(entity: NamedEntity): string {
  const label = tidyLabel(entity.label);
  if (
    entity.types.length === 0 &&
    entity.verbatim !== true &&
    /^(?:\p{Lu}\S* )+\p{Lu}\p{L}*[^suioa\s]s$/u.test(label) &&
    !/^the /iu.test(label)
  )
    return `the ${label}`;
  return nameInSentence(entity);
}
