import { describe, expect, it } from "vitest";
import { DEFAULT_REASONING_TOKENS, familySettings } from "./model-families.js";
import { mergeRequestSettings, requestSettingsFor } from "./request-settings.js";

describe("familySettings", () => {
  it("knows OpenAI's reasoning models by name, on OpenAI and behind compatible gateways", () => {
    const reasoning = {
      tokenParameter: "max_completion_tokens",
      temperature: "omit",
      reasoningTokens: DEFAULT_REASONING_TOKENS,
    };
    for (const name of [
      "o1",
      "o1-mini",
      "o3-mini",
      "o4-mini-2025-04-16",
      "gpt-5",
      "gpt-5-mini",
      "gpt-5-nano",
    ])
      expect(familySettings("openai", name), name).toEqual(reasoning);
    expect(familySettings("openai-compatible", "openai/o3-mini")).toEqual(reasoning);
    for (const name of ["gpt-4o-mini", "gpt-4.1", "gpt-5-chat-latest", "omni-moderation-latest"])
      expect(familySettings("openai", name), name).toEqual({});
  });

  it("gives open reasoning models room to think, whatever their tag", () => {
    for (const name of [
      "deepseek-r1:7b",
      "deepseek-ai/DeepSeek-R1-Distill-Qwen-7B",
      "qwen3:8b",
      "Qwen/QwQ-32B",
      "gpt-oss:20b",
    ])
      expect(familySettings("openai-compatible", name), name).toEqual({
        reasoningTokens: DEFAULT_REASONING_TOKENS,
      });
    expect(familySettings("openai-compatible", "llama3.2:3b")).toEqual({});
    expect(familySettings("llama-cpp", "qwen3.gguf")).toEqual({});
  });
});

describe("requestSettingsFor and mergeRequestSettings", () => {
  const table = {
    "openai:*": { reasoningEffort: "low" },
    "openai:o3*": { reasoningEffort: "high", extraBody: { seed: 1 } },
    "openai:o3-mini": { temperature: 1 },
  };

  it("prefers the exact id, then the longest prefix", () => {
    expect(requestSettingsFor("openai:o3-mini", table)).toEqual({ temperature: 1 });
    expect(requestSettingsFor("openai:o3", table)).toEqual({
      reasoningEffort: "high",
      extraBody: { seed: 1 },
    });
    expect(requestSettingsFor("openai:gpt-5", table)).toEqual({ reasoningEffort: "low" });
    expect(requestSettingsFor("anthropic:claude", table)).toBeUndefined();
  });

  it("lets later layers win field by field and merges extra body fields", () => {
    expect(
      mergeRequestSettings(
        { tokenParameter: "max_completion_tokens", temperature: "omit", extraBody: { a: 1 } },
        undefined,
        { temperature: 1, extraBody: { b: 2 } },
      ),
    ).toEqual({ tokenParameter: "max_completion_tokens", temperature: 1, extraBody: { a: 1, b: 2 } });
  });
});
