import { readFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import oxigraph from "oxigraph";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { SparqlError } from "../errors.js";
import { describeKnowledgeSourceContract } from "./__fixtures__/knowledge-source-contract.js";
import { startLoopbackServer } from "./__fixtures__/loopback-server.js";
import { createSparqlEndpointSource } from "./sparql-endpoint-source.js";

const SAMPLE = fileURLToPath(new URL("__fixtures__/sample-100.nt", import.meta.url));

const CANNED_RESULTS = {
  head: { vars: ["city", "label", "population"] },
  results: {
    bindings: [
      {
        city: { type: "uri", value: "http://www.wikidata.org/entity/Q90" },
        label: { type: "literal", value: "Paris", "xml:lang": "en" },
        population: {
          type: "typed-literal",
          value: "2148000",
          datatype: "http://www.w3.org/2001/XMLSchema#integer",
        },
      },
    ],
  },
};

function sendJson(
  response: import("node:http").ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  response
    .writeHead(status, { "Content-Type": "application/sparql-results+json", ...headers })
    .end(JSON.stringify(body));
}

// A real SPARQL server on loopback: an Oxigraph store holding sample-100.nt behind node:http.
describe("against a loopback SPARQL server", () => {
  let server: Awaited<ReturnType<typeof startLoopbackServer>>;
  beforeAll(async () => {
    const store = new oxigraph.Store();
    store.load(await readFile(SAMPLE), { format: "application/n-triples" });
    server = await startLoopbackServer((request, response) => {
      try {
        const results = store.query(request.body, { results_format: "application/sparql-results+json" });
        response.writeHead(200, { "Content-Type": "application/sparql-results+json" }).end(results as string);
      } catch (error) {
        response.writeHead(400, { "Content-Type": "text/plain" }).end(`Parse error: ${String(error)}`);
      }
    });
  });
  afterAll(async () => {
    await server.close();
  });

  describeKnowledgeSourceContract("SPARQL endpoint", () =>
    Promise.resolve(createSparqlEndpointSource({ url: server.url, retries: 0 })),
  );
});

describe("createSparqlEndpointSource", () => {
  it("POSTs the query with SPARQL headers and a descriptive User-Agent, and maps the JSON results", async () => {
    const server = await startLoopbackServer((_request, response) => {
      sendJson(response, 200, CANNED_RESULTS);
    });
    try {
      const source = createSparqlEndpointSource({ url: server.url });
      const rows = await source.select("SELECT * WHERE { ?city ?p ?o }");
      expect(rows).toEqual([
        {
          city: { type: "uri", value: "http://www.wikidata.org/entity/Q90" },
          label: { type: "literal", value: "Paris", lang: "en" },
          population: { type: "literal", value: "2148000" },
        },
      ]);
      expect(source.name).toBe(server.url);
      const [request] = server.requests;
      expect(request?.method).toBe("POST");
      expect(request?.body).toBe("SELECT * WHERE { ?city ?p ?o }");
      expect(request?.headers["content-type"]).toBe("application/sparql-query");
      expect(request?.headers["accept"]).toBe("application/sparql-results+json");
      expect(request?.headers["user-agent"]).toMatch(
        /^factprobe\/\d+\.\d+\.\d+ \(https:\/\/github\.com\/factprobe\/factprobe\)$/,
      );
    } finally {
      await server.close();
    }
  });

  it("waits as long as Retry-After says after a 429, then succeeds", async () => {
    let calls = 0;
    const server = await startLoopbackServer((_request, response) => {
      calls += 1;
      if (calls === 1) sendJson(response, 429, { error: "slow down" }, { "Retry-After": "1" });
      else sendJson(response, 200, CANNED_RESULTS);
    });
    try {
      const source = createSparqlEndpointSource({ url: server.url, retries: 2, retryDelayMs: 1 });
      const started = performance.now();
      const rows = await source.select("SELECT * WHERE { ?s ?p ?o }");
      expect(performance.now() - started).toBeGreaterThanOrEqual(950);
      expect(rows).toHaveLength(1);
      expect(calls).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("gives up on a server that answers 500 forever with a SparqlError naming the URL and the last error", async () => {
    const server = await startLoopbackServer((_request, response) => {
      response.writeHead(500, { "Content-Type": "text/plain" }).end("the triple store fell over");
    });
    try {
      const source = createSparqlEndpointSource({ url: server.url, retries: 2, retryDelayMs: 5 });
      const failure = source.select("SELECT * WHERE { ?s ?p ?o }");
      await expect(failure).rejects.toBeInstanceOf(SparqlError);
      await expect(failure).rejects.toMatchObject({ endpoint: server.url });
      await expect(failure).rejects.toThrow(
        `SPARQL query to ${server.url} failed after 3 attempts: HTTP 500 Internal Server Error: the triple store fell over`,
      );
      expect(server.requests).toHaveLength(3);
    } finally {
      await server.close();
    }
  });

  it("does not retry a 400, which will not get better", async () => {
    const server = await startLoopbackServer((_request, response) => {
      response.writeHead(400, { "Content-Type": "text/plain" }).end("bad query");
    });
    try {
      const source = createSparqlEndpointSource({ url: server.url, retries: 3, retryDelayMs: 1 });
      await expect(source.select("SELECT")).rejects.toThrow(/failed after 1 attempt: HTTP 400/);
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("rejects an answer that is not SPARQL JSON", async () => {
    const server = await startLoopbackServer((_request, response) => {
      sendJson(response, 200, { results: "nope" });
    });
    try {
      const source = createSparqlEndpointSource({ url: server.url, retries: 3 });
      await expect(source.select("SELECT * WHERE { ?s ?p ?o }")).rejects.toThrow(
        /not SPARQL SELECT results JSON/,
      );
      expect(server.requests).toHaveLength(1);
    } finally {
      await server.close();
    }
  });

  it("times out a slow attempt and retries it", async () => {
    let calls = 0;
    const server = await startLoopbackServer((_request, response) => {
      calls += 1;
      if (calls === 1) {
        setTimeout(() => {
          sendJson(response, 200, CANNED_RESULTS);
        }, 3_000);
      } else sendJson(response, 200, CANNED_RESULTS);
    });
    try {
      // Long enough for the second attempt to answer on a loaded machine (100 ms was not, once).
      const source = createSparqlEndpointSource({
        url: server.url,
        timeoutMs: 600,
        retries: 1,
        retryDelayMs: 1,
      });
      expect(await source.select("SELECT * WHERE { ?s ?p ?o }")).toHaveLength(1);
      expect(calls).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("retries network errors and then names them", async () => {
    const server = await startLoopbackServer(() => {
      // Never called: the server is closed before the request.
    });
    const url = server.url;
    await server.close();
    const source = createSparqlEndpointSource({ url, retries: 1, retryDelayMs: 1 });
    await expect(source.select("SELECT * WHERE { ?s ?p ?o }")).rejects.toThrow(
      new RegExp(`query to ${url.replaceAll(".", "\\.")} failed after 2 attempts: network error`),
    );
  });

  it("uses the injected fetch", async () => {
    const seen: string[] = [];
    const source = createSparqlEndpointSource({
      url: "http://example.invalid/sparql",
      fetch: (input) => {
        seen.push(input instanceof Request ? input.url : input.toString());
        return Promise.resolve(
          new Response(JSON.stringify(CANNED_RESULTS), {
            status: 200,
            headers: { "Content-Type": "application/sparql-results+json" },
          }),
        );
      },
    });
    expect(await source.select("SELECT * WHERE { ?s ?p ?o }")).toHaveLength(1);
    expect(seen).toEqual(["http://example.invalid/sparql"]);
  });
});
