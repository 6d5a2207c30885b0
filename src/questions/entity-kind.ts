/**
 * The coarse kinds of entity that relation semantics speak of (see `relation-semantics.ts`): what a
 * relation's subjects and objects may be, so that a fact contradicting its own types ("a city with an
 * occupation", "a country as a twin city") is skipped, and an answer of an excluded kind is wrong.
 */
export const entityKinds = [
  "person",
  "country",
  "settlement",
  "region",
  "geographic-feature",
  "continent",
  "facility",
  "organisation",
  "work",
  "language",
  "event",
  "ship",
  "taxon",
  "disease",
  "concept",
  "law",
  "military",
  "currency",
] as const;
/** A coarse entity kind. */
export type EntityKind = (typeof entityKinds)[number];

/** Kind groups a relation may name instead of listing kinds: `place` is any geographic kind. */
export const entityKindGroups = {
  place: ["country", "settlement", "region", "geographic-feature", "continent", "facility"],
  "administrative-place": ["country", "settlement", "region"],
} as const satisfies Record<string, readonly EntityKind[]>;
/** A kind or a kind group. */
export type EntityKindSpec = EntityKind | keyof typeof entityKindGroups;

/** The kinds a list of kinds and groups stands for. */
export function expandKinds(specs: readonly EntityKindSpec[]): ReadonlySet<EntityKind> {
  const kinds = new Set<EntityKind>();
  for (const spec of specs) {
    if (spec in entityKindGroups)
      for (const kind of entityKindGroups[spec as keyof typeof entityKindGroups]) kinds.add(kind);
    else kinds.add(spec as EntityKind);
  }
  return kinds;
}

/**
 * What a Wikidata class says about its members, for wording and for kind checks. Every field is
 * optional: a class may only name a kind, or only say how its members' names take "the".
 */
export interface ClassRecord {
  /** The coarse kind of the members (see {@link entityKinds}). */
  readonly kind?: EntityKind;
  /** The interrogative asking for a member ("Who", "Which river"); the first class in the table wins. */
  readonly interrogative?: string;
  /**
   * How members' names take "the": always ("the Danube", "the Bundeswehr"), when the name has two
   * words or more, a plural or is an acronym read letter by letter (`the-if-compound`: "the Warsaw
   * Pact", "the IMF", not "Interpol"), or only when it is such an acronym (`the-if-letter-acronym`:
   * "the CPSU"), or when it has two words or more, an acronym first or not (`the-if-several-words`,
   * events: "the US Open", "the Preakness Stakes"; see the name rule `event-name`).
   */
  readonly article?: "the" | "the-if-compound" | "the-if-letter-acronym" | "the-if-several-words";
  /**
   * Members' names ending in an English plural "s" are plural and take "the": of two words or more
   * (`plural-group`: "the Vancouver Canucks", "the Beastie Boys") or of any length (`plural-range`:
   * "the Beskids").
   */
  readonly number?: "plural-group" | "plural-range";
  /**
   * Members are sports teams, whose plural names may end in "-os" as English plurals do ("the
   * Houston Astros", "the Denver Broncos"), where other names so ending are mostly proper names
   * ("Santos", "Lagos"). With `number: "plural-group"`.
   */
  readonly team?: true;
  /** Members are works, whose names are titles and read bare: "Guardians of the Galaxy". */
  readonly isWork?: boolean;
  /**
   * Members are works whose titles are often another thing's name (a book's, a person's, a food's):
   * a sentence names the kind before the title ("Which country is the miniseries Jesus of Nazareth
   * from?", "Which record label was the album Pizza on?"). Options and answers stay bare titles.
   */
  readonly titleNoun?: string;
  /**
   * Members are written or musical works, whose titles are set in quotation marks, so that a sentence
   * reads them as titles: 'Who wrote "Sounds"?', 'Who wrote "The Hamlet"?', not "Who wrote Sounds?"
   * (books, novels, poems, short stories, plays, operas, compositions, and works of art: paintings,
   * sculptures; `nameInSentence` quotes untyped titles too). Not screen and audio works, which are
   * named with their kind (`titleNoun`).
   */
  readonly quoted?: true;
  /**
   * Members are works of art: a painting (a triptych, a cycle of paintings) is "painted" by its
   * creator (P170), another work of art (a sculpture) is "created" by it, and both titles are quoted
   * in a creator's questions ('Who painted "Titus as a Monk"?'; see `artworks-shown.ts`).
   */
  readonly artwork?: "painting" | "other";
  /**
   * Members are named, not described, so a head word does not give them "the": bands ("Tokio Hotel";
   * an alias "The Pink Floyd" is an old name) and businesses and software ("American Express",
   * "Outlook Express"; "the Balkans Express" is a train).
   */
  readonly named?: "band" | "business";
  /**
   * What a sentence calls a member named with one word, which would otherwise read as the word, the
   * place or the figure it names: "the band Bauhaus", "the group D12" (a musical group may play hip
   * hop, which has no band), "the girl group Fiestar". The narrowest the entity's types give wins
   * (see `groupNounOf` in `noun-phrase.ts`); without one, "group".
   */
  readonly groupNoun?: string;
  /**
   * Members are divisions whose chief town is their seat, not a capital (a county, a district, a
   * municipality): "Is Chicago the seat of Cook County?" (see `RelationLexiconEntry.forSeats`).
   */
  readonly seat?: true;
  /**
   * The seat is a county town, as British and Irish English call a county's chief town: "Is Ipswich
   * the county town of Suffolk?" (see `RelationLexiconEntry.forCountyTowns`).
   */
  readonly countyTown?: true;
  /**
   * Members lie within one another (a range within a range: the Bernina Range in the Alps), and the
   * source seldom says which: two members are not shown apart by their class (see the place relation
   * `may-nest-in-kind` in `entity-linker.ts`).
   */
  readonly nests?: true;
  /**
   * Members are roles people hold (a position, an office, an occupation): an answer naming one to a
   * question asking who ("Prime Minister") names no one, right or wrong.
   */
  readonly role?: true;
  /** Members no longer exist as such (a dissolved state, a colony): present-tense statements are stale. */
  readonly former?: boolean;
  /**
   * The class of today's divisions that the members were, when the source types a member as both
   * (Lenvik, a former municipality of Norway and a municipality of Norway): the former class wins,
   * though the other is a settlement's (see {@link isFormerEntity}).
   */
  readonly formerOf?: string;
  /**
   * Members still name land, but the polity they were is gone (a historical region: Bukovina,
   * Provence, Circassia): where they lie is asked in the present tense; facts about their government
   * (`RelationSemantics.government`: a capital) are not asked. See `isPastPolity`.
   */
  readonly pastPolity?: true;
  /**
   * Members are first-level divisions of their country, though many are cities (Washington, D.C., a
   * federal district; Moscow, a federal city; Beijing, a direct-controlled municipality): they lie
   * within no state, province or county of it, whatever the source leaves out.
   */
  readonly firstLevel?: true;
  /**
   * The class is a catch-all ("human settlement", "administrative territorial entity"): a class
   * the table lacks but whose label names a division ("county of California", see
   * `classRecordFromLabel`) says more and is preferred, and its interrogative ("Which place") names
   * no level of a place hierarchy.
   */
  readonly generic?: true;
  /**
   * Words, lower-cased, that name the members when they begin a name: a name so begun takes "the"
   * when its entity is of the class ("the Hotel Vancouver", "the Place d'Italie", a square), and a
   * typed entity of no class with the word has it as part of its proper name ("Place Rosemère", a
   * shopping mall; "Place Fell", a hill; "Pont de Neuilly", a metro station). See `name-rules.ts`.
   */
  readonly headWords?: readonly string[];
  /**
   * Members' labels are often another thing's name (a station is named for a street, a district
   * or a building: "Old Mill", "Rockaway Avenue", "Stadthalle"): a question adds this noun after a
   * label that lacks it ("Old Mill station"; see the display-name rule `station`). A district is
   * often named like its chief town ("Zwickau", "Esslingen"): "the Zwickau district" (see the rule
   * `district`).
   */
  readonly nameNoun?: "station" | "district";
  /**
   * A word the source's labels of members add after the name, which English leaves out: a Chinese
   * county-level city is "Haining City" in the source and Haining in English, a Mexican state
   * "Oaxaca State" and Oaxaca (see the display-name rule `without-class-word`).
   */
  readonly labelWord?: "City" | "State";
  /**
   * Members' names are common nouns, written in lower case in a sentence ("astrologer", however the
   * source capitalises it; see the display-name rule `lower-case-occupation`).
   */
  readonly commonNoun?: true;
}

