const abstentionPatterns: readonly RegExp[] = [
  /\bi (do not|don't|dont|really don't) know\b/,
  /\bi('m| am) not (sure|certain|aware|able to)\b/,
  /\b(i )?(cannot|can't|can not|could not|couldn't|am unable to|unable to|am not able to) (answer|determine|say|tell|provide|verify|find|know|confirm|identify|help)\b/,
  /\bno (information|answer|data|record|records) (is |are )?(available|provided|found)\b/,
  /\b(not enough|insufficient) (information|context|data)\b/,
  /\bi (don't|do not) have (any |enough |the )?(information|data|knowledge|access)\b/,
  /\bi('m| am) sorry\b/,
  /\bas an (ai|artificial intelligence|language model)\b/,
  /\b(is|are|remains) unknown\b/,
  /^unknown\b/,
  /^(n\/a|none|unsure|no idea|not sure|dunno|idk|pass|\?+)$/,
];

/**
 * Whether a response abstains ("I don't know", "I cannot answer", "I'm sorry, ...", a refusal)
 * instead of answering. Reads the first 1,000 characters only: an abstention comes first.
 */
export function detectAbstention(response: string): boolean {
  const text = response
    .slice(0, 1000)
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/[*_]+/g, "")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!]+$/, "");
  return abstentionPatterns.some((pattern) => pattern.test(text));
}
