import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { InputFileError, ModelCallError } from "../errors.js";
import { askQuestions } from "../runs/ask-questions.js";
import { paperPrompt } from "../runs/paper-prompt.js";
import { makeQuestion } from "../runs/__fixtures__/make-question.js";
import { languageModelContract } from "./__fixtures__/language-model-contract.js";
import type { LanguageModel } from "./language-model.js";
import { createModel } from "./model-registry.js";
import { buildMessages } from "./prompts.js";
import { createReplayModel } from "./replay-model.js";

const fixture = fileURLToPath(new URL("./__fixtures__/replay-responses.jsonl", import.meta.url));
let model: LanguageModel | undefined;
let folder = "";

beforeAll(async () => {
  model = await createModel(`replay:${fixture}`);
  folder = await mkdtemp(join(tmpdir(), "factprobe-replay-"));
});

afterAll(async () => {
  await rm(folder, { recursive: true, force: true });
});

function ready(): LanguageModel {
  if (model === undefined) throw new Error("beforeAll did not finish");
  return model;
}

async function writeResponses(name: string, lines: readonly string[]): Promise<string> {
  const path = join(folder, name);
  await writeFile(path, `${lines.join("\n")}\n`);
  return path;
}

languageModelContract("replay (recorded responses)", ready, { reportsUsage: false });

describe("createReplayModel", () => {
  it("answers with the record whose prompt and system message match, else the one without a system", async () => {
    const paper = buildMessages({
      question: { type: "wh", text: "What is the capital of France?" },
      topic: "country",
    });
    const otherTopic = buildMessages({
      question: { type: "wh", text: "What is the capital of France?" },
      topic: "city",
    });
    const answer = (messages: typeof paper) =>
      ready()
        .generate({ messages, temperature: 0, maxTokens: 24 })
        .then((result) => result.text);
    expect(await answer(paper)).toBe("Paris");
    expect(await answer(otherTopic)).toBe("Paris, France");
    expect(ready().provider).toBe("replay");
    expect(ready().endpoint).toMatch(/replay-responses\.jsonl#sha256=[0-9a-f]{64}$/);
  });

  it("turns a prompt with no recording into an error answer that names it, and goes on", async () => {
    const questions = [
      makeQuestion({ id: "known", type: "yes-no", text: "Is Paris the capital of France?", answer: "Yes" }),
      makeQuestion({ id: "unknown", type: "yes-no", text: "Is Paris the capital of Spain?", answer: "No" }),
      makeQuestion({ id: "ambiguous", type: "yes-no", text: "Is Lyon the capital of France?", answer: "No" }),
    ];
    const answers = await askQuestions({ model: ready(), questions, buildPrompt: paperPrompt, retries: 0 });
    expect(answers.map((answer) => [answer.questionId, answer.response ?? null])).toEqual([
      ["known", "Yes"],
      ["unknown", null],
      ["ambiguous", null],
    ]);
    expect(answers[1]?.error).toContain(
      'no recorded response for the prompt "Is Paris the capital of Spain?"',
    );
    expect(answers[2]?.error).toMatch(/different recorded responses .* \(lines 6, 7\)/);
  });

  it("fails with a non-retryable ModelCallError outside a run", async () => {
    const call = ready().generate({
      messages: [{ role: "user", content: "Who painted the Mona Lisa?" }],
      temperature: 0,
      maxTokens: 8,
    });
    await expect(call).rejects.toBeInstanceOf(ModelCallError);
    await expect(call).rejects.toHaveProperty("retryable", false);
  });

  it("names every malformed line by its number when the file is read", async () => {
    const path = await writeResponses("bad.jsonl", [
      '{"version":1,"prompt":"Q1?","response":"A"}',
      "{not json",
      '{"version":1,"prompt":"Q3?"}',
      '{"version":2,"prompt":"Q4?","response":"A"}',
      '{"version":1,"response":"A"}',
      '{"version":1,"prompt":"Q6?","response":"A","answer":"extra"}',
    ]);
    const error = await createReplayModel({ path }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputFileError);
    expect((error as InputFileError).line).toBe(2);
    const message = (error as Error).message;
    for (const line of [3, 4, 5, 6]) expect(message).toContain(`line ${line}:`);
    expect(message).toContain('at "response"');
    expect(message).toContain("needs `prompt` or `questionId`");
  });

  it("rejects a record with a question id but no prompt, since it cannot be matched", async () => {
    const path = await writeResponses("ids-only.jsonl", [
      '{"version":1,"prompt":"Q1?","response":"A"}',
      '{"version":1,"questionId":"q2","response":"B"}',
    ]);
    const error = await createReplayModel({ path }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(InputFileError);
    expect((error as InputFileError).line).toBe(2);
    expect((error as Error).message).toContain('question "q2" has no `prompt`');
  });

  it("changes its endpoint (the cache key) when the file changes", async () => {
    const path = await writeResponses("edited.jsonl", ['{"version":1,"prompt":"Q?","response":"A"}']);
    const before = await createReplayModel({ path });
    await writeResponses("edited.jsonl", ['{"version":1,"prompt":"Q?","response":"B"}']);
    const after = await createReplayModel({ path });
    expect(after.endpoint).not.toBe(before.endpoint);
    expect(before.id).toBe(`replay:${path}`);
  });

  it("reports a missing file as an input-file error", async () => {
    await expect(createModel(`replay:${join(folder, "absent.jsonl")}`)).rejects.toThrow(
      /absent\.jsonl: cannot be read/,
    );
  });
});
