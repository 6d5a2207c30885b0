import { describe, expect, it } from "vitest";
import { KnowledgeGraph } from "../graph/knowledge-graph.js";
import type { DatedStatement } from "../knowledge/fact-set.js";
import { generateQuestions } from "./generate-questions.js";
import type { Question } from "./question.js";
import { testGraph } from "./__fixtures__/test-graph.js";

const human = ["Q5"];
const country = ["Q6256"];
const city = ["Q515"];

const people = ["Ann", "Bob", "Cid", "Dee", "Eve", "Fay", "Gus", "Hal"].map((name, index) => ({
  id: `Q${100 + index}`,
  label: `${name} Example`,
  types: human,
}));
const cities = ["Avon", "Brill", "Cray", "Dunn", "Esk", "Fyne"].map((name, index) => ({
  id: `Q${200 + index}`,
  label: name,
  types: city,
}));
const countries = ["Arland", "Borduria", "Carpania", "Delmar"].map((name, index) => ({
  id: `Q${300 + index}`,
  label: name,
  types: country,
}));
const leaders = ["Lea", "Max", "Ned", "Ola", "Pia", "Rex"].map((name, index) => ({
  id: `Q${400 + index}`,
  label: `${name} Leader`,
  types: human,
}));
const statements: DatedStatement[] = [
  // Arland: Lea 2001-2010, Max 2010-2020, Ned since 2020 (current).
  { subject: "Q300", relation: "P6", object: "Q400", rank: "normal", start: "2001-05-01", end: "2010-06-30" },
  { subject: "Q300", relation: "P6", object: "Q401", rank: "normal", start: "2010-07-01", end: "2020-03-01" },
  { subject: "Q300", relation: "P6", object: "Q402", rank: "preferred", start: "2020-03-02" },
  { subject: "Q301", relation: "P6", object: "Q403", rank: "preferred", start: "2018-01-01" },
  { subject: "Q302", relation: "P6", object: "Q404", rank: "preferred", start: "2019-01-01" },
  { subject: "Q303", relation: "P6", object: "Q405", rank: "preferred", start: "2021-01-01" },
];

/** The WH questions asked of `graph`, and the generation report. */
const whQuestionsOf = (graph: KnowledgeGraph) =>
  generateQuestions({ graph, topic: "test", perType: 10, types: ["wh"], tagger: false });

function graphOf(
  options: { asOf?: string; withStatements?: boolean; extraStatements?: DatedStatement[] } = {},
): KnowledgeGraph {
  return testGraph({
    ...(options.asOf === undefined ? {} : { asOf: options.asOf }),
    seeds: [
      ...people.map((person) => person.id),
      ...countries.map((place) => place.id),
      ...cities.map((place) => place.id),
      "Q500",
      "Q700",
      "Q701",
      "Q703",
      "Q304",
    ],
    entities: [
      ...people,
      ...cities,
      ...countries,
      ...leaders,
      { id: "Q82955", label: "politician" },
      { id: "Q40348", label: "lawyer" },
      { id: "Q36180", label: "writer" },
      // A city typed as a city that Wikidata gives an occupation: a fact contradicting its types.
      { id: "Q500", label: "Gorm", types: city },
      // A dissolved state.
      { id: "Q600", label: "Old Arland Empire", types: ["Q3024240"] },
      // A mountain on a border, and a country within a realm.
      { id: "Q700", label: "Mount Grau", types: ["Q8502"] },
      // A river in a historic county (and, unlisted, along another's boundary).
      { id: "Q701", label: "River Tay", types: ["Q4022"] },
      { id: "Q702", label: "Tayshire" },
      // A waterfall on a border (held-out-7: Niagara Falls), listed in one of its countries.
      { id: "Q703", label: "Grau Falls", types: ["Q34038"] },
      { id: "Q304", label: "Danland", types: country },
      { id: "Q305", label: "Danish Realm", types: country },
      // Namesakes without facts: another city called Esk, and a person called Cray.
      { id: "Q601", label: "Esk", types: city },
      { id: "Q602", label: "Cray", types: human },
      // A namesake that holds the same country: Dunn the city and Dunn the state, both in Delmar.
      { id: "Q603", label: "Dunn", types: ["Q35657"] },
    ],
    relations: [
      { id: "P19", label: "place of birth" },
      { id: "P106", label: "occupation" },
      { id: "P6", label: "head of government" },
      { id: "P17", label: "country" },
      { id: "P9999", label: "favourite colour" },
      { id: "P190", label: "twinned administrative body" },
      { id: "P131", label: "located in the administrative territorial entity" },
      { id: "P47", label: "shares border with" },
      { id: "P7959", label: "historic county" },
    ],
    facts: [
      // Place of birth: single-valued, fixed.
      ...people.map((person, index) => ({
        subject: person.id,
        relation: "P19",
        object: cities[index % cities.length]?.id ?? "",
      })),
      // Occupation: multi-valued, open. Ann has two, Bob one.
      { subject: "Q100", relation: "P106", object: "Q82955" },
      { subject: "Q100", relation: "P106", object: "Q40348" },
      { subject: "Q101", relation: "P106", object: "Q36180" },
      { subject: "Q102", relation: "P106", object: "Q40348" },
      { subject: "Q500", relation: "P106", object: "Q82955" },
      // Avon and Brill share a border; a mountain lies in Dunn (and, unlisted, across the border).
      { subject: "Q200", relation: "P47", object: "Q201" },
      { subject: "Q700", relation: "P131", object: "Q203" },
      { subject: "Q701", relation: "P7959", object: "Q702" },
      { subject: "Q703", relation: "P17", object: "Q300" },
      // A country's country.
      { subject: "Q304", relation: "P17", object: "Q305" },
      // A stale truthy head of government, of a country the source does not date: Lea, who left
      // Arland's office in 2010.
      { subject: "Q304", relation: "P6", object: "Q400" },
      // Twin towns: an open list whose members come and go, undated. Avon has two.
      { subject: "Q200", relation: "P190", object: "Q201" },
      { subject: "Q200", relation: "P190", object: "Q202" },
      // Heads of government as truthy statements: the current holders.
      ...statements
        .filter((statement) => statement.rank === "preferred")
        .map(({ subject, relation, object }) => ({ subject, relation, object })),
      // The cities' country; one in a dissolved state.
      ...cities.map((place, index) => ({
        subject: place.id,
        relation: "P17",
        object: index === 5 ? "Q600" : (countries[index % countries.length]?.id ?? ""),
      })),
      { subject: "Q603", relation: "P17", object: "Q303" },
      // A relation the semantics table does not know.
      { subject: "Q100", relation: "P9999", object: "Q200" },
    ],
    ...(options.withStatements === false
      ? {}
      : { statements: [...statements, ...(options.extraStatements ?? [])] }),
  });
}

