#!/usr/bin/env node
// The yield of question generation on every catalogue topic of the embedded slice: questions per
// type and hop, per relation, and the skip reasons. Run it before and after a generation rule
// changes, to see what the rule costs ("fairness bought by asking less is no fix").
// Usage: node bench/question-yield.mjs [--per-type 60] [--seed 7] [--limit 200] [--json FILE] [--ids FILE]
// --ids writes each generated question's topic, id and text, one per line, to diff a wording change
// (same ids, new texts) against a run before it.
import { writeFile } from "node:fs/promises";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

const here = dirname(fileURLToPath(import.meta.url));
const { KnowledgeGraph, generateQuestions, listTopics, openKnowledgeSource, resolveTopic, retrieveFacts } =
  await import(join(here, "../dist/index.js"));

const { values } = parseArgs({
  options: {
    "per-type": { type: "string", default: "60" },
    seed: { type: "string", default: "7" },
    limit: { type: "string", default: "200" },
    json: { type: "string" },
    ids: { type: "string" },
  },
});
const perType = Number(values["per-type"]);
const limit = Number(values.limit);
const seed = Number(values.seed);
const source = await openKnowledgeSource("embedded");
const retrievedAt = new Date("2025-01-01T00:00:00.000Z");
const result = { perType, seed, limit, topics: {}, relations: {}, skips: {} };
const idLines = [];
try {
  for (const { name } of listTopics()) {
    const topic = await resolveTopic(name, source);
    const factSet = await retrieveFacts({ source, topic, limit, now: () => retrievedAt });
    const generated = generateQuestions({
      graph: KnowledgeGraph.fromFactSet(factSet),
      topic: topic.promptTopic,
      types: ["yes-no", "multiple-choice", "wh"],
      hops: [1, 2],
      perType,
      seed,
    });
    const counts = { "yes-no": 0, "multiple-choice": 0, wh: 0 };
    for (const question of generated.questions) {
      counts[question.type] += 1;
      idLines.push(`${name}\t${question.id}\t${question.text}`);
      const relations =
        question.hops === 2
          ? `${question.facts[0].relation}>${question.facts[1].relation}`
          : question.facts[0].relation;
      const row = (result.relations[relations] ??= { "yes-no": 0, "multiple-choice": 0, wh: 0 });
      row[question.type] += 1;
    }
    for (const [type, report] of Object.entries(generated.report.types))
      for (const [reason, count] of Object.entries(report.skipped ?? {}))
        if (count > 0) result.skips[`${type}/${reason}`] = (result.skips[`${type}/${reason}`] ?? 0) + count;
    result.topics[name] = counts;
    console.log(
      `${name.padEnd(17)} yes-no ${String(counts["yes-no"]).padStart(4)}  multiple-choice ${String(
        counts["multiple-choice"],
      ).padStart(4)}  wh ${String(counts.wh).padStart(4)}`,
    );
  }
} finally {
  await source.close?.();
}
const totals = { "yes-no": 0, "multiple-choice": 0, wh: 0 };
for (const counts of Object.values(result.topics)) for (const type in totals) totals[type] += counts[type];
console.log(
  `${"total".padEnd(17)} yes-no ${totals["yes-no"]}  multiple-choice ${totals["multiple-choice"]}  wh ${totals.wh}`,
);
if (values.ids !== undefined) await writeFile(values.ids, `${idLines.join("\n")}\n`);
if (values.json !== undefined) await writeFile(values.json, `${JSON.stringify(result, null, 2)}\n`);
