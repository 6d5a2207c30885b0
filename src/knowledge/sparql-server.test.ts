import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TopicError } from "../errors.js";
import { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { twoHopPaths } from "../graph/two-hop-paths.js";
import { generateQuestions } from "../questions/generate-questions.js";
import {
  cachedStoreFor,
  findOxigraphBinary,
  SNAPSHOT,
  startOxigraphServer,
  type OxigraphServer,
} from "./__fixtures__/oxigraph-server.js";
import type { FactSet } from "./fact-set.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { lookUpEntities } from "./look-up-entities.js";
import { retrieveFacts } from "./retrieve-facts.js";
import { createSparqlEndpointSource } from "./sparql-endpoint-source.js";
import { resolveTopic } from "./topics.js";
import { SPARQL_PREFIXES } from "./wikidata-vocabulary.js";

// A real Oxigraph SPARQL server (PyPI `oxigraph`) on 127.0.0.1 with the whole Wikidata snapshot.
describe("retrieval from a real SPARQL server holding the Wikidata snapshot", () => {
  let server: OxigraphServer;
  let source: KnowledgeSource;
  let politicians: FactSet;
  const queries: string[] = [];

  beforeAll(async () => {
    const binary = findOxigraphBinary();
    server = await startOxigraphServer(binary, await cachedStoreFor(binary, SNAPSHOT));
    const endpoint = createSparqlEndpointSource({ url: server.url, retries: 0 });
    source = {
      name: endpoint.name,
      select(query, options) {
        queries.push(query);
        return endpoint.select(query, options);
      },
    };
    politicians = await retrieveFacts({
      source,
      topic: "occupation: politician",
      limit: 40,
      maxExpansionDegree: 50,
    });
  }, 300_000);
  afterAll(async () => {
    await server.stop();
  });

  async function count(query: string): Promise<number> {
    const rows = await source.select(`${SPARQL_PREFIXES}\n${query}`);
    return Number(rows[0]?.["count"]?.value ?? Number.NaN);
  }

  it("resolves the paper's label form, the class form and a bare class id through the server", async () => {
    const emperor = await resolveTopic("occupation: emperor", source);
    expect(emperor.constraints).toEqual([
      { property: "P106", propertyLabel: "occupation", value: "Q39018", valueLabel: "emperor" },
    ]);
    const painting = await resolveTopic("instance of: painting", source);
    expect(painting.constraints).toMatchObject([{ property: "P31", value: "Q3305213" }]);
    const bare = await resolveTopic("Q3305213", source);
    expect(bare.constraints).toEqual([
      { property: "P31", propertyLabel: "instance of", value: "Q3305213", valueLabel: "painting" },
    ]);
  });

  it("dates a snapshot that states no date by its statements' latest date, and anchors questions to it", async () => {
    // The 2025 snapshot has no wikibase:Dump schema:dateModified: its heads of state, fetched with
    // their terms, say how far it reaches.
    const countries = await retrieveFacts({
      source,
      topic: "country",
      limit: 229,
      now: () => new Date("2026-11-27"),
    });
    expect(countries.provenance).toMatchObject({ asOf: "2025-10-03", asOfInferred: true });
    const { questions } = generateQuestions({
      graph: KnowledgeGraph.fromFactSet(countries),
      topic: "country",
      types: ["wh"],
      perType: 400,
      seed: 1,
    });
    const present = questions.filter((question) => question.time?.mode === "current");
    expect(present.length).toBeGreaterThan(0);
    for (const question of present) expect(question.text).toMatch(/^As of 3 October 2025, /);
  }, 120_000);

  it("takes the most linked members of the topic as seeds, and only members", async () => {
    expect(politicians.seeds).toHaveLength(40);
    const members = await count(
      `SELECT (COUNT(?entity) AS ?count) WHERE { VALUES ?entity { ${politicians.seeds.map((id) => `wd:${id}`).join(" ")} } ?entity wdt:P106 wd:Q82955 }`,
    );
    expect(members).toBe(40);
    const statements = (id: string): Promise<number> =>
      count(
        `SELECT (COUNT(?object) AS ?count) WHERE { wd:${id} ?predicate ?object . FILTER(STRSTARTS(STR(?predicate), STR(wdt:)) && ?predicate != wdt:P31) }`,
      );
    const first = await statements(politicians.seeds[0] ?? "");
    const last = await statements(politicians.seeds.at(-1) ?? "");
    expect(first).toBeGreaterThanOrEqual(last);
  });

  it("adds one hop from the seeds' objects, leaving out hubs", async () => {
    const seeds = new Set(politicians.seeds);
    const hopSubjects = [...new Set(politicians.facts.map((fact) => fact.subject))].filter(
      (id) => !seeds.has(id),
    );
    expect(hopSubjects.length).toBeGreaterThan(10);
    // Every expanded object has at most 50 statements; the seeds' objects with more were not expanded.
    for (const id of hopSubjects.slice(0, 10)) {
      const statements = await count(
        `SELECT (COUNT(?object) AS ?count) WHERE { wd:${id} ?predicate ?object . FILTER(STRSTARTS(STR(?predicate), STR(wdt:)) && ?predicate != wdt:P31 && STRSTARTS(STR(?object), STR(wd:Q))) }`,
      );
      expect(statements).toBeLessThanOrEqual(50);
    }
    const hub = politicians.facts.find((fact) => fact.relation === "P27" && seeds.has(fact.subject))?.object;
    expect(hub).toBeDefined();
    expect(politicians.facts.some((fact) => fact.subject === hub)).toBe(false);
    for (const fact of politicians.facts) expect(fact.relation).not.toBe("P31");
    const withDescription = politicians.entities.filter((entity) => entity.description !== undefined);
    expect(withDescription.length).toBeGreaterThan(0);
  });

  it("yields two-hop paths whose both hops are statements on the server", async () => {
    const graph = KnowledgeGraph.fromFactSet(politicians);
    const paths = [...twoHopPaths(graph, { maxBridgeDegree: 60 })];
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.every((found) => found.bridge !== found.subject && found.object !== found.subject)).toBe(
      true,
    );
    const path = paths[0];
    if (path === undefined) throw new Error("no path");
    const rows = await source.select(`${SPARQL_PREFIXES}
SELECT ?found WHERE { wd:${path.subject} wdt:${path.firstRelation} wd:${path.bridge} . wd:${path.bridge} wdt:${path.secondRelation} wd:${path.object} . BIND(1 AS ?found) }`);
    expect(rows).toHaveLength(1);
  });

  it("pages large results with LIMIT/OFFSET and a stable order, getting the same answer", async () => {
    queries.length = 0;
    const paged = await retrieveFacts({
      source,
      topic: "instance of: painting",
      limit: 25,
      pageSize: 7,
      maxExpansionDegree: 0,
    });
    const pagedQueries = [...queries];
    const whole = await retrieveFacts({
      source,
      topic: "instance of: painting",
      limit: 25,
      maxExpansionDegree: 0,
    });
    expect(paged.seeds).toEqual(whole.seeds);
    expect(paged.facts).toEqual(whole.facts);
    const seedPages = pagedQueries.filter((query) => query.includes("GROUP BY ?entity\nORDER BY"));
    expect(seedPages).toHaveLength(4);
    expect(seedPages[3]).toMatch(/ORDER BY DESC\(\?statements\) \?entity\nLIMIT 4\nOFFSET 21$/);
    // Statements that overflow the first unordered try are fetched again in stable, ordered pages.
    const statementPages = pagedQueries.filter((query) =>
      query.includes("ORDER BY ?subject ?predicate ?object"),
    );
    expect(statementPages.length).toBeGreaterThan(1);
    expect(statementPages[1]).toMatch(/ORDER BY \?subject \?predicate \?object\nLIMIT 7\nOFFSET 7$/);
  });

  it("sends user text only as escaped literals: a hostile label finds nothing and breaks nothing", async () => {
    const hostile = 'x" } ; DROP ALL ; { "';
    await expect(resolveTopic(`occupation: ${hostile}`, source)).rejects.toThrow(TopicError);
    await expect(resolveTopic(`occupation: ${hostile}`, source)).rejects.toThrow(/no item .* is named/);
    expect(await count("SELECT (COUNT(*) AS ?count) WHERE { ?s ?p ?o }")).toBe(1_079_206);
  });

  it("looks an answer's names up, with the places above them, for judging", async () => {
    const found = await lookUpEntities(source, ["Wernigerode", "Bad Harzburg", "Nowhere at all"], {
      ids: ["Q3551781"],
    });
    const byId = new Map(found.entities.map((entity) => [entity.id, entity]));
    // Wernigerode: an urban municipality of Germany; the District of Columbia lies directly in the US.
    expect(byId.get("Q15982")).toMatchObject({ label: "Wernigerode", types: ["Q42744322"] });
    expect(found.classes).toContainEqual({ id: "Q42744322", label: "urban municipality of Germany" });
    expect(found.facts).toContainEqual({ subject: "Q3551781", relation: "P131", object: "Q30" });
    expect(byId.get("Q30")?.label).toBe("United States of America");
    expect([...byId.values()].some((entity) => entity.label === "Nowhere at all")).toBe(false);
  });
});
