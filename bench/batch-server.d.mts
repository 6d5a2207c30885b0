// Types of bench/batch-server.mjs, for the TypeScript tests that use it as a fixture.

/** Options of {@link startBatchServer}. */
export interface BatchServerOptions {
  /** When set, requests without this key (Bearer or x-api-key) get a 401. */
  apiKey?: string;
  /** Retrievals a batch stays in progress before it ends. Default 0 (ends at the first poll). */
  pollsToComplete?: number;
  /** The answer to a question (the last user message). Default `A:<question>`. */
  reply?: (question: string) => string;
  /** A failure for this question inside the batch (it goes to the error file / `errored`). */
  fail?: (question: string) => { status: number; message: string } | undefined;
  /** Batches run only this many requests, then expire (the rest are `batch_expired` / `expired`). */
  expireAfterRequests?: number;
  /** OpenAI batches fail validation as a whole with this message (status `failed`). */
  refuseBatches?: string;
}

/** What the server has seen. */
export interface BatchServerCounts {
  filesUploaded: number;
  batchesCreated: number;
  retrievals: number;
  cancels: number;
  downloads: number;
  requests: number;
}

/** A running batch server. */
export interface BatchServer {
  origin: string;
  /** `<origin>/v1`, for OPENAI_BASE_URL. */
  openaiBaseURL: string;
  /** `<origin>`, for ANTHROPIC_BASE_URL. */
  anthropicBaseURL: string;
  counts: BatchServerCounts;
  batches(): { id: string; provider: "openai" | "anthropic"; requests: number; status: string }[];
  /** The request bodies of a batch as sent (OpenAI's `body`, Anthropic's `params`), in order. */
  requestBodies(batchId: string): unknown[];
  /** Keeps every batch in progress, whatever `pollsToComplete` says, until `release()`. */
  hold(): void;
  release(): void;
  close(): Promise<void>;
}

/** Starts the batch server on 127.0.0.1 (a free port). */
export function startBatchServer(options?: BatchServerOptions): Promise<BatchServer>;
