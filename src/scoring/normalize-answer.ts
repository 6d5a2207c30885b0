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
  return normalizeAnswerWithInitials(text).text;
}

/** A normal form, and which characters its words begin with. */
export interface NormalForm {
  text: string;
  /**
   * The {@link initialBit} of every word's first character, OR-ed: a normal form can contain a
   * phrase as whole words only if it has the phrase's initial bit. All bits when not known.
   */
  initials: number;
}

/**
 * {@link normalizeAnswer}, and which characters the words of the result begin with, found on the
 * way (scanning a normal form afterwards is slow: it is a concatenation).
 */
export function normalizeAnswerWithInitials(text: string): NormalForm {
  const ascii = normalizeAscii(text);
  if (ascii !== undefined) return ascii;
  const folded = foldToAscii(text);
  return (
    (folded === undefined ? undefined : normalizeAscii(folded)) ?? {
      text: joinWords(splitUnicode(text)),
      initials: -1,
    }
  );
}

/** One bit per character class: a letter from a to z, a digit, anything else. */
export function initialBit(code: number): number {
  if (code >= 97 && code <= 122) return 1 << (code - 97);
  return code >= 48 && code <= 57 ? 1 << 26 : 1 << 27;
}

/**
 * Latin letters with diacritics, compatibility forms and punctuation, each as the ASCII text the
 * Unicode path reads it as (NFKD without marks: "é" → "e", "Ǆ" → "DZ", "–" → " "), so that most
 * non-ASCII answers ("Siméon Poisson") take the ASCII path too. Left out, so left to the Unicode
 * path: letters without an ASCII form ("ø", "ß") and anything that reads as an apostrophe (the
 * paths join "a'b'c" differently).
 */
const asciiFolds: ReadonlyMap<number, string> = buildAsciiFolds([
  [0x80, 0x24f],
  [0x300, 0x36f],
  [0x1e00, 0x1eff],
  [0x2000, 0x206f],
]);

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
function foldToAscii(text: string): string | undefined {
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
 * pass over the text that hands each word to a {@link NormalFormWriter}, so that no word list is
 * made and an answer already in normal form ("isaac newton", "Paris") costs one case change and at
 * most one slice. Same rules as {@link joinWords} over the text's words.
 */
function normalizeAscii(text: string): NormalForm | undefined {
  // Characters are tested in `text`, where the Kelvin sign is not ASCII (its lower case is "k").
  const writer = new NormalFormWriter(text.toLowerCase());
  // The current word is text[wordStart, index), after `pieces` when it had apostrophes.
  let wordStart = -1;
  let pieces: string | undefined;
  for (let index = 0; index <= text.length; index++) {
    const code = index < text.length ? text.charCodeAt(index) : 32;
    if ((code >= 97 && code <= 122) || (code >= 65 && code <= 90) || (code >= 48 && code <= 57)) {
      if (wordStart < 0) wordStart = index;
      continue;
    }
    if (code > 0x7e) return undefined;
    if (
      (code === 39 || code === 96) &&
      wordStart >= 0 &&
      isAsciiLetter(text.charCodeAt(index + 1)) &&
      isAsciiLetter(text.charCodeAt(index - 1))
    ) {
      pieces = (pieces ?? "") + writer.lower.slice(wordStart, index); // an apostrophe inside a word
      wordStart = index + 1;
      continue;
    }
    if (wordStart >= 0) {
      if (pieces === undefined) writer.word(wordStart, index);
      else writer.joinedWord(pieces + writer.lower.slice(wordStart, index));
      pieces = undefined;
      wordStart = -1;
    }
    if (code === 38) writer.joinedWord("and");
  }
  return writer.finish();
}

/**
 * Builds a normal form from the words of a lower-cased ASCII text, given in order, by the rules of
 * {@link joinWords}. Words that follow each other in the text as they will in the result (one
 * space apart, or touching for initialisms) are appended as one slice of the text.
 */
class NormalFormWriter {
  readonly lower: string;
  private result = "";
  /** The part of `lower` that follows `result`, not yet appended (none when runEnd === runStart). */
  private runStart = 0;
  private runEnd = 0;
  private written = false;
  /** Whether the last word written was one letter (the next one-letter word follows without a space). */
  private afterLetter = false;
  private initials = 0;
  /** Leading articles and titles: the last one seen is held back until another word follows. */
  private leading = true;
  private held = false;
  private heldStart = -1;
  private heldEnd = -1;
  private heldWord: string | undefined;

  constructor(lower: string) {
    this.lower = lower;
  }

  /** The word `lower[start, end)`. */
  word(start: number, end: number): void {
    if (this.leading && this.holdsBack(start, end, undefined, isDroppableAt(this.lower, start, end))) return;
    this.write(start, end, undefined);
  }

  /** A word that is not a slice of `lower`: one with its apostrophes dropped, or "and" for "&". */
  joinedWord(word: string): void {
    if (this.leading && this.holdsBack(-1, -1, word, isDroppable(word))) return;
    this.write(-1, -1, word);
  }

  finish(): NormalForm {
    // Nothing but articles and titles: the last one stays.
    if (this.leading && this.held) this.write(this.heldStart, this.heldEnd, this.heldWord);
    let result = this.result;
    if (this.runEnd > this.runStart) {
      const run = this.lower.slice(this.runStart, this.runEnd);
      result = result === "" ? run : result + run;
    }
    return { text: result, initials: this.initials };
  }

  private holdsBack(start: number, end: number, word: string | undefined, droppable: boolean): boolean {
    if (!droppable) {
      this.leading = false;
      return false;
    }
    this.held = true;
    this.heldStart = start;
    this.heldEnd = end;
    this.heldWord = word;
    return true;
  }

  /** Appends `lower[start, end)`, or `word` when given, after the separator the rules ask for. */
  private write(start: number, end: number, word: string | undefined): void {
    const lower = this.lower;
    const letter = word === undefined && end - start === 1 && !isAsciiDigit(lower.charCodeAt(start));
    const separator = this.written && !(letter && this.afterLetter) ? " " : "";
    if (separator !== "" || !this.written) {
      this.initials |= initialBit(word === undefined ? lower.charCodeAt(start) : word.charCodeAt(0));
    }
    this.written = true;
    this.afterLetter = letter;
    const running = this.runEnd > this.runStart;
    if (
      word === undefined &&
      running &&
      start - this.runEnd === separator.length &&
      (separator === "" || lower.charCodeAt(this.runEnd) === 32)
    ) {
      this.runEnd = end; // the text already has the separator: the run goes on
      return;
    }
    if (running) this.result += lower.slice(this.runStart, this.runEnd);
    this.result += separator;
    if (word === undefined) {
      this.runStart = start;
      this.runEnd = end;
    } else {
      this.result += word;
      this.runStart = this.runEnd = 0;
    }
  }
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
