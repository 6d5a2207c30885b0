import { describe, expect, it } from "vitest";
import { FactprobeError } from "../errors.js";
import { buildMessages, instructionFor } from "./prompts.js";
import { renderCompletionPrompt } from "./render-completion-prompt.js";

describe("buildMessages", () => {
  it("uses the paper's instruction with the topic, and lists multiple-choice options", () => {
    const messages = buildMessages({
      question: {
        type: "multiple-choice",
        text: "What is the capital of Japan?",
        options: ["Tokyo", "Paris", "Madrid", "Rome"],
      },
      topic: "country",
    });
    expect(messages).toMatchInlineSnapshot(`
      [
        {
          "content": "The following question's topic is about country. Choose the only correct option from the ('A', 'B', 'C' or 'D') and don't explain the reason.",
          "role": "system",
        },
        {
          "content": "What is the capital of Japan?
      A. Tokyo
      B. Paris
      C. Madrid
      D. Rome",
          "role": "user",
        },
      ]
    `);
  });

  it("has one instruction per question type", () => {
    expect(instructionFor("yes-no", "politician")).toBe(
      "The following question's topic is about politician. Only need to answer 'Yes' or 'No', and don't explain the reason.",
    );
    expect(instructionFor("wh", "politician")).toBe(
      "The following question's topic is about politician. Directly give me the answer in 'phrase' or 'word' format. Don't explain the reason or give me a sentence.",
    );
  });

  it("refuses a multiple-choice question without four options", () => {
    expect(() =>
      buildMessages({
        question: { type: "multiple-choice", text: "Which?", options: ["A", "B"] },
        topic: "x",
      }),
    ).toThrow(FactprobeError);
  });

  it("renders demonstrations and the question as a completion transcript", () => {
    const messages = buildMessages({
      question: { type: "yes-no", text: "Is Paris the capital of France?" },
      topic: "country",
      demonstrations: [{ question: { type: "yes-no", text: "Is Rome the capital of Spain?" }, answer: "No" }],
    });
    expect(renderCompletionPrompt(messages)).toMatchInlineSnapshot(`
      "The following question's topic is about country. Only need to answer 'Yes' or 'No', and don't explain the reason.
      Question: Is Rome the capital of Spain?
      Answer: No
      Question: Is Paris the capital of France?
      Answer:"
    `);
  });
});
