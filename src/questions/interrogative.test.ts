import { describe, expect, it } from "vitest";
import { testGraph } from "./__fixtures__/test-graph.js";
import { generateQuestions } from "./generate-questions.js";
import { interrogativeFor } from "./interrogative.js";

describe("interrogativeFor", () => {
  it("asks by the answer's P31 types, people first, and falls back to What", () => {
    expect(interrogativeFor({ types: ["Q5"] })).toBe("Who");
    expect(interrogativeFor({ types: ["Q3624078"] })).toBe("Which country");
    expect(interrogativeFor({ types: ["Q1549591", "Q5119"] })).toBe("Which city");
    expect(interrogativeFor({ types: ["Q515", "Q5"] })).toBe("Who");
    expect(interrogativeFor({ types: ["Q3305213"] })).toBe("Which painting");
    expect(interrogativeFor({ types: ["Q486972"] })).toBe("Which place");
    expect(interrogativeFor({ types: ["Q999999999"] }, { fallback: "Which of the following" })).toBe(
      "Which of the following",
    );
    expect(interrogativeFor({ types: [] })).toBe("What");
    expect(interrogativeFor(undefined)).toBe("What");
  });
});

describe("the WH interrogative of several accepted values", () => {
  // Benoit Mandelbrot: employed by IBM (a company) and Harvard University; Peter Norvig by Google (a
  // company) and an untyped employer, whose kind the source does not give.
  const graph = testGraph({
    seeds: ["Q124497", "Q14087"],
    entities: [
      { id: "Q124497", label: "Benoit Mandelbrot", types: ["Q5"] },
      { id: "Q14087", label: "Peter Norvig", types: ["Q5"] },
      { id: "Q37156", label: "IBM", types: ["Q4830453"] },
      { id: "Q13371", label: "Harvard University", types: ["Q3918"] },
      { id: "Q95", label: "Google", types: ["Q4830453"] },
      { id: "Q1000001", label: "Junglee", types: [] },
    ],
    relations: [{ id: "P108", label: "employer" }],
    facts: [
      { subject: "Q124497", relation: "P108", object: "Q37156" },
      { subject: "Q124497", relation: "P108", object: "Q13371" },
      { subject: "Q14087", relation: "P108", object: "Q95" },
      { subject: "Q14087", relation: "P108", object: "Q1000001" },
    ],
  });

  it("is 'Which organization' for organisations of different kinds, else the relation's fallback", () => {
    const { questions } = generateQuestions({
      graph,
      topic: "test",
      types: ["wh"],
      perType: 10,
      tagger: false,
    });
    const texts = questions.map((question) => question.text);
    expect(texts).toContain("Which organization employed Benoit Mandelbrot?");
    expect(texts).toContain("Who employed Peter Norvig?");
  });
});
