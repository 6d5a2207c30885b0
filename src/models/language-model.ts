import type { ModelRequestSettings } from "./request-settings.js";

/** One chat message. */
export interface ChatMessage {
  role: "system" | "user" | "assistant";
  content: string;
}

/** What to generate. */
export interface GenerateRequest {
  messages: ChatMessage[];
  /** Sampling temperature; factprobe asks at 0. */
  temperature: number;
  /**
   * Upper bound on generated tokens, reasoning included: the runner adds the model's
   * `requestSettings.reasoningTokens` to the answer budget before it asks.
   */
  maxTokens: number;
  /** Cancels the call (timeouts, Ctrl-C). */
  signal?: AbortSignal;
}

/** Token counts of one call, when the provider reports them. */
export interface TokenUsage {
  inputTokens: number;
  outputTokens: number;
}

/**
 * Why generation stopped: `stop` (the answer ended), `length` (it hit maxTokens), `refusal` (the
 * model or provider declined; `text` holds the refusal, if any), `content-filter` (a provider's
 * filter cut it), `other` (a reason factprobe does not know).
 */
export type FinishReason = "stop" | "length" | "refusal" | "content-filter" | "other";

/** What a model returned. */
export interface GenerateResult {
  /**
   * The response text. It may still hold `<think>` blocks: the runner splits them off (see
   * `splitReasoning`), so adapters need not.
   */
  text: string;
  /**
   * Reasoning the provider sent apart from the answer: `reasoning_content` (DeepSeek, vLLM),
   * `reasoning` (Ollama, vLLM, OpenRouter), Anthropic's thinking blocks.
   */
  reasoning?: string;
  usage: TokenUsage | undefined;
  /** Why generation stopped, when the provider says. */
  finishReason?: FinishReason;
  /** Wall time of the call in milliseconds. */
  latencyMs: number;
  /** True when the response was longer than the adapter's size limit and `text` is its start. */
  truncated?: boolean;
}

/**
 * The only thing the pipeline knows of a model under test. Adapters (local GGUF, OpenAI-compatible
 * HTTP, ...) implement it; `generate` throws `ModelCallError` on failure, which the runner records
 * as data on that question.
 */
export interface LanguageModel {
  /** The id the user gave, e.g. `llama-cpp:./model.gguf`, `openai:gpt-4o-mini`. */
  readonly id: string;
  /** Provider name, e.g. `llama-cpp`, `openai`. */
  readonly provider: string;
  /** How many calls this model serves at once by default. */
  readonly defaultConcurrency: number;
  /**
   * Where the model runs, when the id does not say it all: the base URL of an HTTP adapter (without
   * credentials), the resolved GGUF path and size of a local one. Part of the response cache key;
   * never a secret.
   */
  readonly endpoint?: string;
  /**
   * How the model is asked beyond the prompt (token parameter, temperature, reasoning), as
   * resolved from its family's defaults and the config. Part of the response cache key when set.
   */
  readonly requestSettings?: ModelRequestSettings;
  generate(request: GenerateRequest): Promise<GenerateResult>;
  /** Frees native memory or connections. */
  dispose?(): Promise<void>;
}
