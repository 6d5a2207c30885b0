import { parquetWriteBuffer } from "hyparquet-writer";
import { exportColumns, type ExportRow } from "./export-rows.js";

type SchemaElement = NonNullable<Parameters<typeof parquetWriteBuffer>[0]["schema"]>[number];

const listFields: ReadonlySet<keyof ExportRow> = new Set(["options", "aliases", "accepted"]);

/**
 * Renders export rows as an Apache Parquet file (Snappy-compressed, written by hyparquet-writer):
 * the CSV's columns, with `hops` as INT32, `score` as a nullable DOUBLE, the list fields (`options`,
 * `aliases`, `accepted`) as LIST<STRING> and every other field as a required UTF-8 string. Reads in
 * pandas (`pd.read_parquet`), pyarrow, DuckDB and Polars.
 */
export function renderExportParquet(rows: readonly ExportRow[]): Uint8Array {
  const schema: SchemaElement[] = [{ name: "root", num_children: exportColumns.length }];
  const columnData = exportColumns.map(([name, field]) => {
    if (field === "hops") {
      schema.push({ name, type: "INT32", repetition_type: "REQUIRED" });
      return { name, data: rows.map((row) => row.hops) };
    }
    if (field === "score") {
      schema.push({ name, type: "DOUBLE", repetition_type: "OPTIONAL" });
      return { name, data: rows.map((row) => row.score) };
    }
    if (listFields.has(field)) {
      schema.push(
        { name, repetition_type: "REQUIRED", num_children: 1, converted_type: "LIST" },
        { name: "list", repetition_type: "REPEATED", num_children: 1 },
        { name: "element", type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "REQUIRED" },
      );
      return { name, data: rows.map((row) => row[field]) };
    }
    schema.push({ name, type: "BYTE_ARRAY", converted_type: "UTF8", repetition_type: "REQUIRED" });
    return { name, data: rows.map((row) => String(row[field])) };
  });
  const buffer = parquetWriteBuffer({
    columnData,
    schema,
    kvMetadata: [{ key: "factprobe.export.version", value: "1" }],
    createdBy: "factprobe",
  });
  return new Uint8Array(buffer);
}
