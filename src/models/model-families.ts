import type { ModelRequestSettings } from "./request-settings.js";

/** A family of models that need other request settings than the plain defaults. */
export interface ModelFamily {
  /** The family, for docs and messages. */
  name: string;
  /** Which providers' ids it applies to. */
  providers: readonly string[];
  /** Matches the model name (the id after `<provider>:`, lower-cased; vendor paths like `openai/` dropped). */
  pattern: RegExp;
  /** The settings the family gets unless the config says otherwise. */
  settings: ModelRequestSettings;
  /** Why, in one line. */
  why: string;
}

/** Thinking headroom added to the answer budget of reasoning families, in tokens. */
export const DEFAULT_REASONING_TOKENS = 4096;

const httpChat = ["openai", "openai-compatible"] as const;

/**
 * Known model families and their built-in request settings, first match wins. The config's
 * `models` entries override them field by field.
 */
export const modelFamilies: readonly ModelFamily[] = [
  {
    name: "OpenAI reasoning models (o1, o3, o4, gpt-5)",
    providers: httpChat,
    pattern: /^(?:o[1-9](?:$|[-.])|gpt-5(?!.*-chat))/,
    settings: {
      tokenParameter: "max_completion_tokens",
      temperature: "omit",
      reasoningTokens: DEFAULT_REASONING_TOKENS,
    },
    why: "they refuse max_tokens and any temperature but the default, and spend hidden reasoning tokens from max_completion_tokens",
  },
  {
    name: "Open reasoning models (DeepSeek-R1, Qwen3, QwQ, gpt-oss, Magistral)",
    providers: httpChat,
    pattern: /(?:deepseek-r1|deepseek-reasoner|r1-distill|qwen3|qwq|gpt-oss|magistral)/,
    settings: { reasoningTokens: DEFAULT_REASONING_TOKENS },
    why: "they think (in <think> tags or a reasoning field) before answering and need room to finish",
  },
];

/** The built-in settings of a model, from the first family its name matches; `{}` when none. */
export function familySettings(provider: string, modelName: string): ModelRequestSettings {
  const name = modelName.toLowerCase().replace(/^.*\//, "");
  const family = modelFamilies.find(
    (candidate) => candidate.providers.includes(provider) && candidate.pattern.test(name),
  );
  return family === undefined ? {} : { ...family.settings };
}
