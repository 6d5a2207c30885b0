import { relationEnd, relationStart } from "../graph/adjacency.js";
import type { Entity } from "../knowledge/fact-set.js";
import {
  entityKindOf,
  entityKinds,
  expandKinds,
  isCatchAllInterrogative,
  isFormerEntity,
  isPastPolity,
  type EntityKind,
} from "./entity-kind.js";
import { isCommonWord } from "./common-words.js";
import { nameWords, namesOverlap } from "./name-overlap.js";
import { entityNameOverrides } from "./entity-name-overrides.js";
import { judgingOf, type JudgingMemo } from "./judging-of.js";
import { anchorToDate, currentValues, isJointOffice, timeStatusOf } from "./question-time.js";
import type { RelationSemantics } from "./relation-semantics.js";
import { signatureBits, type EntityProfiles } from "./entity-profiles.js";
import { interrogativeFor } from "./interrogative.js";
import { hasEdge, knownObjectsOf, knownSubjectsOf, type KnownTruthContext } from "./known-truth.js";
import { tidyLabel, withoutQualifier, type NamedEntity } from "./noun-phrase.js";
import type { CandidateFact } from "./question-candidates.js";
import { questionIdOf } from "./question-id.js";
import {
  optionLetters,
  QUESTION_VERSION,
  type Question,
  type QuestionFact,
  type QuestionTime,
  type QuestionType,
} from "./question.js";
import { divisionNouns } from "./class-label-kind.js";
import { nameKey, type RelationIndex } from "./relation-index.js";
import {
  isUnwordableObject,
  isYesNoOnlyObject,
  sameObjectWording,
  templatesForObjects,
} from "./relation-templates.js";
import { renderTemplate } from "./render-template.js";
import { sampleObjects } from "./sample-objects.js";
import type { SeededRandom } from "./seeded-random.js";

/** The generator name and version stamped on every question. */
export const RULES_GENERATOR = "factprobe-rules@2";

/** Why a candidate fact gave no question of some type. */
export type QuestionSkipReason =
  | "noSemantics"
  | "vagueRelation"
  | "kindMismatch"
  | "timeDependentUndated"
  | "pastValue"
  | "formerEntity"
  | "ambiguousName"
  | "answerInName"
  | "fewValues"
  | "undatedList"
  | "notUnique"
  | "noFalseObject"
  | "tooFewDistractors"
  | "staleValues"
  | "jointlyHeld"
  | "unverifiableRelation"
  | "objectOnlyInYesNo"
  | "objectNotInWording"
  | "vagueInterrogative"
  | "lesserKnownValue"
  | "duplicateText";

/** What the question builders share within one generation. */
export interface QuestionContext extends KnownTruthContext {
  topic: string;
  random: SeededRandom;
  /** Whether a question of this type already has this text (a No question then tries another object). */
  isTextTaken: (text: string) => boolean;
  /**
   * Multiple-choice stem texts rendered so far, by what they depend on (template, interrogative,
   * subject or object), for the many questions that share one. Optional: without it every stem is
   * rendered.
   */
  stemTexts?: Map<string, string>;
  /**
   * The interrogative for answers of a relation whose types say nothing: the one most of the
   * relation's typed objects (or subjects) share, else "What".
   */
  fallbackInterrogative: (relation: string, end: "object" | "subject") => string;
  /** The relation's semantics (`relation-semantics.ts`), or undefined when the table lacks it. */
  semantics: (relation: string) => RelationSemantics | undefined;
  /**
   * The date the user vouches for the current values of an undated source (`--as-of`): relations
   * whose values change are asked about only with it, or with the source's dated statements.
   */
  userAsOf?: string | undefined;
  /** Broader entities and named entities kept for WH judging across the generation. */
  judgingMemo?: JudgingMemo;
  /**
   * Told each distractor passed over because another option, or the answer, reads by the same
   * name (a display name: "Netherlands" for the Kingdom of the Netherlands and the Netherlands).
   */
  onSameNameDistractor?: () => void;
}

/** How a builder renders and identifies its question; two-hop questions change both. */
export interface BuildOptions {
  /** What `{subject}` reads as; default the candidate's subject. */
  subjectSlot?: NamedEntity;
  /** Yes-no: use this false object (already verified) instead of drawing one. */
  falseObjectId?: string;
  /** Multiple choice: use these four options (true object included) in this order. */
  optionIds?: readonly string[];
  /** Multiple choice: told the option entity ids of the question built. */
  recordOptionIds?: (questionId: string, optionIds: readonly string[]) => void;
  /**
   * WH: judge the text before the rest of the question is made, and give `duplicateText` when the
   * context already has it (`isTextTaken`, with the "As of ..." a current value's question gets).
   * Thousands of WH questions repeat a text ("What is a symptom of influenza?"), and their judging
   * is the costly part.
   */
  checkTakenText?: boolean;
}

/**
 * A Yes question stating the fact and a No question with its object swapped for the object of
 * another edge of the same relation (paper section 3.2.1), verified false by {@link knownObjectsOf}
 * (not an object of the subject or of a same-label entity, not connected to the subject, not
 * entailed, no shared name, no dissolved state in a present-tense question); the No text is not
 * already taken. Relations marked open-world give
 * `unverifiableRelation`. The No question's `facts` are the true fact, then the false statement;
 * both questions' `answerLabel` is the true object's label, and `aliases` is empty.
 */
export function buildYesNoPair(
  candidate: CandidateFact,
  context: QuestionContext,
  options: BuildOptions = {},
): Question[] | QuestionSkipReason {
  const { subject, relation, object, templates } = candidate;
  if (templates.openWorld) return "unverifiableRelation";
  const subjectSlot = options.subjectSlot ?? subject;
  let falseObjectId = options.falseObjectId;
  // The No text of the drawn false object, rendered when it was checked.
  let noText: string | undefined;
  if (falseObjectId === undefined) {
    const { graph, profiles } = context;
    const { objectNumber } = candidate;
    const truth = knownObjectsOf(context, candidate.subjectNumber, relation.id);
    const index = context.relationIndex(relation.id);
    const [drawn] = sampleObjects({
      pool: index.objects,
      preferred: sameKindPool(profiles, index.objects, objectNumber),
      count: 1,
      admits: compatibilityWith(profiles, index.objects, objectNumber),
      accept: (entity) => {
        if (entity === objectNumber || candidate.accepted?.includes(entity) === true) return false;
        // Compatible already (`admits`).
        if (!index.isTypicalObject(entity)) return false;
        if (
          templates.unwordableObjects !== undefined &&
          isUnwordableObject(templates, { label: profiles.labelKey(entity) })
        )
          return false;
        if (!truth.acceptsAsWrong(entity)) return false;
        const falseObject = profiles.entity(entity);
        if (falseObject === undefined) return false;
        // A dissolved state is no present-tense No ("Is Memphis in the Kingdom of Sardinia?" reads
        // wrong, and is false only because the state is gone).
        if (!templates.past && isFormerEntity(falseObject)) return false;
        // Nor a holder of the past: "Is Khalifa bin Zayed the head of government of Hong Kong?" reads
        // as if he held such an office today.
        if (!templates.past && candidate.time === undefined && isPastValue(entity, relation.id, context))
          return false;
        const text = renderTemplate(templatesForObjects(templates, [falseObject]).yesNo, {
          subject: subjectSlot,
          object: falseObject,
        });
        if (context.isTextTaken(text)) return false;
        noText = text;
        return true;
      },
      keyOf: (entity) => entity,
      random: context.random,
    });
    if (drawn !== undefined) falseObjectId = graph.entityIdAt(drawn);
  }
  const falseObject = falseObjectId === undefined ? undefined : context.graph.entity(falseObjectId);
  if (falseObject === undefined) return "noFalseObject";

  const trueFact = labelledFact(candidate, object);
  const answerLabel = tidyLabel(object.label);
  const templateId = `${templates.source}/yes-no`;
  // Written out rather than spread from shared fields: V8 builds `{ ...common, id, ... }` on a slow
  // path (microseconds per object). The key order is the same as before, and so is the JSON.
  return [
    {
      version: QUESTION_VERSION,
      type: "yes-no",
      hops: 1,
      topic: context.topic,
      answerLabel,
      aliases: [],
      templateId,
      generator: RULES_GENERATOR,
      id: questionIdOf({ type: "yes-no", hops: 1, fact: trueFact, suffix: "yes" }),
      text: renderTemplate(templatesForObjects(templates, [object]).yesNo, { subject: subjectSlot, object }),
      answer: "Yes",
      facts: [trueFact],
    },
    {
      version: QUESTION_VERSION,
      type: "yes-no",
      hops: 1,
      topic: context.topic,
      answerLabel,
      aliases: [],
      templateId,
      generator: RULES_GENERATOR,
      id: questionIdOf({ type: "yes-no", hops: 1, fact: trueFact, suffix: "no" }),
      text:
        noText ??
        renderTemplate(templatesForObjects(templates, [falseObject]).yesNo, {
          subject: subjectSlot,
          object: falseObject,
        }),
      answer: "No",
      facts: [trueFact, { ...labelledFact(candidate, falseObject), negated: true }],
    },
  ];
}

