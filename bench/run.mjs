#!/usr/bin/env node
// Runs benchmarks, each in its own process so that peak RSS is its own, and prints their figures.
// Usage: npm run bench [-- name ...]   (default: all). Needs `npm run build` (npm run bench does it).
import { execFileSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const here = dirname(fileURLToPath(import.meta.url));
const available = readdirSync(here)
  .filter((file) => file.endsWith(".bench.mjs"))
  .map((file) => file.replace(/\.bench\.mjs$/, ""));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((name) => !available.includes(name));
if (unknown.length > 0) {
  console.error(`Unknown benchmark(s): ${unknown.join(", ")}. Available: ${available.join(", ")}`);
  process.exit(2);
}
console.log(`node ${process.version}, ${(await import("node:os")).availableParallelism()} cores`);
for (const name of wanted.length > 0 ? wanted : available) {
  console.log(`\n== ${name}`);
  execFileSync(process.execPath, [join(here, `${name}.bench.mjs`)], { stdio: "inherit" });
}