/** The questions of seeds 1 to 8, generated once: rules about draws hold for every draw. */
let eightSeeds: Question[] | undefined;
function questionsOfEightSeeds(): Question[] {
  eightSeeds ??= [1, 2, 3, 4, 5, 6, 7, 8].flatMap(
    (seed) =>
      generateQuestions({
        graph: graphOf({ asOf: "2025-10-03" }),
        topic: "test",
        perType: 40,
        seed,
        tagger: false,
      }).questions,
  );
  return eightSeeds;
}

const textsOf = (questions: readonly Question[], relation: string): string[] =>
  questions.filter((question) => question.facts[0]?.relation === relation).map((question) => question.text);

describe("fair questions from relation semantics", () => {
  const { questions, report } = generateQuestions({
    graph: graphOf({ asOf: "2025-10-03" }),
    topic: "test",
    perType: 40,
    tagger: false,
  });

  it("makes No statements and distractors only from single-valued (or closed) relations", () => {
    const occupationYesNo = questions.filter(
      (question) => question.type !== "wh" && question.facts.some((fact) => fact.relation === "P106"),
    );
    expect(occupationYesNo).toEqual([]);
    expect(report.types["yes-no"]?.skipped.unverifiableRelation).toBeGreaterThan(0);
    const no = questions.find((question) => question.type === "yes-no" && question.answer === "No");
    expect(no?.facts.at(-1)?.negated).toBe(true);
    expect(no?.facts[0]?.negated).toBeUndefined();
  });

  it("asks WH of a multi-valued open relation only with several listed values, accepting all of them", () => {
    const occupation = questions.filter(
      (question) => question.type === "wh" && question.facts[0]?.relation === "P106",
    );
    expect(occupation.map((question) => question.facts[0]?.subject)).toEqual(["Q100"]);
    expect(occupation[0]?.judging).toMatchObject({ cardinality: "multi", listing: "open" });
    expect(occupation[0]?.judging?.accepted.map((entity) => entity.label).sort()).toEqual([
      "lawyer",
      "politician",
    ]);
    expect(report.types.wh?.skipped.fewValues).toBeGreaterThan(0);
  });

  it("gives single-valued WH questions one accepted answer and the places that hold it as broader", () => {
    const birth = questions.find(
      (question) => question.type === "wh" && question.facts[0]?.relation === "P19",
    );
    expect(birth?.judging).toMatchObject({ cardinality: "single" });
    expect(birth?.judging?.accepted).toHaveLength(1);
    expect(birth?.judging?.broader.map((entity) => entity.id)).toEqual(
      expect.arrayContaining([expect.stringMatching(/^Q30\d$/u)]),
    );
  });

  it("skips facts that contradict their types, and present-tense statements about dissolved states", () => {
    expect(questions.filter((question) => question.facts[0]?.subject === "Q500")).toEqual([]);
    expect(report.types.wh?.skipped.kindMismatch).toBeGreaterThan(0);
    expect(
      questions.filter((question) => question.facts.some((fact) => fact.object === "Q600" && !fact.negated)),
    ).toEqual([]);
    expect(report.types.wh?.skipped.formerEntity).toBeGreaterThan(0);
  });

  it("never states a dissolved state as a present-tense No", () => {
    // Fyne lies in the Old Arland Empire, so the empire is a country the other cities' No draws from.
    const negatedObjects = questionsOfEightSeeds()
      .filter((question) => question.type === "yes-no" && question.answer === "No")
      .flatMap((question) =>
        question.facts.filter((fact) => fact.negated === true && fact.relation === "P17"),
      )
      .map((fact) => fact.object);
    expect(negatedObjects.length).toBeGreaterThan(0);
    expect(negatedObjects).not.toContain("Q600");
  });

  it("offers no dissolved state as an option of a present-tense question", () => {
    // The Old Arland Empire is an object of country (Fyne's), so it is in the pool distractors come from.
    const countryChoices = questionsOfEightSeeds().filter(
      (question) =>
        question.type === "multiple-choice" &&
        !question.id.endsWith("-subject") &&
        question.facts[0]?.relation === "P17",
    );
    expect(countryChoices.length).toBeGreaterThan(0);
    for (const question of countryChoices) expect(question.options).not.toContain("Old Arland Empire");
  });

  it("offers no holder of the past as a present-tense false head of government, but may in a dated one", () => {
    // Lea is a truthy head of government of Danland (undated), so she is in the pool false objects
    // come from; the dated statements show she has held no office since 2010.
    const falseHolders = (present: boolean) =>
      questionsOfEightSeeds()
        .filter(
          (question) =>
            question.facts[0]?.relation === "P6" &&
            (question.time?.mode !== "dated") === present &&
            !question.id.endsWith("-subject") &&
            question.answer !== "Yes",
        )
        .flatMap((question) => [
          ...(question.options ?? []),
          ...question.facts.filter((fact) => fact.negated === true).map((fact) => fact.objectLabel),
        ]);
    expect(falseHolders(true).length).toBeGreaterThan(0);
    expect(falseHolders(true)).not.toContain("Lea Leader");
    expect(falseHolders(false)).toContain("Lea Leader");
  });

  it("offers no option whose only value is a dissolved state as wrong in a present-tense question", () => {
    // Fyne's only country is the Old Arland Empire: whether it lies in Arland today is unknown.
    const subjectChoices = questionsOfEightSeeds().filter(
      (question) => question.id.endsWith("-subject") && question.facts[0]?.relation === "P17",
    );
    expect(subjectChoices.length).toBeGreaterThan(0);
    for (const question of subjectChoices) expect(question.options).not.toContain("Fyne");
  });

  it("asks nothing by a name that another entity of its kind has, and keeps names shared across kinds", () => {
    const about = (subject: string) =>
      questions.filter((question) => question.facts[0]?.subject === subject && question.hops === 1);
    // Esk, a city, shares its name with another city: "Which country is Esk in?" has two readings.
    expect(about("Q204")).toEqual([]);
    expect(report.types.wh?.skipped.ambiguousName).toBeGreaterThan(0);
    // Cray shares its name only with a person: the place question has one reading.
    expect(about("Q202").length).toBeGreaterThan(0);
    // Dunn the city shares its name with a state in the same country: "Which country is Dunn in?"
    // has one answer under either reading.
    expect(about("Q203").filter((question) => question.facts[0]?.relation === "P17").length).toBeGreaterThan(
      0,
    );
  });

  it("asks nothing that needs a border mountain, a river or a waterfall to lie in one place, or a country to lie in a country", () => {
    expect(questions.filter((question) => question.facts[0]?.subject === "Q700")).toEqual([]);
    expect(questions.filter((question) => question.facts[0]?.subject === "Q701")).toEqual([]);
    expect(questions.filter((question) => question.facts[0]?.subject === "Q703")).toEqual([]);
    expect(questions.filter((question) => question.facts.some((fact) => fact.subject === "Q304"))).toEqual(
      [],
    );
  });

  it("never gives a place next to the true one as a false statement or distractor", () => {
    const bornIn = (city: string) =>
      new Set(
        people.filter((_, index) => cities[index % cities.length]?.id === city).map((person) => person.id),
      );
    const neighbours: Record<string, string> = { Q200: "Q201", Q201: "Q200" };
    let checked = 0;
    for (const question of questions.filter((question) => question.facts[0]?.relation === "P19")) {
      const truth = question.facts[0];
      const neighbour = truth === undefined ? undefined : neighbours[truth.object];
      if (truth === undefined || neighbour === undefined) continue;
      checked += 1;
      const neighbourLabel = cities.find((city) => city.id === neighbour)?.label ?? "";
      if (question.type === "yes-no") expect(question.facts.at(-1)?.object).not.toBe(neighbour);
      if (question.type === "multiple-choice" && !question.id.endsWith("-subject"))
        expect(question.options).not.toContain(neighbourLabel);
      if (question.type === "multiple-choice" && question.id.endsWith("-subject")) {
        const wrong = (question.options ?? []).filter((option) => option !== question.answerLabel);
        const bornNextDoor = [...bornIn(neighbour)].map(
          (id) => people.find((person) => person.id === id)?.label ?? "",
        );
        for (const option of wrong) expect(bornNextDoor).not.toContain(option);
      }
    }
    expect(checked).toBeGreaterThan(0);
  });

  it("skips a relation the semantics table lacks, and names it", () => {
    expect(textsOf(questions, "P9999")).toEqual([]);
    expect(report.unknownRelations).toEqual({ P9999: { label: "favourite colour", facts: 1 } });
    expect(report.warnings.join("\n")).toContain("P9999 (favourite colour)");
  });

  it("asks current heads of government as of the source's date, and past ones for a year they held office alone", () => {
    const present = textsOf(questions, "P6").filter((text) => text.startsWith("As of"));
    expect(present).toContain("As of 3 October 2025, who is the head of government of Arland?");
    const wh = questions.find(
      (question) => question.text === "As of 3 October 2025, who is the head of government of Arland?",
    );
    expect(wh?.answer).toBe("Ned Leader");
    expect(wh?.time).toEqual({ mode: "current", asOf: "2025-10-03" });
    const dated = questions.filter((question) => question.time?.mode === "dated");
    expect(dated.length).toBeGreaterThan(0);
    for (const question of dated) {
      const year = question.time?.year ?? 0;
      expect(question.text).toContain(`in ${String(year)}?`);
      const holder = statements.find(
        (statement) =>
          statement.object === question.facts[0]?.object &&
          (statement.start ?? "") <= `${String(year)}-01-01` &&
          (statement.end ?? "9999") >= `${String(year)}-12-31`,
      );
      expect(holder, question.text).toBeDefined();
    }
    // Past holders are never asked about in the present tense.
    for (const question of questions.filter((question) => question.time?.mode === "current"))
      expect(["Q402", "Q403", "Q404", "Q405"]).toContain(question.facts[0]?.object);
  });

  it("asks nothing about an office held jointly: neither its holder now nor in a year", () => {
    // Borduria's office is shared like Andorra's co-princes: Ola (preferred) and Lea live now, and
    // two finished terms overlapped for five years.
    const shared: DatedStatement[] = [
      { subject: "Q301", relation: "P6", object: "Q400", rank: "normal", start: "2015-01-01" },
      {
        subject: "Q301",
        relation: "P6",
        object: "Q401",
        rank: "normal",
        start: "2000-01-01",
        end: "2010-01-01",
      },
      {
        subject: "Q301",
        relation: "P6",
        object: "Q402",
        rank: "normal",
        start: "2005-01-01",
        end: "2012-01-01",
      },
    ];
    const joint = generateQuestions({
      graph: graphOf({ asOf: "2025-10-03", extraStatements: shared }),
      topic: "test",
      perType: 40,
      tagger: false,
    });
    const aboutBorduria = (question: Question): boolean =>
      question.facts.some((fact) => fact.subject === "Q301" && fact.relation === "P6");
    expect(joint.questions.filter(aboutBorduria)).toEqual([]);
    expect(joint.report.types["wh"]?.skipped.jointlyHeld).toBeGreaterThan(0);
    // Without the shared terms, Borduria's head of government is asked.
    expect(questions.filter(aboutBorduria).length).toBeGreaterThan(0);
    // Arland's office, handed over from one holder to the next, is still asked about, dated too.
    expect(joint.questions.some((question) => question.time?.mode === "dated")).toBe(true);
  });

  it("skips values that change over time when the source has no dates, unless the user vouches for a date", () => {
    const undated = generateQuestions({
      graph: graphOf({ withStatements: false }),
      topic: "test",
      perType: 40,
      tagger: false,
    });
    expect(textsOf(undated.questions, "P6")).toEqual([]);
    expect(undated.report.types.wh?.skipped.timeDependentUndated).toBeGreaterThan(0);
    const vouched = generateQuestions({
      graph: graphOf({ withStatements: false }),
      topic: "test",
      perType: 40,
      tagger: false,
      asOf: "2024-05-01",
    });
    expect(textsOf(vouched.questions, "P6")).toContain(
      "As of 1 May 2024, who is the head of government of Arland?",
    );
    // An open list whose members come and go (twin towns): a WH question from an undated list could
    // accept a former twin as a right answer today; asked only when the user vouches for a date.
    const twins = (set: readonly Question[]) =>
      set.filter((question) => question.type === "wh" && question.facts[0]?.relation === "P190");
    expect(twins(questions)).toEqual([]);
    expect(report.types.wh?.skipped.undatedList).toBeGreaterThan(0);
    expect(twins(vouched.questions).map((question) => question.facts[0]?.subject)).toEqual(["Q200"]);
    expect(() => generateQuestions({ graph: graphOf(), topic: "test", asOf: "May 2024" })).toThrow(
      /as-of date/u,
    );
  });

  it("guesses no interrogative for an untyped place among places of several kinds, and asks no vague WH", () => {
    // Eight towns lie in typed countries, and one in an untyped department: "located in" takes any
    // place, so the department is not asked for as a country, nor as "What is Town Iville located
    // in?" (its county, state and country would all be right): WH skips it and says so.
    const towns = Array.from({ length: 9 }, (_, index) => ({
      id: `Q${800 + index}`,
      label: `Town ${String.fromCharCode(65 + index)}ville`,
      types: city,
    }));
    const lands = Array.from({ length: 8 }, (_, index) => ({
      id: `Q${820 + index}`,
      label: `Land ${String.fromCharCode(65 + index)}ia`,
      types: country,
    }));
    const graph = testGraph({
      seeds: towns.map((town) => town.id),
      entities: [...towns, ...lands, { id: "Q840", label: "Bouches-du-Nord" }],
      relations: [{ id: "P131", label: "located in the administrative territorial entity" }],
      facts: towns.map((town, index) => ({
        subject: town.id,
        relation: "P131",
        object: index === 8 ? "Q840" : (lands[index]?.id ?? ""),
      })),
    });
    const { questions, report } = generateQuestions({
      graph,
      topic: "test",
      perType: 40,
      types: ["wh"],
      tagger: false,
    });
    expect(questions.find((question) => question.facts[0]?.object === "Q840")).toBeUndefined();
    expect(report.types.wh?.skipped.vagueInterrogative).toBe(1);
    expect(questions.find((question) => question.facts[0]?.object === "Q820")?.text).toBe(
      "Which country is Town Aville in?",
    );
  });

  it("asks for a place by what the source calls its class, when the table lacks the class", () => {
    // Towns in counties typed only "county of Testland" (a class no table lists), in one typed as
    // both a table class and a labelled class, and in one whose class says nothing ("county seat").
    const towns = Array.from({ length: 4 }, (_, index) => ({
      id: `Q${850 + index}`,
      label: `Town ${String.fromCharCode(65 + index)}ton`,
      types: city,
    }));
    const graphOf = (classes: { id: string; label: string }[] | undefined) =>
      testGraph({
        seeds: towns.map((town) => town.id),
        entities: [
          ...towns,
          { id: "Q860", label: "Ash County", types: ["Q9001"] },
          { id: "Q861", label: "Birch County", types: ["Q9001"] },
          { id: "Q862", label: "Cedar", types: ["Q6256", "Q9001"] },
          { id: "Q863", label: "Dale", types: ["Q9002"] },
        ],
        relations: [{ id: "P131", label: "located in the administrative territorial entity" }],
        facts: towns.map((town, index) => ({
          subject: town.id,
          relation: "P131",
          object: `Q${860 + index}`,
        })),
        ...(classes === undefined ? {} : { classes }),
      });
    const labelled = whQuestionsOf(
      graphOf([
        { id: "Q9001", label: "county of Testland" },
        { id: "Q9002", label: "county seat" },
      ]),
    );
    expect(labelled.questions.map((question) => question.text).sort()).toEqual([
      "Which country is Town Cton in?",
      "Which county is Town Aton in?",
      "Which county is Town Bton in?",
    ]);
    expect(labelled.report.types.wh?.skipped.vagueInterrogative).toBe(1);
    // A fact set without class labels (written before they were kept) asks only the table's.
    const unlabelled = whQuestionsOf(graphOf(undefined));
    expect(unlabelled.questions.map((question) => question.text)).toEqual(["Which country is Town Cton in?"]);
    expect(unlabelled.report.types.wh?.skipped.vagueInterrogative).toBe(3);
    // Multiple choice asks about Dale with options that show the level, not "What is Town Dton in?".
    const choices = generateQuestions({
      graph: graphOf([{ id: "Q9001", label: "county of Testland" }]),
      topic: "test",
      perType: 10,
      types: ["multiple-choice"],
      tagger: false,
    }).questions;
    expect(choices.find((question) => question.facts[0]?.object === "Q863")?.text).toBe(
      "Which of the following is Town Dton located in?",
    );
  });
});

