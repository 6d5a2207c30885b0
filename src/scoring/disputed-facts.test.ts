import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeJsonl } from "../io/write-jsonl.js";
import { openNTriplesFileSource } from "../knowledge/embedded-source.js";
import type { Entity } from "../knowledge/fact-set.js";
import type { RelationValues } from "../knowledge/fetch-relation-values.js";
import type { KnowledgeSource } from "../knowledge/knowledge-source.js";
import { QUESTION_VERSION, type Question, type QuestionFact } from "../questions/question.js";
import { answerOf, judgedQuestion, judgingFactSet } from "./__fixtures__/judging-graph.js";
import { disputeOf, pairsToConfirm } from "./disputed-facts.js";
import { createExactAliasMatcher } from "./exact-alias-matcher.js";
import { scoreRun } from "./score-run.js";

const wd = (id: string): string => `<http://www.wikidata.org/entity/${id}>`;
const label = (id: string, text: string): string =>
  `${wd(id)} <http://www.w3.org/2000/01/rdf-schema#label> ${JSON.stringify(text)}@en .`;
const fact = (subject: string, relation: string, object: string): string =>
  `${wd(subject)} <http://www.wikidata.org/prop/direct/${relation}> ${wd(object)} .`;

const bornIn = (subject: [string, string], place: [string, string], negated = false): QuestionFact => ({
  subject: subject[0],
  subjectLabel: subject[1],
  relation: "P19",
  relationLabel: "place of birth",
  object: place[0],
  objectLabel: place[1],
  ...(negated ? { negated: true as const } : {}),
});

function yesNo(
  id: string,
  answer: "Yes" | "No",
  facts: QuestionFact[],
  extra: Partial<Question> = {},
): Question {
  return {
    version: QUESTION_VERSION,
    id,
    type: "yes-no",
    hops: 1,
    topic: "writer",
    text: `Question ${id}?`,
    answer,
    answerLabel: answer,
    aliases: [],
    facts,
    templateId: "test",
    generator: "test@1",
    ...extra,
  };
}

// Real Wikidata ids: André Malraux was born in Paris; a research slice says Marseille.
const malraux: [string, string] = ["Q151164", "André Malraux"];
const paris: [string, string] = ["Q90", "Paris"];
const marseille: [string, string] = ["Q23482", "Marseille"];
const lyon: [string, string] = ["Q456", "Lyon"];

describe("disputeOf", () => {
  const values = (entries: RelationValues[]) => (pair: { subject: string; relation: string }) =>
    entries.find((entry) => entry.subject === pair.subject && entry.relation === pair.relation);
  const holdsParis = values([
    { subject: "Q151164", relation: "P19", objects: [{ id: "Q90", label: "Paris" }] },
  ]);
  const holdsBoth = values([
    {
      subject: "Q151164",
      relation: "P19",
      objects: [
        { id: "Q90", label: "Paris" },
        { id: "Q456", label: "Lyon" },
      ],
    },
  ]);

  it("disputes a Yes statement whose object the source does not hold, where it holds another", () => {
    const question = yesNo("yes", "Yes", [bornIn(malraux, marseille)]);
    expect(disputeOf(question, holdsParis, [], "wikidata")).toBe(
      "wikidata holds Q90 Paris as André Malraux's place of birth, not Q23482 Marseille",
    );
    // A source that holds nothing for the pair is no evidence either way.
    expect(disputeOf(question, values([]), [], "wikidata")).toBeUndefined();
    expect(
      disputeOf(question, values([{ subject: "Q151164", relation: "P19", objects: [] }]), [], "wikidata"),
    ).toBeUndefined();
  });

  it("disputes a No statement the source holds, and confirms one it does not", () => {
    const question = yesNo("no", "No", [bornIn(malraux, paris), bornIn(malraux, lyon, true)]);
    expect(disputeOf(question, holdsParis, [], "wikidata")).toBeUndefined();
    expect(disputeOf(question, holdsBoth, [], "wikidata")).toBe(
      "wikidata holds Q456 Lyon as André Malraux's place of birth, which the No statement denies",
    );
  });

  it("disputes a WH verdict whose answer names a value the source holds, and skips dated questions", () => {
    const question = judgedQuestion({
      id: "wh",
      text: "Where was André Malraux born?",
      subject: malraux,
      relation: ["P19", "place of birth"],
      judging: { cardinality: "single", accepted: [{ id: "Q90", label: "Paris", aliases: [] }] },
    });
    expect(disputeOf(question, holdsBoth, ["Q456"], "embedded")).toBe(
      "embedded holds Q456 Lyon, which the answer names, as André Malraux's place of birth",
    );
    expect(disputeOf(question, holdsBoth, ["Q23482"], "embedded")).toBeUndefined();
    const dated = yesNo("dated", "Yes", [bornIn(malraux, marseille)], {
      time: { mode: "dated", year: 1926 },
    });
    expect(disputeOf(dated, holdsParis, [], "wikidata")).toBeUndefined();
    expect(pairsToConfirm(dated)).toEqual([]);
  });

  it("takes another level along a hierarchy relation as no dispute", () => {
    const question = yesNo("in", "Yes", [
      {
        subject: "Q18383",
        subjectLabel: "Providence",
        relation: "P131",
        relationLabel: "located in the administrative territorial entity",
        object: "Q1387",
        objectLabel: "Rhode Island",
      },
    ]);
    const county = values([
      { subject: "Q18383", relation: "P131", objects: [{ id: "Q54234", label: "Providence County" }] },
    ]);
    expect(disputeOf(question, county, [], "wikidata")).toBeUndefined();
  });
});

