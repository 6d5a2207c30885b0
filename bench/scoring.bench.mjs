// Peak RSS and time of a scoring run (scoreRun) with the sentence-embedding matcher on a synthetic
// run of 3,000 WH answers taken from the development set's responses.
import { mkdtemp, writeFile } from "node:fs/promises";
import { homedir, tmpdir } from "node:os";
import { join } from "node:path";
import { createMatcher, defaultEmbeddingModelPath, readMatcherDevSet, scoreRun } from "../dist/index.js";

const items = await readMatcherDevSet(new URL("../data/matcher-dev-set.jsonl", import.meta.url).pathname);
const directory = await mkdtemp(join(tmpdir(), "factprobe-scoring-bench-"));
const count = 3000;
const questions = [];
const answers = [];
for (let index = 0; index < count; index++) {
  const item = items[index % items.length];
  const id = `q${index}`;
  questions.push({
    version: 1,
    id,
    type: "wh",
    hops: 1,
    topic: item.topic,
    text: item.question,
    answer: item.gold,
    answerLabel: item.gold,
    aliases: item.aliases,
    facts: [],
    templateId: "bench",
    generator: "bench@1",
  });
  answers.push({
    version: 1,
    questionId: id,
    modelId: "bench",
    response: index < items.length ? item.response : `${item.response} (${index})`,
    attempts: 1,
    latencyMs: 1,
    answeredAt: "2026-01-01T00:00:00.000Z",
  });
}
await writeFile(
  join(directory, "questions.jsonl"),
  questions.map((q) => JSON.stringify(q)).join("\n") + "\n",
);
await writeFile(join(directory, "answers.jsonl"), answers.map((a) => JSON.stringify(a)).join("\n") + "\n");
const rssBefore = process.resourceUsage().maxRSS / 1024;
for (const id of ["sentence-embedding", "default"]) {
  const matcher = await createMatcher(id, {
    embeddingModelPath: defaultEmbeddingModelPath({ env: process.env, homedir: homedir() }),
  });
  const started = performance.now();
  const scores = await scoreRun(directory, { matcher });
  await matcher.dispose?.();
  const seconds = (performance.now() - started) / 1000;
  const verdicts = {};
  for (const score of scores) verdicts[score.verdict] = (verdicts[score.verdict] ?? 0) + 1;
  console.log(
    `scoreRun, ${id}: ${count} WH answers in ${seconds.toFixed(1)} s (${Math.round(count / seconds)} answers/s) ${JSON.stringify(verdicts)}`,
  );
}
console.log(
  `peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (${rssBefore.toFixed(0)} MB before scoring)`,
);