describe("a place the source does not place, but its class names", () => {
  // Counties of Norland, a "country of the Realm" the source places nowhere (as the 2025 snapshot
  // has Northern Ireland), beside towns of the Realm and of two other countries.
  const counties = ["Ash", "Birch", "Cedar", "Dale"].map((name, index) => ({
    id: `Q${880 + index}`,
    label: `County ${name}`,
    types: ["Q9101"],
  }));
  const towns = ["Avon", "Brill", "Cray", "Dunn", "Esk", "Fyne"].map((name, index) => ({
    id: `Q${890 + index}`,
    label: name,
    types: city,
  }));
  const places = [
    { id: "Q870", label: "Norland", types: ["Q9102"] },
    { id: "Q871", label: "Realm", types: country },
    { id: "Q872", label: "Westmark", types: country },
    { id: "Q873", label: "Ostmark", types: country },
  ];
  const graphOf = (classes: { id: string; label: string }[]) =>
    testGraph({
      seeds: [...counties, ...towns].map((entity) => entity.id),
      entities: [...counties, ...towns, ...places],
      relations: [{ id: "P131", label: "located in the administrative territorial entity" }],
      facts: [
        ...counties.map((county) => ({ subject: county.id, relation: "P131", object: "Q870" })),
        ...towns.map((town, index) => ({
          subject: town.id,
          relation: "P131",
          object: `Q${871 + (index % 3)}`,
        })),
      ],
      classes,
    });
  const falseClaims = (graph: KnowledgeGraph) => {
    const claims: string[] = [];
    const { questions } = generateQuestions({
      graph,
      topic: "test",
      perType: 100,
      types: ["yes-no", "multiple-choice"],
      tagger: false,
    });
    for (const question of questions) {
      const truth = question.facts[0];
      if (truth === undefined || !truth.subject.startsWith("Q88")) continue;
      if (question.type === "yes-no" && question.id.endsWith("-no"))
        claims.push(`${truth.subject} ${question.facts.at(-1)?.object ?? ""}`);
      if (question.type === "multiple-choice")
        for (const option of question.options ?? [])
          if (option !== question.answerLabel)
            claims.push(`${truth.subject} ${places.find((place) => place.label === option)?.id ?? option}`);
    }
    return claims;
  };

  it("is never said not to hold a member of that class, nor what such a member holds", () => {
    const labelled = falseClaims(
      graphOf([
        { id: "Q9101", label: "county of Norland" },
        { id: "Q9102", label: "country of the Realm" },
      ]),
    );
    expect(labelled.length).toBeGreaterThan(0);
    expect(labelled.filter((claim) => claim.endsWith(" Q871"))).toEqual([]);
    // A county's own class names the place too (County Tyrone, a "historic county of the United
    // Kingdom"), where Norland's class says nothing.
    const ownClass = falseClaims(
      graphOf([
        { id: "Q9101", label: "historic county of the Realm" },
        { id: "Q9102", label: "constituent part" },
      ]),
    );
    expect(ownClass.filter((claim) => claim.endsWith(" Q871"))).toEqual([]);
    // Without the class labels, nothing shows the Realm holds the counties: it is asked as false.
    const unlabelled = falseClaims(graphOf([]));
    expect(unlabelled.filter((claim) => claim.endsWith(" Q871")).length).toBeGreaterThan(0);
  });
});

