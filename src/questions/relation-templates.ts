import type { Relation } from "../knowledge/fact-set.js";
import {
  expandKinds,
  hasClass,
  isFormerEntity,
  isPerson,
  type EntityKind,
  type LabelledClasses,
} from "./entity-kind.js";
import { isDatedEventName, isOrganisationName, voteNounPattern } from "./class-label-kind.js";
import { indefiniteArticle, tidyLabel } from "./noun-phrase.js";
import type { PartOfSpeechTagger } from "./part-of-speech-tagger.js";
import { isPastTense, pastTense } from "./past-tense.js";
import { relationFormOf } from "./relation-form.js";
import { relationLexicon, type RelationLexiconEntry } from "./relation-lexicon.js";
import { relationSemantics } from "./relation-semantics.js";
import type { WordingKind } from "./wording-kind.js";
import type { ArtShown } from "./artworks-shown.js";
import { objectWordingOf, type ObjectWording } from "./object-wordings.js";

/** The question templates of one relation (placeholders as in {@link RelationLexiconEntry}). */
export interface RelationTemplates {
  /** Where the templates come from: `lexicon:P19`, or the form: `noun`, `noun-of`, `passive`, `active`. */
  source: string;
  /** Yes-no question stating (SUBJECT, relation, OBJECT). */
  yesNo: string;
  /** WH question asking for the OBJECT. */
  wh: string;
  /** WH question when the subject holds several values (see `RelationLexiconEntry.whOfSeveral`). */
  whOfSeveral?: string | undefined;
  /** Multiple-choice stem when the subject has several objects; otherwise multiple choice uses `wh`. */
  choice: string | undefined;
  /** Question asking for the SUBJECT (multiple choice in the subject direction), if the relation has one. */
  subjectWh: string | undefined;
  /** The relation as a noun after a possessive ("spouse"), for two-hop questions; `undefined` if none. */
  possessive: string | undefined;
  /** Two-hop wording of the event in the place (see `RelationLexiconEntry.inPlace`), if any. */
  inPlace?: { yesNo: string; wh: string; where: string; startOfLife?: true } | undefined;
  /** The interrogative for answers without known types ("What" unless the lexicon says otherwise). */
  whFallback: string;
  /**
   * Whether WH is asked only with an interrogative that names the answer's kind, not "What" or
   * "Which place" (see {@link RelationLexiconEntry.whNeedsKind}).
   */
  whNeedsKind?: boolean;
  /** Whether a missing edge proves nothing for this relation, so No questions are not made. */
  openWorld: boolean;
  /** What the subject is, as the lexicon declares it (see {@link RelationLexiconEntry.subject}). */
  subjectKind?: WordingKind;
  /** What the object is, as the lexicon declares it (see {@link RelationLexiconEntry.object}). */
  objectKind?: WordingKind;
  /**
   * Whether the questions are in the past tense, so they ask about any value ever held ("Was X a
   * member of Y?"), not the current one: what eligibility reads, never the text.
   */
  past: boolean;
  /**
   * The templates to use when the subject is a person whose death the graph does not show, if they
   * differ: a career in the past tense, a tense-neutral wording ("Which occupation is X known
   * for?"), a wording for people ("Which genre is X known for?").
   */
  forPeople?: RelationTemplates;
  /**
   * The templates to use when the subject is a person whose death the graph shows, if they differ:
   * the people's wording in the past tense ("What was the native language of Dalida?").
   */
  forTheDead?: RelationTemplates;
  /** The templates to use when the subject no longer exists (a dissolved state), if they differ. */
  forFormer?: RelationTemplates;
  /** The templates to use when the subject is a band, if they differ ("Which country is X from?"). */
  forBands?: RelationTemplates;
  /**
   * The templates to use when the subject is a work of art (`RelationLexiconEntry.forArt`): 'Who
   * painted "The Triumph of Death"?'.
   */
  forArt?: Partial<Record<ArtShown, RelationTemplates>>;
  /**
   * The templates to use for objects of a kind (`RelationLexiconEntry.forObjects`): a hall of fame
   * one is inducted into. See {@link templatesForObjects}.
   */
  forObjects?: Partial<Record<ObjectWording, RelationTemplates>>;
  /**
   * The templates to use when the subject is a division with a seat (see
   * `RelationLexiconEntry.forSeats`): "Is Chicago the seat of Cook County?".
   */
  forSeats?: RelationTemplates;
  /** The templates to use when the subject is a British or Irish county (`RelationLexiconEntry.forCountyTowns`). */
  forCountyTowns?: RelationTemplates;
  /**
   * The templates to use when the subject is of a kind the lexicon words otherwise (see
   * `RelationLexiconEntry.forKinds`): an organisation ("Which genre is Stax Records associated
   * with?"), an event ("In which country did the Battle of Lützen take place?"), a language.
   */
  forKinds?: Partial<Record<EntityKind, RelationTemplates>>;
  /** The kind of subject the relation is about, if only one (see {@link RelationLexiconEntry.subjects}). */
  subjects?: "people" | "not-people";
  /** Object labels asked in Yes-No questions only (see {@link RelationLexiconEntry.yesNoOnlyObjects}). */
  yesNoOnlyObjects?: readonly string[];
  /** Object labels the wording cannot name (see {@link RelationLexiconEntry.unwordableObjects}). */
  unwordableObjects?: readonly string[];
}

