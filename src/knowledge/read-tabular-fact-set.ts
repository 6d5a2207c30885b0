import type { FactSet } from "./fact-set.js";
import { FactSetBuilder } from "./fact-set-builder.js";
import { InvalidLineTracker } from "./invalid-line.js";
import type { ReadTripleFileOptions } from "./read-ntriples-fact-set.js";
import { readTextLines } from "./read-text-lines.js";
import { splitDelimitedLine } from "./split-delimited-line.js";

/** The tabular triple formats: comma- or tab-separated with a header row, or JSON Lines. */
export type TabularFormat = "csv" | "tsv" | "jsonl";

/**
 * The columns (CSV/TSV header names, JSONL keys) of a tabular triple file. `subject`, `relation`
 * and `object` are required ids (Wikidata ids such as `Q90` and `P36`, IRIs, or any names of your
 * own); the rest are optional. List columns (`*_aliases`, `*_types`) separate values with `|` (in
 * JSONL they may also be arrays of strings). A relation `P31` (or `instance of`) adds a type.
 */
export const TABULAR_COLUMNS = [
  "subject",
  "relation",
  "object",
  "subject_label",
  "relation_label",
  "object_label",
  "subject_aliases",
  "relation_aliases",
  "object_aliases",
  "subject_description",
  "object_description",
  "subject_types",
  "object_types",
] as const;

const HINT_BY_FORMAT: Record<TabularFormat, string> = {
  csv: `The first line must name the columns (at least subject,relation,object; see docs/knowledge.md), then one record per line.`,
  tsv: `The first line must name the columns (at least subject, relation, object, tab-separated; see docs/knowledge.md), then one record per line.`,
  jsonl: `Each line must be one JSON object with string fields subject, relation, object (and optional *_label, *_aliases, ...; see docs/knowledge.md).`,
};

/**
 * Streams a CSV, TSV or JSONL triple file (gzip detected by content) into a `FactSet` (see
 * {@link TABULAR_COLUMNS}). Malformed records reject with `InputFileError` (file, line, reason)
 * unless `skipInvalid` is set. Blank lines are ignored.
 */
export async function readTabularFactSet(
  path: string,
  format: TabularFormat,
  options: ReadTripleFileOptions = {},
): Promise<FactSet> {
  const builder = new FactSetBuilder();
  const invalid = new InvalidLineTracker(path, options, HINT_BY_FORMAT[format]);
  let header: string[] | undefined;
  for await (const { lines, firstLine } of readTextLines(path)) {
    for (let index = 0; index < lines.length; index += 1) {
      const line = lines[index] as string;
      const lineNumber = firstLine + index;
      if (line.trim() === "") continue;
      let record: Record<string, unknown>;
      if (format === "jsonl") {
        try {
          record = JSON.parse(line) as Record<string, unknown>;
        } catch (error) {
          invalid.report(lineNumber, `not valid JSON: ${(error as Error).message}`, line);
          continue;
        }
        if ((typeof record as string) !== "object" || (record as unknown) === null || Array.isArray(record)) {
          invalid.report(lineNumber, "not a JSON object", line);
          continue;
        }
      } else {
        const fields = splitDelimitedLine(line.replace(/^\uFEFF/, ""), format === "csv" ? "," : "\t");
        if (fields === undefined) {
          invalid.report(lineNumber, "a quoted field is not closed on this line", line);
          continue;
        }
        if (header === undefined) {
          header = fields.map((field) => field.trim().toLowerCase());
          for (const required of ["subject", "relation", "object"]) {
            if (!header.includes(required))
              invalid.report(
                lineNumber,
                `the header has no "${required}" column (found: ${header.join(", ")})`,
                line,
              );
          }
          continue;
        }
        if (fields.length !== header.length) {
          invalid.report(lineNumber, `has ${fields.length} fields; the header has ${header.length}`, line);
          continue;
        }
        record = {};
        for (let column = 0; column < header.length; column += 1)
          record[header[column] as string] = fields[column];
      }
      const problem = addRecord(builder, record);
      if (problem !== undefined) invalid.report(lineNumber, problem, line);
    }
  }
  return builder.build({
    source: path,
    ...(options.topic === undefined ? {} : { topic: options.topic }),
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.skipInvalid === true ? { invalidLinesSkipped: invalid.skipped } : {}),
  });
}

/** Adds one record; returns what is wrong with it, if anything. */
function addRecord(builder: FactSetBuilder, record: Record<string, unknown>): string | undefined {
  const subject = text(record["subject"]);
  const relation = text(record["relation"]);
  const object = text(record["object"]);
  const missing = [
    ...(subject === "" ? ["subject"] : []),
    ...(relation === "" ? ["relation"] : []),
    ...(object === "" ? ["object"] : []),
  ];
  if (missing.length > 0) return `missing or empty ${missing.join(", ")}`;
  for (const role of ["subject", "relation", "object"] as const) {
    const id = role === "subject" ? subject : role === "relation" ? relation : object;
    const label = text(record[`${role}_label`]);
    if (label !== "") builder.addLabel(id, label);
    for (const alias of list(record[`${role}_aliases`])) builder.addAlias(id, alias);
    const description = text(record[`${role}_description`]);
    if (description !== "") builder.addDescription(id, description);
    if (role !== "relation") for (const type of list(record[`${role}_types`])) builder.addType(id, type);
  }
  builder.addStatement(subject, relation.toLowerCase() === "instance of" ? "P31" : relation, object);
  return undefined;
}

function text(value: unknown): string {
  return typeof value === "string" ? value.trim() : typeof value === "number" ? String(value) : "";
}

function list(value: unknown): string[] {
  const items = Array.isArray(value) ? value : typeof value === "string" ? value.split("|") : [];
  return items.map((item) => text(item)).filter((item) => item !== "");
}