/**
 * A multiple-choice question asking for the object: the true object and three distractors drawn
 * from the objects of the same relation, each verified wrong like a No question's object, all four
 * with different names, shuffled into A-D. The answer is the letter; `answerLabel` and `aliases`
 * name the true object. The stem is the relation's `choice` template when the subject has several
 * objects, or when the options share no interrogative and the relation's WH wording needs one
 * (`whNeedsKind`), else its WH template, with an interrogative that fits all four options (so
 * "Which country" never singles out the one country).
 */
export function buildMultipleChoice(
  candidate: CandidateFact,
  context: QuestionContext,
  options: BuildOptions = {},
): Question | QuestionSkipReason {
  const { relation, object, templates, objectNumber } = candidate;
  const { graph, profiles } = context;
  let optionNumbers: readonly number[];
  let optionIds = options.optionIds;
  if (optionIds === undefined) {
    const truth = knownObjectsOf(context, candidate.subjectNumber, relation.id);
    const trueName = nameKey(object.label);
    const trueWords = new Set(nameWords(trueName));
    const index = context.relationIndex(relation.id);
    const distractors = sampleObjects({
      pool: index.objects,
      preferred: preferredPool(profiles, index.objects, objectNumber),
      count: 3,
      admits: compatibilityWith(profiles, index.objects, objectNumber),
      // Compatible already (`admits`).
      accept: (entity) =>
        entity !== objectNumber &&
        candidate.accepted?.includes(entity) !== true &&
        index.isTypicalObject(entity) &&
        !namesOverlap(trueWords, profiles.labelKey(entity)) &&
        (templates.yesNoOnlyObjects === undefined ||
          !isYesNoOnlyObject(templates, { label: profiles.labelKey(entity) })) &&
        // Options of one sort: no hall of fame among awards, nor an award among halls of fame.
        (templates.forObjects === undefined || sameObjectWording(object, profiles.entity(entity))) &&
        // A dissolved state is no option of a present-tense question ("Which country is Atlanta
        // in?" among Nazi Germany and the Kingdom of Prussia): options of one sort, as for a No.
        (templates.past ||
          candidate.time !== undefined ||
          (!isFormer(entity, context) && !isPastValue(entity, relation.id, context))) &&
        truth.acceptsAsWrong(entity),
      keyOf: (entity) => profiles.labelKey(entity),
      onSameKey: context.onSameNameDistractor,
      random: context.random,
    }).filter((entity) => notNamedAs(entity, trueName, context));
    if (distractors.length < 3) return "tooFewDistractors";
    optionNumbers = context.random.shuffle([objectNumber, ...distractors]);
    optionIds = optionNumbers.map((entity) => graph.entityIdAt(entity));
  } else {
    optionNumbers = optionIds.map((id) => graph.entityNumber(id));
  }
  const letter = optionLetters[optionIds.indexOf(object.id)] as string;
  const fact = labelledFact(candidate, object);
  let interrogative = sharedInterrogative(optionNumbers, context, relation.id, "object");
  if (interrogative === "What") interrogative = templates.whFallback;
  // Several objects, or a relation whose WH wording needs the answer's kind and has none ("What is
  // Taipei in?"): "Which of the following ...".
  const byChoice =
    candidate.objectCount > 1 || (templates.whNeedsKind === true && isCatchAllInterrogative(interrogative));
  const worded = templatesForObjects(templates, [object]);
  const stem = byChoice && worded.choice !== undefined ? worded.choice : worded.wh;
  const id = questionIdOf({ type: "multiple-choice", hops: 1, fact });
  options.recordOptionIds?.(id, optionIds);
  return {
    version: QUESTION_VERSION,
    id,
    type: "multiple-choice",
    hops: 1,
    topic: context.topic,
    text:
      options.subjectSlot === undefined
        ? multipleChoiceStem(stem, candidate, interrogative, context, { subject: true, object: false })
        : renderTemplate(stem, { subject: options.subjectSlot, interrogative }),
    ...shownChoices(optionNumbers, optionIds, object, profiles.aliases(objectNumber), context, letter),
    facts: [fact],
    templateId: `${templates.source}/${stem === worded.wh ? "wh" : "choice"}`,
    generator: RULES_GENERATOR,
  };
}

/**
 * A multiple-choice question asking for the SUBJECT (paper section 3.2.1, "Which country's capital
 * is Washington D.C.?"): the relation's `subjectWh` template, the true subject and three
 * distractors from the relation's other subjects of the true subject's kind (when it has one), each
 * verified by {@link knownSubjectsOf} not to have the object. The interrogative fits all four options, else "Which of the following". The id
 * ends in `-subject`.
 */
export function buildSubjectMultipleChoice(
  candidate: CandidateFact,
  context: QuestionContext,
): Question | QuestionSkipReason {
  const { subject, relation, object, subjectNumber } = candidate;
  const templates = templatesForObjects(candidate.templates, [object]);
  if (templates.subjectWh === undefined) return "tooFewDistractors";
  if (isUnwordableObject(templates, object)) return "objectNotInWording";
  const { graph, profiles } = context;
  const truth = knownSubjectsOf(context, candidate.objectNumber, relation.id);
  const trueName = nameKey(subject.label);
  // Options of one kind: a castle among castles, not among countries and cities ("Which of the
  // following is in Sweden? Scotland, Vienna, Paris, Gripsholm Castle").
  const subjects = context.relationIndex(relation.id).subjects;
  const sameKind = sameKindPool(profiles, subjects, subjectNumber);
  const pool = sameKind ?? subjects;
  const distractors = sampleObjects({
    pool,
    preferred: sameKind ?? sameTypePool(profiles, subjects, subjectNumber),
    count: 3,
    admits: compatibleSubjectWith(profiles, pool, subjectNumber),
    // Nor, in the present tense, a state that no longer exists: "Which country has Libreville as its
    // capital?" does not offer the Senegambia Confederation (fresh sample 42: "a defunct state
    // among current countries"), as a No question does not (see `buildYesNoPair`).
    accept: (entity) =>
      (templates.past ||
        (!holdsOnlyFormer(entity, relation.id, context) && !isFormerEntity(profiles.entity(entity)))) &&
      truth.acceptsAsWrong(entity),
    keyOf: (entity) => profiles.labelKey(entity),
    onSameKey: context.onSameNameDistractor,
    random: context.random,
  }).filter((entity) => notNamedAs(entity, trueName, context));
  if (distractors.length < 3) return "tooFewDistractors";
  const optionNumbers = context.random.shuffle([subjectNumber, ...distractors]);
  const optionIds = optionNumbers.map((entity) => graph.entityIdAt(entity));
  const fact = labelledFact(candidate, object);
  const interrogative = sharedInterrogative(optionNumbers, context, relation.id, "subject");
  return {
    version: QUESTION_VERSION,
    id: questionIdOf({ type: "multiple-choice", hops: 1, fact, suffix: "subject" }),
    type: "multiple-choice",
    hops: 1,
    topic: context.topic,
    text: multipleChoiceStem(
      templates.subjectWh,
      candidate,
      interrogative === "What" ? "Which of the following" : interrogative,
      context,
      { subject: true, object: true },
    ),
    ...shownChoices(
      optionNumbers,
      optionIds,
      subject,
      profiles.aliases(subjectNumber),
      context,
      optionLetters[optionIds.indexOf(subject.id)] as string,
    ),
    facts: [fact],
    templateId: `${templates.source}/subject-wh`,
    generator: RULES_GENERATOR,
  };
}

