import { ModelCallError } from "../../errors.js";
import type { JsonlAppender } from "../../io/append-jsonl.js";
import type { ChatMessage } from "../../models/language-model.js";
import {
  endedBatchStates,
  type BatchClient,
  type BatchOutcome,
  type BatchRequest,
  type BatchStatus,
} from "../../models/batch/batch-client.js";
import { abortableSleep } from "../abortable-sleep.js";
import { BATCH_LOG_VERSION, type BatchSubmitted } from "./batch-log.js";

/** A request to send in a batch, before it has a custom id. */
export interface PendingBatchRequest {
  /** What the request is for (a question id); recorded in the batch log. */
  questionId: string;
  /** The response cache key of the prompt; recorded in the batch log. */
  cacheKey: string;
  messages: readonly ChatMessage[];
  temperature: number;
  maxTokens: number;
}

/** Which request an outcome belongs to. */
export interface BatchOutcomeSource {
  batchId: string;
  questionId: string;
  cacheKey: string;
}

/** Options of {@link runBatches}. */
export interface RunBatchesOptions {
  client: BatchClient;
  /** Where `submitted` and `collected` lines go (the run's batch log). */
  log: JsonlAppender;
  /** Batches of this client's model submitted earlier and not collected: polled, never resubmitted. */
  open: readonly BatchSubmitted[];
  /** Requests to submit now, split into batches of at most the provider's size. */
  requests: readonly PendingBatchRequest[];
  /**
   * Called with each request's outcome as the results are read. It must record the outcome before
   * it returns: the batch is marked collected after the last one.
   */
  onOutcome: (source: BatchOutcomeSource, outcome: BatchOutcome) => void | Promise<void>;
  /** Called with each batch's state after every poll. */
  onState?: (status: BatchStatus) => void;
  /** Milliseconds between polls of a batch still running. Default 30,000. */
  pollIntervalMs?: number;
  /** Extra attempts of a submission that failed retryably (429, 5xx, network). Default 3. */
  retries?: number;
  /** First backoff before such an attempt, in milliseconds, doubled each time. Default 1,000. */
  backoffMs?: number;
  /** Stops polling (the batches stay recorded as open, so a later run resumes them). */
  signal?: AbortSignal;
  /** Injected for tests. Must resolve early when the signal aborts (as the default does). */
  sleep?: (milliseconds: number, signal?: AbortSignal) => Promise<void>;
  now?: () => Date;
}

/**
 * Sends requests through a provider's batch API and waits for them. New requests are submitted in
 * batches (each recorded in the batch log with its custom id → question mapping the moment the
 * provider returns its id); then every open batch, new or from an earlier run, is polled every
 * `pollIntervalMs` until it ends, and its results are handed to `onOutcome` one by one. A request a
 * batch failed, or that expired unrun, is an `error` outcome; one a cancelled batch did not run is
 * `cancelled`; one the results do not mention is an error. A batch that cannot be submitted, or can
 * no longer be retrieved (404, 401), gives each of its requests an error outcome. Aborting stops at
 * once; batches not yet collected stay open in the log and a rerun resumes polling them.
 */
