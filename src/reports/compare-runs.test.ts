import { describe, expect, it } from "vitest";
import type { Verdict } from "../scoring/verdict.js";
import { factQuestion, makeRunData, type FixtureAnswer } from "./__fixtures__/sample-run.js";
import { compareRuns } from "./compare-runs.js";
import { renderComparisonMarkdown } from "./render-comparison.js";

const facts = Array.from({ length: 20 }, (_, index) =>
  factQuestion({
    id: `wh-${index}`,
    type: index % 2 === 0 ? "wh" : "yes-no",
    hops: index < 15 ? 1 : 2,
    fact: [`Q${index}`, `Person ${index}`, "P19", "place of birth", `Q${100 + index}`, `City ${index}`],
  }),
);

function run(modelId: string, correct: (index: number) => boolean, directory: string, from = 0, to = 20) {
  const entries: FixtureAnswer[] = facts.slice(from, to).map((question, offset) => ({
    question,
    modelId,
    response: "x",
    verdict: (correct(from + offset) ? "correct" : "incorrect") satisfies Verdict,
  }));
  return makeRunData(entries, directory);
}

describe("compareRuns", () => {
  it("ranks models across runs with Wilson intervals per type and hop, and pairs them on shared questions", () => {
    const strong = run("model:strong", () => true, "runs/a");
    const weak = run("model:weak", (index) => index < 4, "runs/b");
    const comparison = compareRuns([weak, strong]);
    expect(comparison.entries.map((entry) => entry.label)).toEqual(["model:strong", "model:weak"]);
    const [first, second] = comparison.entries;
    expect(first?.overall.answered).toBe(20);
    expect(second?.overall.accuracy).toBeCloseTo(0.2);
    // Wilson interval of 4/20.
    expect(second?.overall.interval[0]).toBeCloseTo(0.0807, 3);
    expect(second?.overall.interval[1]).toBeCloseTo(0.416, 3);
    expect(second?.byType.wh?.answered).toBe(10);
    expect(second?.byHops["2"]?.answered).toBe(5);
    expect(comparison.types).toEqual(["yes-no", "wh"]);
    expect(comparison.hops).toEqual([1, 2]);
    const [pair] = comparison.pairs;
    expect(pair).toMatchObject({ shared: 20, onlyFirst: 0, onlySecond: 16 });
    // Exact binomial: 2 × 0.5^16.
    expect(pair?.pValue).toBeCloseTo(2 * 0.5 ** 16, 10);
    expect(comparison.questionsInEveryRun).toBe(20);
  });

  it("names a model that is in several runs by run, and compares different suites on their overlap only", () => {
    const before = run("model:a", (index) => index % 3 === 0, "runs/june", 0, 12);
    const after = run("model:a", (index) => index % 2 === 0, "runs/july", 8, 20);
    const comparison = compareRuns([before, after]);
    expect(comparison.entries.map((entry) => entry.label).sort()).toEqual([
      "model:a @ runs/july",
      "model:a @ runs/june",
    ]);
    expect(comparison.pairs[0]?.shared).toBe(4); // questions 8..11
    expect(comparison.questionsInEveryRun).toBe(4);
    const markdown = renderComparisonMarkdown(comparison);
    expect(markdown).toContain("4 questions are in every run's suite");
    expect(markdown).toContain("| model:a @ runs/june | model:a @ runs/july | 4 |");
  });

  it("leaves the test out when two runs share no question", () => {
    const comparison = compareRuns([
      run("m:1", () => true, "r1", 0, 10),
      run("m:2", () => true, "r2", 10, 20),
    ]);
    expect(comparison.pairs[0]?.shared).toBe(0);
    expect(renderComparisonMarkdown(comparison)).toMatch(
      /\| m:1 \| m:2 \| 0 \| – \| – \| – \| – \| 0 \| 0 \| – \|/,
    );
  });

  it("warns about a question id whose text differs between runs", () => {
    const first = run("m:1", () => true, "r1");
    const second = run("m:2", () => true, "r2");
    second.questions = second.questions.map((question) =>
      question.id === "wh-3" ? { ...question, text: "Another question?" } : question,
    );
    const comparison = compareRuns([first, second]);
    expect(comparison.conflictingQuestions).toEqual(["wh-3"]);
    expect(renderComparisonMarkdown(comparison)).toContain("Warning: 1 question id(s) have different text");
  });
});
