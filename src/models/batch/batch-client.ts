import type { ChatMessage, GenerateResult } from "../language-model.js";

/** One request of a batch: a chat call, named by an id unique within the batch. */
export interface BatchRequest {
  /** The request's id within its batch: 1 to 64 characters of `[A-Za-z0-9_-]` (Anthropic's rule). */
  customId: string;
  messages: readonly ChatMessage[];
  temperature: number;
  maxTokens: number;
}

/**
 * A batch's state in OpenAI's words, which Anthropic's map onto: `validating`, `in_progress`,
 * `finalizing`, `cancelling` are on the way; `completed`, `expired` (the 24-hour window ran out;
 * requests that did not run failed), `cancelled` and `failed` (the whole input was refused) are ended.
 */
export type BatchState =
  | "validating"
  | "in_progress"
  | "finalizing"
  | "cancelling"
  | "completed"
  | "expired"
  | "cancelled"
  | "failed";

/** The states after which a batch changes no more and its results can be read. */
export const endedBatchStates: ReadonlySet<BatchState> = new Set([
  "completed",
  "expired",
  "cancelled",
  "failed",
]);

/** A batch as the provider reports it. */
export interface BatchStatus {
  batchId: string;
  state: BatchState;
  /** The provider's own status word, e.g. `in_progress` or Anthropic's `ended`. */
  providerStatus: string;
  /** Request counts: every request, those answered, those that failed (errored or expired). */
  counts: { total: number; succeeded: number; failed: number };
  /** Why the provider refused the whole batch (state `failed`), one message each. */
  errors: string[];
}

/** What became of one request of an ended batch. */
export type BatchOutcome =
  | { customId: string; kind: "answer"; result: GenerateResult }
  | { customId: string; kind: "error"; error: string }
  /** Not run because the batch was cancelled: not an answer, so a later run asks it again. */
  | { customId: string; kind: "cancelled" };

/** What a submission created. */
export interface SubmittedBatch {
  batchId: string;
  /** OpenAI: the uploaded input file. */
  inputFileId?: string;
}

/**
 * A provider's batch API for one model (OpenAI's Batch API, Anthropic's Message Batches): submit
 * many chat requests at once, poll, read the results when the batch has ended. Failed HTTP calls
 * throw `ModelCallError` (`retryable` for 408, 429, 5xx and network faults); requests that fail
 * inside a batch are outcomes, not throws.
 */
export interface BatchClient {
  /** The factprobe model id the requests are for, e.g. `openai:gpt-4o-mini`. */
  readonly modelId: string;
  /** `openai` or `anthropic`. */
  readonly provider: string;
  /** The most requests one batch may hold (OpenAI 50,000; Anthropic 100,000). */
  readonly maxRequestsPerBatch: number;
  /** The most bytes of request data one batch may hold (OpenAI 200 MB input file; Anthropic 256 MB). */
  readonly maxBatchBytes: number;
  submit(requests: readonly BatchRequest[], signal?: AbortSignal): Promise<SubmittedBatch>;
  retrieve(batchId: string, signal?: AbortSignal): Promise<BatchStatus>;
  /** Asks the provider to cancel; requests already answered still come back in the results. */
  cancel(batchId: string, signal?: AbortSignal): Promise<BatchStatus>;
  /**
   * The outcomes of an ended batch, streamed (10,000 results are never all in memory). Requests
   * the provider reports nothing for are not yielded; the caller knows which it sent.
   */
  results(batchId: string, signal?: AbortSignal): AsyncIterable<BatchOutcome>;
}
