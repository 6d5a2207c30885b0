// The golden file of question wording (bench/wording/golden.tsv: a reader's verdict on each rendered
// question) against the current rules: regenerates every question of its topics and seed, finds each
// golden line's question by its fact path and answer, and prints the pass rate, the
// questions whose wording changed (each an intended fix or a regression, to be read), and each name
// rule's hits over the names of the regenerated questions' entities.
//   node bench/wording-golden.mjs [file]     (after npm run build; default bench/wording/golden.tsv)
import { readFileSync } from "node:fs";
import { renderWordingSample, sampleKey } from "./wording/render-sample.mjs";
import { nameRuleFor, nameRules } from "../dist/questions/name-rules.js";
import { relationLexicon } from "../dist/questions/relation-lexicon.js";

// Another read file of the same format (a fresh sample) may be given: its lines are checked alike.
const goldenFile =
  process.argv[2] === undefined
    ? new URL("./wording/golden.tsv", import.meta.url)
    : new URL(process.argv[2], `file://${process.cwd()}/`);
const lines = readFileSync(goldenFile, "utf8")
  .split("\n")
  .filter((line) => line !== "" && !line.startsWith("#"));
// Header line: # seed=<seed> perType=<n> cap=<n>
const header = readFileSync(goldenFile, "utf8").split("\n")[0] ?? "";
const setting = (name, fallback) => new RegExp(`${name}=(\\S+)`).exec(header)?.[1] ?? fallback;
const seed = setting("seed", "golden");
const perType = Number(setting("perType", 30));
const cap = Number(setting("cap", 60));

const golden = new Map();
for (const line of lines) {
  const [verdict, ...rest] = line.split("\t");
  golden.set(sampleKey(rest.join("\t")), { verdict, text: rest[2] ?? "" });
}
const topics = [...new Set(lines.map((line) => line.split("\t")[1]))];
// The texts generated now, by a golden line's key (its fact path and answer).
const now = new Map();
const bySource = new Map();
const addText = (texts, key, text) => {
  const known = texts.get(key);
  if (known === undefined) texts.set(key, [text]);
  else if (!known.includes(text)) known.push(text);
};
// Each name rule's hits over the entities of the golden topics' fact sets (one name per entity),
// and per entity and kind where a fact's relation declares its subject's or object's kind.
const hits = new Map(nameRules.map((rule) => [rule.id, 0]));
let undecided = 0;
const kindHits = new Map();
const ruleOf = (entity, kind) => {
  const label = entity.label.trim().replace(/\s+/gu, " ");
  return nameRuleFor({
    id: entity.id,
    label,
    words: label.toLowerCase().split(" "),
    types: entity.types,
    aliases: entity.aliases,
    title: kind === "work",
    kind,
  });
};
const countRules = (_topic, factSet) => {
  for (const entity of factSet.entities) {
    const rule = ruleOf(entity, undefined);
    if (rule === undefined) undecided += 1;
    else hits.set(rule.id, (hits.get(rule.id) ?? 0) + 1);
  }
  const entities = new Map(factSet.entities.map((entity) => [entity.id, entity]));
  const seen = new Set();
  for (const fact of factSet.facts) {
    const entry = relationLexicon[fact.relation];
    for (const [id, kind] of [
      [fact.subject, entry?.subject],
      [fact.object, entry?.object],
    ]) {
      const entity = entities.get(id);
      if (kind === undefined || entity === undefined || seen.has(`${id} ${kind}`)) continue;
      seen.add(`${id} ${kind}`);
      const rule = ruleOf(entity, kind);
      const key = `${kind} → ${rule?.id ?? "(no rule: bare)"}`;
      kindHits.set(key, (kindHits.get(key) ?? 0) + 1);
    }
  }
};
// The golden lines were drawn from a capped sample (perType, cap); they are looked up among every
// question the rules make with the seed (every eligible fact), since each question's own draws come
// from its fact: a rule that changes other questions, or which facts a capped run selects, leaves a
// line as it was.
const everyFact = 1_000_000;
for await (const line of renderWordingSample({
  seed,
  perType: everyFact,
  topics,
  cap: Infinity,
  onFactSet: countRules,
  // A line written before one of its entities got a display name is found by its source labels.
  onSourceKey: (line, key) => addText(bySource, key, line.split("\t")[2]),
}))
  addText(now, sampleKey(line), line.split("\t")[2]);

let same = 0;
let passing = 0;
const changed = [];
let missing = 0;
const missingLines = [];
for (const [key, { verdict, text }] of golden) {
  // A fact can give several questions of a type (a dated one per term of office): the line is the
  // same when one of them reads as it did.
  const texts = now.get(key) ?? bySource.get(key);
  const current = texts === undefined ? undefined : texts.includes(text) ? text : texts[0];
  if (current === undefined) {
    missing += 1;
    missingLines.push({ verdict, text });
    continue;
  }
  if (current === text) {
    same += 1;
    // "ok (note: ...)": a reader's note on the answer, not on the wording.
    if (verdict === "ok" || verdict.startsWith("ok (")) passing += 1;
  } else changed.push({ verdict, before: text, after: current });
}
const percent = (count) => `${((100 * count) / golden.size).toFixed(1)}%`;
console.log(
  `golden questions: ${golden.size} from ${topics.length} topics (seed ${seed}, perType ${perType}, cap ${cap})`,
);
console.log(`read as natural English and rendered the same now: ${passing} (${percent(passing)})`);
console.log(
  `rendered the same: ${same}; wording changed: ${changed.length}; no longer generated: ${missing}`,
);
for (const { verdict, before, after } of changed) console.log(`  [${verdict}] ${before}\n     now: ${after}`);
for (const { verdict, text } of missingLines)
  console.log(`  [${verdict}] ${text}\n     now: (not generated)`);

console.log("\nname rule hits (entities of the golden topics):");
for (const [id, count] of hits) console.log(`  ${id.padEnd(24)} ${count}`);
console.log(`  ${"(no rule: bare)".padEnd(24)} ${undecided}`);

console.log("\nname rule hits where a relation declares the kind (entity and kind once):");
for (const [key, count] of [...kindHits].sort(([a], [b]) => a.localeCompare(b)))
  console.log(`  ${key.padEnd(48)} ${count}`);
