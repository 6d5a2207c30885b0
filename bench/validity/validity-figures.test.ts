// The benchmark's joining arithmetic on a tiny hand-made fixture, and the parsers of its inputs.
import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { parseLabels } from "./read-labels.mjs";
import { matchResponses } from "./read-responses.mjs";
import { computeValidityFigures, renderValidityTable } from "./validity-figures.mjs";

const labelsPath = fileURLToPath(new URL("./__fixtures__/tiny-labels.jsonl", import.meta.url));

// q1 flagged, a real error        q2 flagged, unfair item       q3 real error called correct
// q4 flagged, labelled right      q5 flagged, labeller unsure   q6 real error called less-specific
// q7 unverified, right            q8 flagged, no label          q9 real error with no score line
const questions = [
  { id: "q1", type: "yes-no" },
  { id: "q2", type: "yes-no" },
  { id: "q3", type: "yes-no" },
  { id: "q4", type: "multiple-choice" },
  { id: "q5", type: "multiple-choice" },
  { id: "q6", type: "wh" },
  { id: "q7", type: "wh" },
  { id: "q8", type: "wh" },
  { id: "q9", type: "wh" },
];
const scores = [
  { questionId: "q1", verdict: "incorrect" },
  { questionId: "q2", verdict: "incorrect" },
  { questionId: "q3", verdict: "correct" },
  { questionId: "q4", verdict: "incorrect" },
  { questionId: "q5", verdict: "incorrect" },
  { questionId: "q6", verdict: "less-specific" },
  { questionId: "q7", verdict: "unverified" },
  { questionId: "q8", verdict: "incorrect" },
  { questionId: "elsewhere", verdict: "correct" },
];

describe("computeValidityFigures", async () => {
  const labels = parseLabels(await readFile(labelsPath, "utf8"), labelsPath);
  const figures = computeValidityFigures({ responder: "strong", questions, scores, labels });

  it("counts real errors, false alarms and misses overall", () => {
    const all = figures.rows.all;
    expect(all).toMatchObject({
      items: 9,
      labelled: 8,
      fair: 7,
      flagged: 5,
      flaggedReal: 1,
      flaggedOnUnfair: 1,
      flaggedLabelledRight: 1,
      flaggedFalseAlarms: 2,
      flaggedUndetermined: 2,
      realErrors: 4,
      missed: 3,
      undeterminedResponses: 1,
    });
    expect(all.fairShare).toBeCloseTo(7 / 8);
    expect(all.precision).toBeCloseTo(1 / 3);
    expect(all.missedShare).toBeCloseTo(3 / 4);
    expect(all.missedByVerdict).toEqual({ correct: 1, "less-specific": 1, "(none)": 1 });
    expect(all.verdicts).toEqual({
      incorrect: 5,
      correct: 1,
      "less-specific": 1,
      unverified: 1,
      "(none)": 1,
    });
    expect(figures.scoresWithoutQuestion).toBe(1);
  });

  it("splits by question type, with no precision where nothing judgeable was flagged", () => {
    expect(figures.rows["yes-no"]).toMatchObject({
      items: 3,
      flagged: 2,
      flaggedReal: 1,
      realErrors: 2,
      missed: 1,
    });
    expect(figures.rows["yes-no"].precision).toBeCloseTo(1 / 2);
    expect(figures.rows["multiple-choice"]).toMatchObject({ flagged: 2, flaggedReal: 0, precision: 0 });
    expect(figures.rows.wh).toMatchObject({
      items: 4,
      labelled: 3,
      flagged: 1,
      precision: null,
      realErrors: 2,
    });
  });

  it("reads another responder's labels only for that responder", () => {
    const local = computeValidityFigures({ responder: "local", questions, scores, labels });
    expect(local.rows.all).toMatchObject({
      realErrors: 1,
      missed: 1,
      flaggedReal: 0,
      flaggedUndetermined: 4,
    });
    expect(local.rows.all.missedByVerdict).toEqual({ unverified: 1 });
  });

  it("adds intervals to precision and the missed share when given a function for them", () => {
    const calls: [number, number][] = [];
    const withIntervals = computeValidityFigures({
      responder: "strong",
      questions,
      scores,
      labels,
      interval: (successes, total) => {
        calls.push([successes, total]);
        return [successes / total / 2, 1];
      },
    });
    expect(withIntervals.rows.all.precisionInterval).toEqual([1 / 6, 1]);
    expect(withIntervals.rows.all.missedShareInterval).toEqual([3 / 8, 1]);
    expect(withIntervals.rows.wh.precisionInterval).toBeNull();
    expect(calls).toContainEqual([1, 3]);
    expect(figures.rows.all.precisionInterval).toBeNull();
    expect(renderValidityTable(withIntervals)).toContain("| 1 (33.3%, 16.7–100.0) |");
  });

  it("renders a row per type and overall", () => {
    const table = renderValidityTable(figures);
    expect(table.split("\n")).toHaveLength(6);
    expect(table).toContain(
      "| **All** | 9 | 8 | 7 (87.5%) | 5 | 1 (33.3%) | 2 (1 / 1) | 2 | 4 | 3 (75.0%) |",
    );
    expect(table).toContain("| wh | 4 | 3 | 3 (100.0%) | 1 | 0 (n/a) |");
  });
});