/**
 * Whether a subject is of the kind the relation is about: a typed subject that is a person for a
 * relation about places and organisations, or not a person for one about people, is not; nor an
 * untyped name of a building or an institution for a relation about people.
 */
export function fitsSubject(
  templates: RelationTemplates,
  subject: { readonly types: readonly string[]; readonly label: string },
): boolean {
  if (templates.subjects === undefined) return true;
  // An untyped church or school is no person: "What was the religion of Auferstehungskirche?"
  if (subject.types.length === 0)
    return templates.subjects !== "people" || !institutionLabel.test(subject.label.trim());
  return isPerson(subject) === (templates.subjects === "people");
}

/** Last words of names of buildings and institutions, in English and a few languages of the snapshot. */
const institutionLabel =
  /(?:kirche|kerk|kirke|kyrka|church|cathedral|chapel|abbey|temple|mosque|synagogue|monastery|school|university|college|institute|party|society|company|records)$/iu;

/**
 * The templates for questions about `objects` (a Yes-No question's or a subject question's one
 * object, the values a WH question accepts): the relation's wording for their kind
 * (`RelationTemplates.forObjects`) when all are of one such kind, else `templates`.
 */
export function templatesForObjects(
  templates: RelationTemplates,
  objects: readonly ({ readonly types: readonly string[]; readonly label: string } | undefined)[],
): RelationTemplates {
  if (templates.forObjects === undefined || objects.length === 0) return templates;
  const kinds = new Set(
    objects.map((object) => (object === undefined ? undefined : objectWordingOf(object))),
  );
  const [kind] = kinds;
  return kinds.size === 1 && kind !== undefined ? (templates.forObjects[kind] ?? templates) : templates;
}

/** Whether two objects are of the same object wording (see {@link templatesForObjects}), or neither has one. */
export function sameObjectWording(
  left: { readonly types: readonly string[]; readonly label: string } | undefined,
  right: { readonly types: readonly string[]; readonly label: string } | undefined,
): boolean {
  return (
    (left === undefined ? undefined : objectWordingOf(left)) ===
    (right === undefined ? undefined : objectWordingOf(right))
  );
}

/** Whether the wording cannot name an object (see {@link RelationTemplates.unwordableObjects}). */
export function isUnwordableObject(
  templates: RelationTemplates,
  object: { readonly label: string },
): boolean {
  return templates.unwordableObjects?.includes(object.label.trim().toLowerCase()) ?? false;
}

/** Whether an object is asked in Yes-No questions only (see {@link RelationTemplates.yesNoOnlyObjects}). */
export function isYesNoOnlyObject(templates: RelationTemplates, object: { readonly label: string }): boolean {
  return templates.yesNoOnlyObjects?.includes(object.label.trim().toLowerCase()) ?? false;
}

/** Options of {@link templatesForSubject}. */
export interface TemplatesForSubjectOptions {
  /**
   * Whether the graph shows the subject's death (`EntityProfiles.died`). Default false: a subject
   * whose life the caller does not tell, or must not (a two-hop bridge, whose death the tense
   * would give away), is asked in the tense-neutral wording.
   */
  died?: boolean;
  /**
   * Whether the subject, which has no types, is a person by its relations
   * (`EntityProfiles.untypedPerson`), and so worded as a person is. Default false.
   */
  person?: boolean;
  /**
   * Whether the graph shows that the subject, a state, no longer exists (`EntityProfiles.dissolved`),
   * beside what its types say (`isFormerEntity`). Default false.
   */
  dissolved?: boolean;
  /**
   * What the subject is as a work of art, as the graph shows it (`EntityProfiles.art`): a
   * painting, another work of art, or not known (default).
   */
  art?: ArtShown | undefined;
  /**
   * Records of the classes the kinds table lacks, from their labels (`EntityProfiles.labelledClasses`):
   * a "county of Texas" is a division with a seat (`forSeats`).
   */
  labelled?: LabelledClasses;
}

