import { entityKinds, type EntityKindSpec } from "./entity-kind.js";

/** The version of {@link relationSemantics}; raise it when an entry's meaning changes. */
export const RELATION_SEMANTICS_VERSION = 3;

/**
 * What a relation means for fair questions and evidence-based verdicts. Wikidata is neither complete
 * nor timeless, so every rule that calls a statement false, or an answer wrong, reads this table and
 * never the number of values an incomplete slice happens to hold.
 */
export interface RelationSemantics {
  /**
   * `single`: a subject has one value at a time (Wikidata's single-value constraint Q19474404 or
   * single-best-value constraint Q52060874, or the property's meaning): another value is false.
   * `multi`: a subject may have several values.
   */
  cardinality: "single" | "multi";
  /**
   * Multi-valued relations only: `closed` when Wikidata, where it lists any value of a subject, in
   * practice lists them all (a work's authors, a film's directors, a compound's parts), so another
   * subject's value may serve as a false statement; `open` (default) when a missing edge says nothing
   * (occupations, memberships, diplomatic relations, twin towns).
   */
  listing?: "closed" | "open";
  /**
   * `changes`: the true value changes over time (heads of government, positions, teams, employers,
   * owners, headquarters, spouses, memberships): a present-tense question needs the current value,
   * from ranks and qualifiers, or a date the user vouches for (`--as-of`). `fixed`: once true,
   * always true (place of birth, author, parent taxon). `rarely`: changes seldom enough that a
   * snapshot's value stands when it is the subject's only one (a city's country, a country's capital
   * or official language); several values of a single-valued `rarely` relation are conflicting and
   * skipped. A multi-valued relation that is not `fixed` has members that come and go (twin towns,
   * borders): its open list is asked in the present tense only with dates (see `undatedList`); one
   * whose members only accrue (treatments, bodies of water) is `fixed`.
   */
  time: "fixed" | "rarely" | "changes";
  /**
   * Subjects of these kinds may hold several values of a single-valued relation (a mountain on a
   * border lies in two municipalities and two countries): for them the relation is multi-valued and
   * open, so one listed value is never the only answer, nor another value a false one.
   */
  severalFor?: readonly EntityKindSpec[];
  /** What the subjects may be; a typed subject of another kind is skipped. Absent: any. */
  subjectKinds?: readonly EntityKindSpec[];
  /** What the objects may be; a typed object of another kind is skipped, and an answer of another kind is wrong. Absent: any. */
  objectKinds?: readonly EntityKindSpec[];
  /**
   * Following this relation from an answer gives a broader answer (located in, country, part of,
   * subclass of, parent taxon, continent): an answer that the gold answer reaches through such
   * relations is `less-specific`, not wrong; a No statement must not name a place that holds or is
   * held by the true one.
   */
  hierarchy?: true;
  /**
   * `skip`: no question is fair (the relation is too vague to ask about); `yes-no-only`: only the Yes
   * statement of a true fact is fair ("Did X work in Paris?"), a WH question or a choice is not
   * ("Where did X work?" has as many fair answers as X had employers).
   */
  vague?: "skip" | "yes-no-only";
  /**
   * A fact about a polity's government (its capital, its heads, its official language, its
   * currency): of a land whose polity is gone (a historical region, see `isPastPolity`) it is a fact
   * of the past, and not asked (`formerEntity`): "Is Chernivtsi the capital of Bukovina?" is stale,
   * and in the past tense another value is no evidence of a No.
   */
  government?: true;
  /** One line: why the entry is what it is (the constraint, or the meaning). */
  reason: string;
}

/**
 * Every kind but a person: for relations Wikidata keeps for things ("not to be used for human
 * beings"), whose subjects may otherwise be anything.
 */
const notPeople: readonly EntityKindSpec[] = entityKinds.filter((kind) => kind !== "person");

/** Credits of works: a person, or a group (a band scores a film, a studio creates a character). */
const personOrGroup: readonly EntityKindSpec[] = ["person", "organisation"];

