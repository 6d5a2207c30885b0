import type { ClassRecord, LabelledClasses } from "./entity-kind.js";

/** What a class label's head noun says about the class's members (see {@link divisionNouns}). */
export interface DivisionNoun {
  /** The members' kind: `region` for divisions, `settlement` for cities, towns and municipalities. */
  readonly kind: "region" | "settlement";
  /** The interrogative, when it is not "Which <noun>": a commune is asked for as a municipality. */
  readonly interrogative?: string;
  /**
   * Only in the form "<noun> of|in <Name>" ("state of India", "region of Finland"): with modifiers
   * alone, or before a common noun, the word names something else ("unitary state", "state of
   * matter", "wine region", "police department").
   */
  readonly needsPlace?: true;
  /**
   * A division of the second level or below (a county, a district, a borough): places within one
   * are close enough that records of a birth or a death often name the nearest town instead.
   */
  readonly local?: true;
  /**
   * The division's chief town is its seat, not a capital: "Is Chicago the seat of Cook County?",
   * not "the capital of Cook County" (counties, districts, municipalities; a state or a province
   * has a capital).
   */
  readonly seat?: true;
  /** One line: why the noun names a division or a settlement, with examples of labels. */
  readonly reason: string;
}

/**
 * Head nouns of class labels that name events, which happened and took place somewhere, rather
 * than things that are somewhere: "massacre", "civil war", "school shooting", "terrorist attack"
 * (fresh sample 36: "Is the Concordia University massacre in Canada?"). The head is read as for
 * {@link divisionNouns}: "war memorial", "shooting range" and "accident insurance" are no events.
 * Data, not code; extend freely.
 */
export const eventNouns: ReadonlySet<string> = new Set([
  "massacre",
  "war",
  "battle",
  "siege",
  "skirmish",
  "ambush",
  "raid",
  "invasion",
  "offensive",
  "uprising",
  "rebellion",
  "revolt",
  "revolution",
  "insurgency",
  "mutiny",
  "coup",
  "riot",
  "protest",
  "attack",
  "bombing",
  "shooting",
  "assassination",
  "hijacking",
  "genocide",
  "pogrom",
  "famine",
  "earthquake",
  "eruption",
  "tsunami",
  "disaster",
  "accident",
  "crash",
  "explosion",
  "shipwreck",
  "epidemic",
  "pandemic",
  "crisis",
  // "Summer Paralympic Games", "Commonwealth Games" (fresh sample 37); "video game" is singular.
  "games",
  "election",
  "referendum",
  // "Canadian Grand Prix", whose members are its races: "In which country did the 2003 Canadian
  // Grand Prix take place?" (fresh sample 42).
  "prix",
]);

/**
 * The words that end a vote's own name, as a pattern: "1995 Quebec referendum", "Maltese general
 * election, 1987", "Iowa Democratic caucuses". Read by the display name that puts a vote's year first
 * and by the wording of an untyped vote as an event.
 */
export const voteNounPattern = "elections?|by-elections?|referendums?|plebiscites?|caucuses|conclaves?";

/**
 * Last words of the names of events held on a date, which a name with the date first is one of:
 * "1939 Memorial Cup", "1991–92 AHL season", "28th Genie Awards", "11th National Hockey League
 * All-Star Game", "1974 UCI Road World Championships". With {@link eventNouns}. An untyped subject
 * so named is worded as the event it is ("In which country did the 1939 Memorial Cup take place?",
 * not "Which country is the 1939 Memorial Cup in?"); not "1st Canadian Division" or "42nd Street",
 * whose last words are none of these. Data; extend freely.
 */
export const datedEventNouns: ReadonlySet<string> = new Set([
  "season",
  "cup",
  "championship",
  "championships",
  "awards",
  "game",
  "olympics",
  "paralympics",
  "tournament",
  "festival",
  "congress",
  "olympiad",
  "open",
  "classic",
  "marathon",
  "rally",
  "tour",
  "final",
  "finals",
  "draft",
  "contest",
  "race",
  "regatta",
  "expo",
  "exposition",
  "summit",
  "conference",
  "ceremony",
  "census",
  "series",
  "playoffs",
  "derby",
  "trophy",
  "grand prix",
]);

