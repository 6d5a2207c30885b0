import { describe, expect, it } from "vitest";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import type { Verdict } from "../scoring/verdict.js";
import { factQuestion, makeRunData, politicianRun, type FixtureAnswer } from "./__fixtures__/sample-run.js";
import { renderMarkdown } from "./render-markdown.js";
import { findRow, summarize } from "./summarize.js";
import { wilsonInterval } from "./wilson-interval.js";

let counter = 0;
const score = (
  type: ScoredAnswer["type"],
  verdict: Verdict,
  overrides: Partial<ScoredAnswer> = {},
): ScoredAnswer => ({
  version: 1,
  questionId: `${type}-${(counter += 1)}`,
  modelId: "llama-cpp:default",
  type,
  hops: 1,
  topic: "country",
  verdict,
  reason: "",
  matcher: "exact",
  ...overrides,
});

describe("wilsonInterval", () => {
  it("matches published values", () => {
    const [low, high] = wilsonInterval(93, 100);
    expect(low).toBeCloseTo(0.8626, 3);
    expect(high).toBeCloseTo(0.9657, 3);
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe("summarize and renderMarkdown", () => {
  it("counts truncated answers per model apart from accuracy, and every answer that hit the token limit", () => {
    const scores = [
      score("yes-no", "correct"),
      score("yes-no", "correct", { hitTokenLimit: true }),
      score("yes-no", "truncated", { hitTokenLimit: true }),
      score("yes-no", "incorrect"),
      score("yes-no", "truncated", { hitTokenLimit: true, modelId: "openai:o3-mini" }),
      score("yes-no", "correct", { modelId: "openai:o3-mini" }),
    ];
    const summary = summarize(scores);
    const local = findRow(summary, { modelId: "llama-cpp:default" })?.cell;
    expect(local).toMatchObject({ answered: 3, hitTokenLimit: 2, counts: { truncated: 1, correct: 2 } });
    expect(local?.accuracy).toBeCloseTo(2 / 3);
    const reasoning = findRow(summary, { modelId: "openai:o3-mini" })?.cell;
    expect(reasoning).toMatchObject({ answered: 1, accuracy: 1, hitTokenLimit: 1, counts: { truncated: 1 } });
    const markdown = renderMarkdown(summary);
    expect(markdown).toContain(
      "| llama-cpp:default | **All** | 3 | 66.7 | 20.8–93.9 | 33.3 | 0.0 | 0.0 | 0.0 | 0.0 | 1 | 2 | 0 |",
    );
    expect(markdown).toContain("| openai:o3-mini | **All** | 1 | 100.0 |");
  });

  it("computes accuracy and failure rates per type over answered questions, errors apart", () => {
    const scores = [
      score("yes-no", "correct"),
      score("yes-no", "incorrect"),
      score("yes-no", "error"),
      score("wh", "correct"),
      score("wh", "not-attempted"),
      score("wh", "unparseable"),
      score("wh", "correct"),
      score("wh", "less-specific"),
      score("wh", "unverified"),
    ];
    const summary = summarize(scores);
    const overall = summary.rows.filter((row) => row.domain === "all" && row.hops === "all");
    // Less specific and unverified answers are answered and not correct, but not errors either.
    expect(overall.map((row) => [row.type, row.cell.answered, row.cell.accuracy])).toEqual([
      ["yes-no", 2, 0.5],
      ["wh", 6, 2 / 6],
      ["all", 8, 3 / 8],
    ]);
    expect(findRow(summary, { modelId: "llama-cpp:default", type: "wh" })?.cell.rates).toEqual({
      incorrect: 0,
      lessSpecific: 1 / 6,
      unverified: 1 / 6,
      notAttempted: 1 / 6,
      unparseable: 1 / 6,
    });
    expect(findRow(summary, { modelId: "llama-cpp:default" })?.cell.counts).toMatchObject({
      incorrect: 1,
      "less-specific": 1,
      unverified: 1,
    });
    expect(renderMarkdown(summary)).toMatchInlineSnapshot(`
      "## Factual accuracy: country

      | Model | Question type | n | Accuracy % | 95% CI | Incorrect % | Less specific % | Unverified % | Not attempted % | Unparseable % | Truncated | Hit token limit | Errors |
      |---|---|--:|--:|---|--:|--:|--:|--:|--:|--:|--:|--:|
      | llama-cpp:default | Yes-No | 2 | 50.0 | 9.5–90.5 | 50.0 | 0.0 | 0.0 | 0.0 | 0.0 | 0 | 0 | 1 |
      | llama-cpp:default | WH | 6 | 33.3 | 9.7–70.0 | 0.0 | 16.7 | 16.7 | 16.7 | 16.7 | 0 | 0 | 0 |
      | llama-cpp:default | **All** | 8 | 37.5 | 13.7–69.4 | 12.5 | 12.5 | 12.5 | 12.5 | 12.5 | 0 | 0 | 1 |

      Accuracy = correct / answered (failed calls are counted under Errors, and responses cut off before any answer under Truncated, not in n; Hit token limit counts every response that reached the token or size limit, answered or not). Only *Incorrect* answers are factual errors; *Less specific* (true but broader) and *Unverified* (the source can neither confirm nor refute them) are not.
      "
    `);
  });

  it("groups topics into the paper's domains, unknown topics into Other, like Table 5", () => {
    const scores = [
      score("yes-no", "correct", { topic: "politician" }),
      score("yes-no", "incorrect", { topic: "historical event" }),
      score("yes-no", "correct", { topic: "occupation: emperor" }),
      score("wh", "incorrect", { topic: "politician" }),
    ];
    const summary = summarize(scores);
    expect(summary.domains).toEqual(["People", "Event", "Other"]);
    expect(
      findRow(summary, { modelId: "llama-cpp:default", domain: "People", type: "all" })?.cell.accuracy,
    ).toBe(0.5);
    expect(
      findRow(summary, {
        modelId: "llama-cpp:default",
        domain: "Event",
        topic: "historical event",
        type: "yes-no",
      })?.cell.accuracy,
    ).toBe(0);
    const markdown = renderMarkdown(summary);
    expect(markdown).toContain("### Accuracy by domain (paper Table 5)");
    expect(markdown).toContain("| Model | Question type | People | Event | Other | All |");
    expect(markdown).toContain(
      "| llama-cpp:default | Yes-No | 100.0 (20.7–100.0) n=1 | 0.0 (0.0–79.3) n=1 |",
    );
  });

  it("lays out one-hop versus two-hop like Table 6 and splits two-hop failures by sub-question", () => {
    const fact1: [string, string, string, string, string, string] = ["Q1", "A", "P1", "r1", "Q2", "B"];
    const fact2: [string, string, string, string, string, string] = ["Q2", "B", "P2", "r2", "Q3", "C"];
    const sub1 = factQuestion({ id: "s1", type: "yes-no", fact: fact1 });
    const sub2 = factQuestion({ id: "s2", type: "yes-no", fact: fact2 });
    const sub3 = factQuestion({ id: "s3", type: "yes-no", fact: ["Q4", "D", "P1", "r1", "Q5", "E"] });
    const twoHop = (id: string, subs: [string, string]) =>
      factQuestion({
        id,
        type: "yes-no",
        hops: 2,
        fact: fact1,
        twoHop: { bridge: "Q2", bridgeLabel: "B", subQuestionIds: subs },
      });
    const data = makeRunData([
      { question: sub1, verdict: "correct" },
      { question: sub2, verdict: "correct" },
      { question: sub3, verdict: "incorrect" },
      { question: twoHop("t1", ["s1", "s2"]), verdict: "incorrect" },
      { question: twoHop("t2", ["s1", "s3"]), verdict: "incorrect" },
      { question: twoHop("t3", ["s1", "missing"]), verdict: "unparseable" },
      { question: twoHop("t4", ["s1", "s2"]), verdict: "correct" },
    ]);
    const summary = summarize(data.scores, { questions: data.questions });
    expect(summary.hops).toEqual([1, 2]);
    expect(findRow(summary, { modelId: "model:a", type: "yes-no", hops: 2 })?.cell.accuracy).toBe(0.25);
    expect(summary.twoHop).toEqual([
      {
        modelId: "model:a",
        answered: 4,
        correct: 1,
        failures: 3,
        subQuestionsCorrect: 1,
        subQuestionFailed: 1,
        subQuestionsUnknown: 1,
      },
    ]);
    const markdown = renderMarkdown(summary);
    expect(markdown).toContain("| Model | Question type | 1-hop | 2-hop |");
    expect(markdown).toContain("| model:a | 4 | 3 | 1 | 1 | 1 |");
  });

  it("compares two models on shared questions with McNemar's test", () => {
    const entries = Array.from({ length: 12 }, (_, index) =>
      factQuestion({
        id: `q${index}`,
        type: "yes-no",
        fact: [`Q${index}`, "S", "P1", "r", `Q${index + 100}`, "O"],
      }),
    ).flatMap((question, index): FixtureAnswer[] => [
      { question, modelId: "model:a", verdict: index < 10 ? "correct" : "incorrect" },
      {
        question,
        modelId: "model:b",
        verdict: index < 2 || index >= 10 ? "correct" : "incorrect",
      },
    ]);
    const data = makeRunData(entries);
    const [comparison] = summarize(data.scores).comparisons;
    expect(comparison).toMatchObject({
      first: "model:a",
      second: "model:b",
      shared: 12,
      onlyFirst: 8,
      onlySecond: 2,
    });
    // Exact binomial: 2 · P(X ≤ 2), X ~ Bin(10, 1/2) = 2 · 56/1024.
    expect(comparison?.pValue).toBeCloseTo(0.109375, 6);
    expect(comparison?.difference).toBeCloseTo(-0.5, 6);
    expect(renderMarkdown(summarize(data.scores))).toContain(
      "| model:a | model:b | 12 | 83.3 | 33.3 | −50.0 |",
    );
  });

  it("reports facts answered inconsistently across question types", () => {
    const data = politicianRun();
    const [consistency] = summarize(data.scores, { questions: data.questions }).consistency;
    // Fact 0: all right; facts 1 and 2: Yes-No or WH wrong but MC right; fact 3: wrong, abstained, wrong.
    expect(consistency).toMatchObject({
      modelId: "model:a",
      factsCompared: 4,
      allCorrect: 1,
      allWrong: 1,
      inconsistent: 2,
    });
    expect(consistency?.facts[0]?.fact.subjectLabel).toBe("Donald Trump");
  });

  it("counts a Yes-No type as wrong on a fact when the Yes or the No question about it is wrong", () => {
    const fact: [string, string, string, string, string, string] = ["Q1", "A", "P1", "r", "Q2", "B"];
    const other: [string, string, string, string, string, string] = ["Q3", "C", "P1", "r", "Q4", "D"];
    const data = makeRunData([
      { question: factQuestion({ id: "yes", type: "yes-no", fact }), verdict: "correct" },
      { question: factQuestion({ id: "no", type: "yes-no", fact, answer: "No" }), verdict: "incorrect" },
      { question: factQuestion({ id: "mc", type: "multiple-choice", fact }), verdict: "correct" },
      { question: factQuestion({ id: "yes2", type: "yes-no", fact: other }), verdict: "correct" },
      {
        question: factQuestion({ id: "no2", type: "yes-no", fact: other, answer: "No" }),
        verdict: "correct",
      },
      { question: factQuestion({ id: "wh2", type: "wh", fact: other }), verdict: "correct" },
    ]);
    const [consistency] = summarize(data.scores, { questions: data.questions }).consistency;
    expect(consistency).toMatchObject({ factsCompared: 2, allCorrect: 1, inconsistent: 1 });
    expect(consistency?.facts[0]?.answers.map((answer) => answer.questionId)).toEqual(["yes", "no", "mc"]);
  });

  it("counts a less specific or unverified WH answer as neither right nor wrong on a fact", () => {
    const fact: [string, string, string, string, string, string] = ["Q1", "A", "P1", "r", "Q2", "B"];
    const other: [string, string, string, string, string, string] = ["Q3", "C", "P1", "r", "Q4", "D"];
    const data = makeRunData([
      { question: factQuestion({ id: "yes", type: "yes-no", fact }), verdict: "correct" },
      { question: factQuestion({ id: "mc", type: "multiple-choice", fact }), verdict: "correct" },
      { question: factQuestion({ id: "wh", type: "wh", fact }), verdict: "less-specific" },
      { question: factQuestion({ id: "yes2", type: "yes-no", fact: other }), verdict: "correct" },
      { question: factQuestion({ id: "wh2", type: "wh", fact: other }), verdict: "unverified" },
    ]);
    const [consistency] = summarize(data.scores, { questions: data.questions }).consistency;
    // The first fact is compared on Yes-No and multiple choice only; the second on one type: not at all.
    expect(consistency).toMatchObject({ factsCompared: 1, allCorrect: 1, inconsistent: 0 });
  });

  it("says so when there are no answers", () => {
    const summary = summarize([]);
    expect(summary.rows).toEqual([]);
    expect(renderMarkdown(summary)).toContain("No answers: nothing to summarise.");
  });
});
