import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { InputFileError } from "../errors.js";
import { factSetSchema, latestStatementDate, type FactSet } from "./fact-set.js";
import type { InvalidLine } from "./invalid-line.js";
import { readNTriplesFactSet } from "./read-ntriples-fact-set.js";
import { readTripleFileFactSet } from "./read-triple-file-fact-set.js";
import { openNTriplesFileSource } from "./embedded-source.js";
import { fetchEntityNames } from "./entity-names.js";
import { retrieveFacts } from "./retrieve-facts.js";
import { resolveTopic } from "./topics.js";

const fixture = (name: string): string => fileURLToPath(new URL(`__fixtures__/${name}`, import.meta.url));
const SAMPLE = fixture("sample-100.nt");
const now = (): Date => new Date("2024-04-14T12:00:00Z");

function entity(factSet: FactSet, id: string): FactSet["entities"][number] | undefined {
  return factSet.entities.find((candidate) => candidate.id === id);
}

describe("readNTriplesFactSet", () => {
  it("reads statements, P31 types, labels, aliases and property labels, with every subject a seed", async () => {
    const factSet = await readNTriplesFactSet(SAMPLE, { now });
    expect(factSetSchema.parse(factSet)).toEqual(factSet);
    expect(factSet.facts).toContainEqual({ subject: "Q30", relation: "P36", object: "Q61" });
    expect(factSet.facts.some((fact) => fact.relation === "P31")).toBe(false);
    expect(entity(factSet, "Q30")).toMatchObject({
      label: "United States of America",
      types: expect.arrayContaining(["Q6256"]) as unknown,
    });
    expect(entity(factSet, "Q30")?.aliases).toContain("USA");
    expect(factSet.relations.find((relation) => relation.id === "P36")).toMatchObject({ label: "capital" });
    const subjects = new Set(factSet.facts.map((fact) => fact.subject));
    expect(new Set(factSet.seeds)).toEqual(subjects);
    expect(factSet.provenance).toMatchObject({
      source: SAMPLE,
      topic: "*",
      retrievedAt: "2024-04-14T12:00:00.000Z",
      limit: factSet.seeds.length,
    });
    // The fixture has 272 statements; those that are not P31 are facts.
    const lines = (await readFile(SAMPLE, "utf8")).split("\n");
    const statements = lines.filter((line) =>
      /prop\/direct\/P(?!31>)\d+> <http:\/\/www\.wikidata\.org\/entity\/Q/.test(line),
    );
    expect(factSet.facts).toHaveLength(new Set(statements).size);
  });

  it("reads gzip by content and merges duplicate lines", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), "factprobe-nt-"));
    const text = await readFile(SAMPLE, "utf8");
    const gz = path.join(directory, "sample.data");
    await writeFile(gz, gzipSync(text + text.split("\n").slice(0, 50).join("\n")));
    const plain = await readNTriplesFactSet(SAMPLE, { now });
    const zipped = await readNTriplesFactSet(gz, { now });
    expect(zipped.facts).toEqual(plain.facts);
    expect(zipped.entities).toEqual(plain.entities);
  });

  it("reads a byte order mark, CRLF line ends, multi-byte names and a last line without a line end as plain lines do", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), "factprobe-nt-"));
    const E = "http://www.wikidata.org/entity/";
    const lines = [
      `<${E}Q72> <http://www.wikidata.org/prop/direct/P17> <${E}Q39> .`,
      `<${E}Q72> <http://www.w3.org/2000/01/rdf-schema#label> "Zürich"@en .`,
      `<${E}Q72> <http://www.w3.org/2004/02/skos/core#altLabel> "蘇黎世 🏔"@en .`,
      `<${E}Q39> <http://www.w3.org/2000/01/rdf-schema#label> "Switzerland"@en .`,
    ];
    const plain = path.join(directory, "plain.nt");
    const unusual = path.join(directory, "unusual.nt.gz");
    await writeFile(plain, `${lines.join("\n")}\n`);
    await writeFile(unusual, gzipSync(Buffer.from(`\ufeff${lines.join("\r\n")}`)));
    const expected = await readNTriplesFactSet(plain, { now });
    expect(expected.facts).toEqual([{ subject: "Q72", relation: "P17", object: "Q39" }]);
    expect(entity(expected, "Q72")).toMatchObject({ label: "Zürich", aliases: ["蘇黎世 🏔"] });
    expect({ ...(await readNTriplesFactSet(unusual, { now })), provenance: expected.provenance }).toEqual(
      expected,
    );
  });

  it("names a gzip file that is cut short", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), "factprobe-nt-"));
    const zipped = gzipSync(await readFile(SAMPLE));
    const cut = path.join(directory, "cut.nt.gz");
    await writeFile(cut, zipped.subarray(0, Math.floor(zipped.length / 2)));
    await expect(readNTriplesFactSet(cut)).rejects.toThrow(
      /cut\.nt\.gz: cannot be read: .*\n.*damaged or cut short/,
    );
  });

  it("stops at a malformed line with file, line and reason", async () => {
    const file = fixture("malformed-line-3.nt");
    const error = await readNTriplesFactSet(file).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputFileError);
    expect(error).toMatchObject({ file, line: 3 });
    expect((error as Error).message).toMatch(
      /malformed-line-3\.nt:3: not valid N-Triples: the literal starting at column \d+ has no closing quote/,
    );
    expect((error as Error).message).toMatch(/--skip-invalid/);
  });

  it("with skipInvalid, reports each skipped line and counts them in the provenance", async () => {
    const skipped: InvalidLine[] = [];
    const factSet = await readNTriplesFactSet(fixture("malformed-line-3.nt"), {
      skipInvalid: true,
      onInvalid: (problem) => skipped.push(problem),
    });
    expect(skipped).toHaveLength(1);
    expect(skipped[0]).toMatchObject({
      line: 3,
      reason: expect.stringContaining("no closing quote") as unknown,
    });
    expect(factSet.provenance.invalidLinesSkipped).toBe(1);
  });

  it("names a file it cannot open", async () => {
    await expect(readNTriplesFactSet("/nonexistent/kb.nt")).rejects.toThrow(
      /\/nonexistent\/kb\.nt: cannot be opened/,
    );
  });
});

