/**
 * Whether a distractor's name holds all the words of the answer's or the other way round ("music"
 * and "music industry", "Paris" and "Paris, Texas"): a model naming the one may mean the other.
 */
export function namesOverlap(answerWords: ReadonlySet<string>, candidateKey: string): boolean {
  const words = nameWords(candidateKey);
  if (words.length === 0 || answerWords.size === 0) return false;
  if (words.every((word) => answerWords.has(word))) return true;
  let shared = 0;
  for (const word of new Set(words)) if (answerWords.has(word)) shared += 1;
  return shared === answerWords.size;
}

/** The words of a name key: letters and digits, punctuation dropped ("paris, texas" → paris, texas). */
export function nameWords(key: string): string[] {
  return key.split(/[^\p{L}\p{N}]+/u).filter((word) => word !== "");
}
