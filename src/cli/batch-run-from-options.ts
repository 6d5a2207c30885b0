import type { BatchStatus } from "../models/batch/batch-client.js";
import type { LanguageModel } from "../models/language-model.js";
import type { ModelSettings } from "../models/model-registry.js";
import type { BatchRunOptions } from "../runs/batch/open-batch-run.js";
import type { CliContext } from "./cli-context.js";

/** The default seconds between polls of a running batch (`--poll-interval`). */
export const DEFAULT_POLL_INTERVAL_SECONDS = 30;

/**
 * Batch mode for `--batch`: a batch client per model, made now so that a model without a batch API
 * is refused before anything is sent, and a progress line on standard error whenever a batch's
 * state or counts change. The batch clients' code is loaded here, so a run without `--batch`
 * never loads it.
 */
export async function batchRunFromOptions(
  context: CliContext,
  options: {
    models: readonly LanguageModel[];
    modelSettings: ModelSettings;
    /** `--poll-interval`, in seconds. Default {@link DEFAULT_POLL_INTERVAL_SECONDS}. */
    pollIntervalSeconds?: number | undefined;
    /** Only poll batches already submitted (`--cancel-batches`). */
    submitNew?: boolean;
  },
): Promise<BatchRunOptions> {
  const { createBatchClient } = await import("../models/batch/create-batch-client.js");
  const clients = new Map(
    options.models.map((model) => [model.id, createBatchClient(model.id, options.modelSettings)]),
  );
  const shown = new Map<string, string>();
  return {
    clientFor: (model) => clients.get(model.id) ?? createBatchClient(model.id, options.modelSettings),
    pollIntervalMs: (options.pollIntervalSeconds ?? DEFAULT_POLL_INTERVAL_SECONDS) * 1000,
    ...(options.submitNew === undefined ? {} : { submitNew: options.submitNew }),
    onState: (modelId, status) => {
      const line = describeBatchStatus(modelId, status);
      if (shown.get(status.batchId) === line) return;
      shown.set(status.batchId, line);
      context.stderr(context.interactive ? `\r\u001b[K${line}\n` : `${line}\n`);
    },
  };
}

/** One line on a batch: `Batch batch_abc (openai:gpt-4o-mini): in_progress, 1200/10000 done, 3 failed`. */
export function describeBatchStatus(modelId: string, status: BatchStatus): string {
  const { total, succeeded, failed } = status.counts;
  const errors = status.errors.length === 0 ? "" : `: ${status.errors.slice(0, 3).join("; ")}`;
  return `Batch ${status.batchId} (${modelId}): ${status.state}, ${succeeded + failed}/${total} done, ${failed} failed${errors}`;
}
