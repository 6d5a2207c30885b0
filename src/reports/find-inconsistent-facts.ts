import type { Question, QuestionFact, QuestionType } from "../questions/question.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import type { Verdict } from "../scoring/verdict.js";

/** One fact a model answered both right and wrong, depending on how it was asked. */
export interface InconsistentFact {
  fact: QuestionFact;
  answers: { questionId: string; type: QuestionType; verdict: Verdict }[];
}

/** Per model: how consistently it answers the same fact asked as Yes-No, multiple-choice and WH. */
export interface ConsistencySummary {
  modelId: string;
  /** Facts with judged answers of at least two question types. */
  factsCompared: number;
  /** Of those: every type right, every type wrong, or some types right and some wrong. */
  allCorrect: number;
  allWrong: number;
  inconsistent: number;
  /** The inconsistent facts, in question order. */
  facts: InconsistentFact[];
}

const factKey = (fact: QuestionFact): string => `${fact.subject} ${fact.relation} ${fact.object}`;

/** Verdicts that say neither right nor wrong about a fact. */
const leftOut: ReadonlySet<Verdict> = new Set([
  "error",
  "grader-error",
  "truncated",
  "less-specific",
  "unverified",
]);

/**
 * Groups one-hop questions by the fact they test (their first fact: for a No question that is the
 * true fact the false statement was made from) and, per model, reports the facts that it answers
 * right in one question type and wrong in another. A type is right when every judged question of
 * that type on the fact is correct; incorrect, abstained and unparseable answers count as wrong;
 * failed calls, failed judging and answers that are not errors but not exactly right either
 * (`less-specific`, `unverified`) are left out.
 */
export function findInconsistentFacts(
  scores: readonly ScoredAnswer[],
  questions: readonly Question[],
): ConsistencySummary[] {
  const factOf = new Map<string, QuestionFact>();
  for (const question of questions) {
    const fact = question.facts[0];
    if (question.hops === 1 && fact !== undefined) factOf.set(question.id, fact);
  }
  const byModel = new Map<string, Map<string, InconsistentFact>>();
  for (const score of scores) {
    const fact = factOf.get(score.questionId);
    if (fact === undefined || leftOut.has(score.verdict)) continue;
    let facts = byModel.get(score.modelId);
    if (facts === undefined) {
      facts = new Map();
      byModel.set(score.modelId, facts);
    }
    const key = factKey(fact);
    let entry = facts.get(key);
    if (entry === undefined) {
      entry = { fact, answers: [] };
      facts.set(key, entry);
    }
    entry.answers.push({ questionId: score.questionId, type: score.type, verdict: score.verdict });
  }
  const suiteOrder = new Map(questions.map((question, index) => [question.id, index]));
  // Sorted (models by id, facts by subject, relation and object, answers in suite order) so that
  // summary.json does not depend on the order answers arrived in.
  const byId = (left: string, right: string): number => (left < right ? -1 : left > right ? 1 : 0);
  return [...byModel.entries()]
    .sort(([left], [right]) => byId(left, right))
    .map(([modelId, facts]) => {
      const summary: ConsistencySummary = {
        modelId,
        factsCompared: 0,
        allCorrect: 0,
        allWrong: 0,
        inconsistent: 0,
        facts: [],
      };
      const sorted = [...facts.entries()]
        .sort(([left], [right]) => byId(left, right))
        .map(([, entry]) => entry);
      for (const entry of sorted) {
        entry.answers.sort(
          (left, right) => (suiteOrder.get(left.questionId) ?? 0) - (suiteOrder.get(right.questionId) ?? 0),
        );
        // A type counts as right only when every question of that type on the fact was answered
        // right (a Yes and a No question on one fact: a model that says Yes to both fails the type).
        const typeRight = new Map<QuestionType, boolean>();
        for (const answer of entry.answers)
          typeRight.set(answer.type, (typeRight.get(answer.type) ?? true) && answer.verdict === "correct");
        if (typeRight.size < 2) continue;
        summary.factsCompared += 1;
        const right = [...typeRight.values()].filter(Boolean).length;
        if (right === typeRight.size) summary.allCorrect += 1;
        else if (right === 0) summary.allWrong += 1;
        else {
          summary.inconsistent += 1;
          summary.facts.push(entry);
        }
      }
      return summary;
    });
}
