import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TopicError, UsageError } from "../errors.js";
import { openEmbeddedSource, openNTriplesFileSource } from "./embedded-source.js";
import { factSetSchema, type FactSet } from "./fact-set.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { retrieveFacts } from "./retrieve-facts.js";
import { listTopics, resolveTopic } from "./topics.js";

const SAMPLE = fileURLToPath(new URL("__fixtures__/sample-100.nt", import.meta.url));
const AMBIGUOUS = fileURLToPath(new URL("__fixtures__/ambiguous-labels.nt", import.meta.url));

function labelOf(factSet: FactSet, id: string): string | undefined {
  return factSet.entities.find((entity) => entity.id === id)?.label;
}

/** Outgoing non-P31 statements per seed, counted independently of retrieveFacts. */
async function statementCounts(source: KnowledgeSource, ids: string[]): Promise<number[]> {
  const rows = await source.select(`PREFIX wd: <http://www.wikidata.org/entity/>
SELECT ?entity (COUNT(?object) AS ?count) WHERE {
  VALUES ?entity { ${ids.map((id) => `wd:${id}`).join(" ")} }
  ?entity ?predicate ?object .
  FILTER(STRSTARTS(STR(?predicate), "http://www.wikidata.org/prop/direct/") && ?predicate != <http://www.wikidata.org/prop/direct/P31>)
} GROUP BY ?entity`);
  const byId = new Map(
    rows.map((row) => [row["entity"]?.value.split("/").pop(), Number(row["count"]?.value)]),
  );
  return ids.map((id) => byId.get(id) ?? 0);
}

