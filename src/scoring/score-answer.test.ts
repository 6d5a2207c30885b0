import { describe, expect, it } from "vitest";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { normalizeAnswer } from "./normalize-answer.js";
import { parseChoice } from "./parse-choice.js";
import { parseYesNo } from "./parse-yes-no.js";
import { scoreAnswer } from "./score-answer.js";

const answer = (response: string | undefined, error?: string): AnswerRecord => ({
  version: 1,
  questionId: "q",
  modelId: "m",
  ...(response === undefined ? {} : { response }),
  ...(error === undefined ? {} : { error }),
  attempts: 1,
  latencyMs: 1,
  answeredAt: "2026-01-01T00:00:00.000Z",
});

describe("parseYesNo", () => {
  it.each([
    ["Yes.", "Yes"],
    ["yes, because it is", "Yes"],
    ["**No**, it is not", "No"],
    ["No it isn't.", "No"],
    ["  YES", "Yes"],
    ["I think the answer is no.", "No"],
    ["Paris is the capital of France.", undefined],
    ["Yes and no.", "Yes"],
    ["It could be yes or it could be no", undefined],
    ["", undefined],
  ])("%j → %s", (response, expected) => {
    expect(parseYesNo(response)).toBe(expected);
  });
});

describe("parseChoice", () => {
  const options = ["Berlin", "Paris", "Madrid", "New York City"];
  it.each([
    ["B", "B"],
    ["**B**", "B"],
    ["B) Paris", "B"],
    ["(C)", "C"],
    ["C.", "C"],
    ["The answer is C", "C"],
    ["Answer: D", "D"],
    ["Paris", "B"],
    ["new york city", "D"],
    ["It is option A because Berlin", "A"],
    ["I am not sure", undefined],
    ["Berlin or Madrid", undefined],
  ])("%j → %s", (response, expected) => {
    expect(parseChoice(response, options)).toBe(expected);
  });
});

describe("normalizeAnswer", () => {
  it("folds case, diacritics, punctuation and leading articles", () => {
    expect(normalizeAnswer("The  Côte d'Ivoire.")).toBe("cote d ivoire");
    expect(normalizeAnswer("Washington, D.C.")).toBe("washington d c");
    expect(normalizeAnswer("The")).toBe("the");
  });
});

describe("scoreAnswer", () => {
  const wh = makeQuestion({ id: "q", type: "wh", answer: "Washington, D.C.", aliases: ["Washington", "DC"] });
  it("matches WH answers exactly after normalisation, or by alias", () => {
    expect(scoreAnswer(wh, answer("Washington, D.C.")).verdict).toBe("correct");
    expect(scoreAnswer(wh, answer("washington dc")).verdict).toBe("incorrect");
    expect(scoreAnswer(wh, answer("DC."))).toMatchObject({ verdict: "correct", reason: "alias match" });
    expect(scoreAnswer(wh, answer("Philadelphia\nBecause it was the capital."))).toMatchObject({
      verdict: "incorrect",
      parsed: "philadelphia",
    });
  });

  it("separates abstentions, unreadable responses and failed calls from wrong answers", () => {
    expect(scoreAnswer(wh, answer("I don't know.")).verdict).toBe("not-attempted");
    expect(scoreAnswer(wh, answer("   ")).verdict).toBe("unparseable");
    expect(scoreAnswer(wh, answer(undefined, "HTTP 500")).verdict).toBe("error");
    const yesNo = makeQuestion({ id: "q", type: "yes-no", answer: "No" });
    expect(scoreAnswer(yesNo, answer("I cannot answer that.")).verdict).toBe("not-attempted");
    expect(scoreAnswer(yesNo, answer("Paris is nice.")).verdict).toBe("unparseable");
    expect(scoreAnswer(yesNo, answer("No.")).verdict).toBe("correct");
    expect(scoreAnswer(yesNo, answer("Yes")).verdict).toBe("incorrect");
  });

  it("reads multiple-choice letters and option texts", () => {
    const choice = makeQuestion({
      id: "q",
      type: "multiple-choice",
      answer: "B",
      options: ["Rome", "Paris", "Oslo", "Bern"],
    });
    expect(scoreAnswer(choice, answer("B. Paris")).verdict).toBe("correct");
    expect(scoreAnswer(choice, answer("Paris")).verdict).toBe("correct");
    expect(scoreAnswer(choice, answer("A")).verdict).toBe("incorrect");
    expect(scoreAnswer(choice, answer("\u0000\u0001binary")).verdict).toBe("unparseable");
  });
});
