import { UsageError } from "../../errors.js";
import { resolveRequestSettings, type ModelSettings } from "../model-registry.js";
import { createAnthropicBatchClient } from "./anthropic-batch-client.js";
import type { BatchClient } from "./batch-client.js";
import { createOpenAIBatchClient } from "./openai-batch-client.js";

/** One provider with a batch API: how to make its client from the part of the id after `<provider>:`. */
export interface BatchProviderDefinition {
  /** The provider's batch API, for messages. */
  api: string;
  create(model: string, settings: ModelSettings): BatchClient;
}

/** The providers whose batch APIs factprobe speaks, by model id prefix. */
export const batchProviders: Readonly<Record<string, BatchProviderDefinition>> = {
  openai: {
    api: "OpenAI's Batch API",
    create: (model, settings) =>
      createOpenAIBatchClient({
        model,
        apiKey: settings.apiKey ?? "",
        request: resolveRequestSettings("openai", model, `openai:${model}`, settings),
        ...(settings.openaiBaseURL === undefined || settings.openaiBaseURL === ""
          ? {}
          : { baseURL: settings.openaiBaseURL }),
        ...(settings.fetch === undefined ? {} : { fetch: settings.fetch }),
      }),
  },
  anthropic: {
    api: "Anthropic's Message Batches",
    create: (model, settings) =>
      createAnthropicBatchClient({
        model,
        apiKey: settings.anthropicApiKey ?? "",
        request: resolveRequestSettings("anthropic", model, `anthropic:${model}`, settings),
        ...(settings.anthropicBaseURL === undefined || settings.anthropicBaseURL === ""
          ? {}
          : { baseURL: settings.anthropicBaseURL }),
        ...(settings.fetch === undefined ? {} : { fetch: settings.fetch }),
      }),
  },
};

/**
 * The batch client of a model id (`openai:<model>` or `anthropic:<model>`), with the same keys, base
 * URLs and request settings as the model itself (make the model first: it checks the key). Any other provider is a
 * `UsageError` naming the ones that have a batch API.
 */
export function createBatchClient(modelId: string, settings: ModelSettings): BatchClient {
  const colon = modelId.indexOf(":");
  const provider = colon === -1 ? modelId : modelId.slice(0, colon);
  const definition = Object.hasOwn(batchProviders, provider) ? batchProviders[provider] : undefined;
  if (definition === undefined) {
    const known = Object.keys(batchProviders).map((name) => `${name}:`);
    throw new UsageError(`--batch needs a provider with a batch API, and ${modelId} has none.`, {
      hint: `Batch mode works with ${known.join(" and ")} models; ask ${modelId} without --batch.`,
    });
  }
  return definition.create(modelId.slice(colon + 1), settings);
}
