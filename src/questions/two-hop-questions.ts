import { nameInSentence, possessivePhrase, type NamedEntity } from "./noun-phrase.js";
import { relationEnd, relationStart } from "../graph/adjacency.js";
import { endedStates } from "./death-relations.js";
import { isFormerEntity } from "./entity-kind.js";
import { interrogativeFor } from "./interrogative.js";
import { nameKey } from "./relation-index.js";
import {
  buildMultipleChoice,
  buildWh,
  buildYesNoPair,
  ineligibility,
  whInterrogativeOf,
  labelledFact,
  type QuestionContext,
  type QuestionSkipReason,
} from "./one-hop-questions.js";
import type { CandidateFact } from "./question-candidates.js";
import { candidateKey, isUsableLabel } from "./question-candidates.js";
import { twoHopQuestionIdOf } from "./question-id.js";
import type { Question, QuestionType } from "./question.js";
import { fitsSubject, templatesForSubject, type RelationTemplates } from "./relation-templates.js";
import { tidyLabel } from "./noun-phrase.js";

/** Relations that say which country or division a place lies in: country, located in, historic county. */
const divisionLocators: ReadonlySet<string> = new Set(["P17", "P131", "P7959"]);

/** Second hops that undo or merely restate the first ("France's capital is the capital of ..."). */
const inverseRelations: ReadonlySet<string> = new Set([
  "P36/P1376",
  "P1376/P36",
  "P527/P361",
  "P361/P527",
  "P40/P22",
  "P40/P25",
  "P22/P40",
  "P25/P40",
  "P26/P26",
  "P3373/P3373",
]);

/** Why a two-hop path gave no question. */
export type TwoHopSkipReason =
  QuestionSkipReason | "noSecondHop" | "subQuestionUnavailable" | "duplicateText";

/** The questions already in the suite, so sub-questions are shared and their ids resolve. */
export interface SuiteState {
  /** Questions by id (one-hop selections and sub-questions added so far). */
  byId: Map<string, Question>;
  /** Texts taken per type. */
  texts: Map<QuestionType, Set<string>>;
  /** Option entity ids of object-direction multiple-choice questions, by question id. */
  optionIds: Map<string, readonly string[]>;
}

/** What two-hop building needs besides the one-hop context. */
export interface TwoHopContext extends QuestionContext {
  /** Templates of a relation (cached), or `undefined` if it has none. */
  templatesOf: (relation: string) => RelationTemplates | undefined;
  maxLabelLength: number;
  /**
   * Restarts `random` as the one-hop questions of this type start it for a key (see
   * `candidateKey`): a sub-question a two-hop question brings is the one-hop question of its fact.
   */
  reseedTo?: (key: string) => void;
}

/** A built two-hop question (a Yes-No pair gives two) and the one-hop sub-questions it added. */
export interface TwoHopBuilt {
  questions: Question[];
  added: Question[];
}

/**
 * Questions over the path SUBJECT -r1-> BRIDGE -r2-> ANSWER (paper section 3.2.2), where r1 is a
 * noun relation ("Michelle Obama's spouse") that is the subject's only one of its kind, so the
 * phrase names one entity and a WH answer is unique along every path exactly when BRIDGE has one
 * r2 object. r2 is drawn at random among BRIDGE's edges (up to `tries` of them). The two one-hop
 * sub-questions of the same type, (SUBJECT, r1, BRIDGE) and (BRIDGE, r2, ANSWER), are taken from
 * the suite or built and returned in `added`, and the two-hop question reuses the second one's
 * false object or options, so a wrong two-hop answer can be traced to a one-hop gap. The Yes-No
 * pair's `facts` are the two true facts, then (for No) the false statement.
 */
