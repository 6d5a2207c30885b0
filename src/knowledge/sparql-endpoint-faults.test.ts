import { describe, expect, it } from "vitest";
import { SparqlError } from "../errors.js";
import { startLoopbackServer } from "./__fixtures__/loopback-server.js";
import { createSparqlEndpointSource } from "./sparql-endpoint-source.js";

const QUERY = "SELECT * WHERE { ?s ?p ?o }";
const VALID = JSON.stringify({
  head: { vars: ["s"] },
  results: { bindings: [{ s: { type: "uri", value: "http://x/1" } }] },
});

describe("SPARQL endpoint faults on loopback", () => {
  it("retries a body cut off mid-transfer (connection dropped), then succeeds", async () => {
    let calls = 0;
    const server = await startLoopbackServer((_request, response) => {
      calls += 1;
      if (calls === 1) {
        response.writeHead(200, {
          "Content-Type": "application/sparql-results+json",
          "Content-Length": String(VALID.length),
        });
        response.write(VALID.slice(0, 20));
        setTimeout(() => response.socket?.destroy(), 20);
      } else response.writeHead(200, { "Content-Type": "application/sparql-results+json" }).end(VALID);
    });
    try {
      const source = createSparqlEndpointSource({ url: server.url, retries: 2, retryDelayMs: 1 });
      expect(await source.select(QUERY)).toEqual([{ s: { type: "uri", value: "http://x/1" } }]);
      expect(calls).toBe(2);
    } finally {
      await server.close();
    }
  });

  it("rejects a complete answer holding truncated JSON, naming the URL", async () => {
    const server = await startLoopbackServer((_request, response) => {
      response.writeHead(200, { "Content-Type": "application/sparql-results+json" }).end(VALID.slice(0, 30));
    });
    try {
      const source = createSparqlEndpointSource({ url: server.url, retries: 0 });
      const error = await source.select(QUERY).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(SparqlError);
      expect((error as Error).message).toContain(
        `SPARQL query to ${server.url} failed after 1 attempt: the answer is not JSON`,
      );
    } finally {
      await server.close();
    }
  });

  it("gives up on a hung connection after the retries, with the URL and the last error", async () => {
    const server = await startLoopbackServer(() => {
      // Never answers.
    });
    try {
      const source = createSparqlEndpointSource({
        url: server.url,
        retries: 1,
        retryDelayMs: 1,
        timeoutMs: 400,
      });
      await expect(source.select(QUERY)).rejects.toThrow(
        new RegExp(
          `query to ${server.url.replaceAll(".", "\\.")} failed after 2 attempts: no answer within 400 ms`,
        ),
      );
    } finally {
      await server.close();
    }
  });

  it("honours Retry-After on a 429 rather than its own shorter backoff", async () => {
    const seen: number[] = [];
    const server = await startLoopbackServer((_request, response) => {
      seen.push(Date.now());
      if (seen.length === 1) response.writeHead(429, { "Retry-After": "1" }).end("slow down");
      else response.writeHead(200, { "Content-Type": "application/sparql-results+json" }).end(VALID);
    });
    try {
      const source = createSparqlEndpointSource({ url: server.url, retries: 1, retryDelayMs: 1 });
      await source.select(QUERY);
      expect((seen[1] ?? 0) - (seen[0] ?? 0)).toBeGreaterThanOrEqual(950);
    } finally {
      await server.close();
    }
  });
});