describe("the government of land whose polity is gone", () => {
  // Three historical regions with their capitals, each city also "capital of" its region, and a
  // country of today for contrast.
  const regions = ["Bukovina", "Provence", "Circassia", "Tripolitania"].map((label, index) => ({
    id: `Q${800 + index}`,
    label,
    types: ["Q1620908"],
  }));
  const capitals = ["Chernivtsi", "Aix", "Sochi", "Tripoli"].map((label, index) => ({
    id: `Q${810 + index}`,
    label,
    types: city,
  }));
  const graph = testGraph({
    seeds: [...regions, ...capitals, { id: "Q820" }].map((entity) => entity.id),
    entities: [
      ...regions,
      ...capitals,
      { id: "Q820", label: "Arland", types: country },
      { id: "Q821", label: "Borduria", types: country },
    ],
    relations: [
      { id: "P36", label: "capital" },
      { id: "P1376", label: "capital of" },
      { id: "P17", label: "country" },
    ],
    facts: [
      ...regions.flatMap((region, index) => [
        { subject: region.id, relation: "P36", object: capitals[index]?.id ?? "" },
        { subject: capitals[index]?.id ?? "", relation: "P1376", object: region.id },
      ]),
      { subject: "Q820", relation: "P36", object: "Q813" },
      // Where the regions lie: two in Arland, two in Borduria.
      ...regions.map((region, index) => ({
        subject: region.id,
        relation: "P17",
        object: index < 2 ? "Q820" : "Q821",
      })),
    ],
  });
  const { questions, report } = generateQuestions({
    graph,
    topic: "test",
    perType: 40,
    seed: 3,
    tagger: false,
  });

  it("asks no historical region's capital, and a state's of today in the present", () => {
    const aboutRegions = questions.filter((question) =>
      question.facts.some((fact) => fact.relation === "P36" && fact.subject.startsWith("Q80")),
    );
    expect(aboutRegions).toEqual([]);
    const arland = questions.filter((question) => question.facts[0]?.subject === "Q820");
    expect(arland.length).toBeGreaterThan(0);
    for (const question of arland) expect(question.text).not.toMatch(/\b(?:was|had)\b/iu);
    // Where the regions lie is no fact of their government: asked, in the present.
    const located = questions.filter((question) => question.facts[0]?.relation === "P17");
    expect(located.length).toBeGreaterThan(0);
    for (const question of located) expect(question.text).not.toMatch(/\b(?:was|had)\b/iu);
  });

  it("never states in the present tense that a city is the capital of a historical region", () => {
    const capitalOf = questions.filter((question) => question.facts[0]?.relation === "P1376");
    expect(capitalOf).toEqual([]);
    expect(report.types["yes-no"]?.skipped.formerEntity).toBeGreaterThan(0);
  });
});

