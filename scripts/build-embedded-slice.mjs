#!/usr/bin/env node
// Builds data/wikidata-slice.nt.gz, the small Wikidata slice that factprobe ships and loads into its
// embedded store, from the offline wikidata-subset snapshot.
//
// Usage: node scripts/build-embedded-slice.mjs [snapshot.nt.gz] [output.nt.gz]
//   defaults: ../shared/data/wikidata-subset/wikidata-subset-2025.nt.gz and data/wikidata-slice.nt.gz,
//   both relative to the repository root.
//
// What it keeps:
//   1. seeds: for each demo topic, the entities with the most outgoing non-P31 statements;
//   2. every statement of the seeds, and every statement of the seeds' objects (two hops);
//   3. English labels, aliases, descriptions and P31 statements of every entity that appears;
//   4. all property metadata lines;
//   4b. the well-known namesakes of every entity with statements (another entity with the same English
//      label and at least NAMESAKE_RATIO of its statements: Richmond, London beside Richmond,
//      Virginia), with their names, types and statements, so that questions see the name as ambiguous;
//   5. the seeds' statement nodes (Wikidata's statement model, `p:`/`ps:`/`pq:`/`wikibase:rank`: the
//      dated heads of government and state of the 2025 snapshot) and the names of their values;
//   6. the snapshot's date, as the Wikidata Query Service states its own (`wikibase:Dump
//      schema:dateModified`): the day the dated statements were taken.
// The snapshot is sorted by subject, so the script streams it once per step instead of holding it.
// Output is deterministic: sorted lines, gzip with mtime 0 (zlib.gzipSync writes no timestamp).

