import { answerAndReasoning } from "./answer-and-reasoning.js";
import { setMaxListeners } from "node:events";
import { ModelCallError } from "../errors.js";
import type { ChatMessage, GenerateResult, LanguageModel } from "../models/language-model.js";
import { scrubSecrets } from "../models/http-failure.js";
import { callMaxTokens } from "./call-max-tokens.js";
import { timeoutSignal } from "../models/timeout-signal.js";
import type { Question } from "../questions/question.js";
import { ANSWER_VERSION, type AnswerRecord } from "./answer-record.js";
import type { Budget } from "./budget.js";
import { estimateInputTokens } from "./estimate-tokens.js";
import type { Limiter } from "./limiter.js";
import { costOf, type ModelPrice } from "./prices.js";
import { abortableSleep } from "./abortable-sleep.js";
import { raceAbort } from "./race-abort.js";
import { RESPONSE_CACHE_VERSION, responseCacheKey, type ResponseCache } from "./response-cache.js";

/** The prompt for one question: messages and the token budget of the answer. */
export interface QuestionPrompt {
  messages: ChatMessage[];
  maxTokens: number;
}

/** Options of {@link askQuestions}. */
export interface AskQuestionsOptions {
  model: LanguageModel;
  questions: readonly Question[];
  /** Turns a question into messages (the paper's prompts by default in `check`). */
  buildPrompt: (question: Question) => QuestionPrompt;
  /** Calls in flight at once. Default: the model's `defaultConcurrency`. */
  concurrency?: number;
  /** Extra attempts after a retryable failure (429, 5xx, network, timeout). Default 3. */
  retries?: number;
  /** Per-call timeout in milliseconds. Default 120,000. */
  timeoutMs?: number;
  /** First backoff delay in milliseconds, doubled per retry, with full jitter. Default 500. */
  backoffMs?: number;
  /** The longest backoff delay in milliseconds (a Retry-After is honoured even when longer). Default 30,000. */
  maxBackoffMs?: number;
  /**
   * The longest Retry-After honoured, in milliseconds. A server asking for a longer wait is not
   * waited for: the call is recorded as failed, with the wait asked for, and the run moves on.
   * Default 120,000.
   */
  maxRetryAfterMs?: number;
  /** Called once per answer, as it arrives (append it to a log here). */
  onAnswer?: (record: AnswerRecord) => void;
  /** Stops the run: calls in flight are aborted, no new ones start. */
  signal?: AbortSignal;
  /** Responses by content; a hit makes no call and is recorded with `cached: true`. Default none. */
  cache?: ResponseCache;
  /** A limit shared with other models (one per provider); calls also wait for a slot here. */
  limiter?: Limiter;
  /** The model's price: each record gets `costUsd`. Needed with `budget`. */
  price?: ModelPrice;
  /**
   * A spending limit shared with other models. Before each call its worst case (estimated input,
   * `maxTokens` output) is reserved; when that would exceed the limit, no new call starts and the
   * remaining questions stay unanswered (a later run with a larger budget asks them).
   */
  budget?: Budget;
  /**
   * Every configured secret (API keys, passwords): each is replaced by `***` in every text this
   * function stores (responses, error messages, cache entries), whichever model the secret is for.
   */
  secrets?: readonly string[];
  /**
   * Stop asking when this many of the first calls all failed with the same non-retryable error (a
   * 400 for an unsupported parameter, a 401, a 404 model): every other question would fail the
   * same way. The failed answers are recorded; the rest stay unasked. 0 never stops. Default 3.
   */
  stopAfterSameErrors?: number;
  /** Called once when the run stops early (see `stopAfterSameErrors`), with the error and the count. */
  onStopEarly?: (stop: { error: string; calls: number }) => void;
  /** Injected for tests. Must resolve early when the signal aborts (as the default does). */
  sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  random?: () => number;
  now?: () => Date;
}

/**
 * Asks a model every question at temperature 0, `concurrency` at a time. A cached response is
 * used when there is one. A failed call is retried when the failure is retryable (exponential
 * backoff with full jitter, never shorter than Retry-After), and a call that still fails becomes
 * an answer record with `error` set: one failure never stops the other questions. Records come back
 * in question order; questions not asked (cancelled, or over the budget) have none.
 */