// Head words of the classes below (see `ClassRecord.headWords`).
const hotelWords = ["hotel", "hôtel"];
const squareWords = ["place", "plaza", "piazza", "praça", "plaça"];
const bridgeWords = ["pont", "passerelle", "bridge"];
const villaWords = ["villa"];
const castleWords = ["château", "castello"];
// Not "palais" or "palacio", which name arenas and halls too: "the Palais des Sports de Dijon".
const palaceWords = ["palazzo", "château"];

/**
 * The entity-kinds table: what each Wikidata class (an entity's P31 types) says about its members.
 * The order is the interrogatives' priority (earlier wins): the paper's named-entity step (section
 * 3.2.1) done with the knowledge graph's own types instead of a tagger. There is no subclass
 * closure, so the common subclasses of the bundled snapshot are listed too. Data, not code; extend
 * freely, with the class's English label as a comment.
 */
export const entityKindsByClass: Readonly<Record<string, ClassRecord>> = {
  Q5: { kind: "person", interrogative: "Who" }, // human
  // People whose lives the record cannot vouch for are people still: "Which occupation is Saint
  // Peter known for?", not "What was an occupation of Saint Peter?" (fresh sample 37).
  Q20643955: { kind: "person", interrogative: "Who" }, // human biblical figure
  Q21070568: { kind: "person", interrogative: "Who" }, // human who may be fictional
  Q15632617: { kind: "person", interrogative: "Who" }, // fictional human
  Q6256: { kind: "country", interrogative: "Which country" }, // country
  Q3624078: { kind: "country", interrogative: "Which country" }, // sovereign state
  Q417175: { kind: "country" }, // kingdom (the Kingdom of Kent; Denmark)
  Q3024240: { kind: "country", interrogative: "Which country", former: true }, // historical country
  Q472538: { kind: "country", interrogative: "Which country", former: true }, // French sister republic (all gone by 1815: the Batavian Republic, the Illyrian Provinces)
  Q190967: { kind: "country", interrogative: "Which country", former: true }, // Crusader states (all medieval: the Latin Empire, the Kingdom of Cyprus)
  Q217691: { kind: "region", interrogative: "Which province", former: true }, // province of Finland (all abolished by 2010)
  Q7275: { kind: "country", interrogative: "Which country" }, // state
  Q515: { kind: "settlement", interrogative: "Which city" }, // city
  Q1549591: { kind: "settlement", interrogative: "Which city" }, // big city
  Q5119: { kind: "settlement", interrogative: "Which city" }, // capital
  Q1637706: { kind: "settlement", interrogative: "Which city" }, // city with millions of inhabitants
  Q1093829: { kind: "settlement", interrogative: "Which city" }, // city of the United States
  Q7930989: { kind: "settlement", interrogative: "Which city" }, // city/town
  Q54935504: { kind: "settlement", interrogative: "Which city" }, // city of Switzerland
  Q748149: { kind: "settlement", interrogative: "Which city" }, // prefecture-level city
  Q1070990: { kind: "settlement", interrogative: "Which city", labelWord: "City" }, // county-level city ("Haining City" is Haining)
  Q15149663: { kind: "region", interrogative: "Which state", labelWord: "State" }, // state of Mexico ("Oaxaca State" is Oaxaca)
  Q707813: { kind: "settlement", interrogative: "Which city" }, // Hanseatic city
  Q22865: { kind: "settlement", interrogative: "Which city" }, // independent city of Germany
  Q3957: { kind: "settlement", interrogative: "Which town" }, // town
  Q15127012: { kind: "settlement", interrogative: "Which town" }, // town of the United States
  Q532: { kind: "settlement", interrogative: "Which village" }, // village
  Q747074: { kind: "settlement", interrogative: "Which municipality", seat: true }, // comune of Italy
  Q484170: { kind: "settlement", interrogative: "Which municipality", seat: true }, // commune of France
  Q70208: { kind: "settlement", interrogative: "Which municipality", seat: true }, // municipality of Switzerland
  Q42744322: { kind: "settlement", interrogative: "Which municipality", seat: true }, // urban municipality of Germany
  Q2074737: { kind: "settlement", interrogative: "Which municipality", seat: true }, // municipality of Spain
  Q2039348: { kind: "settlement", interrogative: "Which municipality", seat: true }, // municipality of the Netherlands
  Q856076: { kind: "settlement", interrogative: "Which municipality", seat: true }, // municipality of Finland
  Q262166: { kind: "settlement", interrogative: "Which municipality", seat: true }, // municipality of Germany
  Q755707: { kind: "settlement", interrogative: "Which municipality", seat: true }, // municipality of Norway
  Q493522: { kind: "settlement", interrogative: "Which municipality", seat: true }, // municipality of Belgium
  Q127448: { kind: "settlement", interrogative: "Which municipality", seat: true }, // municipality of Sweden
  Q3184121: { kind: "settlement", interrogative: "Which municipality", seat: true }, // municipality of Brazil
  Q5107: { kind: "continent", interrogative: "Which continent" }, // continent
  Q35657: { kind: "region", interrogative: "Which state" }, // state of the United States
  Q22721: { kind: "region" }, // government region of Germany (Regierungsbezirk)
  Q6465: { kind: "region", interrogative: "Which department" }, // department of France
  Q1149652: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // district of India
  Q2198484: { kind: "region", interrogative: "Which district", seat: true }, // municipal district
  Q15125752: { kind: "region", interrogative: "Which rural district", seat: true }, // rural district of Iran ("Mazinan Rural District", within a district)
  Q23442: { kind: "geographic-feature", interrogative: "Which island" }, // island
  Q4022: { kind: "geographic-feature", interrogative: "Which river", article: "the" }, // river
  Q8502: { kind: "geographic-feature", interrogative: "Which mountain" }, // mountain
  // A waterfall often lies on a border (Niagara Falls, the Iguazu Falls; held-out-7): a feature,
  // so one country it lies in is not its only one.
  Q34038: { kind: "geographic-feature", interrogative: "Which waterfall" }, // waterfall
  Q46831: {
    kind: "geographic-feature",
    interrogative: "Which mountain range",
    article: "the",
    number: "plural-range",
    nests: true,
  }, // mountain range
  // An archipelago's plural name takes "the" and a plural verb: "the Hebrides", "the Azores"; not "Svalbard".
  Q33837: { kind: "geographic-feature", interrogative: "Which archipelago", number: "plural-range" }, // archipelago
  Q34763: { kind: "geographic-feature", interrogative: "Which peninsula" }, // peninsula
  Q39594: { kind: "geographic-feature", interrogative: "Which bay" }, // bay
  Q165: { kind: "geographic-feature", interrogative: "Which sea", article: "the" }, // sea
  Q9430: { kind: "geographic-feature", interrogative: "Which ocean", article: "the" }, // ocean
  Q23397: { kind: "geographic-feature", interrogative: "Which lake" }, // lake
  Q34770: { kind: "language", interrogative: "Which language" }, // language
  Q1288568: { kind: "language", interrogative: "Which language" }, // modern language
  Q33742: { kind: "language", interrogative: "Which language" }, // natural language
  Q25295: { kind: "language", interrogative: "Which language family" }, // language family
  Q3918: { kind: "organisation", interrogative: "Which university" }, // university
  Q902104: { kind: "organisation", interrogative: "Which university" }, // private university
  Q15936437: { kind: "organisation", interrogative: "Which university" }, // research university
  Q875538: { kind: "organisation", interrogative: "Which university" }, // public university
  Q62078547: { kind: "organisation", interrogative: "Which university" }, // public research university
  Q23002054: { kind: "organisation", interrogative: "Which institution" }, // private not-for-profit educational institution
  Q23002039: { kind: "organisation", interrogative: "Which institution" }, // public educational institution of the United States
  Q7278: {
    kind: "organisation",
    interrogative: "Which political party",
    article: "the-if-letter-acronym",
    number: "plural-group",
  }, // political party
  Q18127: { kind: "organisation", interrogative: "Which record label" }, // record label
  Q1542343: { kind: "organisation", interrogative: "Which record label" }, // independent record label
  Q215380: {
    kind: "organisation",
    interrogative: "Which band",
    number: "plural-group",
    named: "band",
    groupNoun: "group",
  }, // musical group
  Q5741069: {
    kind: "organisation",
    interrogative: "Which band",
    number: "plural-group",
    named: "band",
    groupNoun: "band",
  }, // rock band
  Q641066: {
    kind: "organisation",
    interrogative: "Which band",
    number: "plural-group",
    named: "band",
    groupNoun: "girl group",
  }, // girl group
  Q4122815: { kind: "organisation", interrogative: "Which band", number: "plural-group", named: "band" }, // VIA, a Soviet vocal-instrumental ensemble (Samotsvety)
  Q216337: {
    kind: "organisation",
    interrogative: "Which band",
    number: "plural-group",
    named: "band",
    groupNoun: "boy band",
  }, // boy band
  Q56816954: {
    kind: "organisation",
    interrogative: "Which band",
    number: "plural-group",
    named: "band",
    groupNoun: "band",
  }, // heavy metal band
  Q18043413: { kind: "organisation", interrogative: "Which company", named: "business" }, // supermarket chain
  Q746369: { kind: "organisation", interrogative: "Which studio", named: "business" }, // recording studio
  Q708676: { kind: "organisation", interrogative: "Which organization" }, // charitable organization
  Q4830453: { kind: "organisation", interrogative: "Which company", named: "business" }, // business
  Q6881511: { kind: "organisation", interrogative: "Which company", named: "business" }, // enterprise
  Q783794: { kind: "organisation", interrogative: "Which company", named: "business" }, // company
  Q891723: { kind: "organisation", interrogative: "Which company", named: "business" }, // public company
  Q658255: { kind: "organisation", interrogative: "Which company", named: "business" }, // subsidiary
  Q210167: { kind: "organisation", interrogative: "Which company" }, // video game developer
  Q936518: { kind: "organisation", interrogative: "Which company" }, // aerospace manufacturer
  Q46970: { kind: "organisation", interrogative: "Which airline", named: "business" }, // airline
  Q476028: { kind: "organisation", interrogative: "Which club", number: "plural-group" }, // association football club
  Q6979593: { kind: "organisation", interrogative: "Which team", number: "plural-group" }, // national association football team
  Q12973014: { kind: "organisation", interrogative: "Which team", number: "plural-group", team: true }, // sports team
  Q847017: { kind: "organisation", interrogative: "Which club", number: "plural-group" }, // sports club
  Q11424: { kind: "work", interrogative: "Which film", isWork: true, titleNoun: "film" }, // film
  Q506240: { kind: "work", interrogative: "Which film", isWork: true, titleNoun: "television film" }, // television film
  Q5398426: {
    kind: "work",
    interrogative: "Which television series",
    isWork: true,
    titleNoun: "television series",
  }, // television series
  Q581714: {
    kind: "work",
    interrogative: "Which television series",
    isWork: true,
    titleNoun: "animated series",
  }, // animated series
  Q21188110: { kind: "work", interrogative: "Which television series", isWork: true, titleNoun: "sitcom" }, // American television sitcom
  Q1259759: { kind: "work", interrogative: "Which miniseries", isWork: true, titleNoun: "miniseries" }, // miniseries
  Q15416: { kind: "work", interrogative: "Which television program", isWork: true }, // television program
  Q7058673: {
    kind: "work",
    interrogative: "Which video game series",
    isWork: true,
    titleNoun: "video game series",
  }, // video game series
  Q482994: { kind: "work", interrogative: "Which album", isWork: true, titleNoun: "album" }, // album
  Q208569: { kind: "work", interrogative: "Which album", isWork: true, titleNoun: "album" }, // studio album
  Q222910: { kind: "work", interrogative: "Which album", isWork: true, titleNoun: "album" }, // compilation album
  Q209939: { kind: "work", interrogative: "Which album", isWork: true, titleNoun: "album" }, // live album
  Q134556: { kind: "work", interrogative: "Which single", isWork: true, titleNoun: "single" }, // single
  Q7366: { kind: "work", interrogative: "Which song", isWork: true, titleNoun: "song" }, // song
  Q7889: { kind: "work", interrogative: "Which video game", isWork: true, titleNoun: "video game" }, // video game
  Q7725634: { kind: "work", interrogative: "Which work", isWork: true, quoted: true }, // literary work
  Q47461344: { kind: "work", interrogative: "Which work", isWork: true, quoted: true }, // written work
  Q571: { kind: "work", interrogative: "Which book", isWork: true, quoted: true }, // book
  Q1344: { kind: "work", interrogative: "Which opera", isWork: true, quoted: true }, // opera
  Q3305213: { kind: "work", interrogative: "Which painting", quoted: true, artwork: "painting" }, // painting
  Q79218: { kind: "work", interrogative: "Which painting", quoted: true, artwork: "painting" }, // triptych
  Q1278452: { kind: "work", interrogative: "Which painting", quoted: true, artwork: "painting" }, // polyptych
  Q16905563: { kind: "work", interrogative: "Which painting", quoted: true, artwork: "painting" }, // cycle of paintings
  // Works whose names are titles ("The Lovers", a sculpture; "The Hunger Games", a novel series),
  // with no interrogative of their own.
  Q860861: { isWork: true, quoted: true, artwork: "other" }, // sculpture
  Q179700: { isWork: true, quoted: true, artwork: "other" }, // statue
  Q838948: { isWork: true, quoted: true, artwork: "other" }, // work of art
  Q8261: { isWork: true, quoted: true }, // novel
  Q49084: { isWork: true, quoted: true }, // short story
  Q5185279: { isWork: true, quoted: true }, // poem
  Q25379: { isWork: true, quoted: true }, // play
  Q21191270: { isWork: true }, // television series episode
  Q1004: { isWork: true }, // comics
  Q1667921: { isWork: true }, // novel series
  Q277759: { isWork: true }, // book series
  Q2188189: { isWork: true, quoted: true }, // musical work
  Q207628: { isWork: true, quoted: true }, // musical composition
  Q169930: { isWork: true }, // extended play
  Q24856: { isWork: true }, // film series
  Q11032: { kind: "work", interrogative: "Which newspaper", isWork: true }, // newspaper
  Q1110794: { kind: "work", interrogative: "Which newspaper", isWork: true }, // daily newspaper
  Q41298: { kind: "work", interrogative: "Which magazine", isWork: true }, // magazine
  Q5633421: { kind: "work", interrogative: "Which journal", isWork: true, titleNoun: "journal" }, // scientific journal ("the journal Nature")
  Q737498: { kind: "work", interrogative: "Which journal", isWork: true, titleNoun: "journal" }, // academic journal ("the journal Pharmacotherapy", fresh sample 32)
  Q1002697: { kind: "work", interrogative: "Which periodical", isWork: true }, // periodical
  Q1616075: { kind: "organisation", interrogative: "Which broadcaster" }, // television station (networks too: CBS, NBC)
  Q1254874: { kind: "organisation", interrogative: "Which broadcaster" }, // television network (based in a country)
  Q2001305: { kind: "organisation", interrogative: "Which television channel" }, // television channel
  Q4164871: { kind: "concept", interrogative: "Which position", role: true }, // position
  Q294414: { kind: "concept", interrogative: "Which office", role: true }, // public office
  Q28640: { kind: "concept", interrogative: "Which occupation", commonNoun: true, role: true }, // profession
  Q12737077: { kind: "concept", interrogative: "Which occupation", commonNoun: true, role: true }, // occupation
  Q188451: { kind: "concept", interrogative: "Which genre" }, // music genre
  // A movement or a style is of a field and associated with a country, not in one; a plural name
  // takes "the" ("the Flemish Primitives").
  Q968159: { kind: "concept", interrogative: "Which movement", number: "plural-group" }, // art movement
  Q618779: { kind: "concept", interrogative: "Which award" }, // award
  Q11448906: { kind: "concept", interrogative: "Which award" }, // science award
  Q378427: { kind: "concept", interrogative: "Which award" }, // literary award
  Q131647: { kind: "concept", interrogative: "Which award" }, // medal
  Q12136: { kind: "disease", interrogative: "Which disease" }, // disease
  Q11862829: { kind: "concept", interrogative: "Which discipline" }, // academic discipline
  Q1248784: { kind: "facility", interrogative: "Which airport" }, // airport
  Q644371: { kind: "facility", interrogative: "Which airport" }, // international airport
  Q55488: { kind: "facility", interrogative: "Which station", nameNoun: "station" }, // railway station
  Q928830: { kind: "facility", interrogative: "Which station", nameNoun: "station" }, // metro station
  Q483110: { kind: "facility", interrogative: "Which stadium" }, // stadium
  Q1154710: { kind: "facility", interrogative: "Which stadium" }, // association football stadium
  Q79007: { kind: "facility", interrogative: "Which street" }, // street
  Q16970: { kind: "facility", interrogative: "Which church" }, // church building
  Q178561: { kind: "event", interrogative: "Which battle" }, // battle
  Q11446: { kind: "ship", interrogative: "Which ship" }, // ship
  Q2811: { kind: "ship", interrogative: "Which submarine" }, // submarine
  Q174736: { kind: "ship", interrogative: "Which destroyer" }, // destroyer
  Q17205: { kind: "ship", interrogative: "Which aircraft carrier" }, // aircraft carrier
  Q182531: { kind: "ship", interrogative: "Which battleship" }, // battleship
  Q161705: { kind: "ship", interrogative: "Which frigate" }, // frigate
  Q170013: { kind: "ship", interrogative: "Which corvette" }, // corvette
  Q104843: { kind: "ship", interrogative: "Which cruiser" }, // cruiser
  Q830335: { kind: "ship", interrogative: "Which cruiser" }, // protected cruiser
  Q35872: { kind: "ship", interrogative: "Which boat" }, // boat
  Q1229765: { kind: "ship", interrogative: "Which vessel" }, // watercraft
  Q1261499: { kind: "event", interrogative: "Which battle" }, // naval battle
  Q188055: { kind: "event", interrogative: "Which siege" }, // siege
  Q198: { kind: "event", interrogative: "Which war" }, // war
  Q831663: { kind: "event", interrogative: "Which campaign" }, // military campaign
  Q645883: { kind: "event", interrogative: "Which operation" }, // military operation
  // One edition of a recurring event, over once it is named by its year ("the 2005 SAP Open"): it
  // took place somewhere ("In which country did the 2005 SAP Open take place?").
  Q47345468: { kind: "event" }, // tennis tournament edition
  Q46190676: { kind: "event" }, // tennis event (the 1987 US Open – Men's Singles)
  Q27020041: { kind: "event" }, // sports season (the 2008–09 Bundesliga)
  Q2990963: { kind: "event" }, // figure skating competition (the 1994 NHK Trophy)
  // From fresh sample 28: "Did the 1988 Summer Olympics take place in South Korea?", not "Is the
  // 1988 Summer Olympics in South Korea?".
  Q159821: { kind: "event" }, // Summer Olympic Games
  Q82414: { kind: "event" }, // Winter Olympic Games
  // Events that recur or are held: a name of two words or more takes "the" ("the Preakness
  // Stakes", "the Indianapolis 500", "the Bol d'Or"), one word does not ("Wimbledon", "Worldcon").
  Q18608583: { article: "the-if-several-words" }, // recurring sporting event
  Q15275719: { article: "the-if-several-words" }, // recurring event
  Q13406554: { article: "the-if-several-words" }, // sports competition
  Q15091377: { article: "the-if-several-words" }, // cycling race
  Q13219666: { article: "the-if-several-words" }, // tennis tournament
  Q1079023: { article: "the-if-several-words" }, // championship
  Q500834: { article: "the-if-several-words" }, // tournament
  Q868557: { article: "the-if-several-words" }, // music festival
  Q132241: { article: "the-if-several-words" }, // festival
  Q41710: { kind: "concept", interrogative: "Which ethnic group" }, // ethnic group
  Q16521: { kind: "taxon", interrogative: "Which taxon" }, // taxon
  Q349: { kind: "concept", interrogative: "Which sport" }, // sport
  Q31629: { kind: "concept", interrogative: "Which sport" }, // type of sport
  Q212434: { kind: "concept", interrogative: "Which sport" }, // Olympic sport
  Q34379: { kind: "concept", interrogative: "Which instrument" }, // musical instrument
  Q9174: { kind: "concept", interrogative: "Which religion" }, // Relajación
  Q43229: { kind: "organisation", interrogative: "Which organization" }, // organization
  Q178790: { kind: "organisation", interrogative: "Which union", article: "the-if-compound" }, // trade union
  Q1762059: { kind: "organisation", interrogative: "Which company" }, // film production company
  Q1137109: { kind: "organisation", interrogative: "Which company" }, // video game publisher
  Q786820: { kind: "organisation", interrogative: "Which company" }, // automobile manufacturer
  Q1331793: { kind: "organisation", interrogative: "Which company" }, // media company
  Q31855: { kind: "organisation", interrogative: "Which institution", article: "the-if-compound" }, // research institute (an observatory, a society, a laboratory: "institution")
  Q327333: { kind: "organisation", interrogative: "Which agency" }, // government agency
  Q47913: { kind: "organisation", interrogative: "Which agency" }, // intelligence agency
  Q163740: { kind: "organisation", interrogative: "Which organization" }, // nonprofit organization
  Q35127: { kind: "organisation", interrogative: "Which website" }, // website (based in a country, like an organisation)
  Q561068: { kind: "organisation", interrogative: "Which channel" }, // specialty channel (based in a country)
  Q484652: { kind: "organisation", interrogative: "Which organization", article: "the-if-compound" }, // international organization
  Q5503: { article: "the" }, // rapid transit ("the Toronto subway", "the Moscow Metro")
  Q1187580: { kind: "region", interrogative: "Which district", seat: true }, // non-metropolitan district (of England: Bassetlaw, whose seat is Worksop)
  Q37901: { article: "the" }, // strait
  Q1322134: { article: "the" }, // gulf
  Q133056: { article: "the" }, // mountain pass ("the Tonale Pass"; a town named Eagle Pass is not one)
  Q150784: { article: "the" }, // canyon
  Q43197: { article: "the" }, // river delta
  Q2061186: { article: "the" }, // religious order ("the Benedictines")
  Q736917: { article: "the" }, // formation, of rock ("the Bearpaw Shale", "the Gault", "the Morrison Formation")
  Q4677783: { kind: "law", interrogative: "Which act", article: "the" }, // Act of Parliament of the United Kingdom ("the Canada Act 1982")
  Q476068: { kind: "law", interrogative: "Which act", article: "the" }, // Act of Congress in the United States ("the Controlled Substances Act")
  Q6560515: { kind: "law", interrogative: "Which act", article: "the" }, // Canadian federal act of Parliament ("the Manitoba Act, 1870")
  Q49371: { kind: "law", interrogative: "Which law" }, // legislation (not always "the": "Prohibition in the United States")
  Q744913: { kind: "event", interrogative: "Which accident" }, // aviation accident ("Aero Flight 217")
  Q89181204: { article: "the" }, // Catholic monastic order
  Q28653: { article: "the" }, // mendicant order
  Q3231690: { article: "the" }, // automobile model
  Q59773381: { article: "the" }, // automobile model series
  Q29048322: { article: "the" }, // vehicle model
  Q23866334: { article: "the" }, // motorcycle model
  Q23867828: { article: "the" }, // scooter model
  Q23039057: { article: "the" }, // bus model
  Q19832486: { article: "the" }, // locomotive class
  Q811704: { article: "the" }, // rolling stock class
  Q15056993: { article: "the" }, // aircraft family
  Q15056995: { article: "the" }, // aircraft model
  Q15126161: { article: "the" }, // prototype aircraft model
  Q559026: { article: "the" }, // ship class
  Q20741022: { article: "the" }, // digital camera model
  Q20888659: { article: "the" }, // camera model
  Q56682555: { article: "the" }, // video game console model
  Q19723451: { article: "the" }, // smartphone model
  Q71266741: { article: "the" }, // smartphone model series
  Q19723444: { article: "the" }, // cell phone model
  Q55990535: { article: "the" }, // computer model
  Q15142894: { article: "the" }, // weapon model
  Q22704163: { article: "the" }, // firearm model
  Q1437459: { article: "the", nests: true }, // non-geologically related mountain range
  Q4508: { kind: "military", interrogative: "Which navy", article: "the" }, // navy
  Q61883: { kind: "military", interrogative: "Which air force", article: "the" }, // air force
  Q772547: { kind: "military", interrogative: "Which armed forces", article: "the" }, // armed forces
  Q37726: { kind: "military", interrogative: "Which army", article: "the" }, // army
  // A unit or a fleet serves a country, it is not "in" one (fresh sample 44: "Which country is
  // Maritime Forces Atlantic in?").
  Q176799: { kind: "military", interrogative: "Which military unit" }, // military unit
  Q189524: { kind: "military", interrogative: "Which fleet" }, // fleet
  Q8142: { kind: "currency", interrogative: "Which currency", article: "the" }, // currency ("the Iraqi dinar")
  Q214183: { article: "the" }, // secret police
  Q2101516: { article: "the" }, // political police
  Q4505: { article: "the" }, // intelligence agency
  Q11204: { article: "the" }, // legislature
  Q35749: { article: "the" }, // parliament
  Q37002670: { article: "the" }, // unicameral legislature ("the Verkhovna Rada", "the Knesset")
  Q189445: { article: "the" }, // bicameral legislature
  Q245065: { kind: "organisation", article: "the-if-compound" }, // intergovernmental organization
  Q15925165: { article: "the-if-compound" }, // specialized agency of the United Nations
  Q1345691: { article: "the-if-compound" }, // international financial institution
  // A dynasty has ended, most of them long ago: "Is Tehran the capital of the Qajar dynasty?" is stale.
  Q164950: { article: "the-if-compound", former: true }, // dynasty
  // From fresh sample 29: a duchy is a polity of the past (a grand duchy, Luxembourg, is another
  // class): "Is Munich the capital of Bavaria-Munich?" is stale.
  Q154547: { former: true }, // duchy
  // From fresh sample 30: its label says so.
  Q184188: { former: true }, // canton of France (until 2015)
  // A French canton has a seat ("Is Troyes the seat of the canton of Troyes-1?"); a Swiss one a
  // capital (fresh sample 40).
  Q18524218: { kind: "region", interrogative: "Which canton", seat: true }, // canton of France
  // Russia's municipal districts and urban okrugs ("Gvardeysky District", "Starooskolsky Urban
  // Okrug") have an administrative centre, not a capital; named either way, so asked for as "Which
  // of the following" (fresh sample 40).
  Q13626398: { kind: "region", seat: true }, // urban okrug in Russia
  Q13417114: { article: "the-if-compound" }, // noble family
  Q17156793: { number: "plural-group", team: true }, // American football team
  Q13393265: { number: "plural-group", team: true }, // basketball team
  Q4498974: { number: "plural-group", team: true }, // ice hockey team
  Q13027888: { number: "plural-group", team: true }, // baseball team
  Q17271186: { kind: "organisation", number: "plural-group", team: true }, // Canadian football club (fresh samples 46 and 48: "the Calgary Stampeders")
  Q1558054: { number: "plural-group" }, // art colony
  Q2088357: { number: "plural-group", named: "band" }, // musical ensemble
  Q14562709: { nameNoun: "station" }, // London Underground station
  Q11670533: { nameNoun: "station" }, // elevated station
  Q55491: { nameNoun: "station" }, // underground railway station
  Q55485: { nameNoun: "station" }, // dead-end station
  Q4663385: { nameNoun: "station" }, // former railway station
  Q1793804: { nameNoun: "station" }, // S-Bahn station
  Q55490: { nameNoun: "station" }, // through station
  Q18516630: { nameNoun: "station" }, // Docklands Light Railway station
  Q2451577: { nameNoun: "station" }, // junction station
  Q18543139: { nameNoun: "station" }, // central station
  Q85641138: { nameNoun: "station" }, // Tyne and Wear Metro station
  Q22808403: { nameNoun: "station" }, // station located underground
  Q22808404: { nameNoun: "station" }, // station located on surface
  Q597668: { nameNoun: "station" }, // shallow column station
  Q55484: { nameNoun: "station" }, // tower station
  // Rural districts of Germany (Landkreise), named like their chief towns; not urban districts,
  // which are the cities themselves (Munich). The kind, interrogative and seat are what the classes'
  // labels give (see `classRecordFromLabel`): the table wins for a class it lists.
  Q106658: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Germany
  Q85482556: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Bavaria
  Q20738676: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Baden-Württemberg
  Q20738811: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of North Rhine-Westphalia
  Q85332736: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Lower Saxony
  Q61980413: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Hesse
  Q61793460: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Brandenburg
  Q85493040: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Rhineland-Palatinate
  Q61708063: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Saxony
  Q17302772: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Saxony-Anhalt
  Q20738945: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Thuringia
  Q61856889: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Schleswig-Holstein
  Q85483234: { kind: "region", interrogative: "Which district", seat: true, nameNoun: "district" }, // rural district of Mecklenburg-Vorpommern
  Q161726: { named: "business" }, // multinational corporation
  Q218616: { named: "business" }, // proprietary software
  Q7397: { named: "business" }, // software
  // From fresh sample 27: "Canadian Club" (a whisky), not "the Canadian Club".
  Q167270: { named: "business" }, // trademark
  Q9212979: { named: "band", groupNoun: "duo" }, // musical duo
  Q19953632: { former: true }, // former administrative territorial entity
  Q1790360: { former: true }, // colonial empire
  Q1211369: { former: true }, // colonial power
  Q48349: { former: true }, // empire
  Q236036: { former: true }, // union republic of the Soviet Union
  Q15893266: { former: true }, // former entity
  Q164142: { former: true }, // protectorate (Togoland, Northern Rhodesia, Annam: none is one today)
  Q1371288: { former: true }, // vassal state (Adiabene, the Italian Republic of 1802–1805)
  Q28171280: { former: true }, // ancient civilisation
  Q11514315: { former: true }, // historical period
  Q1351282: { former: true }, // crown colony
  Q133156: { former: true }, // colony
  // Left out on purpose: classes whose members are still places (a former municipality of
  // Switzerland is a village today; historic counties and historical regions still name land).
  // The records below give what the class's label would (see `classRecordFromLabel`), and `firstLevel`.
  Q475050: { firstLevel: true }, // federal district (Washington, D.C.)
  Q183342: { kind: "settlement", interrogative: "Which city", firstLevel: true }, // federal city of Russia (Moscow, Saint Petersburg, Sevastopol)
  Q537250: { kind: "settlement", interrogative: "Which city", firstLevel: true }, // federal city
  Q1208802: { kind: "settlement", interrogative: "Which municipality", seat: true, firstLevel: true }, // direct-controlled municipality (of China: Beijing, Shanghai)
  Q499073: { kind: "settlement", interrogative: "Which municipality", seat: true, firstLevel: true }, // direct-controlled municipality
  Q3678424: { firstLevel: true }, // city with special status (Kyiv)
  Q5124045: { firstLevel: true }, // city with special status
  Q482821: { kind: "settlement", interrogative: "Which city", firstLevel: true }, // metropolitan city of South Korea (Busan)
  Q7574799: { kind: "settlement", interrogative: "Which city", firstLevel: true }, // special city of South Korea (Seoul)
  Q1094397: { kind: "settlement", interrogative: "Which city", firstLevel: true }, // autonomous city (Ceuta, Melilla, Buenos Aires)
  Q779415: { kind: "region", interrogative: "Which region", firstLevel: true }, // special administrative region of China (Hong Kong, Macau)
  Q1221156: { kind: "region", interrogative: "Which state", firstLevel: true }, // state of Germany (Berlin, Hamburg and Bremen are cities too)
  Q1620908: { pastPolity: true }, // historical region (Bukovina: in Ukraine and Romania today; its capital was Chernivtsi)
  // Fresh sample 45: the provinces of France were abolished in 1790, the land keeps their names
  // (Artois, Aunis); Czechoslovakia's and Yugoslavia's republics ended with their federations.
  Q209495: { pastPolity: true }, // historical province of France
  Q56219758: { former: true }, // constituent republic within Czechoslovakia
  Q12959600: { former: true }, // Constituent republics and provinces of Yugoslavia
  Q26830017: { former: true }, // state in the Holy Roman Empire
  Q1621034: { former: true }, // historical territory (the Electorate of Brunswick-Lüneburg)
  Q26879769: { former: true }, // state in the Confederation of the Rhine
  Q4057683: { former: true }, // state of the German Empire
  Q681026: { former: true }, // crown land of the Austrian Empire
  Q188800: { former: true }, // personal union
  Q1093720: { former: true }, // real union
  Q325261: { former: true }, // satellite state
  Q187587: { former: true }, // empire (the German Empire)
  Q2067184: { former: true }, // Bulgarian Empire
  Q83311: { former: true }, // Persian Empire
  Q2495771: { former: true }, // nomadic empire
  Q331644: { former: true }, // khanate
  Q131401: { former: true }, // caliphate
  Q3181749: { former: true }, // Arab caliphate
  Q50068795: { former: true }, // historical Chinese state
  Q836688: { former: true }, // ancient Chinese state
  Q12857432: { former: true }, // Chinese dynasty
  Q2561694: { former: true }, // city-kingdom of Cyprus
  Q182547: { former: true }, // Roman province
  Q946136: { former: true }, // exarchate of the Byzantine Empire
  Q379817: { former: true }, // theme of the Byzantine Empire
  Q1462047: { former: true }, // vilayet of the Ottoman Empire
  Q44565: { former: true }, // eyalet of the Ottoman Empire
  Q330425: { former: true }, // sanjak of the Ottoman Empire
  Q2560551: { former: true }, // vassal state of the Ottoman Empire
  Q20203507: { former: true }, // viceroyalty of the Spanish Empire
  Q15977968: { former: true }, // intendency of the First Mexican Empire
  Q47530375: { former: true }, // governorate of the Russian Empire
  Q8085295: { former: true }, // governorate or oblast of the Russian Empire in 1914
  Q671370: { former: true }, // general governorate of the Russian Empire
  Q7075127: { former: true }, // oblast of the Russian Empire
  Q18867465: { former: true }, // uyezd of the Russian Empire
  Q20732405: { former: true }, // volost of the Russian Empire
  Q788046: { former: true }, // autonomous soviet socialist republic of a union republic of the Soviet Union
  Q18285142: { former: true }, // oblast of a union republic of the Soviet Union
  Q20683493: { former: true }, // krai of a union republic of the Soviet Union
  Q499720: { former: true }, // autonomous oblast of a union republic of the Soviet Union
  Q20867284: { former: true }, // autonomous oblast of the Russian SFSR
  Q18285132: { former: true }, // oblast of the Russian SFSR
  Q15733039: { former: true }, // governorate of the Russian SFSR
  Q20719675: { former: true }, // raion of the Soviet Union
  Q18867064: { former: true }, // uyezd of the Soviet Union
  Q1075404: { former: true }, // soviet republic
  Q41763771: { former: true }, // oblast of the Kingdom of Serbs, Croats and Slovenes
  Q15629587: { former: true }, // province of the Kingdom of Lombardy–Venetia
  Q51674951: { former: true }, // Kreis in the Kingdom of Bavaria
  Q852231: { former: true }, // county of the Kingdom of Hungary
  Q841985: { kind: "region", former: true }, // domain (han of Japan, abolished in 1871: the Satsuma Domain; fresh sample 39)
  Q19698023: { former: true }, // voivodeship of the Grand Duchy of Lithuania
  Q84582639: { former: true }, // voivodeship of the Crown of the Kingdom of Poland
  Q22670030: { former: true }, // former French region
  Q3924474: { former: true }, // former province of Italy
  Q25446687: { former: true }, // former region of Morocco
  Q83640434: { former: true }, // former county of Norway
  Q64624092: { former: true }, // former county of Sweden
  Q18663579: { former: true, formerOf: "Q755707" }, // former municipality of Norway
  Q17468533: { former: true, formerOf: "Q856076" }, // former municipality of Finland
  Q26742250: { former: true }, // former municipality of Estonia
  Q23036513: { former: true }, // former municipality of Denmark
  Q6621272: { former: true, formerOf: "Q127448" }, // former municipality of Sweden
  Q19730508: { former: true }, // former municipality
  Q17278014: { former: true }, // former district of Switzerland
  Q3777387: { former: true }, // former district of the canton of Bern
  Q30129411: { former: true }, // former local government area of Australia
  Q64827141: { former: true }, // former local government area of South Australia
  Q22674925: { former: true }, // former populated place
  Q4818345: { former: true }, // historical unrecognised state
  // Divisions of a polity that is gone, each member gone with it (fresh sample 47: "What is the
  // capital of West Prussia?"). Not "government region of Prussia" or "district of Prussia", whose
  // members (Arnsberg, Altona) are divisions of today too.
  Q574299: { former: true }, // province of Prussia
  Q1336152: { former: true }, // princely state of the British Raj
  Q17291456: { former: true }, // canton of the Helvetic Republic
  Q876102: { former: true }, // zone of Nepal (all fourteen abolished in 2015; fresh sample 48)
  Q27686: { headWords: hotelWords }, // hotel
  Q2338524: { headWords: ["circuit", "autodromo"] }, // auto racing track ("the Circuit Gilles Villeneuve", "the Autodromo Nazionale Monza")
  Q63099748: { headWords: hotelWords }, // hotel building
  Q64995589: { headWords: hotelWords }, // country house hotel
  Q174782: { headWords: squareWords }, // square
  Q2026833: { headWords: squareWords }, // garden square
  Q28793904: { headWords: squareWords }, // porticoed square
  Q12280: { headWords: bridgeWords }, // bridge
  Q537127: { headWords: bridgeWords }, // road bridge
  Q1210334: { headWords: bridgeWords }, // railway bridge
  Q158438: { headWords: bridgeWords }, // arch bridge
  Q158218: { headWords: bridgeWords }, // truss bridge
  Q3397526: { headWords: bridgeWords }, // stone bridge
  Q12570: { headWords: bridgeWords }, // suspension bridge
  Q12042110: { headWords: bridgeWords }, // steel bridge
  Q1898246: { headWords: bridgeWords }, // vertical-lift bridge
  Q158555: { headWords: bridgeWords }, // cable-stayed bridge
  Q14276458: { headWords: bridgeWords }, // deck arch bridge
  Q1068842: { headWords: bridgeWords }, // footbridge
  Q3950: { headWords: villaWords }, // villa
  Q918230: { headWords: villaWords }, // Roman villa
  Q23413: { headWords: castleWords }, // castle
  Q751876: { headWords: castleWords }, // château
  Q16560: { headWords: palaceWords }, // palace
  Q53536964: { headWords: palaceWords }, // royal palace
  Q15848826: { headWords: palaceWords }, // city palace
  // A building is a facility: its options are buildings, not the places it is in, and its own
  // "The" is the article ("Is the Mansion in ...?").
  Q41176: { kind: "facility" }, // building
  Q1335818: { kind: "organisation" }, // supranational union
  Q4120211: { kind: "organisation" }, // regional organization
  Q170156: { kind: "organisation" }, // confederation
  Q486972: { interrogative: "Which place", generic: true }, // human settlement
  Q56061: { interrogative: "Which place", generic: true }, // administrative territorial entity
  Q82794: { interrogative: "Which place", generic: true }, // geographic region
  Q2221906: { interrogative: "Which place", generic: true }, // geographic location
  Q17334923: { interrogative: "Which place", generic: true }, // location
};