/**
 * The interrogative a WH question on `candidate` asks with: from the kind the accepted values share
 * ("Which city", "Who"), else the relation's fallback ("Where"), else "What".
 */
export function whInterrogativeOf(
  candidate: CandidateFact,
  context: QuestionContext,
  accepted: readonly number[] = acceptedValuesOf(candidate, context),
): string {
  const { relation, object, templates } = candidate;
  const interrogative =
    accepted.length > 1
      ? sharedInterrogative(accepted, context, relation.id, "object")
      : interrogativeFor(object, {
          fallback: object.types.length === 0 ? context.fallbackInterrogative(relation.id, "object") : "What",
          labelled: context.profiles.labelledClasses,
        });
  return interrogative === "What" ? templates.whFallback : interrogative;
}

/**
 * A WH question asking for the object. For a single-valued relation only when it is the subject's
 * one value (paper section 3.2.1), so the answer is unique; for a multi-valued one the answer may be
 * any value the source holds, and `judging.accepted` lists them all (an answer naming none of them
 * is `unverified`, not wrong, unless the relation's listing is closed). The answer is the object's
 * label; its aliases also count as correct.
 */
export function buildWh(
  candidate: CandidateFact,
  context: QuestionContext,
  options: BuildOptions = {},
): Question | QuestionSkipReason {
  const { subject, relation, object, templates } = candidate;
  const semantics = semanticsOfCandidate(candidate, context);
  if (semantics === undefined) return "noSemantics";
  const accepted = acceptedValuesOf(candidate, context);
  if (semantics.cardinality === "single" && accepted.length !== 1) return "notUnique";
  // One WH text per subject and relation: the value it shows as the answer is the best-known one.
  if (
    candidate.accepted === undefined &&
    accepted.length > 1 &&
    !isBestKnownValue(candidate, accepted, context)
  )
    return "lesserKnownValue";
  const interrogative = whInterrogativeOf(candidate, context, accepted);
  // "What is Burbank located in?": the county, the state and the country are all right.
  if (templates.whNeedsKind && isCatchAllInterrogative(interrogative)) return "vagueInterrogative";
  // Several values: "Name one of the languages X spoke.", not "Which language did X speak?".
  const worded =
    templates.forObjects === undefined
      ? templates
      : templatesForObjects(
          templates,
          accepted.map((value) => context.profiles.entity(value)),
        );
  const stem = accepted.length > 1 && worded.whOfSeveral !== undefined ? worded.whOfSeveral : worded.wh;
  const text = renderTemplate(stem, { subject: options.subjectSlot ?? subject, interrogative });
  if (options.checkTakenText === true) {
    const time = askedTimeOf(candidate, context);
    if (context.isTextTaken(time === undefined ? text : anchorToDate(text, time.asOf)))
      return "duplicateText";
  }
  const fact = labelledFact(candidate, object);
  return {
    version: QUESTION_VERSION,
    id: questionIdOf({ type: "wh", hops: 1, fact }),
    type: "wh",
    hops: 1,
    topic: context.topic,
    text,
    answer: tidyLabel(object.label),
    answerLabel: tidyLabel(object.label),
    aliases: [...context.profiles.aliases(candidate.objectNumber)],
    facts: [fact],
    judging: judgingOf({
      graph: context.graph,
      profiles: context.profiles,
      relation,
      semantics,
      accepted,
      ...(context.judgingMemo === undefined ? {} : { memo: context.judgingMemo }),
    }),
    templateId: `${templates.source}/wh`,
    generator: RULES_GENERATOR,
  };
}

/**
 * Whether the candidate's object is, of the values `accepted` of its subject, the one most subjects
 * of the relation hold (ties to the lowest entity number): the answer a WH question shows when it
 * accepts several. A value one record gives ("Governor-General of the Philippines" for Warren G.
 * Harding) is more often a slip of the source than one many share ("President of the United
 * States"), and a reviewer reads the shown answer first. Every value is still accepted.
 */
function isBestKnownValue(
  candidate: CandidateFact,
  accepted: readonly number[],
  context: QuestionContext,
): boolean {
  const into = context.graph.adjacency("in");
  const relation = context.relationIndex(candidate.relation.id).relation;
  let best = -1;
  let bestCount = -1;
  for (const value of accepted) {
    // A value only a Yes-No wording fits ("voice" for an instrument) is no WH answer.
    const entity = context.profiles.entity(value);
    if (entity === undefined || isYesNoOnlyObject(candidate.templates, entity)) continue;
    const count = relationEnd(into, value, relation) - relationStart(into, value, relation);
    if (count > bestCount || (count === bestCount && value < best)) {
      best = value;
      bestCount = count;
    }
  }
  return best === candidate.objectNumber;
}

/**
 * Every value that is true for the candidate's question, its object first: the candidate's own list
 * (a dated question's one holder), else the subject's objects of the relation in the graph (of the
 * object's own wording, where the relation has one: `RelationTemplates.forObjects`), and of a
 * relation whose values change, only those the dated statements give as current.
 */
export function acceptedValuesOf(candidate: CandidateFact, context: QuestionContext): number[] {
  if (candidate.accepted !== undefined) return [...candidate.accepted];
  const { graph } = context;
  const out = graph.adjacency("out");
  const relationNumber = graph.relationNumber(candidate.relation.id);
  const values = [candidate.objectNumber];
  // A relation with wording of its own for some objects asks for those apart: "Which hall of fame
  // was X inducted into?" accepts the halls of fame X is in, not the trophies X won, which "Which
  // award did X receive?" accepts (a value left out is not wrong, only unverified).
  const sameWording =
    candidate.templates.forObjects === undefined
      ? () => true
      : (object: number) => sameObjectWording(candidate.object, context.profiles.entity(object));
  const end = relationEnd(out, candidate.subjectNumber, relationNumber);
  for (
    let position = relationStart(out, candidate.subjectNumber, relationNumber);
    position < end;
    position += 1
  ) {
    const object = out.ends[position] as number;
    if (!values.includes(object) && sameWording(object)) values.push(object);
  }
  const statements = graph.datedStatements(candidate.subject.id, candidate.relation.id);
  if (statements === undefined || !asksAtATime(candidate, context.semantics(candidate.relation.id)))
    return values;
  const current = currentValues(statements, graph.asOf ?? context.userAsOf);
  return values.filter((value, index) => index === 0 || current.has(graph.entityIdAt(value)));
}

