import { mkdtemp, readFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { z } from "zod";
import { factSetSchema, type FactSet } from "../knowledge/fact-set.js";
import { exportNeo4j } from "./export-neo4j.js";
import { formatGraphStats, graphStats } from "./graph-stats.js";
import { KnowledgeGraph } from "./knowledge-graph.js";
import { renderGraphHtml } from "./render-graph-html.js";
import { selectTopicSubgraph } from "./select-topic-subgraph.js";
import { twoHopPaths } from "./two-hop-paths.js";
import { weaklyConnectedComponents } from "./weakly-connected-components.js";

type FactSetInput = z.input<typeof factSetSchema>;

function factSet(parts: Pick<FactSetInput, "seeds" | "entities" | "relations" | "facts">): FactSet {
  return factSetSchema.parse({
    version: 1,
    provenance: {
      source: "test.nt",
      topic: "*",
      constraints: [],
      queries: [],
      retrievedAt: "2024-01-01T00:00:00Z",
      limit: 10,
    },
    ...parts,
  });
}

// Two people born in cities of one country (a hub with many incoming edges), and a separate pair.
const hubEdges = Array.from({ length: 5 }, (_, index) => ({
  subject: `Q${100 + index}`,
  relation: "P17",
  object: "Q30",
}));
const people = factSet({
  seeds: ["Q1", "Q2"],
  entities: [
    { id: "Q1", label: "Ada", types: ["Q5"] },
    { id: "Q2", label: "Bob", types: ["Q5"] },
    { id: "Q10", label: "Springfield" },
    { id: "Q11", label: "Shelbyville" },
    { id: "Q30", label: 'The "United" <States>', aliases: ["USA"] },
    { id: "Q50", label: "Island" },
    { id: "Q51", label: "Islet" },
    { id: "Q5", label: "human" },
    ...hubEdges.map((edge) => ({ id: edge.subject, label: `Town ${edge.subject}` })),
  ],
  relations: [
    { id: "P19", label: "place of birth" },
    { id: "P17", label: "country" },
    { id: "P26", label: "spouse" },
    { id: "P206", label: "located next to" },
  ],
  facts: [
    { subject: "Q1", relation: "P19", object: "Q10" },
    { subject: "Q2", relation: "P19", object: "Q11" },
    { subject: "Q1", relation: "P26", object: "Q2" },
    { subject: "Q2", relation: "P26", object: "Q1" },
    { subject: "Q10", relation: "P17", object: "Q30" },
    { subject: "Q11", relation: "P17", object: "Q30" },
    { subject: "Q50", relation: "P206", object: "Q51" },
    ...hubEdges,
  ],
});

describe("graph algorithms", () => {
  const graph = KnowledgeGraph.fromFactSet(people);

  it("finds weakly connected components, largest first", () => {
    const components = weaklyConnectedComponents(graph);
    // {Q1,Q2,Q10,Q11,Q30,Q100..Q104}, {Q50,Q51}, {Q5} (only named).
    expect(components.sizes).toEqual([10, 2, 1]);
    expect(components.count).toBe(3);
    const ids = graph.entityIds();
    expect(components.componentOf[ids.indexOf("Q50")]).toBe(components.componentOf[ids.indexOf("Q51")]);
    expect(components.componentOf[ids.indexOf("Q50")]).not.toBe(components.componentOf[ids.indexOf("Q1")]);
  });

  it("enumerates two-hop paths from the seeds, never back to the subject, skipping hubs", () => {
    const paths = [...twoHopPaths(graph)];
    expect(paths).toContainEqual({
      subject: "Q1",
      firstRelation: "P19",
      bridge: "Q10",
      secondRelation: "P17",
      object: "Q30",
    });
    expect(paths).toContainEqual({
      subject: "Q1",
      firstRelation: "P26",
      bridge: "Q2",
      secondRelation: "P19",
      object: "Q11",
    });
    expect(paths.some((found) => found.object === found.subject)).toBe(false);
    // Springfield has 2 edges; with a limit of 1 it is a hub and paths through it go.
    const strict = [...twoHopPaths(graph, { maxBridgeDegree: 1 })];
    expect(strict.some((found) => found.bridge === "Q10")).toBe(false);
    // The iterator is lazy: taking one path does not walk the rest.
    const iterator = twoHopPaths(graph, { subjects: ["Q50"] });
    expect(iterator.next().done).toBe(true);
  });

  it("counts entities, statements, relations and components, and prints them", () => {
    const stats = graphStats(graph, { top: 2 });
    expect(stats).toMatchObject({
      entities: 13,
      statements: 12,
      relations: 4,
      seeds: 2,
      components: 3,
      largestComponent: 10,
    });
    expect(stats.topRelations).toEqual([
      { id: "P17", label: "country", count: 7 },
      { id: "P19", label: "place of birth", count: 2 },
    ]);
    expect(formatGraphStats(stats)).toMatchInlineSnapshot(`
      "entities      13
      statements    12
      relations     4
      seeds         2
      components    3 (largest: 10 entities)

      top relations:
        7  P17  country
        2  P19  place of birth
      "
    `);
  });

  it("selects a topic from a fact set in memory: seeds by statement count, plus one hop", () => {
    const { topic, factSet: selected } = selectTopicSubgraph(people, "instance of: human", { limit: 1 });
    expect(topic.constraints).toEqual([
      { property: "P31", propertyLabel: "instance of", value: "Q5", valueLabel: "human" },
    ]);
    expect(selected.seeds).toEqual(["Q1"]);
    expect(selected.facts).toContainEqual({ subject: "Q10", relation: "P17", object: "Q30" });
    expect(selected.facts).toContainEqual({ subject: "Q2", relation: "P19", object: "Q11" });
    expect(selected.facts.some((fact) => fact.subject === "Q30" || fact.subject === "Q50")).toBe(false);
    expect(() => selectTopicSubgraph(people, "ocupation: human")).toThrow(/no known property "ocupation"/);
  });

  it("renders a self-contained HTML view whose data cannot close its script element", () => {
    const html = renderGraphHtml(people);
    expect(html).not.toMatch(/<script[^>]+src=|<link[^>]+href=|https?:\/\/(?!www\.w3\.org\/2000\/svg)/);
    const data = /<script id="graph-data" type="application\/json">(.*?)<\/script>/s.exec(html)?.[1] ?? "";
    expect(data).not.toContain("<");
    const parsed = JSON.parse(data) as { entities: string[][]; edges: number[] };
    expect(parsed.entities.find((entry) => entry[0] === "Q30")?.[1]).toBe('The "United" <States>');
    expect(parsed.edges).toHaveLength(12 * 3);
  });

  it("exports CSV files for neo4j-admin import and a Cypher script, with the commands", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), "factprobe-neo4j-"));
    await exportNeo4j(people, directory);
    const nodes = (await readFile(path.join(directory, "entities.csv"), "utf8")).split("\n");
    expect(nodes[0]).toBe("id:ID(Entity),label,aliases:string[],types:string[],description,:LABEL");
    expect(nodes).toContain('Q30,"The ""United"" <States>",USA,,,Entity');
    expect(nodes).toContain("Q1,Ada,,Q5,,Entity;Seed");
    const facts = (await readFile(path.join(directory, "facts.csv"), "utf8")).trim().split("\n");
    expect(facts[0]).toBe(":START_ID(Entity),:END_ID(Entity),relation,relationLabel,:TYPE");
    expect(facts).toContain("Q1,Q10,P19,place of birth,FACT");
    expect(facts).toHaveLength(13);
    const readme = await readFile(path.join(directory, "README.txt"), "utf8");
    expect(readme).toContain(
      'neo4j-admin database import full --nodes=Entity=entities.csv --relationships=facts.csv --array-delimiter=";" neo4j',
    );
    expect(await readFile(path.join(directory, "import.cypher"), "utf8")).toContain(
      "LOAD CSV WITH HEADERS FROM 'file:///facts.csv'",
    );
  });
});
