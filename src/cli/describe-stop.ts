/** The message for a model whose first calls all failed alike (`ModelRunSummary.stoppedEarly`). */
export function describeStop(modelId: string, stop: { error: string; calls: number } | undefined): string {
  if (stop === undefined) return "";
  return (
    `Stopped asking ${modelId}: its first ${stop.calls} calls all failed with the same error, which retrying cannot fix, so the other questions were not sent:\n` +
    `  ${stop.error}\n` +
    "Fix the cause (the API key, the model name, a parameter the server does not support) and run the same command again; `--retry-errors` asks the failed questions again.\n"
  );
}
