import { describe, expect, it } from "vitest";
import { factQuestion, makeRunData } from "../reports/__fixtures__/sample-run.js";
import { factOf } from "./__fixtures__/twelve-facts-run.js";
import { selectDemonstrations } from "./select-demonstrations.js";

describe("selectDemonstrations", () => {
  it("never teaches from answers that are not errors (less specific, unverified)", () => {
    const question = (index: number) => factQuestion({ id: `wh-${index}`, type: "wh", fact: factOf(index) });
    const data = makeRunData([
      { question: question(0), response: "Moscow", verdict: "incorrect" },
      { question: question(1), response: "Russia", verdict: "less-specific" },
      { question: question(2), response: "a village", verdict: "unverified" },
      { question: question(3), response: "Town 3", verdict: "correct" },
    ]);
    const split = selectDemonstrations({ questions: data.questions, scores: data.scores, k: 4 });
    expect(split.demonstrations.wh.map((demonstration) => demonstration.id)).toEqual(["wh-0"]);
  });
});
