// Distinct, realistic WH answers for throughput benchmarks, so that no measured pair repeats an
// answer string and nothing a matcher might remember about an answer can inflate the figure.
// Every response is a development item's extracted answer with its letters re-cased ("bErTrand
// RuSsell"), wrapped in punctuation, and, once an item's cases run out, followed by a qualifier
// like the ones models add ("Paris, in France", "Paris (the capital)"); the answer is read from it
// as in scoring. Used by matchers.bench.mjs.

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
 * round fastest; an item's variants are first the cases of its letters (as many as 2^16, so
 * answers keep the length and words of real ones), then those with qualifiers. Throws when the
 * variants run out.
 */
export function* distinctAnswerChunks(pairs, size, readAnswer) {
  // Pairs with the same answer take turns at its variants, so that they do not all make the same.
  const shares = new Map();
  const turns = pairs.map((pair) => {
    const turn = shares.get(pair.answer) ?? 0;
    shares.set(pair.answer, turn + 1);
    return turn;
  });
  const casings = pairs.map((pair) => 2 ** Math.min(16, (pair.answer.match(/\p{L}/gu) ?? []).length));
  // Hashes of the answers made so far: a repeated hash skips an answer, so none repeats (and a
  // set of small integers, unlike one of strings, costs the garbage collector little).
  const seen = new Set();
  let round = 0;
  let position = 0;
  for (;;) {
    const chunk = [];
    while (chunk.length < size) {
      const candidates = [];
      while (candidates.length < size - chunk.length) {
        const pair = pairs[position];
        const variant = round * shares.get(pair.answer) + turns[position];
        const qualifierIndex = Math.floor(variant / casings[position]);
        if (qualifierIndex >= qualifierCount) throw new Error("out of distinct answers");
        const text = `${recase(pair.answer, variant % casings[position])}${qualifier(qualifierIndex)}`;
        // Wrappers do not make answers distinct (the answer is read without them): one by turns.
        candidates.push({ pair, response: wrappers[(round + position) % wrappers.length](text) });
        position++;
        if (position === pairs.length) {
          position = 0;
          round++;
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

/** The text with its letters in upper or lower case by the bits of `pattern` (the 17th letter as the first). */
function recase(text, pattern) {
  let letter = 0;
  return text.replace(/\p{L}/gu, (character) =>
    (pattern >> (letter++ % 16)) & 1 ? character.toUpperCase() : character.toLowerCase(),
  );
}

function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash & 0x3fffffff; // a small integer: no heap number per entry
}
