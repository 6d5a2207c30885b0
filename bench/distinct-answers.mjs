// Distinct, realistic WH answers for throughput benchmarks, so that no measured pair repeats an
// answer string and nothing a matcher might remember about an answer can inflate the figure.
// Every response is a development item's extracted answer, re-cased, wrapped in punctuation and
// (for all but the first few thousand) followed by a qualifier like the ones models add
// ("Paris, in France", "Paris (the capital)"); the answer is read from it as in scoring. Used by
// matchers.bench.mjs.

const casings = [
  (text) => text,
  (text) => text.toLowerCase(),
  (text) => text.toUpperCase(),
  (text) => text.replace(/\b\p{L}/gu, (letter) => letter.toUpperCase()),
];
const wrappers = [
  (text) => text,
  (text) => `${text}.`,
  (text) => `"${text}"`,
  (text) => `${text}!`,
  (text) => `*${text}*`,
  (text) => ` ${text} `,
];
const leads = [
  ", ",
  " (",
  ", in ",
  " of ",
  ", from ",
  ", the ",
  " and ",
  ", a ",
  " - ",
  " in the ",
  "; ",
  " at ",
];
const closes = ["", ")", "", "", "", "", "", "", "", "", "", ""];
const nouns = (
  "France capital city country politician writer party state empire kingdom republic region " +
  "province university academy church army navy court parliament senate congress council ministry " +
  "museum school college movement revolution dynasty family house order society union league " +
  "federation Europe Asia Africa America Germany Italy Spain Russia England Scotland Ireland " +
  "Poland Austria Hungary Greece Egypt India China Japan Canada Mexico Brazil Australia"
).split(" ");
const adjectives = [
  "",
  ..."northern southern eastern western central old new former modern ancient greater royal imperial federal national free united upper"
    .split(" ")
    .map((word) => `${word} `),
];
const qualifierCount = 1 + leads.length * adjectives.length * nouns.length;

function qualifier(index) {
  if (index === 0) return "";
  const lead = (index - 1) % leads.length;
  const adjective = Math.floor((index - 1) / leads.length) % adjectives.length;
  const noun = Math.floor((index - 1) / (leads.length * adjectives.length));
  return `${leads[lead]}${adjectives[adjective]}${nouns[noun]}${closes[lead]}`;
}

/**
 * Yields arrays of `size` match inputs made from `pairs` (`{ answer, response, gold, aliases,
 * question }`; the same `aliases` array for every answer to a question, as in scoring), each with
 * a response made from the pair's answer and an answer never yielded before: `readAnswer(response,
 * pair)`, e.g. extractWhAnswer, as scoring reads it from a response parsed from JSON. Items go
 * round fastest, then casings and qualifiers. Throws when the variants run out (about 56,000 per
 * item).
 */
export function* distinctAnswerChunks(pairs, size, readAnswer) {
  // Hashes of the answers made so far: a repeated hash skips an answer, so none repeats (and a
  // set of small integers, unlike one of strings, costs the garbage collector little).
  const seen = new Set();
  let variant = 0;
  let position = 0;
  for (;;) {
    const chunk = [];
    while (chunk.length < size) {
      const candidates = [];
      while (candidates.length < size - chunk.length) {
        const pair = pairs[position];
        const casing = variant % casings.length;
        const qualifierIndex = Math.floor(variant / casings.length);
        if (qualifierIndex >= qualifierCount) throw new Error("out of distinct answers");
        // Wrappers do not make answers distinct (the answer is read without them): one by turns.
        const wrapper = wrappers[(variant + position) % wrappers.length];
        candidates.push({
          pair,
          response: wrapper(casings[casing](`${pair.answer}${qualifier(qualifierIndex)}`)),
        });
        position++;
        if (position === pairs.length) {
          position = 0;
          variant++;
        }
      }
      // Responses come from parsed JSON in scoring: flat strings, not the concatenations made here.
      const responses = JSON.parse(JSON.stringify(candidates.map((candidate) => candidate.response)));
      candidates.forEach(({ pair }, index) => {
        const response = responses[index];
        const answer = readAnswer(response, pair);
        const hash = fnv1a(answer);
        if (seen.has(hash)) return;
        seen.add(hash);
        chunk.push({ ...pair, response, answer });
      });
    }
    yield chunk;
  }
}

function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash & 0x3fffffff; // a small integer: no heap number per entry
}