/**
 * Whether a name is an event's that starts with its date: a year or a season of years ("1939",
 * "1991–92") or an ordinal ("28th"), then words that end in one of the {@link datedEventNouns} or
 * {@link eventNouns}; or a contest at such an event ("Field hockey at the 1999 Pan American Games").
 */
export function isDatedEventName(name: string): boolean {
  const trimmed = name.trim();
  if (/ at the (?:1[5-9]|20)\d\d(?:[–-]\d\d(?:\d\d)?)? \p{L}/u.test(trimmed)) return true;
  const dated = /^(?:(?:1[5-9]|20)\d\d(?:[–-]\d\d(?:\d\d)?)?|\d+(?:st|nd|rd|th)) (.+)$/u.exec(trimmed);
  if (dated === null) return false;
  const words = (dated[1] as string).toLowerCase().split(" ");
  const last = words[words.length - 1] as string;
  const pair = words.slice(-2).join(" ");
  return datedEventNouns.has(last) || datedEventNouns.has(pair) || eventNouns.has(last);
}

/**
 * Head nouns of class labels that name organisations, which are based in a country rather than in
 * it: "scientific society", "entertainment company", "symphonic orchestra", "professional sports
 * league" (fresh sample 46: "Is the Association for Computing Machinery in France?"). Read as
 * {@link eventNouns} are; the kind only words the questions (`RelationLexiconEntry.forKinds`), and
 * judges no fact, since a label is no type. Not "body" ("professional body", "water body"), "chain"
 * ("mountain chain") or "union" ("personal union"). Data, not code; extend freely.
 */
export const organisationNouns: ReadonlySet<string> = new Set([
  "society",
  "association",
  "company",
  "corporation",
  "bank",
  "broadcaster",
  "publisher",
  "orchestra",
  "agency",
  "organization",
  "organisation",
  "federation",
  "institute",
  "foundation",
  "cooperative",
  "conglomerate",
  "manufacturer",
  "airline",
  "club",
  "party",
  "league",
  "academy",
  "ministry",
  "commission",
]);

/**
 * Last words of the head of an organisation's own name (the words before any "of": "Ministry of
 * Health", not "Clerk of the Privy Council"): the {@link organisationNouns} and a few more, but not
 * "bank" ("West Bank", "Dogger Bank") or "federation" ("North Borneo Federation"), which name places
 * and states too, nor "union" ("Soviet Union") or "department" ("Los Lagos Department"). An untyped
 * subject so named is worded as an organisation ("Which country is the Canadian International
 * Development Agency based in?", fresh sample 57: "a ministry is not 'in' a country"). Data; extend
 * freely.
 */
export const organisationNameHeads: ReadonlySet<string> = new Set([
  ...[...organisationNouns].filter((noun) => noun !== "bank" && noun !== "federation"),
  "committee",
  "council",
  "bureau",
  "authority",
  "airlines",
  "airways",
  "records",
  "inc.",
  "ltd.",
  "limited",
  "plc",
]);

/**
 * Whether a name is an organisation's by the last word of its head (see {@link organisationNameHeads}),
 * or a government department's ("Department of Fisheries"; "Los Lagos Department" is a division).
 */
export function isOrganisationName(name: string): boolean {
  const head = name.trim().split(" of ")[0] as string;
  if (head === "Department" && name.trim() !== head) return true;
  const words = head.toLowerCase().split(" ");
  return organisationNameHeads.has(words[words.length - 1] as string);
}

/**
 * Head nouns, one word or two, of class labels that name military units, which serve a country
 * rather than lie in it: "infantry regiment", "brigade group" (fresh sample 46: "Which country is
 * 39 Canadian Brigade Group in?"). Read as {@link divisionNouns} are. Data, not code; extend freely.
 */
export const militaryNouns: ReadonlySet<string> = new Set([
  "regiment",
  "battalion",
  "brigade",
  "brigade group",
  "squadron",
  "major command",
]);

