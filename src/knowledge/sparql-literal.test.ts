import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openNTriplesFileSource } from "./embedded-source.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import {
  directClaimTerm,
  entityTerm,
  isEntityId,
  isPropertyId,
  propertyEntityTerm,
  sparqlStringLiteral,
} from "./sparql-literal.js";
import { SPARQL_PREFIXES } from "./wikidata-vocabulary.js";

const SAMPLE = fileURLToPath(new URL("__fixtures__/sample-100.nt", import.meta.url));

const HOSTILE =
  "Bob \"the\" {builder}\\ 'quoted'\nsecond line\r\ttab } ; DROP ALL ; SELECT * WHERE { ?s ?p ?o } #";

describe("sparqlStringLiteral", () => {
  it("escapes quotes, backslashes and line breaks", () => {
    expect(sparqlStringLiteral('a"b\\c\nd')).toBe('"a\\"b\\\\c\\nd"');
    expect(sparqlStringLiteral("Paris", { language: "en" })).toBe('"Paris"@en');
  });

  it("rejects a language tag that is not one", () => {
    expect(() => sparqlStringLiteral("x", { language: "en} ; DROP" })).toThrow(/not a language tag/);
  });

  describe("against a real SPARQL parser", () => {
    let source: KnowledgeSource;
    beforeAll(async () => {
      source = await openNTriplesFileSource(SAMPLE);
    });
    afterAll(async () => {
      await source.close?.();
    });

    it("round-trips hostile text exactly, as one literal", async () => {
      const rows = await source.select(
        `SELECT ?text WHERE { BIND(${sparqlStringLiteral(HOSTILE)} AS ?text) }`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.["text"]?.value).toBe(HOSTILE);
    });

    it("matches labels with it and injects nothing", async () => {
      const hostile = await source.select(
        `${SPARQL_PREFIXES}\nSELECT ?entity WHERE { ?entity rdfs:label ${sparqlStringLiteral(HOSTILE, { language: "en" })} }`,
      );
      expect(hostile).toEqual([]);
      const paris = await source.select(
        `${SPARQL_PREFIXES}\nSELECT ?entity WHERE { ?entity rdfs:label ${sparqlStringLiteral("Paris", { language: "en" })} }`,
      );
      expect(paris.map((row) => row["entity"]?.value)).toContain("http://www.wikidata.org/entity/Q90");
    });
  });
});

describe("id validation", () => {
  it("accepts Wikidata ids only", () => {
    expect(isEntityId("Q90")).toBe(true);
    expect(isPropertyId("P36")).toBe(true);
    for (const bad of ["Q", "q90", "Q090", "Q90 ", "Q90}", "P36", "Q1 } ; DROP ALL"])
      expect(isEntityId(bad)).toBe(false);
    expect(isPropertyId("Q36")).toBe(false);
  });

  it("builds prefixed names and refuses anything else", () => {
    expect(entityTerm("Q90")).toBe("wd:Q90");
    expect(directClaimTerm("P36")).toBe("wdt:P36");
    expect(propertyEntityTerm("P36")).toBe("wd:P36");
    expect(() => entityTerm("Q1 } ; DROP ALL ; {")).toThrow(/not a Wikidata item id/);
    expect(() => directClaimTerm("P36>")).toThrow(/not a Wikidata property id/);
  });
});