describe("a subject whose name holds the answer", () => {
  /** The subjects of the WH questions asked of `graph`, and how many facts were skipped as `answerInName`. */
  const askedAndSkippedAsAnswerInName = (graph: KnowledgeGraph) => {
    const { questions, report } = whQuestionsOf(graph);
    return {
      subjects: questions.map((question) => question.facts[0]?.subject),
      skipped: report.types.wh?.skipped.answerInName,
    };
  };

  it("is not asked about that fact (real ids: Baltimore, Downtown Baltimore, Fells Point)", () => {
    const neighbourhood = ["Q123705"];
    const graph = testGraph({
      seeds: ["Q5305316", "Q2031373", "Q3470051"],
      entities: [
        { id: "Q5092", label: "Baltimore", types: city },
        { id: "Q5305316", label: "Downtown Baltimore", types: neighbourhood },
        { id: "Q2031373", label: "Fells Point", types: neighbourhood },
        { id: "Q3470051", label: "Hippodrome, Bamako", types: neighbourhood },
        { id: "Q3703", label: "Bamako", types: city },
      ],
      relations: [{ id: "P131", label: "located in the administrative territorial entity" }],
      facts: [
        { subject: "Q5305316", relation: "P131", object: "Q5092" },
        { subject: "Q2031373", relation: "P131", object: "Q5092" },
        { subject: "Q3470051", relation: "P131", object: "Q3703" },
      ],
    });
    const { subjects, skipped } = askedAndSkippedAsAnswerInName(graph);
    expect(subjects).toEqual(["Q2031373"]);
    expect(skipped).toBe(2);
  });

  it("is not asked where the object is named by one of the subject's names (real ids: Bruges, Brugge)", () => {
    const municipality = ["Q493522"]; // municipality of Belgium
    const graph = testGraph({
      seeds: ["Q12994", "Q12996"],
      entities: [
        { id: "Q12994", label: "Bruges", aliases: ["Brugge"], types: municipality },
        { id: "Q31513590", label: "Brugge", types: city },
        { id: "Q12996", label: "Tienen", types: municipality },
        { id: "Q2", label: "Hakendover", types: city },
      ],
      relations: [{ id: "P36", label: "capital" }],
      facts: [
        { subject: "Q12994", relation: "P36", object: "Q31513590" },
        { subject: "Q12996", relation: "P36", object: "Q2" },
      ],
    });
    const { subjects, skipped } = askedAndSkippedAsAnswerInName(graph);
    // Bruges's seat is Brugge, its own Dutch name.
    expect(subjects).toEqual(["Q12996"]);
    expect(skipped).toBe(1);
  });

  it("is not asked where the state a county is named with is the answer (real ids: Suffolk County, New York)", () => {
    const countyOfNewYork = ["Q3558"]; // county of New York
    const graph = testGraph({
      seeds: ["Q54065", "Q115104"],
      entities: [
        { id: "Q54065", label: "Suffolk County", types: countyOfNewYork },
        { id: "Q115104", label: "Erie County", types: countyOfNewYork },
        { id: "Q1384", label: "New York", aliases: ["New York State"], types: ["Q35657"] },
        { id: "Q60", label: "New York City", types: city },
        { id: "Q34404", label: "Riverhead", types: city },
      ],
      classes: [{ id: "Q3558", label: "county of New York" }],
      relations: [
        { id: "P131", label: "located in the administrative territorial entity" },
        { id: "P36", label: "capital" },
      ],
      facts: [
        { subject: "Q54065", relation: "P131", object: "Q1384" },
        { subject: "Q115104", relation: "P131", object: "Q1384" },
        { subject: "Q54065", relation: "P36", object: "Q34404" },
      ],
    });
    const { subjects, skipped } = askedAndSkippedAsAnswerInName(graph);
    // "Which state is Suffolk County, New York, in?" is not asked; its seat is, by that name.
    expect(subjects).toEqual(["Q54065"]);
    expect(skipped).toBe(2);
    const { questions } = whQuestionsOf(graph);
    expect(questions.map((question) => question.text)).toEqual([
      "What is the seat of Suffolk County, New York?",
    ]);
  });
});

