import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startBatchServer, type BatchServer, type BatchServerOptions } from "../../../bench/batch-server.mjs";
import type { BatchStatus } from "../../models/batch/batch-client.js";
import { createBatchClient } from "../../models/batch/create-batch-client.js";
import { createModel, type ModelSettings } from "../../models/model-registry.js";
import { startLoopbackHttpServer, type LoopbackHttpServer } from "../../models/__fixtures__/loopback-http-server.js";
import { makeQuestion } from "../__fixtures__/make-question.js";
import { ANSWERS_FILE, askIntoRun } from "../ask-into-run.js";
import type { AnswerRecord } from "../answer-record.js";
import { createFileResponseCache } from "../file-response-cache.js";
import { BATCHES_FILE, readBatchLog } from "./batch-log.js";

const API_KEY = "sk-test-batch-0123456789";
const questions = Array.from({ length: 6 }, (_, index) => makeQuestion({ id: `q${index}`, text: `Q${index}?` }));
const buildPrompt = (question: { text: string }) => ({
  messages: [
    { role: "system" as const, content: "Answer briefly." },
    { role: "user" as const, content: question.text },
  ],
  maxTokens: 8,
});

const servers: (BatchServer | LoopbackHttpServer)[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function setUp(provider: "openai" | "anthropic", options: BatchServerOptions = {}) {
  const server = await startBatchServer({ apiKey: API_KEY, ...options });
  servers.push(server);
  const settings: ModelSettings =
    provider === "openai"
      ? { apiKey: API_KEY, openaiBaseURL: server.openaiBaseURL }
      : { anthropicApiKey: API_KEY, anthropicBaseURL: server.anthropicBaseURL };
  const model = await createModel(provider === "openai" ? "openai:gpt-4o-mini" : "anthropic:claude-3-5-haiku-latest", settings);
  const runDirectory = await mkdtemp(join(tmpdir(), "factprobe-batch-"));
  const states: BatchStatus[] = [];
  const batch = {
    clientFor: () => createBatchClient(model.id, settings),
    pollIntervalMs: 1,
    onState: (_modelId: string, status: BatchStatus) => states.push(status),
  };
  return { server, model, runDirectory, batch, states };
}

const readAnswers = async (runDirectory: string): Promise<AnswerRecord[]> =>
  (await readFile(join(runDirectory, ANSWERS_FILE), "utf8"))
    .split("\n")
    .filter((line) => line !== "")
    .map((line) => JSON.parse(line) as AnswerRecord);

describe.each(["openai", "anthropic"] as const)("batch mode through %s", (provider) => {
  it("keeps a reasoning model's <think> block apart from the answer, as a direct call does", async () => {
    const { model, runDirectory, batch } = await setUp(provider, {
      reply: (question) => `<think>Recall ${question}</think>A:${question}`,
    });
    const result = await askIntoRun({ runDirectory, model, questions, buildPrompt, batch });
    expect(result.answers.map((answer) => answer.response)).toEqual(questions.map((question) => `A:${question.text}`));
    expect(result.answers[0]?.reasoning).toBe(`Recall ${questions[0]?.text ?? ""}`);
  });

  it("sends each request with the body a direct call sends, shaped by the model's request settings", async () => {
    const batchServer = await startBatchServer({ apiKey: API_KEY });
    const directServer = await startLoopbackHttpServer((_request, response) => {
      response.writeHead(200, { "content-type": "application/json" });
      response.end(
        JSON.stringify(
          provider === "openai"
            ? { choices: [{ message: { content: "A" }, finish_reason: "stop" }] }
            : { type: "message", content: [{ type: "text", text: "A" }], stop_reason: "end_turn" },
        ),
      );
    });
    servers.push(batchServer, directServer);
    // A reasoning model each: OpenAI's o3-mini by its family's defaults, Claude with a thinking budget.
    const id = provider === "openai" ? "openai:o3-mini" : "anthropic:claude-sonnet-4-20250514";
    const requestSettings =
      provider === "openai"
        ? { [id]: { reasoningEffort: "high", extraBody: { seed: 7 } } }
        : { [id]: { reasoningTokens: 2048, extraBody: { top_k: 5 } } };
    const settingsFor = (origin: string): ModelSettings =>
      provider === "openai"
        ? { apiKey: API_KEY, openaiBaseURL: `${origin}/v1`, requestSettings }
        : { anthropicApiKey: API_KEY, anthropicBaseURL: origin, requestSettings };
    const asked = questions.slice(0, 3);
    const batched = await askIntoRun({
      runDirectory: await mkdtemp(join(tmpdir(), "factprobe-batch-")),
      model: await createModel(id, settingsFor(batchServer.origin)),
      questions: asked,
      buildPrompt,
      batch: { clientFor: () => createBatchClient(id, settingsFor(batchServer.origin)), pollIntervalMs: 1 },
    });
    expect(batched.answers.every((answer) => answer.error === undefined)).toBe(true);
    await askIntoRun({
      runDirectory: await mkdtemp(join(tmpdir(), "factprobe-direct-")),
      model: await createModel(id, settingsFor(directServer.origin)),
      questions: asked,
      buildPrompt,
    });
    const lastTurn = (body: unknown) => JSON.stringify((body as { messages: unknown[] }).messages.at(-1));
    const byQuestion = (bodies: unknown[]) => [...bodies].sort((left, right) => lastTurn(left).localeCompare(lastTurn(right)));
    const batchBodies = byQuestion(batchServer.requestBodies(batchServer.batches()[0]?.id ?? ""));
    const directBodies = byQuestion(directServer.requests.map((request) => JSON.parse(request.body) as unknown));
    expect(batchBodies).toHaveLength(3);
    expect(batchBodies).toEqual(directBodies);
    const [first] = batchBodies;
    expect(first).not.toHaveProperty("temperature");
    if (provider === "openai") {
      expect(first).toMatchObject({ max_completion_tokens: 8 + 4096, reasoning_effort: "high", seed: 7 });
      expect(first).not.toHaveProperty("max_tokens");
    } else {
      expect(first).toMatchObject({ max_tokens: 8 + 2048, thinking: { type: "enabled", budget_tokens: 2048 }, top_k: 5 });
    }
  });

  it("answers every question through one batch, records the batch, and a rerun sends nothing", async () => {
    const { server, model, runDirectory, batch, states } = await setUp(provider, { pollsToComplete: 2 });
    const result = await askIntoRun({ runDirectory, model, questions, buildPrompt, batch });
    expect(result.asked).toBe(6);
    expect(result.answers.map((answer) => answer.response)).toEqual(questions.map((question) => `A:${question.text}`));
    const batchId = server.batches()[0]?.id;
    expect(server.counts.batchesCreated).toBe(1);
    expect(result.answers.every((answer) => answer.batchId === batchId && answer.error === undefined)).toBe(true);
    // The states a user sees while it runs, then the end.
    expect(states.map((status) => status.state)).toEqual([
      provider === "openai" ? "validating" : "in_progress",
      "in_progress",
      "completed",
    ]);
    expect(states.at(-1)?.counts).toEqual({ total: 6, succeeded: 6, failed: 0 });
    const log = await readBatchLog(join(runDirectory, BATCHES_FILE));
    expect(log.open).toEqual([]);
    expect(log.lines.map((line) => line.event)).toEqual(["submitted", "collected"]);
    const again = await askIntoRun({ runDirectory, model, questions, buildPrompt, batch });
    expect(again).toMatchObject({ asked: 0, resumed: 6 });
    expect(server.counts.batchesCreated).toBe(1);
  });

  it("bills answers at half the standard price", async () => {
    const { model, runDirectory, batch } = await setUp(provider);
    const prices = { [model.id]: { input: 1, output: 3 } };
    const result = await askIntoRun({ runDirectory, model, questions: questions.slice(0, 1), buildPrompt, batch, prices });
    const answer = result.answers[0];
    const tokens = { input: answer?.inputTokens ?? 0, output: answer?.outputTokens ?? 0 };
    expect(tokens.input).toBeGreaterThan(0);
    expect(answer?.costUsd).toBeCloseTo((tokens.input * 0.5 + tokens.output * 1.5) / 1e6, 12);
  });

  it("keeps the answers of a batch where some requests failed, and records each failure on its question", async () => {
    const { model, runDirectory, batch } = await setUp(provider, {
      fail: (question) => (question === "Q2?" || question === "Q4?" ? { status: 400, message: "max_tokens is too large" } : undefined),
    });
    const result = await askIntoRun({ runDirectory, model, questions, buildPrompt, batch });
    const byId = new Map(result.answers.map((answer) => [answer.questionId, answer]));
    expect(byId.get("q2")?.error).toMatch(/^batch \S+: .*max_tokens is too large/);
    expect(byId.get("q4")?.error).toMatch(/max_tokens is too large/);
    expect(result.answers.filter((answer) => answer.response !== undefined)).toHaveLength(4);
    expect(result.models[0]?.failed).toBe(2);
  });

  it("records the requests an expired batch never ran as errors and keeps those it ran", async () => {
    const { model, runDirectory, batch, states } = await setUp(provider, { expireAfterRequests: 2 });
    const result = await askIntoRun({ runDirectory, model, questions, buildPrompt, batch });
    expect(states.at(-1)?.state).toBe("expired");
    expect(result.answers.slice(0, 2).map((answer) => answer.response)).toEqual(["A:Q0?", "A:Q1?"]);
    for (const answer of result.answers.slice(2)) expect(answer.error).toMatch(/expired/);
    // --retry-errors sends the expired ones again, in a new batch.
    const retried = await askIntoRun({ runDirectory, model, questions, buildPrompt, batch, retryErrors: true });
    expect(retried.asked).toBe(4);
  });

  it("answers cached prompts from the cache and sends only the rest", async () => {
    const { server, model, runDirectory, batch } = await setUp(provider);
    const cache = createFileResponseCache({ directory: await mkdtemp(join(tmpdir(), "factprobe-batch-cache-")) });
    await askIntoRun({ runDirectory, model, questions: questions.slice(0, 4), buildPrompt, batch, cache });
    const fresh = await mkdtemp(join(tmpdir(), "factprobe-batch-"));
    const result = await askIntoRun({ runDirectory: fresh, model, questions, buildPrompt, batch, cache });
    expect(result.models[0]?.cached).toBe(4);
    expect(server.batches().map((created) => created.requests)).toEqual([4, 2]);
    expect(result.answers.map((answer) => answer.response)).toEqual(questions.map((question) => `A:${question.text}`));
  });

  it("resumes polling the recorded batch after a stop, and submits nothing again", async () => {
    const { server, model, runDirectory, batch } = await setUp(provider);
    server.hold();
    const controller = new AbortController();
    const first = await askIntoRun({
      runDirectory,
      model,
      questions,
      buildPrompt,
      signal: controller.signal,
      batch: {
        ...batch,
        onState: () => {
          controller.abort();
        },
      },
    });
    expect(first.answers).toEqual([]);
    const log = await readBatchLog(join(runDirectory, BATCHES_FILE));
    expect(log.open.map((open) => open.requests.map((request) => request.questionId))).toEqual([
      questions.map((question) => question.id),
    ]);
    server.release();
    const second = await askIntoRun({ runDirectory, model, questions, buildPrompt, batch });
    expect(server.counts.batchesCreated).toBe(1);
    expect(second.answers.map((answer) => answer.response)).toEqual(questions.map((question) => `A:${question.text}`));
    expect(await readAnswers(runDirectory)).toHaveLength(6);
  });

  it("leaves the requests a cancelled batch did not run unanswered, for a later run to ask", async () => {
    const { server, model, runDirectory, batch } = await setUp(provider, { pollsToComplete: 4 });
    const settings = batch.clientFor();
    let cancelled = false;
    const result = await askIntoRun({
      runDirectory,
      model,
      questions,
      buildPrompt,
      batch: {
        ...batch,
        onState: (_modelId, status) => {
          // Half-way through, someone cancels it.
          if (!cancelled && status.counts.succeeded >= 3) {
            cancelled = true;
            void settings.cancel(status.batchId);
          }
        },
      },
    });
    expect(cancelled).toBe(true);
    expect(result.answers.length).toBeGreaterThan(0);
    expect(result.answers.length).toBeLessThan(6);
    expect(result.answers.every((answer) => answer.error === undefined)).toBe(true);
    const rest = await askIntoRun({ runDirectory, model, questions, buildPrompt, batch });
    expect(rest.asked).toBe(6 - result.answers.length);
    expect(server.counts.batchesCreated).toBe(2);
  });

  it("stops submitting at the budget, counting batch prices", async () => {
    const { server, model, runDirectory, batch } = await setUp(provider);
    // A request's worst case at batch prices is about 20 tokens at $500 per million: $0.01 each.
    const prices = { [model.id]: { input: 1000, output: 1000 } };
    const result = await askIntoRun({ runDirectory, model, questions, buildPrompt, batch, prices, maxCostUsd: 0.05 });
    expect(server.batches()[0]?.requests).toBe(result.answers.length);
    expect(result.answers.length).toBeGreaterThan(0);
    expect(result.answers.length).toBeLessThan(6);
    expect(result.stoppedByBudget).toBe(true);
  });

  it("gives every request an error when the batch can no longer be retrieved", async () => {
    const { model, runDirectory, batch } = await setUp(provider);
    const client = batch.clientFor();
    const result = await askIntoRun({
      runDirectory,
      model,
      questions: questions.slice(0, 2),
      buildPrompt,
      batch: { ...batch, clientFor: () => ({ ...client, retrieve: (batchId) => client.retrieve(`${batchId}-gone`) }) },
    });
    expect(result.answers.map((answer) => answer.error)).toEqual([
      expect.stringMatching(/could not be retrieved: .*HTTP 404/),
      expect.stringMatching(/could not be retrieved: .*HTTP 404/),
    ]);
    expect((await readBatchLog(join(runDirectory, BATCHES_FILE))).open).toEqual([]);
  });

  it("records a refused submission (a wrong key) as an error on each question, without the key", async () => {
    const { model, runDirectory, server } = await setUp(provider);
    const settings: ModelSettings =
      provider === "openai"
        ? { apiKey: "sk-wrong-key-000000", openaiBaseURL: server.openaiBaseURL }
        : { anthropicApiKey: "sk-wrong-key-000000", anthropicBaseURL: server.anthropicBaseURL };
    const result = await askIntoRun({
      runDirectory,
      model,
      questions: questions.slice(0, 2),
      buildPrompt,
      secrets: ["sk-wrong-key-000000"],
      batch: { clientFor: () => createBatchClient(model.id, settings), pollIntervalMs: 1 },
    });
    expect(result.answers.map((answer) => answer.error)).toEqual([
      expect.stringMatching(/could not be submitted: .*HTTP 401.*Check the API key/),
      expect.stringMatching(/could not be submitted/),
    ]);
    expect(JSON.stringify(result.answers)).not.toContain("sk-wrong-key");
  });
});

it("records every request of a batch OpenAI refused as a whole (failed validation) as an error with the reason", async () => {
  const { model, runDirectory, batch, states } = await setUp("openai", { refuseBatches: "The model gpt-x does not exist" });
  const result = await askIntoRun({ runDirectory, model, questions: questions.slice(0, 3), buildPrompt, batch });
  expect(states.at(-1)?.state).toBe("failed");
  const reason: unknown = expect.stringMatching(/failed as a whole: input line 1: The model gpt-x does not exist/);
  expect(result.answers.map((answer) => answer.error)).toEqual([reason, reason, reason]);
  expect((await readBatchLog(join(runDirectory, BATCHES_FILE))).open).toEqual([]);
});
