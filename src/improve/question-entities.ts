import type { Question } from "../questions/question.js";

/** The entities a question is about: the subjects and objects of its facts and a two-hop bridge. */
export function questionEntities(question: Question): Set<string> {
  const entities = new Set<string>();
  for (const fact of question.facts) {
    entities.add(fact.subject);
    entities.add(fact.object);
  }
  if (question.twoHop !== undefined) entities.add(question.twoHop.bridge);
  return entities;
}

/** Whether a question mentions any of the given entities. */
export function sharesEntity(question: Question, entities: ReadonlySet<string>): boolean {
  for (const entity of questionEntities(question)) if (entities.has(entity)) return true;
  return false;
}
