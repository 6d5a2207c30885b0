// Retrieves a 5,000-entity topic (instance of: human, P31=Q5) with its one-hop expansion from a local
// Oxigraph SPARQL server (PyPI `oxigraph`) holding the whole Wikidata snapshot, and prints the time
// and rows per second. The store is loaded once into the OS temp folder (keyed by the snapshot's hash)
// and reused; loading is timed separately. Usage: node bench/run.mjs kg-retrieve (after npm run build).
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import { delimiter, dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { createSparqlEndpointSource, retrieveFacts } from "../dist/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const snapshot = join(here, "..", "..", "shared", "data", "wikidata-subset", "wikidata-subset-2025.nt.gz");
const binary = [
  ...(process.env.PATH ?? "").split(delimiter).map((folder) => join(folder, "oxigraph")),
  join(os.homedir(), ".local", "bin", "oxigraph"),
].find((candidate) => existsSync(candidate));
if (binary === undefined) {
  console.error("The oxigraph server is not installed: python3 -m pip install oxigraph==0.5.13");
  process.exit(1);
}

const hash = createHash("sha256");
for await (const chunk of createReadStream(snapshot)) hash.update(chunk);
const store = join(os.tmpdir(), `factprobe-oxigraph-${hash.digest("hex").slice(0, 16)}`);
if (!existsSync(join(store, "CURRENT"))) {
  const loadStarted = performance.now();
  const loading = `${store}.loading-${process.pid}`;
  await rm(loading, { recursive: true, force: true });
  await mkdir(loading, { recursive: true });
  execFileSync(binary, ["load", "--location", loading, "--file", snapshot, "--format", "nt"], {
    stdio: "ignore",
  });
  await rename(loading, store).catch(() => rm(loading, { recursive: true, force: true }));
  console.log(
    `loaded the store   ${((performance.now() - loadStarted) / 1000).toFixed(1)} s (once; reused later)`,
  );
}
const port = await new Promise((resolve) => {
  const probe = createServer().listen(0, "127.0.0.1", () => {
    const { port: free } = probe.address();
    probe.close(() => resolve(free));
  });
});
const server = spawn(binary, ["serve-read-only", "--location", store, "--bind", `127.0.0.1:${port}`], {
  stdio: "ignore",
});
const url = `http://127.0.0.1:${port}/query`;
try {
  for (let attempt = 0; ; attempt += 1) {
    const ok = await fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/sparql-query" },
      body: "ASK {}",
    })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) break;
    if (attempt > 300) throw new Error(`no answer from ${url}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const endpoint = createSparqlEndpointSource({ url, retries: 0, timeoutMs: 600_000 });
  let rows = 0;
  let queries = 0;
  const source = {
    name: endpoint.name,
    async select(query, options) {
      const result = await endpoint.select(query, options);
      rows += result.length;
      queries += 1;
      return result;
    },
  };
  const started = performance.now();
  const factSet = await retrieveFacts({ source, topic: "P31=Q5", limit: 5000, now: () => new Date(0) });
  const seconds = (performance.now() - started) / 1000;
  const seeds = new Set(factSet.seeds);
  const hopFacts = factSet.facts.filter((fact) => !seeds.has(fact.subject)).length;
  console.log(
    `topic              instance of: human (P31=Q5), limit 5000, one-hop expansion (hubs > 1000 statements skipped)`,
  );
  console.log(
    `retrieved          ${factSet.seeds.length} seeds, ${factSet.facts.length} facts (${hopFacts} from the expansion), ${factSet.entities.length} entities`,
  );
  console.log(`time               ${seconds.toFixed(1)} s, ${queries} queries, ${rows} rows`);
  console.log(`throughput         ${Math.round(rows / seconds)} rows/s`);
} finally {
  server.kill();
}