/**
 * Records of classes the table lacks, by class id, read from the source's own class labels (see
 * `createLabelledClasses`): "county of California" gives "Which county". `undefined` for a class
 * whose label says nothing.
 */
export type LabelledClasses = (classId: string) => ClassRecord | undefined;

/** Each class's rank in {@link entityKindsByClass}, for classes with an interrogative. */
const interrogativeRanks: ReadonlyMap<string, number> = new Map(
  Object.entries(entityKindsByClass)
    .filter(([, record]) => record.interrogative !== undefined)
    .map(([classId], rank) => [classId, rank] as const),
);
const rankedClasses: readonly string[] = [...interrogativeRanks.keys()];
/** The rank of the first catch-all class: labelled classes rank just before it. */
const genericRank = Math.min(
  ...rankedClasses
    .filter((id) => entityKindsByClass[id]?.generic === true)
    .map((id) => interrogativeRanks.get(id) ?? Infinity),
);
/** The interrogatives of the catch-all classes ("Which place"): they name no level of a place. */
const genericInterrogatives: ReadonlySet<string> = new Set(
  Object.values(entityKindsByClass).flatMap((record) =>
    record.generic === true && record.interrogative !== undefined ? [record.interrogative] : [],
  ),
);

/**
 * Whether an interrogative names no kind: "What", or a catch-all class's ("Which place"). A
 * relation whose WH question must say the answer's level (`whNeedsKind`) is not asked with one.
 */
