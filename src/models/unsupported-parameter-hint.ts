/**
 * The fix for a provider's refusal of a request parameter, naming the model setting to change in
 * the config file (`models` → the model id → the setting); "" when the message is about something
 * else. Covers OpenAI's reasoning models ("Unsupported parameter: 'max_tokens' … Use
 * 'max_completion_tokens' instead", "Unsupported value: 'temperature'"), servers that refuse
 * `reasoning_effort` or `max_completion_tokens`, and Anthropic's thinking rules.
 */
export function unsupportedParameterHint(modelId: string, serverMessage: string): string {
  const message = serverMessage.toLowerCase();
  const where = `in the "request" of the "models" entry { "id": "${modelId}" } in the config file (--config)`;
  const unsupported = /unsupported|not supported|unrecognized|unknown|not allowed|extra inputs|invalid/.test(
    message,
  );
  if (message.includes("budget_tokens") || /\bthinking\b/.test(message))
    return ` Check "reasoningTokens" ${where} (Anthropic's thinking budget: at least 1024, below max_tokens).`;
  if (!unsupported && !message.includes("instead")) return "";
  if (message.includes("max_tokens") && message.includes("max_completion_tokens")) {
    const wantsCompletion =
      /use 'max_completion_tokens'|use "max_completion_tokens"|use max_completion_tokens/.test(message);
    const setting =
      wantsCompletion || /'max_tokens'|"max_tokens"/.test(message) ? "max_completion_tokens" : "max_tokens";
    return ` Set "tokenParameter": "${setting}" ${where}.`;
  }
  if (message.includes("max_completion_tokens")) return ` Set "tokenParameter": "max_tokens" ${where}.`;
  if (message.includes("max_tokens")) return ` Set "tokenParameter": "max_completion_tokens" ${where}.`;
  if (message.includes("temperature")) return ` Set "temperature": "omit" ${where}.`;
  if (message.includes("reasoning_effort")) return ` Remove "reasoningEffort" ${where}.`;
  if (/parameter|field|argument/.test(message))
    return ` If a field of "extraBody" ${where} is the one refused, remove it.`;
  return "";
}