/**
 * Why a candidate fact cannot give a question of `type`, judged cheaply before any random draw, or
 * `undefined` when it may. Everything rests on the relation semantics table, never on how many
 * values an incomplete slice holds:
 * - a relation without an entry (`noSemantics`), or too vague to ask (`vagueRelation`), is skipped;
 * - a typed subject or object of a kind the relation excludes is skipped (`kindMismatch`);
 * - a relation whose values change is asked about only with the source's current value
 *   (`pastValue` otherwise) or, for a source without dates, a date the user vouches for
 *   (`timeDependentUndated` otherwise); dated candidates carry their own time;
 * - a present-tense statement of a relation whose values change, about a dissolved state or a
 *   former division, or about the government of a historical region, is stale (`formerEntity`);
 * - a subject named like another entity of the graph has no one reading (`ambiguousName`);
 * - a subject whose name holds its object's gives the answer away (`answerInName`);
 * - a single-valued relation with several current values is conflicting (`staleValues`);
 * - an office held by several at once by design (two co-princes) has no one holder (`jointlyHeld`);
 * - WH of an open multi-valued relation needs at least two listed values (`fewValues`): with one, the
 *   question reads as if it had one answer, and the list is most likely partial;
 * - WH of an open multi-valued relation whose members come and go (twin towns, borders, diplomatic
 *   relations, official languages), asked in the present tense, needs a list someone vouches for:
 *   dated statements or the user's `--as-of` (`undatedList` otherwise). An undated snapshot's list
 *   holds ended members (Moscow's former twins, dissolved counties), and the question, judged
 *   against all of them, would accept answers that are no longer true;
 * - Yes-No and multiple choice need a provably false statement: only a single-valued relation, or a
 *   multi-valued one whose listing is closed, gives one (`unverifiableRelation` otherwise), since a
 *   missing edge is never evidence; WH takes any value of a multi-valued relation.
 */
export function ineligibility(
  type: QuestionType,
  candidate: CandidateFact,
  context: QuestionContext,
): QuestionSkipReason | undefined {
  const standing = standingOf(candidate, context);
  if (typeof standing === "string") return standing;
  const { semantics, trueCount, index } = standing;
  if (semantics.vague === "yes-no-only" && type !== "yes-no") return "vagueRelation";
  const single = semantics.cardinality === "single";
  const closed = single || semantics.listing === "closed";
  const otherObjects = index.objects.length - trueCount;
  if (type === "yes-no" && isUnwordableObject(candidate.templates, candidate.object))
    return "objectNotInWording";
  if (type !== "yes-no" && isYesNoOnlyObject(candidate.templates, candidate.object))
    return "objectOnlyInYesNo";
  switch (type) {
    case "wh":
      if (single) return trueCount === 1 ? undefined : "notUnique";
      if (!closed && isUndatedList(candidate, semantics, context)) return "undatedList";
      // An open multi-valued relation with one listed value reads as if it had one answer, and the
      // source most likely lists only part of them ("What is a symptom of tetanus?" headache): asked
      // only where the source lists several, so the question reads as open and any of them counts.
      return closed || trueCount >= 2 ? undefined : "fewValues";
    case "multiple-choice":
      if (!closed) return "unverifiableRelation";
      return otherObjects >= 3 ? undefined : "tooFewDistractors";
    case "yes-no":
      if (!closed) return "unverifiableRelation";
      return otherObjects >= 1 ? undefined : "noFalseObject";
  }
}

/**
 * Whether the candidate's question speaks of a value that changes at the time it is asked: a
 * relation whose values change, worded in the present tense ("Is X the head of government of Y?").
 * A past-tense wording ("Was X a member of Y?", "Did X play for Y?") is true of any value ever held,
 * so it needs no date; nor does a dated candidate, which carries its own.
 */
export function asksAtATime(candidate: CandidateFact, semantics: RelationSemantics | undefined): boolean {
  return semantics?.time === "changes" && candidate.time === undefined && !candidate.templates.past;
}

/**
 * Whether a WH question would ask, in the present tense, for a member of an open list whose members
 * come and go, from a source that dates none of the subject's values and with no date the user
 * vouches for.
 */
function isUndatedList(
  candidate: CandidateFact,
  semantics: RelationSemantics,
  context: QuestionContext,
): boolean {
  return (
    semantics.time !== "fixed" &&
    candidate.time === undefined &&
    context.userAsOf === undefined &&
    !candidate.templates.past &&
    context.graph.datedStatements(candidate.subject.id, candidate.relation.id) === undefined
  );
}

/** What a candidate's eligibility rests on whatever the question type (see `ineligibility`). */
export interface CandidateStanding {
  semantics: RelationSemantics;
  /** The subject's true values of the relation now (current ones, for a value that changes). */
  trueCount: number;
  index: RelationIndex;
  /**
   * The time a present-tense question about a value that changes holds at ({@link asksAtATime}):
   * the value is current on it. Undefined for a question that needs none.
   */
  time: QuestionTime | undefined;
}

/**
 * The candidate's standing, judged once and kept on the candidate: every question type asks the
 * same of it (a field, not a WeakMap: a WeakMap of 400,000 candidates costs about a second).
 */
function standingOf(
  candidate: CandidateFact,
  context: QuestionContext,
): CandidateStanding | QuestionSkipReason {
  return (candidate.standing ??= judgeStanding(candidate, context));
}

/**
 * The time an eligible candidate's present-tense question holds at (see {@link asksAtATime}): the
 * date the source or the user vouches for its value being current. Undefined for a dated candidate,
 * a past-tense or unchanging relation, or an ineligible candidate.
 */
export function askedTimeOf(candidate: CandidateFact, context: QuestionContext): QuestionTime | undefined {
  const standing = standingOf(candidate, context);
  return typeof standing === "string" ? undefined : standing.time;
}

function judgeStanding(
  candidate: CandidateFact,
  context: QuestionContext,
): CandidateStanding | QuestionSkipReason {
  const semantics = semanticsOfCandidate(candidate, context);
  if (semantics === undefined) return "noSemantics";
  if (semantics.vague === "skip") return "vagueRelation";
  if (contradictsKinds(candidate, semantics, context)) return "kindMismatch";
  let trueCount = candidate.objectCount;
  let time: QuestionTime | undefined;
  if (asksAtATime(candidate, semantics)) {
    const status = timeStatusOf(context.graph, factIds(candidate), context.userAsOf);
    if (status === "undated") return "timeDependentUndated";
    if (status === "past") return "pastValue";
    time = status;
    const statements = context.graph.datedStatements(candidate.subject.id, candidate.relation.id);
    if (statements !== undefined) {
      const asOf = context.graph.asOf ?? context.userAsOf;
      // Two co-princes: "Who is the head of state of Andorra?" has two right answers.
      if (isJointOffice(candidate.subject.id, candidate.relation.id, statements, asOf)) return "jointlyHeld";
      trueCount = currentValues(statements, asOf).size;
    }
  }
  // A present-tense statement about a dissolved state or a former division is stale.
  if (
    semantics.time !== "fixed" &&
    candidate.time === undefined &&
    !candidate.templates.past &&
    (isFormer(candidate.subjectNumber, context) ||
      isFormer(candidate.objectNumber, context) ||
      // "What is the capital of Bukovina?", "Is Chernivtsi the capital of Bukovina?": a
      // historical region's government is of the past.
      (semantics.government === true &&
        (isPastPolityNumber(candidate.subjectNumber, context) ||
          isPastPolityNumber(candidate.objectNumber, context))))
  )
    return "formerEntity";
  // A subject named like another entity of its kind ("Cambridge", England or Massachusetts) has no
  // one reading.
  if (hasNamesakeOfItsKind(candidate, context)) return "ambiguousName";
  // "Which city is South Fairmount, Cincinnati, in?", "Is the Philadelphia Naval Shipyard in
  // Philadelphia?": the subject's name holds the answer, and the question tests nothing.
  if (namesItsObject(candidate, context)) return "answerInName";
  // Indexed even when skipped here, so that the report's noise guard counts the relation.
  const index = context.relationIndex(candidate.relation.id);
  if (semantics.cardinality === "single" && trueCount > 1) return "staleValues";
  return { semantics, trueCount, index, time };
}

