import { describe, expect, it } from "vitest";
import { ModelCallError } from "../../errors.js";
import type { LanguageModel } from "../language-model.js";
import { buildMessages, defaultMaxTokens } from "../prompts.js";

/** What an adapter under the contract can do. */
export interface LanguageModelContractOptions {
  /**
   * Whether it reports token usage. Default true; the replay model has nothing to count, so it
   * reports none (and its recorded answers are as short as the recording).
   */
  reportsUsage?: boolean;
}

/**
 * The behaviour every `LanguageModel` adapter owes the runner (STYLE habit 13). `getModel` returns a
 * ready model (created in the caller's `beforeAll`); the caller disposes it. The model must know
 * that Paris is the capital of France.
 */
export function languageModelContract(
  name: string,
  getModel: () => LanguageModel,
  options: LanguageModelContractOptions = {},
): void {
  const { reportsUsage = true } = options;
  const capitalOfFrance = buildMessages({
    question: { type: "wh", text: "What is the capital of France?" },
    topic: "country",
  });

  describe(`LanguageModel contract: ${name}`, () => {
    it("names itself", () => {
      const model = getModel();
      expect(model.id).toMatch(/^[a-z-]+:.+/);
      expect(model.id.startsWith(`${model.provider}:`)).toBe(true);
      expect(model.defaultConcurrency).toBeGreaterThanOrEqual(1);
    });

    it("answers a WH question with the paper's prompt", async () => {
      const result = await getModel().generate({
        messages: capitalOfFrance,
        temperature: 0,
        maxTokens: defaultMaxTokens.wh,
      });
      expect(result.text).toContain("Paris");
      expect(result.text).toBe(result.text.trim());
      expect(result.latencyMs).toBeGreaterThan(0);
      if (!reportsUsage) {
        expect(result.usage).toBeUndefined();
        return;
      }
      expect(result.usage?.inputTokens).toBeGreaterThan(10);
      expect(result.usage?.outputTokens).toBeGreaterThan(0);
      expect(result.usage?.outputTokens).toBeLessThanOrEqual(defaultMaxTokens.wh);
    });

    it("stops at maxTokens", async () => {
      const question = {
        type: "wh" as const,
        text: "Name as many European capitals as you can, separated by commas.",
      };
      const result = await getModel().generate({
        messages: buildMessages({ question, topic: "country" }),
        temperature: 0,
        maxTokens: 3,
      });
      expect(result.usage?.outputTokens ?? 0).toBeLessThanOrEqual(3);
      expect(result.text.length).toBeLessThan(40);
    });

    it("gives the same answer twice at temperature 0, also when asked concurrently", async () => {
      const model = getModel();
      const request = { messages: capitalOfFrance, temperature: 0, maxTokens: 8 };
      const [first, second] = await Promise.all([model.generate(request), model.generate(request)]);
      expect(second.text).toBe(first.text);
    });

    it("rejects an aborted call with a ModelCallError", async () => {
      const signal = AbortSignal.abort();
      const call = getModel().generate({ messages: capitalOfFrance, temperature: 0, maxTokens: 8, signal });
      await expect(call).rejects.toBeInstanceOf(ModelCallError);
    });
  });
}
