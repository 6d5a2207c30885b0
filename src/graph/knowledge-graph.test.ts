import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testFactSet } from "../questions/__fixtures__/test-graph.js";
import { factSetSchema, type FactSet } from "../knowledge/fact-set.js";
import { relationEnd, relationStart } from "./adjacency.js";
import { KnowledgeGraph } from "./knowledge-graph.js";

const factSet = testFactSet;

const sample = factSetSchema.parse(
  JSON.parse(
    readFileSync(new URL("../questions/__fixtures__/sample-100.fact-set.json", import.meta.url), "utf8"),
  ),
);

const small = factSet({
  seeds: ["Q30", "Q142", "Q30"],
  entities: [
    { id: "Q30", label: "United States of America", aliases: ["USA"], types: ["Q6256"] },
    { id: "Q142", label: "France", types: ["Q6256"] },
    { id: "Q61", label: "Washington, D.C." },
    { id: "Q1345", label: "Philadelphia" },
    { id: "Q90", label: "Paris" },
  ],
  relations: [
    { id: "P36", label: "capital" },
    { id: "P530", label: "diplomatic relation" },
  ],
  facts: [
    { subject: "Q30", relation: "P36", object: "Q61" },
    { subject: "Q142", relation: "P530", object: "Q30" },
    { subject: "Q30", relation: "P530", object: "Q142" },
    { subject: "Q30", relation: "P36", object: "Q1345" },
    { subject: "Q142", relation: "P36", object: "Q90" },
    { subject: "Q30", relation: "P36", object: "Q61" },
  ],
});

