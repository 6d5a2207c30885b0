// The Oxigraph SPARQL server (PyPI package `oxigraph`) on 127.0.0.1 over a triple file: for the
// SPARQL-server tests (src/knowledge/sparql-server.test.ts) and for benches that need a SPARQL
// endpoint over the full snapshot (bench/validity.bench.mjs --lookup-snapshot).
import { execFileSync, spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { createReadStream, existsSync } from "node:fs";
import { mkdir, rename, rm } from "node:fs/promises";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
/** The Wikidata snapshot the server test suite loads (../shared beside the clone). */
export const SNAPSHOT = path.resolve(
  import.meta.dirname,
  "../../shared/data/wikidata-subset/wikidata-subset-2025.nt.gz",
);
/**
 * The `oxigraph` server CLI (PyPI package `oxigraph`): on PATH, or where `pip install --user` puts
 * scripts. Throws with the install command when it is missing, so the suite fails loudly instead of
 * being skipped.
 */
export function findOxigraphBinary() {
  const candidates = [
    ...(process.env["PATH"] ?? "").split(path.delimiter).map((folder) => path.join(folder, "oxigraph")),
    path.join(os.homedir(), ".local", "bin", "oxigraph"),
  ];
  try {
    const scripts = execFileSync(
      "python3",
      ["-c", "import sysconfig; print(sysconfig.get_path('scripts'))"],
      {
        encoding: "utf8",
      },
    ).trim();
    candidates.push(path.join(scripts, "oxigraph"));
  } catch {
    // No python3: PATH and ~/.local/bin are all we can look at.
  }
  const found = candidates.find((candidate) => existsSync(candidate));
  if (found === undefined)
    throw new Error("The oxigraph server is not installed; run `python3 -m pip install oxigraph==0.5.13`.");
  return found;
}
async function fileHash(file) {
  const hash = createHash("sha256");
  for await (const chunk of createReadStream(file)) hash.update(chunk);
  return hash.digest("hex").slice(0, 16);
}
/**
 * An Oxigraph store directory holding `file`, loaded once and reused: it lives under the OS temp
 * folder, keyed by the file's hash, and is loaded into a private folder first and then renamed, so
 * concurrent test processes never see half a store.
 */
export async function cachedStoreFor(binary, file) {
  const store = path.join(os.tmpdir(), `factprobe-oxigraph-${await fileHash(file)}`);
  if (existsSync(path.join(store, "CURRENT"))) return store;
  const loading = `${store}.loading-${process.pid}`;
  await rm(loading, { recursive: true, force: true });
  await mkdir(loading, { recursive: true });
  execFileSync(binary, ["load", "--location", loading, "--file", file, "--format", "nt"], {
    stdio: "ignore",
  });
  try {
    await rename(loading, store);
  } catch {
    // Another process finished first; use its store.
    await rm(loading, { recursive: true, force: true });
  }
  return store;
}
async function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => {
        resolve(port);
      });
    });
  });
}
/** Starts `oxigraph serve-read-only` on a free loopback port over `store`, waiting until it answers. */
export async function startOxigraphServer(binary, store) {
  const port = await freePort();
  const child = spawn(binary, ["serve-read-only", "--location", store, "--bind", `127.0.0.1:${port}`], {
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}/query`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    try {
      const response = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/sparql-query" },
        body: "ASK {}",
      });
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline || child.exitCode !== null) {
      child.kill();
      throw new Error(`oxigraph serve-read-only did not answer on ${url}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once("exit", () => {
          resolve();
        });
        child.kill();
      }),
  };
}
