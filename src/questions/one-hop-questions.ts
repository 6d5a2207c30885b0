import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type { Entity, Fact } from "../knowledge/fact-set.js";
import { interrogativeFor } from "./interrogative.js";
import { tidyLabel } from "./noun-phrase.js";
import type { CandidateFact } from "./question-candidates.js";
import { isUsableLabel } from "./question-candidates.js";
import { questionIdOf } from "./question-id.js";
import {
  optionLetters,
  QUESTION_VERSION,
  type Question,
  type QuestionFact,
  type QuestionType,
} from "./question.js";
import { renderTemplate } from "./render-template.js";
import { sampleObjects } from "./sample-objects.js";
import type { SeededRandom } from "./seeded-random.js";

/** The generator name and version stamped on every question. */
export const RULES_GENERATOR = "factprobe-rules@1";

/** Why a candidate fact gave no question of some type. */
export type QuestionSkipReason = "notUnique" | "noFalseObject" | "tooFewDistractors";

/** What the one-hop builders share within one generation. */
export interface OneHopContext {
  graph: KnowledgeGraph;
  topic: string;
  random: SeededRandom;
  /** Longest usable label of a false object or distractor. */
  maxLabelLength: number;
  /** Distinct objects of a relation (cached by the caller). */
  objectPool: (relation: string) => readonly string[];
  /** Whether a question of this type already has this text (a No question then tries another object). */
  isTextTaken: (text: string) => boolean;
}

/**
 * A Yes question stating the fact and a No question with its object swapped for the object of
 * another edge of the same relation (paper section 3.2.1). The false object is not an object of
 * (SUBJECT, relation), not a neighbour of the subject, and shares no name (label or alias, ignoring
 * case) with any true object, so the No is false in the graph; and the No text is not already taken.
 * The No question's `facts` are the true fact, then the false statement; both questions'
 * `answerLabel` is the true object's label, and `aliases` is empty (the answer is Yes or No).
 */
export function buildYesNoPair(
  candidate: CandidateFact,
  context: OneHopContext,
): Question[] | QuestionSkipReason {
  const { subject, relation, object, templates } = candidate;
  const truth = truthOf(candidate, context.graph);
  const [falseObjectId] = sampleObjects({
    pool: context.objectPool(relation.id),
    count: 1,
    accept: (id) => {
      if (!truth.acceptsAsWrong(id, context)) return false;
      const falseObject = context.graph.entity(id);
      return (
        falseObject !== undefined &&
        !context.isTextTaken(renderTemplate(templates.yesNo, { subject, object: falseObject }))
      );
    },
    keyOf: (id) => id,
    random: context.random,
  });
  const falseObject = falseObjectId === undefined ? undefined : context.graph.entity(falseObjectId);
  if (falseObject === undefined) return "noFalseObject";

  const trueFact = labelledFact(candidate, object);
  const common: Omit<Question, "id" | "text" | "answer" | "facts"> = {
    version: QUESTION_VERSION,
    type: "yes-no",
    hops: 1,
    topic: context.topic,
    answerLabel: tidyLabel(object.label),
    aliases: [],
    templateId: `${templates.source}/yes-no`,
    generator: RULES_GENERATOR,
  };
  return [
    {
      ...common,
      id: questionIdOf({ type: "yes-no", hops: 1, fact: trueFact, suffix: "yes" }),
      text: renderTemplate(templates.yesNo, { subject, object }),
      answer: "Yes",
      facts: [trueFact],
    },
    {
      ...common,
      id: questionIdOf({ type: "yes-no", hops: 1, fact: trueFact, suffix: "no" }),
      text: renderTemplate(templates.yesNo, { subject, object: falseObject }),
      answer: "No",
      facts: [trueFact, labelledFact(candidate, falseObject)],
    },
  ];
}

/**
 * A multiple-choice question: the true object and three distractors drawn from the objects of the
 * same relation, none of them true for the subject, all four with different names, shuffled into
 * A-D. The answer is the letter; `answerLabel` and `aliases` name the true object. The stem is the
 * relation's `choice` template when the subject has several objects, else its WH template, with an
 * interrogative that fits all four options (so "Which country" never singles out the one country).
 */
export function buildMultipleChoice(
  candidate: CandidateFact,
  context: OneHopContext,
): Question | QuestionSkipReason {
  const { subject, relation, object, templates } = candidate;
  const truth = truthOf(candidate, context.graph);
  const distractorIds = sampleObjects({
    pool: context.objectPool(relation.id),
    count: 3,
    accept: (id) => truth.acceptsAsWrong(id, context),
    keyOf: (id) => nameKey(context.graph.entity(id)?.label ?? id),
    random: context.random,
  });
  if (distractorIds.length < 3) return "tooFewDistractors";

  const options = context.random.shuffle([object.id, ...distractorIds]);
  const letter = optionLetters[options.indexOf(object.id)] as string;
  const several = context.graph.outDegree(subject.id, relation.id) > 1;
  const stem = several && templates.choice !== undefined ? templates.choice : templates.wh;
  const fact = labelledFact(candidate, object);
  return {
    version: QUESTION_VERSION,
    id: questionIdOf({ type: "multiple-choice", hops: 1, fact }),
    type: "multiple-choice",
    hops: 1,
    topic: context.topic,
    text: renderTemplate(stem, { subject, interrogative: sharedInterrogative(options, context.graph) }),
    options: options.map((id) => tidyLabel(context.graph.entity(id)?.label ?? id)),
    answer: letter,
    answerLabel: tidyLabel(object.label),
    aliases: aliasesOf(object),
    facts: [fact],
    templateId: `${templates.source}/${stem === templates.wh ? "wh" : "choice"}`,
    generator: RULES_GENERATOR,
  };
}