describe("retrieveFacts on the embedded slice", () => {
  let source: KnowledgeSource;
  let politicians: FactSet;
  beforeAll(async () => {
    source = await openEmbeddedSource();
    politicians = await retrieveFacts({
      source,
      topic: await resolveTopic("politician", source),
      limit: 150,
      now: () => new Date("2024-04-14T12:00:00Z"),
    });
  });
  afterAll(async () => {
    await source.close?.();
  });

  it("keeps the subjects' well-known namesakes as entities without facts, and none with the look-up off", async () => {
    const topic = await resolveTopic("writer", source);
    const writers = await retrieveFacts({ source, topic, limit: 200 });
    const without = await retrieveFacts({ source, topic, limit: 200, namesakeRatio: 0 });
    const added = writers.entities.filter(
      (entity) => !without.entities.some((other) => other.id === entity.id),
    );
    expect(writers.facts).toEqual(without.facts);
    // Richmond, Virginia (Q43421) is a subject; the Richmond of London (Q236837, 6 statements to its 4) is known too.
    expect(writers.facts.some((fact) => fact.subject === "Q43421")).toBe(true);
    expect(added.map((entity) => entity.id)).toContain("Q236837");
    const subjects = new Set(writers.facts.map((fact) => fact.subject));
    const labels = new Set(
      writers.entities.filter((entity) => subjects.has(entity.id)).map((entity) => entity.label),
    );
    for (const entity of added) {
      expect(labels.has(entity.label)).toBe(true);
      expect(writers.facts.some((fact) => fact.subject === entity.id || fact.object === entity.id)).toBe(
        false,
      );
    }
    // Paris, France (41 statements) has no namesake known well enough (Paris, Texas: 1).
    expect(added.filter((entity) => entity.label === "Paris")).toEqual([]);
  });

  it("returns a valid fact set with labelled seeds and facts, capped by the limit", () => {
    expect(factSetSchema.parse(politicians)).toEqual(politicians);
    expect(politicians.seeds).toHaveLength(150);
    expect(politicians.facts.length).toBeGreaterThan(1_000);
    const entityIds = new Set(politicians.entities.map((entity) => entity.id));
    const seeds = new Set(politicians.seeds);
    const seedObjects = new Set(
      politicians.facts.filter((fact) => seeds.has(fact.subject)).map((fact) => fact.object),
    );
    for (const fact of politicians.facts) {
      // A fact leaves a seed, or (the one-hop expansion) leaves an object of a seed.
      expect(seeds.has(fact.subject) || seedObjects.has(fact.subject)).toBe(true);
      expect(entityIds.has(fact.subject) && entityIds.has(fact.object)).toBe(true);
    }
    expect(politicians.facts.some((fact) => !seeds.has(fact.subject))).toBe(true);
    for (const entity of politicians.entities) expect(entity.label).not.toBe("");
    expect(politicians.relations.find((relation) => relation.id === "P27")?.label).toBe(
      "country of citizenship",
    );
  });

  it("only takes seeds that meet the topic, most linked first", async () => {
    const counts = await statementCounts(source, politicians.seeds);
    expect(counts).toEqual([...counts].sort((left, right) => right - left));
    const rows = await source.select(`PREFIX wd: <http://www.wikidata.org/entity/>
SELECT (COUNT(?entity) AS ?count) WHERE { VALUES ?entity { ${politicians.seeds.map((id) => `wd:${id}`).join(" ")} } ?entity <http://www.wikidata.org/prop/direct/P106> wd:Q82955 }`);
    expect(Number(rows[0]?.["count"]?.value)).toBe(150);
    // The 150th politician is at least as linked as any politician left out.
    const leftOut = await retrieveFacts({
      source,
      topic: await resolveTopic("politician", source),
      limit: 400,
    });
    const [lastKept] = await statementCounts(source, politicians.seeds.slice(-1));
    const beyond = await statementCounts(source, leftOut.seeds.slice(150));
    expect(Math.max(...beyond)).toBeLessThanOrEqual(lastKept ?? 0);
  });

  it("keeps P31 out of the facts and in the entity types", () => {
    expect(politicians.facts.some((fact) => fact.relation === "P31")).toBe(false);
    const typed = politicians.entities.filter(
      (entity) => politicians.seeds.includes(entity.id) && entity.types.includes("Q5"),
    );
    expect(typed.length).toBeGreaterThan(100);
  });

  it("names the entities' classes as the source labels them, in one query per batch", () => {
    const classes = politicians.classes ?? [];
    const labels = new Map(classes.map((entityClass) => [entityClass.id, entityClass.label]));
    expect(labels.get("Q5")).toBe("human");
    // Los Angeles County's only class, which no table lists.
    expect(politicians.entities.find((entity) => entity.id === "Q104994")?.types).toEqual(["Q13212489"]);
    expect(labels.get("Q13212489")).toBe("county of California");
    const types = new Set(politicians.entities.flatMap((entity) => entity.types));
    for (const entityClass of classes) expect(types.has(entityClass.id)).toBe(true);
    expect(classes.map((entityClass) => entityClass.id)).toEqual([...new Set(labels.keys())]);
    const classQueries = politicians.provenance.queries.filter((query) =>
      query.includes("SELECT ?class ?label"),
    );
    expect(classQueries).toHaveLength(Math.ceil(types.size / 100));
  });

  it("records the provenance, with every query it ran", () => {
    expect(politicians.provenance).toMatchObject({
      source: "embedded",
      topic: "politician",
      constraints: ["P106=Q82955"],
      retrievedAt: "2024-04-14T12:00:00.000Z",
      limit: 150,
    });
    const queries = politicians.provenance.queries;
    expect(queries[0]).toContain("wdt:P106 wd:Q82955");
    // 1 seed query, 2 statement batches of ≤100, then for the objects count and statement batches,
    // name batches for every entity, relation names.
    const statementQueries = queries.filter(
      (query) => query.includes("VALUES ?subject") && !query.includes("COUNT"),
    );
    expect(statementQueries.length).toBeGreaterThan(2);
    // Each fits one page, so it is asked for unordered with LIMIT pageSize + 1, and never sorted.
    for (const query of statementQueries) expect(query).toMatch(/\}\nLIMIT 10001$/);
    expect(queries.length).toBeGreaterThanOrEqual(5);
    for (const query of queries) {
      expect(query).toContain("PREFIX wdt: <http://www.wikidata.org/prop/direct/>");
      expect(query).not.toContain("SERVICE");
    }
  });

  it("records an endpoint's URL in the provenance without its credentials", async () => {
    const secretive: KnowledgeSource = {
      name: "https://reader:s3cret-pass@sparql.example.org/query?api_key=abcdef123456",
      select: (query, options) => source.select(query, options),
    };
    const countries = await retrieveFacts({ source: secretive, topic: "country", limit: 3 });
    expect(countries.provenance.source).toBe("https://***@sparql.example.org/query?api_key=***");
    expect(JSON.stringify(countries)).not.toMatch(/s3cret|abcdef123456/);
  });

  it("retrieves countries with their capitals", async () => {
    const countries = await retrieveFacts({
      source,
      topic: await resolveTopic("country", source),
      limit: 50,
    });
    expect(countries.seeds).toHaveLength(50);
    const capitals = countries.facts.filter((fact) => fact.relation === "P36");
    expect(capitals.length).toBeGreaterThan(30);
    expect(labelOf(countries, "Q142")).toBe("France");
    expect(countries.facts).toContainEqual({ subject: "Q142", relation: "P36", object: "Q90" });
    expect(labelOf(countries, "Q90")).toBe("Paris");
  });

  it("has entities for every catalogue topic and for the paper's occupation: emperor", async () => {
    for (const { name } of listTopics()) {
      const factSet = await retrieveFacts({ source, topic: await resolveTopic(name, source), limit: 5 });
      expect(factSet.seeds.length, name).toBeGreaterThan(0);
    }
    const emperors = await retrieveFacts({ source, topic: "occupation: emperor" });
    expect(emperors.provenance.constraints).toEqual(["P106=Q39018"]);
    expect(emperors.seeds.length).toBeGreaterThan(0);
  });

  it("rejects a limit that is not a positive whole number", async () => {
    const topic = await resolveTopic("country", source);
    await expect(retrieveFacts({ source, topic, limit: 0 })).rejects.toBeInstanceOf(UsageError);
    await expect(retrieveFacts({ source, topic, limit: 2.5 })).rejects.toBeInstanceOf(UsageError);
  });
});

