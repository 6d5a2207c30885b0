import { mkdtemp, readFile, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { captureContext } from "../cli/__fixtures__/capture-context.js";
import { runCli } from "../cli/run-cli.js";
import { createAnthropicModel } from "../models/anthropic-model.js";
import {
  startLoopbackHttpServer,
  type LoopbackHttpServer,
} from "../models/__fixtures__/loopback-http-server.js";
import { createOpenAICompatibleModel } from "../models/openai-compatible-model.js";
import { askQuestions } from "./ask-questions.js";
import type { CachedResponse, ResponseCache } from "./response-cache.js";
import { makeQuestion } from "./__fixtures__/make-question.js";
import { createScriptedModel } from "./__fixtures__/scripted-model.js";

// 128 characters, as in the report: a key that straddles the 200-character cut of an error body.
const KEY = `sk-${"0123456789abcdef".repeat(8)}`.slice(0, 128);
const OTHER_KEY = "sk-ant-other-provider-key-0987654321";
const leakingBody = `${"x".repeat(65)} Bearer ${KEY} and then some more text from the proxy`;
const servers: LoopbackHttpServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** True when any 12 consecutive characters of `secret` appear in `text`. */
function leaks(text: string, secret: string): boolean {
  for (let start = 0; start + 12 <= secret.length; start += 1) {
    if (text.includes(secret.slice(start, start + 12))) return true;
  }
  return false;
}

async function leakingServer(): Promise<LoopbackHttpServer> {
  const server = await startLoopbackHttpServer((_request, response) => {
    response.writeHead(500, { "content-type": "text/plain" });
    response.end(leakingBody);
  });
  servers.push(server);
  return server;
}

const messages = [{ role: "user" as const, content: "Capital of France?" }];

describe("secrets in stored texts", () => {
  it("an OpenAI-compatible error body cut to 200 characters keeps no part of a key that straddles the cut", async () => {
    const server = await leakingServer();
    const model = createOpenAICompatibleModel({ model: "m", baseURL: `${server.origin}/v1`, apiKey: KEY });
    const error = await model.generate({ messages, temperature: 0, maxTokens: 8 }).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain("xxxxx Bearer ***");
    expect(leaks((error as Error).message, KEY)).toBe(false);
  });

  it("Anthropic's adapter scrubs a key that straddles the cut too", async () => {
    const server = await leakingServer();
    const model = createAnthropicModel({ model: "m", baseURL: server.origin, apiKey: KEY });
    const error = await model.generate({ messages, temperature: 0, maxTokens: 8 }).catch((caught: unknown) => caught);
    expect((error as Error).message).toContain("xxxxx Bearer ***");
    expect(leaks((error as Error).message, KEY)).toBe(false);
  });

  it("every configured secret is scrubbed from responses, errors and cache entries, whichever model it is for", async () => {
    const stored: CachedResponse[] = [];
    const cache: ResponseCache = {
      get: () => Promise.resolve(undefined),
      set: (entry) => {
        stored.push(entry);
        return Promise.resolve();
      },
    };
    const model = createScriptedModel({
      reply: (text) => (text === "fail" ? new Error(`proxy said ${OTHER_KEY}`) : `echo ${KEY} and ${OTHER_KEY}`),
    });
    const records = await askQuestions({
      model,
      questions: [makeQuestion({ id: "ok", text: "ok" }), makeQuestion({ id: "bad", text: "fail" })],
      buildPrompt: (question) => ({ messages: [{ role: "user", content: question.text }], maxTokens: 8 }),
      cache,
      retries: 0,
      secrets: [KEY, OTHER_KEY],
    });
    expect(records[0]?.response).toBe("echo *** and ***");
    expect(records[1]?.error).toBe("proxy said ***");
    expect(stored.map((entry) => entry.text)).toEqual(["echo *** and ***"]);
  });

  it("`factprobe ask` keeps no part of a straddling key in answers.jsonl or on stderr", async () => {
    const server = await leakingServer();
    const folder = await mkdtemp(join(tmpdir(), "factprobe-scrub-"));
    const suite = join(folder, "suite.jsonl");
    await writeFile(suite, `${JSON.stringify(makeQuestion({ id: "q1" }))}\n`);
    const context = captureContext({
      env: { ...process.env, FACTPROBE_CACHE_DIR: join(folder, "cache"), OPENAI_API_KEY: KEY },
    });
    const config = join(folder, "config.json");
    await writeFile(config, JSON.stringify({ version: 1, retries: 0 }));
    await runCli(
      ["ask", suite, "--model", `openai-compatible:m@${server.origin}/v1`, "--out", join(folder, "run"), "--config", config],
      context,
    );
    const answers = await readFile(join(folder, "run", "answers.jsonl"), "utf8");
    expect(answers).toContain("Bearer ***");
    expect(leaks(answers, KEY)).toBe(false);
    expect(leaks(context.err(), KEY)).toBe(false);
    expect(leaks(context.out(), KEY)).toBe(false);
  });
});