import { createReadStream, mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import readline from "node:readline";
import { fileURLToPath } from "node:url";
import { createGunzip, gzipSync } from "node:zlib";

const repositoryRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const inputPath = path.resolve(
  process.argv[2] ?? path.join(repositoryRoot, "../shared/data/wikidata-subset/wikidata-subset-2025.nt.gz"),
);
const outputPath = path.resolve(process.argv[3] ?? path.join(repositoryRoot, "data/wikidata-slice.nt.gz"));

const ENTITY = "http://www.wikidata.org/entity/";
const DIRECT = "http://www.wikidata.org/prop/direct/";
const PROP = "http://www.wikidata.org/prop/";
/** Keep in step with NAMESAKE_RATIO in src/knowledge/namesakes.ts. */
const NAMESAKE_RATIO = 0.1;
/** The day the 2025 snapshot's dated statements were taken (see its README). */
const SNAPSHOT_DATE = "2025-10-03";
const INSTANCE_OF = `${DIRECT}P31`;
const NAME_PREDICATES = new Set([
  "http://www.w3.org/2000/01/rdf-schema#label",
  "http://www.w3.org/2004/02/skos/core#altLabel",
  "http://schema.org/description",
]);

/**
 * The topics whose most linked entities seed the slice, and how many of them. The first five are the
 * demo topics; then come the other catalogue topics (src/knowledge/topic-catalogue.ts, keep in
 * step), which have only a few dozen to a few hundred entities in the snapshot, and the paper's
 * example. 2,000 takes almost
 * every demo-topic entity while keeping the slice loadable in about a second.
 */
const DEMO_TOPICS = [
  { name: "politician", property: "P106", value: "Q82955", seeds: 2000 },
  { name: "writer", property: "P106", value: "Q36180", seeds: 2000 },
  { name: "actor", property: "P106", value: "Q33999", seeds: 2000 },
  { name: "country", property: "P31", value: "Q6256", seeds: 2000 },
  { name: "city", property: "P31", value: "Q515", seeds: 2000 },
  { name: "landmark", property: "P31", value: "Q570116", seeds: 500 },
  { name: "historical-event", property: "P31", value: "Q198", seeds: 500 },
  { name: "sport-event", property: "P31", value: "Q16510064", seeds: 500 },
  { name: "film-event", property: "P31", value: "Q220505", seeds: 500 },
  { name: "disease", property: "P31", value: "Q12136", seeds: 500 },
  { name: "medicine", property: "P31", value: "Q12140", seeds: 500 },
  { name: "treatment", property: "P31", value: "Q179661", seeds: 500 },
  { name: "sculpture", property: "P31", value: "Q860861", seeds: 500 },
  { name: "painting", property: "P31", value: "Q3305213", seeds: 500 },
  { name: "literary-work", property: "P31", value: "Q7725634", seeds: 500 },
  // The paper's own example topic, "occupation: emperor" (one entity in the snapshot).
  { name: "emperor", property: "P106", value: "Q39018", seeds: 500 },
];

const LINE_PATTERN = /^<([^>]*)> <([^>]*)> (.*) \.$/;

/**
 * Streams the snapshot and calls `visit(subject, predicate, objectText, line)` for every line.
 * `objectText` is the raw N-Triples object (`<iri>` or a literal).
 */
async function forEachLine(visit) {
  const lines = readline.createInterface({
    input: createReadStream(inputPath).pipe(createGunzip()),
    crlfDelay: Infinity,
  });
  let lineNumber = 0;
  for await (const line of lines) {
    lineNumber += 1;
    if (line === "") continue;
    const match = LINE_PATTERN.exec(line);
    if (match === null) throw new Error(`${inputPath}:${lineNumber}: not an N-Triples line`);
    visit(match[1], match[2], match[3], line);
  }
}

/** The IRI inside `<...>`, or undefined for a literal. */
function objectIri(objectText) {
  return objectText.startsWith("<") ? objectText.slice(1, -1) : undefined;
}

/** Compares Q-ids numerically (Q2 before Q10). */
function compareIds(left, right) {
  return Number(left.slice(ENTITY.length + 1)) - Number(right.slice(ENTITY.length + 1));
}

const startedAt = Date.now();

// Step 1: outgoing non-P31 statement counts and topic membership.
const outgoingCounts = new Map();
const topicMembers = new Map(DEMO_TOPICS.map((topic) => [topic.name, []]));
await forEachLine((subject, predicate, objectText) => {
  if (!predicate.startsWith(DIRECT)) return;
  if (predicate !== INSTANCE_OF) outgoingCounts.set(subject, (outgoingCounts.get(subject) ?? 0) + 1);
  for (const topic of DEMO_TOPICS) {
    if (predicate === `${DIRECT}${topic.property}` && objectText === `<${ENTITY}${topic.value}>`) {
      topicMembers.get(topic.name).push(subject);
    }
  }
});

const seeds = new Set();
const seedsPerTopic = [];
for (const topic of DEMO_TOPICS) {
  const ranked = [...new Set(topicMembers.get(topic.name))].sort(
    (left, right) =>
      (outgoingCounts.get(right) ?? 0) - (outgoingCounts.get(left) ?? 0) || compareIds(left, right),
  );
  const chosen = ranked.slice(0, topic.seeds);
  for (const entity of chosen) seeds.add(entity);
  seedsPerTopic.push({ topic: topic.name, available: ranked.length, chosen: chosen.length });
}

// Step 2: statements of the seeds; their objects become the second hop.
const keptLines = new Set();
const secondHop = new Set();
const statementsPerTopic = new Map(DEMO_TOPICS.map((topic) => [topic.name, 0]));
const seedTopics = new Map();
for (const topic of DEMO_TOPICS) {
  for (const entity of topicMembers.get(topic.name)) {
    if (!seeds.has(entity)) continue;
    const topics = seedTopics.get(entity) ?? new Set();
    topics.add(topic.name);
    seedTopics.set(entity, topics);
  }
}
const statementNodes = new Set();
await forEachLine((subject, predicate, objectText, line) => {
  if (seeds.has(subject) && predicate.startsWith(PROP) && !predicate.startsWith(DIRECT)) {
    keptLines.add(line);
    const node = objectIri(objectText);
    if (node !== undefined) statementNodes.add(node);
    return;
  }
  if (!predicate.startsWith(DIRECT) || !seeds.has(subject)) return;
  keptLines.add(line);
  for (const topic of seedTopics.get(subject) ?? [])
    statementsPerTopic.set(topic, statementsPerTopic.get(topic) + 1);
  const object = objectIri(objectText);
  if (object !== undefined && predicate !== INSTANCE_OF && !seeds.has(object)) secondHop.add(object);
});
const seedStatementCount = keptLines.size;

// Step 3: statements of the second-hop entities, and the seeds' statement nodes; every object that
// appears gets its names.
const mentioned = new Set([...seeds, ...secondHop]);
await forEachLine((subject, predicate, objectText, line) => {
  if (statementNodes.has(subject)) {
    keptLines.add(line);
    return;
  }
  if (!predicate.startsWith(DIRECT) || !secondHop.has(subject)) return;
  keptLines.add(line);
});
for (const line of keptLines) {
  const match = LINE_PATTERN.exec(line);
  const object = objectIri(match[3]);
  if (object !== undefined && object.startsWith(ENTITY) && !statementNodes.has(object)) mentioned.add(object);
}

// Step 3b: the well-known namesakes of every entity with statements, with all their statements.
const LABEL = "http://www.w3.org/2000/01/rdf-schema#label";
const withStatements = new Set([...seeds, ...secondHop]);
const byLabel = new Map();
await forEachLine((subject, predicate, objectText) => {
  if (predicate !== LABEL || !subject.startsWith(`${ENTITY}Q`)) return;
  const named = byLabel.get(objectText);
  if (named === undefined) byLabel.set(objectText, [subject]);
  else named.push(subject);
});
const namesakes = new Set();
for (const named of byLabel.values()) {
  if (named.length < 2) continue;
  for (const entity of named) {
    if (!withStatements.has(entity)) continue;
    const known = outgoingCounts.get(entity) ?? 0;
    for (const other of named) {
      const statements = outgoingCounts.get(other) ?? 0;
      if (other !== entity && !mentioned.has(other) && statements > 0 && statements >= NAMESAKE_RATIO * known)
        namesakes.add(other);
    }
  }
}
byLabel.clear();
await forEachLine((subject, predicate, _objectText, line) => {
  if (namesakes.has(subject) && predicate.startsWith(DIRECT)) keptLines.add(line);
});
for (const entity of namesakes) mentioned.add(entity);

// Step 4: names and P31 of every mentioned entity, and all property metadata. P31 classes that are
// new at this step get their names in one more pass.
const namesOf = async (entities) => {
  const newClasses = new Set();
  await forEachLine((subject, predicate, objectText, line) => {
    if (subject.startsWith(`${ENTITY}P`)) {
      keptLines.add(line);
      return;
    }
    if (!entities.has(subject)) return;
    if (NAME_PREDICATES.has(predicate)) keptLines.add(line);
    else if (predicate === INSTANCE_OF) {
      keptLines.add(line);
      const type = objectIri(objectText);
      if (type !== undefined && !mentioned.has(type)) newClasses.add(type);
    }
  });
  return newClasses;
};
const newClasses = await namesOf(mentioned);
for (const type of newClasses) mentioned.add(type);
await forEachLine((subject, predicate, _objectText, line) => {
  if (newClasses.has(subject) && NAME_PREDICATES.has(predicate)) keptLines.add(line);
});

keptLines.add(
  `<http://wikiba.se/ontology#Dump> <http://schema.org/dateModified> "${SNAPSHOT_DATE}T00:00:00Z"^^<http://www.w3.org/2001/XMLSchema#dateTime> .`,
);
const sortedLines = [...keptLines].sort((left, right) => (left < right ? -1 : left > right ? 1 : 0));
const text = `${sortedLines.join("\n")}\n`;
const compressed = gzipSync(Buffer.from(text, "utf8"), { level: 9 });
mkdirSync(path.dirname(outputPath), { recursive: true });
writeFileSync(outputPath, compressed);

let statementCount = 0;
for (const line of sortedLines) if (line.includes(`> <${DIRECT}`)) statementCount += 1;

console.log(`input:  ${inputPath}`);
console.log(`output: ${outputPath}`);
for (const { topic, available, chosen } of seedsPerTopic) {
  console.log(
    `  ${topic.padEnd(16)} ${String(chosen).padStart(5)} seeds of ${String(available).padStart(5)}, ` +
      `${statementsPerTopic.get(topic)} seed statements`,
  );
}
console.log(`seeds:                 ${seeds.size}`);
console.log(`seed statements:       ${seedStatementCount}`);
console.log(`second-hop entities:   ${secondHop.size}`);
console.log(`statement nodes:       ${statementNodes.size}`);
console.log(`namesakes:             ${namesakes.size}`);
console.log(`statements (wdt:):     ${statementCount}`);
console.log(`entities with names:   ${mentioned.size}`);
console.log(`lines:                 ${sortedLines.length}`);
console.log(
  `size:                  ${(text.length / 1e6).toFixed(1)} MB text, ${(compressed.length / 1e6).toFixed(2)} MB gzip`,
);
console.log(`time:                  ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