/**
 * Whether the subject's name holds the object's as whole words ("Downtown Baltimore" and Baltimore,
 * "Hippodrome, Bamako" and Bamako, "Bank of Canada" and Canada), or either is named by the other's
 * name, so that a question on the fact gives its answer away.
 */
function namesItsObject(candidate: CandidateFact, context: QuestionContext): boolean {
  const object = nameWordsOf(candidate.objectNumber, context.profiles);
  if (object === "  ") return false;
  const subject = nameWordsOf(candidate.subjectNumber, context.profiles);
  if (object.length < subject.length && subject.includes(object)) return true;
  const { profiles } = context;
  const objectKey = profiles.labelKey(candidate.objectNumber);
  const subjectKey = profiles.labelKey(candidate.subjectNumber);
  // The place after the subject's last comma is one of the object's names, its source label among
  // them where a display name replaced it: "Which state is Suffolk County, New York, in?" names New
  // York State as "New York".
  const label = context.graph.entityAt(candidate.subjectNumber)?.label ?? "";
  const comma = label.lastIndexOf(",");
  if (comma > 0) {
    const qualifier = nameKey(label.slice(comma + 1));
    if (qualifier !== "" && profiles.names(candidate.objectNumber).includes(qualifier)) return true;
    // ... or the object is named after it and a division's word: "Which district is Gamhariya,
    // Sarlahi, in?", Sarlahi District (fresh sample 37); not a city ("Clackamas County, Oregon",
    // whose seat is Oregon City).
    if (isNameAndDivisionWord(objectKey, qualifier)) return true;
  }
  // The object is the subject's name and a division's word: "Which district is Belfast in?", Belfast
  // district (fresh samples 44 and 45).
  if (isNameAndDivisionWord(objectKey, subjectKey)) return true;
  // The object is named by one of the subject's own names ("What is the seat of Bruges? Brugge",
  // the city's Dutch name and an alias of Bruges), or the other way round. Not one label for two
  // entities: "What is the capital of Djibouti?" asks something.
  return (
    objectKey !== subjectKey &&
    (profiles.names(candidate.subjectNumber).includes(objectKey) ||
      profiles.names(candidate.objectNumber).includes(subjectKey))
  );
}

/** Whether a name key is `name` and then a word for a region-level division ("sarlahi district"). */
function isNameAndDivisionWord(key: string, name: string): boolean {
  if (name === "" || !key.startsWith(`${name} `)) return false;
  const rest = key.slice(name.length + 1);
  return Object.hasOwn(divisionNouns, rest) && divisionNouns[rest]?.kind === "region";
}

// Each entity's name as spaced words (see nameWordsOf), per generation, made on first use.
const nameWordCaches = new WeakMap<EntityProfiles, (string | undefined)[]>();

/**
 * An entity's label key as its words between spaces (" downtown baltimore "), for whole-word
 * containment. Hyphens join a name's words: "Bissau" is not a word of "Guinea-Bissau".
 */
function nameWordsOf(entity: number, profiles: EntityProfiles): string {
  let cache = nameWordCaches.get(profiles);
  if (cache === undefined) nameWordCaches.set(profiles, (cache = []));
  return (cache[entity] ??= ` ${profiles
    .labelKey(entity)
    .replaceAll(/[^\p{L}\p{N}-]+/gu, " ")
    .trim()} `);
}

/**
 * Whether another entity of the graph has the subject's name and a kind the question could mean
 * instead: the same kind, or any place for a place (Richmond the city in London or in Virginia; the
 * island or the kingdom of Great Britain). A namesake of another kind (Chicago the band, Java the
 * programming language for the island) or of no known kind gives the wording no second reading.
 */
function hasNamesakeOfItsKind(candidate: CandidateFact, context: QuestionContext): boolean {
  const subject = candidate.subjectNumber;
  const namesakes = context.profiles.namesakes(subject);
  if (namesakes === undefined) return false;
  let cache = namesakeCaches.get(context.profiles);
  if (cache === undefined) {
    cache = new Map();
    namesakeCaches.set(context.profiles, cache);
  }
  let rivals = cache.get(subject);
  if (rivals === undefined) {
    const kind = kindOfNumber(subject, context);
    const place = kind !== undefined && placeKinds.has(kind);
    // A name data/entity-names.tsv gives on purpose says that English calls the two by one name for
    // one thing (the Danish Realm is "Denmark"): no rival reading.
    const renamed = entityNameOverrides().displayNames;
    const { graph } = context;
    const subjectRenamed = renamed.has(graph.entityIdAt(subject));
    rivals =
      kind === undefined
        ? []
        : namesakes.filter((number) => {
            if (number === subject || subjectRenamed || renamed.has(graph.entityIdAt(number))) return false;
            const other = kindOfNumber(number, context);
            return other !== undefined && (other === kind || (place && placeKinds.has(other)));
          });
    cache.set(subject, rivals);
  }
  if (rivals.length === 0) return false;
  // A namesake that holds the same object gives the question the same answer under either reading
  // (Munich the city and Munich the district are both in Germany): no ambiguity for this fact.
  const out = context.graph.adjacency("out");
  const relation = context.relationIndex(candidate.relation.id).relation;
  return rivals.some((rival) => !hasEdge(out, rival, relation, candidate.objectNumber));
}

// A subject's namesakes of its kind (or places, for a place), per generation.
const namesakeCaches = new WeakMap<EntityProfiles, Map<number, readonly number[]>>();

const placeKinds: ReadonlySet<EntityKind> = expandKinds(["place"]);

// The multi-valued, open reading of a single-valued entry, per entry (see `severalFor`).
const severalReadings = new WeakMap<RelationSemantics, RelationSemantics>();

/**
 * The semantics of the candidate's relation for its subject: the table's entry, read as
 * multi-valued and open for a subject of a kind the entry names in `severalFor` (a border mountain
 * in two municipalities).
 */
export function semanticsOfCandidate(
  candidate: CandidateFact,
  context: QuestionContext,
): RelationSemantics | undefined {
  const semantics = context.semantics(candidate.relation.id);
  if (semantics?.severalFor === undefined || semantics.cardinality === "multi") return semantics;
  const kind = kindOfNumber(candidate.subjectNumber, context);
  if (kind === undefined || kindsOf(semantics.severalFor)?.has(kind) !== true) return semantics;
  let several = severalReadings.get(semantics);
  if (several === undefined) {
    several = { ...semantics, cardinality: "multi", listing: "open" };
    severalReadings.set(semantics, several);
  }
  return several;
}

/** The candidate's fact by ids. */
function factIds(candidate: CandidateFact): { subject: string; relation: string; object: string } {
  return { subject: candidate.subject.id, relation: candidate.relation.id, object: candidate.object.id };
}

// Expanded kind sets per semantics entry, made on first use.
const expandedKinds = new WeakMap<readonly string[], ReadonlySet<EntityKind>>();

function kindsOf(specs: RelationSemantics["subjectKinds"]): ReadonlySet<EntityKind> | undefined {
  if (specs === undefined) return undefined;
  let kinds = expandedKinds.get(specs);
  if (kinds === undefined) {
    kinds = expandKinds(specs);
    expandedKinds.set(specs, kinds);
  }
  return kinds;
}

