import { describe, expect, it } from "vitest";
import { testGraph } from "./__fixtures__/test-graph.js";
import { generateQuestions } from "./generate-questions.js";
import { relationTemplatesFor } from "./relation-templates.js";
import { withPrepositionFronted } from "./two-hop-questions.js";

const human = ["Q5"];
const country = ["Q6256"];
const city = ["Q515"];

/** The paper's Table 2 facts, with enough neighbours for false objects and distractors. */
const graph = testGraph({
  seeds: ["Q13133", "Q517", "Q30", "Q1", "Q2", "Q3"],
  entities: [
    { id: "Q13133", label: "Michelle Obama", types: human },
    { id: "Q76", label: "Fraser Robinson", types: human },
    { id: "Q517", label: "Napoleon", types: human },
    { id: "Q1", label: "Ann Person", types: human },
    { id: "Q2", label: "Bob Person", types: human },
    { id: "Q3", label: "Cid Person", types: human },
    { id: "Q4", label: "Dee Person", types: human },
    { id: "Q13371", label: "Chicago", types: city },
    { id: "Q174710", label: "Los Angeles", aliases: ["LA"], types: city },
    { id: "Q41506", label: "Stanford", types: city },
    { id: "Q49108", label: "Cambridge", types: city },
    { id: "Q33111", label: "Ajaccio", types: city },
    { id: "Q397", label: "Lyon", types: city },
    { id: "Q7850", label: "Nantes", types: city },
    { id: "Q1571", label: "Lille", types: city },
    { id: "Q30", label: "United States of America", types: country },
    { id: "Q61", label: "Washington, D.C.", types: city },
    { id: "Q1345", label: "Philadelphia", types: city },
    { id: "Q90", label: "Paris", types: city },
    { id: "Q84", label: "London", types: city },
    { id: "Q142", label: "France", types: country },
    { id: "Q145", label: "United Kingdom", types: country },
    { id: "Q183", label: "Germany", types: country },
    { id: "Q64", label: "Berlin", types: city },
    { id: "Q5", label: "Eve Person", types: human },
    { id: "Q6", label: "Fay Person", types: human },
    ...(
      [
        ["Q38", "Italy", "Q220", "Rome"],
        ["Q29", "Spain", "Q2807", "Madrid"],
        ["Q31", "Belgium", "Q239", "Brussels"],
        ["Q39", "Switzerland", "Q70", "Bern"],
      ] as const
    ).flatMap(([countryId, countryLabel, cityId, cityLabel]) => [
      { id: countryId, label: countryLabel, types: country },
      { id: cityId, label: cityLabel, types: city },
    ]),
  ],
  relations: [
    { id: "P22", label: "father" },
    { id: "P19", label: "place of birth" },
    { id: "P20", label: "place of death" },
    { id: "P36", label: "capital" },
  ],
  facts: [
    { subject: "Q13133", relation: "P22", object: "Q76" },
    { subject: "Q76", relation: "P19", object: "Q13371" },
    { subject: "Q1", relation: "P22", object: "Q2" },
    { subject: "Q2", relation: "P19", object: "Q174710" },
    { subject: "Q3", relation: "P22", object: "Q4" },
    // Two places of birth for one person: conflicting values of a single-valued relation.
    { subject: "Q4", relation: "P19", object: "Q41506" },
    { subject: "Q4", relation: "P19", object: "Q49108" },
    { subject: "Q517", relation: "P20", object: "Q33111" },
    { subject: "Q1", relation: "P20", object: "Q397" },
    { subject: "Q2", relation: "P20", object: "Q7850" },
    { subject: "Q3", relation: "P20", object: "Q1571" },
    // The snapshot's noise: the USA with an outdated second capital.
    { subject: "Q30", relation: "P36", object: "Q61" },
    { subject: "Q30", relation: "P36", object: "Q1345" },
    { subject: "Q142", relation: "P36", object: "Q90" },
    { subject: "Q145", relation: "P36", object: "Q84" },
    { subject: "Q183", relation: "P36", object: "Q64" },
    { subject: "Q38", relation: "P36", object: "Q220" },
    { subject: "Q29", relation: "P36", object: "Q2807" },
    { subject: "Q31", relation: "P36", object: "Q239" },
    { subject: "Q39", relation: "P36", object: "Q70" },
    { subject: "Q5", relation: "P22", object: "Q6" },
  ],
});