/**
 * The templates that fit a subject: for people (P31 human), {@link RelationTemplates.forTheDead}
 * when the graph shows their death and {@link RelationTemplates.forPeople} otherwise;
 * {@link RelationTemplates.forFormer} for entities that no longer exist (see `isFormerEntity`);
 * {@link RelationTemplates.forBands} for bands; {@link RelationTemplates.forArt} for works of art
 * the graph shows (`EntityProfiles.art`); {@link RelationTemplates.forKinds} for subjects of
 * a kind the lexicon words otherwise (other organisations, events, languages), and its `concept`
 * wording for a flag or a coat of arms named as such; for an untyped subject, its `event` wording
 * for one named as a vote or a dated event, its `organisation` wording for one named as an
 * organisation.
 */
export function templatesForSubject(
  templates: RelationTemplates,
  subject: { readonly types: readonly string[]; readonly label?: string },
  options: TemplatesForSubjectOptions = {},
): RelationTemplates {
  if (
    (templates.forPeople !== undefined || templates.forTheDead !== undefined) &&
    (isPerson(subject) || options.person === true)
  ) {
    const forPerson =
      options.died === true ? (templates.forTheDead ?? templates.forPeople) : templates.forPeople;
    if (forPerson !== undefined) return forPerson;
  }
  if (templates.forFormer !== undefined && (options.dissolved === true || isFormerEntity(subject)))
    return templates.forFormer;
  if (templates.forBands !== undefined && hasClass(subject, (record) => record.named === "band"))
    return templates.forBands;
  const forArt = options.art === undefined ? undefined : templates.forArt?.[options.art];
  if (forArt !== undefined) return forArt;
  if (
    templates.forSeats !== undefined &&
    hasClass(subject, (record) => record.seat === true, options.labelled) &&
    !hasClass(subject, (record) => record.kind === "country")
  )
    return templates.forCountyTowns !== undefined &&
      hasClass(subject, (record) => record.countyTown === true, options.labelled)
      ? templates.forCountyTowns
      : templates.forSeats;
  if (templates.forKinds !== undefined)
    for (const [kind, forKind] of Object.entries(templates.forKinds))
      if (
        hasClass(subject, (record) => record.kind === kind, options.labelled) &&
        // A city that is a state or a division too (Singapore, Delhi) is worded as that.
        !(
          kind === "settlement" &&
          hasClass(
            subject,
            (record) => record.kind === "country" || record.kind === "region",
            options.labelled,
          )
        ) &&
        // So is a country that is some other kind too: Switzerland, a confederation, has a capital,
        // not an organisation's seat (fresh sample 44).
        !(kind !== "country" && hasClass(subject, (record) => record.kind === "country", options.labelled)) &&
        // And a place that some class calls a body: Bengaluru, a "municipal corporation in India", is
        // in India, not based there; so is a temple run by a foundation (fresh sample 46).
        !(
          (kind === "organisation" || kind === "military") &&
          hasClass(
            subject,
            (record) => record.kind !== undefined && placeKinds.has(record.kind),
            options.labelled,
          )
        )
      )
        return forKind;
  // A flag or a coat of arms named as such is an emblem, whatever the source types it as (most are
  // untyped): it is associated with a country, not in one (fresh sample 42: "Is the flag of Ontario
  // in Canada?").
  const concept = templates.forKinds?.concept;
  if (concept !== undefined && subject.label !== undefined && emblemName.test(subject.label.trim()))
    return concept;
  // A vote named as such is an event, which took place somewhere, where the source gives it no type
  // (fresh sample 53: "Is the 1982 Northwest Territories division plebiscite in Canada?"); so is a
  // season, a cup or a ceremony named with its date ("Is the 1991–92 AHL season in Canada?").
  const event = templates.forKinds?.event;
  if (
    event !== undefined &&
    subject.types.length === 0 &&
    subject.label !== undefined &&
    (voteName.test(subject.label.trim()) || isDatedEventName(subject.label))
  )
    return event;
  // And an organisation named as such is based in a place, not in it ("Is the Canadian International
  // Development Agency in Canada?").
  const organisation = templates.forKinds?.organisation;
  if (
    organisation !== undefined &&
    subject.types.length === 0 &&
    subject.label !== undefined &&
    isOrganisationName(subject.label)
  )
    return organisation;
  return templates;
}