describe("parseLabels", () => {
  it("names malformed and duplicate lines by number", () => {
    const text = [
      '{"version":1,"questionId":"q1","fair":true,"fairReason":"","responses":{}}',
      '{"version":1,"questionId":"q2","fair":"yes","fairReason":"","responses":{}}',
      '{"version":1,"questionId":"q1","fair":true,"fairReason":"","responses":{}}',
      '{"version":1,"questionId":"q3","fair":true,"fairReason":"","responses":{"s":{"correct":"no","reason":""}}}',
    ].join("\n");
    expect(() => parseLabels(text, "labels.jsonl")).toThrow(
      /labels\.jsonl:2: invalid label at "fair"[\s\S]*labels\.jsonl:3: a second label for "q1"[\s\S]*labels\.jsonl:4: invalid label at "responses\.s\.correct"/,
    );
  });
});

describe("matchResponses", () => {
  const rendered = [
    { questionId: "yn-1-Q1-P1-Q2-yes", promptId: "pa", system: "S", prompt: "Is A B?" },
    { questionId: "wh-1-Q3-P2-Q4", promptId: "pb", system: "S", prompt: "What is C?" },
    { questionId: "wh-1-Q5-P2-Q6", promptId: "pc", prompt: "What is D?" },
  ];

  it("finds questions by prompt id, question id or prompt text, and fills in the rendered prompt", () => {
    const text = [
      '{"version":1,"promptId":"pa","response":"Yes"}',
      '{"version":1,"questionId":"wh-1-Q3-P2-Q4","prompt":"What is c?","response":"E"}',
      '{"version":1,"promptId":"zz","response":"?"}',
    ].join("\n");
    const { records, warnings } = matchResponses(text, rendered, "strong.jsonl");
    expect(records).toEqual([
      { version: 1, questionId: "yn-1-Q1-P1-Q2-yes", system: "S", prompt: "Is A B?", response: "Yes" },
      { version: 1, questionId: "wh-1-Q3-P2-Q4", system: "S", prompt: "What is C?", response: "E" },
    ]);
    expect(warnings).toEqual([
      "strong.jsonl:2: its prompt differs from the rendered prompt of wh-1-Q3-P2-Q4; the rendered one is used",
      "strong.jsonl:3: names no question of the suite; ignored",
      "strong.jsonl: 1 questions have no response (they become `error` answers)",
    ]);
    expect(
      matchResponses('{"version":1,"prompt":"What is D?","response":"F"}', rendered).records,
    ).toHaveLength(1);
  });

  it("rejects two different responses to one question, and malformed lines", () => {
    const twice = [
      '{"version":1,"promptId":"pa","response":"Yes"}',
      '{"version":1,"promptId":"pa","response":"No"}',
    ];
    expect(() => matchResponses(twice.join("\n"), rendered, "r.jsonl")).toThrow(
      /r\.jsonl:2: a second, different response for yn-1-Q1-P1-Q2-yes \(first on line 1\)/,
    );
    expect(() => matchResponses('{"version":1,"response":"x"}', rendered, "r.jsonl")).toThrow(
      /r\.jsonl:1: invalid line: a line needs `promptId`, `questionId` or `prompt`/,
    );
  });
});
