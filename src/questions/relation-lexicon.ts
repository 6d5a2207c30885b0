import type { WordingKind } from "./wording-kind.js";
import type { EntityKind } from "./entity-kind.js";
import type { ObjectWording } from "./object-wordings.js";

/**
 * Hand-written question templates for one relation, used instead of the generic ones built from
 * its form. Placeholders: `{subject}` and `{object}` (names as the name rules give them, with "the"
 * where a name takes it, read as the entry's declared `subject` and `object` kinds: "a lawyer", "the
 * Washington Wizards"), `{wh}` (the interrogative chosen from the answer's types: "Who", "Which
 * country", "What"), and `{object:play}`, the one verb phrase ("play the piano", but "sing" for the
 * voice). Templates are written in the tense of the relation's wording ("Was X born in Y?", "Is X
 * in Y?"); the past tense for people's careers, former entities and dated questions comes from data
 * (see `relationTemplatesFor`).
 */
export interface RelationLexiconEntry {
  /** Yes-no question stating the fact: "Was {subject} born in {object}?". */
  yesNo: string;
  /** WH question asking for the object, used when the answer is unique: "Where was {subject} born?". */
  wh: string;
  /**
   * Multiple-choice stem when the subject has several objects for the relation ("Which of the
   * following ..."); without it multiple choice uses `wh`.
   */
  choice?: string;
  /**
   * WH question when the source holds several values for the subject, which "Which language did X
   * speak?" reads as if there were one: "Name one of the languages {subject} spoke." (fresh samples
   * 44 and 45). Without it such a subject is asked with `wh`.
   */
  whOfSeveral?: string;
  /**
   * Question asking for the SUBJECT given the object (paper 3.2.1, "Which country's capital is
   * Washington D.C.?"), used by multiple choice in the subject direction: "{wh} was born in
   * {object}?". `{wh}` comes from the four options' types, or is "Which of the following". Left out
   * for symmetric relations, where it would repeat the object direction.
   */
  subjectWh?: string;
  /**
   * The relation as a noun after a possessive, for two-hop questions ("spouse" gives "Michelle
   * Obama's spouse"). Only relations whose object is worth a further question have one.
   */
  possessive?: string;
  /**
   * Two-hop wording where the object is a place: the event in the place, asked of the subject.
   * - Where the second hop asks where that place lies: "In which country did Satyajit Ray die?", not
   *   "Which country is Satyajit Ray's place of death in?", which fresh samples 49 to 51 read as
   *   stilted. `wh` takes `{in-wh}`, filled from the second hop's interrogative when it names a kind
   *   ("In which country", "In which county"); one that names none ("What", "Where") keeps the
   *   possessive in WH and multiple choice, and only Yes-No is so worded.
   * - Where the second hop asks something else of the place, `where` names it by its kind: "What is
   *   the capital of the country where Rupert Sanderson was born?", not "... of the birthplace of
   *   Rupert Sanderson?" (fresh sample 51), where the place's kind gives a noun.
   *
   * The second hop's facts, false object and options stay the same. With `startOfLife`, not for a
   * citizen of a former or long-ended state, who was born within borders that are gone ("In which
   * state was Karl Marx born?" asks for Rhineland-Palatinate, founded in 1946; the golden file):
   * the place keeps its own present tense ("Which state is Karl Marx's birthplace in?"). A death
   * is asked of the person whatever the citizenship: such citizens often died elsewhere, and fresh
   * sample 52 read "Is Jovan Dučić's place of death in Serbia?" (he died in Gary, Indiana) as stilted.
   */
  inPlace?: { yesNo: string; wh: string; where: string; startOfLife?: true };
  /**
   * What the subject is, where that changes how its name reads (see `wording-kind.ts`): a `work`'s
   * untyped name reads as a title, without "the" ("Who wrote the lyrics of Department of Youth?"),
   * unless Wikidata has "The ..." as an alias or the name says otherwise; a `class` takes "a" ("Is a
   * violin a type of ...?"); a `team`'s untyped plural name takes "the".
   */
  subject?: WordingKind;
  /**
   * What the object is, where that changes how its name reads: `class` ("a lawyer"), `team`,
   * `cause` ("a stroke") and the other {@link WordingKind}s.
   */
  object?: WordingKind;
  /** The interrogative of `{wh}` when the answer's types say nothing (default "What"): "Who" for owners. */
  whFallback?: string;
  /**
   * Why the WH question must name the answer's kind: "What is Burbank located in?" has several
   * right answers (the county, the state, the country). With it, a WH question whose interrogative
   * (after `whFallback`, the safe form when there is one) is still "What" or a catch-all ("Which
   * place") is not asked (`vagueInterrogative`); Yes-No and multiple choice, whose options show the
   * level, stay.
   */
  whNeedsKind?: string;
  /**
   * The graph cannot show that a statement of this relation is false: the values are open-ended
   * (genres, fields of work, languages someone speaks), so a missing edge is no evidence. No
   * questions are not made for it.
   */
  openWorld?: true;
  /**
   * Other wording for subjects that are people: "Was {subject} signed to {object}?" where a
   * recording is "on the {object} label". (The past tense of a person's career needs none: it
   * comes from the relation's semantics.)
   */
  forPeople?: Pick<RelationLexiconEntry, "yesNo" | "wh" | "choice" | "subjectWh"> &
    Partial<Pick<RelationLexiconEntry, "whOfSeveral">>;
  /**
   * Other wording for subjects that are bands, which come from a place and are based in it, but are
   * not "in" it: "Which country is Wu-Tang Clan from?", not "Which country is Wu-Tang Clan in?".
   */
  forBands?: Pick<RelationLexiconEntry, "yesNo" | "wh" | "choice"> &
    Partial<Pick<RelationLexiconEntry, "subjectWh">>;
  /**
   * Other wording for objects of a kind (`object-wordings.ts`) that the entry's wording would call
   * what they are not: a hall of fame is no award one receives ("Was Jacques Plante inducted into
   * the Hockey Hall of Fame?", not "Which award did Jacques Plante receive?", fresh samples 54 and
   * 56). A Yes-No question and a multiple choice asking for the subject take it when their object is
   * of the kind, a WH question when every value it accepts is, a multiple choice asking for the
   * object when its answer is, whose options are then all of the kind, as an answer of another kind
   * has none of it. Only where the subject takes the entry's own wording.
   */
  forObjects?: Partial<
    Record<
      ObjectWording,
      Pick<RelationLexiconEntry, "yesNo" | "wh" | "choice"> &
        Partial<Pick<RelationLexiconEntry, "subjectWh" | "whOfSeveral">>
    >
  >;
  /**
   * Other wording for subjects that are works of art, as the graph shows them (`artworks-shown.ts`):
   * a `painting` is painted, and both it and another work of art (`artwork`) are read as titles
   * (`subject`, default the entry's): 'Who painted "The Triumph of Death"?', where "Who created The
   * Triumph of Death?" read as creating a thing (fresh samples 55 and 57).
   */
  forArt?: Partial<
    Record<
      "painting" | "artwork",
      Pick<RelationLexiconEntry, "yesNo" | "wh" | "choice"> &
        Partial<Pick<RelationLexiconEntry, "subjectWh" | "subject">>
    >
  >;
  /**
   * Other wording for subjects that are divisions with a seat rather than a capital (a county, a
   * district, a municipality: `ClassRecord.seat`, from the kinds table or the class's label):
   * "Is Chicago the seat of Cook County?", not "the capital of Cook County". Not for a subject that
   * is also a country.
   */
  forSeats?: Pick<RelationLexiconEntry, "yesNo" | "wh" | "choice" | "subjectWh" | "possessive">;
  /**
   * Other wording for subjects that are British or Irish counties (`ClassRecord.countyTown`), whose
   * seat is a county town: "Is Ipswich the county town of Suffolk?".
   */
  forCountyTowns?: Pick<RelationLexiconEntry, "yesNo" | "wh" | "choice" | "subjectWh" | "possessive">;
  /**
   * Other wording for subjects of a kind (the subject's class records, `entity-kind.ts`), where the
   * entry's wording does not fit them:
   * - `organisation`: record labels, companies and bands are associated with a genre rather than of
   *   one ("Which genre is Stax Records associated with?", not "What is a genre of Stax Records?");
   *   bands take `forBands` where the entry has it;
   * - `event`: a battle took place somewhere, in the past ("In which country did the Battle of Lützen
   *   take place?", not "Which country is the Battle of Lützen in?");
   * - `language`: a language is spoken somewhere ("Is Catalan spoken in Spain?", not "Is Catalan
   *   located in Spain?");
   * - `ship`: a ship's country is its flag ("Has HMCS Kingston sailed under the flag of Canada?", not
   *   "Is HMCS Kingston in Canada?"), in the present perfect: readers flag the past for ships in
   *   service and the present for ships paid off, and the source does not say which a ship is.
   */
  forKinds?: Partial<Record<EntityKind, KindWording>>;
  /**
   * Wording for people whose death the graph does not show, tense-neutral where English has a form
   * readers take for both ("Which occupation is {subject} known for?", "Which party did {subject}
   * join?"): about a third of them are dead, so neither "What was ..." (read as an obituary of the
   * living) nor "What is ..." fits. The others keep the people's wording. People whose death the
   * graph shows are asked in the past tense (see `relationTemplatesFor`). For a relation whose values
   * change, a form that lets a former value count: an event ("join"), a perfect ("Where is
   * {subject} known to have lived?", "Which country has {subject} held citizenship of?"). Where no
   * form read right for both in the tense experiment (`bench/wording/tense-experiment.tsv`: the
   * same people, living and dead, in every candidate form), the form the living take: most of
   * these people live. A WH question may also be an imperative, which has no tense ("Name one of the
   * occupations of {subject}.").
   */
  neutralForPeople?: Partial<Pick<RelationLexiconEntry, "yesNo" | "wh" | "choice" | "whOfSeveral">> & {
    /**
     * The form: a reputation ("known for", "associated with"), a perfect ("known to have lived",
     * "has held"), an event ("did join"), or the form the living take, where no form read right for
     * both.
     */
    form: "reputation" | "perfect" | "event" | "living";
    /** One line: why this wording reads the same for the living and the dead, or why the living's. */
    reason: string;
  };
  /**
   * Why the relation's present-tense wording stays in the present for a person whose death the
   * graph shows ("Is Les Misérables a notable work of Victor Hugo?": the work outlives its
   * author). Without it such a person is asked in the past tense.
   */
  presentAfterDeath?: string;
  /**
   * Why the WH wording says "the" although the relation is multi-valued: most subjects have one
   * value ("What is the currency of Japan?"). Without it a multi-valued relation's WH question asks
   * for one value of several: "Who is a sibling of Janet Jackson?", not "the sibling".
   */
  usuallyOneValue?: string;
  /**
   * Subjects the relation is about, when Wikidata also holds odd statements of it: "people" (an
   * ethnic group or a native language of a country reads wrong) or "not-people" (a head of
   * government or a place of formation of a person: "Where was Janet Jackson formed?"). Typed
   * subjects of the other kind are skipped (`subjectOfOtherKind`); untyped ones are kept.
   */
  subjects?: "people" | "not-people";
  /**
   * Objects (labels) that fit the Yes-No wording only: the voice, which Wikidata lists as an
   * instrument, is asked as "Did X sing?", but "Which instrument did X play? voice" reads wrong.
   * Other question types skip them (`objectOnlyInYesNo`) and take none as a distractor.
   */
  yesNoOnlyObjects?: readonly string[];
  /**
   * Objects (labels) the wording cannot name: "Did X die of killed in action?". Questions that put
   * the object in their text (Yes-No, multiple choice asking for the subject) skip them
   * (`objectNotInWording`); as an answer or an option they stay.
   */
  unwordableObjects?: readonly string[];
}

