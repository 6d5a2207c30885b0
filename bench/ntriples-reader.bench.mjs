// The N-Triples reader against the floor of reading the same file at all: Node's gunzip + readline
// loop (counting lines) over the full snapshot. Rounds alternate; the figure is the ratio of medians.
// Usage: node bench/run.mjs ntriples-reader (after npm run build). FACTPROBE_BENCH_ROOT=<checkout> measures another build.
import { createReadStream, existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { createGunzip } from "node:zlib";

const here = dirname(fileURLToPath(import.meta.url));
const root = resolve(process.env.FACTPROBE_BENCH_ROOT ?? join(here, ".."));
const { readTripleFileFactSet } = await import(
  join(root, "dist", "knowledge", "read-triple-file-fact-set.js")
);
const snapshot = join(here, "..", "..", "shared", "data", "wikidata-subset", "wikidata-subset-2025.nt.gz");
if (!existsSync(snapshot)) {
  console.error(`The snapshot is missing: ${snapshot} (../shared must sit beside the clone).`);
  process.exit(1);
}
const ROUNDS = Number(process.env.FACTPROBE_BENCH_ROUNDS ?? 3);

async function floor() {
  const started = performance.now();
  let lines = 0;
  const input = createReadStream(snapshot).pipe(createGunzip());
  for await (const line of createInterface({ input, crlfDelay: Infinity })) if (line.length >= 0) lines += 1;
  return { milliseconds: performance.now() - started, lines };
}

async function reader() {
  const started = performance.now();
  const factSet = await readTripleFileFactSet(snapshot);
  return {
    milliseconds: performance.now() - started,
    facts: factSet.facts.length,
    entities: factSet.entities.length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const floors = [];
const readers = [];
let shape;
await floor(); // warm the page cache
for (let round = 0; round < ROUNDS; round += 1) {
  const line = await floor();
  floors.push(line.milliseconds);
  const read = await reader();
  readers.push(read.milliseconds);
  shape = { lines: line.lines, facts: read.facts, entities: read.entities };
}
const ratio = median(readers) / median(floors);
console.log(
  `N-Triples reader on ${snapshot} (${shape.lines} lines → ${shape.facts} facts, ${shape.entities} entities): ` +
    `gunzip+readline floor ${(median(floors) / 1000).toFixed(2)} s, reader ${(median(readers) / 1000).toFixed(2)} s, ` +
    `ratio ${ratio.toFixed(2)} (target ≤ 2.5; medians of ${ROUNDS} alternating rounds), peak RSS ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB`,
);
