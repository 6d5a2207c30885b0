import { mkdtemp, readdir, readFile, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { createCachedSource, SPARQL_CACHE_VERSION } from "./cached-source.js";
import type { KnowledgeSource, SparqlRow } from "./knowledge-source.js";

function countingSource(name: string): KnowledgeSource & { calls: string[] } {
  const calls: string[] = [];
  return {
    name,
    calls,
    select(query) {
      calls.push(query);
      const row: SparqlRow = { value: { type: "literal", value: `${name}:${query}`, lang: "en" } };
      return Promise.resolve([row]);
    },
  };
}

describe("createCachedSource", () => {
  it("answers a repeated query from disk, keyed by endpoint and query, in versioned files", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), "factprobe-cache-"));
    const first = countingSource("http://a.example/sparql");
    const cached = createCachedSource(first, { directory: path.join(directory, "sparql") });
    const answer = await cached.select("SELECT 1");
    expect(await cached.select("SELECT 1")).toEqual(answer);
    expect(first.calls).toEqual(["SELECT 1"]);
    await cached.select("SELECT 2");
    expect(first.calls).toEqual(["SELECT 1", "SELECT 2"]);
    // Another endpoint with the same query is a different entry.
    const second = countingSource("http://b.example/sparql");
    const otherAnswer = await createCachedSource(second, {
      directory: path.join(directory, "sparql"),
    }).select("SELECT 1");
    expect(second.calls).toEqual(["SELECT 1"]);
    expect(otherAnswer).not.toEqual(answer);
    const files = await readdir(path.join(directory, "sparql"));
    expect(files).toHaveLength(3);
    expect(files.every((file) => /^[0-9a-f]{64}\.json$/.test(file))).toBe(true);
    const entry = JSON.parse(
      await readFile(path.join(directory, "sparql", files[0] ?? ""), "utf8"),
    ) as Record<string, unknown>;
    expect(entry["version"]).toBe(SPARQL_CACHE_VERSION);
  });

  it("treats a corrupt or older-version entry as a miss and rewrites it", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), "factprobe-cache-"));
    const inner = countingSource("http://a.example/sparql");
    const cached = createCachedSource(inner, { directory });
    await cached.select("SELECT 1");
    const [file] = await readdir(directory);
    const full = path.join(directory, file ?? "");
    await writeFile(full, '{"version": 1, "rows": [');
    await cached.select("SELECT 1");
    expect(inner.calls).toHaveLength(2);
    const entry = JSON.parse(await readFile(full, "utf8")) as Record<string, unknown>;
    await writeFile(full, JSON.stringify({ ...entry, version: 0 }));
    await cached.select("SELECT 1");
    expect(inner.calls).toHaveLength(3);
    await cached.select("SELECT 1");
    expect(inner.calls).toHaveLength(3);
  });

  it("does not cache failures", async () => {
    const directory = await mkdtemp(path.join(os.tmpdir(), "factprobe-cache-"));
    let calls = 0;
    const failing: KnowledgeSource = {
      name: "http://down.example/sparql",
      select() {
        calls += 1;
        return Promise.reject(new Error("down"));
      },
    };
    const cached = createCachedSource(failing, { directory });
    await expect(cached.select("SELECT 1")).rejects.toThrow("down");
    await expect(cached.select("SELECT 1")).rejects.toThrow("down");
    expect(calls).toBe(2);
  });
});
