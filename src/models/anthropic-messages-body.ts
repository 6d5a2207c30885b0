import type { ChatMessage } from "./language-model.js";
import type { ModelRequestSettings } from "./request-settings.js";

/**
 * The body of a Messages API request (`POST /v1/messages`), shaped by the model's request settings:
 * system messages joined into the top-level `system`, the other turns in order; `reasoningTokens`
 * turns extended thinking on with that budget (and leaves the temperature out unless `temperature`
 * is a number, as thinking requires); `extraBody` fields under the fixed ones. `tokenParameter` and
 * `reasoningEffort` do not apply. A direct call and a batch request's `params` send the same body.
 */
export function anthropicMessagesBody(
  model: string,
  request: { messages: readonly ChatMessage[]; temperature: number; maxTokens: number },
  settings: ModelRequestSettings,
): Record<string, unknown> {
  const thinking = (settings.reasoningTokens ?? 0) > 0;
  const temperature = settings.temperature ?? (thinking ? "omit" : request.temperature);
  const system = request.messages
    .filter((message) => message.role === "system")
    .map((message) => message.content)
    .join("\n\n");
  const messages = request.messages
    .filter((message) => message.role !== "system")
    .map((message) => ({ role: message.role, content: message.content }));
  return {
    ...settings.extraBody,
    model,
    max_tokens: request.maxTokens,
    ...(temperature === "omit" ? {} : { temperature }),
    ...(thinking ? { thinking: { type: "enabled", budget_tokens: settings.reasoningTokens } } : {}),
    ...(system === "" ? {} : { system }),
    messages,
  };
}
