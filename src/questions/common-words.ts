import dictionaryEn from "dictionary-en";

let commonWords: ReadonlySet<string> | undefined;

/**
 * Whether a word is an English common noun or adjective: its lower-case form is a stem of the
 * Hunspell English dictionary (`dictionary-en`), or, for a plural, its singular is ("Court",
 * "Isle", "Bust", "Dolomites" are; "Yuri", "Johanna" are not). The dictionary's 39,000 lower-case
 * stems are read on first use.
 */
export function isCommonWord(word: string): boolean {
  commonWords ??= readCommonWords();
  const lower = word.toLowerCase();
  return commonWords.has(lower) || (lower.endsWith("s") && commonWords.has(lower.slice(0, -1)));
}

/**
 * Whether a lower-case word is English by the dictionary ({@link isCommonWord}), in a plural, past,
 * -ing, possessive or -ly form too ("stories", "sewed", "walking").
 */
export function isEnglishWordForm(word: string): boolean {
  if (isCommonWord(word)) return true;
  const stems = [
    word.replace(/ies$/u, "y"),
    word.replace(/es$/u, ""),
    word.replace(/ed$/u, ""),
    word.replace(/ed$/u, "e"),
    word.replace(/ing$/u, ""),
    word.replace(/ing$/u, "e"),
    word.replace(/['’]s$/u, ""),
    word.replace(/ly$/u, ""),
  ];
  return stems.some((stem) => stem !== word && stem.length > 1 && isCommonWord(stem));
}

/** Words of administration and history the dictionary lacks: "the Sanjak of Sofia". */
const extraCommonWords =
  "abgeordnetenhaus archeparchy beylik catholicos eparchy eyalet governorate guberniya khanate landgraviate margraviate okrug ordinariate pashalik raion reconquest sanjak uyezd vilayet viceroyalty voivodeship";

function readCommonWords(): ReadonlySet<string> {
  const words = new Set<string>(extraCommonWords.split(" "));
  // The first line is the entry count; then "stem" or "stem/FLAGS". Capitalised stems are names.
  for (const line of new TextDecoder().decode(dictionaryEn.dic).split("\n").slice(1)) {
    const stem = line.split("/", 1)[0] ?? "";
    const first = stem.charCodeAt(0);
    if (first >= 97 && first <= 122) words.add(stem);
  }
  return words;
}