describe("two-hop questions (paper section 3.2.2, Table 2)", () => {
  const { questions, report } = generateQuestions({
    graph,
    topic: "people",
    hops: [1, 2],
    perType: 20,
    seed: 3,
  });
  const byId = new Map(questions.map((question) => [question.id, question]));

  it("reproduces the Table 2 examples, one-hop and two-hop", () => {
    const text = (id: string) => byId.get(id)?.text;
    expect({
      yes: text("yn-1-Q517-P20-Q33111-yes"),
      wh: text("wh-1-Q517-P20-Q33111"),
      twoHopYes: text("yn-2-Q13133-P22-Q76-P19-Q13371-yes"),
      twoHopWh: text("wh-2-Q13133-P22-Q76-P19-Q13371"),
      twoHopChoice: byId.get("mc-2-Q13133-P22-Q76-P19-Q13371")?.text,
    }).toMatchInlineSnapshot(`
      {
        "twoHopChoice": "Where was Michelle Obama's father born?",
        "twoHopWh": "Where was Michelle Obama's father born?",
        "twoHopYes": "Was Michelle Obama's father born in Chicago?",
        "wh": "Where did Napoleon die?",
        "yes": "Did Napoleon die in Ajaccio?",
      }
    `);
  });

  it("keeps the bridge and points at one-hop sub-questions that are in the suite", () => {
    const twoHop = questions.filter((question) => question.hops === 2);
    expect(twoHop.length).toBeGreaterThan(0);
    for (const question of twoHop) {
      expect(question.twoHop?.bridgeLabel).toBe(question.facts[0]?.objectLabel);
      for (const id of question.twoHop?.subQuestionIds ?? []) expect(byId.get(id)?.hops, id).toBe(1);
    }
    // Two-hop WH only where the bridge has one answer: Dee Person has two conflicting places of birth.
    expect(twoHop.filter((question) => question.type === "wh" && question.twoHop?.bridge === "Q4")).toEqual(
      [],
    );
    expect(report.twoHop.wh?.generated).toBeGreaterThan(0);
  });

  it("asks the two-hop No with the same false object as its one-hop sub-question", () => {
    const no = byId.get("yn-2-Q13133-P22-Q76-P19-Q13371-no");
    const subNo = byId.get(no?.twoHop?.subQuestionIds[1] ?? "");
    expect(no?.facts.at(-1)?.object).toBe(subNo?.facts.at(-1)?.object);
    expect(no?.answer).toBe("No");
  });

  it("skips the USA's stale second capital (noise guard) and reports why", () => {
    expect(
      questions.filter((question) =>
        question.facts.some((fact) => fact.subject === "Q30" && fact.relation === "P36"),
      ),
    ).toEqual([]);
    expect(report.types.wh?.skipped.staleValues).toBeGreaterThan(0);
    expect(report.noiseGuard.functionalRelations).toContainEqual(
      expect.objectContaining({ relation: "P36", subjectsWithSeveralValues: 1 }),
    );
  });
});

describe("withPrepositionFronted", () => {
  it("moves a final 'in' before the question word, and keeps other templates", () => {
    const country = relationTemplatesFor({ id: "P17", label: "country", aliases: [] });
    const locatedIn = relationTemplatesFor({ id: "P131", label: "located in", aliases: [] });
    const capital = relationTemplatesFor({ id: "P36", label: "capital", aliases: [] });
    if (country === undefined || locatedIn === undefined || capital === undefined)
      throw new Error("templates");
    expect(withPrepositionFronted(country).wh).toBe("In which country is {subject}?");
    expect(withPrepositionFronted(locatedIn)).toMatchObject({
      wh: "{in-wh} is {subject}?",
      choice: "In which of the following is {subject} located?",
    });
    expect(withPrepositionFronted(capital)).toBe(capital);
  });
});

describe("two-hop questions on where an event's place lies", () => {
  // Fresh samples 49 and 50 read "Which country is Satyajit Ray's place of death in?" as stilted.
  const people = ["Q1", "Q2", "Q3", "Q4"];
  const places = [
    ["Q90", "Paris", "Q142"],
    ["Q64", "Berlin", "Q183"],
    ["Q220", "Rome", "Q38"],
    ["Q84", "London", "Q145"],
  ] as const;
  const placeGraph = testGraph({
    seeds: people,
    entities: [
      ...people.map((id, index) => ({
        id,
        label: `${["Ann", "Bob", "Cid", "Dee"][index]} Person`,
        types: human,
      })),
      ...places.map(([id, label]) => ({ id, label, types: city })),
      { id: "Q142", label: "France", types: country },
      { id: "Q183", label: "Germany", types: country },
      { id: "Q38", label: "Italy", types: country },
      { id: "Q145", label: "United Kingdom", types: country },
      { id: "Q27306", label: "Kingdom of Prussia", types: ["Q3024240"] },
    ],
    relations: [
      { id: "P20", label: "place of death" },
      { id: "P17", label: "country" },
      { id: "P27", label: "country of citizenship" },
    ],
    facts: [
      ...people.map((id, index) => ({ subject: id, relation: "P20", object: places[index]?.[0] ?? "" })),
      ...places.map(([id, , countryId]) => ({ subject: id, relation: "P17", object: countryId })),
      // Bob was a citizen of a state that is gone, and of none of today's; Cid of both.
      { subject: "Q2", relation: "P27", object: "Q27306" },
      { subject: "Q3", relation: "P27", object: "Q27306" },
      { subject: "Q3", relation: "P27", object: "Q38" },
    ],
  });
  const { questions } = generateQuestions({
    graph: placeGraph,
    topic: "people",
    hops: [1, 2],
    perType: 20,
    seed: 3,
  });
  const text = (id: string) => questions.find((question) => question.id === id)?.text;

  it("asks in which country the person died, not which country their place of death is in", () => {
    expect(text("wh-2-Q1-P20-Q90-P17-Q142")).toBe("In which country did Ann Person die?");
    expect(text("yn-2-Q1-P20-Q90-P17-Q142-yes")).toBe("Did Ann Person die in France?");
    expect(text("mc-2-Q1-P20-Q90-P17-Q142")).toBe("In which country did Ann Person die?");
  });

  it("asks it of the person whatever the person's citizenship, unlike a birth", () => {
    // Bob was a citizen of a state that is gone: such citizens often died elsewhere (fresh sample 52).
    expect(text("wh-2-Q2-P20-Q64-P17-Q183")).toBe("In which country did Bob Person die?");
    expect(text("wh-2-Q3-P20-Q220-P17-Q38")).toBe("In which country did Cid Person die?");
  });
});