export function buildTwoHop(
  type: QuestionType,
  head: CandidateFact,
  context: TwoHopContext,
  state: SuiteState,
  tries = 3,
): TwoHopBuilt | TwoHopSkipReason {
  const { graph } = context;
  const bridge = head.object;
  const possessive = head.templates.possessive;
  // A comma inside the name makes the possessive unreadable ("Henrik, Prince Consort of Denmark's spouse").
  if (possessive === undefined || head.subject.label.includes(",")) return "noSecondHop";
  const edges = context.random.shuffle(graph.outgoing(bridge.id));
  let reason: TwoHopSkipReason = "noSecondHop";
  let attempts = 0;
  for (const edge of edges) {
    if (attempts >= tries) break;
    if (edge.object === head.subject.id || edge.object === bridge.id) continue;
    if (inverseRelations.has(`${head.relation.id}/${edge.relation}`)) continue;
    // A value that changes is asked about only with its date, which two-hop phrases cannot carry.
    const secondTemplates = context.templatesOf(edge.relation);
    const secondSemantics = context.semantics(edge.relation);
    if (secondSemantics?.time === "changes" && secondTemplates?.past !== true) continue;
    const templates = context.templatesOf(edge.relation);
    const relation = graph.relation(edge.relation);
    const answer = graph.entity(edge.object);
    if (templates === undefined || relation === undefined || answer === undefined) continue;
    // Not "What is a the librettist of X a type of?": the phrase names one thing, it does not classify.
    if (!fitsSubject(templates, bridge) || templates.subjectKind === "class") continue;
    if (!isUsableLabel(answer.label) || tidyLabel(answer.label).length > context.maxLabelLength) continue;
    // Not "What is the capital of X's birthplace? Ceggia" when the birthplace is Ceggia too, nor
    // "What is British Columbia's highest point located in? British Columbia".
    const answerName = nameKey(answer.label);
    if (answerName === nameKey(bridge.label) || answerName === nameKey(head.subject.label)) continue;
    attempts += 1;
    const second: CandidateFact = {
      subject: bridge,
      relation,
      object: answer,
      templates: templatesForSubject(templates, bridge, { labelled: context.profiles.labelledClasses }),
      objectCount: graph.outDegree(bridge.id, relation.id),
      subjectNumber: head.objectNumber,
      objectNumber: graph.entityNumber(answer.id),
    };
    const ineligible = ineligibility(type, second, context);
    if (ineligible !== undefined) {
      reason = ineligible;
      continue;
    }
    const built = buildPath(type, head, second, possessive, context, state);
    if (typeof built !== "string") return built;
    reason = built;
  }
  return reason;
}

