import { appendFile, mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { createFileResponseCache } from "./file-response-cache.js";
import { RESPONSE_CACHE_VERSION, responseCacheKey, type CachedResponse } from "./response-cache.js";

const base = {
  model: { id: "openai:gpt-4o-mini", provider: "openai", endpoint: "https://api.openai.com/v1" },
  messages: [
    { role: "system" as const, content: "Answer Yes or No." },
    { role: "user" as const, content: "Is Paris in France?" },
  ],
  temperature: 0,
  maxTokens: 8,
};

describe("responseCacheKey", () => {
  it("is stable for the same request and changes with the model, endpoint, messages and sampling parameters", () => {
    const key = responseCacheKey(base);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(responseCacheKey({ ...base, messages: base.messages.map((message) => ({ ...message })) })).toBe(key);
    const variants = [
      { ...base, model: { ...base.model, id: "openai:gpt-4o" } },
      { ...base, model: { ...base.model, provider: "openai-compatible" } },
      { ...base, model: { ...base.model, endpoint: "http://127.0.0.1:8080/v1" } },
      { ...base, messages: base.messages.slice(1) },
      { ...base, messages: [base.messages[0], { role: "user" as const, content: "Is Paris in Spain?" }] },
      { ...base, temperature: 0.7 },
      { ...base, maxTokens: 9 },
    ].map((variant) => responseCacheKey(variant as typeof base));
    expect(new Set([key, ...variants]).size).toBe(8);
  });
});

describe("createFileResponseCache", () => {
  const entry = (key: string): CachedResponse => ({
    version: RESPONSE_CACHE_VERSION,
    key,
    modelId: "openai:gpt-4o-mini",
    text: "Yes",
    inputTokens: 20,
    outputTokens: 1,
    latencyMs: 321,
    attempts: 1,
    storedAt: "2026-01-01T00:00:00.000Z",
  });

  it("stores and finds entries by key, also from another process, and skips a line cut off by a kill", async () => {
    const directory = await mkdtemp(join(tmpdir(), "factprobe-cache-"));
    const cache = createFileResponseCache({ directory });
    const key = responseCacheKey(base);
    expect(await cache.get(key)).toBeUndefined();
    await cache.set(entry(key));
    expect(await cache.get(key)).toEqual(entry(key));
    expect(await createFileResponseCache({ directory }).get(key)).toEqual(entry(key)); // another process
    const shard = join(directory, "v1", `${key.slice(0, 2)}.jsonl`);
    expect(await readdir(join(directory, "v1"))).toEqual([`${key.slice(0, 2)}.jsonl`]);

    // A kill in the middle of a write leaves half a line; it is a miss, and the next entry still lands.
    const cut = `${key.slice(0, 2)}${"0".repeat(62)}`;
    await appendFile(shard, JSON.stringify(entry(cut)).slice(0, 90));
    const afterKill = createFileResponseCache({ directory });
    expect(await afterKill.get(cut)).toBeUndefined();
    await afterKill.set(entry(cut));
    expect(await createFileResponseCache({ directory }).get(cut)).toEqual(entry(cut));
    expect(await createFileResponseCache({ directory }).get(key)).toEqual(entry(key));
    expect((await readFile(shard, "utf8")).split("\n")).toHaveLength(4);
  });

  it("keeps written shards open until close, writes again after close, and rejects (not throws) a write it cannot make", async () => {
    const directory = await mkdtemp(join(tmpdir(), "factprobe-cache-"));
    const cache = createFileResponseCache({ directory });
    const first = responseCacheKey(base);
    const second = responseCacheKey({ ...base, maxTokens: 9 });
    await cache.set(entry(first));
    cache.close();
    await cache.set(entry(second));
    cache.close();
    const reader = createFileResponseCache({ directory });
    expect(await reader.get(first)).toEqual(entry(first));
    expect(await reader.get(second)).toEqual(entry(second));

    // The cache folder's place is taken by a file: the write fails as a rejected promise.
    const blocked = join(directory, "blocked");
    await appendFile(blocked, "not a folder");
    const broken = createFileResponseCache({ directory: blocked });
    let thrown: unknown;
    const written = (() => {
      try {
        return broken.set(entry(first));
      } catch (error) {
        thrown = error;
        return undefined;
      }
    })();
    expect(thrown).toBeUndefined();
    await expect(written).rejects.toThrow();
  });
});
