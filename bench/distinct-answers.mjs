// Distinct, realistic WH answers for throughput benchmarks, so that no measured pair repeats an
// answer string and nothing a matcher might remember about an answer can inflate the figure.
// Every answer is a development item's extracted answer, re-cased, wrapped in punctuation and
// (for all but the first few thousand) followed by a qualifier like the ones models add
// ("Paris, in France", "Paris (the capital)"). Used by matchers.bench.mjs.

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
const nouns = [
  "France",
  "capital",
  "city",
  "country",
  "politician",
  "writer",
  "party",
  "state",
  "empire",
  "kingdom",
  "republic",
  "region",
  "province",
  "university",
  "academy",
  "church",
  "army",
  "navy",
  "court",
  "parliament",
  "senate",
  "congress",
  "council",
  "ministry",
  "museum",
  "school",
  "college",
  "movement",
  "revolution",
  "dynasty",
  "family",
  "house",
  "order",
  "society",
  "union",
  "league",
  "federation",
  "Europe",
  "Asia",
  "Africa",
  "America",
  "Germany",
  "Italy",
  "Spain",
  "Russia",
  "England",
  "Scotland",
  "Ireland",
  "Poland",
  "Austria",
  "Hungary",
  "Greece",
  "Egypt",
  "India",
  "China",
  "Japan",
  "Canada",
  "Mexico",
  "Brazil",
  "Australia",
];
const qualifierCount = 1 + leads.length * nouns.length;

function qualifier(index) {
  if (index === 0) return "";
  const lead = (index - 1) % leads.length;
  const noun = Math.floor((index - 1) / leads.length);
  return `${leads[lead]}${nouns[noun]}${closes[lead]}`;
}

/**
 * Yields arrays of `size` match inputs, made from `pairs` (`{ answer, response, gold, aliases,
 * question }`, the same `aliases` array for every answer to a question, as in scoring), each with
 * an answer string never yielded before. Items go round fastest, then casings, wrappers and
 * qualifiers. Throws when the variants run out (about 13 million answers per item).
 */
export function* distinctAnswerChunks(pairs, size) {
  // Hashes of the answers made so far: a repeated hash skips an answer, so none repeats (and a
  // set of numbers, unlike one of strings, costs the garbage collector little in the timed loops).
  const seen = new Set();
  let variant = 0;
  let position = 0;
  for (;;) {
    const chunk = [];
    while (chunk.length < size) {
      const pair = pairs[position];
      const casing = variant % casings.length;
      const wrapper = Math.floor(variant / casings.length) % wrappers.length;
      const qualifierIndex = Math.floor(variant / (casings.length * wrappers.length));
      if (qualifierIndex >= qualifierCount) throw new Error("out of distinct answers");
      const answer = wrappers[wrapper](casings[casing](`${pair.answer}${qualifier(qualifierIndex)}`));
      const hash = fnv1a(answer);
      if (!seen.has(hash)) {
        seen.add(hash);
        chunk.push({ ...pair, answer });
      }
      position++;
      if (position === pairs.length) {
        position = 0;
        variant++;
      }
    }
    // Answers come from parsed JSON in scoring: flat strings, not the concatenations made here.
    const flat = JSON.parse(JSON.stringify(chunk.map((input) => input.answer)));
    yield chunk.map((input, index) => ({ ...input, answer: flat[index] }));
  }
}

function fnv1a(text) {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  return hash & 0x3fffffff; // a small integer: no heap number per entry
}
