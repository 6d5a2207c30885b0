import type { Question } from "../questions/question.js";
import { createSeededRandom } from "../questions/seeded-random.js";
import { questionEntities } from "./question-entities.js";

/** An entity-disjoint split of questions. */
export interface EntitySplit {
  train: Question[];
  evaluation: Question[];
  /** Questions that share entities with both sides, so belong to neither. */
  dropped: Question[];
}

/**
 * Splits questions into training and evaluation sets that share no entity (subject, object or
 * bridge of any fact). Questions are visited in a seeded random order; one whose entities are
 * already on one side joins that side, one touching both sides is dropped, and a fresh one goes to
 * evaluation while evaluation holds less than `evalFraction` of the questions placed so far.
 * Entities that many questions share (a country, a party) end up on one side with all of their
 * questions, which is what prevents leaks.
 */
export function splitByEntity(
  questions: readonly Question[],
  options: { evalFraction?: number; seed?: number } = {},
): EntitySplit {
  const evalFraction = options.evalFraction ?? 0.2;
  const random = createSeededRandom(options.seed ?? 1);
  const order = questions.map((question, index) => ({ question, key: random.next(), index }));
  order.sort((left, right) => left.key - right.key || left.index - right.index);
  const trainEntities = new Set<string>();
  const evaluationEntities = new Set<string>();
  const split: EntitySplit = { train: [], evaluation: [], dropped: [] };
  for (const { question } of order) {
    const entities = [...questionEntities(question)];
    const inTrain = entities.some((entity) => trainEntities.has(entity));
    const inEvaluation = entities.some((entity) => evaluationEntities.has(entity));
    let side: "train" | "evaluation" | "dropped";
    if (inTrain && inEvaluation) side = "dropped";
    else if (inTrain) side = "train";
    else if (inEvaluation) side = "evaluation";
    else {
      const placed = split.train.length + split.evaluation.length + 1;
      side = split.evaluation.length < evalFraction * placed ? "evaluation" : "train";
    }
    split[side].push(question);
    const target = side === "train" ? trainEntities : side === "evaluation" ? evaluationEntities : undefined;
    if (target !== undefined) for (const entity of entities) target.add(entity);
  }
  const position = new Map(questions.map((question, index) => [question, index]));
  const byOriginalOrder = (list: Question[]): Question[] =>
    list.sort((left, right) => (position.get(left) ?? 0) - (position.get(right) ?? 0));
  return {
    train: byOriginalOrder(split.train),
    evaluation: byOriginalOrder(split.evaluation),
    dropped: byOriginalOrder(split.dropped),
  };
}