describe("a subject whose qualifier names the answer's own name", () => {
  it("is not asked for the district its qualifier names, and is asked for a city named so (real ids: Gamhariya, Sarlahi)", () => {
    const graph = testGraph({
      seeds: ["Q1", "Q2"],
      entities: [
        { id: "Q1", label: "Gamhariya, Sarlahi", types: city },
        { id: "Q6", label: "Sarlahi District", types: ["Q2537537"] },
        { id: "Q2", label: "Clackamas County, Oregon", types: ["Q13410456"] },
        { id: "Q3", label: "Oregon City", types: city },
      ],
      classes: [
        { id: "Q2537537", label: "district of Nepal" },
        { id: "Q13410456", label: "county of Oregon" },
      ],
      relations: [
        { id: "P131", label: "located in the administrative territorial entity" },
        { id: "P36", label: "capital" },
      ],
      facts: [
        { subject: "Q1", relation: "P131", object: "Q6" },
        { subject: "Q2", relation: "P36", object: "Q3" },
      ],
    });
    const { questions, report } = whQuestionsOf(graph);
    expect(questions.map((question) => question.text)).toEqual([
      "What is the seat of Clackamas County, Oregon?",
    ]);
    expect(report.types.wh?.skipped.answerInName).toBe(1);
  });
});

