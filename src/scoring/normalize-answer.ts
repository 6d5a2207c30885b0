const articles = new Set(["the", "a", "an"]);

/** Titles that may stand before a name without changing who is meant ("Sir Isaac Newton"). */
const honorifics = new Set([
  "mr",
  "mrs",
  "ms",
  "miss",
  "mx",
  "dr",
  "doctor",
  "prof",
  "professor",
  "sir",
  "dame",
  "rev",
  "reverend",
  "hon",
  "honourable",
  "honorable",
]);

/** The words dropped from the start of an answer while another word follows. */
export const droppableWords: readonly string[] = [...articles, ...honorifics];

/** The articles and honorifics by length, for comparing them with a word in place. */
const droppableByLength: readonly (readonly string[])[] = Array.from({ length: 11 }, (_, length) =>
  [...articles, ...honorifics].filter((word) => word.length === length),
);

/**
 * Normalises an answer for exact matching: Unicode NFKD without diacritics, lower case, `&` as
 * "and", apostrophes dropped inside words, other punctuation to spaces, leading articles and
 * honorifics dropped, white space folded. "The  Côte d'Ivoire." → "cote divoire"; "Sir Isaac
 * Newton" → "isaac newton"; "U. K." → "uk". A lone article or title stays ("The" → "the").
 */
export function normalizeAnswer(text: string): string {
  const ascii = normalizeAscii(text);
  if (ascii !== undefined) return ascii;
  const folded = foldToAscii(text);
  return (
    (folded === undefined ? undefined : normalizeAscii(folded)) ??
    joinWords(splitUnicode(transliterate(text)))
  );
}

/**
 * Latin letters with diacritics, compatibility forms and punctuation, each as the ASCII text the
 * Unicode path reads it as (NFKD without marks: "é" → "e", "Ǆ" → "DZ", "–" → " "), so that most
 * non-ASCII answers ("Siméon Poisson") take the ASCII path too, and Latin letters without a
 * decomposition as their usual transliteration ({@link transliterations}: "Gießen" is "Giessen",
 * "Łódź" "Lodz"). Left out, so left to the Unicode path: anything that reads as an apostrophe (the
 * paths join "a'b'c" differently).
 */
const asciiFolds: ReadonlyMap<number, string> = buildAsciiFolds([
  [0x80, 0x24f],
  [0x300, 0x36f],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
]);

/**
 * Latin letters that NFKD leaves whole, as English text spells them: German sharp s, Scandinavian
 * and Polish letters, ligatures. An answer written either way is the same name.
 */
const transliterations: readonly (readonly [string, string])[] = [
  ["ß", "ss"],
  ["ẞ", "SS"],
  ["ø", "o"],
  ["Ø", "O"],
  ["ł", "l"],
  ["Ł", "L"],
  ["đ", "d"],
  ["Đ", "D"],
  ["æ", "ae"],
  ["Æ", "AE"],
  ["œ", "oe"],
  ["Œ", "OE"],
  ["þ", "th"],
  ["Þ", "Th"],
  ["ð", "d"],
  ["Ð", "D"],
];
for (const [letter, spelled] of transliterations)
  (asciiFolds as Map<number, string>).set(letter.charCodeAt(0), spelled);
const transliterated: ReadonlyMap<string, string> = new Map(transliterations);
const transliterable = new RegExp(`[${transliterations.map(([letter]) => letter).join("")}]`, "g");

/** The text with the {@link transliterations} applied (for the Unicode path). */
function transliterate(text: string): string {
  return text.replace(transliterable, (letter) => transliterated.get(letter) ?? letter);
}

