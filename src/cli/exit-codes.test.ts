import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  startLoopbackHttpServer,
  type LoopbackHttpServer,
} from "../models/__fixtures__/loopback-http-server.js";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import { captureContext } from "./__fixtures__/capture-context.js";
import { exitCodes } from "./exit-codes.js";
import { runCli } from "./run-cli.js";

const servers: LoopbackHttpServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A chat-completions server that answers each request by `answer(index)`: a status and an error message, or text. */
async function serve(
  answer: (index: number) => { status: number; message: string },
): Promise<LoopbackHttpServer> {
  const server = await startLoopbackHttpServer((_request, response, index) => {
    const { status, message } = answer(index);
    const body =
      status === 200
        ? { choices: [{ message: { content: message }, finish_reason: "stop" }] }
        : { error: { message, type: "invalid_request_error" } };
    response.writeHead(status, { "content-type": "application/json" });
    response.end(JSON.stringify(body));
  });
  servers.push(server);
  return server;
}

async function ask(server: LoopbackHttpServer, count: number, ...extra: string[]) {
  const folder = await mkdtemp(join(tmpdir(), "factprobe-exit-"));
  const suite = join(folder, "suite.jsonl");
  const questions = Array.from({ length: count }, (_, index) => makeQuestion({ id: `q${index}` }));
  await writeFile(suite, questions.map((question) => `${JSON.stringify(question)}\n`).join(""));
  const config = join(folder, "config.json");
  await writeFile(config, JSON.stringify({ version: 1, retries: 0 }));
  const context = captureContext({ env: { ...process.env, FACTPROBE_CACHE_DIR: join(folder, "cache") } });
  const code = await runCli(
    [
      "ask",
      suite,
      "--model",
      `openai-compatible:m@${server.origin}/v1`,
      "--out",
      join(folder, "run"),
      "--config",
      config,
      ...extra,
    ],
    context,
  );
  return { code, err: context.err() };
}

describe("exit codes of ask", () => {
  it("0 when every call was answered", async () => {
    const server = await serve(() => ({ status: 200, message: "Paris" }));
    expect((await ask(server, 5)).code).toBe(exitCodes.success);
  });

  it("3 when some calls failed after their retries", async () => {
    const server = await serve((index) =>
      index === 2 ? { status: 500, message: "boom" } : { status: 200, message: "Paris" },
    );
    const { code, err } = await ask(server, 5, "--concurrency", "1");
    expect(code).toBe(3);
    expect(err).toContain("boom");
  });

  it("4, after 3 calls instead of 20, when the first calls all fail with the same 401", async () => {
    const server = await serve(() => ({ status: 401, message: "Incorrect API key provided" }));
    const { code, err } = await ask(server, 20, "--concurrency", "1");
    expect(code).toBe(4);
    expect(server.requests).toHaveLength(3);
    expect(err).toContain("its first 3 calls all failed with the same error");
    expect(err).toContain("HTTP 401: Incorrect API key provided");
  });

  it("stops early at concurrency 4 too, with at most the calls already in flight", async () => {
    const server = await serve(() => ({ status: 404, message: "The model `m` does not exist" }));
    const { code } = await ask(server, 40, "--concurrency", "4");
    expect(code).toBe(4);
    expect(server.requests.length).toBeLessThanOrEqual(6);
  });

  it("does not stop early when a call succeeded first, or the errors differ", async () => {
    const server = await serve((index) =>
      index === 0 ? { status: 200, message: "Paris" } : { status: 400, message: "Unsupported parameter" },
    );
    const { code } = await ask(server, 8, "--concurrency", "1");
    expect(code).toBe(3);
    expect(server.requests).toHaveLength(8);
  });
});
