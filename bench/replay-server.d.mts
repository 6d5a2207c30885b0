// Types of bench/replay-server.mjs, for the TypeScript tests that use it as a fixture.
import type { LanguageModel } from "../src/models/language-model.js";

/** Options of {@link startReplayServer}: give `model` or `responsesFile`. */
export interface ReplayServerOptions {
  /** The model that answers (e.g. `createReplayModel(...)`). */
  model?: LanguageModel;
  /** A responses file, read with the built library's replay model (`npm run build` first). */
  responsesFile?: string;
  /** TCP port on 127.0.0.1; 0 (default) picks a free one. */
  port?: number;
  /** The model name in ids and `/v1/models`. Default `replay`. */
  name?: string;
  /** Stop after this many milliseconds without a request. Default never. */
  idleTimeoutMs?: number;
  /** Stop after this many requests. Default never. */
  maxRequests?: number;
  /** Called once the server has closed, with why. */
  onStop?: (reason: ReplayServerStopReason) => void;
}

/** Why a replay server stopped. */
export type ReplayServerStopReason = "closed" | "idle" | "max-requests";

/** A running replay server. */
export interface ReplayServer {
  /** e.g. `http://127.0.0.1:41235/v1`. */
  baseURL: string;
  /** The factprobe model id that reaches it: `openai-compatible:<name>@<baseURL>`. */
  modelId: string;
  /** Requests received so far. */
  requests(): number;
  /** Requests answered with an error (no recording, or several different ones). */
  failures(): number;
  /** Resolves with the reason once the server has closed. */
  stopped: Promise<ReplayServerStopReason>;
  close(): Promise<void>;
}

/** Starts an OpenAI-compatible server on 127.0.0.1 that answers from recorded responses. */
export function startReplayServer(options: ReplayServerOptions): Promise<ReplayServer>;
