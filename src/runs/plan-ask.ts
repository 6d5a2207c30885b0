import { existsSync } from "node:fs";
import { join } from "node:path";
import { readJsonl } from "../io/read-jsonl.js";
import type { LanguageModel } from "../models/language-model.js";
import type { Question } from "../questions/question.js";
import { answerKey } from "./answer-key.js";
import { answerRecordSchema, type AnswerRecord } from "./answer-record.js";
import type { QuestionPrompt } from "./ask-questions.js";
import { ANSWERS_FILE } from "./ask-into-run.js";
import { estimateInputTokens } from "./estimate-tokens.js";
import { costOf, defaultPrices, priceFor, type PriceTable } from "./prices.js";
import { callMaxTokens } from "./call-max-tokens.js";
import { batchPriceFor } from "./batch/batch-prices.js";
import { responseCacheKey, type ResponseCache } from "./response-cache.js";

/** What asking one model would do; see {@link planAsk}. */
export interface AskPlan {
  modelId: string;
  /** Questions in the suite. */
  questions: number;
  /** Already answered in the run directory (not asked again). */
  answered: number;
  /** To be answered from the response cache (no call). */
  fromCache: number;
  /** Model calls to make (before retries). */
  calls: number;
  /** Estimated input tokens of those calls (characters / 4 plus chat overhead). */
  inputTokens: number;
  /** Output tokens at most (maxTokens per call). */
  maxOutputTokens: number;
  /** Estimated cost in US dollars at most (input estimate, output at its maximum); undefined without a price. */
  costUsd: number | undefined;
}

/** Options of {@link planAsk}. */
export interface PlanAskOptions {
  models: readonly Pick<LanguageModel, "id" | "provider" | "endpoint" | "requestSettings">[];
  questions: readonly Question[];
  buildPrompt: (question: Question) => QuestionPrompt;
  /** A run directory whose `answers.jsonl` holds answers not to ask again. */
  runDirectory?: string;
  /** Ask failed questions again (as `askIntoRun` would). Default false. */
  retryErrors?: boolean;
  cache?: ResponseCache;
  /** Prices merged over the defaults. */
  prices?: PriceTable;
  /** Price the calls at batch prices (`--batch`). Default false. */
  batch?: boolean;
}

/**
 * What `askIntoRun` with the same options would do, without calling any model (`--dry-run`):
 * per model, the questions already answered, those the cache answers, and the calls, tokens and
 * cost left. Reads the answer log and the cache; writes nothing.
 */
export async function planAsk(options: PlanAskOptions): Promise<AskPlan[]> {
  const latest = new Map<string, AnswerRecord>();
  const path = options.runDirectory === undefined ? undefined : join(options.runDirectory, ANSWERS_FILE);
  if (path !== undefined && existsSync(path)) {
    const { records } = await readJsonl(path, { schema: answerRecordSchema, tolerateTruncatedTail: true });
    for (const record of records) latest.set(answerKey(record.modelId, record.questionId), record);
  }
  const prices = { ...defaultPrices, ...options.prices };
  const plans: AskPlan[] = [];
  for (const model of options.models) {
    const price = options.batch === true ? batchPriceFor(prices, model.id) : priceFor(prices, model.id);
    const plan: AskPlan = {
      modelId: model.id,
      questions: options.questions.length,
      answered: 0,
      fromCache: 0,
      calls: 0,
      inputTokens: 0,
      maxOutputTokens: 0,
      costUsd: price === undefined ? undefined : 0,
    };
    for (const question of options.questions) {
      const recorded = latest.get(answerKey(model.id, question.id));
      if (recorded !== undefined && !(options.retryErrors === true && recorded.error !== undefined)) {
        plan.answered += 1;
        continue;
      }
      const prompt = options.buildPrompt(question);
      const maxTokens = callMaxTokens(model, prompt.maxTokens);
      if (options.cache !== undefined) {
        const key = responseCacheKey({ model, messages: prompt.messages, temperature: 0, maxTokens });
        if ((await options.cache.get(key)) !== undefined) {
          plan.fromCache += 1;
          continue;
        }
      }
      const inputTokens = estimateInputTokens(prompt.messages);
      plan.calls += 1;
      plan.inputTokens += inputTokens;
      plan.maxOutputTokens += maxTokens;
      if (price !== undefined && plan.costUsd !== undefined) {
        plan.costUsd += costOf(price, { inputTokens, outputTokens: maxTokens });
      }
    }
    plans.push(plan);
  }
  return plans;
}
