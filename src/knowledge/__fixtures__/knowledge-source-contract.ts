import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SparqlError } from "../../errors.js";
import type { KnowledgeSource } from "../knowledge-source.js";
import { SPARQL_PREFIXES } from "../wikidata-vocabulary.js";

/**
 * The behaviour every `KnowledgeSource` must show, run against each implementation. `open` must
 * return a source holding `__fixtures__/sample-100.nt`.
 */
export function describeKnowledgeSourceContract(
  implementation: string,
  open: () => Promise<KnowledgeSource>,
): void {
  describe(`KnowledgeSource contract: ${implementation}`, () => {
    let source: KnowledgeSource;
    beforeAll(async () => {
      source = await open();
    });
    afterAll(async () => {
      await source.close?.();
    });

    it("returns IRIs as uri terms and language-tagged labels with their tag", async () => {
      const rows = await source.select(`${SPARQL_PREFIXES}
SELECT ?capital ?label WHERE { wd:Q30 wdt:P36 ?capital . ?capital rdfs:label ?label . }`);
      expect(rows).toEqual([
        {
          capital: { type: "uri", value: "http://www.wikidata.org/entity/Q61" },
          label: { type: "literal", value: "Washington, D.C.", lang: "en" },
        },
      ]);
    });

    it("leaves unbound variables out of the row and returns typed literals without a tag", async () => {
      const rows = await source.select(`${SPARQL_PREFIXES}
SELECT ?entity ?missing (COUNT(?object) AS ?count) WHERE {
  VALUES ?entity { wd:Q30 }
  ?entity wdt:P36 ?object .
  OPTIONAL { ?entity wdt:P999999 ?missing }
} GROUP BY ?entity ?missing`);
      expect(rows).toEqual([
        {
          entity: { type: "uri", value: "http://www.wikidata.org/entity/Q30" },
          count: { type: "literal", value: "1" },
        },
      ]);
    });

    it("returns no rows for a query that matches nothing", async () => {
      expect(
        await source.select(
          `${SPARQL_PREFIXES}\nSELECT ?x WHERE { ?x rdfs:label "no such label anywhere"@en }`,
        ),
      ).toEqual([]);
    });

    it("rejects a malformed query with a SparqlError naming the source", async () => {
      const failure = source.select("SELECT ?x WHERE { ?x ");
      await expect(failure).rejects.toBeInstanceOf(SparqlError);
      await expect(failure).rejects.toMatchObject({ endpoint: source.name });
    });

    it("rejects when the signal is already aborted", async () => {
      const controller = new AbortController();
      controller.abort(new Error("stop"));
      await expect(
        source.select("SELECT * WHERE { ?s ?p ?o } LIMIT 1", { signal: controller.signal }),
      ).rejects.toThrow("stop");
    });
  });
}
