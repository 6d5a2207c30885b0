import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testFactSet } from "./__fixtures__/test-graph.js";
import { TopicError, UsageError } from "../errors.js";
import { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { factSetSchema } from "../knowledge/fact-set.js";
import { generateQuestions } from "./generate-questions.js";
import { questionSchema, type Question } from "./question.js";

const sampleFactSet = factSetSchema.parse(
  JSON.parse(readFileSync(new URL("./__fixtures__/sample-100.fact-set.json", import.meta.url), "utf8")),
);
const graph = KnowledgeGraph.fromFactSet(sampleFactSet);

function ofType(questions: readonly Question[], type: Question["type"]): Question[] {
  return questions.filter((question) => question.type === type);
}

const factSet = testFactSet;

describe("generateQuestions on the sample-100 fixture", () => {
  const { questions, report } = generateQuestions({ graph, topic: "sample", perType: 20 });

  it("makes valid question records, perType of each type, grouped by type", () => {
    for (const question of questions) expect(questionSchema.parse(question)).toEqual(question);
    // The fixture's few entities leave too few distractors of a compatible type for 20 multiple
    // choice: only single-valued or closed relations give provably wrong ones, no place next to the
    // true one is a distractor, and no dissolved state is an option of a present-tense question
    // (the fixture's pools of four countries hold the Republic of Florence).
    const multipleChoice = report.types["multiple-choice"]?.generated ?? 0;
    expect(multipleChoice).toBeGreaterThanOrEqual(3);
    expect(report.types["multiple-choice"]?.skipped.tooFewDistractors).toBeGreaterThan(0);
    expect(questions.map((question) => question.type)).toEqual([
      ...Array<string>(20).fill("yes-no"),
      ...Array<string>(multipleChoice).fill("multiple-choice"),
      ...Array<string>(20).fill("wh"),
    ]);
    expect(report.types["yes-no"]).toMatchObject({ requested: 20, target: 20, generated: 20 });
    expect(report.types.wh?.generated).toBe(20);
    expect(report).toMatchObject({ seeds: 44, factsConsidered: 134, usableFacts: 134 });
  });

  it("stamps topic, hops, generator, and unique ids that do not depend on the seed", () => {
    for (const question of questions) {
      expect(question).toMatchObject({ topic: "sample", hops: 1, generator: "factprobe-rules@2" });
    }
    expect(new Set(questions.map((question) => question.id)).size).toBe(questions.length);
    const other = generateQuestions({ graph, topic: "sample", perType: 20, seed: 2 }).questions;
    const factKey = (question: Question): string =>
      `${question.type} ${question.answer === "No" ? "no" : ""} ${JSON.stringify(question.facts[0])}`;
    const idsByFact = new Map(questions.map((question) => [factKey(question), question.id]));
    const shared = other.filter((question) => idsByFact.has(factKey(question)));
    expect(shared.length).toBeGreaterThan(5);
    for (const question of shared) expect(question.id).toBe(idsByFact.get(factKey(question)));
    for (const question of questions)
      expect(question.id).toMatch(/^(?:yn|mc|wh)-1-Q\d+-P\d+-Q\d+(?:-yes|-no|-subject)?$/u);
  });

  it("balances yes-no exactly, and every No states a fact the graph does not hold", () => {
    const yesNo = ofType(questions, "yes-no");
    expect(yesNo.filter((question) => question.answer === "Yes")).toHaveLength(10);
    expect(yesNo.filter((question) => question.answer === "No")).toHaveLength(10);
    for (const question of yesNo) {
      const [trueFact, falseFact] = question.facts;
      expect(trueFact && graph.hasFact(trueFact.subject, trueFact.relation, trueFact.object)).toBe(true);
      expect(question.answerLabel).toBe(trueFact?.objectLabel);
      if (question.answer === "Yes") {
        expect(question.facts).toHaveLength(1);
        expect(question.text).toContain(trueFact?.objectLabel);
        continue;
      }
      expect(falseFact).toBeDefined();
      if (falseFact === undefined || trueFact === undefined) continue;
      expect(falseFact.subject).toBe(trueFact.subject);
      expect(falseFact.relation).toBe(trueFact.relation);
      expect(graph.hasFact(falseFact.subject, falseFact.relation, falseFact.object)).toBe(false);
      const trueNames = graph
        .objectsOf(trueFact.subject, trueFact.relation)
        .flatMap((id) => [graph.entity(id)?.label, ...(graph.entity(id)?.aliases ?? [])]);
      expect(trueNames).not.toContain(falseFact.objectLabel);
      expect(question.text).toContain(falseFact.objectLabel);
    }
  });

  it("stays balanced with an odd perType by rounding yes-no down to an even count", () => {
    const odd = generateQuestions({ graph, topic: "sample", perType: 7, types: ["yes-no"] });
    expect(odd.questions).toHaveLength(6);
    expect(odd.questions.filter((question) => question.answer === "Yes")).toHaveLength(3);
    expect(odd.report.types["yes-no"]).toMatchObject({ requested: 7, target: 6 });
  });

  it("draws each question's false object, distractors and option order from its own fact", () => {
    // Facts of a relation the fixture lacks (father) add a group, so the others are asked in another
    // order; a question both graphs make is the same question.
    const fathers = [
      ["Q76", "Q649593", "Barack Obama Sr."],
      ["Q517", "Q1133", "Carlo Buonaparte"],
      ["Q762", "Q2035213", "Piero da Vinci"],
    ] as const;
    const extended = KnowledgeGraph.fromFactSet({
      ...sampleFactSet,
      entities: [
        ...sampleFactSet.entities,
        ...fathers.map(([, id, label]) => ({ id, label, aliases: [], types: ["Q5"] })),
      ],
      relations: [...sampleFactSet.relations, { id: "P22", label: "father", aliases: [] }],
      facts: [
        ...sampleFactSet.facts,
        ...fathers.map(([subject, object]) => ({ subject, relation: "P22", object })),
      ],
    });
    const before = generateQuestions({ graph, topic: "sample", perType: 40, hops: [1, 2] }).questions;
    const after = generateQuestions({
      graph: extended,
      topic: "sample",
      perType: 40,
      hops: [1, 2],
    }).questions;
    expect(after.some((question) => question.facts[0]?.relation === "P22")).toBe(true);
    const byId = new Map(after.map((question) => [question.id, question]));
    const shared = before.filter((question) => byId.has(question.id));
    expect(shared.length).toBeGreaterThan(20);
    expect(shared.some((question) => question.type === "multiple-choice")).toBe(true);
    expect(shared.some((question) => question.answer === "No")).toBe(true);
    for (const question of shared) expect(byId.get(question.id)).toEqual(question);
  });

  it("gives multiple choice four distinct options, exactly one of them true, and the letter as answer", () => {
    const multipleChoice = ofType(questions, "multiple-choice");
    expect(multipleChoice.length).toBe(report.types["multiple-choice"]?.generated);
    expect(multipleChoice.some((question) => question.id.endsWith("-subject"))).toBe(true);
    for (const question of multipleChoice) {
      const options = question.options ?? [];
      expect(options).toHaveLength(4);
      expect(new Set(options.map((option) => option.toLowerCase())).size).toBe(4);
      const fact = question.facts[0];
      if (fact === undefined) throw new Error("no fact");
      // Asking for the object, or (id ending in -subject) for the subject.
      const trueLabels = new Set(
        question.id.endsWith("-subject")
          ? graph.incoming(fact.object, fact.relation).map((edge) => graph.entity(edge.subject)?.label)
          : graph.objectsOf(fact.subject, fact.relation).map((id) => graph.entity(id)?.label),
      );
      expect(options.filter((option) => trueLabels.has(option))).toEqual([question.answerLabel]);
      expect(options["ABCD".indexOf(question.answer)]).toBe(question.answerLabel);
    }
    // The true option's place is shuffled: over eight seeds it takes every letter.
    const letters = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].flatMap((seed) =>
        ofType(
          generateQuestions({ graph, topic: "sample", perType: 20, seed }).questions,
          "multiple-choice",
        ).map((question) => question.answer),
      ),
    );
    expect([...letters].sort()).toEqual(["A", "B", "C", "D"]);
  });

  it("asks WH questions of single-valued relations only where the answer is unique, and of multi-valued ones accepting every value", () => {
    let multiValued = 0;
    for (const question of ofType(questions, "wh")) {
      const fact = question.facts[0];
      if (fact === undefined) throw new Error("no fact");
      const judging = question.judging;
      if (judging === undefined) throw new Error("no judging");
      expect(judging.relation).toBe(fact.relation);
      const values = graph.objectsOf(fact.subject, fact.relation);
      if (judging.cardinality === "single") expect(values).toEqual([fact.object]);
      else {
        multiValued += 1;
        expect(new Set(judging.accepted.map((entity) => entity.id))).toEqual(new Set(values));
      }
      expect(judging.accepted[0]?.id).toBe(fact.object);
      expect(question.answer).toBe(fact.objectLabel);
      expect(question.aliases).toEqual(graph.entity(fact.object)?.aliases ?? []);
    }
    expect(multiValued).toBeGreaterThan(0);
  });

  it("never repeats a question text within a type", () => {
    for (const type of ["yes-no", "multiple-choice", "wh"] as const) {
      const texts = ofType(questions, type).map((question) => question.text);
      expect(new Set(texts).size).toBe(texts.length);
    }
  });

  it("is deterministic for a seed, and a different seed changes the order", () => {
    const again = generateQuestions({ graph, topic: "sample", perType: 20 });
    expect(again).toEqual({ questions, report });
    const other = generateQuestions({ graph, topic: "sample", perType: 20, seed: "another seed" });
    expect(other.questions.map((question) => question.id)).not.toEqual(
      questions.map((question) => question.id),
    );
  });

  it("does not change one type's questions when other types are asked for", () => {
    const whOnly = generateQuestions({ graph, topic: "sample", perType: 20, types: ["wh"] });
    expect(whOnly.questions).toEqual(ofType(questions, "wh"));
  });

  it("honours the relation cap, counting a yes-no pair as one fact", () => {
    const capped = generateQuestions({ graph, topic: "sample", perType: 300, maxPerRelation: 2 });
    const perRelation = new Map<string, number>();
    for (const question of capped.questions) {
      const key = `${question.type} ${question.facts[0]?.relation}`;
      perRelation.set(key, (perRelation.get(key) ?? 0) + 1);
    }
    for (const [key, count] of perRelation)
      expect(count, key).toBeLessThanOrEqual(key.startsWith("yes-no") ? 4 : 2);
    expect(capped.report.types.wh?.skipped.overRelationCap).toBeGreaterThan(0);
    expect(Math.max(...perRelation.values())).toBe(4);
  });

  it("spreads the default selection over relations", () => {
    const wh = ofType(questions, "wh");
    const relations = new Set(wh.map((question) => question.facts[0]?.relation));
    expect(relations.size).toBeGreaterThanOrEqual(8);
    // Twice a fair share: ceil(2 * 20 / relations with eligible facts).
    const eligible = report.types.wh?.relations ?? 1;
    expect(report.types.wh?.relationCap).toBe(Math.ceil(40 / eligible));
    expect(eligible).toBeGreaterThanOrEqual(8);
  });

  it("reads as natural English for the demo facts", () => {
    const all = generateQuestions({ graph, topic: "sample", perType: 500, seed: 1 }).questions;
    const text = (id: string): string | undefined => all.find((question) => question.id === id)?.text;
    expect({
      // The same text also comes from (Washington, D.C., capital of, USA); one of the two is kept.
      capitalYes: text("yn-1-Q30-P36-Q61-yes") ?? text("yn-1-Q61-P1376-Q30-yes"),
      capitalWh: text("wh-1-Q30-P36-Q61"),
      capitalChoice: text("mc-1-Q30-P36-Q61"),
      birthplaceYes: text("yn-1-Q13133-P19-Q1297-yes"),
      birthplaceWh: text("wh-1-Q13133-P19-Q1297"),
      languageWh: text("wh-1-Q151098-P103-Q150"),
      spokenWh: text("wh-1-Q517-P1412-Q150"),
      occupationYes: text("yn-1-Q76-P106-Q40348-yes"),
      ownerWh: text("wh-1-Q12418-P127-Q142"),
      // Obama's two universities share the sample's only false one; one pair is made.
      educationYes: text("yn-1-Q76-P69-Q49122-yes") ?? text("yn-1-Q76-P69-Q49088-yes"),
      borderWh: text("wh-1-Q142-P47-Q38"),
      partyWh: text("wh-1-Q76-P102-Q29552"),
    }).toMatchInlineSnapshot(`
      {
        "birthplaceWh": "Where was Michelle Obama born?",
        "birthplaceYes": undefined,
        "borderWh": undefined,
        "capitalChoice": "What is the capital of the United States of America?",
        "capitalWh": "What is the capital of the United States of America?",
        "capitalYes": "Is Washington, D.C., the capital of the United States of America?",
        "educationYes": undefined,
        "languageWh": undefined,
        "occupationYes": undefined,
        "ownerWh": undefined,
        "partyWh": undefined,
        "spokenWh": undefined,
      }
    `);
  });

  it("chooses interrogatives from the answer's types", () => {
    // The fixture lists one value of these multi-valued relations; taken as closed here (the
    // relationSemantics option), so that their WH questions are asked.
    const closed = (reason: string) =>
      ({ cardinality: "multi", listing: "closed", time: "fixed", reason }) as const;
    const all = generateQuestions({
      graph,
      topic: "sample",
      perType: 500,
      relationSemantics: { P26: closed("spouse"), P1376: closed("capital of"), P190: closed("twin") },
    }).questions;
    const text = (id: string): string | undefined => all.find((question) => question.id === id)?.text;
    expect(text("wh-1-Q13133-P26-Q76")).toMatch(/^Who /u);
    expect(text("wh-1-Q90-P1376-Q142")).toMatch(/^Which country /u);
    expect(text("wh-1-Q490-P190-Q1297")).toMatch(/^Which city /u);
  });

  it("asks who influenced someone only where the influence is a person", () => {
    // held-out-6: "Who influenced Wassily Kandinsky?" expected "music".
    const influences = KnowledgeGraph.fromFactSet(
      factSet({
        seeds: ["Q1", "Q3"],
        entities: [
          { id: "Q1", label: "Ann Painter", types: ["Q5"] },
          { id: "Q2", label: "Bob Master", types: ["Q5"] },
          { id: "Q5", label: "Dan Master", types: ["Q5"] },
          { id: "Q3", label: "Cal Painter", types: ["Q5"] },
          { id: "Q4", label: "Zen", types: ["Q9174"] },
          { id: "Q6", label: "Tao", types: ["Q9174"] },
        ],
        relations: [{ id: "P737", label: "influenced by" }],
        facts: [
          { subject: "Q1", relation: "P737", object: "Q2" },
          { subject: "Q1", relation: "P737", object: "Q5" },
          { subject: "Q3", relation: "P737", object: "Q4" },
          { subject: "Q3", relation: "P737", object: "Q6" },
        ],
      }),
    );
    const wh = generateQuestions({ graph: influences, topic: "sample", perType: 50 }).questions.filter(
      (question) => question.type === "wh",
    );
    const textAbout = (subject: string) =>
      wh.find((question) => question.facts[0]?.subject === subject)?.text;
    expect(textAbout("Q1")).toBe("Who influenced Ann Painter?");
    expect(textAbout("Q3")).toBe("Which religion influenced Cal Painter?");
  });
});

