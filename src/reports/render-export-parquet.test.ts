import { parquetMetadata, parquetReadObjects } from "hyparquet";
import { describe, expect, it } from "vitest";
import { factQuestion, makeRunData, politicianRun } from "./__fixtures__/sample-run.js";
import { exportRows } from "./export-rows.js";
import { renderExportParquet } from "./render-export-parquet.js";

const arrayBufferOf = (bytes: Uint8Array): ArrayBuffer =>
  bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer;

// Written with hyparquet-writer, read back with hyparquet (an independent reader of the format).
describe("Parquet export", () => {
  it("reads back row for row, with lists, integers and a nullable score", async () => {
    const rows = exportRows(politicianRun());
    const bytes = renderExportParquet(rows);
    expect(new TextDecoder().decode(bytes.subarray(0, 4))).toBe("PAR1");
    const file = arrayBufferOf(bytes);
    const metadata = parquetMetadata(file);
    expect(Number(metadata.num_rows)).toBe(12);
    const read = await parquetReadObjects({ file });
    expect(read).toHaveLength(12);
    const honolulu = read.find((row) => row.question_id === "wh-0");
    expect(honolulu).toMatchObject({
      model: "model:a",
      hops: 1,
      question: "What is the place of birth of Barack Obama?",
      aliases: ["Honolulu, Hawaii"],
      options: [],
      response: "Honolulu",
      verdict: "correct",
      score: 1,
    });
    const choice = read.find((row) => row.question_id === "mc-0");
    expect(choice?.options).toEqual(["Honolulu", "Lyon", "Oslo", "Rome"]);
    expect(choice?.score).toBeNull();
  });

  it("keeps text with line breaks, quotes and non-ASCII exactly", async () => {
    const question = factQuestion({
      id: "wh-text",
      type: "wh",
      fact: ["Q1", 'Zoë "Z"', "P19", "place of birth", "Q2", "São Paulo"],
      aliases: ["=1+1", "Sampa"],
    });
    const response = 'Line 1,\r\nline 2 "quoted" — 東京';
    const bytes = renderExportParquet(
      exportRows(makeRunData([{ question, response, verdict: "incorrect" }])),
    );
    const [row] = await parquetReadObjects({ file: arrayBufferOf(bytes) });
    expect(row?.response).toBe(response);
    expect(row?.gold).toBe("São Paulo");
    // No spreadsheet defusing in Parquet: values stay as they are.
    expect(row?.aliases).toEqual(["=1+1", "Sampa"]);
  });

  it("writes an empty run as a valid file with no rows", async () => {
    const bytes = renderExportParquet([]);
    expect(await parquetReadObjects({ file: arrayBufferOf(bytes) })).toEqual([]);
  });
});
