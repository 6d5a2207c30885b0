import type { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { endedBy } from "../knowledge/wikidata-vocabulary.js";

/** Official language (P37). */
const OFFICIAL_LANGUAGE = "P37";

/**
 * Classes of languages that are no one's language today, by Wikidata id: a state whose every
 * official language is one of them is gone.
 */
export const pastLanguageClasses: ReadonlySet<string> = new Set([
  "Q45762", // dead language (Latin, Old English)
  "Q38058796", // extinct language
  "Q2315359", // historical language (Ancient Greek, Old English)
  "Q436240", // ancient language
]);

/**
 * By entity number (`KnowledgeGraph.entityNumber`), 1 where the graph shows that an entity no
 * longer exists, else 0:
 * - any entity dissolved, abolished or demolished (`Entity.dissolved`, Wikidata's P576) on or before
 *   the graph's date (today, when it states none), or on a date unknown;
 * - a state (`isState(entity)`) whose every official language (P37) the graph holds is of a
 *   {@link pastLanguageClasses} class (the Kingdom of Kent spoke Old English; Numidia, Clusium, the
 *   Exarchate of Ravenna). The snapshot has no dates of dissolution; a state that keeps one living
 *   official language (the Vatican: Latin and Italian) is not shown gone, and an entity that is no
 *   state (the Holy See, a church) is never judged by its languages.
 */
export function dissolutionsShown(
  graph: KnowledgeGraph,
  isState: (entity: number) => boolean,
  today: Date = new Date(),
): Uint8Array {
  const { subjects, objects } = graph.edgeNumbersOfRelation(OFFICIAL_LANGUAGE);
  // 1: every language seen so far is of the past; 2: one is living (or untyped, so unknown).
  const seen = new Uint8Array(graph.entityCount);
  for (let position = 0; position < subjects.length; position += 1) {
    const subject = subjects[position] as number;
    if (seen[subject] === 2) continue;
    const types = graph.entityAt(objects[position] as number)?.types ?? [];
    seen[subject] = types.some((type) => pastLanguageClasses.has(type)) ? 1 : 2;
  }
  const date = graph.asOf ?? today.toISOString().slice(0, 10);
  for (let entity = 0; entity < seen.length; entity += 1)
    seen[entity] =
      (seen[entity] === 1 && isState(entity)) || endedBy(graph.entityAt(entity)?.dissolved, date) ? 1 : 0;
  return seen;
}
