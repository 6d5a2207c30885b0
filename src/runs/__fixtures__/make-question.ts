import { QUESTION_VERSION, type Question } from "../../questions/question.js";

/** A minimal valid question for tests. */
export function makeQuestion(overrides: Partial<Question> & Pick<Question, "id">): Question {
  return {
    version: QUESTION_VERSION,
    type: "wh",
    hops: 1,
    topic: "country",
    text: `Question ${overrides.id}?`,
    answer: "Paris",
    answerLabel: "Paris",
    aliases: [],
    facts: [],
    templateId: "test",
    generator: "test@1",
    ...overrides,
  };
}
