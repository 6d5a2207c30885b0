import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { createLimitedHttpFetch } from "./limited-http-fetch.js";

const SECRET = "sk-test-0123456789";
const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

/** A loopback server; `handle` also gets the client's port, which tells connections apart. */
async function serve(
  handle: (request: IncomingMessage, response: ServerResponse, body: string) => void,
): Promise<string> {
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      handle(request, response, Buffer.concat(chunks).toString("utf8"));
    });
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const limited = (maxBytes = 1024) =>
  createLimitedHttpFetch({ maxBytes, scrub: (text) => text.replaceAll(SECRET, "***") });

describe("createLimitedHttpFetch", () => {
  it("sends method, headers and body, and keeps the scrubbed body of a success for bodyOf (no body left to read)", async () => {
    const seen: { method?: string; type?: string; length?: string; body?: string } = {};
    const origin = await serve((request, response, body) => {
      Object.assign(seen, {
        method: request.method,
        type: request.headers["content-type"],
        length: request.headers["content-length"],
        body,
      });
      response.writeHead(200, { "content-type": "application/json", "x-request-id": "r1" });
      response.end(`{"echo":"${SECRET}","é":1}`);
    });
    const fetch = limited();
    const response = await fetch.fetch(`${origin}/v1/chat`, {
      method: "POST",
      headers: new Headers({ "content-type": "application/json" }),
      body: '{"q":"é"}',
    });
    expect(seen).toEqual({ method: "POST", type: "application/json", length: "10", body: '{"q":"é"}' });
    expect(response.status).toBe(200);
    expect(response.ok).toBe(true);
    expect(response.headers.get("x-request-id")).toBe("r1");
    expect(response.body).toBeNull();
    expect(fetch.bodyOf(response.headers)).toEqual({ text: '{"echo":"***","é":1}', truncated: false });
  });

  it("gives an error response the scrubbed text, for the SDK to quote, and keeps it for bodyOf", async () => {
    const origin = await serve((_request, response) => {
      response.writeHead(429, { "retry-after": "7" });
      response.end(`{"error":{"message":"slow down ${SECRET}"}}`);
    });
    const fetch = limited();
    const response = await fetch.fetch(origin, { method: "POST", body: "{}" });
    expect(response.status).toBe(429);
    expect(response.headers.get("retry-after")).toBe("7");
    expect(await response.text()).toBe('{"error":{"message":"slow down ***"}}');
    expect(fetch.bodyOf(response.headers)?.text).toBe('{"error":{"message":"slow down ***"}}');
  });

  it("reads a body to the limit only, marks it truncated, and still answers the next call", async () => {
    const origin = await serve((request, response) => {
      response.writeHead(200);
      response.end(request.url === "/big" ? `{"content":"${"x".repeat(200_000)}"}` : "{}");
    });
    const fetch = limited(100);
    const response = await fetch.fetch(`${origin}/big`, { method: "POST", body: "{}" });
    expect(fetch.bodyOf(response.headers)).toEqual({
      text: `{"content":"${"x".repeat(88)}`,
      truncated: true,
    });
    const next = await fetch.fetch(`${origin}/small`, { method: "POST", body: "{}" });
    expect(fetch.bodyOf(next.headers)).toEqual({ text: "{}", truncated: false });
  });

  it("decodes a gzip body, as fetch does", async () => {
    const origin = await serve((request, response) => {
      expect(request.headers["accept-encoding"]).toContain("gzip");
      response.writeHead(200, { "content-encoding": "gzip" });
      response.end(gzipSync('{"content":"Paris"}'));
    });
    const fetch = limited();
    const response = await fetch.fetch(origin, { method: "POST", body: "{}" });
    expect(fetch.bodyOf(response.headers)?.text).toBe('{"content":"Paris"}');
  });

  it("keeps the connection open for the next call", async () => {
    const ports: number[] = [];
    const origin = await serve((request, response) => {
      ports.push(request.socket.remotePort ?? 0);
      response.end("{}");
    });
    const fetch = limited();
    for (let call = 0; call < 3; call += 1) await fetch.fetch(origin, { method: "POST", body: "{}" });
    expect(new Set(ports).size).toBe(1);
  });

  it("rejects with the signal's reason when aborted before the answer, and the server sees the connection close", async () => {
    let closed: Promise<void> | undefined;
    const origin = await serve((request) => {
      closed = new Promise((resolve) =>
        request.socket.once("close", () => {
          resolve();
        }),
      );
    });
    const controller = new AbortController();
    const pending = limited().fetch(origin, { method: "POST", body: "{}", signal: controller.signal });
    await new Promise((resolve) => setTimeout(resolve, 50));
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: "AbortError" });
    await closed;
    const already = new AbortController();
    already.abort(new Error("stopped by the run"));
    await expect(limited().fetch(origin, { method: "POST", signal: already.signal })).rejects.toThrow(
      "stopped by the run",
    );
  });

  it("rejects with Node's network error for a refused connection and for a body cut off mid-way", async () => {
    const refused = await serve(() => undefined);
    const port = new URL(refused).port;
    const server = servers.pop();
    server?.closeAllConnections();
    await new Promise((resolve) => server?.close(resolve));
    await expect(limited().fetch(`http://127.0.0.1:${port}`, { method: "POST", body: "{}" })).rejects.toThrow(
      "ECONNREFUSED",
    );
    const cut = await serve((_request, response) => {
      response.writeHead(200, { "content-length": "1000" });
      response.write('{"content":"Par');
      setTimeout(() => response.socket?.destroy(), 20);
    });
    await expect(limited().fetch(cut, { method: "POST", body: "{}" })).rejects.toThrow();
  });

  it("follows a redirect as fetch does, and refuses credentials in the URL", async () => {
    const origin = await serve((request, response) => {
      if (request.url === "/old") {
        response.writeHead(307, { location: "/new" });
        response.end();
      } else response.end(`{"at":"${request.url ?? ""}"}`);
    });
    const fetch = limited();
    const response = await fetch.fetch(`${origin}/old`, { method: "POST", body: "{}" });
    expect(response.status).toBe(200);
    expect(fetch.bodyOf(response.headers)?.text).toBe('{"at":"/new"}');
    await expect(fetch.fetch(origin.replace("//", "//user:pass@"), { method: "POST" })).rejects.toThrow(
      "credentials",
    );
  });
});
