// Digests of generated questions, to check that a speed change leaves every question as it was:
//   node bench/questions-digest.mjs [embedded|full|all]   (after npm run build)
// For fixed seeds and options it prints, per run, the question count, a SHA-256 of every question's
// id and text in output order, and a SHA-256 of the questions' whole JSON and of the report. Run it
// before and after a change and compare the two outputs (they must be equal).
import { createHash } from "node:crypto";
import { fileURLToPath } from "node:url";
import { KnowledgeGraph, generateQuestions, readNTriplesFactSet } from "../dist/index.js";

const which = process.argv[2] ?? "all";
const embedded = fileURLToPath(new URL("../data/wikidata-slice.nt.gz", import.meta.url));
const full =
  process.env.FACTPROBE_SNAPSHOT ??
  fileURLToPath(new URL("../../shared/data/wikidata-subset/wikidata-subset-2025.nt.gz", import.meta.url));

const runs = {
  embedded: [
    { hops: [1, 2], perType: 100_000, seed: 1 },
    { hops: [1], perType: 500, seed: "digest" },
    { hops: [1, 2], perType: 2_000, seed: 7, asOf: "2025-10-03" },
  ],
  full: [
    { hops: [1], perType: 46_000, seed: 1 },
    { hops: [2], perType: 7_000, seed: 1 },
  ],
};

const sha = (text) => createHash("sha256").update(text).digest("hex").slice(0, 16);

const digests = {};
for (const [name, file] of [
  ["embedded", embedded],
  ["full", full],
]) {
  if (which !== "all" && which !== name) continue;
  const graph = KnowledgeGraph.fromFactSet(await readNTriplesFactSet(file));
  for (const options of runs[name]) {
    const { questions, report } = generateQuestions({ graph, topic: "general knowledge", ...options });
    const idsAndTexts = questions.map((question) => `${question.id}\t${question.text}`).join("\n");
    digests[`${name} ${JSON.stringify(options)}`] = {
      questions: questions.length,
      idsAndTexts: sha(idsAndTexts),
      json: sha(JSON.stringify(questions)),
      report: sha(JSON.stringify(report)),
    };
  }
}
console.log(JSON.stringify(digests, null, 2));
