import { answerAndReasoning } from "../answer-and-reasoning.js";
import type { BatchClient, BatchOutcome, BatchStatus } from "../../models/batch/batch-client.js";
import { scrubSecrets } from "../../models/http-failure.js";
import type { LanguageModel } from "../../models/language-model.js";
import type { Question } from "../../questions/question.js";
import { openJsonlAppender } from "../../io/append-jsonl.js";
import { ANSWER_VERSION, type AnswerRecord } from "../answer-record.js";
import type { AskQuestionsOptions } from "../ask-questions.js";
import { callMaxTokens } from "../call-max-tokens.js";
import { estimateInputTokens } from "../estimate-tokens.js";
import { costOf } from "../prices.js";
import { RESPONSE_CACHE_VERSION, responseCacheKey } from "../response-cache.js";
import { batchLogPath, readBatchLog, BATCHES_FILE } from "./batch-log.js";
import { runBatches, type BatchOutcomeSource, type PendingBatchRequest } from "./run-batches.js";

/** Options of batch mode (`askIntoRun`'s `batch`, `--batch`). */
export interface BatchRunOptions {
  /** The batch client of a model (see `createBatchClient`); throws for a model without a batch API. */
  clientFor: (model: LanguageModel) => BatchClient;
  /** Milliseconds between polls of a running batch. Default 30,000. */
  pollIntervalMs?: number;
  /** Called with a batch's state after every poll (for progress). */
  onState?: (modelId: string, status: BatchStatus) => void;
  /** The batch log's file name in the run directory. Default `batches.jsonl`. */
  logFile?: string;
  /**
   * Submit questions not yet in a batch. Default true; false only collects the batches already
   * submitted (after cancelling them, say).
   */
  submitNew?: boolean;
}

/** Batch mode over one run directory: its batch log opened for appending. */
export interface BatchRun {
  /** What `askQuestions` does, through the model's batch API: same options, same answer records. */
  readonly ask: (options: AskQuestionsOptions) => Promise<AnswerRecord[]>;
  readonly close: () => void;
}

/**
 * Asks the provider to cancel every batch of `models` the run directory's batch log holds as open,
 * and returns their states. Run batch mode afterwards (with `submitNew: false` to send nothing new)
 * to record what they had answered.
 */
export async function cancelOpenBatches(
  runDirectory: string,
  options: Pick<BatchRunOptions, "clientFor" | "logFile"> & {
    models: readonly LanguageModel[];
    signal?: AbortSignal;
  },
): Promise<{ modelId: string; status: BatchStatus }[]> {
  const { open } = await readBatchLog(batchLogPath(runDirectory, options.logFile ?? BATCHES_FILE));
  const cancelled: { modelId: string; status: BatchStatus }[] = [];
  for (const model of options.models) {
    const client = options.clientFor(model);
    for (const batch of open.filter((candidate) => candidate.modelId === model.id)) {
      cancelled.push({ modelId: model.id, status: await client.cancel(batch.batchId, options.signal) });
    }
  }
  return cancelled;
}

/**
 * Opens batch mode on a run directory (held under its run lock). `ask` answers questions the way
 * `askQuestions` does, but through a provider's batch API, at batch prices: cached prompts are
 * answered from the cache and not sent; the others are submitted (within the budget) and their
 * batch ids and custom id → question mapping go to the batch log before anything else happens, so
 * a run killed while a batch runs resumes polling it instead of submitting again. Each result
 * becomes an answer record (`latencyMs` 0, `batchId` set) and, when successful, a cache entry; a
 * request that failed in its batch, or expired unrun, is an error answer; one a cancelled batch
 * did not run gets no record, so a later run asks it again.
 */
export async function openBatchRun(runDirectory: string, options: BatchRunOptions): Promise<BatchRun> {
  const path = batchLogPath(runDirectory, options.logFile ?? BATCHES_FILE);
  const existing = await readBatchLog(path);
  const log = openJsonlAppender(path, { validBytes: existing.validBytes });
  return {
    ask: (askOptions) => askInBatches(askOptions, existing.open, log, options),
    close: () => {
      log.close();
    },
  };
}

