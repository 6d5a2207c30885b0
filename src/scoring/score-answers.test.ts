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
function recordingMatcher(): { matcher: Matcher; batches: number[] } {
  const batches: number[] = [];
  const matcher: Matcher = {
    id: "recording",
    threshold: undefined,
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
  it("sends WH answers in batches of 512, unless told another size", async () => {
    const told = recordingMatcher();
    const scores = await scoreAnswers([question], answers, { matcher: told.matcher, batchSize: 3 });
    expect(told.batches).toEqual([3, 3, 1]);
    expect(scores.map((score) => score.verdict)).toEqual([
      "correct",
      "incorrect",
      "correct",
      "incorrect",
      "correct",
      "incorrect",
      "correct",
    ]);
    const usual = recordingMatcher();
    await scoreAnswers([question], answers, { matcher: usual.matcher });
    expect(usual.batches).toEqual([7]);
  });
});