/**
 * Head nouns of class labels that name administrative divisions and settlements, so that a class
 * the entity-kinds table lacks ("county of California", Q13212489) still gives its members a kind
 * and an interrogative ("Which county"). The head is the word before the label's first " of " or
 * " in ", else its last word: "ceremonial county of England" and "non-metropolitan county" are
 * counties, "county seat" and "county town" are not. A two-word head ("local government area",
 * "council area") is looked up before its last word, so that "area" alone ("protected area", "area
 * of law") names nothing. Data, not code; extend freely.
 */
export const divisionNouns: Readonly<Record<string, DivisionNoun>> = {
  county: {
    kind: "region",
    seat: true,
    local: true,
    reason: "county of California, ceremonial county of England, non-metropolitan county",
  },
  province: {
    kind: "region",
    needsPlace: true,
    reason: "province of Italy, of Canada; not an ecclesiastical province",
  },
  department: {
    kind: "region",
    needsPlace: true,
    reason: "department of Paraguay; not a police or academic department",
  },
  region: {
    kind: "region",
    needsPlace: true,
    reason: "region of Finland, of Tanzania; not a wine or cultural region",
  },
  state: {
    kind: "region",
    needsPlace: true,
    reason: "state of India, of Mexico; not a unitary state or a state of matter",
  },
  territory: {
    kind: "region",
    needsPlace: true,
    reason: "union territory of India, territory of Canada; not a disputed territory",
  },
  district: {
    kind: "region",
    seat: true,
    local: true,
    needsPlace: true,
    reason: "district of Turkey, rural district of Hesse; not a historic or business district",
  },
  oblast: { kind: "region", reason: "oblast of Russia, autonomous oblast" },
  krai: { kind: "region", reason: "krai of Russia" },
  okrug: { kind: "region", reason: "autonomous okrug of Russia" },
  raion: { kind: "region", seat: true, local: true, reason: "raion of Ukraine" },
  powiat: {
    kind: "region",
    seat: true,
    local: true,
    interrogative: "Which county",
    reason: "powiat of Poland, whose members English calls counties (Busko County, seat Busko-Zdrój)",
  },
  voivodeship: { kind: "region", reason: "voivodeship of Poland" },
  governorate: { kind: "region", reason: "governorate of Egypt" },
  prefecture: {
    kind: "region",
    needsPlace: true,
    reason: "prefecture of Japan, of Greece; not an apostolic prefecture",
  },
  canton: { kind: "region", needsPlace: true, reason: "canton of Switzerland, of Luxembourg" },
  arrondissement: {
    kind: "region",
    seat: true,
    local: true,
    reason: "arrondissement of France, municipal arrondissement (of Paris)",
  },
  borough: {
    kind: "region",
    seat: true,
    local: true,
    reason: "London borough, borough of New York City, borough of Berlin",
  },
  parish: {
    kind: "region",
    seat: true,
    local: true,
    reason: "civil parish (England), parish of Louisiana, of Jamaica",
  },
  ward: {
    kind: "region",
    seat: true,
    local: true,
    needsPlace: true,
    reason: "special ward of Japan (Tokyo), ward of Tanzania; not a hospital ward",
  },
  regency: { kind: "region", seat: true, local: true, needsPlace: true, reason: "regency of Indonesia" },
  emirate: {
    kind: "region",
    needsPlace: true,
    reason: "emirate of the United Arab Emirates; a bare emirate is a monarchy",
  },
  republic: {
    kind: "region",
    needsPlace: true,
    reason: "republic of Russia (Tatarstan); a bare republic is a country",
  },
  shire: { kind: "region", seat: true, local: true, needsPlace: true, reason: "shire of Western Australia" },
  "government area": {
    kind: "region",
    seat: true,
    local: true,
    interrogative: "Which local government area",
    reason: "local government area of Victoria, of Lagos State (the City of Melbourne, a shire, a council)",
  },
  // Before "corporation", an organisation noun (see organisationNouns): a municipal corporation is
  // a city's government, and the source types cities so (fresh sample 46: "Is Bellary based in
  // India?").
  "municipal corporation": {
    kind: "settlement",
    interrogative: "Which city",
    reason: "municipal corporation in India (Bellary, Bengaluru): a city, as the source types it",
  },
  "council area": {
    kind: "region",
    seat: true,
    local: true,
    interrogative: "Which council area",
    reason: "Scottish council area (Fife, Highland)",
  },
  "principal area": {
    kind: "region",
    seat: true,
    local: true,
    interrogative: "Which principal area",
    reason: "principal area of Wales (Cardiff, Gwynedd)",
  },
  "unitary authority": {
    kind: "region",
    seat: true,
    local: true,
    interrogative: "Which unitary authority",
    reason: "unitary authority of England; not a unitary authority's council",
  },
  municipality: {
    kind: "settlement",
    seat: true,
    reason: "municipality of Brazil, metropolitan municipality in Turkey",
  },
  commune: {
    kind: "settlement",
    seat: true,
    interrogative: "Which municipality",
    needsPlace: true,
    reason: "commune of Haiti, urban commune of Morocco, asked as the table asks for a commune of France",
  },
  comune: {
    kind: "settlement",
    seat: true,
    interrogative: "Which municipality",
    reason:
      "an Italian municipality, in labels that keep the Italian word, asked as the table asks for a comune of Italy",
  },
  city: { kind: "settlement", reason: "city of Japan, city of Bulgaria, charter city, statutory city" },
  town: { kind: "settlement", reason: "town in Hungary, market town, county town, district town" },
  village: {
    kind: "settlement",
    needsPlace: true,
    reason: "village of Poland, in the United States; not a gay village",
  },
};

