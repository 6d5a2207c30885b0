import type { ChatMessage } from "../models/language-model.js";

/**
 * A tokenizer-free estimate of the input tokens of `messages`: a quarter of the characters (the
 * usual rate for English with BPE tokenizers) plus 4 tokens of chat formatting per message. Used
 * for `--dry-run` figures and budget reservations, never for recorded usage.
 */
export function estimateInputTokens(messages: readonly ChatMessage[]): number {
  let characters = 0;
  for (const message of messages) characters += message.content.length;
  return Math.ceil(characters / 4) + 4 * messages.length;
}
