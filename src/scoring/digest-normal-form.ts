import { droppableWords, foldToAscii } from "./normalize-answer.js";

/**
 * What exact matching needs to know of an answer's normal form before it is worth building: its
 * length, its hash and which words it has.
 */
export interface NormalFormDigest {
  /** The text read: the answer, or its ASCII fold. `normalizeAnswer` gives the same for both. */
  text: string;
  /** The length of the normal form. */
  length: number;
  /** {@link hashNormalForm} of the normal form. */
  hash: number;
  /** {@link wordBits} of every word of the normal form, OR-ed: the bits of the hashes' low five bits... */
  wordsLow: number;
  /** ... and of their next five bits. */
  wordsHigh: number;
  /** Whether a word of the normal form may be "or", "not", "nor" or "neither" (false: none is). */
  mayHedge: boolean;
}

const base = 0x01000193;

/**
 * A 30-bit hash of `text[start, end)` (a small integer in V8): equal texts hash equal, and a normal
 * form hashes as {@link digestNormalForm} hashes it on the way.
 */
export function hashNormalForm(text: string, start = 0, end = text.length): number {
  return polynomial(text, start, end) & 0x3fffffff;
}

/** The polynomial hash, mod 2^32: the hash of "a b" follows from those of "a" and "b" and their lengths. */
function polynomial(text: string, start = 0, end = text.length): number {
  let hash = 0;
  for (let index = start; index < end; index++) hash = (Math.imul(hash, base) + text.charCodeAt(index)) | 0;
  return hash;
}

/** The base to the powers 0 to 64, for words of up to 64 characters. */
const powers = Int32Array.from({ length: 65 }, (_, exponent) => {
  let power = 1;
  for (let step = 0; step < exponent; step++) power = Math.imul(power, base);
  return power;
});

function power(exponent: number): number {
  if (exponent < powers.length) return powers[exponent] ?? 0;
  return Math.imul(power(exponent - 64), powers[64] ?? 0);
}

/**
 * Two bits for a word's hash, one of 32 in each half (a Bloom filter): a text contains a phrase as
 * whole words only if it has both bits of the phrase's first word. With six words in a text, about
 * one first word in thirty that is not among them has both.
 */
export function wordBits(hash: number): { low: number; high: number } {
  return { low: wordBitLow(hash), high: wordBitHigh(hash) };
}

function wordBitLow(hash: number): number {
  return 1 << (hash & 31);
}

function wordBitHigh(hash: number): number {
  return 1 << ((hash >>> 5) & 31);
}

const andHash = polynomial("and");
const hedgeHashes = ["or", "not", "nor", "neither"].map((word) => polynomial(word));

/** Whether a word of this hash and length may be "or", "not", "nor" or "neither". */
function isHedgeWord(hash: number, length: number): boolean {
  return (length === 2 || length === 3 || length === 7) && hedgeHashes.includes(hash);
}

/**
 * Reads `normalizeAnswer(text)`'s length, hash and words without building it (no string is made:
 * most answers need no more to be told from every gold name). Returns undefined for text the
 * ASCII rules do not cover (characters without an ASCII fold), which is left to `normalizeAnswer`.
 * The rules are those of `normalizeAnswer`, one word at a time:
 * each word's hash and power of the base are kept, and the separator before a word (a space, or
 * none between one-letter words) is known when the word ends.
 */
export function digestNormalForm(text: string): NormalFormDigest | undefined {
  const digest = digestAscii(text);
  if (digest !== undefined) return digest;
  const folded = foldToAscii(text);
  return folded === undefined ? undefined : digestAscii(folded);
}

