import { collectAnswers } from "./collect-failures.js";
import type { RunData } from "./read-run-data.js";
import { renderCsv } from "./render-csv.js";
import { renderHtml } from "./render-html.js";
import { renderMarkdown } from "./render-markdown.js";
import { summarize, type RunSummary } from "./summarize.js";

/** Every report format of one run, rendered in memory. */
export interface RunReport {
  summary: RunSummary;
  /** `summary.json`: the summary, pretty-printed, with a `version` field. */
  json: string;
  csv: string;
  markdown: string;
  /** The one-file HTML report. */
  html: string;
}

/**
 * Renders a run in every format: JSON (versioned summary), CSV (one row per group), Markdown (the
 * paper's tables) and the self-contained HTML report. A run without answers gives reports that say
 * so.
 */
export function renderRunReport(
  data: Pick<RunData, "questions" | "answers" | "scores"> & { runDirectory?: string },
  options: { title?: string } = {},
): RunReport {
  const summary = summarize(data.scores, { questions: data.questions });
  const answers = collectAnswers(data);
  const titleOptions = options.title === undefined ? {} : { title: options.title };
  const truncated = data.answers.filter((answer) => answer.truncated === true).length;
  const truncationNote =
    truncated === 0
      ? ""
      : `\n${truncated} ${truncated === 1 ? "answer was" : "answers were"} longer than the response size limit and cut short (\`truncated\` in answers.jsonl; the report shows where).\n`;
  return {
    summary,
    json: `${JSON.stringify(summary, null, 2)}\n`,
    csv: renderCsv(summary),
    markdown: renderMarkdown(summary, titleOptions) + truncationNote,
    html: renderHtml({
      summary,
      failures: answers.filter((answer) => answer.score.verdict !== "correct"),
      answers,
      ...titleOptions,
      ...(data.runDirectory === undefined ? {} : { subtitle: `Run ${data.runDirectory}` }),
    }),
  };
}
