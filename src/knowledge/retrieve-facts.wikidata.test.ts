import { readFile } from "node:fs/promises";
import { describe, expect, it } from "vitest";
import { startLoopbackServer } from "./__fixtures__/loopback-server.js";
import { WIKIDATA_ENDPOINT_URL } from "./open-knowledge-source.js";
import { retrieveFacts } from "./retrieve-facts.js";
import { createSparqlEndpointSource } from "./sparql-endpoint-source.js";

async function recorded(name: string): Promise<string> {
  return readFile(new URL(`__fixtures__/wikidata/${name}.json`, import.meta.url), "utf8");
}

// The Wikidata code path (source named after the public endpoint) against answers recorded in the
// public endpoint's format, served from loopback through an injected fetch.
describe("retrieveFacts on the public Wikidata endpoint (recorded answers)", () => {
  it("ranks seeds by sitelinks, expands objects except hubs, and sends standard SPARQL only", async () => {
    const server = await startLoopbackServer(async (request, response) => {
      const query = request.body;
      const name = query.includes("wikibase:sitelinks")
        ? "seeds-by-sitelinks"
        : query.includes("AS ?statements") && query.includes("VALUES ?subject")
          ? "object-statement-counts"
          : query.includes("VALUES ?subject") && query.includes("wd:Q1413")
            ? "seed-statements"
            : query.includes("VALUES ?subject")
              ? "object-statements"
              : "names";
      response
        .writeHead(200, { "Content-Type": "application/sparql-results+json" })
        .end(await recorded(name));
    });
    try {
      const source = createSparqlEndpointSource({
        url: WIKIDATA_ENDPOINT_URL,
        retries: 0,
        fetch: (_input, init) => fetch(server.url, init),
      });
      const factSet = await retrieveFacts({ source, topic: "P106=Q39018", limit: 3 });
      expect(factSet.seeds).toEqual(["Q1413", "Q1048", "Q517"]);
      expect(factSet.provenance.source).toBe("https://query.wikidata.org/sparql");
      // Roman emperor (Q842606) has 5,000 statements: a hub, not expanded (and not even asked for).
      const objectQueries = server.requests.filter(
        (request) => request.body.includes("VALUES ?subject") && request.body.includes("wd:Q842606"),
      );
      expect(objectQueries.map((request) => request.body.includes("AS ?statements"))).toEqual([true]);
      expect(factSet.facts).toContainEqual({ subject: "Q1405", relation: "P26", object: "Q229245" });
      expect(factSet.facts).toContainEqual({ subject: "Q1413", relation: "P39", object: "Q842606" });
      expect(factSet.entities.find((entity) => entity.id === "Q517")).toEqual({
        id: "Q517",
        label: "Napoleon",
        aliases: ["Napoleon Bonaparte", "Napoleon I"],
        types: ["Q5"],
        description: "French military leader, Emperor of the French (1769–1821)",
      });
      expect(factSet.relations.find((relation) => relation.id === "P26")?.label).toBe("spouse");
      for (const request of server.requests) {
        expect(request.headers["user-agent"]).toMatch(/^factprobe\/\d+\.\d+\.\d+ \(https:\/\//);
        expect(request.body).not.toContain("SERVICE");
        expect(request.body).toContain("PREFIX wikibase: <http://wikiba.se/ontology#>");
      }
    } finally {
      await server.close();
    }
  });
});