/** Words between the head noun and a place name ("state of the United States"). */
const placeArticles: ReadonlySet<string> = new Set(["the"]);

/**
 * The division noun a class label's head names (see {@link divisionNouns}): the head is the word
 * before the label's first " of " or " in ", else its last word; `undefined` when it is no division
 * noun ("county seat"), or the noun needs a place and has none ("state of matter", "unitary state").
 */
function divisionNounOf(label: string): { head: string; noun: DivisionNoun } | undefined {
  const { words, link, last, pair } = labelParts(label);
  const head = Object.hasOwn(divisionNouns, pair) ? pair : last;
  const noun = Object.hasOwn(divisionNouns, head) ? divisionNouns[head] : undefined;
  if (noun === undefined) return undefined;
  // A place is a name: "India", "the United States"; "matter", "the brain" are not.
  if (noun.needsPlace === true && (link < 0 || !/^\p{Lu}/u.test(placeWords(words, link)[0] ?? "")))
    return undefined;
  return { head, noun };
}

/**
 * A class label's words, the index of its first " of " or " in " (-1 without one), and its head
 * read two ways, lower-cased: the word before that link (else the last word), and the two words
 * before it ("local government area" is looked up before "area").
 */
function labelParts(label: string): { words: string[]; link: number; last: string; pair: string } {
  const words = label.trim().split(/\s+/u);
  const link = words.findIndex((word, index) => index > 0 && (word === "of" || word === "in"));
  const end = link < 0 ? words.length : link;
  const last = words[end - 1]?.toLowerCase() ?? "";
  const pair = end >= 2 ? `${words[end - 2]?.toLowerCase() ?? ""} ${last}` : "";
  return { words, link, last, pair };
}

/** The words of the place after a label's link, without its article ("the United States"). */
function placeWords(words: readonly string[], link: number): readonly string[] {
  return words.slice(placeArticles.has(words[link + 1] ?? "") ? link + 2 : link + 1);
}

/**
 * What a class's English label says about its members, by its head noun (see {@link divisionNouns}):
 * "county of California" gives `{ kind: "region", interrogative: "Which county" }`, "city of Japan"
 * a settlement and "Which city"; an event, an organisation or a military unit by
 * {@link eventNouns}, {@link organisationNouns} and {@link militaryNouns}, a kind alone; `undefined`
 * when the head names none of these ("county seat"), or the noun needs a place and has none ("state
 * of matter", "unitary state").
 */
export function classRecordFromLabel(label: string): ClassRecord | undefined {
  const found = divisionNounOf(label);
  if (found === undefined) {
    const { last, pair } = labelParts(label);
    if (eventNouns.has(last)) return { kind: "event" };
    if (militaryNouns.has(pair) || militaryNouns.has(last)) return { kind: "military" };
    return organisationNouns.has(last) ? { kind: "organisation" } : undefined;
  }
  return {
    kind: found.noun.kind,
    interrogative: found.noun.interrogative ?? `Which ${found.head}`,
    ...(found.noun.seat === true ? { seat: true as const } : {}),
    ...(found.head === "county" && isBritishOrIrishCountyLabel(label) ? { countyTown: true as const } : {}),
  };
}