/** A vote's name: "1995 Quebec referendum", "Maltese general election, 1987". */
const voteName = new RegExp(`\\b(?:${voteNounPattern})(?:, \\d{4})?$`, "u");

/** The kinds of place (the kind group `place`). */
const placeKinds: ReadonlySet<EntityKind> = expandKinds(["place"]);

/** A flag's or a coat of arms' name: "flag of Ontario", "Coat of arms of Toronto". */
const emblemName = /^(?:flag|coat of arms|seal|emblem) of \p{Lu}/iu;

/** Options of {@link relationTemplatesFor}. */
export interface RelationTemplatesOptions {
  /** Longest relation label, in words, that generic templates accept; longer ones read badly. Default 4. */
  maxGenericWords?: number;
  /**
   * Part-of-speech tagger for labels outside the lexicon, called only for those (a function, so the
   * tagger's model loads only when needed). Without it the word lists of {@link relationFormOf} decide.
   */
  tagger?: () => PartOfSpeechTagger;
}

/**
 * The templates for a relation: its {@link relationLexicon} entry when there is one, else generic
 * templates from its {@link relationFormOf form} following the paper's rules (section 3.2.1), e.g.
 * "capital" gives "Is {object} the capital of {subject}?" and "{wh} is the capital of {subject}?".
 * `undefined` when the label is empty, looks like an id or an IRI, holds braces, or is too long.
 */