/**
 * Whether the candidate's typed subject or object is of a kind the relation excludes ("a city with
 * an occupation", "a country as a twin town"). Untyped entities, or types of no known kind, are never
 * evidence.
 */
function contradictsKinds(
  candidate: CandidateFact,
  semantics: RelationSemantics,
  context: QuestionContext,
): boolean {
  const subjectKinds = kindsOf(semantics.subjectKinds);
  if (subjectKinds !== undefined) {
    const kind = kindOfNumber(candidate.subjectNumber, context);
    if (kind !== undefined && !subjectKinds.has(kind)) return true;
  }
  const objectKinds = kindsOf(semantics.objectKinds);
  if (objectKinds !== undefined) {
    const kind = kindOfNumber(candidate.objectNumber, context);
    if (kind !== undefined && !objectKinds.has(kind)) return true;
  }
  return false;
}

// Kinds by entity number, per generation (keyed by its profiles): 0 unknown yet, 1 none, else the
// index in `entityKinds` plus 2.
const kindCaches = new WeakMap<EntityProfiles, Int8Array>();

// The entities the source's dated statements show only as holders of the past (every statement of
// theirs, of any relation, has ended), per graph.
const pastValueCaches = new WeakMap<
  QuestionContext["graph"],
  { past: ReadonlySet<number>; relations: ReadonlySet<string> }
>();

/**
 * Whether `entity` is, by the source's dated statements (heads of government and state), a holder of
 * the past only: it has statements and every one has an end ("Khalifa bin Zayed Al Nahyan", head of
 * state of the United Arab Emirates until 2022). Such an entity is no present-tense false object or
 * option of a dated relation; nor is one the graph shows dead. False for relations the source does
 * not date, and for entities neither shown dead nor held by a statement (the graph holds only its
 * subjects' statements: no evidence either way).
 */
function isPastValue(entity: number, relation: string, context: QuestionContext): boolean {
  const { graph } = context;
  let dated = pastValueCaches.get(graph);
  if (dated === undefined) {
    const current = new Set<string>();
    const relations = new Set<string>();
    for (const statement of graph.statements) {
      relations.add(statement.relation);
      if (statement.end === undefined && statement.rank !== "deprecated") current.add(statement.object);
    }
    const past = new Set<number>();
    for (const statement of graph.statements)
      if (!current.has(statement.object)) past.add(graph.entityNumber(statement.object));
    dated = { past, relations };
    pastValueCaches.set(graph, dated);
  }
  // One the graph shows dead holds no office today either ("Is Elizabeth II the head of state of
  // Vatican City?" reads as if she were alive).
  return dated.relations.has(relation) && (dated.past.has(entity) || context.profiles.died(entity));
}

// What an entity's types say of its existence, per generation (keyed by its profiles): 0 unknown
// yet, 1 it exists, 2 it no longer exists as such (`isFormerEntity`), 3 its land remains but its
// polity is gone (`isPastPolity`).
const formerCaches = new WeakMap<EntityProfiles, Int8Array>();

/**
 * Whether every value `entity` holds for `relation` no longer exists (Bergamo's country is the
 * Cisalpine Republic in the snapshot): what holds today is unknown, so the entity is no wrong option
 * of a present-tense question ("Which city is in Italy?").
 */
function holdsOnlyFormer(entity: number, relation: string, context: QuestionContext): boolean {
  const out = context.graph.adjacency("out");
  const number = context.relationIndex(relation).relation;
  const start = relationStart(out, entity, number);
  const end = relationEnd(out, entity, number);
  if (start >= end) return false;
  for (let position = start; position < end; position += 1)
    if (!isFormer(out.ends[position] as number, context)) return false;
  return true;
}

/** {@link isFormerEntity} of an entity number, kept for the generation. */
function isFormer(entity: number, context: QuestionContext): boolean {
  return existenceOf(entity, context) === 2;
}

/** {@link isPastPolity} of an entity number, kept for the generation. */
function isPastPolityNumber(entity: number, context: QuestionContext): boolean {
  return existenceOf(entity, context) === 3;
}

/** What an entity's types say of its existence (see {@link formerCaches}), worked out once. */
function existenceOf(entity: number, context: QuestionContext): number {
  const { profiles } = context;
  let cache = formerCaches.get(profiles);
  if (cache === undefined) {
    cache = new Int8Array(context.graph.entityCount);
    formerCaches.set(profiles, cache);
  }
  const known = cache[entity] ?? 0;
  if (known !== 0) return known;
  const typed = profiles.entity(entity);
  const existence = isFormerEntity(typed) || profiles.dissolved(entity) ? 2 : isPastPolity(typed) ? 3 : 1;
  if (entity < cache.length) cache[entity] = existence;
  return existence;
}

/** An entity's kind, from its classes (see `entityKindOf`). */
function kindOfNumber(entity: number, context: QuestionContext): EntityKind | undefined {
  const { profiles } = context;
  let cache = kindCaches.get(profiles);
  if (cache === undefined) {
    cache = new Int8Array(context.graph.entityCount);
    kindCaches.set(profiles, cache);
  }
  const known = cache[entity] ?? 0;
  if (known !== 0) return known === 1 ? undefined : entityKinds[known - 2];
  const kind = entityKindOf(profiles.entity(entity), profiles.labelledClasses);
  if (entity < cache.length) cache[entity] = kind === undefined ? 1 : entityKinds.indexOf(kind) + 2;
  return kind;
}

/**
 * The interrogative that fits every option ("Which country" when all four are countries), else
 * "Which organization" when all are organisations of different kinds, else "What", so the question
 * does not give the answer away by its type.
 */
function sharedInterrogative(
  options: readonly number[],
  context: QuestionContext,
  relation: string,
  end: "object" | "subject",
): string {
  let shared: string | undefined;
  // Whether every option is an organisation by its types, for "Which organization" where their own
  // interrogatives differ: a university and a company (fresh samples 54 and 55 read "Who employed
  // X?" for a university as "who" for a thing).
  let organisations = true;
  let differ = false;
  for (const option of options) {
    // interrogativeFor(entity, { fallback }): the entity's kind, else the fallback.
    const entity = option < 0 ? undefined : context.profiles.entity(option);
    let interrogative = entity === undefined ? "" : context.profiles.kind(option);
    if (interrogative === "")
      interrogative =
        entity === undefined
          ? context.fallbackInterrogative(relation, end)
          : entity.types.length > 0
            ? "What"
            : (kindFromLabel(entity.label) ?? context.fallbackInterrogative(relation, end));
    if (organisations && (option < 0 || kindOfNumber(option, context) !== "organisation"))
      organisations = false;
    if (shared !== undefined && interrogative !== shared) differ = true;
    shared = interrogative;
  }
  if (differ) return organisations ? "Which organization" : "What";
  return shared ?? "What";
}

/**
 * The kind a common-noun label names, for an entity without types: "canton of Mans-5" → "Which
 * canton".
 */
function kindFromLabel(label: string): string | undefined {
  const head = /^(\p{Ll}+(?: \p{Ll}+)?) of \p{Lu}/u.exec(label)?.[1];
  return head === undefined ? undefined : `Which ${head}`;
}

/**
 * The stem text of a multiple-choice question about the candidate, with the candidate's subject
 * and (when `slots.object`) object in the template's slots. Kept in the context's `stemTexts`,
 * since many questions share one: a subject's several objects of a relation ("Which of the
 * following ..."), and every subject of a popular object ("Whose native language is French?").
 * Such repeats are then dropped as duplicates, but their text is looked up, not rendered again.
 */
