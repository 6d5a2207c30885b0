import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { FactprobeError } from "../errors.js";
import { openJsonlAppender } from "../io/append-jsonl.js";
import { readJsonl } from "../io/read-jsonl.js";
import type { LanguageModel } from "../models/language-model.js";
import { answerKey } from "./answer-key.js";
import { answerRecordSchema, type AnswerRecord } from "./answer-record.js";
import { askQuestions, type AskQuestionsOptions } from "./ask-questions.js";
import { createBudget } from "./budget.js";
import { createLimiter, type Limiter } from "./limiter.js";
import { acquireRunLock } from "./run-lock.js";
import { defaultPrices, priceFor, type PriceTable } from "./prices.js";
import { appendAll } from "../arrays/append-all.js";
import { batchPriceFor } from "./batch/batch-prices.js";
import type { BatchRunOptions } from "./batch/open-batch-run.js";

/** The answer log's file name inside a run directory. */
export const ANSWERS_FILE = "answers.jsonl";

/** Options of {@link askIntoRun}: those of `askQuestions` plus the run directory, models, limits and budget. */
export interface AskIntoRunOptions
  extends Omit<AskQuestionsOptions, "model" | "limiter" | "price" | "budget" | "concurrency"> {
  /** The run directory; `answers.jsonl` is appended there. */
  runDirectory: string;
  /** The model to ask; or give several as `models`. */
  model?: LanguageModel;
  /** Several models, asked at the same time (within their providers' limits). */
  models?: readonly LanguageModel[];
  /** Ask again the questions whose recorded answer is an error. Default false. */
  retryErrors?: boolean;
  /** Calls in flight at once for every provider; overrides `providerConcurrency`. */
  concurrency?: number;
  /**
   * Calls in flight at once per provider (`openai`, `anthropic`, `llama-cpp`, ...), shared by all
   * models of that provider. Default: the largest `defaultConcurrency` of the provider's models.
   */
  providerConcurrency?: Readonly<Record<string, number>>;
  /** Prices by model id, merged over {@link defaultPrices}; records get `costUsd`. */
  prices?: PriceTable;
  /**
   * Stop starting calls when the next one could take the run's spending over this many US dollars
   * (see `askQuestions`'s `budget`). Every model needs a price. Default: no limit.
   */
  maxCostUsd?: number;
  /**
   * Ask through the providers' batch APIs (see `openBatchRun`), at batch prices, instead of one
   * call per question. Default: direct calls.
   */
  batch?: BatchRunOptions;
}

/** What {@link askIntoRun} did for one model. */
export interface ModelRunSummary {
  modelId: string;
  /** Questions with an answer now (resumed + asked). */
  answered: number;
  /** Answers asked now (cache hits included). */
  asked: number;
  /** Answers found in the log. */
  resumed: number;
  /** Answers asked now that came from the response cache. */
  cached: number;
  /** Answers asked now whose call failed. */
  failed: number;
  /**
   * Set when asking this model stopped early because its first calls all failed with the same
   * non-retryable error (see `askQuestions`'s `stopAfterSameErrors`): that error and how many calls.
   */
  stoppedEarly?: { error: string; calls: number };
  /** Estimated dollars spent now; undefined when the model has no price. */
  costUsd: number | undefined;
}

/** What {@link askIntoRun} did. */
export interface AskIntoRunResult {
  /** Every answer to these questions, model by model, in question order. */
  answers: AnswerRecord[];
  /** Answers found in the log from an earlier, interrupted or finished, run. */
  resumed: number;
  /** Answers asked now. */
  asked: number;
  /** Per model, in the order given. */
  models: ModelRunSummary[];
  /** True when the run stopped at `maxCostUsd` with questions left unasked. */
  stoppedByBudget: boolean;
}

/**
 * Asks the questions not yet answered in the run directory's `answers.jsonl` and appends each
 * answer as it arrives (one write per record), so that a run killed at any moment, rerun with the
 * same options, continues where it stopped with no answer lost or duplicated. A partial last line
 * left by a kill is cut off. Several models are asked at once, each provider within its limit.
 * The run directory's lock (see `acquireRunLock`) is held throughout: a second process asking into
 * the same directory is refused with a `RunLockedError` naming this one's pid.
 */
