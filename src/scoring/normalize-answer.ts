const articles = new Set(["the", "a", "an"]);

/**
 * Normalises an answer for exact matching: Unicode NFKD without diacritics, lower case, punctuation
 * to spaces, leading articles dropped, white space folded. "The  Côte d'Ivoire." → "cote d ivoire".
 */
export function normalizeAnswer(text: string): string {
  const words = text
    .normalize("NFKD")
    .replace(/\p{M}+/gu, "")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim()
    .split(" ")
    .filter((word) => word !== "");
  while (words.length > 1 && articles.has(words[0] ?? "")) words.shift();
  return words.join(" ");
}
