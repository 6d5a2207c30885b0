import { entityNameOverrides } from "./entity-name-overrides.js";
import { definiteArticleLowerCaseHeads } from "./definite-article-names.js";
import type { Entity } from "../knowledge/fact-set.js";
import { isEnglishWordForm } from "./common-words.js";
import { entityKindsByClass, hasClass, isPerson } from "./entity-kind.js";
import { hasLowerCaseWord, isPluralGroupName, nameRuleFor, startsWithLowerCase } from "./name-rules.js";
import type { WordingKind } from "./wording-kind.js";

/**
 * The part of an entity a name in a sentence is made from: its label and P31 types. A `verbatim`
 * name is a phrase already fit for a sentence ("Michelle Obama's spouse") and is used unchanged.
 */
export type NamedEntity = Pick<Entity, "label" | "types"> & {
  /** The entity's id (`Q55`): the key of its name override in `data/entity-names.tsv`, if any. */
  id?: string;
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
 * ("France", "Barack Obama", "politician"), as the first of the name rules that applies decides
 * (`name-rules.ts`). `kind` is what the relation declares the entity to be ("Was X a lawyer?", "the
 * Washington Wizards" as a team, a work's title): see `wording-kind.ts`. A `verbatim` name is used
 * unchanged. Whitespace is collapsed.
 */
export function nameInSentence(entity: NamedEntity, kind?: WordingKind): string {
  const key = kind ?? (entity.title === true ? "work" : "");
  let cache = names.get(key);
  if (cache === undefined) {
    cache = new WeakMap();
    names.set(key, cache);
  }
  let name = cache.get(entity);
  if (name === undefined) {
    name = computeName(entity, kind);
    cache.set(entity, name);
  }
  return name;
}

// Names in sentences, remembered per declared kind and entity object: generation renders the same
// subjects and candidate objects many times. Entities are not changed while they are in use.
const names = new Map<string, WeakMap<NamedEntity, string>>();

function computeName(entity: NamedEntity, kind: WordingKind | undefined): string {
  if (entity.verbatim === true) return tidyLabel(entity.label);
  const title = entity.title === true || kind === "work" || kind === "creation";
  const bare = withoutQualifier(tidyLabel(entity.label));
  // An English title in sentence case, as the source gives many a translated one, is written in
  // title case, as English writes titles: "The Big Enclosure", not "The big enclosure" (fresh
  // samples 58 and 59). Not what a creator made, which may be a character's name.
  const label = title && kind !== "creation" ? englishTitleCase(bare) : bare;
  // A title that ends in its own "?" or "!" is quoted, so the sentence's punctuation stays apart.
  if (/[?!]$/u.test(label) && !isPerson(entity)) return `"${label}"`;
  // An untyped title in lower case ("scoop") is still a title: "Who directed Scoop?"
  if (title && entity.types.length === 0 && /^\p{Ll}\p{Ll}/u.test(label))
    return label.charAt(0).toUpperCase() + label.slice(1);
  // A screen or audio work's title is named with its kind, unless the title says it already.
  const noun = titleNounOf(entity);
  if (noun !== undefined && !squeezed(label).includes(squeezed(noun))) return `the ${noun} ${label}`;
  // A written or musical work's title, or a title of no known kind, is quoted so that it reads as a title,
  // whatever article its words would take as a name: 'Who wrote "Autumnal Day"?', 'Was "Sounds"
  // written by Vladimir Nabokov?', 'Who directed "Weary River"?' (fresh samples 39 and 54 read such
  // bare titles as common nouns or phrases).
  // Not a title data/entity-names.tsv gives "the" ("the Organon", a collection).
  if (
    title &&
    kind !== "creation" &&
    isQuotedTitle(entity) &&
    !/^["“]/u.test(label) &&
    (entity.id === undefined || entityNameOverrides().articles.get(entity.id) !== "the")
  )
    return `"${label}"`;
  // A band named with one word is called a band: "the band Winner", "the band Sentenced", "the band
  // Athena"; "Was Winner formed in Seoul?" reads as a noun, or a verb (fresh samples 31, 32).
  if (isOneWordBandName(entity, label)) return `the ${groupNounOf(entity)} ${label}`;
  const rule = nameRuleFor({
    id: entity.id,
    label,
    words: label.toLowerCase().split(" "),
    types: entity.types,
    aliases: entity.aliases,
    title,
    kind,
  });
  switch (rule?.article) {
    case "the":
      // A name with its own "The" that takes "the" anyway (an override: "The Gambia") has one.
      return /^the /iu.test(label) ? `the ${label.slice(4)}` : `the ${label}`;
    case "a":
      return `${indefiniteArticle(label)} ${label}`;
    case "no-the":
      return label.replace(/^the /iu, "");
    case "own-the":
      return label.replace(/^the /iu, "the ");
    default:
      return label;
  }
}

/**
 * The kind noun an entity's work types give its title (`ClassRecord.titleNoun`: "film", "album"):
 * the one they agree on; for a screen work typed several ways (Wikidata types most miniseries a
 * television film and a television series too), the narrowest by {@link screenNouns}. `undefined`
 * when a work type has none (a novel typed a film as well: "Random Harvest") or two others disagree.
 */
function titleNounOf(entity: NamedEntity): string | undefined {
  const nouns = new Set<string>();
  for (const type of entity.types) {
    const record = Object.hasOwn(entityKindsByClass, type) ? entityKindsByClass[type] : undefined;
    if (record?.isWork !== true) continue;
    if (record.titleNoun === undefined) return undefined;
    nouns.add(record.titleNoun);
  }
  if (nouns.size <= 1) return [...nouns][0];
  if (![...nouns].every((noun) => screenNouns.includes(noun))) return undefined;
  return screenNouns.find((noun) => nouns.has(noun));
}

/**
 * Whether a band's name is one word, which a sentence would read as the word ("Winner", "Battle",
 * "Sentenced"), or as the city, the goddess or the person it names ("Athena", "Seville", "maNga":
 * fresh samples 57 to 59 asked for "the band Athena").
 */
function isOneWordBandName(entity: NamedEntity, label: string): boolean {
  if (!/^\p{L}[\p{L}\d'’.-]*$/u.test(label) || !hasClass(entity, (record) => record.named === "band"))
    return false;
  // A plural noun is a plural name, with "the": "the Mentors" (`isPluralGroupName`).
  return !isPluralGroupName(label, [label.toLowerCase()], entity);
}

/**
 * The noun a band's one-word name is introduced with (`ClassRecord.groupNoun`): the narrowest its
 * types give ("girl group", "boy band", "duo", "band" for a rock band), else "group".
 */
function groupNounOf(entity: NamedEntity): string {
  const nouns = entity.types.map((type) =>
    Object.hasOwn(entityKindsByClass, type) ? entityKindsByClass[type]?.groupNoun : undefined,
  );
  return nouns.find((noun) => noun !== undefined && noun !== "group") ?? "group";
}

/** Whether a title is set in quotation marks: untyped, or typed only as written or musical works (`ClassRecord.quoted`). */
function isQuotedTitle(entity: NamedEntity): boolean {
  return entity.types.every(
    (type) => Object.hasOwn(entityKindsByClass, type) && entityKindsByClass[type]?.quoted === true,
  );
}

/**
 * A title in English title case where it is in sentence case and reads as English: each word
 * capitalised but for articles, conjunctions and short prepositions inside it ("Tree of crows" →
 * "Tree of Crows", "Portrait of a gentleman in a fur" → "Portrait of a Gentleman in a Fur"). A
 * title with a word of another language's grammar ("Le Mur rose", "La maja desnuda"), or a
 * lower-case word the English dictionary lacks, is left as it is; so is one already in title
 * case, and a name whose head is a common noun ("Robot series").
 */
export function englishTitleCase(title: string): string {
  const words = title.split(" ");
  if (
    words.length < 2 ||
    !/^[\p{Lu}\d"'“‘(]/u.test(title) ||
    words.some(isForeignFunctionWord) ||
    // A name with a common noun as its head is no title: "the Robot series", "the Paumgartner
    // altarpiece" (the name rule `lower-case-head`).
    definiteArticleLowerCaseHeads.has(words[words.length - 1] as string)
  )
    return title;
  let changed = false;
  const cased: string[] = [];
  for (const [index, word] of words.entries()) {
    const core = word.replace(/[),.:;!?"'”’]+$/u, "");
    if (!/^\p{Ll}/u.test(word) || (index < words.length - 1 && minorTitleWords.has(core))) {
      cased.push(word);
      continue;
    }
    // A lower-case word the dictionary lacks: not English enough to recase.
    if (!isEnglishWordForm(core)) return title;
    cased.push(word.charAt(0).toUpperCase() + word.slice(1));
    changed = true;
  }
  return changed ? cased.join(" ") : title;
}

/**
 * Articles, coordinating conjunctions and prepositions, lower case inside an English title (as
 * Chicago style has it, and as the source's English titles write them: "Joachim among the
 * Shepherds", "Woman before the Setting Sun").
 */
const minorTitleWords: ReadonlySet<string> = new Set(
  (
    "a an the and but or nor for as at by in of on per to via vs with from into onto upon than o' " +
    "about above across after against along amid among around before behind below beneath beside " +
    "between beyond during except inside near outside over past since through toward towards under " +
    "until within without"
  ).split(" "),
);

/**
 * Function words of the languages whose titles the source leaves untranslated: articles and
 * prepositions of French, Spanish, Italian, German, Dutch, the Nordic and Slavic languages, Latin,
 * and the Japanese "no" ("Kinoe no Komatsu").
 */
const foreignFunctionWords: ReadonlySet<string> = new Set(
  (
    "le la les l du des de del della delle dei di da das der die den dem und et en au aux el los las " +
    "y con il lo gli un une uno una ein eine im am zu van het op och og na sur pour par avec dans ou " +
    "col coi nel nella nei negli sul sulla dal dalla al alla alle agli por para sobre mit auf aus vom zum zur bei af til med fra " +
    "ad cum sine sub ex contra v i z w s k o u ze ve od po za pri no do dos e"
  ).split(" "),
);

function isForeignFunctionWord(word: string): boolean {
  const bareWord = word.toLowerCase().replace(/^[("'“‘]+|[)"'”’,.:;!?]+$/gu, "");
  return foreignFunctionWords.has(bareWord) || /^[ld]['’]/u.test(bareWord);
}

/** Lower case without spaces: "Videogame" names a video game. */
function squeezed(text: string): string {
  return text.toLowerCase().replaceAll(/\s/gu, "");
}

/** Screen works' kind nouns, narrowest first: a miniseries is a television series, and a film. */
const screenNouns: readonly string[] = [
  "miniseries",
  "sitcom",
  "animated series",
  "television series",
  "television film",
  "film",
];

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
    ) ||
    // A figure as a religion tells of them: "Joseph in Islam", "Gautama Buddha in Hinduism" (fresh
    // sample 52: "Where did Joseph in Islam die?").
    / in (?:Islam|Christianity|Judaism|Hinduism|Buddhism|Sikhism|Jainism|Mandaeism|the Bible|the Quran)$/u.test(
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
  if (entity.verbatim === true || isPerson(entity)) return false;
  const label = tidyLabel(entity.label);
  // "The Beatles", "The Rolling Stones": a band's plural name with its own "The".
  if (/^the /iu.test(label)) {
    const rest = label.slice(4);
    return (
      /\p{Lu}\p{L}*[^suioa\s]s$/u.test(rest) &&
      !hasLowerCaseWord(rest) &&
      hasClass(entity, (record) => record.named === "band" || record.number === "plural-group")
    );
  }
  if (startsWithLowerCase(label) || label.includes(":")) return false;
  // Not "Lake of Two Mountains", "Islam in the Cook Islands": the head comes before.
  if (/ (?:Islands|Isles|Mountains|Alps|Highlands|Lowlands|Midlands|Plains|Forces)$/u.test(label))
    return !hasLowerCaseWord(label) && !hasClass(entity, (record) => record.kind === "country");
  // A language family named by its languages: "Are the Afro-Asiatic languages ...?".
  if (/^\p{Lu}\S* languages$/u.test(label)) return hasClass(entity, (record) => record.kind === "language");
  return isPluralGroupName(label, label.toLowerCase().split(" "), entity);
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
 * Monsterman?\"", "the manufacturer of Nexus 10"), a name in "s" of anything but a person ("the
 * seat of Rhein-Pfalz-Kreis"), or a division's name ending in its class word ("the seat of Kosovo
 * District").
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
    // A place's or a thing's name in "s" takes a bare apostrophe, which reads badly ("Rhein-Pfalz-Kreis'
    // seat"), and so does a division named with its class word ("Kosovo District's seat"); a county's
    // reads well ("Sedgwick County's seat"). Fresh samples 38 to 40.
    (!isPerson(entity) && /s$/iu.test(name)) ||
    /\s(?:District|Department|Province|Region|Governorate|Prefecture|Municipality|Oblast|Krai|Okrug)$/u.test(
      name,
    ) ||
    /\b(?:of|and|in|at|by|for|from|with|to)\b|['’]s\b/iu.test(name)
  )
    return `the ${noun} of ${name}`;
  return `${possessiveName(entity)} ${noun}`;
}

/** "a" or "an" for a word, by its sound as far as spelling tells: "an engineer", "a university". */
export function indefiniteArticle(word: string): "a" | "an" {
  const lower = word.toLowerCase();
  if (/^(?:hour|honest|honou?r|heir)/u.test(lower)) return "an";
  if (/^(?:uni|use|usu|uti|eu|one|once|ur[aeiou])/u.test(lower)) return "a";
  return /^[aeiou]/u.test(lower) ? "an" : "a";
}

/**
 * A label without the qualifier Wikidata adds to tell names apart ("Fala (dog)" → "Fala"), which
 * is no part of the name in a sentence. A capitalised parenthesis ("Ελλάδα (Greece)") stays.
 */
export function withoutQualifier(label: string): string {
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