function buildAsciiFolds(ranges: readonly (readonly [number, number])[]): Map<number, string> {
  const folds = new Map<number, string>();
  for (const [first, last] of ranges) {
    for (let code = first; code <= last; code++) {
      const folded = String.fromCharCode(code)
        .normalize("NFKD")
        .replace(/\p{M}+/gu, "");
      if (/^[ -~]*$/.test(folded) && !/['`]/.test(folded)) folds.set(code, folded);
      // Read as a separator either way: dashes, quotation marks, spaces.
      else if (!/[\p{L}\p{N}'’‘`&]/u.test(folded)) folds.set(code, " ");
    }
  }
  return folds;
}

/**
 * The text with every non-ASCII character folded by {@link asciiFolds} (one without a fold is
 * left, so the ASCII path refuses the text), or undefined when apostrophes stand one character
 * apart ("a'b'c": the paths differ there). `replace` makes a flat string: the ASCII path reads a
 * concatenated one several times slower.
 */
export function foldToAscii(text: string): string | undefined {
  const folded = text.replace(
    /[\u007f-\uffff]/g,
    (character) => asciiFolds.get(character.charCodeAt(0)) ?? character,
  );
  return /['`].['`]/.test(folded) ? undefined : folded;
}

function isDroppable(word: string): boolean {
  return articles.has(word) || honorifics.has(word);
}

/** Whether `text` from `start` to `end` is an article or honorific, compared in place. */
function isDroppableAt(text: string, start: number, end: number): boolean {
  for (const word of droppableByLength[end - start] ?? []) {
    if (text.startsWith(word, start)) return true;
  }
  return false;
}

/**
 * The fast path for ASCII text (most answers), or undefined at the first other character: one
 * pass over the text that appends runs of its lower-case copy to the result, so that no word list
 * is made and an answer already in normal form ("isaac newton", "Paris") costs one case change
 * and at most one slice. Same rules as {@link joinWords} over the text's words. One function with
 * local state: closures or a writer object, made for every answer, cost as much as the scan.
 */
function normalizeAscii(text: string): string | undefined {
  // Scanned is the lower-case copy, not `text`: it is flat, and V8 reads a slice or a concatenation,
  // which answers often are, several times slower.
  const lower = text.toLowerCase();
  let result = "";
  // The part of `lower` that follows `result`, not yet appended (none when runEnd === runStart).
  let runStart = 0;
  let runEnd = 0;
  let written = false;
  // Whether the last word written was one letter (the next one-letter word follows without a space).
  let afterLetter = false;
  // Leading articles and titles are dropped while another word follows: the last one is held.
  let leading = true;
  let held = "";
  // The current word is lower[wordStart, index), after `pieces` when it had apostrophes.
  let wordStart = -1;
  let pieces: string | undefined;
  for (let index = 0; index <= lower.length; index++) {
    const code = index < lower.length ? lower.charCodeAt(index) : 32;
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
      // The Kelvin sign is the one character that lower-cases to ASCII ("k").
      if (code === 107 && text.charCodeAt(index) > 0x7e) return undefined;
      if (wordStart < 0) wordStart = index;
      continue;
    }
    if (code > 0x7e) return undefined;
    if (
      (code === 39 || code === 96) &&
      wordStart >= 0 &&
      isAsciiLetter(lower.charCodeAt(index + 1)) &&
      isAsciiLetter(lower.charCodeAt(index - 1))
    ) {
      pieces = (pieces ?? "") + lower.slice(wordStart, index); // an apostrophe inside a word
      wordStart = index + 1;
      continue;
    }
    // The words that end here: the current one (step 0), then "and" for "&" (step 1). Each is
    // lower[start, end), or `word` when it is no slice of it.
    for (let step = wordStart >= 0 ? 0 : 1; step <= (code === 38 ? 1 : 0); step++) {
      let start = -1;
      let end = -1;
      let word: string | undefined;
      if (step === 1) word = "and";
      else if (pieces === undefined) [start, end] = [wordStart, index];
      else word = pieces + lower.slice(wordStart, index);
      if (leading) {
        if (word === undefined ? isDroppableAt(lower, start, end) : isDroppable(word)) {
          held = word ?? lower.slice(start, end);
          continue;
        }
        leading = false;
      }
      const letter = word === undefined && end - start === 1 && !isAsciiDigit(lower.charCodeAt(start));
      const separator = written && !(letter && afterLetter) ? " " : "";
      written = true;
      afterLetter = letter;
      const running = runEnd > runStart;
      if (
        word === undefined &&
        running &&
        start - runEnd === separator.length &&
        (separator === "" || lower.charCodeAt(runEnd) === 32)
      ) {
        runEnd = end; // the text already has the separator: the run goes on
        continue;
      }
      if (running) result += lower.slice(runStart, runEnd);
      result += separator;
      if (word === undefined) {
        runStart = start;
        runEnd = end;
      } else {
        result += word;
        runStart = runEnd = 0;
      }
    }
    pieces = undefined;
    wordStart = -1;
  }
  // Nothing but articles and titles: the last one stays.
  if (leading) return held;
  if (runEnd > runStart) {
    result = result === "" ? lower.slice(runStart, runEnd) : result + lower.slice(runStart, runEnd);
  }
  return result;
}

function isAsciiDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

/**
 * The rules after splitting: empty words dropped, leading articles and titles dropped while
 * another word follows, runs of one-letter words joined ("U. K." and "D.C." read as "uk" and "dc",
 * like the aliases "UK" and "DC"), words joined by single spaces.
 */
function joinWords(split: string[]): string {
  const words = split.filter((word) => word !== "");
  while (words.length > 1 && isDroppable(words[0] ?? "")) words.shift();
  if (!words.some((word) => word.length === 1)) return words.join(" ");
  const joined: string[] = [];
  let letters = "";
  for (const word of words) {
    if (word.length === 1 && !isAsciiDigit(word.charCodeAt(0))) {
      letters += word;
      continue;
    }
    if (letters !== "") joined.push(letters);
    letters = "";
    joined.push(word);
  }
  if (letters !== "") joined.push(letters);
  return joined.join(" ");
}

function splitUnicode(text: string): string[] {
  return text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/(\p{L})['’‘`](\p{L})/gu, "$1$2")
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ");
}

/** The words of a normalised answer, for word-level comparisons. */
export function answerWords(text: string): string[] {
  const normalized = normalizeAnswer(text);
  return normalized === "" ? [] : normalized.split(" ");
}
