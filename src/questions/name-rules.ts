import { isCommonWord } from "./common-words.js";
import {
  acronymsReadAsWords,
  definiteArticleFrenchHeads,
  definiteArticleHeadsBeforeOf,
  definiteArticleLastWords,
  definiteArticleLowerCaseHeads,
  definiteArticlePluralHeads,
} from "./definite-article-names.js";
import { classHeadWords, hasClass, isPerson, mainClassOf, type ClassRecord } from "./entity-kind.js";
import { entityNameOverrides } from "./entity-name-overrides.js";
import type { WordingKind } from "./wording-kind.js";

/** What the name rules read of a name: its label (tidy, without qualifier) and its entity's facts. */
export interface NameFacts {
  /** The entity's id (`Q55`), when known: the key of the per-entity overrides. */
  readonly id?: string | undefined;
  readonly label: string;
  /** The label's words, lower-cased. */
  readonly words: readonly string[];
  readonly types: readonly string[];
  /** Other names of the entity ("The World Bank"). */
  readonly aliases: readonly string[] | undefined;
  /** The name is a work's title (see `NamedEntity.title`). */
  readonly title: boolean;
  /** What the relation asking about the entity declares it to be, if anything (see `wording-kind.ts`). */
  readonly kind?: WordingKind | undefined;
}

/** A name rule's example: a label, or a label with the entity's types, aliases, title flag or declared kind. */
export type NameExample =
  | string
  | {
      readonly id?: string;
      readonly label: string;
      readonly types?: readonly string[];
      readonly aliases?: readonly string[];
      readonly title?: boolean;
      readonly kind?: WordingKind;
    };

/**
 * One rule of how a name reads in a sentence. Rules are tried in {@link nameRules} order; the first
 * whose `when` holds decides. Every example must be decided by this rule with this article and no
 * counterexample may be (both are tests: `name-rules.test.ts`).
 */
export interface NameRule {
  readonly id: string;
  readonly when: (name: NameFacts) => boolean;
  /**
   * `the`: the name takes "the" ("the Danube"); `bare`: it reads as it is ("France"); `a`: it takes
   * "a"/"an" ("a lawyer", "a stroke"); `no-the`: it reads without even its own "The", after a noun
   * naming its kind ("the position of Member of Parliament", "on the Echo Label label"); `own-the`:
   * its own "The" reads as the article, in lower case inside a sentence ("the Temptations").
   */
  readonly article: "the" | "bare" | "a" | "no-the" | "own-the";
  readonly examples: readonly NameExample[];
  readonly counterexamples: readonly NameExample[];
}

const HUMAN = "Q5";
const RIVER = "Q4022";
const DYNASTY = "Q164950";
const POLITICAL_PARTY = "Q7278";
const INTERNATIONAL_ORGANIZATION = "Q484652";
const COMPANY = "Q783794";
const BUSINESS = "Q4830453";
const BAND = "Q215380";
const FILM = "Q11424";
const AUTOMOBILE_MODEL = "Q3231690";
const ICE_HOCKEY_TEAM = "Q4498974";
const NATIONAL_FOOTBALL_TEAM = "Q6979593";
const LANGUAGE_FAMILY = "Q25295";
const BASKETBALL_TEAM = "Q13393265";
const BASEBALL_TEAM = "Q13027888";
const CITY = "Q515";
const COUNTRY = "Q6256";
const HOTEL = "Q27686";
const SQUARE = "Q174782";
const VILLA = "Q3950";
const PALACE = "Q16560";
const SHOPPING_MALL = "Q11315";
const BUILDING = "Q41176";
const MOUNTAIN = "Q8502";
const METRO_STATION = "Q928830";
const STADIUM = "Q483110";
const BRIDGE = "Q12280";
const MUSEUM = "Q33506";
const AREA_OF_LONDON = "Q2755753";
const BOROUGH_OF_NEW_YORK_CITY = "Q408804";
const PUBLISHER = "Q2085381";
const HUMAN_SETTLEMENT = "Q486972";
const SCULPTURE = "Q860861";
const ARCHIPELAGO = "Q33837";
const FICTIONAL_HUMAN = "Q15632617";
const RESEARCH_INSTITUTE = "Q31855";
const RECURRING_SPORTING_EVENT = "Q18608583";
const RECURRING_EVENT = "Q15275719";
const TENNIS_TOURNAMENT = "Q13219666";
const MUSIC_FESTIVAL = "Q868557";
const FESTIVAL = "Q132241";
const HOUSE = "Q3947";
const TELEVISION_SERIES = "Q5398426";
const HISTORIC_HOUSE_MUSEUM = "Q2087181";
const ENGLISH_COUNTRY_HOUSE = "Q1343246";
const COUNTRY_HOUSE = "Q16884952";

/** Classes of buildings whose names may end with "House" ({@link nameRules}' "named-house"). */
const houseClasses: ReadonlySet<string> = new Set([HOUSE, HISTORIC_HOUSE_MUSEUM, BUILDING]);
/** Country houses, named after their estates without "the" ("Marble Hill House"). */
const countryHouseClasses: ReadonlySet<string> = new Set([ENGLISH_COUNTRY_HOUSE, COUNTRY_HOUSE]);

/** The record of the entity's types that matches `test`, if any. */
function anyClass(name: NameFacts, test: (record: ClassRecord) => boolean): boolean {
  return hasClass(name, test);
}

/**
 * The name rules, in the order they are tried: the order is written here and nowhere else. A name
 * no rule decides reads bare.
 */
