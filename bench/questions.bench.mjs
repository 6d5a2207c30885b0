// Question generation on the full Wikidata snapshot (seeds = every subject): one-hop and two-hop
// questions per second and peak RSS. Loading the snapshot is timed separately.
import { KnowledgeGraph, generateQuestions, readNTriplesFactSet } from "../dist/index.js";

const snapshot =
  process.env.FACTPROBE_SNAPSHOT ??
  new URL("../../shared/data/wikidata-subset/wikidata-subset-2025.nt.gz", import.meta.url).pathname;
// 46,000 per type: with only provably false No statements and distractors, multiple choice and
// WH run out of eligible facts before 34,000 each, so Yes-No makes up the 100,000.
const oneHopPerType = Number(process.env.ONE_HOP_PER_TYPE ?? 46_000);
const twoHopPerType = Number(process.env.TWO_HOP_PER_TYPE ?? 7_000);

let started = performance.now();
const factSet = await readNTriplesFactSet(snapshot);
const graph = KnowledgeGraph.fromFactSet(factSet);
const loadSeconds = (performance.now() - started) / 1000;

const run = (hops, perType) => {
  const begin = performance.now();
  const cpuBegin = process.cpuUsage();
  const { questions, report } = generateQuestions({
    graph,
    topic: "general knowledge",
    hops,
    perType,
    seed: 1,
  });
  const seconds = (performance.now() - begin) / 1000;
  const cpu = process.cpuUsage(cpuBegin);
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  const counted = questions.filter((question) => question.hops === hops[0]).length;
  return { questions: counted, withSubQuestions: questions.length, seconds, cpuSeconds, report };
};

const oneHop = run([1], oneHopPerType);
const twoHop = run([2], twoHopPerType);
const perType = (result, key) =>
  Object.fromEntries(
    Object.entries(result.report[key]).map(([type, typeReport]) => [type, typeReport.generated]),
  );
const figures = {
  facts: graph.factCount,
  seeds: graph.seeds.length,
  loadSeconds: Number(loadSeconds.toFixed(2)),
  oneHop: {
    questions: oneHop.questions,
    perType: perType(oneHop, "types"),
    seconds: Number(oneHop.seconds.toFixed(2)),
    cpuSeconds: Number(oneHop.cpuSeconds.toFixed(2)),
    questionsPerSecond: Math.round(oneHop.questions / oneHop.seconds),
  },
  twoHop: {
    questions: twoHop.questions,
    perType: perType(twoHop, "twoHop"),
    subQuestionsAdded: twoHop.withSubQuestions - twoHop.questions,
    seconds: Number(twoHop.seconds.toFixed(2)),
    cpuSeconds: Number(twoHop.cpuSeconds.toFixed(2)),
    questionsPerSecond: Math.round(twoHop.questions / twoHop.seconds),
  },
  peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
};
console.log(JSON.stringify(figures, null, 2));
