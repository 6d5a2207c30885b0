// Questions of catalogue topics as sample lines: topic, type/hops, text [options], answer, fact
// path, tab-separated. Shared by bench/wording-sample.mjs and bench/wording-golden.mjs.
import {
  KnowledgeGraph,
  generateQuestions,
  listTopics,
  openKnowledgeSource,
  retrieveTopic,
} from "../../dist/index.js";

const defaultSnapshot = new URL(
  "../../../shared/data/wikidata-subset/wikidata-subset-2025.nt.gz",
  import.meta.url,
).pathname;

/** The key of a sample line: all but the text, which is what a change of wording changes. */
export function sampleKey(line) {
  const [topic, kind, , answer, path] = line.split("\t");
  return `${topic}\t${kind}\t${answer}\t${path}`;
}

/**
 * Yields sample lines of `topics` (default: every catalogue topic), at most `cap` per topic, taken
 * evenly across the topic's generated questions; `onFactSet` sees each topic's fact set.
 */
export async function* renderWordingSample({
  seed,
  perType,
  topics,
  cap = Infinity,
  onTopic = () => {},
  onFactSet = () => {},
  onSourceKey = () => {},
}) {
  const snapshot = process.env.FACTPROBE_SNAPSHOT ?? defaultSnapshot;
  const names = topics ?? listTopics().map((topic) => topic.name);
  const source = await openKnowledgeSource(snapshot);
  try {
    for (const topic of names) {
      const { factSet } = await retrieveTopic({ source, topic, limit: 200 });
      onFactSet(topic, factSet);
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
        onTopic(`${topic}: ${error.message.split("\n")[0]}`);
      }
      const step = questions.length > cap ? questions.length / cap : 1;
      const taken = [];
      for (let at = 0; at < questions.length && taken.length < cap; at += step)
        taken.push(questions[Math.floor(at)]);
      onTopic(
        `${topic}: ${factSet.seeds.length} seeds, ${questions.length} questions, ${taken.length} taken`,
      );
      const sourceLabels = new Map(factSet.entities.map((entity) => [entity.id, entity.label]));
      for (const question of taken) {
        const line = sampleLine(topic, question);
        onSourceKey(line, sourceKey(topic, question, sourceLabels));
        yield line;
      }
    }
  } finally {
    await source.close?.();
  }
}

/**
 * A question's {@link sampleKey} with its entities named by their source labels, not by the names
 * questions give them (`display-name.ts`): a golden line written before an entity got a display
 * name is still found.
 */
function sourceKey(topic, question, sourceLabels) {
  const source = (id, label) => sourceLabels.get(id) ?? label;
  const path = question.facts
    .map(
      (fact) =>
        `${source(fact.subject, fact.subjectLabel)} -${fact.relationLabel}-> ${source(fact.object, fact.objectLabel)}`,
    )
    .join(" | ");
  let answer = question.answer;
  for (const fact of question.facts) {
    if (answer === fact.objectLabel) answer = source(fact.object, answer);
    else if (answer === fact.subjectLabel) answer = source(fact.subject, answer);
  }
  return `${topic}\t${question.type}/${question.hops}\t${answer}\t${path}`;
}

function sampleLine(topic, question) {
  const path = question.facts
    .map((fact) => `${fact.subjectLabel} -${fact.relationLabel}-> ${fact.objectLabel}`)
    .join(" | ");
  const options = question.options === undefined ? "" : ` [${question.options.join(" | ")}]`;
  return `${topic}\t${question.type}/${question.hops}\t${question.text}${options}\t${question.answer}\t${path}`;
}
