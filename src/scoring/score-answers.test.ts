import { describe, expect, it } from "vitest";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import type { Matcher } from "./matcher.js";
import { scoreAnswers } from "./score-answers.js";

const question = makeQuestion({ id: "q", answer: "Paris", answerLabel: "Paris" });
const answers: AnswerRecord[] = Array.from({ length: 7 }, (_, index) => ({
  version: 1,
  questionId: "q",
  modelId: `m${index}`,
  response: index % 2 === 0 ? "Paris" : "Lyon",
  attempts: 1,
  latencyMs: 1,
  answeredAt: "2026-01-01T00:00:00.000Z",
}));

/** A matcher that passes "Paris" and records the size of every batch it is given. */
function recordingMatcher(batchSize: number | undefined): { matcher: Matcher; batches: number[] } {
  const batches: number[] = [];
  const matcher: Matcher = {
    id: "recording",
    threshold: undefined,
    ...(batchSize === undefined ? {} : { batchSize }),
    match(inputs) {
      batches.push(inputs.length);
      return Promise.resolve(
        inputs.map((input) => ({ pass: input.answer === "Paris", score: undefined, reason: "recorded" })),
      );
    },
  };
  return { matcher, batches };
}

describe("scoreAnswers", () => {
  it("sends WH answers in batches of the matcher's preferred size, unless told another", async () => {
    const preferring = recordingMatcher(3);
    const scores = await scoreAnswers([question], answers, { matcher: preferring.matcher });
    expect(preferring.batches).toEqual([3, 3, 1]);
    expect(scores.map((score) => score.verdict)).toEqual([
      "correct",
      "incorrect",
      "correct",
      "incorrect",
      "correct",
      "incorrect",
      "correct",
    ]);
    const told = recordingMatcher(3);
    await scoreAnswers([question], answers, { matcher: told.matcher, batchSize: 2 });
    expect(told.batches).toEqual([2, 2, 2, 1]);
    const indifferent = recordingMatcher(undefined);
    await scoreAnswers([question], answers, { matcher: indifferent.matcher });
    expect(indifferent.batches).toEqual([7]);
  });
});