/**
 * Labels of the voice, which Wikidata lists as an instrument: "Did X sing?", never "Which
 * instrument did X play? voice" (read by `{object:play}` and P1303's `yesNoOnlyObjects`).
 */
export const voiceLabels: readonly string[] = ["voice", "vocals", "human voice", "singing"];

/** A relation's wording for subjects of one kind (see {@link RelationLexiconEntry.forKinds}). */
type KindWording = Pick<RelationLexiconEntry, "yesNo" | "wh" | "choice" | "subjectWh"> &
  Partial<Pick<RelationLexiconEntry, "whOfSeveral">>;

/** Field of work for what does not work: a magazine, an award, a company. */
const ofField: KindWording = {
  yesNo: "Is {subject} associated with the field of {object}?",
  wh: "Which field is {subject} associated with?",
  choice: "Which of the following fields is {subject} associated with?",
  subjectWh: "{wh} is associated with the field of {object}?",
};

/** A seat, not a capital: a county's chief town, an organisation's seat. */
const seatOf: KindWording = {
  yesNo: "Is {object} the seat of {subject}?",
  wh: "What is the seat of {subject}?",
  subjectWh: "{wh} has {object} as its seat?",
};

/** What a creator made: the creator's own wording, and a work of art's, whose title is quoted. */
const createdBy: KindWording = {
  yesNo: "Was {subject} created by {object}?",
  wh: "Who created {subject}?",
  choice: "Which of the following created {subject}?",
  subjectWh: "{wh} was created by {object}?",
};

/**
 * Templates for every item-valued relation of the bundled Wikidata snapshot (its 120 properties
 * besides `instance of`) and of the paper's examples, keyed by Wikidata property id. Tense: "was"
 * for finished events and for facts that may be over (a citizenship, a party, an employer), "is"
 * for geography, things and kinship. A person's attributes follow the person's life as the graph
 * shows it: past tense where it shows the death, the entry's `neutralForPeople` wording where it
 * does not. Careers, former entities and dated questions are put in the past from data (see
 * `relationTemplatesFor`). A multi-valued relation's WH question asks for one value of several ("a
 * sibling"), unless the entry says why `usuallyOneValue`.
 */
