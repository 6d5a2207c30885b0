import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { SparqlError, UsageError } from "../errors.js";
import { openKnowledgeSource, WIKIDATA_ENDPOINT_URL } from "./open-knowledge-source.js";
import { retrieveTopic } from "./retrieve-topic.js";

const SAMPLE = fileURLToPath(new URL("__fixtures__/sample-100.nt", import.meta.url));

describe("openKnowledgeSource", () => {
  it('opens the shipped slice for "embedded"', async () => {
    const source = await openKnowledgeSource("embedded");
    expect(source.name).toBe("embedded");
    expect(
      await source.select(
        "SELECT ?o WHERE { <http://www.wikidata.org/entity/Q142> <http://www.wikidata.org/prop/direct/P36> ?o }",
      ),
    ).toHaveLength(1);
    await source.close?.();
  });

  it("opens an endpoint for a URL, and the public one for wikidata, without calling it", async () => {
    const seen: string[] = [];
    const fetch = (input: string | URL | Request): Promise<Response> => {
      seen.push(input instanceof Request ? input.url : input.toString());
      return Promise.resolve(
        new Response(JSON.stringify({ head: { vars: [] }, results: { bindings: [] } }), { status: 200 }),
      );
    };
    const local = await openKnowledgeSource("http://127.0.0.1:7878/query", { fetch });
    expect(local.name).toBe("http://127.0.0.1:7878/query");
    expect((await openKnowledgeSource("wikidata", { fetch })).name).toBe(WIKIDATA_ENDPOINT_URL);
    expect(seen).toEqual([]);
    await local.select("SELECT * WHERE { ?s ?p ?o } LIMIT 1");
    expect(seen).toEqual(["http://127.0.0.1:7878/query"]);
  });

  it("opens anything else as a triple file read as a stream, with no SPARQL store", async () => {
    const source = await openKnowledgeSource(SAMPLE);
    expect(source.name).toBe(SAMPLE);
    await expect(source.select("SELECT * WHERE { ?s ?p ?o } LIMIT 1")).rejects.toBeInstanceOf(SparqlError);
    const { topic, factSet } = await retrieveTopic({ source, topic: "P31=Q5", limit: 3 });
    expect(topic.constraints).toMatchObject([{ property: "P31", value: "Q5" }]);
    expect(factSet.seeds).toHaveLength(3);
    await source.close?.();
  });

  it("opens a .ttl file as Turtle", async () => {
    const turtle = fileURLToPath(new URL("__fixtures__/triples/people.ttl", import.meta.url));
    const source = await openKnowledgeSource(turtle);
    const { factSet } = await retrieveTopic({ source, topic: "instance of: human" });
    expect(
      factSet.entities.find((entity) => entity.id === "http://example.org/kb/Ada_Lovelace"),
    ).toMatchObject({
      label: "Ada Lovelace",
      aliases: ["Augusta Ada King"],
    });
    await source.close?.();
  });

  it("says which forms are accepted when the spec is none of them", async () => {
    const failure = openKnowledgeSource("./no-such-file.nt");
    await expect(failure).rejects.toBeInstanceOf(UsageError);
    await expect(failure).rejects.toThrow(
      /Knowledge source "\.\/no-such-file\.nt" is not "embedded", "wikidata", a URL, or an existing file\.\nUse "embedded" .* an http\(s\):\/\/ SPARQL endpoint URL, or the path of a triple file/,
    );
  });
});
