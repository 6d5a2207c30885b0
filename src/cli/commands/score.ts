import { renderMarkdown } from "../../reports/render-markdown.js";
import { reportRun } from "../../reports/report-run.js";
import { scoreRun } from "../../scoring/score-run.js";
import { UsageError } from "../../errors.js";
import type { Command } from "../cli-context.js";
import { parseCommandArguments } from "../parse-command-arguments.js";

const usage = "factprobe score <run-dir>";

/** `factprobe score`: (re)scores recorded answers without asking the model, then writes the report. */
export const scoreCommand: Command = {
  name: "score",
  summary: "Score a run's recorded answers again (no model calls) and write its report",
  usage,
  async run(argv, context) {
    const { positionals } = parseCommandArguments(argv, {}, usage);
    const runDirectory = positionals[0];
    if (runDirectory === undefined || positionals.length > 1)
      throw new UsageError("Give one run directory.", { hint: `Usage: ${usage}` });
    const scores = await scoreRun(runDirectory);
    const { summary } = await reportRun(runDirectory, scores);
    context.stdout(renderMarkdown(summary));
    context.stderr(
      `Scored ${scores.length} answers in ${runDirectory} (scores.jsonl, summary.json, report.md).\n`,
    );
    return 0;
  },
};
