import type { RelationValues, SubjectRelation } from "../knowledge/fetch-relation-values.js";
import type { Question } from "../questions/question.js";
import { relationSemantics } from "../questions/relation-semantics.js";

/**
 * The subjects and relations of a question's facts, whose values in a source confirm or dispute
 * them; none for a dated question (its facts held in a past year, which truthy values do not say).
 */
export function pairsToConfirm(question: Question): SubjectRelation[] {
  if (question.time?.mode === "dated") return [];
  const seen = new Set<string>();
  const pairs: SubjectRelation[] = [];
  for (const fact of question.facts) {
    const key = `${fact.subject} ${fact.relation}`;
    if (seen.has(key)) continue;
    seen.add(key);
    pairs.push({ subject: fact.subject, relation: fact.relation });
  }
  return pairs;
}

const named = (entity: { id: string; label: string }): string =>
  entity.label === "" ? entity.id : `${entity.id} ${entity.label}`;

/**
 * Why a source disputes what a question was judged by, or `undefined` when it does not:
 * - a true fact whose subject and relation the source holds values for, none of them the fact's
 *   object (along a hierarchy relation another level is no dispute: a county for a state);
 * - a No statement (a negated fact) whose object the source holds;
 * - a WH answer linked to a value the source holds for the subject and relation asked.
 * `valuesOf` gives what the source holds for a pair (`undefined`: not asked); `linked`, the ids a
 * WH answer was linked to; `sourceName`, the source's name for the reason.
 */
export function disputeOf(
  question: Question,
  valuesOf: (pair: SubjectRelation) => RelationValues | undefined,
  linked: readonly string[],
  sourceName: string,
): string | undefined {
  if (question.time?.mode === "dated") return undefined;
  for (const fact of question.facts) {
    const values = valuesOf(fact);
    if (values === undefined) continue;
    const held = values.objects.find((object) => object.id === fact.object);
    const whose = `${fact.subjectLabel}'s ${fact.relationLabel}`;
    if (fact.negated === true) {
      if (held !== undefined)
        return `${sourceName} holds ${named(held)} as ${whose}, which the No statement denies`;
      continue;
    }
    if (held !== undefined || values.objects.length === 0) continue;
    if (relationSemantics[fact.relation]?.hierarchy === true) continue;
    return `${sourceName} holds ${values.objects.map(named).join(", ")} as ${whose}, not ${named({ id: fact.object, label: fact.objectLabel })}`;
  }
  const judging = question.judging;
  if (question.type !== "wh" || judging === undefined || linked.length === 0) return undefined;
  const gold = judging.accepted[0];
  const asked = question.facts.find(
    (fact) => fact.relation === judging.relation && fact.object === gold?.id && fact.negated !== true,
  );
  if (asked === undefined) return undefined;
  const values = valuesOf(asked);
  const answered = values?.objects.find((object) => linked.includes(object.id));
  if (answered === undefined) return undefined;
  return `${sourceName} holds ${named(answered)}, which the answer names, as ${asked.subjectLabel}'s ${asked.relationLabel}`;
}
