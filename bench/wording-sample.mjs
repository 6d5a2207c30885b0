// Renders questions from every catalogue topic (one snapshot load), for reading and for diffing the
// wording before and after a change: node bench/wording-sample.mjs [seed] [perType] [topics,...]
// One line per question: topic <tab> type/hops <tab> text <tab> answer <tab> fact path.
import {
  KnowledgeGraph,
  generateQuestions,
  listTopics,
  openKnowledgeSource,
  retrieveTopic,
} from "../dist/index.js";

const seed = process.argv[2] ?? "wording";
const perType = Number(process.argv[3] ?? 30);
const snapshot =
  process.env.FACTPROBE_SNAPSHOT ??
  new URL("../../shared/data/wikidata-subset/wikidata-subset-2025.nt.gz", import.meta.url).pathname;
const topics = process.argv[4]?.split(",") ?? listTopics().map((topic) => topic.name);
const source = await openKnowledgeSource(snapshot);
for (const topic of topics) {
  const { factSet } = await retrieveTopic({ source, topic, limit: 200 });
  let questions = [];
  try {
    ({ questions } = generateQuestions({
      graph: KnowledgeGraph.fromFactSet(factSet),
      topic,
      hops: [1, 2],
      perType,
      seed,
    }));
  } catch (error) {
    process.stderr.write(`${topic}: ${error.message}\n`);
  }
  process.stderr.write(`${topic}: ${factSet.seeds.length} seeds, ${questions.length} questions\n`);
  for (const question of questions) {
    const path = question.facts
      .map((fact) => `${fact.subjectLabel} -${fact.relationLabel}-> ${fact.objectLabel}`)
      .join(" | ");
    const options = question.options === undefined ? "" : ` [${question.options.join(" | ")}]`;
    console.log(`${topic}\t${question.type}/${question.hops}\t${question.text}${options}\t${question.answer}\t${path}`);
  }
}
await source.close?.();
