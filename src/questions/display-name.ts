import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type { Entity } from "../knowledge/fact-set.js";
import { voteNounPattern } from "./class-label-kind.js";
import { isCommonWord } from "./common-words.js";
import { acronymsReadAsWords } from "./definite-article-names.js";
import { entityNameOverrides } from "./entity-name-overrides.js";
import { entityKindGroups, hasClass, isPerson } from "./entity-kind.js";
import { federalStateNames } from "./federal-states.js";
import { nameKey } from "./relation-index.js";

/** What the display-name rules read of an entity: its id, label, other names and P31 types. */
export type DisplayNameFacts = Pick<Entity, "id" | "label" | "aliases" | "types">;

/** What a display-name rule may ask of the graph around the entity. */
export interface DisplayNameContext {
  /**
   * Whether `name` would read like another entity of the graph: another entity's label or alias is
   * that name ("Frankfurt", an alias of Frankfurt am Main), or another label would shorten to it
   * ("Halle (Westfalen)" and "Halle (Saale)"), ignoring case.
   */
  nameTaken: (name: string) => boolean;
  /** The source's label of a class ("county of Kansas"), for classes the entity-kinds table lacks. */
  classLabel?: (classId: string) => string | undefined;
}

/** A display-name rule's example: the entity, and the name it reads as. */
export interface DisplayNameExample {
  readonly entity: Partial<DisplayNameFacts> & Pick<DisplayNameFacts, "label">;
  /** Labels of other entities of the graph, for the rules that look at them. */
  readonly others?: readonly string[];
  /** The source's labels of the entity's classes, by class id. */
  readonly classLabels?: Readonly<Record<string, string>>;

  /** The name the rule gives; absent on counterexamples (the rule gives none). */
  readonly name?: string;
}

/**
 * One rule of how an entity is named where the source's label does not read as English speakers
 * write it, or does not say which entity it is. Rules are tried in {@link displayNameRules} order;
 * the first that gives a name decides. Every example must be named by this rule as it says, and no
 * counterexample may be (both are tests: `display-name.test.ts`).
 */
export interface DisplayNameRule {
  readonly id: string;
  /** The entity's display name, or `undefined` when the rule does not apply. */
  readonly name: (entity: DisplayNameFacts, context: DisplayNameContext) => string | undefined;
  readonly examples: readonly DisplayNameExample[];
  readonly counterexamples: readonly DisplayNameExample[];
}

const RECORD_LABEL = "Q18127";
const PUBLISHER = "Q2085381";
const PUBLISHING_HOUSE = "Q1320047";
const ORGANIZATION = "Q43229";
const CITY = "Q515";
const AIRPORT = "Q1248784";
const AIRLINE = "Q46970";
const SONG = "Q7366";
const TELEVISION_SERIES = "Q5398426";
const BAND = "Q215380";
const HUMAN = "Q5";
const DISTRICT_OF_INDIA = "Q1149652";
const AMERICAN_FOOTBALL_TEAM = "Q17156793";
const COUNTY_LEVEL_CITY = "Q1070990";
const STATE_OF_MEXICO = "Q15149663";

/**
 * The head nouns a kind's names end in, by class: "Stax" is "Stax Records", "Bodley Head" is not
 * "Bodley Head Books" unless an alias says so.
 */
const headNounsByClass: ReadonlyMap<string, readonly string[]> = new Map([
  [RECORD_LABEL, ["Records", "Recordings"]],
  [PUBLISHER, ["Books", "Press", "Publishing", "Publishers"]],
  [PUBLISHING_HOUSE, ["Books", "Press", "Publishing", "Publishers"]],
]);

/** Ranks and titles a person's label may start with, which English drops where the name follows. */
const personTitles: ReadonlySet<string> = new Set(
  "general sir dame admiral colonel major captain lieutenant marshal field brigadier commander lord lady dr dr. doctor professor prof. reverend rev.".split(
    " ",
  ),
);

/**
 * The name English writes for a person the source labels by one word, from the aliases: a given
 * name and that word ("Konrad Zuse" for "Zuse"), the given name that most aliases begin with
 * ("Friedrich", not "Federico", for Nietzsche). `undefined` when an alias begins with the word
 * itself, a name the person is known by alone ("Rembrandt van Rijn", "Ptolemy Claudius
 * Ptolemaeus"), or when no alias is such a pair.
 */
function givenNameAndSurname(label: string, aliases: readonly string[]): string | undefined {
  const names = aliases.map((alias) => alias.trim().split(/\s+/u));
  if (names.some((parts) => parts[0] === label)) return undefined;
  let best: string | undefined;
  let bestCount = 0;
  for (const parts of names) {
    const given = parts[0] ?? "";
    if (parts.length !== 2 || parts[1] !== label || !/^\p{Lu}\p{Ll}+$/u.test(given)) continue;
    const count = names.filter(
      (other) => other.length > 1 && other[0] === given && other.at(-1) === label,
    ).length;
    if (count > bestCount || (count === bestCount && best !== undefined && given < best)) {
      best = given;
      bestCount = count;
    }
  }
  return best === undefined ? undefined : `${best} ${label}`;
}

/** A station's name that already says what it names, in English or in the station's own language. */
const namesAStation =
  /\b(?:station\p{L}*|stop|halt|terminal|terminus|interchange|gare|estaci[oó]n|stazione)\b|bahnhof\b/iu;

/**
 * Abbreviations English writes as the name, letter by letter or as a word, which a question keeps:
 * "Was X a member of NATO?", "Did X work for the BBC?".
 */
const namesWrittenAsAbbreviations: ReadonlySet<string> = new Set([
  ...acronymsReadAsWords,
  ..."ABC AMD BBC BMW BP CBS CIA CNN EMI FBI HBO IBM KGB MGM MIT NBC NHS RCA UCLA USSR".split(" "),
]);