/**
 * Places below a country (twin towns). `facility` is in because `entityKindOf` gives it to places
 * typed only as a human settlement or an administrative entity ("Which place"); `geographic-feature`
 * because islands are municipalities too.
 */
const localPlace: readonly EntityKindSpec[] = ["settlement", "region", "facility", "geographic-feature"];

/**
 * The semantics of every item-valued property of the bundled snapshots, of the relation lexicon and
 * of the paper's topics and examples, by Wikidata property id. Curated from Wikidata's property
 * constraints and the properties' meaning, never from counts in a slice. Kind restrictions are
 * generous: most places use the `place` group, since `entityKindOf` calls places typed only as "human
 * settlement" or "administrative territorial entity" a `facility`.
 */
export const relationSemantics: Readonly<Record<string, RelationSemantics>> = {
  P6: {
    cardinality: "single",
    time: "changes",
    subjectKinds: ["place", "organisation"],
    objectKinds: ["person"],
    government: true,
    reason: "Single-best-value constraint (Q52060874): one head of government at a time, who changes.",
  },
  P17: {
    cardinality: "single",
    time: "rarely",
    // Not works: "Is Maria Chapdelaine in Canada?" reads as a place's question about a novel. Not
    // countries or continents: a country's country is itself ("Which country is Denmark in?").
    subjectKinds: [
      "settlement",
      "region",
      "geographic-feature",
      "facility",
      "organisation",
      "event",
      "ship",
      "law",
      "military",
      "currency",
    ],
    objectKinds: ["country"],
    severalFor: ["geographic-feature"],
    hierarchy: true,
    reason:
      "Single-best-value constraint (Q52060874): a place's sovereign state, changed only by border changes.",
  },
  P19: {
    cardinality: "single",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["place"],
    reason: "Single-value constraint (Q19474404): a person is born in one place.",
  },
  P20: {
    cardinality: "single",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["place"],
    reason: "Single-value constraint (Q19474404): a person dies in one place.",
  },
  P22: {
    cardinality: "single",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["person"],
    reason: "Single-value constraint (Q19474404): one biological father.",
  },
  P25: {
    cardinality: "single",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["person"],
    reason: "Single-value constraint (Q19474404): one biological mother.",
  },
  P26: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    subjectKinds: ["person"],
    objectKinds: ["person"],
    reason: "People marry more than once, and Wikidata often lists only the famous spouse.",
  },
  P27: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    subjectKinds: ["person"],
    objectKinds: ["administrative-place"],
    reason: "Dual citizenship and successor states give several countries; a missing one says nothing.",
  },
  P30: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    subjectKinds: notPeople,
    objectKinds: ["place"],
    hierarchy: true,
    reason:
      "Transcontinental places (Russia, Turkey, Egypt) and disputed ones (Cyprus, Armenia) have several continents.",
  },
  P31: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    vague: "skip",
    reason: "Types are classification data, too vague and too many to ask about; factprobe never asks them.",
  },
  P35: {
    cardinality: "single",
    time: "changes",
    subjectKinds: ["place", "organisation"],
    objectKinds: ["person"],
    government: true,
    reason: "Single-best-value constraint (Q52060874): one head of state at a time, who changes.",
  },
  P36: {
    cardinality: "single",
    time: "rarely",
    subjectKinds: ["place", "organisation"],
    objectKinds: ["place"],
    government: true,
    reason:
      "One seat of government by meaning; the few states with several capitals are conflicting and skipped.",
  },
  P37: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    subjectKinds: notPeople,
    objectKinds: ["language"],
    government: true,
    reason: "Many states have several official languages, and regional co-official ones are often missing.",
  },
  P38: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    government: true,
    reason: "Some states use several currencies (Panama, Zimbabwe); currencies change seldom (the euro).",
  },
  P39: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    subjectKinds: ["person"],
    objectKinds: ["concept"],
    reason: "People hold many positions in turn, and Wikidata lists some of them.",
  },
  P40: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["person"],
    reason: "People have several children, and Wikidata lists only the notable ones.",
  },
  P47: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    subjectKinds: ["place"],
    objectKinds: ["place"],
    reason: "A place has several neighbours, often listed only in part; borders move seldom.",
  },
  P50: {
    cardinality: "multi",
    listing: "closed",
    time: "fixed",
    objectKinds: personOrGroup,
    reason: "A written work's authors are few, credited and listed in full wherever any is.",
  },
  P53: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    reason: "Royals belong to several houses (Windsor, Saxe-Coburg and Gotha); a missing one says nothing.",
  },
  P54: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    subjectKinds: ["person"],
    objectKinds: ["organisation"],
    reason: "Players move between clubs and national teams; lists are often partial.",
  },
  P57: {
    cardinality: "multi",
    listing: "closed",
    time: "fixed",
    objectKinds: ["person"],
    reason: "A film's directors are one or two, credited and listed in full wherever any is.",
  },
  P58: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["person"],
    reason: "Writing credits are often partial (story by, uncredited rewrites, adapted authors).",
  },
  P59: {
    cardinality: "single",
    time: "fixed",
    reason: "Single-value constraint (Q19474404): the IAU constellations partition the sky.",
  },
  P61: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: personOrGroup,
    reason: "Discoveries and inventions often have several or disputed claimants (the telephone).",
  },
  P65: {
    cardinality: "single",
    time: "fixed",
    reason: "An astronomical object is first found at one site, by meaning.",
  },
  P69: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["organisation", "facility"],
    reason: "People attend several schools, and Wikidata lists some of them.",
  },
  P81: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    reason: "A station is served by several lines; lines open and close over decades.",
  },
  P86: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: personOrGroup,
    reason:
      "Song and score credits are often partial (co-writers, additional music); a missing one says nothing.",
  },
  P87: {
    cardinality: "multi",
    listing: "closed",
    time: "fixed",
    objectKinds: ["person"],
    reason: "An opera's librettists are one or two, credited and listed in full wherever any is.",
  },
  P97: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    subjectKinds: ["person"],
    objectKinds: ["concept"],
    reason: "Nobles hold several titles in turn (prince, then king); lists are partial.",
  },
  P98: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    objectKinds: personOrGroup,
    reason: "Periodicals change editors in the ordinary course; compiled books have several.",
  },
  P101: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason:
      "Fields of work are many and nested (physics, optics), and Wikidata lists some; objects range from disciplines to languages and countries.",
  },
  P102: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    subjectKinds: ["person"],
    objectKinds: ["organisation"],
    reason: "Politicians change parties, and parties merge and rename.",
  },
  P103: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["language"],
    reason: "Bilingual people have two native languages, and Wikidata may list one.",
  },
  P105: {
    cardinality: "single",
    time: "fixed",
    subjectKinds: ["taxon"],
    reason: "Single-value constraint (Q19474404): a taxon has one rank.",
  },
  P106: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["concept"],
    reason: "People have many occupations and Wikidata lists some of them.",
  },
  P108: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    subjectKinds: ["person"],
    reason:
      "People change employers, and Wikidata lists some; employers may be firms, papers, cities or people.",
  },
  P112: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason:
      "Co-founder lists are often partial or disputed; founders may be people, states or organisations.",
  },
  P113: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    subjectKinds: ["organisation"],
    objectKinds: ["place"],
    reason: "Airlines have several hubs and open and close them.",
  },
  P115: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    objectKinds: ["place"],
    reason: "Teams move grounds and some share or split home venues.",
  },
  P119: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["place", "organisation"],
    reason: "Reburials and divided remains give several places (the property's own description says so).",
  },
  P127: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    reason: "Things are co-owned and sold; owners may be people, firms or states.",
  },
  P131: {
    cardinality: "single",
    time: "rarely",
    // Not sovereign states: a country "located in" a division is a historical statement
    // (Liechtenstein in the German Confederation).
    subjectKinds: notPeople.filter((kind) => kind !== "country"),
    objectKinds: ["place"],
    severalFor: ["geographic-feature"],
    hierarchy: true,
    reason: "Single-best-value constraint (Q52060874); administrative divisions are redrawn now and then.",
  },
  P135: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "Artists are associated with several movements, loosely; a missing one says nothing.",
  },
  P136: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "Genres are many and overlapping (rock, pop rock); a missing one says nothing.",
  },
  P137: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    reason: "Operators change with contracts and ownership; they may be people, firms or states.",
  },
  P138: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "A name may honour several namesakes; a missing one says nothing.",
  },
  P140: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    objectKinds: ["concept", "organisation"],
    reason: "People convert and Wikidata mixes religions with denominations and churches.",
  },
  P141: {
    cardinality: "single",
    time: "changes",
    subjectKinds: ["taxon"],
    reason: "Single-value constraint (Q19474404); the IUCN reassesses species and changes their status.",
  },
  P159: {
    cardinality: "single",
    time: "changes",
    subjectKinds: notPeople,
    objectKinds: ["place"],
    reason: "One headquarters at a time by meaning (the current one preferred); organisations move.",
  },
  P161: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: personOrGroup,
    reason: "Casts are long and listed in part.",
  },
  P162: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: personOrGroup,
    reason: "Works have several producers, listed in part.",
  },
  P166: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "People and works receive many awards, and Wikidata lists some.",
  },
  P170: {
    cardinality: "multi",
    listing: "closed",
    time: "fixed",
    objectKinds: personOrGroup,
    reason: "A work's creators are few and listed in full wherever any is (attributions aside).",
  },
  P171: {
    cardinality: "single",
    time: "fixed",
    subjectKinds: ["taxon"],
    objectKinds: ["taxon"],
    hierarchy: true,
    reason: "Single-value constraint (Q19474404): the closest parent taxon.",
  },
  P172: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["concept"],
    reason: "People of mixed descent belong to several ethnic groups, recorded sparingly.",
  },
  P175: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: personOrGroup,
    reason: "Songs and roles have several performers (duets, covers), listed in part.",
  },
  P176: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason:
      "Products are built by several makers (joint ventures, licensed production); makers may be states.",
  },
  P177: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "A bridge crosses a river and roads or railways; a missing one says nothing.",
  },
  P178: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: personOrGroup,
    reason: "Software and games have co-developers and porting studios, listed in part.",
  },
  P179: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    hierarchy: true,
    reason:
      "A work may belong to nested series (trilogy, franchise): a series is a broader answer than its works.",
  },
  P183: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["taxon"],
    objectKinds: ["place"],
    reason:
      "Endemism is recorded at several levels (island, country) and habitats; a missing one says nothing.",
  },
  P185: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["person"],
    reason: "Professors supervise many students, and Wikidata lists some.",
  },
  P190: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    subjectKinds: localPlace,
    objectKinds: localPlace,
    reason: "Towns have many twins, listed in part, and twinning binds towns and regions, never countries.",
  },
  P195: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    reason: "Objects are sold, lent and transferred between collections.",
  },
  P206: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["place"],
    reason:
      "A place lies on or next to several bodies of water, which stay where they are; a missing one says nothing.",
  },
  P264: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    objectKinds: ["organisation"],
    reason: "Artists change labels and releases appear on several.",
  },
  P272: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: personOrGroup,
    reason: "Co-productions involve several companies, listed in part.",
  },
  P276: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    objectKinds: ["place", "organisation"],
    hierarchy: true,
    reason:
      "Movable objects change location; events span places at several levels (venue, city), each broader than the last.",
  },
  P279: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    hierarchy: true,
    vague: "yes-no-only",
    reason:
      'Every superclass is a fair answer to "What is X a type of?" (cat: felid, mammal, pet); only the Yes statement is fair.',
  },
  P291: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["place"],
    reason: "Editions appear in several places, recorded at city or country level.",
  },
  P344: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["person"],
    reason: "Films have additional and second-unit cinematographers, listed in part.",
  },
  P361: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    hierarchy: true,
    vague: "yes-no-only",
    reason:
      'Things are parts of many wholes at many levels (a lake of a basin, a park, a region): "What is X part of?" has no fair single answer.',
  },
  P364: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["language"],
    reason: "Films may be made in several languages at once.",
  },
  P403: {
    cardinality: "single",
    time: "fixed",
    objectKinds: ["place"],
    reason: "Single-value constraint (Q19474404): a watercourse drains into one body of water.",
  },
  P407: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["language"],
    reason: "Works and names exist in several languages (bilingual works, translations).",
  },
  P412: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    reason: "Singers change or span voice types (tenor, then baritone).",
  },
  P413: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    reason: "Players play several positions over a career, listed in part.",
  },
  P427: {
    cardinality: "single",
    time: "fixed",
    subjectKinds: ["taxon"],
    objectKinds: ["taxon"],
    reason:
      "Single-value constraint (Q19474404): one type genus or type species, fixed by the nomenclature codes.",
  },
  P449: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["organisation", "work"],
    reason: "Programmes premiere on several networks (co-productions, different countries).",
  },
  P451: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    subjectKinds: ["person"],
    objectKinds: ["person"],
    reason: "Relationships begin and end, and Wikidata lists the famous ones.",
  },
  P452: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    reason: "Firms work in several industries at several levels of detail.",
  },
  P463: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    reason: "People and states join and leave organisations; lists are partial.",
  },
  P466: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    reason: "Buildings have several occupants, who move in and out.",
  },
  P488: {
    cardinality: "single",
    time: "changes",
    objectKinds: ["person"],
    reason: "One chairperson at a time by meaning, who changes.",
  },
  P495: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["place"],
    reason: "Co-productions and shared dishes have several countries of origin, listed in part.",
  },
  P509: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    reason: "Wikidata records underlying and immediate causes side by side, and causes are disputed.",
  },
  P527: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    vague: "yes-no-only",
    reason:
      'Parts are many and at many levels, and "has member" line-ups change: only "Is Y part of X?" is fair.',
  },
  P530: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    subjectKinds: ["place", "organisation"],
    objectKinds: ["place", "organisation"],
    reason:
      "States have relations with most others, and the snapshot lists some; relations are broken off seldom.",
  },
  P551: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    subjectKinds: ["person"],
    objectKinds: ["place"],
    reason: "People move house, and Wikidata lists some residences.",
  },
  P610: {
    cardinality: "single",
    time: "rarely",
    subjectKinds: ["place"],
    // A summit, or a building or street where the land is flat (Monaco); never a town or a region.
    objectKinds: ["geographic-feature", "facility"],
    reason: "Single-value constraint (Q19474404): one highest point, changed only by border changes.",
  },
  P611: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "Some religious change orders or houses belong to several; a missing one says nothing.",
  },
  P641: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "People, clubs and venues are associated with several sports.",
  },
  P669: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    objectKinds: ["place"],
    reason: "Corner buildings stand on several streets; streets are renamed now and then.",
  },
  P676: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: personOrGroup,
    reason: "Song-writing credits are often partial (co-writers); a missing one says nothing.",
  },
  P737: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "Influences are many and listed in part.",
  },
  P740: {
    cardinality: "single",
    time: "fixed",
    subjectKinds: notPeople,
    objectKinds: ["place"],
    reason: "Single-value constraint (Q19474404): a group is formed in one place.",
  },
  P749: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    subjectKinds: ["organisation"],
    objectKinds: ["organisation"],
    hierarchy: true,
    reason:
      "Firms are sold and joint ventures have two parents; a parent is a broader answer than its subsidiary.",
  },
  P780: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "Conditions have many symptoms, listed in part.",
  },
  P800: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: '"Notable" is a selection: a missing work says nothing.',
  },
  P840: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["place"],
    reason: "Stories are set in several places, recorded at several levels.",
  },
  P937: {
    cardinality: "multi",
    listing: "open",
    time: "changes",
    subjectKinds: ["person", "organisation"],
    objectKinds: ["place"],
    vague: "yes-no-only",
    reason:
      'Work locations are cities, countries or continents over a whole career: "Where did X work?" has many fair answers.',
  },
  P945: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    reason: "People serve successive states and causes (Carlism); lists are partial.",
  },
  P1001: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    objectKinds: ["place", "organisation"],
    vague: "yes-no-only",
    reason:
      '"Belongs to, has power over or applies to" at any level: a WH question cannot say which jurisdiction it wants.',
  },
  P1050: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    reason: "People have many conditions, recorded sparingly.",
  },
  P1056: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    reason: "Producers make many products, listed in part.",
  },
  P1303: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["concept"],
    reason: "Musicians play several instruments, listed in part.",
  },
  P1376: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    subjectKinds: ["place"],
    objectKinds: ["place", "organisation"],
    government: true,
    reason: "A city is the capital of several nested entities (Paris: France, Ile-de-France).",
  },
  P1412: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["language"],
    reason: "People speak several languages, listed in part.",
  },
  P1441: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["work"],
    reason: "Characters appear in many works (sequels, adaptations), listed in part.",
  },
  P1454: {
    cardinality: "single",
    time: "rarely",
    reason: "One legal form at a time by meaning; firms convert seldom.",
  },
  P1532: {
    cardinality: "single",
    time: "changes",
    subjectKinds: ["person", "organisation"],
    objectKinds: ["administrative-place"],
    reason: "One sporting nation at a time by meaning; athletes switch allegiance.",
  },
  P1923: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["organisation", "country"],
    reason: "Tournaments have many teams, often listed in part.",
  },
  P1995: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "Conditions belong to several specialties (diabetes: endocrinology, internal medicine).",
  },
  P2176: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason:
      "Conditions have many treatments, listed in part; new ones join, and a listed one stays a treatment.",
  },
  P2348: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "Periods nest and overlap (Renaissance, 16th century); a missing one says nothing.",
  },
  P2632: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    reason: "Prisoners are moved between places of detention.",
  },
  P3018: {
    cardinality: "multi",
    listing: "open",
    time: "rarely",
    subjectKinds: ["place"],
    hierarchy: true,
    reason: "Protected areas overlap (national park, biosphere reserve) and contain the places in them.",
  },
  P3095: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    vague: "yes-no-only",
    reason: '"Who practices X?" has as many fair answers as there are names for practitioners.',
  },
  P3373: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    subjectKinds: ["person"],
    objectKinds: ["person"],
    reason: "People have several siblings, and Wikidata lists the notable ones.",
  },
  P4552: {
    cardinality: "single",
    time: "fixed",
    subjectKinds: ["place"],
    objectKinds: ["place"],
    hierarchy: true,
    reason:
      "The one most specific range or subrange by meaning; ranges nest, so a broader range is less specific.",
  },
  P6886: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    objectKinds: ["language"],
    reason: "Writers write in several languages, listed in part.",
  },
  P7937: {
    cardinality: "multi",
    listing: "open",
    time: "fixed",
    reason: "A work may take several forms at several levels of detail (album, live album).",
  },
  P7959: {
    cardinality: "single",
    time: "fixed",
    objectKinds: ["place"],
    // A river or a range crosses county lines: the Tees divides Yorkshire from County Durham
    // (held-out-6).
    severalFor: ["geographic-feature"],
    hierarchy: true,
    reason:
      "One traditional county by meaning; it contains the place (a river or a range may cross several).",
  },
};

/**
 * The hierarchy relations (those the table marks `hierarchy`: located in, country, part of, ...),
 * in table order: the relations along which one entity lies within another.
 */
export const hierarchyRelationIds: readonly string[] = Object.entries(relationSemantics)
  .filter(([, semantics]) => semantics.hierarchy === true)
  .map(([id]) => id);

/** The semantics of a relation, or `undefined` when the table has no entry for it. */
export function relationSemanticsOf(
  relation: string,
  extra: Readonly<Record<string, RelationSemantics>> = {},
): RelationSemantics | undefined {
  return extra[relation] ?? relationSemantics[relation];
}
