import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, expect, it } from "vitest";
import { startBatchServer, type BatchServer, type BatchServerOptions } from "../../bench/batch-server.mjs";
import { createBatchClient } from "../models/batch/create-batch-client.js";
import { createModel } from "../models/model-registry.js";
import { createFileResponseCache } from "../runs/file-response-cache.js";
import { createBatchLlmJudgeMatcher } from "./batch-llm-judge-matcher.js";
import type { MatchInput } from "./matcher.js";

const API_KEY = "sk-judge-batch-0123456789";
const servers: BatchServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

/** A judge that reads its own prompt: correct when the response names the reference answer. */
const judge = (prompt: string): string => {
  const reference = /Reference answer: ([^\n(]+)/.exec(prompt)?.[1]?.trim() ?? "?";
  const response = /Response: (.*)/.exec(prompt)?.[1] ?? "";
  return JSON.stringify({
    verdict: response.includes(reference) ? "correct" : "incorrect",
    reason: "read it",
  });
};

const inputs: MatchInput[] = [
  { answer: "Paris", response: "Paris", gold: "Paris", aliases: [], question: "Capital of France?" },
  { answer: "Lyon", response: "Lyon", gold: "Paris", aliases: [], question: "Capital of France?" },
  { answer: "Rome", response: "It is Rome", gold: "Rome", aliases: [], question: "Capital of Italy?" },
  { answer: "Bern", response: "Bern", gold: "Bern", aliases: [], question: "Capital of Switzerland?" },
];

async function setUp(options: BatchServerOptions = {}) {
  const server = await startBatchServer({ apiKey: API_KEY, reply: judge, ...options });
  servers.push(server);
  const settings = { apiKey: API_KEY, openaiBaseURL: server.openaiBaseURL };
  const model = await createModel("openai:gpt-4o-mini", settings);
  const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-judge-batch-"));
  const cache = createFileResponseCache({
    directory: await mkdtemp(join(tmpdir(), "factprobe-judge-cache-")),
  });
  const matcher = createBatchLlmJudgeMatcher({
    model,
    client: createBatchClient(model.id, settings),
    runDirectory,
    cache,
    pollIntervalMs: 1,
  });
  return { server, matcher, model, runDirectory, cache, settings };
}

it("judges every answer in one batch, and a rescore reads the verdicts from the cache", async () => {
  const { server, matcher } = await setUp({ pollsToComplete: 1 });
  const results = await matcher.match(inputs);
  expect(results.map((result) => result.pass)).toEqual([true, false, true, true]);
  expect(results[0]?.reason).toBe("judge says correct: read it");
  expect(server.counts.batchesCreated).toBe(1);
  expect(server.batches()[0]?.requests).toBe(4);
  await matcher.match(inputs);
  expect(server.counts.batchesCreated).toBe(1);
});

it("gives a failed request in the batch a grader error and keeps the other verdicts", async () => {
  const { matcher } = await setUp({
    fail: (prompt) => (prompt.includes("Lyon") ? { status: 500, message: "judge overloaded" } : undefined),
  });
  const results = await matcher.match(inputs);
  expect(results[1]?.graderError).toMatch(
    /judge openai:gpt-4o-mini failed: batch \S+: HTTP 500: judge overloaded/,
  );
  expect(results.filter((result) => result.graderError === undefined).map((result) => result.pass)).toEqual([
    true,
    true,
    true,
  ]);
});

it("resumes the recorded batch after a stop instead of submitting again", async () => {
  const { server, model, runDirectory, cache, settings } = await setUp();
  server.hold();
  const controller = new AbortController();
  const stopping = createBatchLlmJudgeMatcher({
    model,
    client: createBatchClient(model.id, settings),
    runDirectory,
    cache,
    pollIntervalMs: 1,
    onState: () => {
      controller.abort();
    },
  });
  await expect(stopping.match(inputs, { signal: controller.signal })).rejects.toThrow(/score command again/);
  server.release();
  const resumed = createBatchLlmJudgeMatcher({
    model,
    client: createBatchClient(model.id, settings),
    runDirectory,
    cache,
    pollIntervalMs: 1,
  });
  expect((await resumed.match(inputs)).map((result) => result.pass)).toEqual([true, false, true, true]);
  expect(server.counts.batchesCreated).toBe(1);
});
