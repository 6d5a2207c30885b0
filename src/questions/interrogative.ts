import type { Entity } from "../knowledge/fact-set.js";

/**
 * Interrogatives by Wikidata class (the answer's P31 types), in priority order: the paper's
 * named-entity step (section 3.2.1) done with the knowledge graph's own types instead of a tagger.
 * There is no subclass closure, so common subclasses are listed too.
 */
export const interrogativesByClass: readonly (readonly [classId: string, interrogative: string])[] = [
  ["Q5", "Who"],
  ["Q6256", "Which country"],
  ["Q3624078", "Which country"],
  ["Q3024240", "Which country"],
  ["Q515", "Which city"],
  ["Q1549591", "Which city"],
  ["Q5119", "Which city"],
  ["Q1637706", "Which city"],
  ["Q1093829", "Which city"],
  ["Q34770", "Which language"],
  ["Q1288568", "Which language"],
  ["Q33742", "Which language"],
  ["Q3918", "Which university"],
  ["Q902104", "Which university"],
  ["Q15936437", "Which university"],
  ["Q7278", "Which political party"],
];

/**
 * The interrogative for a question whose answer is `answer`: "Who" for people, "Which country",
 * "Which city", "Which language", ... from its P31 types, and "What" when the types say nothing
 * (or the answer is unknown).
 */
export function interrogativeFor(answer: Pick<Entity, "types"> | undefined): string {
  if (answer === undefined) return "What";
  for (const [classId, interrogative] of interrogativesByClass) {
    if (answer.types.includes(classId)) return interrogative;
  }
  return "What";
}