describe("generateQuestions on awkward input", () => {
  it("survives quotes, braces, dollar signs, non-Latin scripts and 300-character names", () => {
    const longName = `${"Very ".repeat(59)}Long`;
    const odd = KnowledgeGraph.fromFactSet(
      factSet({
        seeds: ["Q1", "Q2", "Q3", "Q4", "Q5", "Q15"],
        entities: [
          { id: "Q1", label: 'The "Quoted" {subject} $& Place', types: ["Q6256"] },
          { id: "Q2", label: "東京都", aliases: ["Tokyo"] },
          { id: "Q3", label: "Ελλάδα\n  (Greece)" },
          { id: "Q4", label: longName },
          { id: "Q5", label: "Q5" },
          { id: "Q10", label: "Capital \u{1F3DB}" },
          { id: "Q11", label: "Москва" },
          { id: "Q12", label: "" },
          { id: "Q13", label: "Αθήνα" },
          { id: "Q14", label: "O'Higgins" },
          { id: "Q15", label: "Ouroboros" },
        ],
        relations: [
          { id: "P36", label: "capital" },
          { id: "P9", label: "P9" },
        ],
        facts: [
          { subject: "Q1", relation: "P36", object: "Q10" },
          { subject: "Q2", relation: "P36", object: "Q11" },
          { subject: "Q3", relation: "P36", object: "Q13" },
          { subject: "Q4", relation: "P36", object: "Q14" },
          { subject: "Q5", relation: "P36", object: "Q13" },
          { subject: "Q15", relation: "P36", object: "Q12" },
          { subject: "Q2", relation: "P9", object: "Q10" },
          { subject: "Q15", relation: "P36", object: "Q15" },
        ],
      }),
    );
    const { questions, report } = generateQuestions({ graph: odd, topic: "odd", perType: 10 });
    expect(report.skipped).toEqual({
      subjectWithoutLabel: 1,
      objectWithoutLabel: 1,
      labelTooLong: 1,
      relationWithoutLabel: 1,
      relationWithoutTemplate: 0,
      literalObject: 0,
      selfLoop: 1,
      topicPage: 0,
      sameName: 0,
      subjectOfOtherKind: 0,
    });
    for (const question of questions) expect(questionSchema.safeParse(question).success).toBe(true);
    const texts = questions.map((question) => question.text);
    // A country's own "The" reads as the article: "the \"Quoted\" ... Place".
    expect(texts.some((text) => text.includes('the "Quoted" {subject} $& Place'))).toBe(true);
    expect(texts).toContain("What is the capital of Ελλάδα (Greece)?");
    expect(texts).toContain("Is Москва the capital of 東京都?");
    expect(
      questions.find(
        (question) => question.type === "wh" && question.text === "What is the capital of 東京都?",
      )?.answer,
    ).toBe("Москва");
    const roomy = generateQuestions({
      graph: odd,
      topic: "odd",
      perType: 10,
      maxLabelLength: 400,
      types: ["wh"],
    });
    expect(roomy.questions.map((question) => question.text)).toContain(`What is the capital of ${longName}?`);
  });

  it("skips pages about topics as subjects, and answers named like their subject", () => {
    const pages = KnowledgeGraph.fromFactSet(
      factSet({
        seeds: ["Q1", "Q2", "Q3", "Q4", "Q5"],
        entities: [
          { id: "Q1", label: "Category:Capitals of Europe" },
          { id: "Q5", label: "Kuniaki Koiso", types: ["Q5"] },
          { id: "Q2", label: "futsal in Portugal" },
          { id: "Q3", label: "Alaejos" },
          { id: "Q4", label: "France" },
          { id: "Q10", label: "Alaejos" },
          { id: "Q11", label: "Paris" },
          { id: "Q12", label: "Lisbon" },
        ],
        relations: [{ id: "P36", label: "capital" }],
        facts: [
          { subject: "Q1", relation: "P36", object: "Q11" },
          { subject: "Q2", relation: "P36", object: "Q12" },
          { subject: "Q3", relation: "P36", object: "Q10" },
          { subject: "Q4", relation: "P36", object: "Q11" },
          { subject: "Q5", relation: "P36", object: "Q12" },
        ],
      }),
    );
    const { questions, report } = generateQuestions({
      graph: pages,
      topic: "pages",
      types: ["wh"],
      perType: 10,
    });
    // A person has no capital: a statement of the wrong kind of subject is skipped too.
    expect(report.skipped).toMatchObject({ topicPage: 2, sameName: 1, subjectOfOtherKind: 1 });
    expect(questions.map((question) => question.text)).toEqual(["What is the capital of France?"]);
  });

  it("refuses an empty graph, a graph without seeds and a topic without usable facts", () => {
    expect(() =>
      generateQuestions({ graph: KnowledgeGraph.fromFactSet(factSet({})), topic: "nothing" }),
    ).toThrow(TopicError);
    const seedless = KnowledgeGraph.fromFactSet({ ...sampleFactSet, seeds: [] });
    expect(() => generateQuestions({ graph: seedless, topic: "nobody" })).toThrow(/no seed entities/u);
    const unnamed = KnowledgeGraph.fromFactSet(
      factSet({ seeds: ["Q1"], facts: [{ subject: "Q1", relation: "P36", object: "Q2" }] }),
    );
    expect(() => generateQuestions({ graph: unnamed, topic: "unnamed" })).toThrow(
      /none of the 1 facts of its 1 seed entities can become a question \(1 subjectWithoutLabel\)/u,
    );
  });

  it("refuses invalid options with a UsageError", () => {
    expect(() => generateQuestions({ graph, topic: "sample", perType: 0 })).toThrow(UsageError);
    expect(() => generateQuestions({ graph, topic: "sample", perType: 2.5 })).toThrow(
      /perType must be a positive integer/u,
    );
    expect(() => generateQuestions({ graph, topic: "sample", types: [] })).toThrow(UsageError);
    expect(() => generateQuestions({ graph, topic: "sample", types: ["wh", "wh"] })).toThrow(
      /distinct and known/u,
    );
  });
});