describe("two-hop questions on a place of birth", () => {
  // Fresh sample 51 read "Which state is Sean Lennon's birthplace in?" and "What is the capital of
  // the birthplace of Rupert Sanderson?" as stilted.
  const people = ["Q1", "Q2", "Q3", "Q4"];
  const places = [
    ["Q60", "New York City", "Q1384"],
    ["Q65", "Los Angeles", "Q99"],
    ["Q1297", "Chicago", "Q1204"],
    ["Q16555", "Houston", "Q1439"],
  ] as const;
  const birthGraph = testGraph({
    seeds: [...people, "Q5"],
    entities: [
      ...people.map((id, index) => ({
        id,
        label: `${["Ann", "Bob", "Cid", "Dee"][index]} Person`,
        types: human,
      })),
      { id: "Q5", label: "Eve Person", types: human },
      ...places.map(([id, label]) => ({ id, label, types: city })),
      { id: "Q1384", label: "New York", types: ["Q35657"] },
      { id: "Q99", label: "California", types: ["Q35657"] },
      { id: "Q1204", label: "Illinois", types: ["Q35657"] },
      { id: "Q1439", label: "Texas", types: ["Q35657"] },
      { id: "Q142", label: "France", types: country },
      { id: "Q183", label: "Germany", types: country },
      { id: "Q38", label: "Italy", types: country },
      { id: "Q145", label: "United Kingdom", types: country },
      { id: "Q27306", label: "Kingdom of Prussia", types: ["Q3024240"] },
      { id: "Q90", label: "Paris", types: city },
      { id: "Q64", label: "Berlin", types: city },
      { id: "Q220", label: "Rome", types: city },
      { id: "Q84", label: "London", types: city },
    ],
    relations: [
      { id: "P19", label: "place of birth" },
      { id: "P131", label: "located in the administrative territorial entity" },
      { id: "P36", label: "capital" },
      { id: "P27", label: "country of citizenship" },
    ],
    facts: [
      ...people.map((id, index) => ({ subject: id, relation: "P19", object: places[index]?.[0] ?? "" })),
      ...places.map(([id, , stateId]) => ({ subject: id, relation: "P131", object: stateId })),
      { subject: "Q5", relation: "P19", object: "Q142" },
      { subject: "Q4", relation: "P27", object: "Q27306" },
      { subject: "Q142", relation: "P36", object: "Q90" },
      { subject: "Q183", relation: "P36", object: "Q64" },
      { subject: "Q38", relation: "P36", object: "Q220" },
      { subject: "Q145", relation: "P36", object: "Q84" },
    ],
  });
  const { questions } = generateQuestions({
    graph: birthGraph,
    topic: "people",
    hops: [1, 2],
    perType: 20,
    seed: 3,
  });
  const text = (id: string) => questions.find((question) => question.id === id)?.text;

  it("asks in which state the person was born, the interrogative drawn from the answer's kind", () => {
    expect(text("wh-2-Q3-P19-Q1297-P131-Q1204")).toBe("In which state was Cid Person born?");
    expect(text("yn-2-Q3-P19-Q1297-P131-Q1204-yes")).toBe("Was Cid Person born in Illinois?");
  });

  it("names the place by its kind where the second hop asks something else of it", () => {
    expect(text("wh-2-Q5-P19-Q142-P36-Q90")).toBe(
      "What is the capital of the country where Eve Person was born?",
    );
  });

  it("keeps the place's own present tense for a citizen of a state that is gone", () => {
    // Dee Person was a citizen of the Kingdom of Prussia: Texas's borders were not hers.
    expect(text("wh-2-Q4-P19-Q16555-P131-Q1439")).toBe("Which state is Dee Person's birthplace in?");
    expect(text("yn-2-Q4-P19-Q16555-P131-Q1439-yes")).toBe("Is Dee Person's birthplace located in Texas?");
  });
});
