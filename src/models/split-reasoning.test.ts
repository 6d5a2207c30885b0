import { describe, expect, it } from "vitest";
import { splitReasoning } from "./split-reasoning.js";

describe("splitReasoning", () => {
  it("leaves a response without think tags as it is", () => {
    expect(splitReasoning("Yes, he was.")).toEqual({
      answer: "Yes, he was.",
      reasoning: undefined,
      unfinished: false,
    });
  });

  it("takes a think block off the answer (DeepSeek-R1, Qwen3, QwQ)", () => {
    expect(splitReasoning("<think>\nParis is the capital.\n</think>\n\nYes")).toEqual({
      answer: "Yes",
      reasoning: "Paris is the capital.",
      unfinished: false,
    });
  });

  it("reads a closing tag without an opening one as reasoning before it", () => {
    expect(splitReasoning("The question asks about Lyon.</think>B")).toEqual({
      answer: "B",
      reasoning: "The question asks about Lyon.",
      unfinished: false,
    });
  });

  it("gives no answer when the think block never closes (cut at the token limit)", () => {
    expect(splitReasoning("<think>Let me recall who succeeded")).toEqual({
      answer: "",
      reasoning: "Let me recall who succeeded",
      unfinished: true,
    });
  });

  it("drops an empty think block (Qwen3 with thinking switched off)", () => {
    expect(splitReasoning("<think>\n\n</think>\n\nNo")).toEqual({
      answer: "No",
      reasoning: undefined,
      unfinished: false,
    });
  });

  it("joins several blocks and keeps the text between them", () => {
    expect(splitReasoning("<think>a</think>The answer <think>b</think>is C.")).toEqual({
      answer: "The answer is C.",
      reasoning: "a\n\nb",
      unfinished: false,
    });
  });
});
