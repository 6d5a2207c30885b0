const abstentionPatterns: readonly RegExp[] = [
  /\bi (do not|don't|dont) know\b/,
  /\bi('m| am) not (sure|certain|aware)\b/,
  /\b(i )?(cannot|can't|can not|could not|couldn't|am unable to|unable to) (answer|determine|say|tell|provide|verify|find|know)\b/,
  /\bno (information|answer|data) (is )?(available|provided)\b/,
  /\b(not enough|insufficient) (information|context)\b/,
  /\bas an ai\b/,
  /\bunknown\b$/,
  /^(n\/a|none|unsure|no idea)$/,
];

/** Whether a response abstains ("I don't know", "I cannot answer", a refusal) instead of answering. */
export function detectAbstention(response: string): boolean {
  const text = response
    .toLowerCase()
    .replace(/[’`]/g, "'")
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[.!]+$/, "");
  return abstentionPatterns.some((pattern) => pattern.test(text));
}