describe("readTripleFileFactSet: CSV, TSV, JSONL and Turtle", () => {
  it.each(["people.csv", "people.tsv", "people.jsonl"])(
    "reads %s with its label, alias and type columns",
    async (name) => {
      const factSet = await readTripleFileFactSet(fixture(`triples/${name}`), { now });
      expect(factSetSchema.parse(factSet)).toEqual(factSet);
      expect(factSet.facts).toEqual([
        { subject: "ex:ada", relation: "ex:field", object: "ex:maths" },
        { subject: "ex:ada", relation: "ex:parent", object: "ex:byron" },
        { subject: "ex:byron", relation: "ex:field", object: "ex:poetry" },
        { subject: "ex:quote", relation: "ex:said", object: "ex:x" },
      ]);
      expect(entity(factSet, "ex:ada")).toEqual({
        id: "ex:ada",
        label: "Ada Lovelace",
        aliases: ["Augusta Ada King", "Countess of Lovelace"],
        types: ["Q5"],
      });
      expect(entity(factSet, "ex:byron")?.types).toEqual(["Q5"]);
      expect(entity(factSet, "Q5")?.label).toBe("human");
      expect(factSet.relations.find((relation) => relation.id === "ex:field")?.label).toBe("field of work");
      if (name !== "people.tsv") expect(entity(factSet, "ex:quote")?.label).toBe('He said "hi", then left');
    },
  );

  it("reads Turtle: English labels win, literals that are not names are not facts, IRIs name themselves", async () => {
    const factSet = await readTripleFileFactSet(fixture("triples/people.ttl"), { now });
    const ada = "http://example.org/kb/Ada_Lovelace";
    expect(entity(factSet, ada)).toEqual({
      id: ada,
      label: "Ada Lovelace",
      aliases: ["Augusta Ada King"],
      types: ["Q5"],
    });
    expect(entity(factSet, "http://example.org/kb/Lord_Byron")?.label).toBe("Lord Byron");
    expect(factSet.facts).toHaveLength(3);
    expect(factSet.relations.find((relation) => relation.id === "http://example.org/kb/field")?.label).toBe(
      "field of work",
    );
  });

  it("reports malformed CSV and JSONL records by line, or skips and counts them", async () => {
    await expect(readTripleFileFactSet(fixture("triples/broken.csv"))).rejects.toThrow(
      /broken\.csv:3: has 2 fields; the header has 3/,
    );
    const skipped: number[] = [];
    const csv = await readTripleFileFactSet(fixture("triples/broken.csv"), {
      skipInvalid: true,
      onInvalid: (problem) => skipped.push(problem.line),
    });
    expect(skipped).toEqual([3, 4]);
    expect(csv.facts).toHaveLength(2);
    expect(csv.provenance.invalidLinesSkipped).toBe(2);
    await expect(readTripleFileFactSet(fixture("triples/broken.jsonl"))).rejects.toThrow(
      /broken\.jsonl:2: not valid JSON/,
    );
    const jsonl = await readTripleFileFactSet(fixture("triples/broken.jsonl"), { skipInvalid: true });
    expect(jsonl.provenance.invalidLinesSkipped).toBe(2);
  });

  it("says which names it understands for an unknown extension", async () => {
    await expect(readTripleFileFactSet("kb.xml")).rejects.toThrow(/\.nt, \.ttl, \.csv, \.tsv or \.jsonl/);
  });
});