function buildPath(
  type: QuestionType,
  head: CandidateFact,
  second: CandidateFact,
  possessive: string,
  context: TwoHopContext,
  state: SuiteState,
): TwoHopBuilt | TwoHopSkipReason {
  const added: Question[] = [];
  const firstSub = subQuestions(type, head, context, state, added);
  if (typeof firstSub === "string") return "subQuestionUnavailable";
  const secondSub = subQuestions(type, second, context, state, added);
  if (typeof secondSub === "string") return "subQuestionUnavailable";
  // The path's own draws, from its two facts.
  context.reseedTo?.(`2/${candidateKey(head)}/${candidateKey(second)}`);

  // A work's title; a product or a team as the relation's own questions name it ("the manufacturer of
  // the Nokia 6015i", "the home venue of the Washington Wizards").
  const kind = head.templates.subjectKind;
  const subject: NamedEntity =
    kind === undefined
      ? head.subject
      : kind === "work"
        ? { ...head.subject, title: true }
        : { label: nameInSentence(head.subject, kind), types: [], verbatim: true };
  // The place the first hop names, as the second asks of it: "the country where Rupert Sanderson
  // was born" where the first relation words its event in a place, the second asks something else
  // of that place, and the place's kind gives a noun (fresh sample 51: "What is the capital of the
  // birthplace of Rupert Sanderson?" read as stilted); else the possessive ("Hu Shih's place of
  // death", "the birthplace of Lutz Graf Schwerin von Krosigk").
  // Not where the event took place within other borders (see `RelationLexiconEntry.inPlace`).
  const event = kind === undefined ? head.templates.inPlace : undefined;
  const inPlace =
    event !== undefined && !(event.startOfLife === true && citizenOfGoneState(head, context))
      ? event
      : undefined;
  // A place lies in a country or a division; a mountain range holds no birth ("In which mountain
  // range was Albert Einstein born?", the golden file).
  const stranded = divisionLocators.has(second.relation.id)
    ? strandedIn.exec(second.templates.wh)?.[1]
    : undefined;
  // Only where the place ends the question: "Who is the city where Valentin Dyakin died named
  // after?" leaves the clause's verb beside the question's.
  const placeNoun =
    inPlace === undefined || stranded !== undefined || !endsWithSubject(second.templates)
      ? undefined
      : kindNoun(interrogativeFor(head.object, { labelled: context.profiles.labelledClasses }));
  const phrase: NamedEntity = {
    label:
      inPlace === undefined || placeNoun === undefined
        ? possessivePhrase(subject, possessive)
        : `the ${placeNoun} ${inPlace.where.replace("{subject}", nameInSentence(subject))}`,
    types: [],
    verbatim: true,
  };
  // "In which country is the place of death of Lutz Graf Schwerin von Krosigk?", not "Which country
  // is the place of death of ... in?": a long "the ... of ..." phrase leaves a final preposition
  // stranded far from its question word. A possessive is short enough to keep it ("Which country
  // is Hu Shih's place of death in?").
  // "In which country did Satyajit Ray die?", not "Which country is Satyajit Ray's place of death
  // in?": where the first relation words its event in a place and the second asks where that place
  // lies, the question asks it of the subject (fresh samples 49 to 51). An interrogative drawn from
  // the answer's kind is fronted so when it names a kind ("In which county did Ray Charles die?");
  // one that names none may be "What" ("In what did Hu Shih die?", read bad in the golden file), so
  // those keep the possessive, and only their Yes-No asks the subject.
  const asking =
    inPlace === undefined || stranded === undefined
      ? undefined
      : stranded === "{wh}"
        ? namingAKind(whInterrogativeOf(second, context))
        : stranded;
  const yesNoWhere: CandidateFact | undefined =
    inPlace === undefined || stranded === undefined
      ? undefined
      : { ...second, templates: { ...second.templates, yesNo: inPlace.yesNo } };
  const whWhere: CandidateFact | undefined =
    inPlace === undefined || asking === undefined
      ? undefined
      : {
          ...second,
          templates: {
            ...second.templates,
            wh: inPlace.wh.replace("{in-wh}", inInterrogative(asking)),
            choice: undefined,
          },
        };
  const fronted: CandidateFact =
    whWhere ??
    (/^the /u.test(phrase.label)
      ? { ...second, templates: withPrepositionFronted(second.templates) }
      : second);
  const whSlot: NamedEntity = whWhere === undefined ? phrase : head.subject;
  const firstFact = labelledFact(head, head.object);
  const secondFact = labelledFact(second, second.object);
  const texts = state.texts.get(type) ?? new Set<string>();
  const finish = (question: Question, subIds: [string, string], suffix?: string): Question => ({
    ...question,
    id: twoHopQuestionIdOf({
      type,
      first: firstFact,
      second: secondFact,
      ...(suffix === undefined ? {} : { suffix }),
    }),
    hops: 2,
    facts: [firstFact, ...question.facts],
    twoHop: { bridge: head.object.id, bridgeLabel: tidyLabel(head.object.label), subQuestionIds: subIds },
    templateId: `two-hop:${head.templates.source}+${question.templateId}`,
  });

  let questions: Question[];
  switch (type) {
    case "yes-no": {
      const [firstYes] = firstSub;
      const [secondYes, secondNo] = secondSub;
      const falseObjectId = secondNo?.facts[1]?.object;
      if (
        firstYes === undefined ||
        secondYes === undefined ||
        secondNo === undefined ||
        falseObjectId === undefined
      )
        return "subQuestionUnavailable";
      const pair = buildYesNoPair(yesNoWhere ?? second, context, {
        subjectSlot: yesNoWhere === undefined ? phrase : head.subject,
        falseObjectId,
      });
      if (typeof pair === "string") return pair;
      const [yes, no] = pair as [Question, Question];
      questions = [
        finish(yes, [firstYes.id, secondYes.id], "yes"),
        finish(no, [firstYes.id, secondNo.id], "no"),
      ];
      break;
    }
    case "multiple-choice": {
      const [firstQuestion] = firstSub;
      const [secondQuestion] = secondSub;
      const optionIds = secondQuestion === undefined ? undefined : state.optionIds.get(secondQuestion.id);
      if (firstQuestion === undefined || secondQuestion === undefined || optionIds === undefined)
        return "subQuestionUnavailable";
      const question = buildMultipleChoice(fronted, context, { subjectSlot: whSlot, optionIds });
      if (typeof question === "string") return question;
      questions = [finish(question, [firstQuestion.id, secondQuestion.id])];
      break;
    }
    case "wh": {
      const [firstQuestion] = firstSub;
      const [secondQuestion] = secondSub;
      if (firstQuestion === undefined || secondQuestion === undefined) return "subQuestionUnavailable";
      const question = buildWh(fronted, context, { subjectSlot: whSlot });
      if (typeof question === "string") return question;
      questions = [finish(question, [firstQuestion.id, secondQuestion.id])];
      break;
    }
  }
  if (questions.some((question) => texts.has(question.text))) return "duplicateText";
  for (const question of [...added, ...questions]) {
    texts.add(question.text);
    state.byId.set(question.id, question);
  }
  state.texts.set(type, texts);
  return { questions, added };
}

/**
 * A relation's templates with a question's final "in" moved before its question word, where the
 * subject is a two-hop phrase: "Which country is {subject} in?" → "In which country is {subject}?",
 * "{wh} is {subject} located in?" → "{in-wh} is {subject} located?", "Which of the following is
 * {subject} located in?" → "In which of the following is {subject} located?". Other templates
 * are kept.
 */
