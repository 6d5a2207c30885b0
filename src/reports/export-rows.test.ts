import { describe, expect, it } from "vitest";
import { factQuestion, makeRunData, politicianRun } from "./__fixtures__/sample-run.js";
import { exportRows } from "./export-rows.js";
import { renderExportCsv, renderExportJsonl } from "./render-export.js";

/** Parses RFC 4180 CSV (quoted fields, doubled quotes, CRLF or LF inside quotes) into rows of fields. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let field = "";
  let row: string[] = [];
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const character = text.charAt(index);
    if (quoted) {
      if (character === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (character === '"') quoted = false;
      else field += character;
    } else if (character === '"') quoted = true;
    else if (character === ",") {
      row.push(field);
      field = "";
    } else if (character === "\r" && text[index + 1] === "\n") {
      row.push(field);
      rows.push(row);
      row = [];
      field = "";
      index += 1;
    } else field += character;
  }
  if (field !== "" || row.length > 0) throw new Error(`CSV does not end with CRLF: ${JSON.stringify(field)}`);
  return rows;
}

describe("exportRows", () => {
  it("gives one row per question × model with the question, gold, aliases, response and verdict", () => {
    const rows = exportRows(politicianRun());
    expect(rows).toHaveLength(12);
    const honolulu = rows.find((row) => row.questionId === "wh-0");
    expect(honolulu).toMatchObject({
      run: "runs/fixture",
      model: "model:a",
      type: "wh",
      hops: 1,
      topic: "politician",
      question: "What is the place of birth of Barack Obama?",
      gold: "Honolulu",
      goldLabel: "Honolulu",
      aliases: ["Honolulu, Hawaii"],
      response: "Honolulu",
      verdict: "correct",
      reason: "exact match",
      matcher: "exact",
      score: 1,
    });
    const multipleChoice = rows.find((row) => row.questionId === "mc-1");
    expect(multipleChoice?.gold).toBe("A. Republican Party");
    expect(multipleChoice?.options).toEqual(["Republican Party", "Lyon", "Oslo", "Rome"]);
  });

  it("keeps answers that were recorded but not scored, with an empty verdict", () => {
    const data = politicianRun();
    data.scores = data.scores.filter((score) => score.questionId !== "yn-0");
    const row = exportRows(data).find((entry) => entry.questionId === "yn-0");
    expect(row).toMatchObject({
      verdict: "",
      response: "Yes",
      type: "yes-no",
    });
    expect(row?.question).toMatch(/^Is /);
  });
});

describe("CSV and JSONL exports", () => {
  const hostile = factQuestion({
    id: "wh-hostile",
    type: "wh",
    fact: ["Q1", 'Alpha, "the first"', "P19", "place of birth", "Q2", '=HYPERLINK("http://x")'],
    aliases: ["@SUM(A1)", "+1", "-2+3"],
  });
  const data = makeRunData([
    {
      question: hostile,
      response: "Line one,\r\nline \"two\"\n=cmd|' /C calc'!A0",
      verdict: "incorrect",
      score: -0.5,
    },
  ]);

  it("writes RFC 4180 CSV that parses back to the same fields, with formulas defused", () => {
    const csv = renderExportCsv(exportRows(data));
    const [header, row, ...rest] = parseCsv(csv);
    expect(rest).toEqual([]);
    expect(header).toEqual([
      "run",
      "question_id",
      "model",
      "type",
      "hops",
      "topic",
      "question",
      "options",
      "gold",
      "gold_label",
      "aliases",
      "accepted",
      "response",
      "error",
      "parsed",
      "verdict",
      "reason",
      "matcher",
      "score",
    ]);
    const field = (name: string): string | undefined => row?.[header?.indexOf(name) ?? -1];
    // The response keeps its comma, quotes and line breaks exactly.
    expect(field("response")).toBe("Line one,\r\nline \"two\"\n=cmd|' /C calc'!A0");
    expect(field("question")).toBe('What is the place of birth of Alpha, "the first"?');
    // A cell a spreadsheet would evaluate starts with an apostrophe; a plain number does not.
    expect(field("gold")).toBe('\'=HYPERLINK("http://x")');
    expect(field("aliases")).toBe("'@SUM(A1) | +1 | -2+3");
    expect(field("reason")).toBe('expected "=HYPERLINK("http://x")"');
    expect(field("score")).toBe("-0.5");
    expect(field("hops")).toBe("1");
  });

  it("writes JSONL with lists as arrays and the raw text unchanged", () => {
    const lines = renderExportJsonl(exportRows(data)).split("\n");
    expect(lines.at(-1)).toBe("");
    const record = JSON.parse(lines[0] ?? "") as Record<string, unknown>;
    expect(record).toMatchObject({
      question_id: "wh-hostile",
      gold: '=HYPERLINK("http://x")',
      aliases: ["@SUM(A1)", "+1", "-2+3"],
      response: "Line one,\r\nline \"two\"\n=cmd|' /C calc'!A0",
      score: -0.5,
    });
  });
});
