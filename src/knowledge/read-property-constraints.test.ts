import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { captureContext } from "../cli/__fixtures__/capture-context.js";
import { runCli } from "../cli/run-cli.js";
import { compareCardinality } from "../questions/compare-cardinality.js";
import {
  cachedStoreFor,
  findOxigraphBinary,
  startOxigraphServer,
  type OxigraphServer,
} from "./__fixtures__/oxigraph-server.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { readPropertyConstraints } from "./read-property-constraints.js";
import { createSparqlEndpointSource } from "./sparql-endpoint-source.js";

const fixture = fileURLToPath(new URL("./__fixtures__/property-constraints.nt", import.meta.url));
const properties = ["P19", "P6", "P36", "P26", "P103", "P999999", "P1412"];

// A real Oxigraph SPARQL server (PyPI `oxigraph`) on 127.0.0.1 with constraint statements in
// Wikidata's statement model.
describe("property constraints read from a real SPARQL server", () => {
  let server: OxigraphServer;
  let source: KnowledgeSource;

  beforeAll(async () => {
    const binary = findOxigraphBinary();
    server = await startOxigraphServer(binary, await cachedStoreFor(binary, fixture));
    source = createSparqlEndpointSource({ url: server.url, retries: 0 });
  }, 120_000);
  afterAll(async () => {
    await server.stop();
  });

  it("reads each property's constraints, its cardinality constraint and separators, leaving deprecated ones out", async () => {
    const queries: string[] = [];
    const constraints = await readPropertyConstraints({
      source,
      properties,
      batchSize: 3,
      onQuery: (query) => queries.push(query),
    });
    expect(queries).toHaveLength(3);
    expect([...constraints.keys()]).toEqual(["P6", "P19", "P26", "P36", "P103", "P999999"]);
    expect(constraints.get("P19")).toEqual({
      property: "P19",
      label: "place of birth",
      constraints: ["Q19474404", "Q21503250"],
      single: "Q19474404",
      separators: [],
    });
    expect(constraints.get("P6")).toMatchObject({ single: "Q52060874", separators: ["P580", "P582"] });
    // Spouse's single-value constraint is deprecated: only its symmetric constraint counts.
    expect(constraints.get("P26")).toEqual({
      property: "P26",
      label: "spouse",
      constraints: ["Q21510862"],
      separators: [],
    });
  });

  it("compares them with the semantics table, one finding per property, in the order asked", async () => {
    const findings = compareCardinality(properties, await readPropertyConstraints({ source, properties }));
    expect(findings.map((finding) => [finding.property, finding.standing])).toEqual([
      ["P19", "agrees"],
      ["P6", "agrees"],
      ["P36", "table-single"],
      ["P26", "agrees"],
      ["P103", "table-multi"],
      ["P999999", "missing"],
      ["P1412", "no-constraints"],
    ]);
    expect(findings.find((finding) => finding.property === "P103")?.message).toBe(
      'P103 (native language): the table says multi-valued ("Bilingual people have two native languages, and Wikidata may list one."), but the source gives it the single-value constraint (Q19474404).',
    );
    expect(findings.find((finding) => finding.property === "P6")?.message).toContain(
      "the single-best-value constraint (Q52060874), with separators P580, P582",
    );
  });

  it("`kg constraints` prints the counts and what to review, or JSON", async () => {
    const context = captureContext({ env: process.env });
    const code = await runCli(
      ["kg", "constraints", "--source", server.url, "--relations", properties.join(",")],
      context,
    );
    expect(context.err()).toBe("");
    expect(code).toBe(0);
    const out = context.out();
    expect(out).toContain(
      "agree: 3; single-valued in the table, no such constraint in the source: 1; multi-valued in the table, a single-value constraint in the source: 1; not in the table: 1; no constraint in the source: 1",
    );
    expect(out).toContain("P36 (capital): the table says single-valued");
    expect(out).toContain("P999999 (made-up property) has no entry in the relation semantics table");
    expect(out).not.toContain("P19 (place of birth)");

    const json = captureContext({ env: process.env });
    expect(
      await runCli(["kg", "constraints", "--source", server.url, "--relations", "p19, P103", "--json"], json),
    ).toBe(0);
    const parsed = JSON.parse(json.out()) as { findings: { property: string; standing: string }[] };
    expect(parsed.findings.map((finding) => finding.standing)).toEqual(["agrees", "table-multi"]);
  });
});

describe("factprobe kg constraints, bad input", () => {
  it("says the embedded snapshot holds no constraints, and refuses triple files and bad ids", async () => {
    const embedded = captureContext({ env: process.env });
    expect(
      await runCli(["kg", "constraints", "--source", "embedded", "--relations", "P19,P20"], embedded),
    ).toBe(0);
    expect(embedded.out()).toContain("embedded holds no property constraints for them: nothing to compare");

    const file = captureContext({ env: process.env });
    expect(await runCli(["kg", "constraints", "--source", fixture], file)).toBe(2);
    expect(file.err()).toContain("is a triple file, and constraints are read with SPARQL queries");

    const ids = captureContext({ env: process.env });
    expect(await runCli(["kg", "constraints", "--source", "embedded", "--relations", "P19,birth"], ids)).toBe(
      2,
    );
    expect(ids.err()).toContain('"BIRTH" is not one');
  });
});