export function isCatchAllInterrogative(interrogative: string): boolean {
  return interrogative === "What" || genericInterrogatives.has(interrogative);
}

/** An entity's types, or nothing. */
type Typed = { readonly types: readonly string[] } | undefined;

/**
 * The record of an entity's main class: the first of its types in {@link entityKindsByClass} that
 * has an interrogative, or `undefined` when none has. With `labelled`, a type the table lacks
 * whose label names a division or settlement ("county of California") ranks after the table's
 * specific classes and before its catch-alls ("administrative territorial entity"); the table
 * always wins for a class it lists.
 */
export function mainClassOf(entity: Typed, labelled?: LabelledClasses): ClassRecord | undefined {
  if (entity === undefined) return undefined;
  let best = Infinity;
  let fromLabel: ClassRecord | undefined;
  for (const type of entity.types) {
    const rank = interrogativeRanks.get(type);
    if (rank !== undefined) {
      if (rank < best) best = rank;
    } else if (
      labelled !== undefined &&
      fromLabel === undefined &&
      !Object.hasOwn(entityKindsByClass, type)
    ) {
      const record = labelled(type);
      if (record?.interrogative !== undefined) fromLabel = record;
    }
  }
  if (fromLabel !== undefined && best >= genericRank) return fromLabel;
  return best === Infinity ? undefined : entityKindsByClass[rankedClasses[best] as string];
}

