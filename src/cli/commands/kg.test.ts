import { existsSync } from "node:fs";
import { mkdtemp, readFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import oxigraph from "oxigraph";
import { describe, expect, it } from "vitest";
import { startLoopbackServer } from "../../knowledge/__fixtures__/loopback-server.js";
import { factSetSchema } from "../../knowledge/fact-set.js";
import { captureContext } from "../__fixtures__/capture-context.js";
import { runCli } from "../run-cli.js";

const fixture = (name: string): string =>
  fileURLToPath(new URL(`../../knowledge/__fixtures__/${name}`, import.meta.url));

const run = async (argv: string[], env: Record<string, string> = {}) => {
  const context = captureContext({ env: { ...process.env, ...env } });
  const code = await runCli(argv, context);
  return { code, out: context.out(), err: context.err() };
};

describe("factprobe kg", () => {
  it("builds a topic's graph from a triple file, printing the resolution, with provenance", async () => {
    const out = join(await mkdtemp(join(tmpdir(), "fp-kg-")), "kg.json");
    const result = await run([
      "kg",
      "build",
      "--topic",
      "instance of: human",
      "--source",
      fixture("sample-100.nt"),
      "--limit",
      "3",
      "--out",
      out,
    ]);
    expect(result.err).toContain('Topic "instance of: human" → instance of (P31) = human (Q5)');
    expect(result.code).toBe(0);
    const factSet = factSetSchema.parse(JSON.parse(await readFile(out, "utf8")));
    expect(factSet.seeds).toHaveLength(3);
    expect(factSet.provenance).toMatchObject({
      source: fixture("sample-100.nt"),
      topic: "instance of: human",
      constraints: ["P31=Q5"],
      limit: 3,
    });
  });

  it("builds from a SPARQL endpoint, caching its answers under FACTPROBE_CACHE_DIR/sparql", async () => {
    const store = new oxigraph.Store();
    store.load(await readFile(fixture("sample-100.nt")), { format: "application/n-triples" });
    const server = await startLoopbackServer((request, response) => {
      const results = store.query(request.body, { results_format: "application/sparql-results+json" });
      response.writeHead(200, { "Content-Type": "application/sparql-results+json" }).end(results as string);
    });
    try {
      const directory = await mkdtemp(join(tmpdir(), "fp-kg-"));
      const argv = ["kg", "build", "--topic", "P31=Q6256", "--source", server.url, "--limit", "5"];
      const env = { FACTPROBE_CACHE_DIR: join(directory, "cache") };
      const first = await run([...argv, "--out", join(directory, "first.json")], env);
      expect(first.code).toBe(0);
      expect(first.err).toContain("instance of (P31) = country (Q6256)");
      const asked = server.requests.length;
      expect(asked).toBeGreaterThan(3);
      const second = await run([...argv, "--out", join(directory, "second.json")], env);
      expect(second.code).toBe(0);
      expect(server.requests).toHaveLength(asked);
      const facts = async (name: string): Promise<unknown> =>
        (JSON.parse(await readFile(join(directory, name), "utf8")) as { facts: unknown }).facts;
      expect(await facts("second.json")).toEqual(await facts("first.json"));
      expect(existsSync(join(directory, "cache", "sparql"))).toBe(true);
    } finally {
      await server.close();
    }
  });

  it("prints stats of a built graph or a triple file", async () => {
    const result = await run(["kg", "stats", fixture("sample-100.nt")]);
    expect(result.code).toBe(0);
    expect(result.out).toMatch(
      /^entities +\d+\nstatements +\d+\nrelations +\d+\nseeds +\d+\ncomponents +\d+ \(largest: \d+ entities\)\n\ntop relations:\n/,
    );
    expect(result.out).toMatch(/ P17 +country\n/);
  });

  it("stops at a malformed line, or skips and says how many with --skip-invalid", async () => {
    const stopped = await run(["kg", "stats", fixture("malformed-line-3.nt")]);
    expect(stopped.code).toBe(1);
    expect(stopped.err).toMatch(/malformed-line-3\.nt:3: not valid N-Triples/);
    const skipped = await run(["kg", "stats", fixture("malformed-line-3.nt"), "--skip-invalid"]);
    expect(skipped.code).toBe(0);
    expect(skipped.err).toMatch(/Skipped .*malformed-line-3\.nt:3: not valid N-Triples/);
    expect(skipped.err).toMatch(/Skipped 1 invalid line of .*malformed-line-3\.nt\./);
  });

  it("writes the HTML view and the Neo4j export", async () => {
    const directory = await mkdtemp(join(tmpdir(), "fp-kg-"));
    const html = join(directory, "graph.html");
    expect((await run(["kg", "view", fixture("sample-100.nt"), "--out", html])).code).toBe(0);
    expect(await readFile(html, "utf8")).toMatch(/^<!doctype html>/);
    const exported = await run([
      "kg",
      "export",
      fixture("sample-100.nt"),
      "--format",
      "neo4j",
      "--out",
      join(directory, "neo4j"),
    ]);
    expect(exported.code).toBe(0);
    for (const name of ["entities.csv", "facts.csv", "import.cypher", "README.txt"])
      expect(existsSync(join(directory, "neo4j", name))).toBe(true);
    const wrongFormat = await run([
      "kg",
      "export",
      fixture("sample-100.nt"),
      "--format",
      "graphml",
      "--out",
      directory,
    ]);
    expect(wrongFormat.code).toBe(2);
    expect(wrongFormat.err).toContain('kg export supports --format neo4j, not "graphml"');
  });

  it("names the subcommands when given an unknown one", async () => {
    const result = await run(["kg", "draw"]);
    expect(result.code).toBe(2);
    expect(result.err).toMatch(/Unknown kg subcommand "draw"[\s\S]*kg stats[\s\S]*kg view[\s\S]*kg export/);
  });
});
