import type { ChatMessage } from "./language-model.js";

/**
 * Renders chat messages as a plain completion transcript, for base models that have no chat
 * template: system text first, then `Question: <user>` / `Answer: <assistant>` lines, ending with
 * `Answer:` for the model to complete. A base model continues such a transcript with a short
 * answer, where a made-up chat format makes it babble. Multi-line user content (multiple-choice
 * options) stays as it is; the model's answer is cut at its first newline by the caller.
 */
export function renderCompletionPrompt(messages: readonly ChatMessage[]): string {
  const lines: string[] = [];
  for (const message of messages) {
    if (message.role === "system") lines.push(message.content);
    else if (message.role === "user") lines.push(`Question: ${message.content}`);
    else lines.push(`Answer: ${message.content}`);
  }
  lines.push("Answer:");
  return lines.join("\n");
}
