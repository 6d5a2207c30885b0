import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { factSetSchema } from "../knowledge/fact-set.js";
import { describeGeneration } from "./describe-generation.js";
import { generateQuestions } from "./generate-questions.js";

const graph = KnowledgeGraph.fromFactSet(
  factSetSchema.parse(
    JSON.parse(readFileSync(new URL("./__fixtures__/sample-100.fact-set.json", import.meta.url), "utf8")),
  ),
);

/** The counts a line names, in order. */
const numbersIn = (line: string): number[] => [...line.matchAll(/(\d+) /g)].map((match) => Number(match[1]));

describe("describeGeneration", () => {
  it("names one-hop questions per type when only one hop was asked for", () => {
    const { questions, report } = generateQuestions({ graph, topic: "politician", perType: 10, seed: 1 });
    const line = describeGeneration(report, questions.length);
    expect(line).toMatch(/^Generated \d+ questions \(\d+ yes-no, \d+ multiple-choice, \d+ wh\)\.$/);
    const [total, ...parts] = numbersIn(line);
    expect(parts.reduce((sum, count) => sum + count, 0)).toBe(total);
  });

  it("names two-hop questions and the one-hop sub-questions they bring, and the parts add up", () => {
    const { questions, report } = generateQuestions({
      graph,
      topic: "politician",
      perType: 10,
      seed: 1,
      hops: [1, 2],
    });
    const line = describeGeneration(report, questions.length);
    expect(line).toContain("two-hop: ");
    expect(line).toContain("one-hop sub-questions the two-hop ones are built from");
    const [total, ...parts] = numbersIn(line);
    expect(total).toBe(questions.length);
    // Every question is one of: one-hop selected, two-hop, or a sub-question added for a two-hop one.
    expect(parts.reduce((sum, count) => sum + count, 0)).toBe(questions.length);
    const subQuestions = parts.at(-1) ?? 0;
    expect(subQuestions).toBe(
      questions.filter((question) => question.hops === 1).length -
        (parts[0] ?? 0) -
        (parts[1] ?? 0) -
        (parts[2] ?? 0),
    );
    // The sub-questions named are those the two-hop selection added (on this small graph there may
    // be none: its two-hop paths end in open lists that are not asked).
    expect(subQuestions).toBe(
      Object.values(report.twoHop).reduce((sum, typeReport) => sum + typeReport.subQuestionsAdded, 0),
    );
  });
});
