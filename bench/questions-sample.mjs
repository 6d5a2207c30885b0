// Prints a stratified sample of generated questions (default 200) across types, hops and relations,
// for a person to review: node bench/questions-sample.mjs [count] [seed]   (after npm run build)
import { KnowledgeGraph, createSeededRandom, generateQuestions, readNTriplesFactSet } from "../dist/index.js";

const count = Number(process.argv[2] ?? 200);
const seed = process.argv[3] ?? "review";
const snapshot =
  process.env.FACTPROBE_SNAPSHOT ??
  new URL("../../shared/data/wikidata-subset/wikidata-subset-2025.nt.gz", import.meta.url).pathname;
const graph = KnowledgeGraph.fromFactSet(await readNTriplesFactSet(snapshot));
const { questions } = generateQuestions({
  graph,
  topic: "general knowledge",
  hops: [1, 2],
  perType: 400,
  seed,
});

// Strata: type x hops; inside each, round-robin over relations (the last hop's relation).
const random = createSeededRandom(seed);
const strata = new Map();
for (const question of random.shuffle(questions)) {
  const stratum = `${question.type}/${question.hops}`;
  const relation = question.facts[question.hops === 2 ? 1 : 0]?.relation ?? "";
  if (!strata.has(stratum)) strata.set(stratum, new Map());
  const byRelation = strata.get(stratum);
  if (!byRelation.has(relation)) byRelation.set(relation, []);
  byRelation.get(relation).push(question);
}
const perStratum = Math.ceil(count / strata.size);
const sample = [];
for (const [, byRelation] of [...strata].sort(([left], [right]) => (left < right ? -1 : 1))) {
  const queues = [...byRelation.values()];
  let taken = 0;
  for (let round = 0; taken < perStratum && queues.some((queue) => queue.length > round); round += 1) {
    for (const queue of queues) {
      if (taken >= perStratum) break;
      const question = queue[round];
      if (question === undefined) continue;
      sample.push(question);
      taken += 1;
    }
  }
}
for (const [index, question] of sample.slice(0, count).entries()) {
  const options =
    question.options === undefined
      ? ""
      : `  [${question.options.map((option, at) => `${"ABCD"[at]}. ${option}`).join("  ")}]`;
  const path = question.facts
    .map((fact) => `${fact.subjectLabel} -${fact.relationLabel}-> ${fact.objectLabel}`)
    .join(" | ");
  console.log(
    `${String(index + 1).padStart(3)} ${question.type}/${question.hops} ${question.templateId}\n    ${question.text}${options}  => ${question.answer}\n    (${path})`,
  );
}
