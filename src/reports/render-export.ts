import { csvField } from "./render-csv.js";
import { exportColumns, type ExportRow } from "./export-rows.js";

/** How list fields (options, aliases, accepted answers) are joined in a CSV cell. */
export const CSV_LIST_SEPARATOR = " | ";

/**
 * Renders export rows as CSV (RFC 4180: comma-separated, CRLF line ends, fields with a comma, quote
 * or line break quoted, quotes doubled), one row per question × model, with a header row. List
 * fields are joined with " | ". A cell a spreadsheet would run as a formula (starting with =, +, -,
 * @, tab or carriage return, and not a number) is prefixed with an apostrophe.
 */
export function renderExportCsv(rows: readonly ExportRow[]): string {
  const lines = [exportColumns.map(([name]) => name).join(",")];
  for (const row of rows) {
    lines.push(
      exportColumns
        .map(([, field]) => {
          const value = row[field];
          const text = Array.isArray(value)
            ? value.join(CSV_LIST_SEPARATOR)
            : value === null
              ? ""
              : String(value);
          return csvField(text);
        })
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * Renders export rows as JSON Lines: one object per line with the CSV's column names as keys, lists
 * as arrays and a missing score as `null`. Line separators inside strings are escaped by JSON.
 */
export function renderExportJsonl(rows: readonly ExportRow[]): string {
  return rows
    .map((row) =>
      JSON.stringify(Object.fromEntries(exportColumns.map(([name, field]) => [name, row[field]]))),
    )
    .map((line) => `${line}\n`)
    .join("");
}