export function relationTemplatesFor(
  relation: Relation,
  options: RelationTemplatesOptions = {},
): RelationTemplates | undefined {
  const { maxGenericWords = 4 } = options;
  const entry = relationLexicon[relation.id];
  if (entry !== undefined) return lexiconTemplates(relation.id, entry);

  const label = tidyLabel(relation.label);
  if (
    label === "" ||
    looksLikeId(label) ||
    /[{}]/u.test(label) ||
    !/^[\p{L}\p{N} '’,-]+$/u.test(label) ||
    label.split(" ").length > maxGenericWords
  )
    return undefined;

  const form = relationFormOf(label, options.tagger?.());
  switch (form.kind) {
    case "noun": {
      if (form.preposition === undefined) {
        return {
          source: "noun",
          yesNo: `Is {object} the ${form.noun} of {subject}?`,
          wh: `{wh} is the ${form.noun} of {subject}?`,
          choice: `Which of the following is ${indefiniteArticle(form.noun)} ${form.noun} of {subject}?`,
          subjectWh: `{of-wh} is {object} the ${form.noun}?`,
          possessive: form.noun.split(" ").length <= 3 ? form.noun : undefined,
          openWorld: false,
          past: false,
          whFallback: "What",
        };
      }
      // "part of" reads without an article; "member of", "capital of" take "a"/"an".
      const noun =
        form.noun.toLowerCase() === "part" ? form.noun : `${indefiniteArticle(form.noun)} ${form.noun}`;
      return {
        source: "noun-of",
        yesNo: `Is {subject} ${noun} ${form.preposition} {object}?`,
        wh: `{wh} is {subject} ${noun} ${form.preposition}?`,
        choice: `Which of the following is {subject} ${noun} ${form.preposition}?`,
        subjectWh: `{wh} is ${noun} ${form.preposition} {object}?`,
        possessive: undefined,
        openWorld: false,
        past: false,
        whFallback: "What",
      };
    }
    case "passive": {
      const auxiliary = form.auxiliary === "was" ? "Was" : "Is";
      const wh = form.asksWhere
        ? `Where ${form.auxiliary} {subject} ${form.phrase.split(" ").slice(0, -1).join(" ")}?`
        : `{wh} ${form.auxiliary} {subject} ${form.phrase}?`;
      return {
        source: "passive",
        yesNo: `${auxiliary} {subject} ${form.phrase} {object}?`,
        wh,
        choice: undefined,
        subjectWh: `{wh} ${form.auxiliary} ${form.phrase} {object}?`,
        possessive: undefined,
        openWorld: false,
        past: form.auxiliary === "was",
        whFallback: "What",
      };
    }
    case "active":
      return {
        source: "active",
        yesNo: `Does {subject} ${form.basePhrase} {object}?`,
        wh: `{wh} does {subject} ${form.basePhrase}?`,
        choice: undefined,
        subjectWh: `{wh} ${label} {object}?`,
        possessive: undefined,
        openWorld: false,
        past: false,
        whFallback: "What",
      };
  }
}

/**
 * A lexicon entry's templates, with its declared kinds written into the placeholders
 * (`{object:team}`), and the tense from data: a person's values of a relation that changes and
 * holds several ("Was X a member of Y?", "Did X play for Y?") are asked in the past, as a career
 * whose every value was true at some time; a former entity's values of a relation that never
 * changes ("Was the Republic of Venice located on the Adriatic Sea?") too. (A present-tense question
 * about a former entity's values that change is stale and not asked: see `ineligibility`.) A
 * person's attributes follow the person's life as the graph shows it: in the past tense where it
 * shows the death ("What was the native language of Dalida?", unless `presentAfterDeath`), in the
 * entry's `neutralForPeople` wording where it does not ("Which occupation is Moby known for?").
 * Neither changes `past`, which eligibility reads: only the text follows the life. The question
 * asking for the subject keeps its tense, which would otherwise tell the answer.
 */
function lexiconTemplates(id: string, entry: RelationLexiconEntry): RelationTemplates {
  const withKinds = (template: string, subject = entry.subject): string => {
    let kinded = template;
    if (subject !== undefined) kinded = kinded.replaceAll("{subject}", `{subject:${subject}}`);
    if (entry.object !== undefined) kinded = kinded.replaceAll("{object}", `{object:${entry.object}}`);
    return kinded;
  };
  const optional = (template: string | undefined): string | undefined =>
    template === undefined ? undefined : withKinds(template);
  const templates: RelationTemplates = {
    source: `lexicon:${id}`,
    yesNo: withKinds(entry.yesNo),
    wh: withKinds(entry.wh),
    ...(entry.whOfSeveral === undefined ? {} : { whOfSeveral: withKinds(entry.whOfSeveral) }),
    choice: optional(entry.choice),
    subjectWh: optional(entry.subjectWh),
    possessive: entry.possessive,
    ...(entry.inPlace === undefined ? {} : { inPlace: entry.inPlace }),
    openWorld: entry.openWorld === true,
    past: isPastTense(entry.yesNo),
    whFallback: entry.whFallback ?? "What",
    ...(entry.whNeedsKind === undefined ? {} : { whNeedsKind: true }),
    ...(entry.subject === undefined ? {} : { subjectKind: entry.subject }),
    ...(entry.object === undefined ? {} : { objectKind: entry.object }),
    ...(entry.subjects === undefined ? {} : { subjects: entry.subjects }),
    ...(entry.yesNoOnlyObjects === undefined ? {} : { yesNoOnlyObjects: entry.yesNoOnlyObjects }),
    ...(entry.unwordableObjects === undefined ? {} : { unwordableObjects: entry.unwordableObjects }),
  };
  const semantics = relationSemantics[id];
  const inPast = (subjectToo: boolean): RelationTemplates => ({
    ...templates,
    yesNo: pastTense(templates.yesNo),
    wh: pastTense(templates.wh),
    ...pastOfSeveral(templates),
    choice: templates.choice === undefined ? undefined : pastTense(templates.choice),
    subjectWh:
      subjectToo && templates.subjectWh !== undefined ? pastTense(templates.subjectWh) : templates.subjectWh,
    past: true,
  });
  let forPeople: RelationTemplates | undefined;
  if (entry.forPeople !== undefined) {
    const { choice, subjectWh, yesNo, wh, whOfSeveral } = entry.forPeople;
    forPeople = {
      ...templates,
      yesNo: withKinds(yesNo),
      wh: withKinds(wh),
      whOfSeveral: optional(whOfSeveral),
      choice: optional(choice),
      subjectWh: optional(subjectWh),
      past: isPastTense(yesNo),
    };
  } else if (!templates.past && semantics?.time === "changes" && semantics.cardinality === "multi")
    forPeople = inPast(true);
  // The dead: the people's plain wording in the past tense ("What was the native language of
  // Dalida?", "Which instrument did X play?"), not "known for", which would claim a reputation.
  const people = forPeople ?? templates;
  const dead: RelationTemplates =
    entry.presentAfterDeath === undefined
      ? {
          ...people,
          yesNo: pastTense(people.yesNo),
          wh: pastTense(people.wh),
          ...pastOfSeveral(people),
          choice: people.choice === undefined ? undefined : pastTense(people.choice),
        }
      : people;
  const neutral = entry.neutralForPeople;
  if (neutral !== undefined)
    forPeople = {
      ...people,
      yesNo: neutral.yesNo === undefined ? people.yesNo : withKinds(neutral.yesNo),
      wh: neutral.wh === undefined ? people.wh : withKinds(neutral.wh),
      whOfSeveral: neutral.whOfSeveral === undefined ? people.whOfSeveral : withKinds(neutral.whOfSeveral),
      choice: neutral.choice === undefined ? people.choice : withKinds(neutral.choice),
    };
  if (forPeople !== undefined) templates.forPeople = forPeople;
  const living = forPeople ?? templates;
  if (
    dead.yesNo !== living.yesNo ||
    dead.wh !== living.wh ||
    dead.whOfSeveral !== living.whOfSeveral ||
    dead.choice !== living.choice
  )
    templates.forTheDead = dead;
  if (!templates.past && semantics?.time === "fixed") templates.forFormer = inPast(false);
  // Another wording of the same relation: the entry's templates, with the wording's text where it
  // has one ("Did the battle take place in X?" is worded in the past, but asks for the place as the
  // entry's wording does, today's country: eligibility stays the entry's, so a dissolved state is no
  // option among today's countries).
  const reworded = (
    wording: Pick<RelationLexiconEntry, "yesNo" | "wh" | "choice"> &
      Partial<Pick<RelationLexiconEntry, "subjectWh" | "possessive" | "whOfSeveral" | "subject">>,
  ): RelationTemplates => {
    const subject = wording.subject ?? entry.subject;
    const kinded = (template: string | undefined): string | undefined =>
      template === undefined ? undefined : withKinds(template, subject);
    return {
      ...templates,
      yesNo: withKinds(wording.yesNo, subject),
      wh: withKinds(wording.wh, subject),
      whOfSeveral: kinded(wording.whOfSeveral),
      choice: kinded(wording.choice),
      subjectWh:
        wording.subjectWh === undefined ? templates.subjectWh : withKinds(wording.subjectWh, subject),
      possessive: wording.possessive ?? templates.possessive,
      ...(subject === undefined ? {} : { subjectKind: subject }),
    };
  };
  // Variants keyed by a kind of subject or object: each its wording's templates.
  const rewordedEach = <Key extends string>(
    wordings: Partial<Record<Key, Parameters<typeof reworded>[0]>>,
  ): Partial<Record<Key, RelationTemplates>> => {
    const each: Partial<Record<Key, RelationTemplates>> = {};
    for (const [key, wording] of Object.entries(wordings) as [Key, Parameters<typeof reworded>[0]][])
      each[key] = reworded(wording);
    return each;
  };
  if (entry.forKinds !== undefined) templates.forKinds = rewordedEach(entry.forKinds);
  if (entry.forSeats !== undefined) templates.forSeats = reworded(entry.forSeats);
  if (entry.forCountyTowns !== undefined) templates.forCountyTowns = reworded(entry.forCountyTowns);
  if (entry.forBands !== undefined) templates.forBands = reworded(entry.forBands);
  if (entry.forObjects !== undefined) templates.forObjects = rewordedEach(entry.forObjects);
  if (entry.forArt !== undefined) templates.forArt = rewordedEach(entry.forArt);
  return templates;
}

/** A template set's `whOfSeveral` in the past tense, if it has one. */
function pastOfSeveral(templates: RelationTemplates): Pick<RelationTemplates, "whOfSeveral"> {
  return templates.whOfSeveral === undefined ? {} : { whOfSeveral: pastTense(templates.whOfSeveral) };
}

/** Whether a label is really an id or an IRI (`Q42`, `P31`, `L7-S1`, `http://...`), not a name. */
export function looksLikeId(label: string): boolean {
  const trimmed = label.trim();
  return (
    /^[PQLM]\d+(?:-[A-Z]\d+)?$/u.test(trimmed) ||
    /^[a-z][a-z0-9+.-]*:\/\//iu.test(trimmed) ||
    // Reactome's reactions and complexes are formulas, not names: "acetyl-CoA + H2O => acetate +
    // CoASH", "p-Y762;807;822-CD22:Antigen:p-BCR".
    /=>/u.test(trimmed) ||
    /^\S*[;:]\S*[;:]\S*$/u.test(trimmed)
  );
}
