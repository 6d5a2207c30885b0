import { existsSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { writeJsonl } from "../io/write-jsonl.js";
import { openNTriplesFileSource } from "../knowledge/embedded-source.js";
import type { Entity, Fact } from "../knowledge/fact-set.js";
import type { KnowledgeSource } from "../knowledge/knowledge-source.js";
import { lookUpEntities } from "../knowledge/look-up-entities.js";
import { openTripleFileSource } from "../knowledge/triple-file-source.js";
import { SparqlError } from "../errors.js";
import { answerOf, judgedQuestion, judgingFactSet } from "./__fixtures__/judging-graph.js";
import { createEntityLinker } from "./entity-linker.js";
import { createExactAliasMatcher } from "./exact-alias-matcher.js";
import { idsToPlace, namesToLookUp } from "./names-to-look-up.js";
import { scoreRun } from "./score-run.js";

const wd = (id: string): string => `<http://www.wikidata.org/entity/${id}>`;
const wdt = (id: string): string => `<http://www.wikidata.org/prop/direct/${id}>`;
const label = (id: string, text: string): string =>
  `${wd(id)} <http://www.w3.org/2000/01/rdf-schema#label> ${JSON.stringify(text)}@en .`;
const alias = (id: string, text: string): string =>
  `${wd(id)} <http://www.w3.org/2004/02/skos/core#altLabel> ${JSON.stringify(text)}@en .`;
const fact = (subject: string, relation: string, object: string): string =>
  `${wd(subject)} ${wdt(relation)} ${wd(object)} .`;

/**
 * The wider source a run's slice was cut from (real Wikidata ids): Wernigerode (an urban
 * municipality of Germany), a Middletown in Connecticut, the District of Columbia's place, an alias,
 * and a chain of six places above a village, to show the depth of the walk.
 */
const sourceLines = [
  label("Q15982", "Wernigerode"),
  fact("Q15982", "P31", "Q42744322"),
  fact("Q15982", "P17", "Q183"),
  label("Q42744322", "urban municipality of Germany"),
  label("Q183", "Germany"),
  fact("Q183", "P31", "Q6256"),
  label("Q6256", "country"),
  label("Q49192", "Middletown"),
  fact("Q49192", "P31", "Q1093829"),
  fact("Q49192", "P131", "Q779"),
  label("Q1093829", "city in the United States"),
  label("Q779", "Connecticut"),
  fact("Q779", "P31", "Q35657"),
  fact("Q779", "P131", "Q30"),
  label("Q3551781", "District of Columbia"),
  fact("Q3551781", "P131", "Q30"),
  label("Q2000001", "Sankt Foo"),
  alias("Q2000001", "Saint Foo"),
  label("Q2000010", "Village"),
  ...[1, 2, 3, 4, 5, 6].map((level) => fact(`Q20000${10 + level - 1}`, "P131", `Q20000${10 + level}`)),
  ...[1, 2, 3, 4, 5, 6].map((level) => label(`Q20000${10 + level}`, `Level ${level}`)),
  label("Q2000020", 'O\'Brien "the" Hostile'),
];

let directory: string;
let source: KnowledgeSource;

beforeAll(async () => {
  directory = await mkdtemp(join(tmpdir(), "factprobe-lookups-"));
  const file = join(directory, "source.nt");
  await writeFile(file, `${sourceLines.join("\n")}\n`);
  source = await openNTriplesFileSource(file);
});

afterAll(async () => {
  await source.close?.();
  await rm(directory, { recursive: true, force: true });
});

describe("lookUpEntities", () => {
  it("finds entities by exact label or alias, with their classes and the places above them", async () => {
    const found = await lookUpEntities(source, ["Wernigerode", "Saint Foo", "Nowhere"]);
    expect(found.entities.map((entity) => [entity.id, entity.label, entity.types])).toEqual([
      ["Q183", "Germany", ["Q6256"]],
      ["Q15982", "Wernigerode", ["Q42744322"]],
      ["Q2000001", "Sankt Foo", []],
    ]);
    expect(found.entities.find((entity) => entity.id === "Q2000001")?.aliases).toEqual(["Saint Foo"]);
    expect(found.facts).toContainEqual({ subject: "Q15982", relation: "P17", object: "Q183" });
    expect(found.placed).toEqual(["Q183", "Q15982", "Q2000001"]);
    expect(found.classes).toEqual([
      { id: "Q6256", label: "country" },
      { id: "Q42744322", label: "urban municipality of Germany" },
    ]);
  });

  it("walks up the hierarchy at most `depth` steps, and places entities given by id", async () => {
    const found = await lookUpEntities(source, ["Village"], { depth: 2 });
    expect(found.entities.map((entity) => entity.label)).toEqual(["Village", "Level 1", "Level 2"]);
    const byId = await lookUpEntities(source, [], { ids: ["Q3551781", "not an id"] });
    expect(byId.facts).toEqual([{ subject: "Q3551781", relation: "P131", object: "Q30" }]);
    expect(byId.entities.map((entity) => [entity.id, entity.label])).toEqual([
      ["Q30", ""],
      ["Q3551781", "District of Columbia"],
    ]);
  });

  it("puts hostile names into the query as literals", async () => {
    const found = await lookUpEntities(source, ['O\'Brien "the" Hostile', '"} } DROP ALL #']);
    expect(found.entities.map((entity) => entity.id)).toEqual(["Q2000020"]);
  });
});

describe("namesToLookUp and idsToPlace", () => {
  const linker = createEntityLinker(judgingFactSet().entities);

  it("takes a short answer, its comma parts and a sentence's capitalised runs, less what the linker knows", () => {
    expect(namesToLookUp("Wernigerode.", linker)).toEqual(["Wernigerode"]);
    expect(namesToLookUp("Wernigerode, Germany", linker)).toEqual(["Wernigerode, Germany", "Wernigerode"]);
    expect(namesToLookUp("He was born in 1930 in the town of Bad Harzburg in Lower Saxony.", linker)).toEqual(
      ["Bad Harzburg", "Lower Saxony"],
    );
    expect(namesToLookUp("wernigerode", linker)).toEqual(["wernigerode", "Wernigerode"]);
    expect(namesToLookUp("Paris", linker)).toEqual([]);
    expect(namesToLookUp("", linker)).toEqual([]);
  });

  it("asks to place the places an answer links to that the graph does not place", () => {
    const placed = createEntityLinker(judgingFactSet().entities, {
      facts: [{ subject: "Q90", relation: "P17", object: "Q142" }],
    });
    // Paris is placed, Chicago is not; Barack Obama is a person, not a place.
    expect(idsToPlace("Paris", placed)).toEqual([]);
    expect(idsToPlace("Chicago", placed)).toEqual(["Q1297"]);
    expect(idsToPlace("Barack Obama", placed)).toEqual([]);
  });
});

describe("scoreRun with a source to look answers up in", () => {
  const herford: Entity = { id: "Q3971", label: "Herford", aliases: [], types: ["Q515"] };
  const providence: Entity = { id: "Q18383", label: "Providence", aliases: [], types: ["Q515"] };
  const rhodeIsland: Entity = { id: "Q1387", label: "Rhode Island", aliases: [], types: ["Q35657"] };
  const placeFacts: Fact[] = [
    { subject: "Q3971", relation: "P17", object: "Q183" },
    { subject: "Q18383", relation: "P131", object: "Q1387" },
    { subject: "Q1387", relation: "P131", object: "Q30" },
  ];
  const bornIn = (id: string, gold: Entity, broader: Entity[] = []) =>
    judgedQuestion({
      id,
      text: "Where was Hans-Heinz Emons born?",
      subject: ["Q104398", "Hans-Heinz Emons"],
      relation: ["P19", "place of birth"],
      judging: {
        cardinality: "single",
        accepted: [{ id: gold.id, label: gold.label, aliases: [] }],
        broader: broader.map((entity) => ({ id: entity.id, label: entity.label, aliases: [] })),
        objectKinds: ["place"],
      },
    });
  const questions = [
    bornIn("herford", herford),
    bornIn("providence", providence, [rhodeIsland]),
    bornIn("foo", herford),
  ];
  const answers = [
    answerOf("Wernigerode", "herford"),
    answerOf("Middletown, Rhode Island", "providence"),
    answerOf("Saint Foo", "foo"),
  ];

  async function runDirectory(): Promise<string> {
    const run = await mkdtemp(join(directory, "run-"));
    const factSet = judgingFactSet();
    await writeFile(
      join(run, "kg.json"),
      JSON.stringify({
        ...factSet,
        entities: [...factSet.entities, herford, providence, rhodeIsland],
        facts: placeFacts,
      }),
    );
    await writeJsonl(join(run, "questions.jsonl"), questions);
    await writeJsonl(join(run, "answers.jsonl"), answers);
    return run;
  }

  const verdicts = (scores: { verdict: string; reason: string }[]) =>
    scores.map((score) => [score.verdict, score.reason]);

  it("judges a place the graph lacks by what the source holds, and keeps the lookups for rescoring", async () => {
    const run = await runDirectory();
    const matcher = createExactAliasMatcher();
    const messages: string[] = [];
    expect(verdicts(await scoreRun(run, { matcher }))).toEqual([
      ["unverified", "names a place the source does not know, which may lie within the gold Q3971 Herford"],
      [
        "unverified",
        "names a place the source does not know, in Q1387 Rhode Island, which holds the gold Q18383 Providence",
      ],
      ["unverified", "names a place the source does not know, which may lie within the gold Q3971 Herford"],
    ]);
    const looked = verdicts(
      await scoreRun(run, { matcher, source, onLookUp: (message) => messages.push(message) }),
    );
    expect(looked).toEqual([
      ["incorrect", "linked to Q15982 Wernigerode; single-valued place of birth holds Q3971 Herford"],
      // Middletown, Connecticut is not the Middletown in Rhode Island the answer names.
      [
        "unverified",
        "names a place the source does not know, in Q1387 Rhode Island, which holds the gold Q18383 Providence",
      ],
      // Sankt Foo, found by its alias, is neither typed nor placed: as good as unknown.
      [
        "unverified",
        "linked to Q2000001 Sankt Foo, which the source neither types nor places: it may lie within the gold Q3971 Herford",
      ],
    ]);
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatch(
      /^Looked up \d+ names and placed \d+ places from the answers in .*source\.nt/,
    );
    const stored = JSON.parse(await readFile(join(run, "lookups.json"), "utf8")) as { names: string[] };
    expect(stored.names).toContain("Wernigerode");
    // A later scoring reads what was found, with no source; with one, it asks nothing again.
    expect(verdicts(await scoreRun(run, { matcher }))).toEqual(looked);
    await scoreRun(run, { matcher, source, onLookUp: (message) => messages.push(message) });
    expect(messages).toHaveLength(1);
  });

  it("drops lookups of another source, even when no name is to be asked, so that the source named judges", async () => {
    const run = await runDirectory();
    const matcher = createExactAliasMatcher();
    await scoreRun(run, { matcher, source });
    const emptyFile = join(directory, "empty.nt");
    await writeFile(emptyFile, `${label("Q1", "Nothing").trim()}\n`);
    const empty = await openNTriplesFileSource(emptyFile);
    const messages: string[] = [];
    try {
      // Named up front (as the CLI does): the old lookups go before judging.
      const scores = await scoreRun(run, {
        matcher,
        source: () => Promise.resolve(empty),
        sourceName: empty.name,
        onLookUp: (message) => messages.push(message),
      });
      expect(scores.map((score) => score.verdict)).toEqual(["unverified", "unverified", "unverified"]);
    } finally {
      await empty.close?.();
    }
    expect(messages[0]).toBe(
      `The run's lookups.json holds lookups in ${source.name}; they are replaced by lookups in ${emptyFile}.`,
    );
    const stored = JSON.parse(await readFile(join(run, "lookups.json"), "utf8")) as {
      sources: string[];
      entities: unknown[];
    };
    expect(stored.sources).toEqual([emptyFile]);
    expect(stored.entities).toEqual([]);
  });

  it("asks nothing of a triple file read as a stream, which answers no SPARQL, and says nothing", async () => {
    const run = await runDirectory();
    const messages: string[] = [];
    const scores = await scoreRun(run, {
      matcher: createExactAliasMatcher(),
      source: openTripleFileSource(join(directory, "source.nt")),
      onLookUp: (message) => messages.push(message),
    });
    expect(scores.map((score) => score.verdict)).toEqual(["unverified", "unverified", "unverified"]);
    expect(messages).toEqual([]);
    expect(existsSync(join(run, "lookups.json"))).toBe(false);
    // Lookups of a SPARQL source stay: a source that can be asked nothing replaces nothing.
    const looked = await scoreRun(run, { matcher: createExactAliasMatcher(), source });
    const kept = await readFile(join(run, "lookups.json"), "utf8");
    const copy = join(directory, "copy-of-source.nt");
    await writeFile(copy, await readFile(join(directory, "source.nt")));
    const again = await scoreRun(run, {
      matcher: createExactAliasMatcher(),
      source: openTripleFileSource(copy),
    });
    expect(again.map((score) => score.verdict)).toEqual(looked.map((score) => score.verdict));
    expect(again[0]?.verdict).toBe("incorrect");
    expect(await readFile(join(run, "lookups.json"), "utf8")).toBe(kept);
  });

  it("judges without lookups when the source fails or cannot be opened, and says so, without secrets", async () => {
    const run = await runDirectory();
    const failing: KnowledgeSource = {
      name: "http://user:hunter22secret@127.0.0.1:9/sparql",
      select: () => Promise.reject(new SparqlError("http://127.0.0.1:9/sparql", "endpoint down")),
    };
    const messages: string[] = [];
    const scores = await scoreRun(run, {
      matcher: createExactAliasMatcher(),
      source: failing,
      onLookUp: (message) => messages.push(message),
    });
    expect(scores.map((score) => score.verdict)).toEqual(["unverified", "unverified", "unverified"]);
    expect(messages).toEqual([
      "Could not look up the answers' names and facts in http://***@127.0.0.1:9/sparql (endpoint down); they are judged by the run's graph alone.",
    ]);
    const unopened = await scoreRun(run, {
      matcher: createExactAliasMatcher(),
      source: () => Promise.reject(new Error("cannot open the store")),
      onLookUp: (message) => messages.push(message),
    });
    expect(unopened.map((score) => score.verdict)).toEqual(["unverified", "unverified", "unverified"]);
    expect(messages[1]).toBe(
      "Could not look up the answers' names and facts in the source (cannot open the store); they are judged by the run's graph alone.",
    );
  });

  it("rejects a damaged lookups.json with its path", async () => {
    const run = await runDirectory();
    await writeFile(join(run, "lookups.json"), '{"version": 1, "names": 3}');
    await expect(scoreRun(run, { matcher: createExactAliasMatcher() })).rejects.toThrow(
      /lookups\.json is not a lookups file factprobe wrote/,
    );
  });
});

describe("the linker's places", () => {
  it("reads a qualifier after a comma: a reading the source puts elsewhere is not the one named", () => {
    const entities: Entity[] = [
      { id: "Q49192", label: "Middletown", aliases: [], types: ["Q1093829"] },
      { id: "Q1387", label: "Rhode Island", aliases: [], types: ["Q35657"] },
      { id: "Q779", label: "Connecticut", aliases: [], types: ["Q35657"] },
    ];
    const linker = createEntityLinker(entities, {
      facts: [{ subject: "Q49192", relation: "P131", object: "Q779" }],
    });
    expect(linker.link("Middletown, Rhode Island")).toEqual([]);
    expect(linker.link("Middletown, Connecticut").map((entity) => entity.id)).toEqual(["Q49192"]);
    expect(linker.link("Middletown, somewhere").map((entity) => entity.id)).toEqual(["Q49192"]);
    // A Middletown the source places nowhere may be the one in Rhode Island.
    const unplaced = createEntityLinker(entities);
    expect(unplaced.link("Middletown, Rhode Island").map((entity) => entity.id)).toEqual(["Q49192"]);
    expect(linker.mentionGroups?.("born in Middletown, Rhode Island")).toEqual({
      groups: [[{ id: "Q1387", label: "Rhode Island", types: ["Q35657"] }]],
      unnamedWords: 1,
    });
  });

  it("knows a kind by its class's label, and two regions directly in one country as apart", () => {
    const entities: Entity[] = [
      { id: "Q3551781", label: "District of Columbia", aliases: [], types: ["Q1352230", "Q10864048"] },
      { id: "Q1384", label: "New York", aliases: [], types: ["Q35657"] },
      { id: "Q30", label: "United States", aliases: [], types: ["Q6256"] },
      { id: "Q18426", label: "The Bronx", aliases: [], types: ["Q408804"] },
    ];
    const classes = [
      { id: "Q1352230", label: "Territory of the United States" },
      { id: "Q10864048", label: "first-level administrative country subdivision" },
      { id: "Q408804", label: "borough of New York City" },
    ];
    const newYorkIn = { subject: "Q1384", relation: "P131", object: "Q30" };
    const unplaced = createEntityLinker(entities, { facts: [newYorkIn], classes });
    expect(unplaced.kindOf?.("Q18426")).toBe("region");
    expect(unplaced.placeRelation?.("Q3551781", "Q1384")).toBe("may-nest");
    const placed = createEntityLinker(entities, {
      facts: [newYorkIn, { subject: "Q3551781", relation: "P131", object: "Q30" }],
      classes,
    });
    expect(placed.placeRelation?.("Q3551781", "Q1384")).toBe("apart");
    expect(placed.isPlaced?.("Q3551781")).toBe(true);
    expect(unplaced.isPlaced?.("Q3551781")).toBe(false);
  });
});