/**
 * Whether any of an entity's types has a record matching `test`: the table's, or with `labelled`
 * the record a class the table lacks has from its label ("county of Texas").
 */
export function hasClass(
  entity: Typed,
  test: (record: ClassRecord) => boolean,
  labelled?: LabelledClasses,
): boolean {
  if (entity === undefined) return false;
  for (const type of entity.types) {
    const record = Object.hasOwn(entityKindsByClass, type) ? entityKindsByClass[type] : labelled?.(type);
    if (record !== undefined && test(record)) return true;
  }
  return false;
}

/**
 * The kind of an entity: its main class's kind (see {@link mainClassOf}, with `labelled` as
 * there), else the first of its types with a kind, or `undefined` when its types say nothing
 * (untyped entities are never judged by kind: a missing type is no evidence).
 */
export function entityKindOf(entity: Typed, labelled?: LabelledClasses): EntityKind | undefined {
  if (entity === undefined || entity.types.length === 0) return undefined;
  const main = mainClassOf(entity, labelled);
  if (main?.kind !== undefined) return main.kind;
  for (const type of entity.types) {
    const kind = entityKindsByClass[type]?.kind;
    if (kind !== undefined) return kind;
  }
  return undefined;
}

/** Every word some class of {@link entityKindsByClass} lists as its members' head word. */
export const classHeadWords: ReadonlySet<string> = new Set(
  Object.values(entityKindsByClass).flatMap((record) => record.headWords ?? []),
);

