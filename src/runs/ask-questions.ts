import { ModelCallError } from "../errors.js";
import type { ChatMessage, LanguageModel } from "../models/language-model.js";
import type { Question } from "../questions/question.js";
import { ANSWER_VERSION, type AnswerRecord } from "./answer-record.js";
import { raceAbort } from "./race-abort.js";

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
  /** Called once per answer, as it arrives (append it to a log here). */
  onAnswer?: (record: AnswerRecord) => void;
  /** Stops the run: calls in flight are aborted, no new ones start. */
  signal?: AbortSignal;
  /** Injected for tests. */
  sleep?: (milliseconds: number) => Promise<void>;
  random?: () => number;
  now?: () => Date;
}

const defaultSleep = (milliseconds: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, milliseconds));

/**
 * Asks a model every question at temperature 0, `concurrency` at a time. A failed call is retried
 * when the failure is retryable (honouring Retry-After), and a call that still fails becomes an
 * answer record with `error` set: one failure never stops the other questions. Records come back
 * in question order.
 */
export async function askQuestions(options: AskQuestionsOptions): Promise<AnswerRecord[]> {
  const {
    model,
    questions,
    buildPrompt,
    retries = 3,
    timeoutMs = 120_000,
    backoffMs = 500,
    sleep = defaultSleep,
    random = Math.random,
    now = () => new Date(),
  } = options;
  const concurrency = Math.max(1, options.concurrency ?? model.defaultConcurrency);
  const records = new Array<AnswerRecord | undefined>(questions.length);
  const cancelled = (): boolean => options.signal?.aborted === true;
  let next = 0;

  const askOne = async (question: Question): Promise<AnswerRecord> => {
    const prompt = buildPrompt(question);
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const started = performance.now();
      const timeout = AbortSignal.timeout(timeoutMs);
      const signal = options.signal === undefined ? timeout : AbortSignal.any([options.signal, timeout]);
      try {
        const result = await raceAbort(
          model.generate({ messages: prompt.messages, temperature: 0, maxTokens: prompt.maxTokens, signal }),
          signal,
        );
        return {
          version: ANSWER_VERSION,
          questionId: question.id,
          modelId: model.id,
          response: result.text,
          attempts,
          ...(result.usage === undefined
            ? {}
            : { inputTokens: result.usage.inputTokens, outputTokens: result.usage.outputTokens }),
          latencyMs: Math.round(result.latencyMs),
          answeredAt: now().toISOString(),
        };
      } catch (error) {
        const aborted = cancelled();
        const timedOut = !aborted && timeout.aborted;
        const retryable = timedOut || (error instanceof ModelCallError && error.retryable);
        if (!aborted && retryable && attempts <= retries) {
          const waitSeconds = error instanceof ModelCallError ? error.retryAfterSeconds : undefined;
          const delay = waitSeconds === undefined ? random() * backoffMs * 2 ** (attempts - 1) : waitSeconds * 1000;
          await sleep(delay);
          continue;
        }
        const reason = timedOut ? `timed out after ${timeoutMs} ms` : describeError(error);
        return {
          version: ANSWER_VERSION,
          questionId: question.id,
          modelId: model.id,
          error: aborted ? `cancelled: ${reason}` : reason,
          attempts,
          latencyMs: Math.round(performance.now() - started),
          answeredAt: now().toISOString(),
        };
      }
    }
  };

  const worker = async (): Promise<void> => {
    while (next < questions.length && !cancelled()) {
      const index = next;
      next += 1;
      const question = questions[index];
      if (question === undefined) continue;
      const record = await askOne(question);
      // A cancelled call is not an answer: leave it out so a resumed run asks it again.
      if (cancelled() && record.error !== undefined) return;
      records[index] = record;
      options.onAnswer?.(record);
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, questions.length) }, worker));
  return records.filter((record): record is AnswerRecord => record !== undefined);
}

function describeError(error: unknown): string {
  if (error instanceof Error) return error.message.split("\n")[0] ?? error.name;
  return String(error);
}
