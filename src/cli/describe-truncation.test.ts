import { describe, expect, it } from "vitest";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import { describeTruncation } from "./describe-truncation.js";

const score = (modelId: string, verdict: ScoredAnswer["verdict"], hitTokenLimit?: true): ScoredAnswer => ({
  version: 3,
  questionId: `q${Math.random()}`,
  modelId,
  type: "wh",
  hops: 1,
  topic: "country",
  verdict,
  reason: "",
  matcher: "exact",
  ...(hitTokenLimit === undefined ? {} : { hitTokenLimit }),
});

describe("describeTruncation", () => {
  it("says nothing when no answer hit the limit", () => {
    expect(describeTruncation([score("a:b", "correct"), score("a:b", "incorrect")])).toBe("");
  });

  it("tells per model how many answers were cut off and how to give the model room", () => {
    expect(
      describeTruncation([
        score("openai:o3-mini", "truncated", true),
        score("openai:o3-mini", "correct"),
        score("llama-cpp:default", "correct", true),
        score("llama-cpp:default", "incorrect", true),
        score("llama-cpp:default", "truncated", true),
      ]),
    ).toMatchInlineSnapshot(`
      "
      openai:o3-mini: 1 of 2 answers were cut off before any answer (truncated, left out of accuracy).
      llama-cpp:default: 1 of 3 answers were cut off before any answer (truncated, left out of accuracy); 2 more hit the token limit but were read from their start.
      Raise "maxTokens" (per question type) or the model's "reasoningTokens" (its "request" in the config file's "models") (--config) to give the model room to finish.
      "
    `);
  });
});
