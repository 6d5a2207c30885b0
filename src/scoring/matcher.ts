/** One WH answer to judge: what the model said against the gold answer and its other names. */
export interface MatchInput {
  /** The answer read from the response (its first line, without "The answer is" and the like). */
  answer: string;
  /** The whole response, for matchers that read more than the answer (e.g. an LLM judge). */
  response: string;
  /** The gold answer's label, e.g. "United Kingdom". */
  gold: string;
  /** Other names of the gold answer that count as correct (Wikidata aliases). */
  aliases: readonly string[];
  /** The question, when known; helps to tell an answer from an echo of the question. */
  question?: string;
}

/**
 * A matcher's judgement of one answer, promptfoo style. `pass` means the answer names the gold
 * answer; `score` is the similarity in [0, 1] the decision was made from, when there is one.
 * `graderError` is set when the matcher itself failed (an LLM judge that did not answer), in which
 * case `pass` carries no information and the answer gets the `grader-error` verdict.
 */
export interface MatchResult {
  pass: boolean;
  score: number | undefined;
  reason: string;
  graderError?: string;
}

/** Options of {@link Matcher.match}. */
export interface MatchOptions {
  /** Cancels a long batch (Ctrl-C). */
  signal?: AbortSignal;
}

/**
 * Decides whether WH answers name their gold answers. Every matcher (exact and alias, Levenshtein,
 * n-gram, word embedding, sentence embedding, LLM judge, the default combination) implements it, so
 * scoring and evaluation never know which one they run. `match` takes a batch because embedding
 * matchers are much faster on batches; it returns one result per input, in order, and does not
 * throw for a bad answer (only for a matcher that cannot work at all, e.g. a missing model).
 */
export interface Matcher {
  /** The registry id, e.g. `levenshtein`, `sentence-embedding`, `llm-judge:openai:gpt-4o-mini`. */
  readonly id: string;
  /** The similarity at or above which an answer passes, for matchers that compute one. */
  readonly threshold: number | undefined;
  match(inputs: readonly MatchInput[], options?: MatchOptions): Promise<MatchResult[]>;
  /** Frees models and native memory. */
  dispose?(): Promise<void>;
}

/** The gold answer and its aliases, without blanks and duplicates, gold first. */
export function goldNames(input: Pick<MatchInput, "gold" | "aliases">): string[] {
  const names = [input.gold, ...input.aliases].map((name) => name.trim()).filter((name) => name !== "");
  return [...new Set(names)];
}