describe("KnowledgeGraph", () => {
  const graph = KnowledgeGraph.fromFactSet(small);

  it("merges duplicate facts and deduplicates seeds", () => {
    expect(graph.factCount).toBe(5);
    expect(graph.entityCount).toBe(5);
    expect(graph.seeds).toEqual(["Q30", "Q142"]);
  });

  it("finds outgoing edges, grouped by relation, optionally for one relation", () => {
    expect(graph.outgoing("Q30")).toEqual([
      { subject: "Q30", relation: "P36", object: "Q61" },
      { subject: "Q30", relation: "P36", object: "Q1345" },
      { subject: "Q30", relation: "P530", object: "Q142" },
    ]);
    expect(graph.outgoing("Q30", "P530")).toEqual([{ subject: "Q30", relation: "P530", object: "Q142" }]);
    expect(graph.objectsOf("Q30", "P36")).toEqual(["Q61", "Q1345"]);
  });

  it("finds incoming edges", () => {
    expect(graph.incoming("Q30")).toEqual([{ subject: "Q142", relation: "P530", object: "Q30" }]);
    expect(graph.incoming("Q90", "P36")).toEqual([{ subject: "Q142", relation: "P36", object: "Q90" }]);
    expect(graph.incoming("Q90", "P530")).toEqual([]);
    expect(graph.inDegree("Q142")).toBe(1);
  });

  it("counts out-degrees per relation, which decide WH answer uniqueness", () => {
    expect(graph.outDegree("Q30", "P36")).toBe(2);
    expect(graph.outDegree("Q142", "P36")).toBe(1);
    expect(graph.outDegree("Q30")).toBe(3);
    expect(graph.outDegree("Q61", "P36")).toBe(0);
  });

  it("answers hasFact for present, absent and unknown facts", () => {
    expect(graph.hasFact("Q30", "P36", "Q1345")).toBe(true);
    expect(graph.hasFact("Q30", "P36", "Q90")).toBe(false);
    expect(graph.hasFact("Q30", "P999", "Q61")).toBe(false);
    expect(graph.hasFact("Q999", "P36", "Q61")).toBe(false);
  });

  it("lists the edges and distinct objects of a relation", () => {
    expect(graph.edgesOfRelation("P36")).toHaveLength(3);
    expect(graph.objectsOfRelation("P36")).toEqual(["Q61", "Q1345", "Q90"]);
    expect(graph.edgesOfRelation("P999")).toEqual([]);
  });

  it("gives the same edges by number, in the same order, as by id", () => {
    const number = (id: string): number => graph.entityNumber(id);
    const id = (entity: number): string => graph.entityIdAt(entity);
    expect(graph.entityNumber("Q404")).toBe(-1);
    expect(graph.relationNumber("P404")).toBe(-1);
    expect(graph.entityAt(number("Q30"))).toBe(graph.entity("Q30"));
    for (const checked of [graph, KnowledgeGraph.fromFactSet(sample)]) {
      const relationIds = checked.relationIds();
      const listed = (direction: "out" | "in", entity: number): string[] => {
        const adjacency = checked.adjacency(direction);
        const edges: string[] = [];
        const last = adjacency.offsets[entity + 1] as number;
        for (let position = adjacency.offsets[entity] as number; position < last; position += 1) {
          const relation = relationIds[adjacency.relations[position] as number] ?? "";
          edges.push(`${relation} ${checked.entityIdAt(adjacency.ends[position] as number)}`);
        }
        return edges;
      };
      for (const entity of checked.entityIds()) {
        const entityNumber = checked.entityNumber(entity);
        expect(checked.entityIdAt(entityNumber)).toBe(entity);
        expect(listed("out", entityNumber)).toEqual(
          checked.outgoing(entity).map((fact) => `${fact.relation} ${fact.object}`),
        );
        expect(listed("in", entityNumber)).toEqual(
          checked.incoming(entity).map((fact) => `${fact.relation} ${fact.subject}`),
        );
      }
    }
    const out = graph.adjacency("out");
    const capital = graph.relationNumber("P36");
    const start = relationStart(out, number("Q30"), capital);
    const end = relationEnd(out, number("Q30"), capital);
    expect([...out.ends.subarray(start, end)].map(id)).toEqual(graph.objectsOf("Q30", "P36"));
    const { subjects, objects } = graph.edgeNumbersOfRelation("P36");
    expect([...subjects].map((subject, index) => `${id(subject)} ${id(objects[index] as number)}`)).toEqual(
      graph.edgesOfRelation("P36").map((fact) => `${fact.subject} ${fact.object}`),
    );
    expect(graph.edgeNumbersOfRelation("P404").subjects).toHaveLength(0);
  });

  it("ranks relations by frequency", () => {
    expect(graph.relationsByFrequency().map(({ relation, count }) => [relation.id, count])).toEqual([
      ["P36", 3],
      ["P530", 2],
    ]);
  });

  it("looks up entities and relations, and answers unknown ids with undefined or empty lists", () => {
    expect(graph.entity("Q30")?.aliases).toEqual(["USA"]);
    expect(graph.relation("P36")?.label).toBe("capital");
    expect(graph.entity("Q404")).toBeUndefined();
    expect(graph.outgoing("Q404")).toEqual([]);
    expect(graph.objectsOf("Q404", "P36")).toEqual([]);
  });

  it("gives undescribed fact ends and seeds an empty label instead of failing", () => {
    const partial = KnowledgeGraph.fromFactSet(
      factSet({ seeds: ["Q1", "Q7"], facts: [{ subject: "Q1", relation: "P1", object: "Q2" }] }),
    );
    expect(partial.entity("Q2")).toEqual({ id: "Q2", label: "", aliases: [], types: [] });
    expect(partial.entity("Q7")?.label).toBe("");
    expect(partial.relation("P1")?.label).toBe("");
    expect(partial.entityCount).toBe(3);
  });

  it("builds an empty graph", () => {
    const empty = KnowledgeGraph.fromFactSet(factSet({}));
    expect([empty.entityCount, empty.factCount, empty.seeds.length]).toEqual([0, 0, 0]);
    expect(empty.relationsByFrequency()).toEqual([]);
  });

  it("holds the sample-100 fixture around France, the USA and the Obamas", () => {
    const sampleGraph = KnowledgeGraph.fromFactSet(sample);
    expect(sampleGraph.entityCount).toBe(114);
    expect(sampleGraph.factCount).toBe(147);
    expect(sampleGraph.objectsOf("Q30", "P36")).toEqual(["Q61"]);
    expect(sampleGraph.objectsOf("Q76", "P69").sort()).toEqual(["Q49088", "Q49122"]);
    expect(
      sampleGraph
        .incoming("Q76")
        .map((fact) => fact.subject)
        .sort(),
    ).toEqual(["Q13133", "Q4382677"]);
    expect(sampleGraph.relationsByFrequency()[0]).toMatchObject({ relation: { id: "P17" }, count: 16 });
    expect(sampleGraph.entity("Q30")?.types).toContain("Q3624078");
  });

  it("builds a graph of 570k facts (its speed is measured in bench/kg-load.bench.mjs)", () => {
    const entityCount = 337_000;
    const relationCount = 121;
    let state = 12345;
    const next = (limit: number): number => {
      state = (Math.imul(state, 1103515245) + 12345) >>> 0;
      return state % limit;
    };
    const facts = Array.from({ length: 570_000 }, () => ({
      subject: `Q${next(entityCount)}`,
      relation: `P${next(relationCount)}`,
      object: `Q${next(entityCount)}`,
    }));
    const large: FactSet = { ...small, seeds: [], entities: [], relations: [], facts };
    const largeGraph = KnowledgeGraph.fromFactSet(large);
    expect(largeGraph.factCount).toBeGreaterThan(569_000);
    const someFact = facts[123_456];
    expect(someFact && largeGraph.hasFact(someFact.subject, someFact.relation, someFact.object)).toBe(true);
  });
});
