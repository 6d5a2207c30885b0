import type { Question } from "../../questions/question.js";
import { factQuestion, makeRunData, type FixtureAnswer } from "../../reports/__fixtures__/sample-run.js";
import type { RunData } from "../../reports/read-run-data.js";

/** The fact of index i: its own subject and object, shared with no other fact. */
export const factOf = (index: number): [string, string, string, string, string, string] => [
  `Q${100 + index}`,
  `Person ${index}`,
  "P19",
  "place of birth",
  `Q${200 + index}`,
  `Town ${index}`,
];

/** The reply that is right for a question. */
export const goldReply = (question: Question): string =>
  question.type === "wh" ? question.answerLabel : question.answer;

/**
 * Twelve facts, each asked as Yes-No, multiple choice and WH, answered by `model:a`: the facts with
 * an even index wrong (all three types), the others right.
 */
export function twelveFactsRun(runDirectory: string): RunData {
  const entries: FixtureAnswer[] = [];
  for (let index = 0; index < 12; index += 1) {
    for (const type of ["yes-no", "multiple-choice", "wh"] as const) {
      const question = factQuestion({ id: `${type}-${index}`, type, fact: factOf(index) });
      const wrong = index % 2 === 0;
      const response = wrong
        ? { "yes-no": "No", "multiple-choice": "B", wh: "Moscow" }[type]
        : goldReply(question);
      entries.push({ question, response, verdict: wrong ? "incorrect" : "correct" });
    }
  }
  return makeRunData(entries, runDirectory);
}