export function withPrepositionFronted(templates: RelationTemplates): RelationTemplates {
  const front = (template: string | undefined): string | undefined => {
    const match = template === undefined ? null : strandedIn.exec(template);
    if (template === undefined || match === null) return template;
    const [, asking = "", rest = ""] = match;
    const start = asking === "{wh}" ? "{in-wh}" : inInterrogative(asking);
    return `${start} is ${rest.trim()}?`;
  };
  const wh = front(templates.wh) ?? templates.wh;
  const choice = front(templates.choice);
  return wh === templates.wh && choice === templates.choice ? templates : { ...templates, wh, choice };
}

/** Whether the graph gives the subject a citizenship (P27) of a former or a long-ended state. */
function citizenOfGoneState(candidate: CandidateFact, context: QuestionContext): boolean {
  const { graph, profiles } = context;
  const relation = graph.relationNumber("P27");
  if (relation < 0) return false;
  const out = graph.adjacency("out");
  const end = relationEnd(out, candidate.subjectNumber, relation);
  for (let position = relationStart(out, candidate.subjectNumber, relation); position < end; position += 1) {
    const state = out.ends[position] as number;
    const id = graph.entityAt(state)?.id;
    if (isFormerEntity(profiles.entity(state)) || (id !== undefined && Object.hasOwn(endedStates, id)))
      return true;
  }
  return false;
}

/** Whether every question of the templates ends with the subject ("What is the capital of {subject}?"). */
function endsWithSubject(templates: RelationTemplates): boolean {
  return [templates.wh, templates.yesNo, templates.choice].every(
    (template) => template === undefined || /\{subject(?::[a-z-]+)?\}\?$/u.test(template),
  );
}

/** "city" of "Which city"; undefined for an interrogative that names no kind ("What", "Where", "Which of ..."). */
function kindNoun(interrogative: string): string | undefined {
  return /^Which (?!of\b)(.+)$/u.exec(interrogative)?.[1];
}

/** The interrogative where it names a kind ("Which county"), else undefined ("What", "Where"). */
function namingAKind(interrogative: string): string | undefined {
  return kindNoun(interrogative) === undefined ? undefined : interrogative;
}

/** A fixed interrogative with "in" before it: "Which country" → "In which country". */
function inInterrogative(asking: string): string {
  return `In ${asking.charAt(0).toLowerCase()}${asking.slice(1)}`;
}

/** "Which country is {subject} in?", "{wh} is {subject} located in?": a question ending in a stranded "in". */
const strandedIn = /^(\{wh\}|Which [^{}]+?) is (\{subject(?::[a-z-]+)?\}(?: located| based)?) in\?$/u;

/**
 * The one-hop question(s) of `type` for a fact, from the suite when there (by id), else built
 * (object direction for multiple choice) and pushed to `added`; a reason when they cannot be made
 * or their text is taken by another question.
 */
function subQuestions(
  type: QuestionType,
  candidate: CandidateFact,
  context: TwoHopContext,
  state: SuiteState,
  added: Question[],
): Question[] | TwoHopSkipReason {
  const ineligible = ineligibility(type, candidate, context);
  if (ineligible !== undefined) return ineligible;
  const fact = labelledFact(candidate, candidate.object);
  const prefix = { "yes-no": "yn", "multiple-choice": "mc", wh: "wh" }[type];
  const baseId = `${prefix}-1-${fact.subject}-${fact.relation}-${fact.object}`;
  const wantedIds = type === "yes-no" ? [`${baseId}-yes`, `${baseId}-no`] : [baseId];
  const existing = wantedIds.map((id) => state.byId.get(id));
  if (existing.every((question) => question !== undefined)) return existing;
  const pending = added.filter((question) => wantedIds.includes(question.id));
  if (pending.length === wantedIds.length) return pending;

  let built: Question[] | QuestionSkipReason;
  context.reseedTo?.(candidateKey(candidate));
  switch (type) {
    case "yes-no":
      built = buildYesNoPair(candidate, context);
      break;
    case "multiple-choice": {
      const question = buildMultipleChoice(candidate, context, {
        recordOptionIds: (id, optionIds) => state.optionIds.set(id, optionIds),
      });
      built = typeof question === "string" ? question : [question];
      break;
    }
    case "wh": {
      const question = buildWh(candidate, context);
      built = typeof question === "string" ? question : [question];
      break;
    }
  }
  if (typeof built === "string") return built;
  const texts = state.texts.get(type);
  if (built.some((question) => question.id !== baseId && texts?.has(question.text) === true))
    return "duplicateText";
  added.push(...built);
  return built;
}
