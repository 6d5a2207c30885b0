import { describe, expect, it } from "vitest";
import { generateQuestions } from "./generate-questions.js";
import { testGraph } from "./__fixtures__/test-graph.js";

const human = ["Q5"];
const people = ["Ann", "Bob", "Cid", "Dee"].map((name, index) => ({
  id: `Q${100 + index}`,
  label: `${name} Example`,
  types: human,
}));

/** Ann holds two positions; `shared` is also held by Bob, Cid and Dee. */
const graphWith = (shared: string, rare: string) =>
  testGraph({
    seeds: ["Q100"],
    entities: [
      ...people,
      { id: "Q200", label: "Mayor of Avon" },
      { id: "Q201", label: "Warden of the Fens" },
    ],
    relations: [{ id: "P39", label: "position held" }],
    facts: [
      { subject: "Q100", relation: "P39", object: rare },
      ...people.map((person) => ({ subject: person.id, relation: "P39", object: shared })),
    ],
  });

describe("the answer a WH question of several values shows", () => {
  it("is the value most subjects of the relation hold, and every value is accepted", () => {
    for (const [shared, rare, label] of [
      ["Q200", "Q201", "Mayor of Avon"],
      ["Q201", "Q200", "Warden of the Fens"],
    ] as const) {
      for (const seed of [1, 2, 3]) {
        const { questions, report } = generateQuestions({
          graph: graphWith(shared, rare),
          topic: "test",
          perType: 10,
          seed,
          tagger: false,
        });
        const wh = questions.filter(
          (question) => question.type === "wh" && question.facts[0]?.subject === "Q100",
        );
        expect(wh.map((question) => question.answer)).toEqual([label]);
        expect((wh[0]?.judging?.accepted ?? []).map((value) => value.id).sort()).toEqual(["Q200", "Q201"]);
        expect(report.types.wh?.skipped.lesserKnownValue).toBe(1);
      }
    }
  });
});
