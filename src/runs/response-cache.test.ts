import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { appendFile, mkdtemp, readdir, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
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

  const keyIn = (prefix: string, tail = "0"): string => `${prefix}${tail.repeat(64 - prefix.length)}`;

  it("stores and finds entries by key, also from another process once written, and skips a line cut off by a kill", async () => {
    const directory = await mkdtemp(join(tmpdir(), "factprobe-cache-"));
    const cache = createFileResponseCache({ directory });
    const key = responseCacheKey(base);
    expect(await cache.get(key)).toBeUndefined();
    await cache.set(entry(key));
    expect(await cache.get(key)).toEqual(entry(key));
    // Held in memory until written: another process does not see it yet.
    expect(await createFileResponseCache({ directory }).get(key)).toBeUndefined();
    cache.flush();
    expect(await createFileResponseCache({ directory }).get(key)).toEqual(entry(key));
    // A small cache lives in the first-level file of the key's first digit.
    const shard = join(directory, "v1", `${key.slice(0, 1)}.jsonl`);
    expect(await readdir(join(directory, "v1"))).toEqual([`${key.slice(0, 1)}.jsonl`]);

    // A kill in the middle of a write leaves half a line; it is a miss, and the next entry still lands.
    const cut = keyIn(key.slice(0, 2));
    await appendFile(shard, JSON.stringify(entry(cut)).slice(0, 90));
    const afterKill = createFileResponseCache({ directory });
    expect(await afterKill.get(cut)).toBeUndefined();
    await afterKill.set(entry(cut));
    afterKill.close();
    expect(await createFileResponseCache({ directory }).get(cut)).toEqual(entry(cut));
    expect(await createFileResponseCache({ directory }).get(key)).toEqual(entry(key));
    expect((await readFile(shard, "utf8")).split("\n")).toHaveLength(4);
  });

  it("moves to the second level when a first-level file is full, and reads keys at both levels", async () => {
    const directory = await mkdtemp(join(tmpdir(), "factprobe-cache-"));
    const size = JSON.stringify(entry(keyIn("a"))).length + 1;
    const cache = createFileResponseCache({ directory, smallShardBytes: 2 * size });
    const keys = [keyIn("a1"), keyIn("a2"), keyIn("a3"), keyIn("a3", "1"), keyIn("b4")];
    for (const key of keys) await cache.set(entry(key));
    cache.close();
    // Two entries fill a.jsonl; the others of digit a go to a3.jsonl; b's first entry starts b.jsonl.
    expect((await readdir(join(directory, "v1"))).sort()).toEqual(["a.jsonl", "a3.jsonl", "b.jsonl"]);
    const reader = createFileResponseCache({ directory });
    for (const key of keys) expect(await reader.get(key)).toEqual(entry(key));
    expect(await reader.get(keyIn("a4"))).toBeUndefined();

    // A cache written by an earlier factprobe (second level only) is read as it is.
    const old = keyIn("c7");
    const { key, ...rest } = entry(old);
    await appendFile(join(directory, "v1", "c7.jsonl"), `${JSON.stringify({ key, ...rest })}\n`);
    expect(await createFileResponseCache({ directory }).get(old)).toEqual(entry(old));
  });

  it("writes what it holds at maxPendingEntries, after maxPendingMs, and when the process exits", async () => {
    const directory = await mkdtemp(join(tmpdir(), "factprobe-cache-"));
    const other = () => createFileResponseCache({ directory });
    const counted = createFileResponseCache({ directory, maxPendingEntries: 2 });
    await counted.set(entry(keyIn("d1")));
    expect(await other().get(keyIn("d1"))).toBeUndefined();
    await counted.set(entry(keyIn("d2")));
    expect(await other().get(keyIn("d1"))).toEqual(entry(keyIn("d1")));
    expect(await other().get(keyIn("d2"))).toEqual(entry(keyIn("d2")));
    counted.close();

    const timed = createFileResponseCache({ directory, maxPendingMs: 20 });
    await timed.set(entry(keyIn("e1")));
    expect(await other().get(keyIn("e1"))).toBeUndefined();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await other().get(keyIn("e1"))).toEqual(entry(keyIn("e1")));
    timed.close();

    // A process that sets an entry and exits without closing the cache still writes it.
    const module = join(import.meta.dirname, "../../dist/runs/file-response-cache.js");
    expect(existsSync(module), "run `npm run build` first (npm test does)").toBe(true);
    const script = [
      `const { createFileResponseCache } = await import(${JSON.stringify(pathToFileURL(module).href)});`,
      `await createFileResponseCache({ directory: ${JSON.stringify(directory)} }).set(${JSON.stringify(entry(keyIn("f1")))});`,
      "process.exit(0);",
    ].join("\n");
    const code = await new Promise<number | null>((resolve, reject) => {
      const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: "ignore" });
      child.on("error", reject);
      child.on("exit", resolve);
    });
    expect(code).toBe(0);
    expect(await other().get(keyIn("f1"))).toEqual(entry(keyIn("f1")));
  });

  it("keeps written files open until close, writes again after close, and rejects (not throws) a write it cannot make", async () => {
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