describe("end dates", () => {
  // Godard's date of death, Gandhi's "unknown value" (a blank node), Caesar's date before the
  // common era; Moby has none. The Beatles' date of dissolution (typed here as humans, so that
  // the topic P31=Q5 holds them all).
  const ENDS = fixture("end-dates.nt");
  const died = {
    Q53001: "2022-09-13",
    Q1001: "unknown",
    Q1048: "-0043-03-15",
    Q208128: undefined,
    Q1299: undefined,
  };
  const dissolved = { Q1299: "1970-04-10", Q53001: undefined };
  const expectEnds = (
    ends: (id: string) => { died?: string | undefined; dissolved?: string | undefined } | undefined,
  ): void => {
    for (const [id, date] of Object.entries(died)) expect(ends(id)?.died).toBe(date);
    for (const [id, date] of Object.entries(dissolved)) expect(ends(id)?.dissolved).toBe(date);
  };

  it("become the entities' `died` and `dissolved`, not facts, read from a file", async () => {
    const factSet = await readNTriplesFactSet(ENDS, { now });
    expect(factSetSchema.parse(factSet)).toEqual(factSet);
    expectEnds((id) => entity(factSet, id));
    expect(factSet.facts.some((fact) => fact.relation === "P570" || fact.relation === "P576")).toBe(false);
    expect(factSet.facts).toHaveLength(5);
  });

  it("are retrieved with the names over SPARQL", async () => {
    const source = await openNTriplesFileSource(ENDS);
    try {
      const names = await fetchEntityNames({ source, ids: Object.keys(died) });
      expectEnds((id) => names.get(id));
      const factSet = await retrieveFacts({ source, topic: await resolveTopic("P31=Q5", source), now });
      expectEnds((id) => entity(factSet, id));
    } finally {
      await source.close?.();
    }
  });
});

describe("readNTriplesFactSet on Wikidata's statement model", () => {
  it("takes a dump's date from its statements' latest date when it states none, and says so", async () => {
    const dated = await readFile(fixture("dated-statements.nt"), "utf8");
    const directory = await mkdtemp(path.join(os.tmpdir(), "factprobe-nt-"));
    const file = path.join(directory, "undated.nt");
    await writeFile(file, dated.split("\n").slice(1).join("\n"));
    const later = await readNTriplesFactSet(file, { now: () => new Date("2026-11-27T00:00:00Z") });
    expect(later.provenance).toMatchObject({ asOf: "2025-03-14", asOfInferred: true });
    expect(factSetSchema.parse(later)).toEqual(later);
    // Retrieved on 14 April 2024: Carney's start on 14 March 2025 is not yet news.
    const earlier = await readNTriplesFactSet(file, { now });
    expect(earlier.provenance).toMatchObject({ asOf: "2015-11-04", asOfInferred: true });
    // A stated date stands, and is not marked inferred.
    const stated = await readNTriplesFactSet(fixture("dated-statements.nt"), { now });
    expect(stated.provenance.asOf).toBe("2025-10-03");
    expect(stated.provenance.asOfInferred).toBeUndefined();
  });

  it("latestStatementDate: the latest start or end up to a day, or none", () => {
    const statement = { subject: "Q1", relation: "P6", object: "Q2", rank: "normal" as const };
    const statements = [
      { ...statement, start: "2001-01-01", end: "2004-05-06" },
      { ...statement, start: "2004-05-07", end: "2030-01-01" },
      { ...statement, object: "Q3" },
    ];
    expect(latestStatementDate(statements, "2025-10-03")).toBe("2004-05-07");
    expect(latestStatementDate(statements, "2040-01-01")).toBe("2030-01-01");
    expect(latestStatementDate([{ ...statement }], "2025-10-03")).toBeUndefined();
  });

  it("reads dated statements (p:/ps:/pq:P580/P582/rank) and the snapshot date, and makes no facts of them", async () => {
    const factSet = await readNTriplesFactSet(fixture("dated-statements.nt"), { now });
    expect(factSetSchema.parse(factSet)).toEqual(factSet);
    expect(factSet.provenance.asOf).toBe("2025-10-03");
    expect(factSet.statements).toEqual([
      {
        subject: "Q16",
        relation: "P6",
        object: "Q206",
        rank: "normal",
        start: "2006-02-06",
        end: "2015-11-03",
      },
      {
        subject: "Q16",
        relation: "P6",
        object: "Q3099714",
        rank: "normal",
        start: "2015-11-04",
        end: "2025-03-13",
      },
      { subject: "Q16", relation: "P6", object: "Q192533", rank: "preferred", start: "2025-03-14" },
    ]);
    // The truthy statement is the only fact; statement nodes are neither facts nor seeds.
    expect(factSet.facts).toEqual([{ subject: "Q16", relation: "P6", object: "Q192533" }]);
    expect(factSet.seeds).toEqual(["Q16"]);
    expect(factSet.relations.map((relation) => relation.id)).toEqual(["P6"]);
    expect(factSet.entities.map((entity) => entity.id)).toEqual(expect.arrayContaining(["Q206", "Q3099714"]));
  });
});
