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
