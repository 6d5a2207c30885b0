import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parquetReadObjects } from "hyparquet";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { politicianRun, writeRunData } from "../../reports/__fixtures__/sample-run.js";
import { captureContext } from "../__fixtures__/capture-context.js";
import { runCli } from "../run-cli.js";

describe("export and compare commands", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "factprobe-cli-export-"));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("export prints CSV, writes JSONL and Parquet, and joins several runs", async () => {
    const first = join(directory, "run-a");
    const second = join(directory, "run-b");
    await writeRunData(first, politicianRun());
    const other = politicianRun();
    for (const record of [...other.answers, ...other.scores]) record.modelId = "model:b";
    await writeRunData(second, other);

    const csv = captureContext();
    expect(await runCli(["export", first], csv)).toBe(0);
    const lines = csv.out().split("\r\n");
    expect(lines[0]).toBe(
      "run,question_id,model,type,hops,topic,question,options,gold,gold_label,aliases,accepted,response,error,parsed,verdict,reason,matcher,score",
    );
    expect(lines).toHaveLength(14); // header, 12 rows, and the empty string after the last CRLF

    const jsonlPath = join(directory, "out", "answers.jsonl");
    const jsonl = captureContext();
    expect(await runCli(["export", first, second, "--format", "jsonl", "--out", jsonlPath], jsonl)).toBe(0);
    expect(jsonl.err()).toContain("Wrote 24 rows (question × model) from 2 run(s)");
    const records = (await readFile(jsonlPath, "utf8"))
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line) as { run: string; model: string });
    expect(new Set(records.map((record) => `${record.run} ${record.model}`))).toEqual(
      new Set([`${first} model:a`, `${second} model:b`]),
    );

    const parquetPath = join(directory, "answers.parquet");
    expect(
      await runCli(["export", first, "--format", "parquet", "--out", parquetPath], captureContext()),
    ).toBe(0);
    const bytes = await readFile(parquetPath);
    const rows = await parquetReadObjects({
      file: bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength),
    });
    expect(rows).toHaveLength(12);
  });

  it("export refuses a bad format, Parquet to the terminal, and a directory that is not a run", async () => {
    const badFormat = captureContext();
    expect(await runCli(["export", directory, "--format", "xlsx"], badFormat)).toBe(2);
    expect(badFormat.err()).toContain('Unknown --format "xlsx". Formats: csv, jsonl, parquet.');
    const parquet = captureContext();
    expect(await runCli(["export", directory, "--format", "parquet"], parquet)).toBe(2);
    expect(parquet.err()).toContain("give --out FILE.parquet");
    const missing = captureContext();
    expect(await runCli(["export", directory], missing)).not.toBe(0);
    expect(missing.err()).toContain("is not a scored run");
  });

  it("compare prints the leaderboard and writes Markdown and HTML", async () => {
    const first = join(directory, "june");
    const second = join(directory, "july");
    await writeRunData(first, politicianRun());
    const better = politicianRun();
    for (const score of better.scores) score.verdict = "correct";
    await writeRunData(second, better);
    const out = join(directory, "cmp");
    const context = captureContext();
    expect(await runCli(["compare", first, second, "--out", out], context)).toBe(0);
    expect(context.out()).toContain(`| 1 | model:a @ ${second} | ${second} | 12 | 100.0 |`);
    expect(context.out()).toContain(`| 2 | model:a @ ${first} | ${first} | 12 | 50.0 |`);
    expect(context.out()).toContain("12 questions are in every run's suite");
    expect(await readFile(join(out, "comparison.md"), "utf8")).toBe(context.out());
    const html = await readFile(join(out, "comparison.html"), "utf8");
    expect(html).toContain('<table class="sortable" id="leaderboard">');
    expect(context.err()).toContain(join(out, "comparison.html"));
    const twice = captureContext();
    expect(await runCli(["compare", first, first], twice)).toBe(2);
    expect(twice.err()).toContain(`${first} is given twice`);
  });
});
