import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { defaultModelPath, modelCacheDir } from "./default-model-path.js";

describe("defaultModelPath", () => {
  const homedir = "/home/ada";

  it("prefers FACTPROBE_CACHE_DIR", () => {
    const env = { FACTPROBE_CACHE_DIR: "/data/fp", XDG_CACHE_HOME: "/xdg" };
    expect(defaultModelPath({ env, homedir })).toBe(
      join("/data/fp", "models", "qwen2.5-coder-1.5b-instruct-q4_k_m.gguf"),
    );
  });

  it("lets FACTPROBE_DEFAULT_MODEL pick another catalog entry, and names the known ones for a wrong name", () => {
    const env = { FACTPROBE_CACHE_DIR: "/data/fp", FACTPROBE_DEFAULT_MODEL: "gemma-3-270m" };
    expect(defaultModelPath({ env, homedir })).toBe(join("/data/fp", "models", "gemma-3-270m-q4_k_m.gguf"));
    expect(() => defaultModelPath({ env: { FACTPROBE_DEFAULT_MODEL: "gemma" }, homedir })).toThrow(
      /names no known local model: "gemma"\.\nUse one of gemma-3-270m, qwen2\.5-coder-0\.5b-instruct, qwen2\.5-coder-1\.5b-instruct/,
    );
  });

  it("falls back to XDG_CACHE_HOME, then ~/.cache, treating empty values as unset", () => {
    expect(modelCacheDir({ env: { FACTPROBE_CACHE_DIR: "", XDG_CACHE_HOME: "/xdg" }, homedir })).toBe(
      join("/xdg", "factprobe", "models"),
    );
    expect(modelCacheDir({ env: { XDG_CACHE_HOME: "" }, homedir })).toBe(
      join(homedir, ".cache", "factprobe", "models"),
    );
  });
});
