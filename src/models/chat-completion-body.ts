import type { ChatMessage } from "./language-model.js";
import type { ModelRequestSettings } from "./request-settings.js";

/**
 * The body of a chat completion request (`POST /chat/completions`), shaped by the model's request
 * settings: the token limit under `tokenParameter` (default `max_tokens`), the temperature unless
 * `"omit"`, `reasoning_effort`, and `extraBody` fields under the fixed ones. A direct call and a
 * batch request line send the same body.
 */
export function chatCompletionBody(
  model: string,
  request: { messages: readonly ChatMessage[]; temperature: number; maxTokens: number },
  settings: ModelRequestSettings,
): Record<string, unknown> {
  const temperature = settings.temperature ?? request.temperature;
  return {
    ...settings.extraBody,
    model,
    messages: request.messages,
    ...(temperature === "omit" ? {} : { temperature }),
    [settings.tokenParameter ?? "max_tokens"]: request.maxTokens,
    ...(settings.reasoningEffort === undefined ? {} : { reasoning_effort: settings.reasoningEffort }),
  };
}
