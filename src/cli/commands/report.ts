import { writeFileAtomic } from "../../io/write-file-atomic.js";
import { UsageError } from "../../errors.js";
import { readRunData } from "../../reports/read-run-data.js";
import { renderRunReport } from "../../reports/render-run-report.js";
import { reportRun } from "../../reports/report-run.js";
import { prepareOutputFile } from "../prepare-output-path.js";
import type { Command } from "../cli-context.js";
import { parseCommandArguments } from "../parse-command-arguments.js";

const usage = "factprobe report <run-dir> [--format markdown|json|csv|html] [--out FILE]";
const formats = ["markdown", "json", "csv", "html"] as const;

/** `factprobe report`: renders a scored run's reports. */
export const reportCommand: Command = {
  name: "report",
  usage,
  async run(argv, context) {
    const { values, positionals } = parseCommandArguments(
      argv,
      {
        format: {
          type: "string",
          choices: formats,
          description: "The report to print or write",
          defaultText: "markdown",
        },
        out: {
          type: "string",
          valueName: "file",
          description: "Write the report to this file instead of standard output",
        },
      },
      {
        usage,
        examples: [
          "factprobe report runs/politician",
          "factprobe report runs/politician --format html --out report.html",
        ],
      },
    );
    const runDirectory = positionals[0];
    if (runDirectory === undefined || positionals.length > 1)
      throw new UsageError("Give one run directory.", { hint: `Usage: ${usage}` });
    const format = values.format ?? "markdown";
    if (!(formats as readonly string[]).includes(format))
      throw new UsageError(`Unknown --format "${format}". Formats: ${formats.join(", ")}.`);
    if (values.out !== undefined) {
      await prepareOutputFile(values.out, { suggestedName: "report.html" });
      const report = renderRunReport(await readRunData(runDirectory));
      const content = { markdown: report.markdown, json: report.json, csv: report.csv, html: report.html }[
        format as (typeof formats)[number]
      ];
      await writeFileAtomic(values.out, content);
      context.stderr(`Wrote ${values.out}\n`);
      return 0;
    }
    const { markdown, files } = await reportRun(runDirectory);
    if (format === "markdown") context.stdout(markdown);
    else {
      const { readFile } = await import("node:fs/promises");
      const path = { json: files.summary, csv: files.csv, html: files.html }[
        format as "json" | "csv" | "html"
      ];
      context.stdout(await readFile(path, "utf8"));
    }
    context.stderr(`Reports in ${runDirectory}/: summary.json, summary.csv, report.md; open ${files.html}\n`);
    return 0;
  },
};