export const relationLexicon: Readonly<Record<string, RelationLexiconEntry>> = {
  P6: {
    yesNo: "Is {object} the head of government of {subject}?",
    wh: "Who is the head of government of {subject}?",
    subjectWh: "{wh} has {object} as its head of government?",
    possessive: "head of government",
    subjects: "not-people",
  },
  P17: {
    yesNo: "Is {subject} in {object}?",
    wh: "Which country is {subject} in?",
    subjectWh: "{wh} is in {object}?",
    subjects: "not-people",
    forBands: {
      yesNo: "Is {subject} from {object}?",
      wh: "Which country is {subject} from?",
      choice: "Which of the following countries is {subject} from?",
    },
    forKinds: {
      event: {
        yesNo: "Did {subject} take place in {object}?",
        wh: "In which country did {subject} take place?",
        choice: "In which of the following countries did {subject} take place?",
        subjectWh: "{wh} took place in {object}?",
      },
      // A company, a club or a university is based somewhere: "Which country is IBM based in?".
      organisation: {
        yesNo: "Is {subject} based in {object}?",
        wh: "Which country is {subject} based in?",
        choice: "Which of the following countries is {subject} based in?",
        subjectWh: "{wh} is based in {object}?",
      },
      language: {
        yesNo: "Is {subject} spoken in {object}?",
        wh: "In which country is {subject} spoken?",
        choice: "In which of the following countries is {subject} spoken?",
        subjectWh: "{wh} is spoken in {object}?",
      },
      // An award, an office or a sport is not in a country: it belongs to one ("Which country is
      // the Flavelle Medal associated with?").
      concept: {
        yesNo: "Is {subject} associated with {object}?",
        wh: "Which country is {subject} associated with?",
        choice: "Which of the following countries is {subject} associated with?",
        subjectWh: "{wh} is associated with {object}?",
      },
      // Armed forces serve a country, a currency is used in one (fresh sample 34): neither is "in"
      // it.
      military: {
        yesNo: "Does {subject} serve {object}?",
        wh: "Which country does {subject} serve?",
        choice: "Which of the following countries does {subject} serve?",
        subjectWh: "{wh} serves {object}?",
      },
      currency: {
        yesNo: "Is {subject} used in {object}?",
        wh: "Which country uses {subject}?",
        choice: "Which of the following countries uses {subject}?",
        subjectWh: "{wh} is used in {object}?",
      },
      // A law is enacted by a country, not in it: "Which country enacted the Clarity Act?".
      law: {
        yesNo: "Was {subject} enacted in {object}?",
        wh: "Which country enacted {subject}?",
        choice: "Which of the following countries enacted {subject}?",
        subjectWh: "{wh} was enacted in {object}?",
      },
      ship: {
        yesNo: "Has {subject} sailed under the flag of {object}?",
        wh: "Under which country's flag has {subject} sailed?",
        choice: "Under which of the following countries' flags has {subject} sailed?",
        subjectWh: "{wh} has sailed under the flag of {object}?",
      },
    },
  },
  P19: {
    yesNo: "Was {subject} born in {object}?",
    wh: "Where was {subject} born?",
    subjectWh: "{wh} was born in {object}?",
    possessive: "birthplace",
    inPlace: {
      yesNo: "Was {subject} born in {object}?",
      wh: "{in-wh} was {subject} born?",
      where: "where {subject} was born",
      startOfLife: true,
    },
  },
  P20: {
    yesNo: "Did {subject} die in {object}?",
    wh: "Where did {subject} die?",
    subjectWh: "{wh} died in {object}?",
    possessive: "place of death",
    inPlace: {
      yesNo: "Did {subject} die in {object}?",
      wh: "{in-wh} did {subject} die?",
      where: "where {subject} died",
    },
  },
  P22: {
    yesNo: "Is {object} the father of {subject}?",
    wh: "Who is the father of {subject}?",
    subjectWh: "Whose father is {object}?",
    possessive: "father",
  },
  P25: {
    yesNo: "Is {object} the mother of {subject}?",
    wh: "Who is the mother of {subject}?",
    subjectWh: "Whose mother is {object}?",
    possessive: "mother",
  },
  P26: {
    yesNo: "Was {subject} married to {object}?",
    wh: "Who was {subject} married to?",
    possessive: "spouse",
  },
  P27: {
    yesNo: "Was {subject} a citizen of {object}?",
    wh: "Which country was {subject} a citizen of?",
    choice: "Which of the following countries was {subject} a citizen of?",
    subjectWh: "{wh} was a citizen of {object}?",
    possessive: "country of citizenship",
    // A perfect: true of the living, and of a former citizenship. The WH is an imperative, which has
    // no tense. Read so far: "Which country has X held citizenship of?" 11 of 31 ok (fresh samples 46
    // to 51 read all 11 of theirs as bad: a stranded "of" after "held citizenship"); "Name one of the
    // countries of citizenship of X." 36 of 46 (sample 52 read its 6 as jargon, two pair reads 36 of
    // 40 ok); "Name a country X has been a citizen of." 12 of 20 (the dead).
    neutralForPeople: {
      form: "perfect",
      yesNo: "Has {subject} held citizenship of {object}?",
      wh: "Name the country of citizenship of {subject}.",
      whOfSeveral: "Name one of the countries of citizenship of {subject}.",
      choice: "Which of the following countries has {subject} held citizenship of?",
      reason:
        "A perfect lets a former citizenship count; 'known to have been' read wrong for 20 of 30 such people in the samples, the living; the WH, an imperative, has no tense.",
    },
  },
  P30: {
    yesNo: "Is {subject} located in {object}?",
    wh: "On which continent is {subject} located?",
    choice: "Which of the following continents is {subject} located in?",
    subjectWh: "{wh} is located in {object}?",
    subjects: "not-people",
  },
  P35: {
    yesNo: "Is {object} the head of state of {subject}?",
    wh: "Who is the head of state of {subject}?",
    subjectWh: "{wh} has {object} as its head of state?",
    possessive: "head of state",
    subjects: "not-people",
  },
  P36: {
    yesNo: "Is {object} the capital of {subject}?",
    wh: "What is the capital of {subject}?",
    subjectWh: "{wh} has {object} as its capital?",
    possessive: "capital",
    subjects: "not-people",
    forSeats: { ...seatOf, possessive: "seat" },
    // A British or Irish county's chief town is its county town (fresh sample 36: "Is Ipswich the
    // seat of Suffolk?" reads as American English).
    forCountyTowns: {
      yesNo: "Is {object} the county town of {subject}?",
      wh: "What is the county town of {subject}?",
      subjectWh: "{wh} has {object} as its county town?",
      possessive: "county town",
    },
    // An organisation has a seat, not a capital: "Is Minsk the seat of the Commonwealth of
    // Independent States?". A city has neither: its government sits in one of its wards or
    // districts ("What is the administrative centre of Yokohama? Naka-ku").
    forKinds: {
      organisation: seatOf,
      settlement: {
        yesNo: "Is {object} the administrative centre of {subject}?",
        wh: "What is the administrative centre of {subject}?",
        subjectWh: "{wh} has its administrative centre in {object}?",
      },
    },
  },
  P37: {
    yesNo: "Is {object} an official language of {subject}?",
    wh: "What is an official language of {subject}?",
    choice: "Which of the following is an official language of {subject}?",
    subjectWh: "{wh} has {object} as an official language?",
    subjects: "not-people",
  },
  P38: {
    yesNo: "Is {object} the currency of {subject}?",
    wh: "What is the currency of {subject}?",
    usuallyOneValue: "A country has one currency but for a few (Panama, Zimbabwe).",
    subjectWh: "{wh} uses {object} as its currency?",
  },
  P39: {
    object: "position",
    // Bare after its noun: "the position of Member of the Parliament of Northern Ireland".
    yesNo: "Did {subject} hold the position of {object}?",
    wh: "What position did {subject} hold?",
    choice: "Which of the following positions did {subject} hold?",
    subjectWh: "{wh} held the position of {object}?",
  },
  P40: {
    yesNo: "Is {object} a child of {subject}?",
    wh: "Who is a child of {subject}?",
    choice: "Which of the following is a child of {subject}?",
    subjectWh: "Whose child is {object}?",
    possessive: "child",
  },
  P47: {
    yesNo: "Does {subject} share a border with {object}?",
    wh: "{wh} does {subject} share a border with?",
    choice: "Which of the following does {subject} share a border with?",
    subjects: "not-people",
  },
  P50: {
    subject: "work",
    yesNo: "Was {subject} written by {object}?",
    wh: "Who wrote {subject}?",
    choice: "Which of the following is an author of {subject}?",
    subjectWh: "{wh} was written by {object}?",
    possessive: "author",
  },
  P53: {
    yesNo: "Did {subject} belong to {object}?",
    wh: "Which family did {subject} belong to?",
    subjectWh: "{wh} belonged to {object}?",
  },
  P54: {
    object: "team",
    // A team: "the Washington Wizards", a plural name without types.
    yesNo: "Did {subject} play for {object}?",
    wh: "Which team did {subject} play for?",
    choice: "Which of the following teams did {subject} play for?",
    subjectWh: "{wh} played for {object}?",
  },
  P57: {
    subject: "work",
    yesNo: "Was {subject} directed by {object}?",
    wh: "Who directed {subject}?",
    choice: "Which of the following directed {subject}?",
    subjectWh: "{wh} was directed by {object}?",
    possessive: "director",
  },
  P58: {
    subject: "work",
    yesNo: "Did {object} write the screenplay for {subject}?",
    wh: "Who wrote the screenplay for {subject}?",
    choice: "Which of the following wrote the screenplay for {subject}?",
    subjectWh: "{wh} did {object} write the screenplay for?",
  },
  P59: {
    yesNo: "Is {subject} in the constellation {object}?",
    wh: "Which constellation is {subject} in?",
    subjectWh: "{wh} is in the constellation {object}?",
  },
  P61: {
    yesNo: "Was {subject} discovered or invented by {object}?",
    wh: "Who discovered or invented {subject}?",
    choice: "Which of the following discovered or invented {subject}?",
    subjectWh: "{wh} was discovered or invented by {object}?",
  },
  P65: {
    yesNo: "Was {subject} discovered at {object}?",
    wh: "Where was {subject} discovered?",
    subjectWh: "{wh} was discovered at {object}?",
  },
  P69: {
    yesNo: "Was {subject} educated at {object}?",
    wh: "Where was {subject} educated?",
    choice: "Which of the following institutions was {subject} educated at?",
    subjectWh: "{wh} was educated at {object}?",
  },
  P81: {
    yesNo: "Is {subject} served by {object}?",
    wh: "Which line serves {subject}?",
    choice: "Which of the following lines serves {subject}?",
    subjectWh: "{wh} is served by {object}?",
  },
  P86: {
    subject: "work",
    yesNo: "Did {object} compose the music for {subject}?",
    wh: "Who composed the music for {subject}?",
    choice: "Which of the following composed the music for {subject}?",
    subjectWh: "{wh} did {object} compose the music for?",
    possessive: "composer",
  },
  P87: {
    subject: "work",
    yesNo: "Did {object} write the libretto of {subject}?",
    wh: "Who wrote the libretto of {subject}?",
    subjectWh: "{wh} did {object} write the libretto of?",
    possessive: "librettist",
  },
  P97: {
    yesNo: "Did {subject} hold the title of {object}?",
    wh: "Which noble title did {subject} hold?",
    choice: "Which of the following titles did {subject} hold?",
    subjectWh: "{wh} held the title of {object}?",
  },
  P98: {
    yesNo: "Was {subject} edited by {object}?",
    wh: "Who edited {subject}?",
    choice: "Which of the following edited {subject}?",
    subjectWh: "{wh} was edited by {object}?",
    possessive: "editor",
    subject: "work",
  },
  P101: {
    // Only people work in a field: a magazine, an award, a genre or an argument is of one, and so is
    // a subject of no known kind (fresh sample 47: "Which field did veduta work in?").
    ...ofField,
    openWorld: true,
    forPeople: {
      yesNo: "Did {subject} work in the field of {object}?",
      // Not "What was a field of work of X?", which reads as a form's heading.
      wh: "Which field did {subject} work in?",
      choice: "Which of the following fields did {subject} work in?",
      subjectWh: "{wh} worked in the field of {object}?",
    },
    neutralForPeople: {
      form: "reputation",
      wh: "Which field is {subject} known for?",
      choice: "Which of the following fields is {subject} known for?",
      reason: "'known for' speaks of a reputation, which the dead keep.",
    },
  },
  P102: {
    yesNo: "Was {subject} a member of {object}?",
    wh: "Which political party was {subject} a member of?",
    choice: "Which of the following parties was {subject} a member of?",
    subjectWh: "{wh} was a member of {object}?",
    neutralForPeople: {
      form: "event",
      yesNo: "Did {subject} join {object}?",
      wh: "Which political party did {subject} join?",
      choice: "Which of the following parties did {subject} join?",
      reason: "Joining is an event: true of the living and the dead, and of a former party.",
    },
  },
  P103: {
    yesNo: "Is {object} the native language of {subject}?",
    wh: "What is the native language of {subject}?",
    subjectWh: "Whose native language is {object}?",
    usuallyOneValue: "A person has one native language but for a few bilinguals.",
    subjects: "people",
  },
  P105: {
    subject: "species",
    object: "class",
    yesNo: "Is {subject} {object}?",
    wh: "What is the taxon rank of {subject}?",
    subjectWh: "{wh} is {object}?",
  },
  P106: {
    object: "class",
    yesNo: "Was {subject} {object}?",
    // "one of the occupations", not "an occupation of" (fresh samples 41 and 42).
    wh: "What was one of the occupations of {subject}?",
    choice: "Which of the following was an occupation of {subject}?",
    subjectWh: "{wh} was {object}?",
    neutralForPeople: {
      form: "reputation",
      // An imperative has no tense, and asks for any value, not the one the subject is known for.
      wh: "Name one of the occupations of {subject}.",
      choice: "Which of the following occupations is {subject} known for?",
      reason: "'known for' speaks of a reputation, which the dead keep; an imperative has no tense.",
    },
  },
  P108: {
    yesNo: "Was {subject} employed by {object}?",
    // The employer's kind where its types give one ("Which university employed X?": fresh sample 49
    // read "Who employed X?" for a university as "who" for a thing); else "Who", since an employer
    // may be an organisation, a city ("Moscow") or a person.
    wh: "{wh} employed {subject}?",
    whFallback: "Who",
    choice: "Which of the following employed {subject}?",
    subjectWh: "{wh} was employed by {object}?",
    possessive: "employer",
  },
  P112: {
    yesNo: "Was {subject} founded by {object}?",
    wh: "Who founded {subject}?",
    choice: "Which of the following founded {subject}?",
    subjectWh: "{wh} was founded by {object}?",
    possessive: "founder",
  },
  P113: {
    yesNo: "Is {object} a hub of {subject}?",
    wh: "What is a hub of {subject}?",
    choice: "Which of the following is a hub of {subject}?",
    subjectWh: "{wh} has a hub at {object}?",
  },
  P115: {
    subject: "team",
    yesNo: "Is {object} the home venue of {subject}?",
    wh: "What is the home venue of {subject}?",
    usuallyOneValue: "A team plays at one home venue at a time.",
    choice: "Which of the following is a home venue of {subject}?",
    subjectWh: "{wh} has {object} as its home venue?",
    possessive: "home venue",
  },
  P119: {
    // "in": right for cemeteries, churches and places alike ("buried at California" is not).
    yesNo: "Was {subject} buried in {object}?",
    wh: "Where was {subject} buried?",
    subjectWh: "{wh} was buried in {object}?",
  },
  P127: {
    yesNo: "Is {subject} owned by {object}?",
    wh: "{wh} owns {subject}?",
    whFallback: "Who",
    choice: "Which of the following owns {subject}?",
    subjectWh: "{wh} is owned by {object}?",
    possessive: "owner",
  },
  P131: {
    yesNo: "Is {subject} located in {object}?",
    wh: "{wh} is {subject} in?",
    whNeedsKind:
      "a place lies in its county, its state and its country at once: only 'Which county' asks for one of them",
    choice: "Which of the following is {subject} located in?",
    subjectWh: "{wh} is located in {object}?",
    subjects: "not-people",
    forBands: {
      yesNo: "Is {subject} based in {object}?",
      wh: "{wh} is {subject} based in?",
      choice: "Which of the following is {subject} based in?",
    },
    forKinds: {
      event: {
        yesNo: "Did {subject} take place in {object}?",
        wh: "{wh} did {subject} take place in?",
        choice: "In which of the following did {subject} take place?",
        subjectWh: "{wh} took place in {object}?",
      },
      language: {
        yesNo: "Is {subject} spoken in {object}?",
        wh: "{wh} is {subject} spoken in?",
        choice: "In which of the following is {subject} spoken?",
        subjectWh: "{wh} is spoken in {object}?",
      },
    },
  },
  P135: {
    yesNo: "Was {subject} associated with {object}?",
    wh: "Which movement was {subject} associated with?",
    choice: "Which of the following movements was {subject} associated with?",
    subjectWh: "{wh} was associated with {object}?",
    neutralForPeople: {
      form: "reputation",
      yesNo: "Is {subject} associated with {object}?",
      wh: "Which movement is {subject} associated with?",
      choice: "Which of the following movements is {subject} associated with?",
      reason: "'associated with' speaks of a reputation, which the dead keep.",
    },
  },
  P136: {
    yesNo: "Is {object} a genre of {subject}?",
    // "What is a genre of X?" reads as if X were a category; readers of fresh samples 14 and the
    // golden file asked for "What genre is X?".
    wh: "What genre is {subject}?",
    whOfSeveral: "Name one of the genres of {subject}.",
    choice: "Which of the following is a genre of {subject}?",
    openWorld: true,
    // A person has no genre ("What is the genre of Victor Hugo?"): a person is known for one.
    forPeople: {
      yesNo: "Is {subject} known for the genre {object}?",
      wh: "Which genre is {subject} known for?",
      whOfSeveral: "Name one of the genres {subject} is known for.",
      choice: "Which of the following genres is {subject} known for?",
    },
    forKinds: {
      organisation: {
        yesNo: "Is {subject} associated with the genre {object}?",
        wh: "Which genre is {subject} associated with?",
        whOfSeveral: "Name one of the genres {subject} is associated with.",
        choice: "Which of the following genres is {subject} associated with?",
      },
    },
  },
  P137: {
    yesNo: "Is {subject} operated by {object}?",
    wh: "{wh} operates {subject}?",
    whFallback: "Who",
    choice: "Which of the following operates {subject}?",
    subjectWh: "{wh} is operated by {object}?",
    possessive: "operator",
  },
  P138: {
    // Bare, not "a googol": what a thing is named after is a name or a concept ("carbon").
    yesNo: "Is {subject} named after {object}?",
    wh: "{wh} is {subject} named after?",
    choice: "Which of the following is {subject} named after?",
    subjectWh: "{wh} is named after {object}?",
  },
  P140: {
    yesNo: "Was {object} the religion of {subject}?",
    wh: "What was the religion of {subject}?",
    choice: "Which of the following was a religion of {subject}?",
    usuallyOneValue: "A person has one religion at a time.",
    neutralForPeople: {
      form: "reputation",
      yesNo: "Is {subject} associated with {object}?",
      wh: "Which religion is {subject} associated with?",
      choice: "Which of the following religions is {subject} associated with?",
      reason: "'associated with' speaks of a reputation, which the dead keep, and a convert keeps both.",
    },
    subjects: "people",
  },
  P141: {
    subject: "species",
    yesNo: "Is the conservation status of {subject} {object}?",
    wh: "What is the IUCN conservation status of {subject}?",
  },
  P159: {
    yesNo: "Is {subject} headquartered in {object}?",
    wh: "Where is {subject} headquartered?",
    choice: "Which of the following is a headquarters location of {subject}?",
    subjectWh: "{wh} is headquartered in {object}?",
    subjects: "not-people",
  },
  P161: {
    subject: "work",
    yesNo: "Did {object} appear in {subject}?",
    wh: "Who appeared in {subject}?",
    choice: "Which of the following appeared in {subject}?",
    subjectWh: "{wh} did {object} appear in?",
  },
  P162: {
    subject: "work",
    yesNo: "Was {subject} produced by {object}?",
    wh: "Who produced {subject}?",
    choice: "Which of the following produced {subject}?",
    subjectWh: "{wh} was produced by {object}?",
    possessive: "producer",
  },
  P166: {
    yesNo: "Did {subject} receive {object}?",
    wh: "Which award did {subject} receive?",
    choice: "Which of the following awards did {subject} receive?",
    subjectWh: "{wh} received {object}?",
    forObjects: {
      "hall-of-fame": {
        yesNo: "Was {subject} inducted into {object}?",
        wh: "Which hall of fame was {subject} inducted into?",
        whOfSeveral: "Name one of the halls of fame {subject} was inducted into.",
        choice: "Which of the following halls of fame was {subject} inducted into?",
        subjectWh: "{wh} was inducted into {object}?",
      },
      "walk-of-fame": {
        yesNo: "Was {subject} inducted into {object}?",
        wh: "Which walk of fame was {subject} inducted into?",
        whOfSeveral: "Name one of the walks of fame {subject} was inducted into.",
        choice: "Which of the following walks of fame was {subject} inducted into?",
        subjectWh: "{wh} was inducted into {object}?",
      },
    },
  },
  P170: {
    // What a creator made is a painting as often as a fictional character: its name is not quoted
    // (fresh sample 55: 'Who created "Ron Weasley"?'), unless the graph shows a work of art.
    subject: "creation",
    ...createdBy,
    possessive: "creator",
    forArt: {
      painting: {
        subject: "work",
        yesNo: "Was {subject} painted by {object}?",
        wh: "Who painted {subject}?",
        choice: "Which of the following painted {subject}?",
        // Not "{wh}": "Which painting did Tintoretto paint?" says it twice (the golden file).
        subjectWh: "Which of the following did {object} paint?",
      },
      artwork: { subject: "work", ...createdBy },
    },
  },
  P171: {
    subject: "species",
    object: "species",
    yesNo: "Is {object} the parent taxon of {subject}?",
    wh: "What is the parent taxon of {subject}?",
    subjectWh: "{wh} has {object} as its parent taxon?",
  },
  P172: {
    object: "ethnic-group",
    yesNo: "Did {subject} belong to the ethnic group {object}?",
    wh: "Which ethnic group did {subject} belong to?",
    choice: "Which of the following ethnic groups did {subject} belong to?",
    subjectWh: "{wh} belonged to the ethnic group {object}?",
    subjects: "people",
  },
  P175: {
    subject: "work",
    yesNo: "Was {subject} performed by {object}?",
    wh: "Who performed {subject}?",
    choice: "Which of the following performed {subject}?",
    subjectWh: "{wh} was performed by {object}?",
    possessive: "performer",
  },
  P176: {
    subject: "product-model",
    // A product model: "the Nokia 6011i".
    yesNo: "Was {subject} manufactured by {object}?",
    // "Who": the maker may be a company, a state ("Soviet Union") or a person.
    wh: "Who manufactured {subject}?",
    choice: "Which of the following manufactured {subject}?",
    subjectWh: "{wh} was manufactured by {object}?",
    possessive: "manufacturer",
  },
  P177: {
    object: "body-of-water",
    // A river: "the Brenta", without types in the snapshot.
    yesNo: "Does {subject} cross {object}?",
    wh: "What does {subject} cross?",
    choice: "Which of the following does {subject} cross?",
    subjectWh: "{wh} crosses {object}?",
  },
  P178: {
    yesNo: "Was {subject} developed by {object}?",
    wh: "Who developed {subject}?",
    choice: "Which of the following developed {subject}?",
    subjectWh: "{wh} was developed by {object}?",
    possessive: "developer",
  },
  P179: {
    subject: "work",
    yesNo: "Is {subject} part of {object}?",
    wh: "Which series is {subject} part of?",
    subjectWh: "{wh} is part of {object}?",
  },
  P183: {
    subject: "species",
    yesNo: "Is {subject} endemic to {object}?",
    wh: "{wh} is {subject} endemic to?",
    choice: "Which of the following is {subject} endemic to?",
    subjectWh: "{wh} is endemic to {object}?",
  },
  P185: {
    yesNo: "Was {object} a doctoral student of {subject}?",
    wh: "Who was a doctoral student of {subject}?",
    choice: "Which of the following was a doctoral student of {subject}?",
    subjectWh: "Who supervised the doctorate of {object}?",
  },
  P190: {
    yesNo: "Is {subject} twinned with {object}?",
    wh: "{wh} is {subject} twinned with?",
    choice: "Which of the following is {subject} twinned with?",
    subjects: "not-people",
  },
  P195: {
    yesNo: "Is {subject} in the collection of {object}?",
    wh: "Which collection is {subject} part of?",
    choice: "Which of the following holds {subject} in its collection?",
    subjectWh: "{wh} is in the collection of {object}?",
  },
  P206: {
    yesNo: "Is {subject} located on {object}?",
    wh: "Which body of water is {subject} located on?",
    choice: "Which of the following bodies of water is {subject} located on?",
    subjectWh: "{wh} is located on {object}?",
  },
  P264: {
    object: "record-label",
    // The subject is an artist, a band or a recording (most have no type in Wikidata): "on the X
    // label" fits all three, "signed to" only artists.
    yesNo: "Was {subject} on the {object} label?",
    wh: "Which record label was {subject} on?",
    choice: "Which of the following record labels was {subject} on?",
    subjectWh: "{wh} was on the {object} label?",
    possessive: "record label",
    forPeople: {
      yesNo: "Was {subject} signed to {object}?",
      wh: "Which record label was {subject} signed to?",
      choice: "Which of the following record labels was {subject} signed to?",
      subjectWh: "{wh} was signed to {object}?",
    },
  },
  P272: {
    subject: "work",
    yesNo: "Was {subject} produced by {object}?",
    wh: "Which company produced {subject}?",
    choice: "Which of the following companies produced {subject}?",
    subjectWh: "{wh} was produced by {object}?",
    possessive: "production company",
  },
  P276: {
    yesNo: "Is {subject} located in {object}?",
    wh: "Where is {subject} located?",
    choice: "Which of the following is a location of {subject}?",
    subjectWh: "{wh} is located in {object}?",
    forKinds: {
      event: {
        yesNo: "Did {subject} take place in {object}?",
        wh: "Where did {subject} take place?",
        choice: "Where did {subject} take place?",
        subjectWh: "{wh} took place in {object}?",
      },
    },
  },
  P279: {
    subject: "class",
    yesNo: "Is {subject} a type of {object}?",
    wh: "What is {subject} a type of?",
    choice: "Which of the following is {subject} a type of?",
    subjectWh: "{wh} is a type of {object}?",
  },
  P291: {
    yesNo: "Was {subject} published in {object}?",
    wh: "Where was {subject} published?",
    subjectWh: "{wh} was published in {object}?",
  },
  P344: {
    yesNo: "Was {object} the director of photography of {subject}?",
    wh: "Who was the director of photography of {subject}?",
    usuallyOneValue: "A film has one director of photography but for a few.",
    choice: "Which of the following was a director of photography of {subject}?",
    subjectWh: "{wh} had {object} as its director of photography?",
  },
  P361: {
    yesNo: "Is {subject} part of {object}?",
    wh: "{wh} is {subject} part of?",
    choice: "Which of the following is {subject} part of?",
    subjectWh: "{wh} is part of {object}?",
  },
  P364: {
    subject: "work",
    yesNo: "Was {subject} originally made in {object}?",
    wh: "What is the original language of {subject}?",
    usuallyOneValue: "A work is made in one language but for a few.",
    subjectWh: "{wh} was originally made in {object}?",
  },
  P403: {
    subject: "body-of-water",
    object: "body-of-water",
    yesNo: "Does {subject} flow into {object}?",
    wh: "{wh} does {subject} flow into?",
    subjectWh: "{wh} flows into {object}?",
  },
  P407: {
    yesNo: "Is {subject} in {object}?",
    wh: "What language is {subject} in?",
    choice: "Which of the following languages is {subject} in?",
    subjectWh: "{wh} is in {object}?",
  },
  P412: {
    // Voice types are often German or Italian nouns ("Heldentenor"), which "a"/"an" cannot classify.
    yesNo: "Did {subject} have the voice type {object}?",
    wh: "What was the voice type of {subject}?",
    usuallyOneValue: "A singer has one voice type but for a few.",
    subjectWh: "{wh} had the voice type {object}?",
  },
  P413: {
    object: "class",
    yesNo: "Did {subject} play as {object}?",
    wh: "Which position did {subject} play?",
    choice: "Which of the following positions did {subject} play?",
    subjectWh: "{wh} played as {object}?",
    neutralForPeople: {
      form: "reputation",
      wh: "Which position is {subject} known for playing?",
      choice: "Which of the following positions is {subject} known for playing?",
      reason: "'known for' speaks of a reputation, which the dead keep.",
    },
  },
  P427: {
    yesNo: "Is {object} the taxonomic type of {subject}?",
    wh: "What is the taxonomic type of {subject}?",
  },
  P449: {
    subject: "work",
    yesNo: "Was {subject} originally broadcast on {object}?",
    wh: "On which network was {subject} originally broadcast?",
    choice: "Which of the following networks originally broadcast {subject}?",
    subjectWh: "{wh} was originally broadcast on {object}?",
  },
  P451: {
    yesNo: "Was {subject} in a relationship with {object}?",
    wh: "Who was {subject} in a relationship with?",
    choice: "Which of the following was {subject} in a relationship with?",
  },
  P452: {
    object: "sector",
    yesNo: "Is {subject} active in {object}?",
    wh: "What industry is {subject} in?",
    choice: "Which of the following is an industry of {subject}?",
  },
  P463: {
    yesNo: "Is {subject} a member of {object}?",
    wh: "{wh} is {subject} a member of?",
    choice: "Which of the following is {subject} a member of?",
    subjectWh: "{wh} is a member of {object}?",
    // Not "What did X join?": readers found it vague, and one is elected to an academy.
    neutralForPeople: {
      form: "perfect",
      yesNo: "Is {subject} known to have been a member of {object}?",
      wh: "{wh} is {subject} known to have been a member of?",
      choice: "Which of the following is {subject} known to have been a member of?",
      reason: "'known to have been' holds while the person lives and after, and for a former membership.",
    },
  },
  P466: {
    object: "team",
    yesNo: "Is {subject} used by {object}?",
    wh: "Who uses {subject}?",
    choice: "Which of the following uses {subject}?",
    subjectWh: "{wh} is used by {object}?",
  },
  P488: {
    yesNo: "Is {object} the chairperson of {subject}?",
    wh: "Who is the chairperson of {subject}?",
    subjectWh: "{wh} has {object} as its chairperson?",
    possessive: "chairperson",
  },
  P495: {
    yesNo: "Is {subject} from {object}?",
    wh: "Which country is {subject} from?",
    choice: "Which of the following countries is {subject} from?",
    subjectWh: "{wh} is from {object}?",
  },
  P509: {
    object: "cause",
    // A cause: "die of a stroke", "die of pneumonia".
    yesNo: "Did {subject} die of {object}?",
    wh: "What was the cause of death of {subject}?",
    usuallyOneValue: "A person dies of one cause but for a few (an illness and its complication).",
    subjectWh: "{wh} died of {object}?",
    unwordableObjects: [
      "killed in action",
      "capital punishment",
      "decapitation",
      "guillotine",
      "execution",
      "shooting",
    ],
  },
  P527: {
    yesNo: "Is {object} part of {subject}?",
    wh: "{wh} is part of {subject}?",
    choice: "Which of the following is part of {subject}?",
    subjectWh: "{wh} includes {object}?",
  },
  P530: {
    yesNo: "Does {subject} have diplomatic relations with {object}?",
    wh: "{wh} does {subject} have diplomatic relations with?",
    choice: "Which of the following does {subject} have diplomatic relations with?",
    // The snapshot lists only some of a country's relations: a missing one proves nothing.
    openWorld: true,
  },
  P551: {
    yesNo: "Did {subject} live in {object}?",
    wh: "Where did {subject} live?",
    choice: "Which of the following places did {subject} live in?",
    subjectWh: "{wh} lived in {object}?",
    neutralForPeople: {
      form: "perfect",
      yesNo: "Is {subject} known to have lived in {object}?",
      wh: "Where is {subject} known to have lived?",
      choice: "Which of the following places is {subject} known to have lived in?",
      reason: "'known to have lived' holds while the person lives and after, and for a former home.",
    },
  },
  P610: {
    yesNo: "Is {object} the highest point of {subject}?",
    wh: "What is the highest point of {subject}?",
    subjectWh: "{wh} has {object} as its highest point?",
    possessive: "highest point",
    subjects: "not-people",
    // A city's highest point is in it: "the highest point in Barcelona" (fresh sample 37).
    forKinds: {
      settlement: {
        yesNo: "Is {object} the highest point in {subject}?",
        wh: "What is the highest point in {subject}?",
      },
    },
  },
  P611: {
    object: "religious-order",
    // An order takes "the": "the Benedictines", "the Society of Jesus", "the Holy Ghost Fathers".
    yesNo: "Was {subject} a member of {object}?",
    wh: "Which religious order was {subject} a member of?",
    subjectWh: "{wh} was a member of {object}?",
  },
  P641: {
    yesNo: "Is {subject} associated with the sport of {object}?",
    wh: "Which sport is {subject} associated with?",
    choice: "Which of the following sports is {subject} associated with?",
    subjectWh: "{wh} is associated with the sport of {object}?",
  },
  P669: {
    yesNo: "Is {subject} located on {object}?",
    wh: "Which street is {subject} located on?",
    subjectWh: "{wh} is located on {object}?",
  },
  P676: {
    subject: "work",
    yesNo: "Did {object} write the lyrics of {subject}?",
    wh: "Who wrote the lyrics of {subject}?",
    choice: "Which of the following wrote the lyrics of {subject}?",
    subjectWh: "{wh} did {object} write the lyrics of?",
    possessive: "lyricist",
  },
  P737: {
    yesNo: "Was {subject} influenced by {object}?",
    // Mostly people, but also music, a school or a work: "Who influenced Wassily Kandinsky?" with
    // "music" for its answer asks nothing (held-out-6).
    wh: "{wh} influenced {subject}?",
    whFallback: "Who",
    choice: "Which of the following influenced {subject}?",
    subjectWh: "{wh} was influenced by {object}?",
    openWorld: true,
  },
  P740: {
    // A band is formed; a company, a label, a studio, a festival or a club is founded ("Where was
    // Stax Records founded?"), whether or not the kinds table knows its class (fresh samples 32, 33).
    yesNo: "Was {subject} founded in {object}?",
    wh: "Where was {subject} founded?",
    subjectWh: "{wh} was founded in {object}?",
    subjects: "not-people",
    forBands: {
      yesNo: "Was {subject} formed in {object}?",
      wh: "Where was {subject} formed?",
      subjectWh: "{wh} was formed in {object}?",
    },
    // A language is created, not founded (fresh sample 47, two readers: "Where was Esperanto
    // founded?").
    forKinds: {
      language: {
        yesNo: "Was {subject} created in {object}?",
        wh: "Where was {subject} created?",
        subjectWh: "{wh} was created in {object}?",
      },
    },
  },
  P749: {
    yesNo: "Is {object} the parent organization of {subject}?",
    wh: "What is the parent organization of {subject}?",
    usuallyOneValue: "An organisation has one parent at a time but for joint ventures.",
    subjectWh: "{wh} has {object} as its parent organization?",
    possessive: "parent organization",
  },
  P780: {
    yesNo: "Is {object} a symptom of {subject}?",
    wh: "What is a symptom of {subject}?",
    choice: "Which of the following is a symptom of {subject}?",
    subjectWh: "{wh} has {object} as a symptom?",
    openWorld: true,
  },
  P800: {
    yesNo: "Is {object} a notable work of {subject}?",
    wh: "What is a notable work of {subject}?",
    choice: "Which of the following is a notable work of {subject}?",
    subjectWh: "{wh} has {object} as a notable work?",
    presentAfterDeath: "A work stays notable after its author's death.",
  },
  P840: {
    yesNo: "Is {subject} set in {object}?",
    wh: "Where is {subject} set?",
    choice: "Which of the following places is {subject} set in?",
    subjectWh: "{wh} is set in {object}?",
  },
  P937: {
    yesNo: "Did {subject} work in {object}?",
    wh: "Where did {subject} work?",
    choice: "Which of the following places did {subject} work in?",
    subjectWh: "{wh} worked in {object}?",
    subjects: "people",
  },
  P945: {
    yesNo: "Did {subject} serve {object}?",
    // "Which country" for a state, "What" for a cause ("Carlism").
    wh: "{wh} did {subject} serve?",
    choice: "Which of the following did {subject} serve?",
    subjectWh: "{wh} served {object}?",
  },
  P1001: {
    // "applies to jurisdiction" links laws, offices, agencies and armed forces to a state: "under the
    // jurisdiction of" reads right for all of them, "apply to" only for laws.
    yesNo: "Is {subject} under the jurisdiction of {object}?",
    wh: "Which jurisdiction is {subject} under?",
    choice: "Which of the following jurisdictions is {subject} under?",
    subjectWh: "{wh} is under the jurisdiction of {object}?",
  },
  P1050: {
    yesNo: "Did {subject} have {object}?",
    wh: "Which medical condition did {subject} have?",
    choice: "Which of the following medical conditions did {subject} have?",
    subjectWh: "{wh} had {object}?",
    openWorld: true,
  },
  P1056: {
    yesNo: "Does {subject} produce {object}?",
    wh: "What does {subject} produce?",
    choice: "Which of the following does {subject} produce?",
    subjectWh: "{wh} produces {object}?",
  },
  P1303: {
    object: "instrument",
    // "play the piano", and "sing" for the voice, which Wikidata lists as an instrument.
    yesNo: "Did {subject} {object:play}?",
    wh: "Which instrument did {subject} play?",
    whOfSeveral: "Name one of the instruments {subject} played.",
    choice: "Which of the following instruments did {subject} play?",
    subjectWh: "{wh} played {object}?",
    neutralForPeople: {
      form: "reputation",
      wh: "Which instrument is {subject} known for playing?",
      whOfSeveral: "Name one of the instruments {subject} is known for playing.",
      choice: "Which of the following instruments is {subject} known for playing?",
      reason: "'known for' speaks of a reputation, which the dead keep.",
    },
    yesNoOnlyObjects: voiceLabels,
    // A band plays several instruments: "Which instrument did Emerson, Lake & Palmer play?" reads
    // as if it played one.
    subjects: "people",
  },
  P1376: {
    yesNo: "Is {subject} the capital of {object}?",
    wh: "{wh} is {subject} the capital of?",
    choice: "Which of the following is {subject} the capital of?",
    subjectWh: "{wh} is the capital of {object}?",
    subjects: "not-people",
  },
  P1412: {
    yesNo: "Did {subject} speak {object}?",
    wh: "Which language did {subject} speak?",
    whOfSeveral: "Name one of the languages {subject} spoke.",
    choice: "Which of the following languages did {subject} speak?",
    subjectWh: "{wh} spoke {object}?",
    neutralForPeople: {
      form: "living",
      yesNo: "Does {subject} speak {object}?",
      wh: "Which language does {subject} speak?",
      whOfSeveral: "Name one of the languages {subject} speaks.",
      choice: "Which of the following languages does {subject} speak?",
      reason:
        "No form read right for the living and the dead in the tense experiment, and 'known to have spoken' read wrong for 25 of 34 such people in the samples, the living.",
    },
    openWorld: true,
    subjects: "people",
  },
  P1441: {
    yesNo: "Does {subject} appear in {object}?",
    wh: "Which work does {subject} appear in?",
    choice: "Which of the following works does {subject} appear in?",
    presentAfterDeath: "A work still shows a person after the person's death.",
    subjectWh: "{wh} appears in {object}?",
  },
  P1454: {
    object: "class",
    yesNo: "Is {subject} {object}?",
    wh: "What is the legal form of {subject}?",
  },
  P1532: {
    yesNo: "Does {subject} represent {object} in sport?",
    wh: "Which country does {subject} represent in sport?",
    subjectWh: "{wh} represents {object} in sport?",
  },
  P1923: {
    object: "team",
    yesNo: "Did {object} take part in {subject}?",
    // One of several: a match has two teams, and "Which team took part in Super Bowl XXXIV?" reads
    // as if one did; "Which is one of the teams that took part in ...?" reads as no one writes
    // (fresh samples 36 and 38).
    wh: "Name a team that took part in {subject}.",
    choice: "Which of the following teams took part in {subject}?",
    subjectWh: "{wh} did {object} take part in?",
  },
  P1995: {
    yesNo: "Is {object} the medical specialty of {subject}?",
    wh: "Which medical specialty deals with {subject}?",
  },
  P2176: {
    yesNo: "Is {object} used to treat {subject}?",
    wh: "What is used to treat {subject}?",
    choice: "Which of the following is used to treat {subject}?",
    subjectWh: "{wh} is treated with {object}?",
    openWorld: true,
  },
  P2348: {
    // "from the time of": the period may be a state ("the Byzantine Empire").
    yesNo: "Is {subject} from the time of {object}?",
    wh: "Which time period does {subject} belong to?",
    subjectWh: "{wh} is from the time of {object}?",
  },
  P2632: {
    yesNo: "Was {subject} detained in {object}?",
    wh: "Where was {subject} detained?",
    subjectWh: "{wh} was detained in {object}?",
  },
  P3018: {
    yesNo: "Is {subject} located in {object}?",
    wh: "Which protected area is {subject} located in?",
    subjectWh: "{wh} is located in {object}?",
  },
  P3095: {
    object: "class",
    yesNo: "Is {subject} practiced by {object}?",
    wh: "Who practices {subject}?",
  },
  P3373: {
    yesNo: "Is {object} a sibling of {subject}?",
    wh: "Who is a sibling of {subject}?",
    choice: "Which of the following is a sibling of {subject}?",
    possessive: "sibling",
  },
  P4552: {
    yesNo: "Is {subject} in {object}?",
    wh: "Which mountain range is {subject} in?",
    subjectWh: "{wh} is in {object}?",
  },
  P6886: {
    yesNo: "Did {subject} write in {object}?",
    wh: "In which language did {subject} write?",
    choice: "Which of the following languages did {subject} write in?",
    subjectWh: "{wh} wrote in {object}?",
  },
  P7937: {
    object: "class",
    subject: "work",
    yesNo: "Is {subject} {object}?",
    wh: "What form of creative work is {subject}?",
    subjectWh: "{wh} is {object}?",
  },
  P7959: {
    // Not "the historic county of County Dublin": the county's name says what it is. Not "Is X
    // historically in Y?", which reads as if X had moved.
    yesNo: "Does {subject} lie within the historic boundaries of {object}?",
    wh: "Which historic county is {subject} in?",
    subjectWh: "{wh} lies within the historic boundaries of {object}?",
  },
};
