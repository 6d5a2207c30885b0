import type { RunSummary } from "./summarize.js";

const columns = [
  "model",
  "domain",
  "topic",
  "question_type",
  "hops",
  "answered",
  "correct",
  "incorrect",
  "less_specific",
  "unverified",
  "not_attempted",
  "unparseable",
  "error",
  "grader_error",
  "accuracy",
  "ci_low",
  "ci_high",
  "incorrect_rate",
  "less_specific_rate",
  "unverified_rate",
  "not_attempted_rate",
  "unparseable_rate",
  "truncated",
  "hit_token_limit",
] as const;

/**
 * Renders every row of a summary as CSV (RFC 4180: comma-separated, CRLF line ends, quoted fields
 * where needed), one row per model × domain × topic × type × hops group; "all" marks a dimension that
 * is summed over. Proportions are in [0, 1] with 4 decimals, empty when undefined. Cells that a
 * spreadsheet would run as a formula (starting with =, +, -, @) are prefixed with an apostrophe.
 */
export function renderCsv(summary: RunSummary): string {
  const lines = [columns.join(",")];
  const proportion = (value: number): string => (Number.isNaN(value) ? "" : value.toFixed(4));
  for (const row of summary.rows) {
    const { cell } = row;
    lines.push(
      [
        row.modelId,
        row.domain,
        row.topic,
        row.type,
        String(row.hops),
        String(cell.answered),
        String(cell.counts.correct),
        String(cell.counts.incorrect),
        String(cell.counts["less-specific"]),
        String(cell.counts.unverified),
        String(cell.counts["not-attempted"]),
        String(cell.counts.unparseable),
        String(cell.counts.error),
        String(cell.counts["grader-error"]),
        proportion(cell.accuracy),
        cell.answered === 0 ? "" : proportion(cell.interval[0]),
        cell.answered === 0 ? "" : proportion(cell.interval[1]),
        proportion(cell.rates.incorrect),
        proportion(cell.rates.lessSpecific),
        proportion(cell.rates.unverified),
        proportion(cell.rates.notAttempted),
        proportion(cell.rates.unparseable),
        String(cell.counts.truncated),
        String(cell.hitTokenLimit),
      ]
        .map(csvField)
        .join(","),
    );
  }
  return `${lines.join("\r\n")}\r\n`;
}

/**
 * One CSV field: quoted when it holds a comma, quote or line break; formula-like text (starting with
 * =, +, -, @, tab or carriage return) defused with a leading apostrophe, unless it is a plain number
 * such as "-0.5" (a cell like "-1+cmd|..." is defused: only the whole field being a number exempts it).
 */
export function csvField(value: string): string {
  const safe =
    /^[=+\-@\t\r]/.test(value) && !/^-?\d+(?:\.\d+)?(?:[eE][-+]?\d+)?$/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