describe("retrieveFacts on an N-Triples file", () => {
  let sample: KnowledgeSource;
  let ambiguous: KnowledgeSource;
  beforeAll(async () => {
    [sample, ambiguous] = await Promise.all([
      openNTriplesFileSource(SAMPLE),
      openNTriplesFileSource(AMBIGUOUS),
    ]);
  });
  afterAll(async () => {
    await Promise.all([sample.close?.(), ambiguous.close?.()]);
  });

  it("retrieves the USA's capital through a topic it belongs to", async () => {
    const factSet = await retrieveFacts({
      source: sample,
      topic: await resolveTopic("P31=Q3624078", sample),
    });
    expect(factSet.seeds).toContain("Q30");
    expect(factSet.facts).toContainEqual({ subject: "Q30", relation: "P36", object: "Q61" });
    expect(labelOf(factSet, "Q61")).toBe("Washington, D.C.");
    expect(factSet.entities.find((entity) => entity.id === "Q30")?.aliases).toContain("USA");
    expect(factSet.relations.find((relation) => relation.id === "P36")).toMatchObject({ label: "capital" });
    expect(factSet.provenance.source).toBe(SAMPLE);
  });

  it("retrieves humans with P31=Q5, using small batches", async () => {
    const factSet = await retrieveFacts({
      source: sample,
      topic: await resolveTopic("P31=Q5", sample),
      batchSize: 2,
    });
    expect(factSet.seeds).toHaveLength(7);
    expect(factSet.seeds).toContain("Q76");
    // 7 seeds in batches of 2: 4 statement queries for the seeds, before the expansion's queries.
    const seedStatementQueries = factSet.provenance.queries
      .slice(1, 5)
      .filter((query) => query.includes("VALUES ?subject") && !query.includes("COUNT"));
    expect(seedStatementQueries).toHaveLength(4);
    const obama = factSet.entities.find((entity) => entity.id === "Q76");
    expect(obama).toMatchObject({ label: "Barack Obama", types: ["Q5"] });
    expect(factSet.facts.filter((fact) => fact.subject === "Q76").length).toBeGreaterThan(3);
  });

  it("drops entities without a label, with their facts, and counts them", async () => {
    // Q4 (no label) has occupation Q200; Q999 (no label) is a citizenship object of Q4 only.
    const factSet = await retrieveFacts({
      source: ambiguous,
      topic: await resolveTopic("P106=Q200", ambiguous),
    });
    expect(factSet.seeds).toEqual(["Q1", "Q2"]);
    expect(factSet.provenance.unlabelledEntitiesDropped).toBe(2);
    expect(factSet.facts.some((fact) => fact.subject === "Q4" || fact.object === "Q999")).toBe(false);
    expect(factSet.facts).toContainEqual({ subject: "Q1", relation: "P27", object: "Q142" });
  });

  it("says so when no entity belongs to the topic", async () => {
    const failure = retrieveFacts({ source: sample, topic: await resolveTopic("P106=Q39018", sample) });
    await expect(failure).rejects.toBeInstanceOf(TopicError);
    await expect(failure).rejects.toThrow(
      `Topic "P106=Q39018" (P106=Q39018) matches no entity with statements in ${SAMPLE}.`,
    );
  });
});