/**
 * Head nouns of institutions, orders and decorations, whose names English spells out where an
 * abbreviation alone does not say what it names ("the National Academy of Sciences", "the
 * Communist Party of India", "the Victoria Cross"). Formats, channels, brands and bands are known
 * by their abbreviations (PDF, ESPN, BASF, MDC) and have none of these in their spelled-out form.
 */
const institutionHeads: ReadonlySet<string> = new Set(
  "Academy Agency Alliance Association Bank Board Bureau College Commission Committee Company Congress Corporation Council Court Cross Department Exchange Federation Foundation Front Fund Institute Institution Laboratory League Medal Order Organisation Organization Party Programme School Society Union University".split(
    " ",
  ),
);

/**
 * Head nouns of institutions in other languages: a label with one ("Universidad de Salamanca",
 * "Museo del Prado") is the institution's own name, which English often writes in English.
 */
const foreignInstitutionHeads: ReadonlySet<string> = new Set(
  "Universidad Universidade Università Universität Université Universitat Universiteit Universitet Uniwersytet Univerzita Hochschule Fachhochschule Akademie Academia Académie Accademia Akademia Escuela École Scuola Schule Instituto Istituto Institut Museo Musée Museu Muzeum Biblioteca Bibliothèque Bibliothek Colegio Collège Liceo Lycée Conservatorio Conservatoire Konservatorium Politecnico Politécnica Politécnico".split(
    " ",
  ),
);

/** Head nouns of institutions in English, besides {@link institutionHeads}. */
const englishInstitutionHeads: ReadonlySet<string> = new Set([
  ...institutionHeads,
  ..."School Museum Library Conservatory Conservatoire Polytechnic Gallery Theatre".split(" "),
]);

/** The words of a name that name something: not "of", "de", "the" (see {@link skippedWords}). */
function namingWords(words: readonly string[]): readonly string[] {
  return words.filter((word) => !skippedWords.has(word.toLowerCase()));
}

/** Lower-case words an abbreviation skips: "National Academy of Sciences" is NAS. */
const skippedWords: ReadonlySet<string> = new Set(
  "of the and for in on at de del della di du des la le et und für &".split(" "),
);

/** Letters with a macron, which English writing mostly drops ("Hokkaido", "Shinzo Abe"). */
const macronLetter = /[āēīōūĀĒĪŌŪ]/u;
const macronLetters = new RegExp(macronLetter.source, "gu");
const plainLetters: Readonly<Record<string, string>> = {
  ā: "a",
  ē: "e",
  ī: "i",
  ō: "o",
  ū: "u",
  Ā: "A",
  Ē: "E",
  Ī: "I",
  Ō: "O",
  Ū: "U",
};

/** A vote's label with its year after a comma: "Maltese general election, 1987". */
const yearAfterVote = new RegExp(`^(\\p{Lu}.*\\S) (${voteNounPattern}), (\\d{4})$`, "u");

/**
 * The display-name rules, in the order they are tried: the order is written here and nowhere
 * else. An entity no rule names reads by its label.
 */
