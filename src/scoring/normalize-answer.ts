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

/**
 * Normalises an answer for exact matching: Unicode NFKD without diacritics, lower case, `&` as
 * "and", apostrophes dropped inside words, other punctuation to spaces, leading articles and
 * honorifics dropped, white space folded. "The  Côte d'Ivoire." → "cote divoire"; "Sir Isaac
 * Newton" → "isaac newton"; "U. K." → "uk". A lone article or title stays ("The" → "the").
 */
export function normalizeAnswer(text: string): string {
  const words = (isPlainAscii(text) ? splitAscii(text) : splitUnicode(text)).filter((word) => word !== "");
  while (words.length > 1 && (articles.has(words[0] ?? "") || honorifics.has(words[0] ?? ""))) words.shift();
  // Initialisms: "U. K." and "D.C." read as "uk" and "dc", like the aliases "UK" and "DC".
  return joinInitialisms(words);
}

function isPlainAscii(text: string): boolean {
  for (let index = 0; index < text.length; index++) {
    if (text.charCodeAt(index) > 0x7e) return false;
  }
  return true;
}

/**
 * The fast path for ASCII text (most answers): one pass over the lower-cased text, no regular
 * expressions; words are slices, and only a word with an inner apostrophe is pieced together.
 */
function splitAscii(text: string): string[] {
  const lower = text.toLowerCase();
  const words: string[] = [];
  let start = -1;
  let pieces = "";
  for (let index = 0; index <= lower.length; index++) {
    const code = index < lower.length ? lower.charCodeAt(index) : 32;
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
      if (start < 0) start = index;
      continue;
    }
    if (
      (code === 39 || code === 96) &&
      start >= 0 &&
      isAsciiLetter(lower.charCodeAt(index + 1)) &&
      isAsciiLetter(lower.charCodeAt(index - 1))
    ) {
      pieces += lower.slice(start, index); // an apostrophe inside a word
      start = index + 1;
      continue;
    }
    if (start >= 0) {
      words.push(pieces + lower.slice(start, index));
      pieces = "";
      start = -1;
    }
    if (code === 38) words.push("and");
  }
  return words;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}

function joinInitialisms(words: string[]): string {
  if (!words.some((word) => word.length === 1)) return words.join(" ");
  const joined: string[] = [];
  let letters = "";
  for (const word of words) {
    const code = word.charCodeAt(0);
    if (word.length === 1 && !(code >= 48 && code <= 57)) {
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
