import { join } from "node:path";
import { writeFileAtomic } from "../io/write-file-atomic.js";
import { writeJson } from "../io/write-jsonl.js";
import { runFiles } from "../runs/run-files.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import { readRunData } from "./read-run-data.js";
import { renderRunReport } from "./render-run-report.js";
import type { RunSummary } from "./summarize.js";

/** The report files of a run directory. */
export function reportFiles(runDirectory: string): {
  summary: string;
  markdown: string;
  csv: string;
  html: string;
} {
  const files = runFiles(runDirectory);
  return {
    summary: files.summary,
    markdown: files.report,
    csv: join(runDirectory, "summary.csv"),
    html: join(runDirectory, "report.html"),
  };
}

/**
 * Summarises a scored run and writes its reports into the run directory: `summary.json`,
 * `summary.csv`, `report.md` and `report.html`. Reads `questions.jsonl`, `answers.jsonl` and (unless
 * `scores` are given, e.g. just computed) `scores.jsonl`.
 */
export async function reportRun(
  runDirectory: string,
  scores?: readonly ScoredAnswer[],
): Promise<{ summary: RunSummary; markdown: string; files: ReturnType<typeof reportFiles> }> {
  const data = await readRunData(runDirectory, scores === undefined ? {} : { scores });
  const report = renderRunReport(data);
  const files = reportFiles(runDirectory);
  await writeJson(files.summary, report.summary);
  await writeFileAtomic(files.csv, report.csv);
  await writeFileAtomic(files.markdown, report.markdown);
  await writeFileAtomic(files.html, report.html);
  return { summary: report.summary, markdown: report.markdown, files };
}
