import { describe, expect, it } from "vitest";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { extractWhAnswer } from "./extract-wh-answer.js";
import { normalizeAnswer } from "./normalize-answer.js";
import { parseChoice } from "./parse-choice.js";
import { parseYesNo } from "./parse-yes-no.js";
import { scoreAnswer } from "./score-answer.js";
import { parseTypedValue, typedValuesEqual } from "./typed-value.js";

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

  it("takes no option the response says only as part of the question's own words", () => {
    const states = ["New Jersey", "New York", "Ohio", "Texas"];
    const stem = "Which state is New York City located in?";
    expect(parseChoice("New York City is located in the state", states, stem)).toBeUndefined();
    expect(parseChoice("New York City is in New York.", states, stem)).toBe("B");
    expect(parseChoice("It is in New York", states, stem)).toBe("B");
    expect(parseChoice("New York", states, stem)).toBe("B");
    expect(parseChoice("New York City is located in the state", states)).toBe("B");
  });
});

describe("normalizeAnswer", () => {
  it("folds case, diacritics, punctuation, leading articles, honorifics and initialisms", () => {
    expect(normalizeAnswer("The  Côte d'Ivoire.")).toBe("cote divoire");
    expect(normalizeAnswer("Washington, D.C.")).toBe("washington dc");
    expect(normalizeAnswer("the U. K.")).toBe("uk");
    expect(normalizeAnswer("Sir Isaac Newton")).toBe("isaac newton");
    expect(normalizeAnswer("The")).toBe("the");
  });
});

describe("extractWhAnswer", () => {
  it.each([
    ["Paris", undefined, "Paris"],
    ["The answer is **Paris**.", undefined, "Paris"],
    ["Paris, because it is the capital.", undefined, "Paris"],
    ["Paris\nIt has been the capital since 987.", undefined, "Paris"],
    [
      "The native language of John Paul II is Polish.",
      "What is the native language of John Paul II?",
      "Polish",
    ],
    ["He was a philosopher.", undefined, "philosopher"],
    ["Moby is best known for electronic music.", "Which genre is Moby known for?", "electronic music"],
    [
      "Jimi Hendrix was known for playing the guitar.",
      "Which instrument was Jimi Hendrix known for playing?",
      "the guitar",
    ],
    ["He is known as a DJ.", "Which occupation is Moby known for?", "DJ"],
    ["J. R. R. Tolkien", undefined, "J. R. R. Tolkien"],
  ])("%j → %j", (response, question, expected) => {
    expect(extractWhAnswer(response, question)).toBe(expected);
  });
});

describe("typed values", () => {
  it("compares dates at the gold's precision and numbers by value", () => {
    const equal = (answerText: string, goldText: string) => {
      const answerValue = parseTypedValue(answerText);
      const goldValue = parseTypedValue(goldText);
      return answerValue && goldValue ? typedValuesEqual(answerValue, goldValue) : undefined;
    };
    expect(equal("November 9, 1989", "9 November 1989")).toBe(true);
    expect(equal("1989-11-09", "9 November 1989")).toBe(true);
    expect(equal("10 November 1989", "9 November 1989")).toBe(false);
    expect(equal("1989", "9 November 1989")).toBe(false);
    expect(equal("3 March 1961", "1961")).toBe(true);
    expect(equal("1,200", "1200")).toBe(true);
    expect(equal("3.5 million", "3500000")).toBe(true);
    expect(equal("1962", "1961")).toBe(false);
    expect(parseTypedValue("Paris")).toBeUndefined();
  });
});

describe("scoreAnswer", () => {
  const wh = makeQuestion({ id: "q", type: "wh", answer: "Washington, D.C.", aliases: ["Washington", "DC"] });
  it("matches WH answers exactly after normalisation, or by alias", () => {
    expect(scoreAnswer(wh, answer("Washington, D.C.")).verdict).toBe("correct");
    expect(scoreAnswer(wh, answer("washington dc")).verdict).toBe("correct");
    expect(scoreAnswer(wh, answer("DC."))).toMatchObject({
      verdict: "correct",
      reason: 'alias match ("DC")',
    });
    expect(scoreAnswer(wh, answer("Philadelphia\nBecause it was the capital."))).toMatchObject({
      verdict: "incorrect",
      parsed: "Philadelphia",
    });
  });

  it("separates abstentions, unreadable responses and failed calls from wrong answers", () => {
    expect(scoreAnswer(wh, answer("I don't know.")).verdict).toBe("not-attempted");
    expect(scoreAnswer(wh, answer("I'm sorry, I cannot answer that.")).verdict).toBe("not-attempted");
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

  it("gives every bad input a verdict without throwing", () => {
    const huge = `Paris ${"and so on ".repeat(12_000)}`;
    // Binary noise as a model server would pass it on: random bytes decoded as UTF-8.
    const noise = Buffer.from(Array.from({ length: 4000 }, (_, index) => (index * 7919 + 13) % 256)).toString(
      "utf8",
    );
    const types = [
      wh,
      makeQuestion({ id: "q", type: "yes-no", answer: "Yes" }),
      makeQuestion({ id: "q", type: "multiple-choice", answer: "A", options: ["a", "b", "c", "d"] }),
    ];
    for (const question of types) {
      for (const response of ["", huge, noise, "北京 Beijing Пекин", "\uFFFD\uFFFD\uFFFD"]) {
        const judgement = scoreAnswer(question, answer(response));
        expect(["correct", "incorrect", "unparseable", "not-attempted"]).toContain(judgement.verdict);
      }
    }
    expect(scoreAnswer(wh, answer(noise)).verdict).toBe("unparseable");
    expect(scoreAnswer(wh, answer(huge)).parsed?.length).toBeLessThanOrEqual(300);
  });
});
