import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputFileError, SparqlError } from "../errors.js";
import { describeKnowledgeSourceContract } from "./__fixtures__/knowledge-source-contract.js";
import { embeddedSlicePath, openEmbeddedSource, openNTriplesFileSource } from "./embedded-source.js";
import type { KnowledgeSource } from "./knowledge-source.js";
import { retrieveTopic } from "./retrieve-topic.js";
import { openTripleFileSource } from "./triple-file-source.js";
import { SPARQL_PREFIXES } from "./wikidata-vocabulary.js";

const SAMPLE = fileURLToPath(new URL("__fixtures__/sample-100.nt", import.meta.url));
const MALFORMED = fileURLToPath(new URL("__fixtures__/malformed-line-3.nt", import.meta.url));

describeKnowledgeSourceContract("N-Triples file", () => openNTriplesFileSource(SAMPLE));

describe("openNTriplesFileSource", () => {
  let folder: string;
  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), "factprobe-embedded-"));
  });
  afterAll(async () => {
    await rm(folder, { recursive: true, force: true });
  });

  it("is named after the path and reads gzip by its magic bytes, whatever the file is called", async () => {
    const disguised = path.join(folder, "sample.nt");
    await writeFile(disguised, gzipSync(await readFile(SAMPLE)));
    const source = await openNTriplesFileSource(disguised);
    expect(source.name).toBe(disguised);
    const rows = await source.select(
      `${SPARQL_PREFIXES}\nSELECT ?capital WHERE { wd:Q142 wdt:P36 ?capital }`,
    );
    expect(rows.map((row) => row["capital"]?.value)).toEqual(["http://www.wikidata.org/entity/Q90"]);
    await source.close?.();
  });

  it("reports a malformed line as InputFileError with the file and line", async () => {
    const failure = openNTriplesFileSource(MALFORMED);
    await expect(failure).rejects.toBeInstanceOf(InputFileError);
    await expect(failure).rejects.toMatchObject({ file: MALFORMED, line: 3 });
    await expect(failure).rejects.toThrow(/malformed-line-3\.nt:3: not valid N-Triples/);
  });

  it("reports a missing file as InputFileError", async () => {
    const missing = path.join(folder, "nope.nt");
    await expect(openNTriplesFileSource(missing)).rejects.toMatchObject({
      name: "InputFileError",
      file: missing,
      line: undefined,
    });
  });

  it("refuses queries other than SELECT, and queries after close", async () => {
    const source = await openNTriplesFileSource(SAMPLE);
    await expect(source.select("ASK { ?s ?p ?o }")).rejects.toThrow(/not a SELECT query/);
    await source.close?.();
    await expect(source.select("SELECT * WHERE { ?s ?p ?o }")).rejects.toBeInstanceOf(SparqlError);
  });
});

describe("openEmbeddedSource", () => {
  let source: KnowledgeSource;
  beforeAll(async () => {
    source = await openEmbeddedSource();
  });
  afterAll(async () => {
    await source.close?.();
  });

  it("finds the shipped slice from the package root", () => {
    expect(embeddedSlicePath()).toBe(
      fileURLToPath(new URL("../../data/wikidata-slice.nt.gz", import.meta.url)),
    );
  });

  it("loads the shipped slice, named embedded, with labels and property metadata", async () => {
    expect(source.name).toBe("embedded");
    const rows = await source.select(`${SPARQL_PREFIXES}
SELECT (COUNT(*) AS ?triples) (COUNT(DISTINCT ?property) AS ?properties) WHERE {
  { ?s ?p ?o } UNION { ?property wikibase:directClaim ?direct }
}`);
    expect(Number(rows[0]?.["triples"]?.value)).toBeGreaterThan(100_000);
    expect(Number(rows[0]?.["properties"]?.value)).toBe(121);
    const capital = await source.select(
      `${SPARQL_PREFIXES}\nSELECT ?label WHERE { wd:Q30 wdt:P36 ?capital . ?capital rdfs:label ?label }`,
    );
    expect(capital.map((row) => row["label"]?.value)).toContain("Washington, D.C.");
  });

  it("streams a topic from the slice as from a triple file, named embedded, with no SPARQL query", async () => {
    const slice = await openEmbeddedSource();
    try {
      const { topic, factSet } = await retrieveTopic({ source: slice, topic: "country", limit: 20 });
      expect(topic.constraints[0]?.value).toBe("Q6256");
      expect(factSet.provenance.source).toBe("embedded");
      expect(factSet.provenance.queries).toEqual([]);
      const streamed = await retrieveTopic({
        source: openTripleFileSource(embeddedSlicePath()),
        topic: "country",
        limit: 20,
      });
      expect(factSet.facts).toEqual(streamed.factSet.facts);
      expect(factSet.entities).toEqual(streamed.factSet.entities);
      // An unknown property is named with the closest one, and with the source's name.
      await expect(retrieveTopic({ source: slice, topic: "ocupation: emperor" })).rejects.toThrow(
        /no known property "ocupation" in embedded\. Did you mean "occupation" \(P106\)\?/,
      );
    } finally {
      await slice.close?.();
    }
    await expect(slice.select("SELECT * WHERE { ?s ?p ?o } LIMIT 1")).rejects.toBeInstanceOf(SparqlError);
  });
});

// The store runs in a worker thread (the compiled store-worker.js, built before the tests).
describe("the store in a worker thread", () => {
  it("answers from the worker, and rebuilds a failed query's error as a SparqlError", async () => {
    const source = await openNTriplesFileSource(SAMPLE);
    try {
      const error = await source.select("SELECT ?s WHERE { ?s ?p }").catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SparqlError);
      expect((error as SparqlError).code).toBe("sparql");
      expect((error as Error).stack).toContain("store-worker.js");
    } finally {
      await source.close?.();
    }
  });

  it("answers an aborted query at once with the signal's reason, and goes on answering", async () => {
    const source = await openNTriplesFileSource(SAMPLE);
    try {
      const controller = new AbortController();
      const query = source.select(`${SPARQL_PREFIXES}\nSELECT ?s ?p ?o WHERE { ?s ?p ?o }`, {
        signal: controller.signal,
      });
      controller.abort(new Error("stopped"));
      await expect(query).rejects.toThrow("stopped");
      const rows = await source.select(
        `${SPARQL_PREFIXES}\nSELECT ?capital WHERE { wd:Q142 wdt:P36 ?capital }`,
      );
      expect(rows).toHaveLength(1);
    } finally {
      await source.close?.();
    }
  });

  it("does not keep the process alive when left open, and does while a query waits", async () => {
    const script = `
      const { openNTriplesFileSource } = await import(${JSON.stringify(
        new URL("../../dist/knowledge/embedded-source.js", import.meta.url).href,
      )});
      const source = await openNTriplesFileSource(${JSON.stringify(SAMPLE)});
      const rows = await source.select("SELECT ?s WHERE { ?s ?p ?o } LIMIT 3");
      console.log("rows", rows.length);
    `;
    const { execFile } = await import("node:child_process");
    const folder = await mkdtemp(path.join(tmpdir(), "factprobe-store-worker-"));
    const file = path.join(folder, "left-open.mjs");
    await writeFile(file, script);
    const output = await new Promise<string>((resolve, reject) => {
      execFile(process.execPath, [file], { timeout: 20_000 }, (error, stdout) => {
        if (error === null) resolve(stdout);
        else reject(new Error(`the script failed: ${error.message}`));
      });
    }).finally(() => rm(folder, { recursive: true, force: true }));
    expect(output.trim()).toBe("rows 3");
  });
});
