// Loads the whole Wikidata snapshot (about 1.03M N-Triples lines) into the graph store:
// readNTriplesFactSet (streaming gunzip + hand-written N-Triples parser) then KnowledgeGraph.fromFactSet.
// Targets: at most 10 s and at most 1.5 GB peak RSS. Usage: node bench/run.mjs kg-load (after npm run build).
import { existsSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { graphStats, KnowledgeGraph, readNTriplesFactSet } from "../dist/index.js";

const here = dirname(fileURLToPath(import.meta.url));
const snapshot = join(here, "..", "..", "shared", "data", "wikidata-subset", "wikidata-subset-2025.nt.gz");
if (!existsSync(snapshot)) {
  console.error(`The snapshot is missing: ${snapshot} (../shared must sit beside the clone).`);
  process.exit(1);
}

const started = performance.now();
const cpuStarted = process.cpuUsage();
const factSet = await readNTriplesFactSet(snapshot);
const read = performance.now();
const graph = KnowledgeGraph.fromFactSet(factSet);
const built = performance.now();
const cpu = process.cpuUsage(cpuStarted);
const peakRssMb = process.resourceUsage().maxRSS / 1024;
const totalSeconds = (built - started) / 1000;

console.log(`snapshot            ${snapshot}`);
console.log(`read into fact set  ${((read - started) / 1000).toFixed(2)} s`);
console.log(`build graph store   ${((built - read) / 1000).toFixed(2)} s`);
console.log(
  `total               ${totalSeconds.toFixed(2)} s wall, ${((cpu.user + cpu.system) / 1e6).toFixed(2)} s CPU (target ≤ 10 s)`,
);
console.log(`peak RSS            ${peakRssMb.toFixed(0)} MB (target ≤ 1536 MB)`);
console.log(
  `graph               ${graph.entityCount} entities, ${graph.factCount} statements, ${graph.relationCount} relations, ${graph.seeds.length} seeds`,
);
const statsStarted = performance.now();
const stats = graphStats(graph);
console.log(
  `components          ${stats.components} (largest ${stats.largestComponent}), computed in ${((performance.now() - statsStarted) / 1000).toFixed(2)} s`,
);
console.log(`within targets      ${totalSeconds <= 10 && peakRssMb <= 1536 ? "yes" : "NO"}`);