async function askInBatches(
  options: AskQuestionsOptions,
  allOpen: Awaited<ReturnType<typeof readBatchLog>>["open"],
  log: ReturnType<typeof openJsonlAppender>,
  batchOptions: BatchRunOptions,
): Promise<AnswerRecord[]> {
  const { model, cache, price, budget, secrets = [] } = options;
  const now = options.now ?? (() => new Date());
  const scrub = (text: string): string => (secrets.length === 0 ? text : scrubSecrets(text, secrets));
  const client = batchOptions.clientFor(model);
  const open = allOpen.filter((batch) => batch.modelId === model.id);
  const inFlight = new Set(open.flatMap((batch) => batch.requests.map((request) => request.questionId)));
  // Questions still to answer; an outcome for any other (answered before a kill) is not recorded again.
  const unanswered = new Map<string, Question>(options.questions.map((question) => [question.id, question]));
  const reserved = new Map<string, number>();
  const records: AnswerRecord[] = [];
  const emit = (record: AnswerRecord): void => {
    unanswered.delete(record.questionId);
    records.push(record);
    options.onAnswer?.(record);
  };

  const requests: PendingBatchRequest[] = [];
  for (const question of batchOptions.submitNew === false ? [] : options.questions) {
    if (options.signal?.aborted === true) return records;
    if (inFlight.has(question.id)) continue;
    const prompt = options.buildPrompt(question);
    // The same token budget as a direct call (room to reason included), so the same cache key.
    const maxTokens = callMaxTokens(model, prompt.maxTokens);
    const cacheKey = responseCacheKey({ model, messages: prompt.messages, temperature: 0, maxTokens });
    const hit = await cache?.get(cacheKey);
    if (hit !== undefined) {
      emit({
        version: ANSWER_VERSION,
        questionId: question.id,
        modelId: model.id,
        ...answerAndReasoning(scrub(hit.text), hit.reasoning === undefined ? undefined : scrub(hit.reasoning)),
        attempts: hit.attempts,
        ...(hit.inputTokens === undefined ? {} : { inputTokens: hit.inputTokens }),
        ...(hit.outputTokens === undefined ? {} : { outputTokens: hit.outputTokens }),
        latencyMs: hit.latencyMs,
        answeredAt: now().toISOString(),
        ...(hit.finishReason === undefined ? {} : { finishReason: hit.finishReason }),
        ...(hit.truncated === true ? { truncated: true } : {}),
        cached: true,
        ...(price === undefined ? {} : { costUsd: 0 }),
      });
      continue;
    }
    if (budget !== undefined && price !== undefined) {
      const worstCase = costOf(price, {
        inputTokens: estimateInputTokens(prompt.messages),
        outputTokens: maxTokens,
      });
      // Over the budget: this question and the rest stay unasked (a larger budget asks them later).
      if (!budget.reserve(worstCase)) break;
      reserved.set(question.id, worstCase);
    }
    requests.push({ questionId: question.id, cacheKey, messages: prompt.messages, temperature: 0, maxTokens });
  }

  const onOutcome = async (source: BatchOutcomeSource, outcome: BatchOutcome): Promise<void> => {
    const question = unanswered.get(source.questionId);
    if (question === undefined) return;
    const reservation = reserved.get(source.questionId) ?? 0;
    reserved.delete(source.questionId);
    if (outcome.kind === "cancelled") {
      budget?.settle(reservation, 0);
      return;
    }
    const base = {
      version: ANSWER_VERSION,
      questionId: question.id,
      modelId: model.id,
      attempts: 1,
      latencyMs: 0,
      answeredAt: now().toISOString(),
      ...(source.batchId === "" ? {} : { batchId: source.batchId }),
    } as const;
    if (outcome.kind === "error") {
      budget?.settle(reservation, 0);
      const where = source.batchId === "" ? "batch" : `batch ${source.batchId}`;
      emit({ ...base, error: scrub(`${where}: ${outcome.error}`) });
      return;
    }
    const result = outcome.result;
    const text = scrub(result.text);
    const reasoning = result.reasoning === undefined ? undefined : scrub(result.reasoning);
    const costUsd = price === undefined || result.usage === undefined ? undefined : costOf(price, result.usage);
    budget?.settle(reservation, costUsd ?? reservation);
    const record: AnswerRecord = {
      ...base,
      // The verdict reads the final answer; <think> blocks and the provider's reasoning go apart.
      ...answerAndReasoning(text, reasoning),
      ...(result.usage === undefined
        ? {}
        : { inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens }),
      ...(result.finishReason === undefined ? {} : { finishReason: result.finishReason }),
      ...(result.truncated === true ? { truncated: true } : {}),
      ...(costUsd === undefined ? {} : { costUsd }),
    };
    emit(record);
    // A cache that cannot be written costs a model call next time, never an answer now.
    await cache
      ?.set({
        key: source.cacheKey,
        version: RESPONSE_CACHE_VERSION,
        modelId: model.id,
        text,
        ...(reasoning === undefined ? {} : { reasoning }),
        ...(result.usage === undefined
          ? {}
          : { inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens }),
        ...(result.finishReason === undefined ? {} : { finishReason: result.finishReason }),
        ...(result.truncated === true ? { truncated: true } : {}),
        latencyMs: 0,
        attempts: 1,
        storedAt: record.answeredAt,
      })
      .catch(() => undefined);
  };

  await runBatches({
    client,
    log,
    open,
    requests,
    onOutcome,
    onState: (status) => batchOptions.onState?.(model.id, status),
    ...(batchOptions.pollIntervalMs === undefined ? {} : { pollIntervalMs: batchOptions.pollIntervalMs }),
    ...(options.retries === undefined ? {} : { retries: options.retries }),
    ...(options.backoffMs === undefined ? {} : { backoffMs: options.backoffMs }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.sleep === undefined ? {} : { sleep: options.sleep }),
    now,
  });
  // Reservations of requests that never came back (aborted) are released.
  for (const reservation of reserved.values()) budget?.settle(reservation, 0);
  return records;
}
