#!/usr/bin/env node
// Generates the validity benchmark's question suites with the built library, the way `factprobe
// check` does (topic -> facts -> questions): one suite per catalogue topic on the embedded slice,
// all three types, hops 1 and 2, a fixed seed, plus one combined suite. Deterministic: the same
// options give byte-identical files (the facts' retrieval time is pinned, see --retrieved-at).
//
// Usage: node bench/validity/make-suites.mjs [--topics a,b,...] [--per-type N (default 5)]
//          [--seed S (default 1)] [--limit N (default 200)] [--source embedded]
//          [--retrieved-at ISO (default 2025-01-01T00:00:00.000Z)] [--out DIR (default bench/validity/suites)]
//          [--exclude SUITE.jsonl] (drop questions whose id that suite already holds: a held-out set)
// Writes DIR/<topic>.jsonl (the suite), DIR/<topic>.kg.json.gz (its knowledge graph, gzipped, for judging),
// DIR/<topic>.report.json (what generation made and skipped; grammar flags), DIR/all.jsonl (every
// topic's questions in topic order) and DIR/manifest.json (options and counts). Needs `npm run build`.
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { gzipSync } from "node:zlib";

const here = dirname(fileURLToPath(import.meta.url));
const library = await import(join(here, "../../dist/index.js"));
const { KnowledgeGraph, checkGrammar, generateQuestions, openKnowledgeSource, resolveTopic, retrieveFacts } =
  library;

/** The topics of the benchmark, in the order their questions are kept (the first topic keeps a shared question). */
export const DEFAULT_TOPICS = [
  "politician",
  "writer",
  "actor",
  "country",
  "city",
  "landmark",
  "painting",
  "literary-work",
  "disease",
  "film-event",
  // The same people topics drawn from their 2,000 most linked entities instead of 200: less famous
  // people, on whom a strong model errs, so that its incorrect verdicts can be checked too.
  "politician:2000",
  "writer:2000",
  "actor:2000",
  // And again with two other seeds: more of the less known people, where a strong model's errors
  // are, so that the precision of its incorrect verdicts rests on more than a handful.
  "politician:2000:2",
  "writer:2000:2",
  "actor:2000:2",
  "politician:2000:3",
  "writer:2000:3",
  "actor:2000:3",
];

const { values } = parseArgs({
  options: {
    topics: { type: "string", default: DEFAULT_TOPICS.join(",") },
    "per-type": { type: "string", default: "5" },
    seed: { type: "string", default: "1" },
    limit: { type: "string", default: "200" },
    source: { type: "string", default: "embedded" },
    "retrieved-at": { type: "string", default: "2025-01-01T00:00:00.000Z" },
    out: { type: "string", default: join(here, "suites") },
    exclude: { type: "string" },
  },
});
const topics = values.topics
  .split(",")
  .map((topic) => topic.trim())
  .filter((topic) => topic !== "");
const perType = Number(values["per-type"]);
const limit = Number(values.limit);
const seed = Number.isNaN(Number(values.seed)) ? values.seed : Number(values.seed);
const retrievedAt = new Date(values["retrieved-at"]);
if (
  !Number.isInteger(perType) ||
  perType < 1 ||
  !Number.isInteger(limit) ||
  limit < 1 ||
  Number.isNaN(retrievedAt.getTime())
) {
  console.error("--per-type and --limit must be positive whole numbers, --retrieved-at an ISO time.");
  process.exit(2);
}

await mkdir(values.out, { recursive: true });
const source = await openKnowledgeSource(values.source);
// Question ids already asked elsewhere (--exclude): such questions are dropped like shared ones.
const excluded =
  values.exclude === undefined
    ? new Set()
    : new Set(
        (await readFile(values.exclude, "utf8"))
          .split("\n")
          .filter((line) => line.trim() !== "")
          .map((line) => JSON.parse(line).id),
      );
const seen = new Set(excluded);
const combined = [];
const manifest = {
  version: 1,
  options: {
    topics,
    perType,
    seed,
    limit,
    source: values.source,
    ...(values.exclude === undefined ? {} : { excludedQuestions: excluded.size }),
    retrievedAt: retrievedAt.toISOString(),
    types: ["yes-no", "multiple-choice", "wh"],
    hops: [1, 2],
  },
  topics: {},
  total: 0,
};
try {
  for (const spec of topics) {
    // "politician:2000": the topic with its own entity limit, kept as "politician-2000";
    // "politician:2000:2" also with its own seed, kept as "politician-2000-s2".
    const [topicName, ownLimit, ownSeed] = spec.split(":");
    const name = [topicName, ownLimit, ownSeed === undefined ? undefined : `s${ownSeed}`]
      .filter((part) => part !== undefined)
      .join("-");
    const topic = await resolveTopic(topicName, source);
    const factSet = await retrieveFacts({
      source,
      topic,
      limit: ownLimit === undefined ? limit : Number(ownLimit),
      now: () => retrievedAt,
    });
    const generated = generateQuestions({
      graph: KnowledgeGraph.fromFactSet(factSet),
      topic: topic.promptTopic,
      types: ["yes-no", "multiple-choice", "wh"],
      hops: [1, 2],
      perType,
      seed: ownSeed === undefined ? seed : Number.isNaN(Number(ownSeed)) ? ownSeed : Number(ownSeed),
    });
    // Question ids name the fact, type and template, not the topic: a question two topics share is
    // kept once, in the first, so that ids are unique across the benchmark. Excluded ids count as
    // shared with an earlier topic.
    const questions = generated.questions.filter((question) => !seen.has(question.id));
    const shared = generated.questions.length - questions.length;
    for (const question of questions) seen.add(question.id);
    const grammar = await checkGrammar(questions);
    await writeJsonl(join(values.out, `${name}.jsonl`), questions);
    // Gzipped: the graphs are most of the data, and gzip output carries no time, so it stays deterministic.
    await writeFile(
      join(values.out, `${name}.kg.json.gz`),
      gzipSync(`${JSON.stringify(factSet)}\n`, { level: 9 }),
    );
    await writeFile(
      join(values.out, `${name}.report.json`),
      `${JSON.stringify({ ...generated.report, sharedWithEarlierTopics: shared, grammar }, null, 2)}\n`,
    );
    const counts = countBy(questions, (question) => `${question.type}/${question.hops}`);
    manifest.topics[name] = {
      promptTopic: topic.promptTopic,
      questions: questions.length,
      sharedWithEarlierTopics: shared,
      facts: factSet.facts.length,
      counts,
    };
    manifest.total += questions.length;
    combined.push(...questions);
    console.log(
      `${name}: ${questions.length} questions (${Object.entries(counts)
        .map(([key, count]) => `${count} ${key}`)
        .join(", ")}${shared > 0 ? `; ${shared} shared with earlier topics, dropped` : ""})`,
    );
  }
} finally {
  await source.close?.();
}
await writeJsonl(join(values.out, "all.jsonl"), combined);
await writeFile(join(values.out, "manifest.json"), `${JSON.stringify(manifest, null, 2)}\n`);
const productive = Object.values(manifest.topics).filter((entry) => entry.questions > 0).length;
console.log(`all: ${combined.length} questions from ${productive} topics in ${values.out}`);

async function writeJsonl(path, records) {
  await writeFile(path, records.map((record) => `${JSON.stringify(record)}\n`).join(""));
}

function countBy(items, keyOf) {
  const counts = {};
  for (const item of items) counts[keyOf(item)] = (counts[keyOf(item)] ?? 0) + 1;
  return counts;
}