export async function askIntoRun(options: AskIntoRunOptions): Promise<AskIntoRunResult> {
  const models = options.models ?? (options.model === undefined ? [] : [options.model]);
  if (models.length === 0) throw new FactprobeError("no-model", "askIntoRun needs a model.", { hint: "Pass `model` or `models`." });
  const prices: PriceTable = { ...defaultPrices, ...options.prices };
  if (options.maxCostUsd !== undefined) {
    const unpriced = models.filter((model) => priceFor(prices, model.id) === undefined).map((model) => model.id);
    if (unpriced.length > 0) {
      throw new FactprobeError(
        "no-price",
        `A budget needs a price for every model, and ${unpriced.join(", ")} has none.`,
        {
          hint: `Add it to the config file's "prices", e.g. "prices": { "${unpriced[0] ?? ""}": { "input": 0.15, "output": 0.6 } } (US dollars per million tokens).`,
        },
      );
    }
  }
  await mkdir(options.runDirectory, { recursive: true });
  const lock = acquireRunLock(options.runDirectory);
  try {
    return await askIntoLockedRun(options, models, prices);
  } finally {
    lock.release();
  }
}

async function askIntoLockedRun(
  options: AskIntoRunOptions,
  models: readonly LanguageModel[],
  prices: PriceTable,
): Promise<AskIntoRunResult> {
  const path = join(options.runDirectory, ANSWERS_FILE);
  const existing = existsSync(path)
    ? await readJsonl(path, { schema: answerRecordSchema, tolerateTruncatedTail: true })
    : { records: [], validBytes: 0, droppedTail: false };
  const latest = new Map<string, AnswerRecord>();
  for (const record of existing.records) latest.set(answerKey(record.modelId, record.questionId), record);

  const limiters = new Map<string, Limiter>();
  for (const model of models) {
    if (limiters.has(model.provider)) continue;
    const limit =
      options.concurrency ??
      options.providerConcurrency?.[model.provider] ??
      Math.max(...models.filter((other) => other.provider === model.provider).map((other) => other.defaultConcurrency));
    limiters.set(model.provider, createLimiter(limit));
  }
  const budget = options.maxCostUsd === undefined ? undefined : createBudget(options.maxCostUsd);
  // Batch mode's code is loaded only for a batch run: a direct run starts without it.
  const batchRun =
    options.batch === undefined
      ? undefined
      : await (await import("./batch/open-batch-run.js")).openBatchRun(options.runDirectory, options.batch);
  const ask = batchRun === undefined ? askQuestions : batchRun.ask;
  const appender = openJsonlAppender(path, { validBytes: existing.validBytes });
  let summaries: ModelRunSummary[];
  try {
    summaries = await Promise.all(
      models.map(async (model): Promise<ModelRunSummary> => {
        const pending = options.questions.filter((question) => {
          const recorded = latest.get(answerKey(model.id, question.id));
          return recorded === undefined || (options.retryErrors === true && recorded.error !== undefined);
        });
        const limiter = limiters.get(model.provider);
        const price = options.batch === undefined ? priceFor(prices, model.id) : batchPriceFor(prices, model.id);
        const summary: ModelRunSummary = {
          modelId: model.id,
          answered: 0,
          asked: 0,
          resumed: options.questions.length - pending.length,
          cached: 0,
          failed: 0,
          costUsd: price === undefined ? undefined : 0,
        };
        await ask({
          ...options,
          model,
          questions: pending,
          concurrency: limiter?.limit ?? model.defaultConcurrency,
          ...(limiter === undefined ? {} : { limiter }),
          ...(price === undefined ? {} : { price }),
          ...(budget === undefined ? {} : { budget }),
          onStopEarly: (stop) => {
            summary.stoppedEarly = stop;
          },
          onAnswer: (record) => {
            appender.append(record);
            latest.set(answerKey(record.modelId, record.questionId), record);
            summary.asked += 1;
            if (record.cached === true) summary.cached += 1;
            if (record.error !== undefined) summary.failed += 1;
            if (summary.costUsd !== undefined) summary.costUsd += record.costUsd ?? 0;
            options.onAnswer?.(record);
          },
        });
        return summary;
      }),
    );
  } finally {
    appender.close();
    batchRun?.close();
  }
  const answers: AnswerRecord[] = [];
  for (const [index, model] of models.entries()) {
    const own = options.questions
      .map((question) => latest.get(answerKey(model.id, question.id)))
      .filter((record): record is AnswerRecord => record !== undefined);
    appendAll(answers, own);
    const summary = summaries[index];
    if (summary !== undefined) summary.answered = own.length;
  }
  const asked = summaries.reduce((sum, summary) => sum + summary.asked, 0);
  const resumed = summaries.reduce((sum, summary) => sum + summary.resumed, 0);
  const unanswered = summaries.some((summary) => summary.answered < options.questions.length);
  return { answers, resumed, asked, models: summaries, stoppedByBudget: budget?.exhausted === true && unanswered };
}
