import type { LanguageModel } from "../models/language-model.js";

/**
 * The token limit a call is made with: the question's answer budget plus the model's thinking
 * room (`requestSettings.reasoningTokens`), so a reasoning model can finish. Cache keys, dry-run
 * plans and budgets all use this figure.
 */
export function callMaxTokens(model: Pick<LanguageModel, "requestSettings">, answerTokens: number): number {
  return answerTokens + (model.requestSettings?.reasoningTokens ?? 0);
}
