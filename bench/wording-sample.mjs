// Renders questions from every catalogue topic (one snapshot load) plus a general-knowledge sample,
// for reading and for the golden file (bench/wording-golden.mjs):
//   node bench/wording-sample.mjs [seed] [perType] [topics,...] [cap per topic]
// One line per question: topic <tab> type/hops <tab> text [options] <tab> answer <tab> fact path.
import { renderWordingSample } from "./wording/render-sample.mjs";

const seed = process.argv[2] ?? "wording";
const perType = Number(process.argv[3] ?? 30);
const topics =
  process.argv[4] === undefined || process.argv[4] === "" ? undefined : process.argv[4].split(",");
const cap = process.argv[5] === undefined ? Infinity : Number(process.argv[5]);
for await (const line of renderWordingSample({
  seed,
  perType,
  topics,
  cap,
  onTopic: (text) => process.stderr.write(`${text}\n`),
}))
  console.log(line);