/**
 * A WH question asking for the object, only when it is the subject's one object for the relation
 * (`outDegree(subject, relation) === 1`, paper section 3.2.1), so the answer is unique. The answer
 * is the object's label; its aliases also count as correct.
 */
export function buildWh(candidate: CandidateFact, context: OneHopContext): Question | QuestionSkipReason {
  const { subject, relation, object, templates } = candidate;
  if (context.graph.outDegree(subject.id, relation.id) !== 1) return "notUnique";
  const fact = labelledFact(candidate, object);
  return {
    version: QUESTION_VERSION,
    id: questionIdOf({ type: "wh", hops: 1, fact }),
    type: "wh",
    hops: 1,
    topic: context.topic,
    text: renderTemplate(templates.wh, { subject, interrogative: interrogativeFor(object) }),
    answer: tidyLabel(object.label),
    answerLabel: tidyLabel(object.label),
    aliases: aliasesOf(object),
    facts: [fact],
    templateId: `${templates.source}/wh`,
    generator: RULES_GENERATOR,
  };
}

/**
 * Why a candidate fact cannot give a question of `type`, judged cheaply before any random draw (a
 * WH answer must be unique; the relation must have enough other objects for a false object or three
 * distractors), or `undefined` when it may.
 */
export function ineligibility(
  type: QuestionType,
  candidate: CandidateFact,
  context: OneHopContext,
): QuestionSkipReason | undefined {
  const trueCount = context.graph.outDegree(candidate.subject.id, candidate.relation.id);
  const otherObjects = context.objectPool(candidate.relation.id).length - trueCount;
  switch (type) {
    case "wh":
      return trueCount === 1 ? undefined : "notUnique";
    case "multiple-choice":
      return otherObjects >= 3 ? undefined : "tooFewDistractors";
    case "yes-no":
      return otherObjects >= 1 ? undefined : "noFalseObject";
  }
}

/**
 * The true objects of (SUBJECT, relation) and a test for objects that are safely wrong: not a true
 * object, not the subject, not joined to the subject by any edge in either direction ("not
 * connected to the original SUBJECT", paper section 3.2.1), nameable, and sharing no name (label or
 * alias, ignoring case) with a true object.
 */
function truthOf(candidate: CandidateFact, graph: KnowledgeGraph) {
  const subjectId = candidate.subject.id;
  const trueObjects = new Set(graph.objectsOf(subjectId, candidate.relation.id));
  const neighbours = new Set<string>([subjectId]);
  for (const fact of graph.outgoing(subjectId)) neighbours.add(fact.object);
  for (const fact of graph.incoming(subjectId)) neighbours.add(fact.subject);
  const trueNames = new Set<string>();
  for (const id of trueObjects) {
    const entity = graph.entity(id);
    if (entity !== undefined)
      for (const name of [entity.label, ...entity.aliases]) trueNames.add(nameKey(name));
  }
  return {
    acceptsAsWrong(id: string, context: OneHopContext): boolean {
      if (trueObjects.has(id) || neighbours.has(id)) return false;
      const entity = context.graph.entity(id);
      if (entity === undefined || !isUsableLabel(entity.label)) return false;
      if (tidyLabel(entity.label).length > context.maxLabelLength) return false;
      return [entity.label, ...entity.aliases].every((name) => !trueNames.has(nameKey(name)));
    },
  };
}

/**
 * The interrogative that fits every option ("Which country" when all four are countries), else
 * "What", so the question does not give the answer away by its type.
 */
function sharedInterrogative(optionIds: readonly string[], graph: KnowledgeGraph): string {
  const interrogatives = new Set(optionIds.map((id) => interrogativeFor(graph.entity(id))));
  return interrogatives.size === 1 ? ([...interrogatives][0] as string) : "What";
}

function labelledFact(candidate: CandidateFact, object: Entity): QuestionFact {
  const fact: Fact = { subject: candidate.subject.id, relation: candidate.relation.id, object: object.id };
  return {
    ...fact,
    subjectLabel: tidyLabel(candidate.subject.label),
    relationLabel: tidyLabel(candidate.relation.label),
    objectLabel: tidyLabel(object.label),
  };
}

function aliasesOf(entity: Entity): string[] {
  const label = nameKey(entity.label);
  const seen = new Set<string>([label]);
  const aliases: string[] = [];
  for (const alias of entity.aliases) {
    const key = nameKey(alias);
    if (key === "" || seen.has(key)) continue;
    seen.add(key);
    aliases.push(tidyLabel(alias));
  }
  return aliases;
}

/** A name compared loosely: tidied and lower-cased. */
function nameKey(name: string): string {
  return tidyLabel(name).toLowerCase();
}