export async function askQuestions(options: AskQuestionsOptions): Promise<AnswerRecord[]> {
  const {
    model,
    questions,
    buildPrompt,
    retries = 3,
    timeoutMs = 120_000,
    backoffMs = 500,
    maxBackoffMs = 30_000,
    maxRetryAfterMs = 120_000,
    sleep = abortableSleep,
    random = Math.random,
    now = () => new Date(),
    cache,
    limiter,
    price,
    budget,
    secrets = [],
  } = options;
  const scrub = (text: string): string => (secrets.length === 0 ? text : scrubSecrets(text, secrets));
  const concurrency = Math.max(1, options.concurrency ?? model.defaultConcurrency);
  const records = new Array<AnswerRecord | undefined>(questions.length);
  // One listener on the caller's signal; each call in flight and each wait listens to this one, so
  // concurrency 32 adds 32 listeners here, a bounded number that is removed as calls end (not a
  // leak, so no MaxListenersExceededWarning).
  const run = new AbortController();
  setMaxListeners(0, run.signal);
  const stopRun = (): void => {
    run.abort(options.signal?.reason);
  };
  if (options.signal?.aborted === true) stopRun();
  else options.signal?.addEventListener("abort", stopRun, { once: true });
  const cancelled = (): boolean => run.signal.aborted;
  // The first calls' outcomes: while none succeeded and all failed alike, count them.
  const stopAfterSameErrors = options.stopAfterSameErrors ?? 3;
  let firstErrors: { signature: string; error: string; calls: number } | undefined;
  let armed = stopAfterSameErrors > 0;
  let stoppedEarly = false;
  const noteSuccess = (): void => {
    armed = false;
  };
  const noteFinalError = (error: unknown, message: string): void => {
    if (!armed) return;
    if (!(error instanceof ModelCallError) || error.retryable) {
      armed = false;
      return;
    }
    const signature = `${error.status ?? ""} ${message}`;
    if (firstErrors !== undefined && firstErrors.signature !== signature) {
      armed = false;
      return;
    }
    firstErrors = { signature, error: message, calls: (firstErrors?.calls ?? 0) + 1 };
    if (firstErrors.calls >= stopAfterSameErrors && !stoppedEarly) {
      stoppedEarly = true;
      options.onStopEarly?.({ error: scrub(message), calls: firstErrors.calls });
    }
  };
  const stopped = (): boolean => cancelled() || budget?.exhausted === true || stoppedEarly;
  let next = 0;

  const call = (messages: QuestionPrompt["messages"], maxTokens: number, signal: AbortSignal): Promise<GenerateResult> => {
    const generate = (): Promise<GenerateResult> =>
      raceAbort(model.generate({ messages, temperature: 0, maxTokens, signal }), signal);
    return limiter === undefined ? generate() : limiter.run(generate);
  };

  /** Asks one question; undefined when it was not asked (over the budget). */
  const askOne = async (question: Question): Promise<AnswerRecord | undefined> => {
    const prompt = buildPrompt(question);
    // A reasoning model thinks before it answers: its thinking budget comes on top of the answer's.
    const maxTokens = callMaxTokens(model, prompt.maxTokens);
    const key =
      cache === undefined
        ? undefined
        : responseCacheKey({ model, messages: prompt.messages, temperature: 0, maxTokens });
    if (cache !== undefined && key !== undefined) {
      const hit = await cache.get(key);
      if (hit !== undefined) {
        noteSuccess();
        return {
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
        };
      }
    }
    const worstCase =
      price === undefined
        ? 0
        : costOf(price, { inputTokens: estimateInputTokens(prompt.messages), outputTokens: maxTokens });
    let attempts = 0;
    for (;;) {
      if (budget !== undefined && !budget.reserve(worstCase)) return undefined;
      attempts += 1;
      const started = performance.now();
      const deadline = timeoutSignal(run.signal, timeoutMs);
      try {
        const answered = await call(prompt.messages, maxTokens, deadline.signal).finally(deadline.clear);
        const result = {
          ...answered,
          text: scrub(answered.text),
          ...(answered.reasoning === undefined ? {} : { reasoning: scrub(answered.reasoning) }),
        };
        noteSuccess();
        const costUsd = price === undefined || result.usage === undefined ? undefined : costOf(price, result.usage);
        budget?.settle(worstCase, costUsd ?? worstCase);
        const record: AnswerRecord = {
          version: ANSWER_VERSION,
          questionId: question.id,
          modelId: model.id,
          ...answerAndReasoning(result.text, result.reasoning),
          attempts,
          ...(result.usage === undefined
            ? {}
            : { inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens }),
          latencyMs: Math.round(result.latencyMs),
          answeredAt: now().toISOString(),
          ...(result.finishReason === undefined ? {} : { finishReason: result.finishReason }),
          ...(result.truncated === true ? { truncated: true } : {}),
          ...(costUsd === undefined ? {} : { costUsd }),
        };
        if (cache !== undefined && key !== undefined) {
          // A cache that cannot be written costs a model call next time, never an answer now.
          await cache
            .set({
              key,
              version: RESPONSE_CACHE_VERSION,
              modelId: model.id,
              text: result.text,
              ...(result.reasoning === undefined ? {} : { reasoning: result.reasoning }),
              ...(result.usage === undefined
                ? {}
                : { inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens }),
              ...(result.finishReason === undefined ? {} : { finishReason: result.finishReason }),
              ...(result.truncated === true ? { truncated: true } : {}),
              latencyMs: record.latencyMs,
              attempts,
              storedAt: record.answeredAt,
            })
            .catch(() => undefined);
        }
        return record;
      } catch (error) {
        // A failed call is not billed (no tokens were reported).
        budget?.settle(worstCase, 0);
        const aborted = cancelled();
        const timedOut = !aborted && deadline.timedOut();
        const retryable = timedOut || (error instanceof ModelCallError && error.retryable);
        if (!aborted && retryable && attempts <= retries) {
          const waitSeconds = error instanceof ModelCallError ? error.retryAfterSeconds : undefined;
          if (waitSeconds !== undefined && waitSeconds * 1000 > maxRetryAfterMs) {
            return failure(
              question,
              attempts,
              started,
              `${describeError(error)} (the server asked to wait ${waitSeconds} s before retrying, more than the ${maxRetryAfterMs / 1000} s limit; not retried)`,
            );
          }
          const backoff = random() * Math.min(maxBackoffMs, backoffMs * 2 ** (attempts - 1));
          await sleep(Math.max(backoff, (waitSeconds ?? 0) * 1000), run.signal);
          if (cancelled()) return failure(question, attempts, started, `cancelled: ${describeError(error)}`);
          continue;
        }
        const reason = timedOut ? `timed out after ${timeoutMs} ms` : describeError(error);
        if (!aborted && !timedOut) noteFinalError(error, reason);
        return failure(question, attempts, started, aborted ? `cancelled: ${reason}` : reason);
      }
    }
  };

  const failure = (question: Question, attempts: number, started: number, error: string): AnswerRecord => ({
    version: ANSWER_VERSION,
    questionId: question.id,
    modelId: model.id,
    error: scrub(error),
    attempts,
    latencyMs: Math.round(performance.now() - started),
    answeredAt: now().toISOString(),
  });

  const worker = async (): Promise<void> => {
    while (next < questions.length && !stopped()) {
      const index = next;
      next += 1;
      const question = questions[index];
      if (question === undefined) continue;
      const record = await askOne(question);
      // Not asked, or a cancelled call, is not an answer: leave it out so a resumed run asks it again.
      if (record === undefined || (cancelled() && record.error !== undefined)) return;
      records[index] = record;
      options.onAnswer?.(record);
    }
  };
  try {
    await Promise.all(Array.from({ length: Math.min(concurrency, questions.length) }, worker));
  } finally {
    options.signal?.removeEventListener("abort", stopRun);
  }
  return records.filter((record): record is AnswerRecord => record !== undefined);
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message.split("\n")[0] ?? error.name;
  return String(error);
}
