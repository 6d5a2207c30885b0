import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import oxigraph from "oxigraph";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startLoopbackServer } from "./__fixtures__/loopback-server.js";
import { openNTriplesFileSource } from "./embedded-source.js";
import { factSetSchema, type FactSet } from "./fact-set.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { readTripleFileFactSet } from "./read-triple-file-fact-set.js";
import { retrieveTopic } from "./retrieve-topic.js";
import { createSparqlEndpointSource } from "./sparql-endpoint-source.js";
import { openTripleFileSource } from "./triple-file-source.js";

const SAMPLE = fileURLToPath(new URL("__fixtures__/sample-100.nt", import.meta.url));

// The same file behind each kind of source: a SPARQL endpoint (a real one on loopback), the
// in-process store, and the file read as a stream.
describe("retrieval names the entities' classes", () => {
  let server: Awaited<ReturnType<typeof startLoopbackServer>>;
  let labels: Map<string, string>;
  beforeAll(async () => {
    const store = new oxigraph.Store();
    store.load(await readFile(SAMPLE), { format: "application/n-triples" });
    server = await startLoopbackServer((request, response) => {
      const results = store.query(request.body, { results_format: "application/sparql-results+json" });
      response.writeHead(200, { "Content-Type": "application/sparql-results+json" }).end(results as string);
    });
    // Every English label of the file, by id, read independently of the sources.
    labels = new Map();
    for (const line of (await readFile(SAMPLE, "utf8")).split("\n")) {
      const match =
        /^<http:\/\/www\.wikidata\.org\/entity\/(Q\d+)> <http:\/\/www\.w3\.org\/2000\/01\/rdf-schema#label> "(.*)"@en \.$/u.exec(
          line,
        );
      if (match !== null) labels.set(match[1] as string, match[2] as string);
    }
  });
  afterAll(async () => {
    await server.close();
  });

  const sources: [string, () => Promise<KnowledgeSource>][] = [
    ["a SPARQL endpoint", () => Promise.resolve(createSparqlEndpointSource({ url: server.url, retries: 0 }))],
    ["the in-process store", () => openNTriplesFileSource(SAMPLE)],
    ["a triple file read as a stream", () => Promise.resolve(openTripleFileSource(SAMPLE))],
  ];
  for (const [name, open] of sources)
    it(`from ${name}: every labelled class of the kept entities, with its English label`, async () => {
      const source = await open();
      let factSet: FactSet;
      try {
        ({ factSet } = await retrieveTopic({ source, topic: "P31=Q5", limit: 5 }));
      } finally {
        await source.close?.();
      }
      expect(factSetSchema.parse(factSet)).toEqual(factSet);
      const types = [...new Set(factSet.entities.flatMap((entity) => entity.types))].filter((type) =>
        labels.has(type),
      );
      expect(types.length).toBeGreaterThan(1);
      expect(
        new Map((factSet.classes ?? []).map((entityClass) => [entityClass.id, entityClass.label])),
      ).toEqual(new Map(types.map((type) => [type, labels.get(type)])));
      expect(factSet.classes).toContainEqual({ id: "Q5", label: "human" });
    });

  it("from a whole file read into a fact set", async () => {
    const whole = await readTripleFileFactSet(SAMPLE);
    expect(whole.classes).toContainEqual({ id: "Q515", label: "city" });
    const ids = (whole.classes ?? []).map((entityClass) => entityClass.id);
    expect(ids).toEqual([...ids].sort((left, right) => Number(left.slice(1)) - Number(right.slice(1))));
  });

  it("and a fact set written without them still loads, with none", () => {
    const old = {
      version: 1,
      provenance: {
        source: "embedded",
        topic: "t",
        constraints: [],
        queries: [],
        retrievedAt: "2025-01-01T00:00:00Z",
        limit: 1,
      },
      seeds: ["Q1"],
      entities: [{ id: "Q1", label: "One", aliases: [], types: ["Q5"] }],
      relations: [],
      facts: [],
    };
    expect(factSetSchema.parse(old).classes).toBeUndefined();
  });
});
