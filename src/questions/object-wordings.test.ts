import { describe, expect, it } from "vitest";
import { testGraph } from "./__fixtures__/test-graph.js";
import { generateQuestions } from "./generate-questions.js";
import { objectWordingOf } from "./object-wordings.js";

// Two hockey players, each in the Hockey Hall of Fame and holding the Stanley Cup; one also in
// Canada's Sports Hall of Fame, untyped.
const graph = testGraph({
  seeds: ["Q166093", "Q365331"],
  entities: [
    { id: "Q166093", label: "Dickie Boon", types: ["Q5"] },
    { id: "Q365331", label: "Allan Stanley", types: ["Q5"] },
    { id: "Q1136687", label: "Hockey Hall of Fame", types: ["Q42245028"] },
    { id: "Q1330014", label: "Canada's Sports Hall of Fame", types: [] },
    { id: "Q211872", label: "Stanley Cup", types: ["Q618779"] },
  ],
  relations: [{ id: "P166", label: "award received" }],
  facts: [
    { subject: "Q166093", relation: "P166", object: "Q1136687" },
    { subject: "Q166093", relation: "P166", object: "Q211872" },
    { subject: "Q365331", relation: "P166", object: "Q1136687" },
    { subject: "Q365331", relation: "P166", object: "Q1330014" },
    { subject: "Q365331", relation: "P166", object: "Q211872" },
  ],
});

describe("objectWordingOf", () => {
  it("tells a hall of fame by its class or, whatever its types, by its name", () => {
    expect(objectWordingOf({ types: ["Q42245028"], label: "Hockey Hall of Fame" })).toBe("hall-of-fame");
    expect(objectWordingOf({ types: ["Q4830453"], label: "Poker Hall of Fame" })).toBe("hall-of-fame");
    expect(objectWordingOf({ types: [], label: "Canada's Sports Hall of Fame" })).toBe("hall-of-fame");
    expect(objectWordingOf({ types: [], label: "Canada's Walk of Fame" })).toBe("walk-of-fame");
    expect(objectWordingOf({ types: ["Q618779"], label: "Stanley Cup" })).toBeUndefined();
  });
});

describe("a relation's wording for objects of a kind", () => {
  const { questions } = generateQuestions({ graph, topic: "hockey", hops: [1], perType: 50, seed: "halls" });
  const wh = questions.filter((question) => question.type === "wh");

  it("asks for halls of fame apart from awards, each accepting only its own kind", () => {
    const texts = wh.map((question) => question.text).sort();
    expect(texts).toEqual([
      "Name one of the halls of fame Allan Stanley was inducted into.",
      "Which award did Allan Stanley receive?",
      "Which award did Dickie Boon receive?",
      "Which hall of fame was Dickie Boon inducted into?",
    ]);
    const accepted = (text: string) =>
      wh
        .find((question) => question.text === text)
        ?.judging?.accepted.map((value) => value.id)
        .sort();
    expect(accepted("Name one of the halls of fame Allan Stanley was inducted into.")).toEqual([
      "Q1136687",
      "Q1330014",
    ]);
    expect(accepted("Which award did Allan Stanley receive?")).toEqual(["Q211872"]);
  });
});
