// The replay server through the real openai-compatible adapter, on loopback.
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createModel } from "../src/models/model-registry.js";
import { createReplayModel } from "../src/models/replay-model.js";
import { askQuestions } from "../src/runs/ask-questions.js";
import { paperPrompt } from "../src/runs/paper-prompt.js";
import { makeQuestion } from "../src/runs/__fixtures__/make-question.js";
import { startReplayServer, type ReplayServer } from "./replay-server.mjs";

const fixture = fileURLToPath(new URL("../src/models/__fixtures__/replay-responses.jsonl", import.meta.url));
let server: ReplayServer | undefined;

beforeAll(async () => {
  server = await startReplayServer({ model: await createReplayModel({ path: fixture }), name: "strong" });
});

afterAll(async () => {
  await server?.close();
});

function ready(): ReplayServer {
  if (server === undefined) throw new Error("beforeAll did not finish");
  return server;
}

describe("startReplayServer", () => {
  it("answers the runner's prompts through openai-compatible:, and a missing one once, as an error", async () => {
    expect(ready().modelId).toMatch(/^openai-compatible:strong@http:\/\/127\.0\.0\.1:\d+\/v1$/);
    const model = await createModel(ready().modelId);
    const questions = [
      makeQuestion({ id: "capital", type: "wh", text: "What is the capital of France?", topic: "country" }),
      makeQuestion({ id: "other-topic", type: "wh", text: "What is the capital of France?", topic: "city" }),
      makeQuestion({ id: "yes", type: "yes-no", text: "Is Paris the capital of France?", answer: "Yes" }),
      makeQuestion({ id: "missing", type: "yes-no", text: "Is Paris the capital of Spain?", answer: "No" }),
    ];
    const before = ready().requests();
    const answers = await askQuestions({ model, questions, buildPrompt: paperPrompt, concurrency: 2 });
    expect(answers.map((answer) => answer.response ?? null)).toEqual(["Paris", "Paris, France", "Yes", null]);
    const missing = answers[3];
    expect(missing?.error).toContain("HTTP 422");
    expect(missing?.error).toContain('no recorded response for the prompt "Is Paris the capital of Spain?"');
    expect(missing?.attempts).toBe(1);
    expect(ready().requests() - before).toBe(4);
    expect(ready().failures()).toBeGreaterThanOrEqual(1);
  });

  it("lists its model and refuses other routes", async () => {
    const listed = (await (await fetch(`${ready().baseURL}/models`)).json()) as { data: { id: string }[] };
    expect(listed.data.map((entry) => entry.id)).toEqual(["strong"]);
    expect((await fetch(`${ready().baseURL}/completions`, { method: "POST", body: "{}" })).status).toBe(404);
    const bad = await fetch(`${ready().baseURL}/chat/completions`, { method: "POST", body: "{}" });
    expect(bad.status).toBe(400);
  });

  it("stops by itself after its request limit, and after being idle", async () => {
    const model = await createReplayModel({ path: fixture });
    const limited = await startReplayServer({ model, maxRequests: 1 });
    const response = await fetch(`${limited.baseURL}/models`);
    expect(response.status).toBe(200);
    await expect(limited.stopped).resolves.toBe("max-requests");
    await expect(fetch(`${limited.baseURL}/models`)).rejects.toThrow();

    const idle = await startReplayServer({ model, idleTimeoutMs: 50 });
    await expect(idle.stopped).resolves.toBe("idle");
  });
});
