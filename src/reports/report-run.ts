import { writeFile } from "node:fs/promises";
import { writeJson } from "../io/write-jsonl.js";
import { runFiles } from "../runs/run-files.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import { renderMarkdown } from "./render-markdown.js";
import { summarize, type RunSummary } from "./summarize.js";

/** Summarises judged answers and writes `summary.json` and `report.md` into the run directory. */
export async function reportRun(
  runDirectory: string,
  scores: readonly ScoredAnswer[],
): Promise<{ summary: RunSummary; markdown: string }> {
  const files = runFiles(runDirectory);
  const summary = summarize(scores);
  const markdown = renderMarkdown(summary);
  await writeJson(files.summary, summary);
  await writeFile(files.report, markdown);
  return { summary, markdown };
}
