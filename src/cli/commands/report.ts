import { readFile } from "node:fs/promises";
import { existsSync } from "node:fs";
import { FactprobeError, UsageError } from "../../errors.js";
import { runFiles } from "../../runs/run-files.js";
import type { Command } from "../cli-context.js";
import { parseCommandArguments } from "../parse-command-arguments.js";

const usage = "factprobe report <run-dir>";

/** `factprobe report`: prints a scored run's Markdown report. */
export const reportCommand: Command = {
  name: "report",
  summary: "Print the Markdown report of a scored run",
  usage,
  async run(argv, context) {
    const { positionals } = parseCommandArguments(argv, {}, usage);
    const runDirectory = positionals[0];
    if (runDirectory === undefined)
      throw new UsageError("Give a run directory.", { hint: `Usage: ${usage}` });
    const { report } = runFiles(runDirectory);
    if (!existsSync(report)) {
      throw new FactprobeError("missing-run-file", `${report} does not exist.`, {
        hint: `Run \`factprobe score ${runDirectory}\` first.`,
      });
    }
    context.stdout(await readFile(report, "utf8"));
    return 0;
  },
};
