import { mkdtemp, readFile, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { captureContext } from "../cli/__fixtures__/capture-context.js";
import { runCli } from "../cli/run-cli.js";
import { renderRunReport } from "../reports/render-run-report.js";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { createAnthropicModel } from "./anthropic-model.js";
import { startLoopbackHttpServer, type LoopbackHttpServer } from "./__fixtures__/loopback-http-server.js";
import { createOpenAICompatibleModel } from "./openai-compatible-model.js";
import { partialJsonString } from "./read-limited-body.js";

const FIVE_MB = 5 * 1024 * 1024;
const servers: LoopbackHttpServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.close();
});

/** A server whose every answer is a 5 MB text ("Paris " repeated), as OpenAI and Anthropic shape it. */
async function hugeAnswers(shape: "openai" | "anthropic"): Promise<LoopbackHttpServer> {
  const text = "Paris ".repeat(FIVE_MB / 6);
  const body =
    shape === "openai"
      ? JSON.stringify({ choices: [{ message: { content: text }, finish_reason: "stop" }] })
      : JSON.stringify({ type: "message", content: [{ type: "text", text }], stop_reason: "end_turn" });
  const server = await startLoopbackHttpServer((_request, response) => {
    response.writeHead(200, { "content-type": "application/json" });
    response.end(body);
  });
  servers.push(server);
  return server;
}

const request = {
  messages: [{ role: "user" as const, content: "Capital of France?" }],
  temperature: 0,
  maxTokens: 8,
};

describe("response size limit", () => {
  it("an OpenAI-compatible answer of 5 MB is read to 64 KB by default, marked truncated, finish reason length", async () => {
    const server = await hugeAnswers("openai");
    const result = await createOpenAICompatibleModel({ model: "m", baseURL: `${server.origin}/v1` }).generate(
      request,
    );
    expect(result.truncated).toBe(true);
    expect(result.finishReason).toBe("length");
    expect(result.text.startsWith("Paris Paris")).toBe(true);
    expect(result.text.length).toBeLessThanOrEqual(64 * 1024);
    expect(result.text.length).toBeGreaterThan(60 * 1024);
  });

  it("the limit is configurable, and Anthropic's adapter keeps it too", async () => {
    const server = await hugeAnswers("anthropic");
    const result = await createAnthropicModel({
      model: "m",
      apiKey: "sk-ant-test-key",
      baseURL: server.origin,
      maxResponseBytes: 1000,
    }).generate(request);
    expect(result.truncated).toBe(true);
    expect(result.text.length).toBeLessThan(1000);
    expect(result.text.startsWith("Paris")).toBe(true);
  });

  it("reads the start of a JSON string cut anywhere, escapes included", () => {
    expect(partialJsonString('{"content":"a\\nb\\u00e9c\\u00', "content")).toBe("a\nbéc");
    expect(partialJsonString('{"content":"done","x":1', "content")).toBe("done");
    expect(partialJsonString('{"content":"ends with \\', "content")).toBe("ends with ");
    expect(partialJsonString('{"other":1', "content")).toBeUndefined();
  });

  it("`ask` of 15 questions answered with 5 MB each writes a small answers.jsonl and the report says so", async () => {
    const server = await hugeAnswers("openai");
    const folder = await mkdtemp(join(tmpdir(), "factprobe-size-"));
    const suite = join(folder, "suite.jsonl");
    const questions = Array.from({ length: 15 }, (_, index) => makeQuestion({ id: `q${index}` }));
    await writeFile(suite, questions.map((question) => `${JSON.stringify(question)}\n`).join(""));
    const out = join(folder, "run");
    const context = captureContext({ env: { ...process.env, FACTPROBE_CACHE_DIR: join(folder, "cache") } });
    const code = await runCli(
      ["ask", suite, "--model", `openai-compatible:m@${server.origin}/v1`, "--out", out],
      context,
    );
    expect(code).toBe(0);
    expect((await stat(join(out, "answers.jsonl"))).size).toBeLessThan(15 * 70 * 1024);
    const answers = (await readFile(join(out, "answers.jsonl"), "utf8"))
      .split("\n")
      .filter((line) => line !== "")
      .map((line) => JSON.parse(line) as AnswerRecord);
    expect(answers.every((answer) => answer.truncated === true)).toBe(true);
    const report = renderRunReport({
      questions,
      answers,
      scores: answers.map((answer) => ({
        version: 1,
        questionId: answer.questionId,
        modelId: answer.modelId,
        type: "wh",
        hops: 1,
        topic: "country",
        verdict: "incorrect",
        reason: "too long",
      })) as never,
    });
    expect(report.markdown).toContain("15 answers were longer than the response size limit");
    expect(report.html).toContain("[truncated: the response was longer than the size limit]");
  });
});