describe("scoreRun confirms the facts behind incorrect verdicts in its source", () => {
  let directory: string;
  let source: KnowledgeSource;

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "factprobe-disputes-"));
    const file = join(directory, "source.nt");
    // The wider source: Malraux born in Paris; Douglas Adams (Q42) born in Cambridge (Q350).
    await writeFile(
      file,
      `${[
        label("Q151164", "André Malraux"),
        fact("Q151164", "P19", "Q90"),
        label("Q90", "Paris"),
        label("Q42", "Douglas Adams"),
        fact("Q42", "P19", "Q350"),
        label("Q350", "Cambridge"),
      ].join("\n")}\n`,
    );
    source = await openNTriplesFileSource(file);
  });
  afterAll(async () => {
    await source.close?.();
    await rm(directory, { recursive: true, force: true });
  });

  it("makes a disputed one unverified, keeps a confirmed one, and keeps what it asked for rescoring", async () => {
    const run = await mkdtemp(join(directory, "run-"));
    const cambridge: Entity = { id: "Q350", label: "Cambridge", aliases: [], types: ["Q515"] };
    const factSet = judgingFactSet();
    await writeFile(
      join(run, "kg.json"),
      JSON.stringify({ ...factSet, entities: [...factSet.entities, cambridge] }),
    );
    await writeJsonl(join(run, "questions.jsonl"), [
      yesNo("malraux", "Yes", [bornIn(malraux, marseille)]),
      yesNo("adams", "Yes", [bornIn(["Q42", "Douglas Adams"], ["Q350", "Cambridge"])]),
    ]);
    await writeJsonl(join(run, "answers.jsonl"), [answerOf("No", "malraux"), answerOf("No", "adams")]);
    const matcher = createExactAliasMatcher();
    expect((await scoreRun(run, { matcher })).map((score) => score.verdict)).toEqual([
      "incorrect",
      "incorrect",
    ]);

    const messages: string[] = [];
    const scores = await scoreRun(run, {
      matcher,
      source: () => openNTriplesFileSource(join(directory, "source.nt")),
      onLookUp: (message) => messages.push(message),
    });
    expect(scores.map((score) => [score.verdict, score.reason])).toEqual([
      [
        "unverified",
        `${join(directory, "source.nt")} holds Q90 Paris as André Malraux's place of birth, not Q23482 Marseille: the run's graph may be wrong or out of date (it gave: expected Yes)`,
      ],
      ["incorrect", "expected Yes"],
    ]);
    expect(messages).toEqual([
      `${join(directory, "source.nt")} disputes the facts behind 1 of 2 incorrect verdicts: they are unverified.`,
    ]);
    const stored = JSON.parse(await readFile(join(run, "lookups.json"), "utf8")) as {
      version: number;
      values: RelationValues[];
    };
    expect(stored.version).toBe(2);
    expect(stored.values).toEqual([
      { subject: "Q151164", relation: "P19", objects: [{ id: "Q90", label: "Paris" }] },
      { subject: "Q42", relation: "P19", objects: [{ id: "Q350", label: "Cambridge" }] },
    ]);
    // Rescored without a source, the verdicts stay.
    expect((await scoreRun(run, { matcher })).map((score) => score.verdict)).toEqual([
      "unverified",
      "incorrect",
    ]);
  });
});
