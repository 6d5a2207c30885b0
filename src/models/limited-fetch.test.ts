import { afterEach, describe, expect, it } from "vitest";
import { startLoopbackHttpServer, type LoopbackHttpServer } from "./__fixtures__/loopback-http-server.js";
import { createLimitedFetch } from "./limited-fetch.js";

const SECRET = "sk-test-0123456789";
const servers: LoopbackHttpServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A server that answers every request with `status` and `body`. */
async function answering(status: number, body: string): Promise<LoopbackHttpServer> {
  const server = await startLoopbackHttpServer((_request, response) => {
    response.writeHead(status, { "content-type": "application/json" });
    response.end(body);
  });
  servers.push(server);
  return server;
}

const limited = (maxBytes = 1024) =>
  createLimitedFetch(globalThis.fetch, { maxBytes, scrub: (text) => text.replaceAll(SECRET, "***") });

describe("createLimitedFetch", () => {
  it("hands a successful response back as it came, its body read once and kept, scrubbed, for bodyOf", async () => {
    const server = await answering(200, `{"echo":"${SECRET}"}`);
    const fetch = limited();
    const response = await fetch.fetch(server.origin, { method: "POST", body: "{}" });
    expect(response.status).toBe(200);
    // No second response is made: the body was read by the wrapper, not left for the SDK.
    expect(response.bodyUsed).toBe(true);
    expect(fetch.bodyOf(response.headers)).toEqual({ text: '{"echo":"***"}', truncated: false });
  });

  it("gives an error response the scrubbed text read, for the SDK to quote, and keeps it for bodyOf", async () => {
    const server = await answering(400, `{"error":{"message":"bad key ${SECRET}"}}`);
    const fetch = limited();
    const response = await fetch.fetch(server.origin, { method: "POST", body: "{}" });
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('{"error":{"message":"bad key ***"}}');
    expect(fetch.bodyOf(response.headers)?.text).toBe('{"error":{"message":"bad key ***"}}');
  });

  it("reads a successful body to the limit only and marks it truncated", async () => {
    const server = await answering(200, `{"content":"${"x".repeat(10_000)}"}`);
    const fetch = limited(100);
    const response = await fetch.fetch(server.origin, { method: "POST", body: "{}" });
    const body = fetch.bodyOf(response.headers);
    expect(body?.truncated).toBe(true);
    expect(body?.text.length).toBe(100);
  });

  it("keeps nothing for the headers of a response it did not fetch", () => {
    expect(limited().bodyOf(new Headers())).toBeUndefined();
    expect(limited().bodyOf(undefined)).toBeUndefined();
  });
});