function digestAscii(text: string): NormalFormDigest | undefined {
  let hash = 0;
  let length = 0;
  let wordsLow = 0;
  let wordsHigh = 0;
  let written = false;
  let afterLetter = false;
  // The output word being written: initialisms ("u k" → "uk") run over several words of the text.
  let outputHash = 0;
  let outputLength = 0;
  // Leading articles and titles are dropped while another word follows: the last one is held.
  let leading = true;
  let heldHash = 0;
  let heldLength = 0;
  // The current word: its start, hash, length, the base to the power of its length, and whether it
  // lost an apostrophe.
  let wordStart = -1;
  let wordHash = 0;
  let wordLength = 0;
  let joined = false;
  let mayHedge = false;
  // Scanned is the lower-case copy: it is flat when the text has a capital, and V8 reads a slice
  // or a concatenation, which answers often are, several times slower.
  const lower = text.toLowerCase();
  for (let index = 0; index <= lower.length; index++) {
    const code = index < lower.length ? lower.charCodeAt(index) : 32;
    if ((code >= 97 && code <= 122) || (code >= 48 && code <= 57)) {
      // The Kelvin sign is the one character that lower-cases to ASCII ("k").
      if (code === 107 && text.charCodeAt(index) > 0x7e) return undefined;
      if (wordStart < 0) wordStart = index;
      wordHash = (Math.imul(wordHash, base) + code) | 0;
      wordLength++;
      continue;
    }
    if (code > 0x7e) return undefined;
    if (
      (code === 39 || code === 96) &&
      wordStart >= 0 &&
      isAsciiLetter(lower.charCodeAt(index + 1)) &&
      isAsciiLetter(lower.charCodeAt(index - 1))
    ) {
      joined = true; // an apostrophe inside a word
      continue;
    }
    // The words that end here: the current one (step 0), then "and" for "&" (step 1).
    for (let step = wordStart >= 0 ? 0 : 1; step <= (code === 38 ? 1 : 0); step++) {
      const thisHash = step === 0 ? wordHash : andHash;
      const thisLength = step === 0 ? wordLength : 3;
      const thisPower = power(thisLength);
      if (leading) {
        if (step === 0 && isDroppableWord(lower, wordStart, index, joined)) {
          heldHash = thisHash;
          heldLength = thisLength;
          continue;
        }
        leading = false;
      }
      const letter = step === 0 && thisLength === 1 && !isAsciiDigit(lower.charCodeAt(wordStart));
      if (!written) {
        hash = thisHash;
        length = thisLength;
        outputHash = thisHash;
        outputLength = thisLength;
      } else if (letter && afterLetter) {
        hash = (Math.imul(hash, thisPower) + thisHash) | 0;
        length += thisLength;
        outputHash = (Math.imul(outputHash, thisPower) + thisHash) | 0;
        outputLength += thisLength;
      } else {
        wordsLow |= wordBitLow(outputHash);
        wordsHigh |= wordBitHigh(outputHash);
        mayHedge ||= isHedgeWord(outputHash, outputLength);
        outputLength = thisLength;
        hash = (Math.imul((Math.imul(hash, base) + 32) | 0, thisPower) + thisHash) | 0;
        length += 1 + thisLength;
        outputHash = thisHash;
      }
      written = true;
      afterLetter = letter;
    }
    wordStart = -1;
    wordHash = 0;
    wordLength = 0;
    joined = false;
  }
  if (!written && heldLength > 0) {
    // Nothing but articles and titles: the last one stays.
    written = true;
    hash = outputHash = heldHash;
    length = outputLength = heldLength;
  }
  if (written) {
    wordsLow |= wordBitLow(outputHash);
    wordsHigh |= wordBitHigh(outputHash);
    mayHedge ||= isHedgeWord(outputHash, outputLength);
  }
  return { text, length, hash: hash & 0x3fffffff, wordsLow, wordsHigh, mayHedge };
}

/**
 * Whether the word `lower[start, end)` is an article or honorific; `joined` when it has
 * apostrophes to drop ("mr's" reads as "mrs").
 */
function isDroppableWord(lower: string, start: number, end: number, joined: boolean): boolean {
  if (joined) return droppableWords.includes(lower.slice(start, end).replace(/['`]/g, ""));
  for (const word of droppableByLength[end - start] ?? []) {
    if (lower.startsWith(word, start)) return true;
  }
  return false;
}

/** The articles and honorifics by length. */
const droppableByLength: readonly (readonly string[])[] = Array.from({ length: 11 }, (_, length) =>
  droppableWords.filter((word) => word.length === length),
);

function isAsciiDigit(code: number): boolean {
  return code >= 48 && code <= 57;
}

function isAsciiLetter(code: number): boolean {
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122);
}