function multipleChoiceStem(
  template: string,
  candidate: CandidateFact,
  interrogative: string,
  context: QuestionContext,
  slots: { subject: true; object: boolean },
): string {
  const { stemTexts } = context;
  const render = (): string =>
    slots.object
      ? renderTemplate(template, { subject: candidate.subject, object: candidate.object, interrogative })
      : renderTemplate(template, { subject: candidate.subject, interrogative });
  // An object question of a subject with one object is asked once: nothing to share.
  if (stemTexts === undefined || (!slots.object && candidate.objectCount < 2)) return render();
  // The key holds what the text depends on: the template, the interrogative and the entities
  // whose slots the template has.
  const subjectKey = template.includes("{subject") ? String(candidate.subjectNumber) : "";
  const objectKey = slots.object && template.includes("{object") ? String(candidate.objectNumber) : "";
  const key = `${subjectKey} ${objectKey} ${interrogative}\n${template}`;
  let text = stemTexts.get(key);
  if (text === undefined) {
    text = render();
    stemTexts.set(key, text);
  }
  return text;
}

/** Whether a distractor reads otherwise than the answer; one that does not is counted and dropped. */
function notNamedAs(entity: number, answerName: string, context: QuestionContext): boolean {
  if (context.profiles.labelKey(entity) !== answerName) return true;
  context.onSameNameDistractor?.();
  return false;
}

/**
 * A multiple-choice question's options as shown, its answer letter, and the answer as its option
 * reads ({@link optionLabels} may write it shorter than its label: "São Paulo", "Bonham"), with the
 * label kept among the aliases, so an answer naming either is matched.
 */
function shownChoices(
  optionNumbers: readonly number[],
  optionIds: readonly string[],
  answer: Entity,
  aliases: readonly string[],
  context: QuestionContext,
  letter: string,
): Pick<Question, "options" | "answer" | "answerLabel" | "aliases"> {
  const options = optionLabels(optionNumbers, optionIds, context);
  const label = tidyLabel(answer.label);
  const shown = options[optionIds.indexOf(answer.id)] ?? label;
  return {
    options,
    answer: letter,
    answerLabel: shown,
    aliases: shown === label ? [...aliases] : [label, ...aliases.filter((alias) => alias !== label)],
  };
}

/** The options' labels as a question lists them (an unknown option by its id). */
function optionLabels(
  options: readonly number[],
  optionIds: readonly string[],
  context: QuestionContext,
): string[] {
  // A lower-case disambiguator is no part of an option's name, as in a sentence: "São Paulo", not
  // "São Paulo (city)".
  const labels = options.map((option, index) =>
    withoutQualifier(
      tidyLabel(
        (option < 0 ? undefined : context.profiles.entity(option))?.label ?? (optionIds[index] as string),
      ),
    ),
  );
  // Options of one form: where some carry their state after a comma and some do not ("Bonham,
  // Texas | Corsicana"; "Liberty, Fulton County, Kentucky | Wolf Lick"), or their kind after the
  // name ("Trondheim Municipality | Arendal"), none does, when their names stay apart without it.
  // Not a person's title ("Vincenzo, Count Dandolo"), nor a name that would shrink to a common
  // word ("Neutral Municipality").
  const bare = labels.map((label, index) => {
    const option = options[index] ?? -1;
    if (option >= 0 && kindOfNumber(option, context) === "person") return label;
    const name = placeAfterComma.exec(label)?.[1] ?? kindAfterName.exec(label)?.[1] ?? label;
    return name !== label && !name.includes(" ") && isCommonWord(name) ? label : name;
  });
  const qualified = bare.filter((name, index) => name !== labels[index]).length;
  if (qualified === 0 || qualified === labels.length) return parallelKindWords(labels);
  return parallelKindWords(
    new Set(bare.map((name) => name.toLowerCase())).size === bare.length ? bare : labels,
  );
}

/** A name and the word for its kind of division after it: "Thanjavur district", "Leribe District". */
const nameAndKindWord =
  /^(.*\S) (district|county|province|region|municipality|department|governorate|prefecture|oblast|krai|raion|okrug|canton|parish|borough)$/iu;

/**
 * Options whose kind words differ only in case ("Thanjavur district | Leribe District"), as the
 * source's labels and the display names (see the name rule `district`) do from one country to the
 * next, written alike, capitalised as in a proper name: "Thanjavur District | Leribe District". Read
 * blind in pairs, lower case for all ("Leribe district") was worse (25 of 40 from ok to bad: "Tel
 * Aviv district" is a proper name lower-cased), capital letters better (23 of 40 from bad to ok).
 */
function parallelKindWords(labels: readonly string[]): string[] {
  const found = labels.map((label) => nameAndKindWord.exec(label));
  const cases = new Map<string, Set<string>>();
  for (const match of found) {
    const word = match?.[2];
    if (word === undefined) continue;
    const key = word.toLowerCase();
    const seen = cases.get(key) ?? new Set<string>();
    seen.add(word);
    cases.set(key, seen);
  }
  const mixed = new Set([...cases].filter(([, seen]) => seen.size > 1).map(([key]) => key));
  if (mixed.size === 0) return [...labels];
  return labels.map((label, index) => {
    const match = found[index];
    const key = match?.[2]?.toLowerCase();
    if (match === null || match === undefined || key === undefined || !mixed.has(key)) return label;
    return `${match[1] ?? ""} ${key.charAt(0).toUpperCase()}${key.slice(1)}`;
  });
}

/**
 * A name and a place after a comma, or two: "Fredericksburg, Texas", "Liberty, Fulton County,
 * Kentucky" (not "Washington, D.C.").
 */
const placeAfterComma =
  /^([^,()]+), (\p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)*)(?:, \p{Lu}\p{Ll}+(?: \p{Lu}\p{Ll}+)*)?$/u;

/** A name and the kind of division it names after it: "Trondheim Municipality". */
const kindAfterName = /^(\p{Lu}[^,()]*?) Municipality$/u;

/**
 * Whether a distractor is of a type compatible with the true answer: when both have types the
 * interrogative says they are, they must be the same kind ("Which city" for a big city and a
 * capital) or share a type, and two typed names of no kind must share a type; names and
 * class-like common nouns ("comune of Italy") never mix, nor names that start with a number and
 * names that do not; and a person never stands against a non-person.
 */
export function isCompatible(profiles: EntityProfiles, answer: number, candidate: number): boolean {
  // Judged on packed signatures: distractor sampling asks this of thousands of candidates.
  const { lowerCase, digit, typed, who, kindShift } = signatureBits;
  const answerSignature = profiles.signature(answer);
  const candidateSignature = profiles.signature(candidate);
  // A name never stands for a common noun ("comune of Italy"), nor "2012" or "840s" for a name.
  if (((answerSignature ^ candidateSignature) & (lowerCase | digit)) !== 0) return false;
  const answerKind = answerSignature >>> kindShift;
  const candidateKind = candidateSignature >>> kindShift;
  // An answer of no known kind takes any candidate (types too diverse or too uneven to compare:
  // "lawyer" is a profession, "politician" an occupation).
  if (answerKind === 0) return true;
  // A person never stands against a non-person of a known kind.
  if (candidateKind !== 0 && ((answerSignature ^ candidateSignature) & who) !== 0) return false;
  if (answerKind === candidateKind) return true;
  // Otherwise a typed candidate that shares a type with the answer: not "Fiqh" (untyped),
  // "Antilles" (an archipelago) or a honey bee among football clubs.
  return (candidateSignature & typed) !== 0 && profiles.sharesType(answer, candidate);
}

// The entities of each pool grouped by kind (see EntityProfiles.signature), made on first use: an
// answer of a known kind draws its stand-ins from its own kind first, where most are compatible.
const poolsByKind = new WeakMap<readonly number[], Map<number, number[]>>();

