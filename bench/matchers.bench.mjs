// Measures the WH matchers on data/matcher-dev-set.jsonl (the paper's Table 4 layout: positive class
// "the answer is wrong"): the default matcher's threshold calibrated on the calibration half, then
// every matcher on the held-out half and on all items; plus matcher throughput.
import { homedir } from "node:os";
import {
  bestByF1,
  cacheEmbeddingModel,
  createMatcher,
  createTransformersEmbeddingModel,
  defaultEmbeddingModelPath,
  evaluateMatcher,
  readMatcherDevSet,
  renderMatcherTable,
  renderThresholdSweep,
  sweepThreshold,
  matchExactly,
  createExactMatchMemo,
  extractWhAnswer,
} from "../dist/index.js";
import { distinctAnswerChunks } from "./distinct-answers.mjs";

const items = await readMatcherDevSet(new URL("../data/matcher-dev-set.jsonl", import.meta.url).pathname);
const modelPath = defaultEmbeddingModelPath({ env: process.env, homedir: homedir() });
const embeddingModel = cacheEmbeddingModel(createTransformersEmbeddingModel({ modelPath }));
const settings = { embeddingModelPath: modelPath, embeddingModel };
const calibration = items.filter((item) => item.split === "calibration");
const heldOut = items.filter((item) => item.split === "held-out");
console.log(`${items.length} labelled items: ${calibration.length} calibration, ${heldOut.length} held-out`);

// Throughput: exact/alias on realistic pairs, every one with an answer string of its own (see
// distinct-answers.mjs), so that the figure is the work of matching, not of remembering.
// Measured first, before the GloVe vectors fill the heap, and printed below.
const pairs = items.map((item) => ({
  answer: extractWhAnswer(item.response, item.question),
  response: item.response,
  gold: item.gold,
  aliases: item.aliases,
  question: item.question,
}));
const exact = timeExactMatching(pairs, 2000);

const thresholds = Array.from({ length: 10 }, (_, index) => Number((0.5 + index * 0.05).toFixed(2)));
const sweep = await sweepThreshold(
  calibration,
  (threshold) => createMatcher("default", { ...settings, threshold }),
  thresholds,
);
console.log(`\nCalibration half:\n\n${renderThresholdSweep("default", sweep)}`);
const best = bestByF1(sweep);
console.log(
  `Best threshold on the calibration half: ${best?.threshold} (the shipped DEFAULT_MATCHER_THRESHOLD must equal it)`,
);

const ids = ["default", "exact", "levenshtein", "ngram", "word-embedding", "sentence-embedding"];
const loadStarted = performance.now();
const matchers = [];
for (const id of ids) matchers.push(await createMatcher(id, settings));
for (const [name, subset] of [
  ["held-out", heldOut],
  ["all", items],
]) {
  const evaluations = [];
  for (const matcher of matchers) {
    const started = performance.now();
    evaluations.push(await evaluateMatcher(subset, matcher));
    if (matcher.id === "word-embedding" && name === "held-out") {
      console.log(
        `\n(word-embedding: GloVe vectors loaded and ${subset.length} items judged in ${((performance.now() - started) / 1000).toFixed(1)} s)`,
      );
    }
  }
  console.log(`\nTable 4 on the ${name} items (${subset.length}):\n\n${renderMatcherTable(evaluations)}`);
}
void loadStarted;

console.log(
  `\nexact/alias: ${Math.round(exact.rate).toLocaleString("en-US")} pairs/s (one thread, ${exact.count.toLocaleString("en-US")} distinct answers)`,
);

/**
 * Matches chunks of fresh answers for `milliseconds` of timed work. Each chunk is made before the
 * previous one is timed, so that, like answers read at the start of a scoring run, it has left the
 * young generation by the time it is matched, and the timed loop pays for its own garbage only.
 */
function timeExactMatching(pairs, milliseconds) {
  const memo = createExactMatchMemo(); // as the exact matcher holds one: gold names recur
  const chunks = distinctAnswerChunks(pairs, 100_000, (response, pair) =>
    extractWhAnswer(response, pair.question),
  );
  let next = chunks.next().value;
  let count = 0;
  let elapsed = 0;
  while (elapsed < milliseconds) {
    const chunk = next;
    next = chunks.next().value;
    const started = performance.now();
    for (const pair of chunk) matchExactly(pair, memo);
    elapsed += performance.now() - started;
    count += chunk.length;
  }
  return { rate: count / (elapsed / 1000), count };
}

// Sentence embeddings: fresh answers every time (no answer cache), gold vectors cached as in scoring.
const sentence = await createMatcher("sentence-embedding", { embeddingModelPath: modelPath });
const golds = items.map((item) => ({ gold: item.gold, aliases: [] }));
await sentence.match(golds.map((gold) => ({ ...gold, answer: "warm up", response: "" })));
const batch = Array.from({ length: 4096 }, (_, index) => {
  const item = items[index % items.length];
  return {
    answer: `${item.response.split("\n")[0].slice(0, 60)} ${index}`,
    response: "",
    gold: item.gold,
    aliases: [],
  };
});
const sentenceStarted = performance.now();
await sentence.match(batch);
const sentenceRate = batch.length / ((performance.now() - sentenceStarted) / 1000);
console.log(
  `sentence-embedding: ${Math.round(sentenceRate).toLocaleString("en-US")} pairs/s (${batch.length} distinct answers, gold vectors cached, batches of 64)`,
);
await sentence.dispose?.();
console.log(
  `peak RSS: ${(process.resourceUsage().maxRSS / 1024).toFixed(0)} MB (includes the GloVe vectors)`,
);
