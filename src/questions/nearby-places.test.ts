import { describe, expect, it } from "vitest";
import { generateQuestions } from "./generate-questions.js";
import { testGraph } from "./__fixtures__/test-graph.js";

const town = ["Q1093829"];
const county = ["Q13212489"];
// Two counties, four towns in each; everyone is born in a town.
const towns = [
  "Santa Monica",
  "Malibu",
  "Burbank",
  "Glendale",
  "Oceanside",
  "Escondido",
  "Carlsbad",
  "Vista",
].map((label, index) => ({ id: `Q${200 + index}`, label, types: town }));
const people = towns.map((_, index) => ({
  id: `Q${100 + index}`,
  label: `Person ${index + 1}`,
  types: ["Q5"],
}));

const graphOf = (classes: { id: string; label: string }[]) =>
  testGraph({
    seeds: people.map((person) => person.id),
    entities: [
      ...people,
      ...towns,
      { id: "Q300", label: "Los Angeles County", types: county },
      { id: "Q301", label: "San Diego County", types: county },
    ],
    relations: [
      { id: "P19", label: "place of birth" },
      { id: "P131", label: "located in the administrative territorial entity" },
    ],
    facts: [
      ...people.map((person, index) => ({
        subject: person.id,
        relation: "P19",
        object: towns[index]?.id ?? "",
      })),
      ...towns.map((place, index) => ({
        subject: place.id,
        relation: "P131",
        object: index < 4 ? "Q300" : "Q301",
      })),
    ],
    classes,
  });

/** The towns a question puts forward as false: a No question's object and the distractors. */
function falseTownsOf(
  graph: ReturnType<typeof graphOf>,
): { subject: string; truth: string; offered: string }[] {
  const found: { subject: string; truth: string; offered: string }[] = [];
  for (const seed of [1, 2, 3, 4, 5, 6]) {
    const { questions } = generateQuestions({ graph, topic: "test", perType: 40, seed, tagger: false });
    for (const question of questions) {
      const fact = question.facts[0];
      if (question.hops !== 1 || fact?.relation !== "P19") continue;
      const truth = graph.entity(fact.object)?.label ?? "";
      const offered = [
        ...(question.options ?? []),
        ...question.facts.slice(1).map((other) => graph.entity(other.object)?.label ?? ""),
      ];
      for (const label of offered)
        if (label !== truth && towns.some((place) => place.label === label))
          found.push({ subject: fact.subject, truth, offered: label });
    }
  }
  return found;
}

const countyOf = (label: string) => (towns.findIndex((place) => place.label === label) < 4 ? "LA" : "SD");

describe("false places of birth", () => {
  it("are never a town in the true town's county, which records may name instead", () => {
    const offered = falseTownsOf(graphOf([{ id: "Q13212489", label: "county of California" }]));
    expect(offered.length).toBeGreaterThan(0);
    for (const { truth, offered: label } of offered)
      expect(countyOf(label), `${label} for ${truth}`).not.toBe(countyOf(truth));
  });

  it("may be one when the source does not say the division is a county", () => {
    const offered = falseTownsOf(graphOf([]));
    expect(offered.some(({ truth, offered: label }) => countyOf(label) === countyOf(truth))).toBe(true);
  });
});

describe("false places of birth for a city", () => {
  // A city, three of its boroughs (typed so; the source has no "located in" for them) and four
  // other cities; two people born in each.
  const borough = ["Q408804"];
  const places = [
    { id: "Q60", label: "New York City", types: town },
    { id: "Q18419", label: "Brooklyn", types: [...borough, ...town] },
    { id: "Q18424", label: "Queens", types: [...borough, ...town] },
    { id: "Q18426", label: "The Bronx", types: [...borough, ...town] },
    { id: "Q1297", label: "Chicago", types: town },
    { id: "Q16555", label: "Houston", types: town },
    { id: "Q1345", label: "Philadelphia", types: town },
    { id: "Q16557", label: "Dallas", types: town },
  ];
  const born = places.flatMap((place, index) =>
    [0, 1].map((copy) => ({
      id: `Q${500 + index * 2 + copy}`,
      label: `Person ${index * 2 + copy}`,
      types: ["Q5"],
      place,
    })),
  );
  const boroughs = new Set(["Brooklyn", "Queens", "The Bronx", "the Bronx"]);
  const offeredForTheCity = (classes: { id: string; label: string }[]) => {
    const graph = testGraph({
      seeds: born.map((person) => person.id),
      entities: [...born.map(({ id, label, types }) => ({ id, label, types })), ...places],
      relations: [{ id: "P19", label: "place of birth" }],
      facts: born.map((person) => ({ subject: person.id, relation: "P19", object: person.place.id })),
      classes,
    });
    const offered: string[] = [];
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const { questions } = generateQuestions({ graph, topic: "test", perType: 40, seed, tagger: false });
      for (const question of questions) {
        const fact = question.facts[0];
        if (question.hops !== 1 || fact?.relation !== "P19" || fact.object !== "Q60") continue;
        offered.push(
          ...(question.options ?? []),
          ...question.facts.slice(1).map((other) => graph.entity(other.object)?.label ?? ""),
        );
      }
    }
    return offered;
  };

  it("are never one of its boroughs, by the borough's class label", () => {
    const offered = offeredForTheCity([{ id: "Q408804", label: "borough of New York City" }]);
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.filter((label) => boroughs.has(label))).toEqual([]);
  });

  it("may be one when the source does not say whose boroughs they are", () => {
    expect(offeredForTheCity([]).some((label) => boroughs.has(label))).toBe(true);
  });
});