/** The entities of `pool` of `answer`'s kind, in pool order; undefined for an answer of no kind. */
export function sameKindPool(
  profiles: EntityProfiles,
  pool: readonly number[],
  answer: number,
): readonly number[] | undefined {
  const kind = profiles.signature(answer) >>> signatureBits.kindShift;
  if (kind === 0) return undefined;
  return groupedPool(poolsByKind, pool, (entity) => {
    const entityKind = profiles.signature(entity) >>> signatureBits.kindShift;
    return entityKind === 0 ? [] : [entityKind];
  }).get(kind);
}

/**
 * `pool`'s entities grouped by the keys `keysOf` gives each (an entity may fall in several groups,
 * or none), in pool order, made once per pool and kept in `cache`.
 */
function groupedPool<Key>(
  cache: WeakMap<readonly number[], Map<Key, number[]>>,
  pool: readonly number[],
  keysOf: (entity: number) => Iterable<Key>,
): Map<Key, number[]> {
  let groups = cache.get(pool);
  if (groups === undefined) {
    groups = new Map();
    for (const entity of pool)
      for (const key of keysOf(entity)) {
        let group = groups.get(key);
        if (group === undefined) groups.set(key, (group = []));
        group.push(entity);
      }
    cache.set(pool, groups);
  }
  return groups;
}

// The entities of each pool grouped by type (P31 class), made on first use.
const poolsByType = new WeakMap<readonly number[], Map<string, number[]>>();

/**
 * The entities of `pool` that share a type with `answer`, for an answer of no known kind but with
 * types: options of one sort ("Which of the following is located in Ponce?" among art museums, not
 * cities) where the pool has them. `undefined` for an answer of a known kind or without types.
 */
export function sameTypePool(
  profiles: EntityProfiles,
  pool: readonly number[],
  answer: number,
): readonly number[] | undefined {
  const signature = profiles.signature(answer);
  if (signature >>> signatureBits.kindShift !== 0 || (signature & signatureBits.typed) === 0)
    return undefined;
  const byType = groupedPool(poolsByType, pool, (entity) => profiles.entity(entity)?.types ?? []);
  const types = profiles.entity(answer)?.types ?? [];
  if (types.length === 1) return byType.get(types[0] as string);
  const found = new Set<number>();
  for (const type of types) for (const entity of byType.get(type) ?? []) found.add(entity);
  return found.size === 0 ? undefined : [...found];
}

/** Where distractors are drawn from first: the answer's kind ({@link sameKindPool}), else its types. */
function preferredPool(
  profiles: EntityProfiles,
  pool: readonly number[],
  answer: number,
): readonly number[] | undefined {
  return sameKindPool(profiles, pool, answer) ?? sameTypePool(profiles, pool, answer);
}

/**
 * `isCompatible(profiles, answer, candidate)` for the candidates of one pool, as a function. A draw
 * that keeps missing (an answer whose kind is rare in the pool, scanned over thousands of others)
 * switches to a set of the pool's compatible entities: those of the answer's kind and those sharing
 * one of its types are the only ones that can be, and each of them is checked once. The set is kept
 * per pool for answers of the same signature and types. Answers the same as `isCompatible` for
 * every member of `pool`.
 */
export function compatibilityWith(
  profiles: EntityProfiles,
  pool: readonly number[],
  answer: number,
): (candidate: number) => boolean {
  const signature = profiles.signature(answer);
  // An answer of no kind takes any candidate with the same case and digit start: cheap already.
  if (signature >>> signatureBits.kindShift === 0)
    return (candidate) => isCompatible(profiles, answer, candidate);
  let calls = 0;
  let compatible: ReadonlySet<number> | undefined;
  return (candidate) => {
    if (compatible !== undefined) return compatible.has(candidate);
    calls += 1;
    if (calls === compatibleSetAfter) compatible = compatibleMembers(profiles, pool, answer);
    return compatible === undefined ? isCompatible(profiles, answer, candidate) : compatible.has(candidate);
  };
}

/**
 * {@link compatibilityWith} for the options of a question asking for a subject, whose relation
 * admits subjects of every sort (anything is in a country): an answer of no known kind but with
 * types takes a candidate of a known kind only when they share a type. Not a city among film
 * festivals ("Which of the following is in Canada? Amsterdam, London, Moscow, Vancouver
 * International Film Festival"), nor a city among schools. The objects of a relation are of the
 * sorts it admits, so its object options keep {@link compatibilityWith}'s rule ("Which of the
 * following is Dale located in?" among counties, Dale a county seat).
 */
export function compatibleSubjectWith(
  profiles: EntityProfiles,
  pool: readonly number[],
  answer: number,
): (candidate: number) => boolean {
  const compatible = compatibilityWith(profiles, pool, answer);
  const signature = profiles.signature(answer);
  if (signature >>> signatureBits.kindShift !== 0 || (signature & signatureBits.typed) === 0)
    return compatible;
  return (candidate) =>
    compatible(candidate) &&
    (profiles.signature(candidate) >>> signatureBits.kindShift === 0 ||
      profiles.sharesType(answer, candidate));
}

/** Checks made one by one before {@link compatibilityWith} gathers the compatible set. */
const compatibleSetAfter = 64;
/** The most entities {@link compatibleMembers} checks to gather a set (else checked one by one). */
const compatibleSetLimit = 4096;

// Per pool: its entities by type, and the compatible sets gathered, by the answer's signature and
// types.
const poolTypes = new WeakMap<readonly number[], Map<string, number[]>>();
const compatibleSets = new WeakMap<readonly number[], Map<string, ReadonlySet<number>>>();

/**
 * The members of `pool` compatible with `answer` (an answer of a known kind), or undefined when more
 * than `compatibleSetLimit` would need checking. Only an entity of the answer's kind or one sharing
 * a type with it can be compatible (see {@link isCompatible}), so only those are checked.
 */
function compatibleMembers(
  profiles: EntityProfiles,
  pool: readonly number[],
  answer: number,
): ReadonlySet<number> | undefined {
  const answerTypes = profiles.entity(answer)?.types ?? [];
  const key = `${String(profiles.signature(answer))} ${answerTypes.join(" ")}`;
  let sets = compatibleSets.get(pool);
  const known = sets?.get(key);
  if (known !== undefined) return known;
  let byType = poolTypes.get(pool);
  if (byType === undefined) {
    byType = new Map();
    for (const entity of pool)
      for (const type of profiles.entity(entity)?.types ?? []) {
        let members = byType.get(type);
        if (members === undefined) byType.set(type, (members = []));
        members.push(entity);
      }
    poolTypes.set(pool, byType);
  }
  const sameKind = sameKindPool(profiles, pool, answer) ?? [];
  const sharing = answerTypes.map((type) => byType.get(type) ?? []);
  let size = sameKind.length;
  for (const members of sharing) size += members.length;
  if (size > compatibleSetLimit) return undefined;
  const compatible = new Set<number>();
  for (const members of [sameKind, ...sharing])
    for (const entity of members) if (isCompatible(profiles, answer, entity)) compatible.add(entity);
  if (sets === undefined) compatibleSets.set(pool, (sets = new Map<string, ReadonlySet<number>>()));
  sets.set(key, compatible);
  return compatible;
}

/** A fact with its labels. */
export function labelledFact(
  candidate: Pick<CandidateFact, "subject" | "relation">,
  object: Entity,
): QuestionFact {
  return {
    subject: candidate.subject.id,
    relation: candidate.relation.id,
    object: object.id,
    subjectLabel: tidyLabel(candidate.subject.label),
    relationLabel: tidyLabel(candidate.relation.label),
    objectLabel: tidyLabel(object.label),
  };
}
