import type { LanguageModel } from "../models/language-model.js";
import type { Question } from "./question.js";

/** Why a rewrite was refused and the original kept. */
export type RewriteRejection =
  | "modelError"
  | "notOneQuestion"
  | "lostLabel"
  | "revealsAnswer"
  | "changedQuestionKind"
  | "lengthChanged"
  | "unchanged";

/** Options of {@link rewriteQuestions}. */
export interface RewriteQuestionsOptions {
  questions: readonly Question[];
  /** The model that rewrites (any `LanguageModel`, e.g. from `createModel`). */
  model: LanguageModel;
  /** Longest rewrite in tokens. Default 64. */
  maxTokens?: number;
  /** Cancels the remaining calls. */
  signal?: AbortSignal;
}

/** The rewritten suite and what the guard did. */
export interface RewriteResult {
  /** The suite in the same order: rewritten texts where the guard accepted them, else the originals. */
  questions: Question[];
  accepted: number;
  rejected: number;
  /** `rejected / (accepted + rejected)`, 0 for an empty suite. */
  rejectionRate: number;
  /** Rejections by reason. */
  reasons: Partial<Record<RewriteRejection, number>>;
}

/** The instruction given to the rewriting model (paper section 3.2.3, rewriting). */
export const REWRITE_PROMPT =
  "Rewrite the following question so that it reads as natural, grammatical English. Keep every name exactly as written, do not change its meaning or its answer, and do not answer it. Reply with the rewritten question only, on one line.";

/**
 * Rewrites question texts with a language model (paper section 3.2.3), guarded: a rewrite is kept
 * only if it is one line ending in one question mark, contains every entity label the original
 * contains (case-insensitively), does not reveal a WH or multiple-choice answer the original did
 * not contain, keeps a Yes-No question a yes-no question (it starts with an auxiliary verb) and a
 * WH question a WH question, and is between half and twice the original's length. Otherwise the
 * original stays. Model failures keep the original too. Calls run one at a time, in order.
 * Rewritten questions get `generator` suffixed with `+rewrite:<model id>`.
 */
export async function rewriteQuestions(options: RewriteQuestionsOptions): Promise<RewriteResult> {
  const { questions, model, maxTokens = 64, signal } = options;
  const reasons: Partial<Record<RewriteRejection, number>> = {};
  const output: Question[] = [];
  let accepted = 0;
  for (const question of questions) {
    let text: string | undefined;
    try {
      const response = await model.generate({
        messages: [
          { role: "system", content: REWRITE_PROMPT },
          { role: "user", content: question.text },
        ],
        temperature: 0,
        maxTokens,
        ...(signal === undefined ? {} : { signal }),
      });
      text = response.text;
    } catch (error) {
      if (signal?.aborted === true) throw error;
    }
    const verdict = text === undefined ? "modelError" : judgeRewrite(question, text);
    if (typeof verdict === "string") {
      reasons[verdict] = (reasons[verdict] ?? 0) + 1;
      output.push(question);
    } else {
      accepted += 1;
      output.push({
        ...question,
        text: verdict.text,
        generator: `${question.generator}+rewrite:${model.id}`,
      });
    }
  }
  const rejected = questions.length - accepted;
  return {
    questions: output,
    accepted,
    rejected,
    rejectionRate: questions.length === 0 ? 0 : rejected / questions.length,
    reasons,
  };
}

const auxiliaries = /^(?:is|are|was|were|does|do|did|has|have|had|can|could|will|would|should|may|might)\b/iu;
const interrogatives = /\b(?:what|which|who|whom|whose|where|when|how|in which|on which)\b/iu;

/** The cleaned rewrite if the guard accepts it, else why not. */
export function judgeRewrite(question: Question, response: string): { text: string } | RewriteRejection {
  const text = response
    .trim()
    .replace(/^["'“”]+|["'“”]+$/gu, "")
    .replace(/^(?:rewritten question|question)\s*:\s*/iu, "")
    .trim();
  if (text === "" || /[\r\n]/u.test(text) || !text.endsWith("?") || text.indexOf("?") !== text.length - 1)
    return "notOneQuestion";
  if (text === question.text) return "unchanged";
  const lowerOriginal = question.text.toLowerCase();
  const lower = text.toLowerCase();
  for (const label of mentionedLabels(question)) {
    if (lowerOriginal.includes(label) && !lower.includes(label)) return "lostLabel";
  }
  if (question.type !== "yes-no") {
    for (const answer of [question.answerLabel, ...question.aliases]) {
      const key = answer.toLowerCase();
      if (key.length > 1 && lower.includes(key) && !lowerOriginal.includes(key)) return "revealsAnswer";
    }
  }
  if (question.type === "yes-no" && !auxiliaries.test(text)) return "changedQuestionKind";
  if (question.type === "wh" && !interrogatives.test(text)) return "changedQuestionKind";
  if (text.length < question.text.length / 2 || text.length > question.text.length * 2)
    return "lengthChanged";
  return { text };
}

/** Labels of the entities a question was made from, lower-cased. */
function mentionedLabels(question: Question): string[] {
  const labels = new Set<string>();
  for (const fact of question.facts) {
    labels.add(fact.subjectLabel.toLowerCase());
    labels.add(fact.objectLabel.toLowerCase());
  }
  if (question.twoHop !== undefined) labels.add(question.twoHop.bridgeLabel.toLowerCase());
  return [...labels].filter((label) => label !== "");
}
