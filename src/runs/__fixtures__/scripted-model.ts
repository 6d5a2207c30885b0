import { ModelCallError } from "../../errors.js";
import type { GenerateRequest, GenerateResult, LanguageModel } from "../../models/language-model.js";

/** A step of a scripted model: a reply, or a failure to throw. */
export type ScriptedStep = string | ModelCallError | Error;

/**
 * A fake `LanguageModel` for runner tests: answers from a function of the last user message, and
 * records every request it was given.
 */
export function createScriptedModel(options: {
  id?: string;
  reply: (userMessage: string, callIndex: number) => ScriptedStep | Promise<ScriptedStep>;
  defaultConcurrency?: number;
}): LanguageModel & { requests: GenerateRequest[] } {
  const requests: GenerateRequest[] = [];
  return {
    id: options.id ?? "scripted:test",
    provider: "scripted",
    defaultConcurrency: options.defaultConcurrency ?? 4,
    requests,
    async generate(request): Promise<GenerateResult> {
      const index = requests.length;
      requests.push(request);
      const user = request.messages.filter((message) => message.role === "user").at(-1)?.content ?? "";
      const step = await options.reply(user, index);
      if (step instanceof Error) throw step;
      return { text: step, usage: { inputTokens: user.length, outputTokens: step.length }, latencyMs: 1 };
    },
  };
}

export { ModelCallError };