describe("a subject whose name and a division's word are the answer's name", () => {
  it("is not asked for that division, and is asked for a city named so (real ids: Belfast, Oklahoma)", () => {
    const graph = testGraph({
      seeds: ["Q10686", "Q1649"],
      entities: [
        { id: "Q10686", label: "Belfast", types: city },
        { id: "Q1140130", label: "Belfast district", types: ["Q1000001"] },
        { id: "Q1649", label: "Oklahoma", types: ["Q35657"] },
        { id: "Q34863", label: "Oklahoma City", types: city },
      ],
      classes: [{ id: "Q1000001", label: "local government district of Northern Ireland" }],
      relations: [
        { id: "P131", label: "located in the administrative territorial entity" },
        { id: "P36", label: "capital" },
      ],
      facts: [
        { subject: "Q10686", relation: "P131", object: "Q1140130" },
        { subject: "Q1649", relation: "P36", object: "Q34863" },
      ],
    });
    const { questions, report } = whQuestionsOf(graph);
    expect(questions.map((question) => question.text)).toEqual(["What is the capital of Oklahoma?"]);
    expect(report.types.wh?.skipped.answerInName).toBe(1);
  });
});

describe("options of one form", () => {
  it("drop the state after a comma where only some carry it, and the answer keeps its label as an alias", () => {
    const counties = ["Ellis County", "Karnes County", "Navarro County", "Bexar County"].map(
      (label, index) => ({
        id: `Q${700 + index}`,
        label,
        types: ["Q11774097"], // county of Texas
      }),
    );
    const towns = ["Bonham, Texas", "Corsicana", "Palestine, Texas", "Karnes City"].map((label, index) => ({
      id: `Q${710 + index}`,
      label,
      types: city,
    }));
    const graph = testGraph({
      seeds: towns.map((town) => town.id),
      entities: [...counties, ...towns],
      relations: [{ id: "P131", label: "located in the administrative territorial entity" }],
      facts: towns.map((town, index) => ({ subject: town.id, relation: "P131", object: `Q${700 + index}` })),
      classes: [{ id: "Q11774097", label: "county of Texas" }],
    });
    const { questions } = generateQuestions({
      graph,
      topic: "test",
      perType: 10,
      types: ["multiple-choice"],
      tagger: false,
    });
    const bonham = questions.find((question) => question.facts[0]?.subject === "Q710");
    const options = bonham?.options ?? [];
    expect(options).toHaveLength(4);
    expect(options.some((option) => option.includes(","))).toBe(false);
    expect(bonham?.answerLabel).toBe("Bonham");
    expect(options["ABCD".indexOf(bonham?.answer ?? "")]).toBe("Bonham");
    expect(bonham?.aliases).toContain("Bonham, Texas");
  });

  it("drop two places after commas, or a kind after the name, where only some carry them", () => {
    const norway = { id: "Q20", label: "Norway", types: country };
    const seats = ["Finnsnes", "Hamnvik", "Lyngseidet", "Trondheim city"].map((label, index) => ({
      id: `Q${720 + index}`,
      label,
      types: city,
    }));
    const municipalities = ["Senja", "Ibestad, Troms, Norway", "Lyngen", "Trondheim Municipality"].map(
      (label, index) => ({ id: `Q${730 + index}`, label, types: ["Q755707"] }), // municipality of Norway
    );
    const graph = testGraph({
      seeds: municipalities.map((municipality) => municipality.id),
      entities: [norway, ...seats, ...municipalities],
      relations: [{ id: "P36", label: "capital" }],
      facts: municipalities.map((municipality, index) => ({
        subject: municipality.id,
        relation: "P36",
        object: `Q${720 + index}`,
      })),
    });
    const { questions } = generateQuestions({
      graph,
      topic: "test",
      perType: 10,
      types: ["multiple-choice"],
      tagger: false,
    });
    const subjectOptions = questions.filter((question) => question.text.startsWith("Which municipality"));
    expect(subjectOptions.length).toBeGreaterThan(0);
    const shown = new Set(subjectOptions.flatMap((question) => question.options ?? []));
    expect([...shown].sort()).toEqual(["Ibestad", "Lyngen", "Senja", "Trondheim"]);
  });

  it("write a kind word that their names give in two cases alike, capitalised", () => {
    const seats = ["Thanjavur", "Margao", "Demyansk", "Maputsoe"].map((label, index) => ({
      id: `Q${770 + index}`,
      label,
      types: city,
    }));
    // Two districts of India, which the display names write "Thanjavur district", and two municipal
    // districts (Q2198484), whose labels keep "District".
    const districtsOf = (labels: readonly string[]) =>
      labels.map((label, index) => ({
        id: `Q${780 + index}`,
        label,
        types: [index < 2 ? "Q1149652" : "Q2198484"],
      }));
    const questionsOf = (labels: readonly string[]) => {
      const districts = districtsOf(labels);
      return generateQuestions({
        graph: testGraph({
          seeds: districts.map((district) => district.id),
          entities: [...seats, ...districts],
          relations: [{ id: "P36", label: "capital" }],
          facts: districts.map((district, index) => ({
            subject: district.id,
            relation: "P36",
            object: `Q${770 + index}`,
          })),
        }),
        topic: "test",
        perType: 10,
        types: ["multiple-choice"],
        tagger: false,
      }).questions.filter((question) => question.options?.some((option) => option.includes("Leribe")));
    };
    const asked = questionsOf([
      "Thanjavur District",
      "South Goa district",
      "Demyansky District",
      "Leribe District",
    ]);
    expect(asked.length).toBeGreaterThan(0);
    for (const question of asked) {
      expect(question.options?.filter((option) => option.endsWith(" district"))).toEqual([]);
      expect(question.options).toContain("Leribe District");
    }
    // The answer as its option reads, its name as the display names write it kept as an alias.
    const goa = asked.find((question) => question.answerLabel === "South Goa District");
    expect(goa?.aliases).toContain("South Goa district");
    // Options that write the word alike keep their names.
    const alike = questionsOf(["Thanjavur", "South Goa", "Demyansky Raion", "Leribe Raion"]);
    expect(alike.length).toBeGreaterThan(0);
    for (const question of alike) expect(question.options).toContain("Leribe Raion");
  });

  it("keep a kind that would leave a common word, and a person's title after a comma", () => {
    const seats = ["Finnsnes", "Rio de Janeiro", "Lyngseidet", "Hamnvik"].map((label, index) => ({
      id: `Q${740 + index}`,
      label,
      types: city,
    }));
    const municipalities = ["Senja", "Neutral Municipality", "Lyngen", "Ibestad"].map((label, index) => ({
      id: `Q${750 + index}`,
      label,
      types: ["Q755707"],
    }));
    const people = [
      "Vincenzo, Count Dandolo",
      "Alessandro Volta",
      "Maria Gaetana Agnesi",
      "Cesare Beccaria",
    ].map((label, index) => ({ id: `Q${760 + index}`, label, types: ["Q5"] }));
    const graph = testGraph({
      seeds: [...municipalities, ...people].map((entity) => entity.id),
      entities: [...seats, ...municipalities, ...people],
      relations: [
        { id: "P36", label: "capital" },
        { id: "P19", label: "place of birth" },
      ],
      facts: [
        ...municipalities.map((municipality, index) => ({
          subject: municipality.id,
          relation: "P36",
          object: `Q${740 + index}`,
        })),
        ...people.map((person, index) => ({
          subject: person.id,
          relation: "P19",
          object: `Q${740 + index}`,
        })),
      ],
    });
    const { questions } = generateQuestions({
      graph,
      topic: "test",
      perType: 20,
      types: ["multiple-choice"],
      tagger: false,
    });
    const shown = (start: string) =>
      new Set(
        questions
          .filter((question) => question.text.startsWith(start))
          .flatMap((question) => question.options ?? []),
      );
    expect([...shown("Which municipality")].sort()).toEqual([
      "Ibestad",
      "Lyngen",
      "Neutral Municipality",
      "Senja",
    ]);
    expect(shown("Who was born")).toContain("Vincenzo, Count Dandolo");
  });
});

