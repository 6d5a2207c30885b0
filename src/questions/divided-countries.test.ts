import { describe, expect, it } from "vitest";
import type { DatedStatement } from "../knowledge/fact-set.js";
import { testGraph } from "./__fixtures__/test-graph.js";
import { dividedCountries, isDividedIn } from "./divided-countries.js";
import { generateQuestions } from "./generate-questions.js";

describe("divided countries", () => {
  it("are divided from their first year to their last, and each says why", () => {
    expect(isDividedIn("Q183", 1948)).toBe(false);
    expect(isDividedIn("Q183", 1949)).toBe(true);
    expect(isDividedIn("Q183", 1990)).toBe(true);
    expect(isDividedIn("Q183", 1991)).toBe(false);
    expect(isDividedIn("Q142", 1970)).toBe(false);
    for (const country of dividedCountries) {
      expect(country.from).toBeLessThan(country.to);
      expect(country.reason.length).toBeGreaterThan(10);
    }
  });

  it("are not asked about with a year they were divided (real ids: Germany, Willy Brandt, Gerhard Schröder)", () => {
    const human = ["Q5"];
    const statements: DatedStatement[] = [
      {
        subject: "Q183",
        relation: "P6",
        object: "Q2514",
        rank: "normal",
        start: "1969-10-22",
        end: "1974-05-07",
      },
      {
        subject: "Q183",
        relation: "P6",
        object: "Q2530",
        rank: "normal",
        start: "1974-05-16",
        end: "1982-10-01",
      },
      {
        subject: "Q183",
        relation: "P6",
        object: "Q2518",
        rank: "normal",
        start: "1982-10-01",
        end: "1998-10-27",
      },
      {
        subject: "Q183",
        relation: "P6",
        object: "Q2530x",
        rank: "normal",
        start: "1998-10-27",
        end: "2005-11-22",
      },
      { subject: "Q183", relation: "P6", object: "Q567", rank: "preferred", start: "2005-11-22" },
    ];
    const graph = testGraph({
      asOf: "2025-10-03",
      seeds: ["Q183"],
      entities: [
        { id: "Q183", label: "Germany", types: ["Q6256"] },
        { id: "Q2514", label: "Willy Brandt", types: human },
        { id: "Q2530", label: "Helmut Schmidt", types: human },
        { id: "Q2518", label: "Helmut Kohl", types: human },
        { id: "Q2530x", label: "Gerhard Schröder", types: human },
        { id: "Q567", label: "Angela Merkel", types: human },
      ],
      relations: [{ id: "P6", label: "head of government" }],
      facts: [{ subject: "Q183", relation: "P6", object: "Q567" }],
      statements,
    });
    const { questions } = generateQuestions({
      graph,
      topic: "test",
      perType: 40,
      types: ["wh"],
      tagger: false,
    });
    const dated = questions.filter((question) => question.time?.mode === "dated");
    const years = dated.map((question) => question.time?.year ?? 0);
    expect(years.length).toBeGreaterThan(0);
    for (const year of years) expect(year < 1949 || year > 1990, String(year)).toBe(true);
    // Kohl held office after 1990 too, and is asked about for a year of united Germany.
    expect(dated.map((question) => question.answer)).toContain("Helmut Kohl");
    expect(dated.map((question) => question.answer)).not.toContain("Willy Brandt");
  });
});