export const displayNameRules: readonly DisplayNameRule[] = [
  {
    id: "english-name",
    // Names English speakers write otherwise than the source's label, by Wikidata id in
    // data/entity-names.tsv: labels from another language ("Leão XIV"), full legal names where
    // English uses a shorter one ("Matamela Cyril Ramaphosa"), database forms ("Philippe I of
    // Belgium", "Danish Realm").
    name: (entity) => entityNameOverrides().displayNames.get(entity.id),
    examples: [
      { entity: { id: "Q6109517", label: "Leão XIV" }, name: "Leo XIV" },
      { entity: { id: "Q1148669", label: "Matamela Cyril Ramaphosa" }, name: "Cyril Ramaphosa" },
      { entity: { id: "Q756617", label: "Danish Realm" }, name: "Denmark" },
    ],
    counterexamples: [{ entity: { label: "Leão XIV" } }, { entity: { id: "Q142", label: "France" } }],
  },
  {
    id: "year-first-vote",
    // Wikidata's older labels put a vote's year after a comma: "Maltese general election, 1987",
    // "Quebec referendum, 1995"; English writes it first, "the 1987 Maltese general election"
    // (fresh sample 53, where "In which country did Maltese general election, 1987, take place?"
    // read bad, and so did all 11 questions of the full snapshot with it after "the" was added).
    name: (entity) => {
      const match = yearAfterVote.exec(entity.label.trim());
      return match === null ? undefined : `${match[3]} ${match[1]} ${match[2]}`;
    },
    examples: [
      { entity: { label: "Maltese general election, 1987" }, name: "1987 Maltese general election" },
      { entity: { label: "Quebec referendum, 1995" }, name: "1995 Quebec referendum" },
    ],
    counterexamples: [
      { entity: { label: "Constitution Act, 1985" } },
      { entity: { label: "Paris, 1900" } },
      { entity: { label: "1987 Maltese general election" } },
    ],
  },
  {
    id: "arabic-article",
    // A person's Arabic name keeps its article in lower case inside a sentence, as English writes
    // it: "Where did al-Qurtubi die?" (fresh samples 52 and 53 read "Al-Qurtubi" there as wrong).
    name: (entity) => {
      const label = entity.label.trim();
      return isPerson(entity) && /^Al-\p{Lu}/u.test(label) ? `al-${label.slice(3)}` : undefined;
    },
    examples: [
      { entity: { label: "Al-Qurtubi", types: [HUMAN] }, name: "al-Qurtubi" },
      {
        entity: { label: "Al-Hasan ibn 'Ali al-Barbahari", types: [HUMAN] },
        name: "al-Hasan ibn 'Ali al-Barbahari",
      },
    ],
    counterexamples: [
      { entity: { label: "Al-Ahly SC" } },
      { entity: { label: "Al Gore", types: [HUMAN] } },
      { entity: { label: "Alan Turing", types: [HUMAN] } },
    ],
  },
  {
    id: "person-by-alias",
    // A person's label that English does not use alone, where an alias gives the name English
    // writes: a surname alone ("Zuse": the alias "Konrad Zuse", a given name and the surname) or a
    // rank and title before the name ("General Sir John Monash": the alias "John Monash"). Only an
    // alias of the source's own says what the name is; a one-word name with no such alias
    // ("Voltaire", "Rembrandt") stands.
    name: (entity) => {
      if (!isPerson(entity)) return undefined;
      const label = entity.label.trim();
      const words = label.split(/\s+/u);
      if (words.length === 1) return givenNameAndSurname(label, entity.aliases);
      let titles = 0;
      while (titles < words.length - 2 && personTitles.has((words[titles] ?? "").toLowerCase())) titles += 1;
      if (titles === 0) return undefined;
      const rest = words.slice(titles).join(" ");
      return entity.aliases.some((alias) => alias.trim() === rest) ? rest : undefined;
    },
    examples: [
      {
        entity: { label: "Zuse", aliases: ["Konrad Ernst Otto Zuse", "Konrad Zuse"], types: [HUMAN] },
        name: "Konrad Zuse",
      },
      {
        entity: {
          label: "Nietzsche",
          aliases: ["Federico Nietzsche", "Friedrich Nietzsche", "Friedrich Wilhelm Nietzsche", "Nitse"],
          types: [HUMAN],
        },
        name: "Friedrich Nietzsche",
      },
      {
        entity: { label: "General Sir John Monash", aliases: ["John Monash"], types: [HUMAN] },
        name: "John Monash",
      },
      {
        entity: { label: "Sir Isaac Newton", aliases: ["Isaac Newton"], types: [HUMAN] },
        name: "Isaac Newton",
      },
    ],
    counterexamples: [
      { entity: { label: "Zuse", aliases: ["Konrad Zuse"] } },
      { entity: { label: "Voltaire", aliases: ["François-Marie Arouet"], types: [HUMAN] } },
      {
        entity: { label: "Rembrandt", aliases: ["Harmensz Rembrandt", "Rembrandt van Rijn"], types: [HUMAN] },
      },
      {
        entity: {
          label: "Ptolemy",
          aliases: ["Claudius Ptolemy", "Ptolemy Claudius Ptolemaeus"],
          types: [HUMAN],
        },
      },
      { entity: { label: "Caravaggio", aliases: ["Michelangelo Merisi da Caravaggio"], types: [HUMAN] } },
      { entity: { label: "General Sir John Monash", types: [HUMAN] } },
      { entity: { label: "Lord Byron", aliases: ["Byron"], types: [HUMAN] } },
    ],
  },
  {
    id: "station",
    // A station named like what it is beside reads as that place: "Is Old Mill in Canada?", "Which
    // city is Stadthalle in?". English adds the head noun: "Old Mill station". Not a name that
    // says it already ("Shinjuku Station", "Gare de Lyon", "Berlin Hauptbahnhof"), nor one with a
    // disambiguator, which the next rules read.
    name: (entity) => {
      if (!hasClass(entity, (record) => record.nameNoun === "station")) return undefined;
      const label = entity.label.trim();
      if (namesAStation.test(label) || /[()]/u.test(label)) return undefined;
      return `${label} station`;
    },
    examples: [
      { entity: { label: "Old Mill", types: ["Q928830"] }, name: "Old Mill station" },
      { entity: { label: "Rockaway Avenue", types: ["Q928830"] }, name: "Rockaway Avenue station" },
      { entity: { label: "Stadthalle", types: ["Q22808403"] }, name: "Stadthalle station" },
      { entity: { label: "Battersea Park", types: ["Q55488"] }, name: "Battersea Park station" },
    ],
    counterexamples: [
      { entity: { label: "Old Mill" } },
      { entity: { label: "Shinjuku Station", types: ["Q928830"] } },
      { entity: { label: "Tuas West Road MRT station", types: ["Q928830"] } },
      { entity: { label: "Gare de Lyon", types: ["Q55488"] } },
      { entity: { label: "Berlin Hauptbahnhof", types: ["Q55488"] } },
      { entity: { label: "Hamburg-Altona station", types: ["Q55488"] } },
      { entity: { label: "Olivais (Lisbon Metro)", types: ["Q928830"] } },
    ],
  },
  {
    id: "spelled-out-abbreviation",
    // An all-capitals abbreviation does not say what it names ("Is NAS in the United Kingdom?");
    // an alias whose initials spell it does: "the National Academy of Sciences". Not one English
    // writes as the name ("NATO", "the BBC").
    name: (entity) => {
      if (!/^\p{Lu}{2,6}$/u.test(entity.label) || namesWrittenAsAbbreviations.has(entity.label))
        return undefined;
      if (
        isPerson(entity) ||
        hasClass(entity, (record) => record.isWork === true || record.named !== undefined)
      )
        return undefined;
      return entity.aliases.find(
        (alias) =>
          initialsOf(alias) === entity.label &&
          alias.split(/[\s-]+/u).some((word) => institutionHeads.has(word)),
      );
    },
    examples: [
      {
        entity: { label: "NAS", aliases: ["National Academy of Sciences", "US NAS"], types: [ORGANIZATION] },
        name: "National Academy of Sciences",
      },
      {
        entity: { label: "SEHK", aliases: ["Stock Exchange of Hong Kong"] },
        name: "Stock Exchange of Hong Kong",
      },
      {
        entity: { label: "CPI", aliases: ["Communist Party of India"] },
        name: "Communist Party of India",
      },
      {
        entity: { label: "RISD", aliases: ["RIZ-dee", "Rhode Island School of Design"] },
        name: "Rhode Island School of Design",
      },
    ],
    counterexamples: [
      { entity: { label: "NATO", aliases: ["North Atlantic Treaty Organization"] } },
      { entity: { label: "NAS", aliases: ["Nas", "Nasir Jones"] } },
      { entity: { label: "NAS", aliases: ["United States National Academy of Sciences"] } },
      { entity: { label: "SPD", aliases: ["Sozialdemokratische Partei Deutschlands"] } },
      { entity: { label: "KU", aliases: ["Kansas U"] } },
      { entity: { label: "BP", aliases: ["BP P.L.C."] } },
      // Known by the abbreviation: a format, a channel, a band, a person.
      { entity: { label: "PDF", aliases: ["Portable Document Format"] } },
      { entity: { label: "ESPN", aliases: ["Entertainment and Sports Programming Network"] } },
      { entity: { label: "MDC", aliases: ["Millions of Dead Cops"], types: [BAND] } },
      { entity: { label: "CL", aliases: ["Chaelin Lee"], types: [HUMAN] } },
      { entity: { label: "Nas", aliases: ["Nasir bin Olu Dara Jones"] } },
    ],
  },
  {
    id: "english-form",
    // An institution's name in its own language, where the source also holds the English one:
    // "Universidad de Salamanca" is the University of Salamanca, "Universität Wien" the University
    // of Vienna. Not a name with no English alias of as many words, nor a band's or a company's
    // name, which is its name in every language.
    name: (entity) => {
      const words = entity.label.trim().split(/\s+/u);
      if (!words.some((word) => foreignInstitutionHeads.has(word))) return undefined;
      if (
        isPerson(entity) ||
        hasClass(entity, (record) => record.isWork === true || record.named !== undefined)
      )
        return undefined;
      // A translation names as many things as the name: not "Prado Museum Madrid".
      const size = namingWords(words).length;
      return entity.aliases.find((alias) => {
        const aliasWords = alias.trim().split(/\s+/u);
        return (
          namingWords(aliasWords).length === size &&
          aliasWords.some((word) => englishInstitutionHeads.has(word)) &&
          !aliasWords.some((word) => foreignInstitutionHeads.has(word))
        );
      });
    },
    examples: [
      {
        entity: { label: "Universidad de Salamanca", aliases: ["USAL", "University of Salamanca"] },
        name: "University of Salamanca",
      },
      {
        entity: { label: "Universität Wien", aliases: ["Uni Wien", "University of Vienna"] },
        name: "University of Vienna",
      },
      {
        entity: { label: "Museo del Prado", aliases: ["Prado Museum Madrid", "Prado Museum"] },
        name: "Prado Museum",
      },
    ],
    counterexamples: [
      { entity: { label: "Museo del Prado", aliases: ["Prado", "Prado Museum Madrid"] } },
      { entity: { label: "Museo de Arte de Ponce", aliases: ["Ponce Museum"] } },
      { entity: { label: "Universidad de Salamanca", aliases: ["USAL"] } },
      { entity: { label: "University of Salamanca", aliases: ["Universidad de Salamanca"] } },
      { entity: { label: "Hochschule", aliases: ["Hochschule Band"], types: [BAND] } },
    ],
  },
  {
    id: "plain-letters",
    // A name with macrons, where the source also holds it in the plain letters English writes:
    // "Hokkaido" for "Hokkaidō", "Shinzo Abe" for "Shinzō Abe", "Amanullah Khan" for "Amānullāh
    // Khān". Only an alias of the source's own; not a work's title, which keeps its spelling.
    name: (entity) => {
      const label = entity.label.trim();
      if (!macronLetter.test(label) || hasClass(entity, (record) => record.isWork === true)) return undefined;
      const plain = label.replace(macronLetters, (letter) => plainLetters[letter] ?? letter);
      return entity.aliases.find((alias) => alias.trim() === plain);
    },
    examples: [
      { entity: { label: "Hokkaidō", aliases: ["Ainu Moshiri", "Hokkaido"] }, name: "Hokkaido" },
      {
        entity: { label: "Shinzō Abe", aliases: ["Abe Shinzō", "Shinzo Abe"], types: [HUMAN] },
        name: "Shinzo Abe",
      },
      {
        entity: { label: "Amānullāh Khān", aliases: ["Amanullah Khan"], types: [HUMAN] },
        name: "Amanullah Khan",
      },
    ],
    counterexamples: [
      { entity: { label: "Hokkaidō", aliases: ["Ainu Moshiri"] } },
      { entity: { label: "Kokin Wakashū", aliases: ["Kokin Wakashu"], types: ["Q7725634"] } },
    ],
  },
  {
    id: "lower-case-team",
    // "Ireland National Football Team": a country's team is named by the country, then common
    // nouns, which English writes in lower case ("the Ireland national football team").
    name: (entity) => {
      const match = /^(\p{Lu}.*?) (National(?: \p{Lu}\p{Ll}+)* Team)$/u.exec(entity.label.trim());
      if (match === null || hasClass(entity, (record) => record.isWork === true)) return undefined;
      return `${match[1] as string} ${(match[2] as string).toLowerCase()}`;
    },
    examples: [
      { entity: { label: "Ireland National Football Team" }, name: "Ireland national football team" },
      { entity: { label: "Japan National Rugby Union Team" }, name: "Japan national rugby union team" },
    ],
    counterexamples: [
      { entity: { label: "Latvia national football team" } },
      { entity: { label: "National Team" } },
      { entity: { label: "The National Team", types: [TELEVISION_SERIES] } },
    ],
  },
  {
    id: "lower-case-emblem",
    // A flag or a coat of arms is named by a common noun, in lower case in running English as the
    // source's other labels write it: "the coat of arms of Ontario", not "the Coat of arms of
    // Ontario" (fresh sample 42). Not a title that only begins so ("Flag of Our Fathers" is a film).
    name: (entity) => {
      const match = /^(Flag|Coat of arms|Seal|Emblem)( of (?:the )?\p{Lu}.*)$/u.exec(entity.label.trim());
      if (match === null || /\b(?:Our|My|Your|His|Her|Their)\b/u.test(match[2] ?? "")) return undefined;
      return `${(match[1] as string).toLowerCase()}${match[2] as string}`;
    },
    examples: [
      { entity: { label: "Coat of arms of Ontario" }, name: "coat of arms of Ontario" },
      { entity: { label: "Flag of Edmonton" }, name: "flag of Edmonton" },
    ],
    counterexamples: [
      { entity: { label: "flag of Yukon" } },
      { entity: { label: "Flags of Our Fathers" } },
      { entity: { label: "Flag of Our Fathers" } },
    ],
  },
  {
    id: "lower-case-brand",
    // A company's name styled in lower case is written capitalised in running English: "Flydubai"
    // (styled "flydubai"), as English writes "Adidas"; not a common word ("sky"), nor a name with
    // capitals inside ("easyJet", "iPhone") or of several words.
    name: (entity) => {
      const label = entity.label.trim();
      if (!/^\p{Ll}{3,}$/u.test(label) || isCommonWord(label)) return undefined;
      return hasClass(entity, (record) => record.named === "business")
        ? label.charAt(0).toUpperCase() + label.slice(1)
        : undefined;
    },
    examples: [{ entity: { label: "flydubai", types: [AIRLINE] }, name: "Flydubai" }],
    counterexamples: [
      { entity: { label: "flydubai" } },
      { entity: { label: "easyJet", types: [AIRLINE] } },
      { entity: { label: "sky", types: [AIRLINE] } },
      { entity: { label: "boundary 2", types: ["Q737498"] } },
    ],
  },
  {
    id: "district",
    // A district is "the Viluppuram district" in English, as most of the source's labels write it;
    // a label with "District" in capitals is written the same way ("Kadapa District"). One named
    // like its chief town ("Zwickau", "Esslingen", "Rhein-Neckar") says which it is: "the Zwickau
    // district" (see `ClassRecord.nameNoun`).
    name: (entity) => {
      if (!hasClass(entity, (record) => record.nameNoun === "district")) return undefined;
      const label = entity.label.trim();
      const capital = /^(\p{Lu}.*) District$/u.exec(label);
      if (capital !== null) return `${capital[1] as string} district`;
      // German forms of the same word, so that options read alike ("Lahn-Dill district | Fulda
      // district", not "Lahn-Dill-Kreis | Fulda district"; fresh sample 41): "Landkreis Leipzig",
      // "Kreis Bergstraße", "Lahn-Dill-Kreis", "Odenwaldkreis", "District of Erding", "Neuwied
      // (district)". Not an adjective before "Kreis" ("Märkischer Kreis"), nor a stem with a
      // linking "s" ("Erzgebirgskreis").
      const german =
        /^(?:Land)?[Kk]reis (\p{Lu}.+)$/u.exec(label) ??
        /^District of (\p{Lu}.+)$/u.exec(label) ??
        /^(\p{Lu}.+) \(district\)$/u.exec(label) ??
        /^(\p{Lu}[\p{L}-]*\p{L})-Kreis$/u.exec(label) ??
        /^(\p{Lu}\p{Ll}{2,}(?<!gs))kreis$/u.exec(label);
      if (german !== null) return `${german[1] as string} district`;
      // A city that is a district too keeps its name: New Delhi.
      if (
        /(?:district|kreis)\b|[()]/iu.test(label) ||
        hasClass(entity, (record) => record.kind === "settlement")
      )
        return undefined;
      return `${label} district`;
    },
    examples: [
      { entity: { label: "Kadapa District", types: [DISTRICT_OF_INDIA] }, name: "Kadapa district" },
      { entity: { label: "Viluppuram District", types: [DISTRICT_OF_INDIA] }, name: "Viluppuram district" },
      { entity: { label: "Zwickau", types: ["Q61708063"] }, name: "Zwickau district" },
      { entity: { label: "Rhein-Neckar", types: ["Q20738676"] }, name: "Rhein-Neckar district" },
      { entity: { label: "Bautzen District", types: ["Q61708063"] }, name: "Bautzen district" },
      { entity: { label: "Landkreis Leipzig", types: ["Q61708063"] }, name: "Leipzig district" },
      { entity: { label: "Kreis Bergstraße", types: ["Q61980413"] }, name: "Bergstraße district" },
      { entity: { label: "Lahn-Dill-Kreis", types: ["Q61980413"] }, name: "Lahn-Dill district" },
      { entity: { label: "Odenwaldkreis", types: ["Q61980413"] }, name: "Odenwald district" },
      { entity: { label: "District of Erding", types: ["Q85482556"] }, name: "Erding district" },
      { entity: { label: "Neuwied (district)", types: ["Q85493040"] }, name: "Neuwied district" },
      { entity: { label: "Rostock District", types: ["Q85483234"] }, name: "Rostock district" },
    ],
    counterexamples: [
      { entity: { label: "Karur district", types: [DISTRICT_OF_INDIA] } },
      { entity: { label: "Lake District" } },
      { entity: { label: "Central Business District", types: ["Q2198484"] } },
      { entity: { label: "Zwickau", types: ["Q42744322"] } },
      { entity: { label: "Märkischer Kreis", types: ["Q20738811"] } },
      { entity: { label: "Rhein-Kreis Neuss", types: ["Q20738811"] } },
      { entity: { label: "Erzgebirgskreis", types: ["Q61708063"] } },
      { entity: { label: "Lahn-Dill-Kreis" } },
      { entity: { label: "New Delhi", types: [DISTRICT_OF_INDIA, "Q515"] } },
      { entity: { label: "Munich", types: ["Q85631896"] } },
    ],
  },
  {
    id: "lower-case-occupation",
    // An occupation is a common noun: "astrologer", as the source writes the others; a label
    // capitalised as one word ("Astrologer") is written so.
    name: (entity) => {
      const label = entity.label.trim();
      if (!/^\p{Lu}\p{Ll}+$/u.test(label) || !isCommonWord(label)) return undefined;
      return hasClass(entity, (record) => record.commonNoun === true) ? label.toLowerCase() : undefined;
    },
    examples: [{ entity: { label: "Astrologer", types: ["Q28640"] }, name: "astrologer" }],
    counterexamples: [
      { entity: { label: "Astrologer" } },
      { entity: { label: "astrologer", types: ["Q28640"] } },
      { entity: { label: "Mystic Arts", types: ["Q28640"] } },
    ],
  },
  {
    id: "football-team",
    // A college team's label names its programme ("Northwestern Wildcats football"): a question
    // names the team, "the Northwestern Wildcats football team".
    name: (entity) =>
      entity.types.includes(AMERICAN_FOOTBALL_TEAM) && / football$/u.test(entity.label.trim())
        ? `${entity.label.trim()} team`
        : undefined,
    examples: [
      {
        entity: { label: "Northwestern Wildcats football", types: [AMERICAN_FOOTBALL_TEAM] },
        name: "Northwestern Wildcats football team",
      },
    ],
    counterexamples: [
      { entity: { label: "Northwestern Wildcats football" } },
      { entity: { label: "Green Bay Packers", types: [AMERICAN_FOOTBALL_TEAM] } },
    ],
  },
  {
    id: "alias-with-head-noun",
    // A bare label whose alias adds its kind's head noun: "Stax" is "Stax Records", "Machine Shop"
    // "Machine Shop Records"; the bare name may be anything ("Which country is Bluebird in?").
    name: (entity) => {
      const heads = entity.types.flatMap((type) => headNounsByClass.get(type) ?? []);
      if (heads.length === 0) return undefined;
      const label = entity.label.trim();
      if (heads.some((head) => label.endsWith(` ${head}`))) return undefined;
      return entity.aliases.find((alias) => heads.some((head) => alias.trim() === `${label} ${head}`));
    },
    examples: [
      { entity: { label: "Stax", aliases: ["Stax Records"], types: [RECORD_LABEL] }, name: "Stax Records" },
      {
        entity: { label: "Machine Shop", aliases: ["MSR", "Machine Shop Records"], types: [RECORD_LABEL] },
        name: "Machine Shop Records",
      },
      { entity: { label: "Penguin", aliases: ["Penguin Books"], types: [PUBLISHER] }, name: "Penguin Books" },
    ],
    counterexamples: [
      { entity: { label: "Stax", aliases: ["Stax Records"] } },
      { entity: { label: "Stax Records", aliases: ["Stax Records Music"], types: [RECORD_LABEL] } },
      { entity: { label: "Island", aliases: ["Island Def Jam"], types: [RECORD_LABEL] } },
    ],
  },
  {
    id: "without-disambiguator",
    // Wikidata's capitalised disambiguator is no part of the name: "Halle (Saale)" is Halle,
    // "Columbia Airport (Ohio)" Columbia Airport; unless another entity of the graph would then
    // read alike ("Halle" the town in Westphalia). A gloss of a name in another script stays
    // ("Ελλάδα (Greece)"), and so does a parenthesis that is part of a name: a work's subtitle
    // ("One More Lie (Standing in the Shadows)", where a work's disambiguator names its kind:
    // "Peaky Blinders (TV series)"), a law's or a court case's ("Constitution Act, 1985
    // (Representation)", "Edwards v Canada (Attorney General)"). Lower-case ones ("Fala (dog)")
    // are dropped as a name is put in a sentence (`nameInSentence`).
    name: (entity, context) => {
      const match = /^(\p{Lu}.*\S) \((\p{Lu}[^()]*)\)$/u.exec(entity.label.trim());
      if (match === null) return undefined;
      const name = match[1] as string;
      const inside = match[2] as string;
      if (!/^[\p{Script=Latin}\p{N}\p{P}\p{Zs}]+$/u.test(name) || /[(,]| v /u.test(name)) return undefined;
      // Places and facilities, whose disambiguator is where they are; a work's names its kind.
      const place = hasClass(entity, (record) => record.kind !== undefined && placeKinds.has(record.kind));
      const work = hasClass(entity, (record) => record.isWork === true || record.kind === "work");
      if (!(place || (work && workKindWords.test(inside)))) return undefined;
      return context.nameTaken(name) ? undefined : name;
    },
    examples: [
      { entity: { label: "Halle (Saale)", types: [CITY] }, name: "Halle" },
      {
        entity: { label: "Columbia Airport (Ohio)", types: [AIRPORT] },
        others: ["Columbia"],
        name: "Columbia Airport",
      },
      { entity: { label: "Peaky Blinders (TV series)", types: [TELEVISION_SERIES] }, name: "Peaky Blinders" },
    ],
    counterexamples: [
      { entity: { label: "Halle (Saale)" }, others: ["Halle"] },
      { entity: { label: "Halle (Saale)" }, others: ["Halle (Westfalen)"] },
      { entity: { label: "Ελλάδα (Greece)" } },
      { entity: { label: "Fala (dog)" } },
      { entity: { label: "One More Lie (Standing in the Shadows)", types: [SONG] } },
      { entity: { label: "Edwards v Canada (Attorney General)" } },
      { entity: { label: "Constitution Act, 1985 (Representation)" } },
      // Neither a place nor a work: "Socialist Unity Centre of India (Communist)" is one name.
      { entity: { label: "Socialist Unity Centre of India (Communist)", types: [ORGANIZATION] } },
      // Another entity is known by the shorter name: Frankfurt am Main, alias "Frankfurt".
      { entity: { label: "Frankfurt (Oder)" }, others: ["Frankfurt"] },
      { entity: { label: "population nucleus (Spain)" } },
    ],
  },
  {
    id: "county-with-state",
    // A county of a US state or a Canadian province is named with it, as English writes it: thirty
    // states have a Washington County, and "Sedgwick County" alone may be Kansas's or Colorado's
    // (fresh sample 35). The state comes from the class the source gives ("county of Kansas"), and
    // must be one of {@link federalStateNames}, whether or not the graph holds it (a county the
    // source does not place in its state); a county of a country keeps its name ("Kent", "County
    // Clare", "Harju County").
    name: (entity, context) => {
      const label = entity.label.trim();
      if (!/ (?:County|Parish)$/u.test(label) || label.includes(",")) return undefined;
      for (const type of entity.types) {
        const place = /^(?:county|parish) of (\p{Lu}.*)$/u.exec(context.classLabel?.(type) ?? "")?.[1];
        if (place !== undefined && federalStateNames.has(place)) return `${label}, ${place}`;
      }
      return undefined;
    },
    examples: [
      {
        entity: { label: "Sedgwick County", types: ["Q13410444"] },
        classLabels: { Q13410444: "county of Kansas" },
        name: "Sedgwick County, Kansas",
      },
      {
        entity: { label: "Caddo Parish", types: ["Q502385"] },
        classLabels: { Q502385: "parish of Louisiana" },
        name: "Caddo Parish, Louisiana",
      },
      {
        entity: { label: "Kings County", types: ["Q1"] },
        classLabels: { Q1: "county of Nova Scotia" },
        name: "Kings County, Nova Scotia",
      },
    ],
    counterexamples: [
      // A county of a country, or of a place that is no state or province.
      {
        entity: { label: "Harju County", types: ["Q1"] },
        classLabels: { Q1: "county of Estonia" },
      },
      {
        entity: { label: "Cheshire County", types: ["Q1"] },
        classLabels: { Q1: "county of England" },
      },
      // Already named with its state, or no county.
      {
        entity: { label: "Sherman County, Kansas", types: ["Q13410444"] },
        classLabels: { Q13410444: "county of Kansas" },
      },
      {
        entity: { label: "Wichita", types: ["Q13410444"] },
        classLabels: { Q13410444: "county of Kansas" },
      },
    ],
  },
  {
    id: "without-class-word",
    // A class whose members the source labels with a word English leaves out
    // (`ClassRecord.labelWord`): "Haining City" is Haining, "Oaxaca State" Oaxaca (fresh samples 31
    // and 34); unless another entity of the graph is known by the shorter name (Oaxaca, the city).
    name: (entity, context) => {
      const label = entity.label.trim();
      const word = label.slice(label.lastIndexOf(" ") + 1);
      if (!hasClass(entity, (record) => record.labelWord === word)) return undefined;
      const name = shortenedLabel(label);
      return name === label || context.nameTaken(name) ? undefined : name;
    },
    examples: [
      { entity: { label: "Haining City", types: [COUNTY_LEVEL_CITY] }, name: "Haining" },
      { entity: { label: "Oaxaca State", types: [STATE_OF_MEXICO] }, name: "Oaxaca" },
    ],
    counterexamples: [
      { entity: { label: "Oaxaca State", types: [STATE_OF_MEXICO] }, others: ["Oaxaca"] },
      { entity: { label: "Kansas City", types: [CITY] } },
      { entity: { label: "Haining City" } },
      { entity: { label: "Ohio State", types: [COUNTY_LEVEL_CITY] } },
    ],
  },
  {
    id: "without-patronymic",
    // English writes a Russian, Ukrainian or Belarusian name without its patronymic: "Anton
    // Ivanovich Denikin" is Anton Denikin, "Modest Petrovich Mussorgsky" Modest Mussorgsky; unless
    // another entity of the graph is known by the shorter name ("Lev Lvovich Tolstoy", the son,
    // against Leo Tolstoy's "Lev Tolstoy"). Only the long endings: "Pyotr Ilyich Tchaikovsky" keeps
    // his, as English writes it.
    name: (entity, context) => {
      if (!isPerson(entity)) return undefined;
      const name = withoutPatronymic(entity.label.trim());
      return name === undefined || context.nameTaken(name) ? undefined : name;
    },
    examples: [
      { entity: { label: "Anton Ivanovich Denikin", types: [HUMAN] }, name: "Anton Denikin" },
      { entity: { label: "Svetlana Yakovlevna Surganova", types: [HUMAN] }, name: "Svetlana Surganova" },
      { entity: { label: "Mikhail Evgenievich Masson", types: [HUMAN] }, name: "Mikhail Masson" },
    ],
    counterexamples: [
      { entity: { label: "Lev Lvovich Tolstoy", types: [HUMAN] }, others: ["Lev Tolstoy"] },
      { entity: { label: "Pyotr Ilyich Tchaikovsky", types: [HUMAN] } },
      { entity: { label: "Roman Abramovich", types: [HUMAN] } },
      { entity: { label: "Anton Ivanovich Denikin" } },
      { entity: { label: "Ivan Petrovich Pavlov Street", types: [HUMAN] } },
      { entity: { label: "Mary State", types: [HUMAN] } },
    ],
  },
];

/**
 * A name of three words whose middle one is an East Slavic patronymic, by its long endings
 * (Ivanovich, Yevgenievich, Petrovna, Ilyinichna): the first and last words are its groups.
 */
const patronymicName = /^(\S+) \p{Lu}\p{Ll}+(?:ovich|evich|ovna|evna|ichna) (\S+)$/u;

/** The kinds of place (`entityKindGroups.place`), whose disambiguators say where they are. */
const placeKinds: ReadonlySet<string> = new Set(entityKindGroups.place);

/** A work's disambiguator names its kind: "(TV series)", "(Rudimental song)", "(1998 film)". */
const workKindWords =
  /\b(?:song|single|album|EP|film|series|programme|program|show|novel|book|play|musical|opera|episode|poem|painting|video game|game)$/u;

/**
 * The initials of an English name's words, skipping "of", "the" and the like: "National Academy of
 * Sciences" is NAS. `undefined` for a name that is not such a spelling-out: a word that is not a
 * capitalised word ("Kansas U", "BP P.L.C.", "Silicon Graphics, Inc."), or fewer than half of its
 * words English ("Sozialdemokratische Partei Deutschlands", "Universidad Nacional Autonoma de
 * Mexico"), which English writes as the abbreviation.
 */
function initialsOf(name: string): string | undefined {
  let initials = "";
  let english = 0;
  for (const word of name.trim().split(/[\s-]+/u)) {
    if (skippedWords.has(word.toLowerCase())) continue;
    if (!/^\p{Lu}[\p{Ll}'’]+$/u.test(word)) return undefined;
    initials += word.charAt(0);
    if (isCommonWord(word)) english += 1;
  }
  return 2 * english >= initials.length ? initials : undefined;
}

/** The rule that names an entity and the name it gives, or `undefined` when its label stands. */
export function displayNameOf(
  entity: DisplayNameFacts,
  context: DisplayNameContext,
): { rule: DisplayNameRule; name: string } | undefined {
  for (const rule of displayNameRules) {
    const name = rule.name(entity, context);
    if (name === undefined || name.trim() === "") continue;
    // A rule that names the entity by its own label keeps it: data/entity-names.tsv keeps "Frankfurt
    // (Oder)", which English does not shorten to the other Frankfurt's name.
    return name.trim() === entity.label.trim() ? undefined : { rule, name: name.trim() };
  }
  return undefined;
}

/**
 * An entity as a question names it: by its display name ({@link displayNameOf}) where a rule gives
 * one, with the source's label kept first among its aliases, so an answer naming it is still
 * matched and judged correct; otherwise the entity itself.
 */
export function withDisplayName(entity: Entity, context: DisplayNameContext): Entity {
  const name = plainTypography(displayNameOf(entity, context)?.name ?? entity.label);
  if (name === entity.label) return entity;
  const key = nameKey(name);
  const aliases = [entity.label, ...entity.aliases].filter((alias) => nameKey(alias) !== key);
  return { ...entity, label: name, aliases };
}

/**
 * Typographic characters a label may carry that a question typed as plain text does not: the
 * non-breaking and Unicode hyphens ("Lai Ching‑te", U+2011) become "-", non-breaking and narrow
 * spaces become spaces, and Roman numeral characters become letters ("Star Trek Ⅴ", U+2164, is
 * "Star Trek V"). Whatever rule named the entity, its name is written so.
 */
export function plainTypography(name: string): string {
  return name
    .replaceAll(/[\u2010\u2011]/gu, "-")
    .replaceAll(/[\u00a0\u202f]/gu, " ")
    .replaceAll(/[\u2160-\u217f]/gu, (numeral) => numeral.normalize("NFKC"));
}

/**
 * The graph with its entities named as questions name them ({@link withDisplayName}), each renamed
 * on first use. The labels of the whole graph, and the names its disambiguated labels would
 * shorten to, are counted once, when a rule first asks whether a name is taken.
 */
export function withDisplayNames(graph: KnowledgeGraph): KnowledgeGraph {
  let counts: Map<string, number> | undefined;
  const context: DisplayNameContext = {
    nameTaken: (name) => {
      counts ??= countNames(graph);
      return (counts.get(nameKey(name)) ?? 0) > 1;
    },
    classLabel: (classId) => graph.classLabel(classId),
  };
  return graph.withEntityNames((entity) => withDisplayName(entity, context));
}

/**
 * How many entities read as each name a rule may ask about (loose: {@link nameKey}), by label or
 * shortened label ({@link shortenedLabel}) or alias, each entity counted once per name. Only the
 * shortened forms of the graph's disambiguated and patronymic labels are asked about, so only they are counted: a
 * name whose first word starts none of them is passed over before its key is made (on the full
 * snapshot, most of the 450,000 names).
 */
function countNames(graph: KnowledgeGraph): Map<string, number> {
  const wanted = new Set<string>();
  const firstWords = new Set<string>();
  for (let number = 0; number < graph.entityCount; number += 1) {
    const label = graph.entityAt(number)?.label;
    if (label === undefined) continue;
    const short = shortenedLabel(label);
    if (short === label) continue;
    const key = nameKey(short);
    wanted.add(key);
    firstWords.add(firstWordOf(key));
  }
  const counts = new Map<string, number>();
  if (wanted.size === 0) return counts;
  const keys = new Set<string>();
  for (let number = 0; number < graph.entityCount; number += 1) {
    const entity = graph.entityAt(number);
    if (entity === undefined || entity.label === "") continue;
    keys.clear();
    for (const name of [entity.label, shortenedLabel(entity.label), ...entity.aliases]) {
      if (!firstWords.has(firstWordOf(name.toLowerCase()))) continue;
      const key = nameKey(name);
      if (wanted.has(key)) keys.add(key);
    }
    for (const key of keys) counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return counts;
}

/** The first word of a name, as {@link nameKey} leaves it (lower case, no leading space). */
function firstWordOf(name: string): string {
  const trimmed = name.trimStart();
  const end = trimmed.search(/\s/u);
  return end < 0 ? trimmed : trimmed.slice(0, end);
}

/**
 * A label as the display-name rules may shorten it: without its capitalised disambiguator ("Halle
 * (Saale)" → "Halle"), a class word ("Haining City" → "Haining", see `without-class-word`) or a
 * name's patronymic ("Anton Ivanovich Denikin" → "Anton Denikin"); others as they are.
 */
export function shortenedLabel(label: string): string {
  const trimmed = label.trim();
  if (trimmed.endsWith(")")) return /^(\p{Lu}.*\S) \(\p{Lu}[^()]*\)$/u.exec(trimmed)?.[1] ?? label;
  const classWord = / (?:City|State)$/u.exec(trimmed);
  if (classWord !== null && /^\p{Lu}/u.test(trimmed)) return trimmed.slice(0, classWord.index);
  return withoutPatronymic(trimmed) ?? label;
}

/** A name without its patronymic ("Anton Ivanovich Denikin" → "Anton Denikin"), if it has one. */
function withoutPatronymic(name: string): string | undefined {
  const named = patronymicName.exec(name);
  return named === null ? undefined : `${named[1] as string} ${named[2] as string}`;
}