export const nameRules: readonly NameRule[] = [
  {
    id: "kind-after-its-noun",
    // The template names the kind just before or after: "hold the position of {object}", "belong
    // to the ethnic group {object}", "on the {object} label". No override gives these "the".
    when: (name) => name.kind === "position" || name.kind === "ethnic-group" || name.kind === "record-label",
    article: "no-the",
    examples: [
      { label: "Member of the Parliament of Northern Ireland", kind: "position" },
      { label: "The Echo Label", kind: "record-label" },
      { label: "Kurds", kind: "ethnic-group" },
    ],
    counterexamples: ["Member of the Parliament of Northern Ireland", { label: "Kurds", kind: "team" }],
  },
  {
    id: "entity-override-the",
    // The long tail no rule covers, by Wikidata id in data/entity-names.tsv: "the Netherlands",
    // "the Virgin Mary", "the Bible".
    when: (name) => name.id !== undefined && entityNameOverrides().articles.get(name.id) === "the",
    article: "the",
    examples: [
      { id: "Q55", label: "Netherlands" },
      { id: "Q345", label: "Virgin Mary", types: [HUMAN] },
      { id: "Q544", label: "Solar System" },
    ],
    counterexamples: ["Netherlands", { id: "Q142", label: "France" }],
  },
  {
    id: "entity-override-bare",
    when: (name) => name.id !== undefined && entityNameOverrides().articles.get(name.id) === "bare",
    article: "bare",
    // Wikidata's alias "the Niagara Falls" would give "Is the Niagara Falls in Canada?".
    examples: [{ id: "Q34221", label: "Niagara Falls", aliases: ["the Niagara Falls"] }],
    counterexamples: [{ id: "Q55", label: "Netherlands" }],
  },
  {
    id: "kind-always-the",
    // "play the piano", "a member of the Benedictines", "the Society of Jesus".
    when: (name) =>
      (name.kind === "instrument" || name.kind === "religious-order") && name.words[0] !== "the",
    article: "the",
    examples: [
      { label: "piano", kind: "instrument" },
      { label: "Hammond organ", kind: "instrument" },
      { label: "Benedictines", kind: "religious-order" },
    ],
    counterexamples: ["piano", { label: "the Jesuits", kind: "religious-order" }],
  },
  {
    id: "kind-class-common-noun",
    // A common noun that classifies: "Was X a lawyer?", "Is Y a species?"; a proper name reads as
    // the rules below give it ("Was X the President of the United States?").
    when: (name) => name.kind === "class" && startsWithLowerCase(name.label),
    article: "a",
    examples: [
      { label: "lawyer", kind: "class" },
      { label: "engineer", kind: "class" },
    ],
    counterexamples: ["lawyer", { label: "President of the United States", kind: "class" }],
  },
  {
    id: "kind-counted-cause",
    // "die of a stroke", but "die of pneumonia": the few causes of death that are counted.
    when: (name) => name.kind === "cause" && countedCauses.has(name.label.toLowerCase()),
    article: "a",
    examples: [
      { label: "stroke", kind: "cause" },
      { label: "heart attack", kind: "cause" },
    ],
    counterexamples: [{ label: "pneumonia", kind: "cause" }, "stroke"],
  },
  {
    id: "kind-species-common-name",
    // A species' common name takes "the" ("the ivory gull", "the Yellow-faced Parrot", "the
    // European hamster"); a scientific name does not ("Pudu puda", "Homo sapiens"). "Arabian oryx"
    // reads as a scientific name: the dictionary lacks "oryx", so nothing tells them apart.
    when: (name) =>
      name.kind === "species" &&
      (startsWithLowerCase(name.label) ||
        (/^\p{Lu}\S* \p{Lu}\S*$/u.test(name.label) && name.words[0] !== "the") ||
        isCapitalisedCommonName(name.label)),
    article: "the",
    examples: [
      { label: "ivory gull", kind: "species" },
      { label: "Yellow-faced Parrot", kind: "species" },
      { label: "European hamster", kind: "species" },
      { label: "Common raven", kind: "species" },
      { label: "European Honey Buzzard", kind: "species" },
    ],
    counterexamples: [
      { label: "Pudu puda", kind: "species" },
      { label: "Vaccinium", kind: "species" },
      { label: "Homo sapiens", kind: "species" },
      { label: "Canis lupus", kind: "species" },
      { label: "Bison bison", kind: "species" },
      "ivory gull",
    ],
  },
  {
    id: "kind-untyped-team",
    // An untyped plural name of a team, which the entity-kinds table cannot tell from a title:
    // "the Washington Wizards", "the Galt Canadians".
    when: (name) =>
      name.kind === "team" &&
      name.types.length === 0 &&
      name.words[0] !== "the" &&
      /^(?:\p{Lu}\S* )+\p{Lu}\p{L}*[^suioa\s]s$/u.test(name.label),
    article: "the",
    examples: [{ label: "Washington Wizards", kind: "team" }],
    counterexamples: ["Washington Wizards", { label: "FC Barcelona", kind: "team" }],
  },
  {
    id: "kind-untyped-river",
    // Rivers take "the" ("Does the Brenta flow into the Adriatic Sea?"); one-word names without
    // types are rivers here, lakes and bays have "Lake" or "Bay" in their names.
    when: (name) =>
      name.kind === "body-of-water" && name.types.length === 0 && /^\p{Lu}[\p{L}'-]+$/u.test(name.label),
    article: "the",
    examples: [{ label: "Brenta", kind: "body-of-water" }],
    counterexamples: ["Brenta", { label: "Lake Garda", kind: "body-of-water" }],
  },
  {
    id: "kind-untyped-model",
    // An untyped product with a number or "Model" in its name: "the Nokia 6011i", "the Mitsubishi
    // Model A"; not a ship ("HMS Wellington") or a material ("Orlon"). Typed models read as the
    // entity-kinds table says ("the Fiat 500").
    when: (name) =>
      name.kind === "product-model" &&
      name.types.length === 0 &&
      (/\d/u.test(name.label) || /\bModel\b/u.test(name.label)) &&
      !shipPrefixes.has(name.words[0] ?? ""),
    article: "the",
    examples: [
      { label: "Nokia 6011i", kind: "product-model" },
      { label: "Mitsubishi Model A", kind: "product-model" },
    ],
    counterexamples: [
      "Nokia 6011i",
      { label: "HMS Wellington", kind: "product-model" },
      { label: "Orlon", kind: "product-model" },
    ],
  },
  {
    id: "kind-sector",
    // "Is X active in the music industry?", but "in journalism".
    when: (name) =>
      name.kind === "sector" && /^\p{Ll}.* (?:industry|sector|business|trade)$/u.test(name.label),
    article: "the",
    examples: [{ label: "music industry", kind: "sector" }],
    counterexamples: [{ label: "journalism", kind: "sector" }, "music industry"],
  },
  {
    id: "french-title",
    // "the Comte de Rochefort", "the Marquis de Sade": a French title before "de" reads in English
    // as a common noun, person or not. Not a name with "de" after a given name ("Pierre de Coubertin").
    when: (name) =>
      /^(?:Comte|Comtesse|Duc|Duchesse|Marquis|Marquise|Vicomte|Vicomtesse|Chevalier) (?:de|d'|d’|du|des) ?\p{Lu}/u.test(
        name.label,
      ),
    article: "the",
    examples: [
      { label: "Comte de Rochefort", types: [FICTIONAL_HUMAN] },
      { label: "Marquis de Sade", types: [HUMAN] },
      "Duc d'Enghien",
    ],
    counterexamples: [{ label: "Pierre de Coubertin", types: [HUMAN] }, "Comte"],
  },
  {
    id: "person",
    when: isPerson,
    article: "bare",
    examples: [
      { label: "Count of Monte Cristo", types: [HUMAN] },
      { label: "Barack Obama", types: [HUMAN] },
    ],
    counterexamples: [{ label: "Count of Monte Cristo" }],
  },
  {
    id: "common-noun-of-place",
    // "canton of Agen", "commune of Paris", "flag of the Northwest Territories": a common noun
    // naming one place, or one thing of it.
    when: (name) => startsWithLowerCase(name.label) && /^[\p{Ll} -]+ of (?:the )?\p{Lu}/u.test(name.label),
    article: "the",
    examples: ["canton of Agen", "commune of Paris", "flag of the Northwest Territories"],
    counterexamples: ["politician", "canton"],
  },
  {
    id: "common-noun",
    when: (name) => startsWithLowerCase(name.label),
    article: "bare",
    examples: ["politician", "charles bonnet syndrome", "iPhone"],
    counterexamples: ["Politician"],
  },
  {
    id: "own-article-in-sentence",
    // A name's own "The" is the article, lower-case inside a sentence, for anything that is not a
    // titled work: "Which award did the Temptations receive?", "Was Carly Simon born in the
    // Bronx?", "Was the Bodley Head formed in London?", "the Gambia", "the Holocaust". A work keeps
    // it in its title ("The Hobbit"), and so does a city whose "The" is written so ("The Hague",
    // "The Valley"; but "the Hamptons"). An untyped name may be a title: it keeps its "The".
    when: (name) =>
      name.words[0] === "the" &&
      name.words.length > 1 &&
      !name.title &&
      name.types.length > 0 &&
      !anyClass(name, (record) => record.isWork === true || record.kind === "work") &&
      !(anyClass(name, (record) => record.kind === "settlement") && !/s$/u.test(name.label)),
    article: "own-the",
    examples: [
      { label: "The Temptations", types: [BAND] },
      { label: "The Walt Disney Company", types: [COMPANY] },
      { label: "The Petroglyph Museum", types: [MUSEUM] },
      { label: "The Bronx", types: [BOROUGH_OF_NEW_YORK_CITY] },
      { label: "The Bodley Head", types: [PUBLISHER] },
      { label: "The Gambia", types: [COUNTRY] },
      { label: "The Hamptons", types: [HUMAN_SETTLEMENT] },
    ],
    counterexamples: [
      "The Beatles",
      { label: "The Hague", types: [CITY] },
      { label: "The Hobbit", types: [FILM] },
      { label: "The Lovers", types: [SCULPTURE] },
      { label: "The Temptations", types: [BAND], title: true },
      "The Petroglyph Museum",
    ],
  },
  {
    id: "own-article",
    when: (name) => name.words[0] === "the" || name.words[0] === "thee",
    article: "bare",
    examples: ["The Beatles", "The Hague Convention"],
    counterexamples: ["Thebes"],
  },
  {
    id: "article-alias",
    // Wikidata's own evidence: an alias "The World Bank", "The Histories"; not a band's old name
    // ("The Pink Floyd") or a royal style ("The Prince Philip, Duke of Edinburgh"), nor a country's
    // dated form ("the Sudan", "The Ivory Coast": fresh sample 44); the countries that take "the"
    // have it by their other rules ("the United Kingdom", "the Maldives", "the Netherlands").
    when: (name) =>
      name.aliases !== undefined &&
      !name.label.includes(",") &&
      !anyClass(name, (record) => record.kind === "country") &&
      // A city's alias "the Little Rock" names what the city is named after, not the city.
      !anyClass(name, (record) => record.kind === "settlement") &&
      !nobleTitles.has(name.words[0] ?? "") &&
      !anyClass(name, (record) => record.named === "band") &&
      name.aliases.some((alias) => isArticleAlias(alias, name.label)),
    article: "the",
    examples: [{ label: "World Bank", aliases: ["The World Bank"] }],
    counterexamples: [
      { label: "Pink Floyd", types: [BAND], aliases: ["The Pink Floyd"] },
      { label: "Prince Philip, Duke of Edinburgh", aliases: ["The Prince Philip, Duke of Edinburgh"] },
      { label: "World Bank", aliases: ["World Bank Group"] },
      { label: "Little Rock", types: [CITY], aliases: ["the Little Rock"] },
      { id: "Q1049", label: "Sudan", types: ["Q6256"], aliases: ["the Sudan"] },
    ],
  },
  {
    id: "foreign-article",
    // A name that begins with another language's article has its own: "La Union" (a province),
    // "Le Mans", "El Salvador", "Der Spiegel", "De Beers"; not "the La Union" from its head word.
    // Not a foreign name before an English head that takes "the": "the Los Lagos Region", "the Los
    // Angeles River" (fresh sample 56).
    when: (name) =>
      name.words.length > 1 &&
      /^(?:La|Le|Les|El|Los|Las|Il|Lo|Gli|Die|Der|Das|Het|De|Den)$/u.test(name.label.split(" ")[0] ?? "") &&
      /^\p{Lu}/u.test(name.label.split(" ")[1] ?? "") &&
      !(
        name.words.length > 2 &&
        /\s\p{Lu}\S*$/u.test(name.label) &&
        definiteArticleLastWords.has(name.words.at(-1) ?? "") &&
        isDescribedBy(name, name.words.at(-1) ?? "")
      ),
    article: "bare",
    examples: ["La Union", "Le Mans", "El Salvador", "Der Spiegel"],
    counterexamples: ["Democratic Union", "la Union", "Le", "Los Lagos Region", "Los Angeles River"],
  },
  {
    id: "possessive-inside",
    // A possessive inside the name makes it its own determiner: "Merry's Museum", "St Paul's
    // Cathedral". Not after "of" in a name that ends in a capitalised word, where it belongs to the
    // name's second part: "the Council of People's Commissars"; "People's", "men's", "women's" and
    // "children's" name a group, not an owner, and are no determiner ("the Canada men's national
    // soccer team").
    when: (name) => {
      const { label, words } = name;
      const beforeOf =
        words.includes("of") && /\s\p{Lu}\S*$/u.test(label) ? words.slice(0, words.indexOf("of")) : words;
      return beforeOf
        .slice(0, -1)
        .some((word) => /['’]s$/u.test(word) && !/^(?:people|men|women|children)['’]s$/iu.test(word));
    },
    article: "bare",
    examples: ["St Paul's Cathedral", "Merry's Museum"],
    counterexamples: [
      "Council of People's Commissars",
      "Chinese People's Political Consultative Conference",
      { label: "Canada men's national soccer team", types: [NATIONAL_FOOTBALL_TEAM] },
    ],
  },
  {
    id: "work-title",
    // Titles of works read bare: "Guardians of the Galaxy", "Pirates of the Caribbean".
    when: (name) => mainClassOf(name)?.isWork === true,
    article: "bare",
    examples: [{ label: "Pirates of the Caribbean", types: [FILM] }],
    counterexamples: ["Pirates of the Caribbean"],
  },
  {
    id: "class-takes-the",
    // Members of classes that take "the" even with one word ("the Danube", "the Knesset"), but
    // not a lake or mountain filed under them ("Lake Como", "Mount Etna").
    when: (name) =>
      anyClass(name, (record) => record.article === "the") &&
      !/^(?:lake|mount|loch|lac|lago)\b/u.test(name.words[0] ?? ""),
    article: "the",
    examples: [
      { label: "Danube", types: [RIVER] },
      { label: "Fiat 500", types: [AUTOMOBILE_MODEL] },
    ],
    counterexamples: [{ label: "Lake Tahoe", types: [RIVER] }, "Danube"],
  },
  {
    id: "group-class",
    // Several words ("the Warsaw Pact"), a plural ("the Kartids") or an acronym read letter by
    // letter ("the IMF"); not one word ("Interpol") or an acronym read as a word ("NATO").
    when: (name) =>
      anyClass(name, (record) => record.article === "the-if-compound") &&
      // A name that is a phrase of its own is no compound noun: "Save the Children".
      !isPhrase(name) &&
      (name.words.length > 1
        ? !isAcronym(name.label.split(" ")[0] ?? "")
        : isLetterAcronym(name.label) || /s$/u.test(name.label)),
    article: "the",
    examples: [
      { label: "Warsaw Pact", types: [INTERNATIONAL_ORGANIZATION] },
      { label: "IMF", types: [INTERNATIONAL_ORGANIZATION] },
      { label: "Kartids", types: [DYNASTY] },
    ],
    counterexamples: [
      { label: "Interpol", types: [INTERNATIONAL_ORGANIZATION] },
      { label: "NATO", types: [INTERNATIONAL_ORGANIZATION] },
      { label: "RWI Essen", types: [RESEARCH_INSTITUTE] },
      { label: "ASEAN Regional Forum", types: [INTERNATIONAL_ORGANIZATION] },
      { label: "Save the Children", types: [INTERNATIONAL_ORGANIZATION] },
    ],
  },
  {
    id: "event-name",
    // An event held again and again, of two words or more: "the Preakness Stakes", "the US Open",
    // "the Indianapolis 500", "the Bol d'Or" (see `ClassRecord.article`). Not a week named for it
    // ("New York Fashion Week"), a year's edition written with an apostrophe ("Woodstock '94") or a
    // saint's feast ("San Fermín"), which read bare.
    when: (name) =>
      name.words.length > 1 &&
      anyClass(name, (record) => record.article === "the-if-several-words") &&
      !isPhrase(name) &&
      !/^(?:week|weekend)$/u.test(name.words.at(-1) ?? "") &&
      !/['’]\d\d$/u.test(name.label) &&
      !/^(?:san|santa|saint|st\.?|são)$/u.test(name.words[0] ?? ""),
    article: "the",
    examples: [
      { label: "Preakness Stakes", types: [RECURRING_SPORTING_EVENT] },
      { label: "Indianapolis 500", types: [RECURRING_SPORTING_EVENT] },
      { label: "Bol d'Or", types: [RECURRING_SPORTING_EVENT] },
      { label: "US Open", types: [TENNIS_TOURNAMENT] },
      { label: "Bayreuth Festival", types: [MUSIC_FESTIVAL] },
    ],
    counterexamples: [
      "Preakness Stakes",
      { label: "Worldcon", types: [RECURRING_EVENT] },
      { label: "NBA All-Star Weekend", types: [RECURRING_SPORTING_EVENT] },
      { label: "New York Fashion Week", types: [RECURRING_EVENT] },
      { label: "Woodstock '94", types: [MUSIC_FESTIVAL] },
      { label: "San Fermín", types: [FESTIVAL] },
      { label: "Football at the Pan American Games", types: [RECURRING_SPORTING_EVENT] },
    ],
  },
  {
    id: "alpine-peak",
    // A mountain (or another landform) named in one German word for its form reads with "the" in
    // English: "the Zugspitze", "the Grossglockner", "the Matterhorn", "the Feldberg"; not
    // "Snowdon" or "Elbrus".
    when: (name) =>
      name.words.length === 1 &&
      anyClass(name, (record) => record.kind === "geographic-feature") &&
      /\p{L}(?:spitze|horn|glockner|kogel|kofel|stock|kopf|joch|wand|stein|berg|feld|nock|eck)$/u.test(
        name.words[0] ?? "",
      ),
    article: "the",
    examples: [
      { label: "Zugspitze", types: [MOUNTAIN] },
      { label: "Grossglockner", types: [MOUNTAIN] },
      { label: "Matterhorn", types: [MOUNTAIN] },
      { label: "Feldberg", types: [MOUNTAIN] },
    ],
    counterexamples: [
      "Zugspitze",
      { label: "Snowdon", types: [MOUNTAIN] },
      { label: "Heidelberg", types: [CITY] },
    ],
  },
  {
    id: "acronym-class",
    when: (name) =>
      isLetterAcronym(name.label) && anyClass(name, (record) => record.article === "the-if-letter-acronym"),
    article: "the",
    examples: [{ label: "CPSU", types: [POLITICAL_PARTY] }],
    counterexamples: [{ label: "CPSU" }, { label: "Fidesz", types: [POLITICAL_PARTY] }],
  },
  {
    id: "year-event",
    // "1984 Summer Olympics", "1969–70 Fußball-Bundesliga"; not "2767 Takenouchi" (an asteroid).
    when: (name) =>
      /^(?:1[89]|20)\d\d(?:[–-]\d\d(?:\d\d)?)? \p{L}/u.test(name.label) &&
      (name.words.length > 2 || /^\d{4}[–-]/u.test(name.label)),
    article: "the",
    examples: ["1984 Summer Olympics", "2014 FIFA World Cup", "1969–70 Fußball-Bundesliga"],
    counterexamples: ["2767 Takenouchi", "1984 Olympics"],
  },
  {
    id: "plural-group",
    // Plural names of groups: "Vancouver Canucks", "Beskids", "Beastie Boys".
    when: (name) => isPluralGroupName(name.label, name.words, name),
    article: "the",
    examples: [
      { label: "Vancouver Canucks", types: [ICE_HOCKEY_TEAM] },
      { label: "Beastie Boys", types: [BAND] },
      { label: "Hebrides", types: [ARCHIPELAGO] },
      { label: "Outer Hebrides", types: [ARCHIPELAGO] },
      { label: "Adelaide 36ers", types: [BASKETBALL_TEAM] },
      { label: "Houston Astros", types: [BASEBALL_TEAM] },
      { label: "Mentors", types: [BAND] },
      { label: "Doors", types: [BAND] },
    ],
    counterexamples: [
      { label: "Svalbard", types: [ARCHIPELAGO] },
      { label: "Vancouver Canucks" },
      { label: "Canucks", types: [ICE_HOCKEY_TEAM] },
      { label: "Nine Inch Nails", types: [BAND] },
      { label: "Blood, Sweat & Tears", types: [BAND] },
      { label: "Guns N’ Roses", types: [BAND] },
      { label: "Yes", types: [BAND] },
      { label: "Genesis", types: [BAND] },
      { label: "Travis", types: [BAND] },
      { label: "Mentors" },
    ],
  },
  {
    id: "united",
    // "the United Principalities", "the United Provinces"; not "United Airlines".
    when: (name) =>
      /^United (?:\p{Lu}\p{L}+ )*(?:Provinces|Principalities|Colonies|Territories|States|Kingdom|Republic)\b/u.test(
        name.label,
      ),
    article: "the",
    examples: ["United Provinces", "United States of Indonesia"],
    counterexamples: ["United Airlines"],
  },
  {
    id: "dynasty-plural",
    // Dynasties named by their founder: "the Abbasids", "the Umayyads"; not a band ("Skids") or a
    // title ("Droids").
    when: (name) =>
      /^\p{Lu}\p{Ll}{3,}(?:ids|yyads)$/u.test(name.label) &&
      !/(?:kids|oids|pids)$/u.test(name.label) &&
      (name.types.length === 0 || anyClass(name, (record) => record.article === "the-if-compound")),
    article: "the",
    examples: ["Abbasids", "Kakuyids"],
    counterexamples: ["Droids", { label: "Abbasids", types: [COMPANY] }],
  },
  {
    id: "ordinal",
    // "Twenty-eighth government of Israel", "First Battle of Bull Run", "31st Infantry Regiment";
    // not "20th Century Studios", "20th-century classical music", "Third Man Records".
    when: (name) =>
      name.words.length > 1 &&
      // The US military writes "2d" and "3d" in lower case ("902d"); "3D Realms" is a name.
      (ordinalStart.test(name.label) || /^\d*[23]d /u.test(name.label)) &&
      name.words[1] !== "century" &&
      !/^\d+\p{L}+-/u.test(name.label) &&
      !companyLastWords.has(name.words.at(-1) ?? ""),
    article: "the",
    examples: [
      "First Battle of Bull Run",
      "31st Infantry Regiment",
      "Twenty-eighth government of Israel",
      // The US military writes "2d" and "3d": "the 902d Air Refueling Squadron".
      "902d Air Refueling Squadron",
    ],
    counterexamples: [
      "20th Century Studios",
      "20th-century classical music",
      "Third Man Records",
      "3D Realms",
    ],
  },
  {
    id: "settlement-with-qualifier",
    // A settlement named with a qualifier after a comma reads as its first part, bare: "Trzciana,
    // Lesser Poland Voivodeship", "Radoszyce, Świętokrzyskie Voivodeship" (not "the ...
    // Voivodeship": the last word is the qualifier's head, not the name's). Not a university's
    // campus, which is no settlement ("the University of California, Berkeley").
    when: (name) =>
      /^[^,]+, \p{Lu}/u.test(name.label) && anyClass(name, (record) => record.kind === "settlement"),
    article: "bare",
    examples: [
      { label: "Radoszyce, Świętokrzyskie Voivodeship", types: [CITY] },
      { label: "Trzciana, Lesser Poland Voivodeship", types: ["Q532"] },
    ],
    counterexamples: [
      "Trzciana, Lesser Poland Voivodeship",
      { label: "Radoszyce", types: [CITY] },
      { label: "University of California, Berkeley", types: [RESEARCH_INSTITUTE] },
    ],
  },
  {
    id: "head-first-of-its-class",
    // A first word that names what the entity is: "the Hotel Vancouver" (a hotel), "the Place
    // d'Italie" (a square), "the Villa Medici", "the Palazzo Vecchio" (see `ClassRecord.headWords`).
    when: (name) =>
      name.words.length > 1 &&
      anyClass(name, (record) => record.headWords?.includes(name.words[0] ?? "") === true),
    article: "the",
    examples: [
      { label: "Hotel Vancouver", types: [HOTEL] },
      { label: "Place d'Italie", types: [SQUARE] },
      { label: "Villa Medici", types: [VILLA] },
      { label: "Palazzo Vecchio", types: [PALACE] },
    ],
    counterexamples: [
      "Hotel Vancouver",
      { label: "Hotel", types: [HOTEL] },
      { label: "Place Rosemère", types: [SHOPPING_MALL] },
    ],
  },
  {
    id: "head-word-in-proper-name",
    // The same word on something it does not name is part of a proper name: "Place Rosemère" (a
    // shopping mall), "Place Bonaventure" (a building), "Place Fell" (a hill), "Pont de Neuilly" (a
    // metro station). Untyped names keep the rules below ("the Place de la Concorde").
    when: (name) =>
      name.words.length > 1 &&
      name.types.length > 0 &&
      classHeadWords.has(name.words[0] ?? "") &&
      !anyClass(name, (record) => record.headWords?.includes(name.words[0] ?? "") === true),
    article: "bare",
    examples: [
      { label: "Place Rosemère", types: [SHOPPING_MALL] },
      { label: "Place Bonaventure", types: [BUILDING] },
      { label: "Place Fell", types: [MOUNTAIN] },
      { label: "Pont de Neuilly", types: [METRO_STATION] },
    ],
    counterexamples: ["Place de la Concorde", { label: "Place d'Italie", types: [SQUARE] }],
  },
  {
    id: "place-church-bare",
    // A cathedral, an abbey or a minster named by its town is a name, not a description:
    // "Chichester Cathedral", "Westminster Abbey", "York Minster" (fresh sample 40); "the
    // Metropolitan Cathedral" is described.
    when: (name) => {
      const match = /^(\p{Lu}[\p{L}'’.-]+) (?:Cathedral|Abbey|Minster|Priory)$/u.exec(name.label);
      return match !== null && !isCommonWord((match[1] as string).toLowerCase());
    },
    article: "bare",
    examples: ["Chichester Cathedral", "Westminster Abbey", "York Minster", "Luxeuil Abbey"],
    counterexamples: ["Metropolitan Cathedral", "National Cathedral", "Chichester"],
  },
  {
    id: "german-district",
    // A German district named with "Kreis" is described, like "the Zwickau district": "the
    // Märkischer Kreis", "the Ennepe-Ruhr-Kreis" (fresh sample 40).
    when: (name) => /[ -]Kreis$/u.test(name.label),
    article: "the",
    examples: ["Märkischer Kreis", "Oberbergischer Kreis", "Ennepe-Ruhr-Kreis"],
    counterexamples: ["Kreis", "Bodenseekreis"],
  },
  {
    id: "autonomous-division",
    // An autonomous division is described by its kind: "the Chukotka Autonomous Okrug", "the Jewish
    // Autonomous Oblast", "the Tibet Autonomous Region" (fresh sample 41).
    when: (name) =>
      /\s(?:Autonomous|autonomous) (?:Okrug|Oblast|Region|Province|District|Prefecture|County)$/u.test(
        name.label,
      ),
    article: "the",
    examples: ["Chukotka Autonomous Okrug", "Jewish Autonomous Oblast", "Tibet Autonomous Region"],
    counterexamples: ["Autonomous Region", "Chukotka"],
  },
  {
    id: "local-council",
    // A local council is named by its place, not described: "Denbighshire County Council",
    // "Birmingham City Council" (fresh sample 41); "the Security Council" is described.
    when: (name) =>
      /^\p{Lu}\S*(?: \S+)* (?:County|City|Borough|District|Town|Parish|Shire|Regional) Council$/u.test(
        name.label,
      ),
    article: "bare",
    examples: ["Denbighshire County Council", "Birmingham City Council", "Coleraine Borough Council"],
    counterexamples: ["Security Council", "European Council", "City Council"],
  },
  {
    id: "head-last-word",
    // "Democratic Party", "Ivy League", "Seoul Subway Line 7": a capitalised head that takes "the".
    // Not a title ("Hold the Line"), and not a band or a company, which are named, not described
    // ("Tokio Hotel", "American Express"), unless the head describes it ("the Daimler Company").
    when: (name) => {
      const { label, words } = name;
      const head = /\d/u.test(words.at(-1) ?? "") && words.length > 2 ? words.at(-2) : words.at(-1);
      return (
        !isPhrase(name) &&
        words.length > 1 &&
        definiteArticleLastWords.has(head ?? "") &&
        /\s\p{Lu}\S*(?: \S*\d\S*)?$/u.test(label) &&
        isDescribedBy(name, head ?? "") &&
        // A bridge's name on something else is a place name: "Stamford Bridge" (a stadium),
        // "Conon Bridge" (a village), "Trent Bridge" (a cricket ground). A hotel's is not: "the
        // Loews Philadelphia Hotel", a skyscraper (see `ClassRecord.headWords`).
        !(
          head === "bridge" &&
          name.types.length > 0 &&
          !anyClass(name, (record) => record.headWords?.includes(head) === true)
        )
      );
    },
    article: "the",
    examples: [
      "Democratic Party",
      "Flemish Community",
      "Ivy League",
      "National Arts Club",
      "Seoul Subway Line 7",
      "Julian Alps",
      "Hebrew Bible",
      "Verona Arena",
      "Mariinsky Theatre",
      "Sistine Chapel",
      "Bangabandhu Bridge",
      { label: "Old Town Bridge", types: [BRIDGE] },
      "Medici Chapels",
      "Tidewater Inn",
      { label: "Daimler Company", types: [COMPANY] },
      { label: "San Francisco Gay Men's Chorus", types: [BAND] },
      { label: "Allman Brothers Band", types: [BAND] },
      { label: "Wu-Tang Clan", types: [BAND] },
      { label: "Alexandrov Ensemble", types: [BAND] },
      { label: "Redlight Children Campaign", types: [BUSINESS] },
      "Block Arcade",
      "Golden Gate Hotel and Casino",
      "Mahmood Mosque",
      "Australian Signals Directorate",
      "Jumeirah Archaeological Site",
      "Mayo Clinic",
      { label: "Guinness Brewery", types: [COMPANY] },
      "London Stock Exchange",
      "Glamorgan-Gwent Archaeological Trust",
      "Nauvoo Temple",
      "Berlin Philharmonic",
      "Royal 22e Régiment",
      "Falkirk Wheel",
      "Congo Basin",
    ],
    counterexamples: [
      "Hold the Line",
      { label: "American Express", types: [COMPANY] },
      { label: "Dream Theater", types: [BAND] },
      { label: "Bad Company", types: [BAND] },
      "Moses exposed by the River",
      { label: "Stamford Bridge", types: [STADIUM] },
      "In God We Trust",
    ],
  },
  {
    id: "listed-place-name",
    // Names of the US National Register's kinds: "the Orange Center Historic District", "the House
    // at 49 Vinal Avenue".
    when: (name) =>
      / Historic District$/u.test(name.label) || /^House at \p{Lu}|^House at \d/u.test(name.label),
    article: "the",
    examples: ["Orange Center Historic District", "House at 49 Vinal Avenue"],
    counterexamples: ["Historic District", "House at the End of the Street"],
  },
  {
    id: "named-house",
    // A house named with its owner's full name or a description of two words or more takes "the",
    // as the US National Register writes them: "the Paul Revere House", "the James A. Burden
    // House", "the Wild Basin House". A country house named after its estate does not ("Marble Hill
    // House"), nor one word and "House", mostly a place's name ("Apsley House", "Kenwood House").
    when: (name) =>
      name.words.length >= 3 &&
      /^(?:\p{Lu}[\p{L}'’-]*\.? )+House$/u.test(name.label) &&
      name.types.some((type) => houseClasses.has(type)) &&
      !name.types.some((type) => countryHouseClasses.has(type)),
    article: "the",
    examples: [
      { label: "Paul Revere House", types: [HOUSE] },
      { label: "James A. Burden House", types: [HOUSE] },
      { label: "Wild Basin House", types: [HOUSE] },
      { label: "Dr. Woods House", types: [HOUSE] },
      { label: "Larz Anderson House", types: [BUILDING] },
      { label: "Alice French House", types: [HOUSE, HISTORIC_HOUSE_MUSEUM] },
    ],
    counterexamples: [
      "Paul Revere House",
      { label: "Apsley House", types: [HISTORIC_HOUSE_MUSEUM] },
      { label: "Marble Hill House", types: [ENGLISH_COUNTRY_HOUSE, HISTORIC_HOUSE_MUSEUM] },
      { label: "Peril at End House", types: [HOUSE] },
      { label: "Broadway Open House", types: [TELEVISION_SERIES] },
    ],
  },
  {
    id: "botanical-garden",
    // A garden described as botanical takes "the": "the Royal Botanical Gardens", "the Missouri
    // Botanical Garden", "the Fay Hyland Botanical Plantation" (fresh sample 33); "Kew Gardens",
    // named after its place, does not.
    when: (name) => /\bBotanic(?:al)? (?:Garden|Gardens|Plantation|Park)\b/u.test(name.label),
    article: "the",
    examples: ["Royal Botanical Gardens", "Missouri Botanical Garden", "Fay Hyland Botanical Plantation"],
    counterexamples: ["Kew Gardens", "Botanical"],
  },
  {
    id: "described-palace",
    // A palace described by common words takes "the": "the Summer Palace", "the New Palace", "the
    // Crystal Palace"; one named after its place does not: "Buckingham Palace", "Blenheim Palace".
    when: (name) =>
      name.words.length > 1 &&
      name.words.at(-1) === "palace" &&
      // Untyped or a building; not "Crystal Palace", an area of London named after one.
      (name.types.length === 0 ||
        anyClass(name, (record) => record.headWords !== undefined || record.kind === "facility")) &&
      name.label
        .split(" ")
        .slice(0, -1)
        .every((word) => /^\p{Lu}\p{Ll}+$/u.test(word) && isCommonWord(word.toLowerCase())),
    article: "the",
    examples: ["Summer Palace", "New Palace", "Royal Palace"],
    counterexamples: [
      "Buckingham Palace",
      "Blenheim Palace",
      "Summer",
      { label: "Crystal Palace", types: [AREA_OF_LONDON] },
    ],
  },
  {
    id: "lower-case-head",
    // "Germany national football team", "Ottoman dynasty": a name, then a common noun as its head.
    when: (name) =>
      name.words.length > 1 &&
      !isPhrase(name) &&
      definiteArticleLowerCaseHeads.has(name.label.slice(name.label.lastIndexOf(" ") + 1)),
    article: "the",
    examples: [
      "Germany national football team",
      { label: "Canada men's national soccer team", types: [NATIONAL_FOOTBALL_TEAM] },
      { label: "Afro-Asiatic languages", types: [LANGUAGE_FAMILY] },
      "Ottoman dynasty",
      "Paumgartner altarpiece",
      "Sottens transmitter",
      "Ravensburg district",
      "Robot series",
      "Gauss–Markov theorem",
      "Nissan MR engine",
    ],
    counterexamples: ["Moses exposed by the river", "Fermat's last theorem"],
  },
  {
    id: "french-head",
    // "the Académie Française", "the Pont Neuf"; not "Château-Thierry".
    when: (name) => name.words.length > 1 && definiteArticleFrenchHeads.has(name.words[0] ?? ""),
    article: "the",
    examples: [
      "Académie Française",
      "Pont Neuf",
      "Gare du Nord",
      "Chemins de fer du Nord",
      "Parc des Buttes-Chaumont",
      "Arboretum de l'Étoile des Andaines",
    ],
    counterexamples: ["Château-Thierry", "Pont"],
  },
  {
    id: "forest",
    // "the Bavarian Forest", "the Black Forest"; not "Sherwood Forest", named after a place.
    when: (name) =>
      /^(?:\p{Lu}\p{Ll}+(?:ian|an|ish|ese|ic)|Black|Great|Dark) (?:Forest|Woods|Heath)$/u.test(name.label),
    article: "the",
    examples: ["Bavarian Forest", "Black Forest"],
    counterexamples: ["Sherwood Forest"],
  },
  {
    id: "head-then-preposition",
    // "Academy Award for Best Actor", "Nobel Prize in Physics": such a head, then "for" or "in",
    // and no article before the head.
    when: (name) => {
      const { label, words } = name;
      return (
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
      );
    },
    article: "the",
    examples: [
      "Academy Award for Best Actor",
      "Nobel Prize in Physics",
      { label: "GSI Helmholtz Centre for Heavy Ion Research", types: [RESEARCH_INSTITUTE] },
    ],
    counterexamples: ["Nobel Prize", "In the Court in Session"],
  },
  {
    id: "head-for",
    // "Association for the Advancement of Artificial Intelligence".
    when: (name) => name.words[1] === "for" && definiteArticleLastWords.has(name.words[0] ?? ""),
    article: "the",
    examples: ["Association for the Advancement of Artificial Intelligence"],
    counterexamples: ["Songs for Drella"],
  },
  {
    id: "listed-head-before-of",
    when: (name) => {
      const ofIndex = name.words.indexOf("of");
      return ofIndex > 0 && ofIndex <= 2 && definiteArticleHeadsBeforeOf.has(name.words[0] ?? "");
    },
    article: "the",
    examples: ["Battle of Hastings", "University of Chicago", "Kingdom of Yugoslavia"],
    counterexamples: ["Yuri of Uglich", "Siege of Leningrad"],
  },
  {
    id: "work-title-of",
    // A work's title: "Department of Youth", "House of Flowers" (a musical) are not things.
    when: (name) => name.title,
    article: "bare",
    examples: [{ label: "Department of Youth", title: true }],
    counterexamples: ["Department of Youth"],
  },
  {
    id: "head-of",
    // "Court of Auditors", "Bust of Cardinal Richelieu", "Isle of Man": a capitalised common noun
    // followed by "of" names one thing; not a person ("Yuri of Uglich", "Constantine I of Georgia",
    // "Prince Philip, Duke of Edinburgh") or a name that starts with its own head ("Our Lady of ...").
    // Not a band or a company, which are named, not described ("Gang of Four", "Bank of America").
    when: (name) =>
      isHeadOfName(name) &&
      isDescribedBy(name, name.words[0] ?? "") &&
      // A town named "Port of Spain" is a proper name; "the City of London", "the Town of Salem"
      // are divisions named by what they are.
      !(
        anyClass(name, (record) => record.kind === "settlement") &&
        !settlementHeadsBeforeOf.has(name.words[0] ?? "")
      ),
    article: "the",
    examples: [
      "Department of Youth",
      "Bust of Cardinal Richelieu",
      "Siege of Leningrad",
      "Tower of London",
      { label: "City of Melbourne", types: [CITY] },
      "Penn State Great Valley School of Graduate Professional Studies",
    ],
    counterexamples: [
      { label: "Port of Spain", types: [CITY] },
      "Yuri of Uglich",
      "Constantine I of Georgia",
      "Prince Philip, Duke of Edinburgh",
      "Our Lady of Lourdes",
      "Guardians of the Galaxy",
      { label: "Gang of Four", types: [BAND] },
    ],
  },
];

/** Heads of institutions' names that make "X ... School of Y" one institution: "the London School of Economics". */
const institutionHeadsBeforeOf: ReadonlySet<string> = new Set(
  "school college institute academy faculty conservatory".split(" "),
);

/** Heads of settlements' names that say what the settlement is: "the City of London", "the Town of Salem". */
const settlementHeadsBeforeOf: ReadonlySet<string> = new Set(
  "city town borough village township county municipality district parish".split(" "),
);

/** The rule that decides how a name reads (see {@link nameRules}), or `undefined` when none does. */
export function nameRuleFor(name: NameFacts): NameRule | undefined {
  if (name.label === "") return undefined;
  for (const rule of nameRules) if (rule.when(name)) return rule;
  return undefined;
}

/** The facts of an example, as {@link nameRuleFor} reads them. */
export function exampleFacts(example: NameExample): NameFacts {
  const {
    id,
    label,
    types = [],
    aliases,
    title = false,
    kind,
  } = typeof example === "string" ? { id: undefined, label: example } : example;
  return { id, label, words: label.toLowerCase().split(" "), types, aliases, title, kind };
}

function isHeadOfName(name: NameFacts): boolean {
  const { label, words, types } = name;
  const ofIndex = words.indexOf("of");
  return (
    ofIndex > 0 &&
    // "the Penn State Great Valley School of Graduate Professional Studies": a school, college or
    // institute of something is one, however long the name before it.
    (ofIndex <= 3 || institutionHeadsBeforeOf.has(words[ofIndex - 1] ?? "")) &&
    // "SCAPIN-1633: Apprehension Of Suspected War Criminals" is a title.
    !/[:;]/u.test(label) &&
    !functionWords.has(words[0] ?? "") &&
    !words.slice(0, ofIndex).some((word) => word.endsWith(",")) &&
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

/**
 * A title ("SCAPIN-1768: International Mail Service", "This Means War") or a phrase with an article
 * inside ("Hold the Line") is not named by its last word.
 */
function isPhrase(name: NameFacts): boolean {
  return (
    name.label.includes(":") ||
    functionWords.has(name.words[0] ?? "") ||
    name.words.slice(1).some((word) => articles.has(word))
  );
}

/**
 * Heads that describe what a band or a business is all the same, by the kinds of named entity
 * they do (see `ClassRecord.named`): "the Daimler Company", "the Redlight Children Campaign" (a
 * nonprofit the source also calls a business), "the San Francisco Gay Men's Chorus" (a musical
 * group), "the Electric Light Orchestra", "the Allman Brothers Band", "the Wu-Tang Clan"; not "Bad
 * Company", a band, nor "Bank of America".
 */
const describedHeads: ReadonlyMap<string, readonly string[]> = new Map([
  ["company", ["business"]],
  ["society", ["business"]],
  ["association", ["business"]],
  ["foundation", ["business"]],
  ["campaign", ["business"]],
  ["brewery", ["business"]],
  ["trust", ["business"]],
  ["chorus", ["band", "business"]],
  ["choir", ["band", "business"]],
  ["orchestra", ["band", "business"]],
  ["band", ["band", "business"]],
  ["clan", ["band"]],
  ["ensemble", ["band", "business"]],
  ["trio", ["band"]],
  ["quartet", ["band"]],
  ["quintet", ["band"]],
]);

/**
 * Whether a name's head describes the entity: always, unless the entity is named, not described
 * (a band, a business: "Tokio Hotel", "American Express"), and the head is none of the
 * {@link describedHeads} for its kind of name.
 */
function isDescribedBy(name: NameFacts, head: string): boolean {
  const named = describedHeads.get(head) ?? [];
  return !anyClass(name, (record) => record.named !== undefined && !named.includes(record.named));
}

/**
 * "Vancouver Canucks", "Beskids", "Beastie Boys": a plural name of a team, band or range (see
 * `ClassRecord.number`). Not "Botafogo de Futebol e Regatas", "Moyen Atlas": an English plural,
 * words capitalised.
 */
export function isPluralGroupName(
  label: string,
  words: readonly string[],
  entity: { readonly types: readonly string[] },
): boolean {
  // A team named for a number is plural too: "the Philadelphia 76ers", "the Adelaide 36ers".
  const numberPlural = /\s\d+ers$/u.test(label);
  const plural =
    /\p{Lu}\p{L}*[^suioa\s]s$/u.test(label) ||
    (/\p{Lu}\p{L}*[^su\s]s$/u.test(label) && hasClass(entity, (record) => record.team === true));
  if (!(numberPlural || plural) || hasLowerCaseWord(label)) return false;
  // A name with a number or a list in it is the group's own name, not a plural noun phrase:
  // "Nine Inch Nails", "Blood, Sweat & Tears", "Boyz II Men".
  // "N'" is "and": "Guns N' Roses".
  const numbered = words.slice(0, numberPlural ? -1 : undefined);
  if (numbered.some((word) => numberWords.has(word) || /\d/u.test(word)) || /[&,+]|\sN['’]\s/u.test(label))
    return false;
  const main = mainClassOf(entity)?.number;
  return (
    (main !== undefined || hasClass(entity, (record) => record.number === "plural-group")) &&
    (words.length > 1 || main === "plural-range" || isPluralNounBand(label, entity))
  );
}

/**
 * A band named with one plural common noun: "the Mentors", "the Doors", "the Specials" (fresh
 * sample 32); not "Yes", nor a name whose singular is no word ("Travis").
 */
function isPluralNounBand(label: string, entity: { readonly types: readonly string[] }): boolean {
  const singular = label.slice(0, -1).toLowerCase();
  return (
    /^\p{Lu}\p{Ll}+s$/u.test(label) &&
    singular.length >= 3 &&
    isCommonWord(singular) &&
    hasClass(entity, (record) => record.named === "band")
  );
}

/** Words for numbers, which make a plural-looking name a proper name ("Nine Inch Nails"). */
const numberWords: ReadonlySet<string> = new Set(
  "one two three four five six seven eight nine ten eleven twelve twenty hundred thousand ii iii iv".split(
    " ",
  ),
);

/** Whether a name has a lower-case word besides "and" and "the" ("Dave Vanian and the Phantom Chords"). */
export function hasLowerCaseWord(label: string): boolean {
  return label.split(" ").some((word) => word !== "and" && word !== "the" && startsWithLowerCase(word));
}

/** Whether a label starts with a lower-case letter. */
export function startsWithLowerCase(label: string): boolean {
  const first = label.charAt(0);
  return first !== first.toUpperCase() && first === first.toLowerCase();
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

const articles: ReadonlySet<string> = new Set(["the", "a", "an"]);

/** Causes of death that are counted: "die of a stroke", "die of a heart attack". */
const countedCauses: ReadonlySet<string> = new Set([
  "stroke",
  "heart attack",
  "brain tumor",
  "brain tumour",
  "drug overdose",
  "aneurysm",
  "aortic aneurysm",
  "cerebral aneurysm",
  "seizure",
  "car crash",
  "traffic collision",
  "plane crash",
  "fall",
]);

/** Ship prefixes, lower-cased: "HMS Wellington" is a ship, not a product model. */
const shipPrefixes: ReadonlySet<string> = new Set(
  "the hms uss sms rms hmas hmcs hmnzs ins usns ss mv ms rv kri orp hnlms fs nrp ara bap tcg".split(" "),
);

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

/** Words that cannot head a noun phrase: "Until the End of the World" is a title, not a thing. */
const functionWords: ReadonlySet<string> = new Set(
  "a an all at by for from in into on one out over some the this those to until up upon what when where who why with".split(
    " ",
  ),
);

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

/** Last words of company names, which read bare whatever comes first: "Third Man Records". */
const companyLastWords: ReadonlySet<string> = new Set(
  "records recordings studios pictures films productions entertainment music media publishing books press games software inc. inc ltd ltd. llc gmbh ag".split(
    " ",
  ),
);

const ordinalStart =
  /^(?:(?:(?:twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety)-)?(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|\p{L}+teenth|\p{L}+ieth)|\d+(?:st|nd|rd|th))\b/iu;
