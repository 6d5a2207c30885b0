import { UsageError } from "../../errors.js";
import { writeFileAtomic } from "../../io/write-file-atomic.js";
import { exportRows, type ExportRow } from "../../reports/export-rows.js";
import { readRunData } from "../../reports/read-run-data.js";
import { renderExportCsv, renderExportJsonl } from "../../reports/render-export.js";
import type { Command } from "../cli-context.js";
import { parseCommandArguments } from "../parse-command-arguments.js";
import { prepareOutputFile } from "../prepare-output-path.js";

const usage = "factprobe export <run-dir...> [--format csv|jsonl|parquet] [--out FILE]";
const formats = ["csv", "jsonl", "parquet"] as const;

/** `factprobe export`: one row per question × model of one or more scored runs, as CSV, JSONL or Parquet. */
export const exportCommand: Command = {
  name: "export",
  usage,
  async run(argv, context) {
    const { values, positionals } = parseCommandArguments(
      argv,
      {
        format: {
          type: "string",
          valueName: "csv|jsonl|parquet",
          description: "csv (RFC 4180, spreadsheet-safe), jsonl or parquet",
          defaultText: "csv",
        },
        out: {
          type: "string",
          valueName: "file",
          description: "The file to write (required for parquet)",
          defaultText: "standard output",
        },
      },
      usage,
    );
    if (positionals.length === 0)
      throw new UsageError("Give at least one scored run directory.", { hint: `Usage: ${usage}` });
    const format = values.format ?? "csv";
    if (!(formats as readonly string[]).includes(format))
      throw new UsageError(`Unknown --format "${format}". Formats: ${formats.join(", ")}.`, {
        hint: `Usage: ${usage}`,
      });
    if (format === "parquet" && values.out === undefined)
      throw new UsageError("--format parquet writes a binary file: give --out FILE.parquet.", {
        hint: `Usage: ${usage}`,
      });
    if (values.out !== undefined) await prepareOutputFile(values.out, { suggestedName: `answers.${format}` });
    const rows: ExportRow[] = [];
    for (const runDirectory of positionals) rows.push(...exportRows(await readRunData(runDirectory)));
    let content: string | Uint8Array;
    if (format === "parquet") {
      const { renderExportParquet } = await import("../../reports/render-export-parquet.js");
      content = renderExportParquet(rows);
    } else content = format === "csv" ? renderExportCsv(rows) : renderExportJsonl(rows);
    if (values.out === undefined) {
      context.stdout(content as string);
      return 0;
    }
    await writeFileAtomic(values.out, content);
    context.stderr(
      `Wrote ${rows.length} rows (question × model) from ${positionals.length} run(s) to ${values.out}\n`,
    );
    return 0;
  },
};