/** Places whose counties' chief towns are county towns, as a class label names them. */
const countyTownPlaces: ReadonlySet<string> = new Set([
  "England",
  "Wales",
  "Scotland",
  "Northern Ireland",
  "Ireland",
  "United Kingdom",
  "Great Britain",
]);

/**
 * Whether a county class's label is Britain's or Ireland's, whose counties have county towns: it
 * names one of {@link countyTownPlaces} ("ceremonial county of England", "county of Ireland",
 * "historic county of the United Kingdom"), or is one of England's own kinds ("non-metropolitan
 * county", "metropolitan county").
 */
function isBritishOrIrishCountyLabel(label: string): boolean {
  const { words, link } = labelParts(label);
  if (link < 0) return /^(?:non-)?metropolitan county$/iu.test(label.trim());
  return countyTownPlaces.has(placeWords(words, link).join(" "));
}

/**
 * Whether a class label names a division of the second level or below ({@link DivisionNoun.local}):
 * "county of California", "London borough" and "district of Bavaria" do; "state of India" and
 * "county seat" do not.
 */
export function isLocalDivisionLabel(label: string): boolean {
  return divisionNounOf(label)?.noun.local === true;
}

/**
 * The place a county's, district's or borough's class label names, lower-cased: "borough of New
 * York City" gives "new york city", "urban district in Schleswig-Holstein" "schleswig-holstein";
 * `undefined` for a label that names no place, or is no local division's ("state of India").
 */
export function localDivisionPlaceOf(label: string): string | undefined {
  if (!isLocalDivisionLabel(label)) return undefined;
  return / (?:of|in) (?:the )?(.+)$/u.exec(label.trim().toLowerCase())?.[1];
}

/**
 * Head nouns of class labels, besides the {@link divisionNouns}, whose "<noun> of <Place>" names the
 * place that holds the members: "country of the United Kingdom" (Northern Ireland), "constituent
 * country of the Kingdom of the Netherlands" (Aruba).
 */
const constituentNouns: ReadonlySet<string> = new Set(["country", "constituent country"]);

/**
 * The place a class label says holds its members, as the label writes it: "historic county of the
 * United Kingdom" gives "United Kingdom", "canton of France (until 2015)" "France", "state in the
 * Holy Roman Empire" "Holy Roman Empire", "country of the United Kingdom" "United Kingdom". Any
 * division noun counts ({@link divisionNouns}, first level too, unlike
 * {@link localDivisionPlaceOf}), and so do {@link constituentNouns}; the place must be a name (a
 * capital first letter: not "city of regional significance of Ukraine"). `undefined` for a label
 * that names no place. A member of such a class lies within the place even where the graph does
 * not place it there (Northern Ireland has no "located in" in the 2025 snapshot), so the place is
 * never a safe false object for it ({@link knownObjectsOf} in known-truth.ts).
 */
export function containingPlaceOf(label: string): string | undefined {
  const { words, link, last, pair } = labelParts(label.replace(/\s*\([^)]*\)\s*$/u, ""));
  if (link < 0) return undefined;
  const known = (head: string): boolean => Object.hasOwn(divisionNouns, head) || constituentNouns.has(head);
  if (!known(pair) && !known(last)) return undefined;
  const place = placeWords(words, link).join(" ");
  return /^\p{Lu}/u.test(place) ? place : undefined;
}

/**
 * The {@link LabelledClasses} of a graph: each class's record from its label
 * (`KnowledgeGraph.classLabel`, by {@link classRecordFromLabel}), worked out once per class.
 */
export function createLabelledClasses(classLabel: (classId: string) => string | undefined): LabelledClasses {
  const records = new Map<string, ClassRecord | undefined>();
  return (classId) => {
    if (records.has(classId)) return records.get(classId);
    const label = classLabel(classId);
    const record = label === undefined ? undefined : classRecordFromLabel(label);
    records.set(classId, record);
    return record;
  };
}