export async function runBatches(options: RunBatchesOptions): Promise<void> {
  const { client, log, signal } = options;
  const sleep = options.sleep ?? abortableSleep;
  const now = options.now ?? (() => new Date());
  const pollIntervalMs = options.pollIntervalMs ?? 30_000;
  const retries = options.retries ?? 3;
  const backoffMs = options.backoffMs ?? 1000;
  const aborted = (): boolean => signal?.aborted === true;
  const open: BatchSubmitted[] = [...options.open];

  const failAll = async (batch: Pick<BatchSubmitted, "batchId" | "requests">, error: string): Promise<void> => {
    for (const request of batch.requests) {
      await options.onOutcome(
        { batchId: batch.batchId, questionId: request.questionId, cacheKey: request.cacheKey },
        { customId: request.customId, kind: "error", error },
      );
    }
  };

  for (const chunk of chunksOf(options.requests, client)) {
    if (aborted()) return;
    const requests: BatchRequest[] = chunk.map((request, index) => ({
      customId: `r${index}`,
      messages: request.messages,
      temperature: request.temperature,
      maxTokens: request.maxTokens,
    }));
    const entries = chunk.map((request, index) => ({
      customId: `r${index}`,
      questionId: request.questionId,
      cacheKey: request.cacheKey,
    }));
    let submitted;
    for (let attempt = 0; ; attempt += 1) {
      try {
        submitted = await client.submit(requests, signal);
        break;
      } catch (error) {
        if (aborted()) return;
        const retryable = error instanceof ModelCallError && error.retryable;
        if (!retryable || attempt >= retries) {
          await failAll({ batchId: "", requests: entries }, `the batch could not be submitted: ${firstLine(error)}`);
          submitted = undefined;
          break;
        }
        const waitSeconds = error instanceof ModelCallError ? (error.retryAfterSeconds ?? 0) : 0;
        await sleep(Math.max(backoffMs * 2 ** attempt, waitSeconds * 1000), signal);
      }
    }
    if (submitted === undefined) continue;
    const line: BatchSubmitted = {
      version: BATCH_LOG_VERSION,
      event: "submitted",
      batchId: submitted.batchId,
      modelId: client.modelId,
      provider: client.provider,
      ...(submitted.inputFileId === undefined ? {} : { inputFileId: submitted.inputFileId }),
      submittedAt: now().toISOString(),
      requests: entries,
    };
    log.append(line);
    open.push(line);
  }

  const collected = (batch: BatchSubmitted, state: string, answered: number, failed: number): void => {
    log.append({
      version: BATCH_LOG_VERSION,
      event: "collected",
      batchId: batch.batchId,
      state,
      collectedAt: now().toISOString(),
      answered,
      failed,
    });
  };

  while (open.length > 0 && !aborted()) {
    for (const batch of [...open]) {
      if (aborted()) return;
      let status: BatchStatus;
      try {
        status = await client.retrieve(batch.batchId, signal);
      } catch (error) {
        if (aborted()) return;
        // A batch the API no longer knows (or no longer lets us see) will never answer; anything
        // retryable is tried again at the next poll.
        if (error instanceof ModelCallError && !error.retryable) {
          await failAll(batch, `batch ${batch.batchId} could not be retrieved: ${firstLine(error)}`);
          collected(batch, "unretrievable", 0, batch.requests.length);
          open.splice(open.indexOf(batch), 1);
        }
        continue;
      }
      options.onState?.(status);
      if (!endedBatchStates.has(status.state)) continue;
      const finished = await collect(batch, status);
      // Aborted, or the results could not be read this time: the batch stays open.
      if (finished === undefined) continue;
      collected(batch, status.state, finished.answered, finished.failed);
      open.splice(open.indexOf(batch), 1);
    }
    if (open.length > 0) await sleep(pollIntervalMs, signal);
  }

  /**
   * Reads an ended batch's results; undefined when aborted part-way or when the download failed
   * retryably (outcomes already handed over are handed over again next time; callers skip them).
   */
  async function collect(
    batch: BatchSubmitted,
    status: BatchStatus,
  ): Promise<{ answered: number; failed: number } | undefined> {
    const byCustomId = new Map(batch.requests.map((request) => [request.customId, request]));
    let answered = 0;
    let failed = 0;
    const record = async (request: BatchSubmitted["requests"][number], outcome: BatchOutcome): Promise<void> => {
      byCustomId.delete(request.customId);
      if (outcome.kind === "answer") answered += 1;
      if (outcome.kind === "error") failed += 1;
      await options.onOutcome(
        { batchId: batch.batchId, questionId: request.questionId, cacheKey: request.cacheKey },
        outcome,
      );
    };
    if (status.state !== "failed") {
      try {
        for await (const outcome of client.results(batch.batchId, signal)) {
          const request = byCustomId.get(outcome.customId);
          // Not ours, or already seen (a line repeated in the error file): nothing to record.
          if (request !== undefined) await record(request, outcome);
        }
      } catch (error) {
        if (aborted() || (error instanceof ModelCallError && error.retryable)) return undefined;
        for (const request of [...byCustomId.values()]) {
          await record(request, {
            customId: request.customId,
            kind: "error",
            error: `the results of batch ${batch.batchId} could not be read: ${firstLine(error)}`,
          });
        }
      }
    }
    const missing =
      status.state === "failed"
        ? `batch ${batch.batchId} failed as a whole: ${status.errors.join("; ") || "the provider gave no reason"}`
        : status.state === "expired"
          ? `batch ${batch.batchId} expired (24-hour window) before this request ran`
          : `batch ${batch.batchId} ended ${status.state} without a result for this request`;
    for (const request of [...byCustomId.values()]) {
      await record(
        request,
        status.state === "cancelled"
          ? { customId: request.customId, kind: "cancelled" }
          : { customId: request.customId, kind: "error", error: missing },
      );
    }
    return { answered, failed };
  }
}

/** Splits requests into batches of at most the provider's request count and (estimated) bytes. */
function* chunksOf(requests: readonly PendingBatchRequest[], client: BatchClient): Generator<PendingBatchRequest[]> {
  let chunk: PendingBatchRequest[] = [];
  let bytes = 0;
  for (const request of requests) {
    // The request's JSON line, with room for the envelope (custom id, method, URL, model).
    const size = 200 + JSON.stringify(request.messages).length * 2;
    if (chunk.length > 0 && (chunk.length >= client.maxRequestsPerBatch || bytes + size > client.maxBatchBytes)) {
      yield chunk;
      chunk = [];
      bytes = 0;
    }
    chunk.push(request);
    bytes += size;
  }
  if (chunk.length > 0) yield chunk;
}

function firstLine(error: unknown): string {
  if (error instanceof Error) return error.message.split("\n")[0] ?? error.name;
  return String(error);
}
