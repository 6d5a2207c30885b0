import { mkdtemp, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { instructionFor } from "../models/prompts.js";
import { makeQuestion } from "./__fixtures__/make-question.js";
import { paperPrompt } from "./paper-prompt.js";
import { createPromptBuilder } from "./prompt-builder.js";
import { configModelIds, configModelRequests, promptSettingsOf, readRunConfig } from "./run-config.js";

const choice = makeQuestion({
  id: "mc",
  type: "multiple-choice",
  topic: "politician",
  text: "Which party does Angela Merkel belong to?",
  options: ["CDU", "SPD", "FDP", "Greens"],
  answer: "A",
});

describe("createPromptBuilder", () => {
  it("asks the paper's way by default: the instruction with the topic, then the question with its options", () => {
    expect(paperPrompt(choice)).toEqual({
      messages: [
        { role: "system", content: instructionFor("multiple-choice", "politician") },
        { role: "user", content: "Which party does Angela Merkel belong to?\nA. CDU\nB. SPD\nC. FDP\nD. Greens" },
      ],
      maxTokens: 8,
    });
  });

  it("fills user templates with {topic} and {question}, adds the system prompt, and uses the configured token limits", () => {
    const build = createPromptBuilder({
      systemPrompt: "You are a quiz contestant.",
      templates: { "multiple-choice": "Topic: {topic}.\n{question}\nAnswer with a letter.", wh: "Reply tersely about {topic}." },
      maxTokens: { wh: 5 },
    });
    expect(build(choice).messages).toEqual([
      { role: "system", content: "You are a quiz contestant." },
      { role: "user", content: "Topic: politician.\nWhich party does Angela Merkel belong to?\nA. CDU\nB. SPD\nC. FDP\nD. Greens\nAnswer with a letter." },
    ]);
    const wh = build(makeQuestion({ id: "wh", topic: "country", text: "What is the capital of France?" }));
    expect(wh).toEqual({
      messages: [
        { role: "system", content: "You are a quiz contestant.\n\nReply tersely about country." },
        { role: "user", content: "What is the capital of France?" },
      ],
      maxTokens: 5,
    });
    const yesNo = build(makeQuestion({ id: "yn", type: "yes-no", topic: "country", text: "Is Paris in France?" }));
    expect(yesNo.messages[0]?.content).toBe(`You are a quiz contestant.\n\n${instructionFor("yes-no", "country")}`);
  });

  it("rejects a template with an unknown placeholder", () => {
    expect(() => createPromptBuilder({ templates: { wh: "About {topc}: {question}" } })).toThrow(/unknown placeholder \{topc\}/);
  });
});

describe("readRunConfig", () => {
  const write = async (value: unknown) => {
    const path = join(await mkdtemp(join(tmpdir(), "factprobe-config-")), "factprobe.config.json");
    await writeFile(path, typeof value === "string" ? value : JSON.stringify(value));
    return path;
  };

  it("reads a versioned config into prompt settings", async () => {
    const config = await readRunConfig(
      await write({
        version: 1,
        systemPrompt: "Be brief.",
        prompts: { wh: "{question} ({topic})" },
        maxTokens: { "yes-no": 4 },
        prices: { "openai-compatible:*": { input: 0.1, output: 0.2 } },
        concurrency: { openai: 8 },
      }),
    );
    expect(promptSettingsOf(config)).toEqual({ systemPrompt: "Be brief.", templates: { wh: "{question} ({topic})" }, maxTokens: { "yes-no": 4 } });
    expect(config.concurrency).toEqual({ openai: 8 });
  });

  it("reads per-model request settings", async () => {
    const requests = {
      "openai:o*": { tokenParameter: "max_completion_tokens", temperature: "omit", reasoningEffort: "low" },
      "anthropic:claude-sonnet-4-20250514": { reasoningTokens: 2048, extraBody: { top_k: 5 } },
    };
    const models = Object.entries(requests).map(([id, request]) => ({ id, request }));
    const config = await readRunConfig(await write({ version: 1, models }));
    expect(configModelRequests(config)).toEqual(requests);
    // An id ending in * sets request settings only; it is no model to check.
    expect(configModelIds(config)).toEqual(["anthropic:claude-sonnet-4-20250514"]);
  });

  it("names the file and the field of a problem", async () => {
    await expect(readRunConfig(await write({ version: 2 }))).rejects.toThrow(/factprobe\.config\.json:1: invalid config at "version"/);
    await expect(readRunConfig(await write({ version: 1, maxTokens: { wh: -1 } }))).rejects.toThrow(/at "maxTokens\.wh"/);
    await expect(readRunConfig(await write({ version: 1, concurency: {} }))).rejects.toThrow(/concurency/);
    await expect(readRunConfig(await write({ version: 1, prompts: { wh: "{answer}" } }))).rejects.toThrow(/unknown placeholder \{answer\}/);
    await expect(readRunConfig(await write("{ not json"))).rejects.toThrow(/is not a readable JSON file/);
    await expect(
      readRunConfig(
        await write({ version: 1, models: [{ id: "openai:o3", request: { tokenParamter: "max_tokens" } }] }),
      ),
    ).rejects.toThrow(/unknown field "models\.0\.request\.tokenParamter"[^]*Fields here: tokenParameter/);
    await expect(
      readRunConfig(await write({ version: 1, models: [{ id: "openai:o3", request: { temperature: "none" } }] })),
    ).rejects.toThrow(/invalid config at "models\.0"/);
  });
});
