import { describe, expect, it } from "vitest";
import { questionIdOf } from "./question-id.js";

describe("questionIdOf", () => {
  it("names the type, hops and fact", () => {
    const fact = { subject: "Q30", relation: "P36", object: "Q61" };
    expect(questionIdOf({ type: "yes-no", hops: 1, fact, suffix: "yes" })).toBe("yn-1-Q30-P36-Q61-yes");
    expect(questionIdOf({ type: "multiple-choice", hops: 1, fact })).toBe("mc-1-Q30-P36-Q61");
    expect(questionIdOf({ type: "wh", hops: 1, fact })).toBe("wh-1-Q30-P36-Q61");
  });

  it("hashes ids that are not short tokens, stably and distinctly", () => {
    const fact = { subject: "http://example.org/a-b", relation: "P1", object: "http://example.org/c" };
    const id = questionIdOf({ type: "wh", hops: 1, fact });
    expect(id).toMatch(/^wh-1-h[0-9a-f]{8}-P1-h[0-9a-f]{8}$/u);
    expect(questionIdOf({ type: "wh", hops: 1, fact })).toBe(id);
    expect(questionIdOf({ type: "wh", hops: 1, fact: { ...fact, object: "http://example.org/d" } })).not.toBe(
      id,
    );
  });
});
