import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ModelIdError, ModelLoadError } from "../errors.js";
import { createModel } from "./model-registry.js";

describe("createModel", () => {
  it("lists the valid forms with examples for an unknown provider", async () => {
    const error = await createModel("gemini:pro").catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelIdError);
    expect((error as Error).message).toMatchInlineSnapshot(`
      "Unknown model provider "gemini" in "gemini:pro". Valid model ids:
        llama-cpp:<path.gguf | default>  (a local GGUF file run on the CPU; \`default\` is the model \`factprobe setup\` downloads), e.g. llama-cpp:default
        openai:<model>  (the OpenAI API (needs OPENAI_API_KEY; OPENAI_BASE_URL overrides the endpoint)), e.g. openai:gpt-4o-mini
        anthropic:<model>  (Anthropic's Messages API (needs ANTHROPIC_API_KEY; ANTHROPIC_BASE_URL overrides the endpoint)), e.g. anthropic:claude-3-5-haiku-latest
        openai-compatible:<model>@<baseURL>  (any server with an OpenAI-style /chat/completions endpoint (vLLM, llama.cpp server, Ollama, LM Studio, OpenRouter, factprobe serve); API key optional), e.g. openai-compatible:llama3@http://127.0.0.1:8080/v1
        replay:<responses.jsonl>  (recorded responses from a JSON Lines file, matched on the exact prompt text; a prompt without one is an error answer), e.g. replay:./responses.jsonl
      Pick one of the forms above, e.g. --model llama-cpp:default."
    `);
  });

  it("rejects ids without a provider, without a model, or with a bad base URL", async () => {
    await expect(createModel("gpt-4o")).rejects.toThrow(/has no provider prefix[\s\S]*openai:gpt-4o-mini/);
    await expect(createModel("openai:")).rejects.toThrow(/names no model after "openai:"/);
    await expect(createModel("openai-compatible:llama3")).rejects.toThrow(ModelIdError);
    await expect(createModel("openai-compatible:llama3@ftp://host/v1")).rejects.toThrow(/<model>@<baseURL>/);
    await expect(createModel("constructor:x")).rejects.toThrow(/Unknown model provider "constructor"/);
  });

  it("names OPENAI_API_KEY when openai: has no key", async () => {
    const error = await createModel("openai:gpt-4o-mini", {}).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ModelLoadError);
    expect((error as Error).message).toContain("OPENAI_API_KEY");
  });

  it("names ANTHROPIC_API_KEY when anthropic: has no key, and never shows a given key", async () => {
    const error = await createModel("anthropic:claude-3-5-haiku-latest", { apiKey: "sk-openai-only" }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ModelLoadError);
    expect((error as Error).message).toContain("ANTHROPIC_API_KEY");
    const anthropic = await createModel("anthropic:claude-3-5-haiku-latest", {
      anthropicApiKey: "sk-ant-secret-123456",
      anthropicBaseURL: "http://127.0.0.1:9/",
    });
    expect([anthropic.id, anthropic.provider, anthropic.endpoint]).toEqual([
      "anthropic:claude-3-5-haiku-latest",
      "anthropic",
      "http://127.0.0.1:9",
    ]);
  });

  it("makes HTTP models from ids, with the settings' key and base URL", async () => {
    const openai = await createModel("openai:gpt-4o-mini", { apiKey: "sk-test" });
    expect([openai.id, openai.provider, openai.endpoint]).toEqual([
      "openai:gpt-4o-mini",
      "openai",
      "https://api.openai.com/v1",
    ]);
    const local = await createModel("openai-compatible:llama3@http://127.0.0.1:8080/v1");
    expect([local.id, local.provider]).toEqual([
      "openai-compatible:llama3@http://127.0.0.1:8080/v1",
      "openai-compatible",
    ]);
  });

  it("resolves llama-cpp:default from the settings and reports a missing file", async () => {
    const folder = await mkdtemp(join(tmpdir(), "factprobe-registry-"));
    try {
      const defaultModelPath = join(folder, "none.gguf");
      const error = await createModel("llama-cpp:default", { defaultModelPath }).catch(
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(ModelLoadError);
      expect((error as ModelLoadError).modelId).toBe("llama-cpp:default");
      expect((error as Error).message).toContain(`Model file ${defaultModelPath} does not exist.`);
      await expect(createModel("llama-cpp:default")).rejects.toThrow(/No default model path/);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