describe("an event known by its class's label", () => {
  it("took place somewhere, in the past, and its name takes 'the' (real ids: the Concordia University massacre)", () => {
    const graph = testGraph({
      seeds: ["Q3541871"],
      entities: [
        { id: "Q3541871", label: "Concordia University massacre", types: ["Q3199915"] },
        { id: "Q16", label: "Canada", types: ["Q6256"] },
        { id: "Q30", label: "United States of America", types: ["Q6256"] },
        { id: "Q142", label: "France", types: ["Q6256"] },
        { id: "Q183", label: "Germany", types: ["Q6256"] },
      ],
      classes: [{ id: "Q3199915", label: "massacre" }],
      relations: [{ id: "P17", label: "country" }],
      facts: [{ subject: "Q3541871", relation: "P17", object: "Q16" }],
    });
    const { questions } = generateQuestions({ graph, topic: "test", perType: 5, tagger: false });
    const texts = questions.map((question) => question.text);
    expect(texts).toContain("In which country did the Concordia University massacre take place?");
    for (const text of texts) expect(text).not.toMatch(/massacre (?:located )?in/u);
  });
});

describe("a WH question on a subject with several values", () => {
  it("asks for one of them, in agreement with a plural subject (fresh samples 44 and 45)", () => {
    const languages = ["Q150", "Q1860", "Q188"];
    const graph = testGraph({
      seeds: ["Q100", "Q101", "Q102"],
      entities: [
        { id: "Q100", label: "Ann Example", types: human },
        { id: "Q101", label: "Bob Example", types: human },
        { id: "Q102", label: "Beach Boys", types: ["Q215380"] },
        { id: "Q150", label: "French", types: ["Q1288568"] },
        { id: "Q1860", label: "English", types: ["Q1288568"] },
        { id: "Q188", label: "German", types: ["Q1288568"] },
        { id: "Q11399", label: "rock music", types: ["Q188451"] },
        { id: "Q37073", label: "pop music", types: ["Q188451"] },
      ],
      relations: [
        { id: "P1412", label: "languages spoken, written or signed" },
        { id: "P136", label: "genre" },
      ],
      facts: [
        { subject: "Q100", relation: "P1412", object: languages[0] as string },
        { subject: "Q100", relation: "P1412", object: languages[1] as string },
        { subject: "Q101", relation: "P1412", object: languages[2] as string },
        { subject: "Q102", relation: "P136", object: "Q11399" },
        { subject: "Q102", relation: "P136", object: "Q37073" },
      ],
    });
    const texts = whQuestionsOf(graph).questions.map((question) => question.text);
    // Bob's one listed language is no WH question of an open relation (see above).
    expect(texts.toSorted()).toEqual([
      "Name one of the genres the Beach Boys are associated with.",
      "Name one of the languages Ann Example speaks.",
    ]);
  });
});
