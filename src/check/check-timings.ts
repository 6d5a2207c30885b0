/**
 * Where a check's time went, in whole milliseconds: one entry per stage, as `check --verbose` prints
 * them and `summary.json` records them (`timings`).
 */
export interface CheckTimings {
  /** From the caller's start (`startedAt`; the CLI: process start) to the pipeline's start: imports, arguments, settings. */
  startupMs: number;
  /** Topic resolution and fact retrieval (opening the source included), or reading kg.json and questions.jsonl on a rerun. */
  retrievalMs: number;
  /** The graph, question generation and writing kg.json and questions.jsonl (0 on a rerun). */
  generationMs: number;
  /** Asking the model: answers from the run's log and the cache, model calls, and the model's load when it happened then. */
  askingMs: number;
  /** Judging the answers. */
  scoringMs: number;
  /** Summaries and report files. */
  reportsMs: number;
  /** From the caller's start to the end of the reports. */
  totalMs: number;
  /** From the caller's start to the first model call, when the model was called. */
  firstModelCallMs?: number;
  /** The model's own load, when it loaded during the run (a deferred local model). */
  modelLoadMs?: number;
}

/** The timings as lines for `check --verbose`, e.g. `  retrieval    812 ms`. */
export function formatCheckTimings(timings: CheckTimings): string {
  const rows: [string, number | undefined][] = [
    ["start-up", timings.startupMs],
    ["retrieval", timings.retrievalMs],
    ["generation", timings.generationMs],
    ["asking", timings.askingMs],
    ["scoring", timings.scoringMs],
    ["reports", timings.reportsMs],
    ["total", timings.totalMs],
    ["first model call at", timings.firstModelCallMs],
    ["model load", timings.modelLoadMs],
  ];
  const lines = rows
    .filter((row): row is [string, number] => row[1] !== undefined)
    .map(([name, milliseconds]) => `  ${name.padEnd(20)}${String(milliseconds).padStart(8)} ms`);
  if (timings.firstModelCallMs === undefined)
    lines.push("  (no model call: every answer came from the run's log or the cache)");
  return `Stage timings:\n${lines.join("\n")}\n`;
}
