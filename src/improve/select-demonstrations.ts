import type { Question, QuestionType } from "../questions/question.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import { questionEntities, sharesEntity } from "./question-entities.js";

/** Options of {@link selectDemonstrations}. */
export interface SelectDemonstrationsOptions {
  /** Every question of the run. */
  questions: readonly Question[];
  /** The model's verdicts on them: demonstrations are questions it failed. */
  scores: readonly ScoredAnswer[];
  /** Demonstrations per question type. Default 4 (the paper's). */
  k?: number;
}

/** Demonstrations per type and the evaluation questions that share no entity with any of them. */
export interface DemonstrationSplit {
  demonstrations: Record<QuestionType, Question[]>;
  /** Questions to evaluate on: not a demonstration, and no entity in common with any demonstration. */
  evaluation: Question[];
  /** Questions left out of both because they share an entity with a demonstration. */
  excluded: number;
}

/**
 * Picks k failed questions per type as in-context demonstrations (the paper's section 4.5) and
 * splits off the evaluation questions so that nothing leaks: no evaluation question mentions an
 * entity (subject, object, bridge) of any demonstration. To keep the evaluation set large,
 * demonstrations are the failed questions whose entities are rarest in the suite; `incorrect`
 * answers go before abstentions and unparseable ones; and for Yes-No and multiple choice the gold
 * answers are spread (Yes and No alternate, letters rotate) so the demonstrations teach no answer
 * bias. Deterministic: ties break by question id.
 */
export function selectDemonstrations(options: SelectDemonstrationsOptions): DemonstrationSplit {
  const k = options.k ?? 4;
  const frequency = new Map<string, number>();
  for (const question of options.questions)
    for (const entity of questionEntities(question)) frequency.set(entity, (frequency.get(entity) ?? 0) + 1);
  const rarity = (question: Question): number =>
    [...questionEntities(question)].reduce((sum, entity) => sum + (frequency.get(entity) ?? 0), 0);
  const verdictOf = new Map(options.scores.map((score) => [score.questionId, score.verdict]));
  const failed = options.questions.filter((question) => {
    const verdict = verdictOf.get(question.id);
    return verdict === "incorrect" || verdict === "not-attempted" || verdict === "unparseable";
  });
  const rank = (question: Question): [number, number, string] => [
    verdictOf.get(question.id) === "incorrect" ? 0 : 1,
    rarity(question),
    question.id,
  ];
  const compare = (left: Question, right: Question): number => {
    const [a, b] = [rank(left), rank(right)];
    return a[0] - b[0] || a[1] - b[1] || a[2].localeCompare(b[2]);
  };

  const demonstrations: Record<QuestionType, Question[]> = { "yes-no": [], "multiple-choice": [], wh: [] };
  const used = new Set<string>();
  for (const type of Object.keys(demonstrations) as QuestionType[]) {
    const candidates = failed
      .filter((question) => question.type === type && question.hops === 1)
      .sort(compare);
    // Round-robin over gold answers (Yes/No, A-D) so no answer dominates; WH answers are all distinct.
    const byAnswer = new Map<string, Question[]>();
    for (const candidate of candidates) {
      const key = type === "wh" ? "" : candidate.answer;
      byAnswer.set(key, [...(byAnswer.get(key) ?? []), candidate]);
    }
    const queues = [...byAnswer.entries()]
      .sort(([left], [right]) => left.localeCompare(right))
      .map(([, list]) => list);
    const chosen = demonstrations[type];
    while (chosen.length < k && queues.some((queue) => queue.length > 0)) {
      for (const queue of queues) {
        if (chosen.length >= k) break;
        // Demonstrations of one type share no entity with each other either, so each teaches one fact.
        let next = queue.shift();
        while (next !== undefined && sharesEntity(next, used)) next = queue.shift();
        if (next === undefined) continue;
        chosen.push(next);
        for (const entity of questionEntities(next)) used.add(entity);
      }
    }
  }
  const demonstrationIds = new Set(
    Object.values(demonstrations).flatMap((list) => list.map((question) => question.id)),
  );
  const evaluation: Question[] = [];
  let excluded = 0;
  for (const question of options.questions) {
    if (demonstrationIds.has(question.id)) continue;
    if (sharesEntity(question, used)) excluded += 1;
    else evaluation.push(question);
  }
  return { demonstrations, evaluation, excluded };
}
