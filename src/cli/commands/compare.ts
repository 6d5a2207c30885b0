import { join } from "node:path";
import { UsageError } from "../../errors.js";
import { writeFileAtomic } from "../../io/write-file-atomic.js";
import { compareRuns } from "../../reports/compare-runs.js";
import { readRunData, type RunData } from "../../reports/read-run-data.js";
import { renderComparisonHtml, renderComparisonMarkdown } from "../../reports/render-comparison.js";
import type { Command } from "../cli-context.js";
import { parseCommandArguments } from "../parse-command-arguments.js";
import { prepareOutputDirectory } from "../prepare-output-path.js";

const usage = "factprobe compare <run-dir...> [--out DIR]";

/**
 * `factprobe compare`: a leaderboard across run directories and their models (accuracy with Wilson
 * intervals per type and hop count, McNemar tests on shared questions). Prints the Markdown and
 * writes `comparison.md` and `comparison.html` into `--out` (default `comparison`).
 */
export const compareCommand: Command = {
  name: "compare",
  usage,
  async run(argv, context) {
    const { values, positionals } = parseCommandArguments(
      argv,
      {
        out: {
          type: "string",
          valueName: "dir",
          description: "The folder for comparison.md and comparison.html",
          defaultText: "./comparison",
        },
      },
      usage,
    );
    if (positionals.length === 0)
      throw new UsageError("Give at least one scored run directory (two or more to compare runs).", {
        hint: `Usage: ${usage}`,
      });
    const repeated = positionals.find((directory, index) => positionals.indexOf(directory) !== index);
    if (repeated !== undefined)
      throw new UsageError(`${repeated} is given twice: give each run directory once.`, {
        hint: `Usage: ${usage}`,
      });
    const outDirectory = values.out ?? "comparison";
    await prepareOutputDirectory(outDirectory);
    const runs: RunData[] = [];
    for (const runDirectory of positionals) runs.push(await readRunData(runDirectory));
    const comparison = compareRuns(runs);
    const markdown = renderComparisonMarkdown(comparison);
    const files = {
      markdown: join(outDirectory, "comparison.md"),
      html: join(outDirectory, "comparison.html"),
    };
    await writeFileAtomic(files.markdown, markdown);
    await writeFileAtomic(files.html, renderComparisonHtml(comparison));
    context.stdout(markdown);
    context.stderr(`Wrote ${files.markdown}; open ${files.html}\n`);
    return 0;
  },
};