/** Whether an entity is a person (a human, Q5). */
export function isPerson(entity: Typed): boolean {
  return hasClass(entity, (record) => record.kind === "person");
}

/**
 * Whether an entity names land whose polity is gone ({@link ClassRecord.pastPolity}: a historical
 * region), and is no state or settlement of today: Bohemia, typed a historical region and a
 * country, is not. Its government (a capital) is a fact of the past, and not asked: in the present
 * tense it is stale, in the past tense ("Was Olomouc the capital of Moravia?") another value the
 * source holds is no evidence of a No.
 */
export function isPastPolity(entity: Typed): boolean {
  return (
    hasClass(entity, (record) => record.pastPolity === true) &&
    !hasClass(entity, (record) => record.kind === "country" || record.kind === "settlement")
  );
}

/**
 * Whether an entity's types say it no longer exists as such ("Is Zamość in the Kingdom of
 * Poland?", "What is the capital of the Kingdom of Yugoslavia?" are stale, whatever the source says).
 */
export function isFormerEntity(entity: Typed): boolean {
  // A city that was once a state is still a city (Florence, typed a city and a historical country).
  // A division typed as both a former division and the division it was (Lenvik, a former
  // municipality of Norway and a municipality of Norway) is gone: the source keeps its old type.
  if (
    entity !== undefined &&
    hasClass(entity, (record) => record.formerOf !== undefined && entity.types.includes(record.formerOf))
  )
    return true;
  return (
    hasClass(entity, (record) => record.former === true) &&
    !hasClass(entity, (record) => record.kind === "settlement" && record.former !== true)
  );
}
