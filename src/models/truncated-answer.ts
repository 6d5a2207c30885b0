import type { ModelCallError } from "../errors.js";
import { truncate } from "./http-failure.js";
import type { GenerateResult } from "./language-model.js";
import { partialJsonString } from "./read-limited-body.js";

/** A response body cut at the size limit, and how to describe it; see {@link truncatedAnswer}. */
export interface TruncatedAnswerOptions {
  /** The body as read, up to the limit. */
  body: string;
  /** The JSON field that holds the answer text: `content` (chat completions), `text` (Anthropic). */
  field: string;
  status: number;
  maxResponseBytes: number;
  /** Who asked whom, e.g. `http://…/v1/chat/completions answered openai:gpt-4o`. */
  answered: string;
  /** When the call started (`performance.now()`). */
  started: number;
  fail: (message: string, options?: ConstructorParameters<typeof ModelCallError>[2]) => ModelCallError;
}

/**
 * The answer of a body over the size limit: its JSON is cut off, so the answer is the readable
 * start of its text field, marked `truncated` with finish reason `length`. Throws (final) when no
 * text can be read.
 */
export function truncatedAnswer(options: TruncatedAnswerOptions): GenerateResult {
  const partial = partialJsonString(options.body, options.field);
  if (partial === undefined) {
    throw options.fail(
      `${options.answered} with a body over the ${options.maxResponseBytes}-byte limit whose text could not be read: ${truncate(options.body)}`,
      { status: options.status },
    );
  }
  return {
    text: partial.trim(),
    usage: undefined,
    finishReason: "length",
    truncated: true,
    latencyMs: performance.now() - options.started,
  };
}
