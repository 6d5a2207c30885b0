import { z } from "zod";
import type { LanguageModel } from "../models/language-model.js";
import type { Matcher, MatchInput, MatchResult } from "./matcher.js";

/** Settings of {@link createLlmJudgeMatcher}. */
export interface LlmJudgeMatcherSettings {
  /** Any factprobe model; asked at temperature 0. */
  model: LanguageModel;
  /** Calls at once (default: the model's default concurrency). */
  concurrency?: number;
  /** Upper bound on the judge's tokens per verdict (default 96). */
  maxTokens?: number;
}

/** The only verdict format the judge may answer with. */
export const judgeVerdictSchema = z.object({
  verdict: z.enum(["correct", "incorrect"]),
  reason: z.string().max(500).optional(),
});
/** A judge's verdict. */
export type JudgeVerdict = z.infer<typeof judgeVerdictSchema>;

/** The judge's prompt for one answer. */
export function judgePrompt(input: MatchInput): string {
  const names =
    input.aliases.length === 0 ? "" : ` (also known as: ${input.aliases.slice(0, 10).join("; ")})`;
  return [
    "You grade answers to factual questions. Decide whether the response names the same entity as the reference answer.",
    "Other names, spellings, abbreviations and extra explanation are fine; a different entity, or several candidates, is incorrect.",
    ...(input.question === undefined ? [] : [`Question: ${input.question}`]),
    `Reference answer: ${input.gold}${names}`,
    `Response: ${input.response.slice(0, 1000)}`,
    'Reply with JSON only, exactly like {"verdict": "correct", "reason": "..."} or {"verdict": "incorrect", "reason": "..."}.',
  ].join("\n");
}

/** Reads a verdict from the judge's text: the first JSON object in it, validated; undefined otherwise. */
export function parseJudgeVerdict(text: string): JudgeVerdict | undefined {
  const start = text.indexOf("{");
  const end = text.indexOf("}", start);
  if (start < 0 || end < 0) return undefined;
  try {
    const parsed = judgeVerdictSchema.safeParse(JSON.parse(text.slice(start, end + 1)));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The paper's ChatGPT matcher with any factprobe model as the judge (`llm-judge:<model id>`): the
 * judge reads the question, the reference answer with its aliases and the response, and must answer
 * with a JSON verdict validated by {@link judgeVerdictSchema}. A call that fails or an answer in any
 * other format gives a `graderError` (the answer's verdict becomes `grader-error`), never a guess.
 */
export function createLlmJudgeMatcher(settings: LlmJudgeMatcherSettings): Matcher {
  const concurrency = Math.max(1, settings.concurrency ?? settings.model.defaultConcurrency);
  const judgeOne = async (input: MatchInput, signal: AbortSignal | undefined): Promise<MatchResult> => {
    let text: string;
    try {
      const result = await settings.model.generate({
        messages: [{ role: "user", content: judgePrompt(input) }],
        temperature: 0,
        maxTokens: settings.maxTokens ?? 96,
        ...(signal === undefined ? {} : { signal }),
      });
      text = result.text;
    } catch (error) {
      const reason = `judge ${settings.model.id} failed: ${(error as Error).message}`;
      return { pass: false, score: undefined, reason, graderError: reason };
    }
    const verdict = parseJudgeVerdict(text);
    if (verdict === undefined) {
      const reason = `judge ${settings.model.id} gave no valid verdict: ${JSON.stringify(text.slice(0, 120))}`;
      return { pass: false, score: undefined, reason, graderError: reason };
    }
    const pass = verdict.verdict === "correct";
    const because = verdict.reason === undefined ? "" : `: ${verdict.reason}`;
    return { pass, score: pass ? 1 : 0, reason: `judge says ${verdict.verdict}${because}` };
  };
  return {
    id: `llm-judge:${settings.model.id}`,
    threshold: undefined,
    async match(inputs, options = {}) {
      const results = new Array<MatchResult>(inputs.length);
      let next = 0;
      const worker = async (): Promise<void> => {
        while (next < inputs.length) {
          const index = next++;
          const input = inputs[index];
          if (input !== undefined) results[index] = await judgeOne(input, options.signal);
        }
      };
      await Promise.all(Array.from({ length: Math.min(concurrency, inputs.length) }, worker));
      return results;
    },
    async dispose() {
      await settings.model.dispose?.();
    },
  };
}
