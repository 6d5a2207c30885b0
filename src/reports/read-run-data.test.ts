import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { politicianRun, writeRunData } from "./__fixtures__/sample-run.js";
import { readRunData } from "./read-run-data.js";
import { reportRun } from "./report-run.js";

describe("readRunData and reportRun", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "factprobe-report-"));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("writes JSON, CSV, Markdown and HTML reports of a run", async () => {
    await writeRunData(directory, politicianRun());
    const { summary, files } = await reportRun(directory);
    const json = JSON.parse(await readFile(files.summary, "utf8")) as { version: number; models: string[] };
    expect(json).toMatchObject({ version: 5, models: ["model:a"] });
    expect(summary.rows.length).toBeGreaterThan(3);
    const csv = await readFile(files.csv, "utf8");
    expect(csv.split("\r\n")[0]).toMatch(/^model,domain,topic,question_type,hops,answered,correct/);
    expect(csv).toContain("model:a,all,all,all,all,12,6,5,0,0,1,0,0,0,0.5000,");
    expect(csv.split("\r\n")[1]?.endsWith(",0,0")).toBe(true); // truncated, hit_token_limit
    expect(await readFile(files.markdown, "utf8")).toContain("| model:a | **All** | 12 | 50.0 |");
    expect(await readFile(files.html, "utf8")).toMatch(/^<!doctype html>/);
  });

  it("rejects a file from another format version, naming both versions", async () => {
    await writeRunData(directory, politicianRun());
    const path = join(directory, "scores.jsonl");
    const lines = (await readFile(path, "utf8")).replace(/"version":3/g, '"version":0');
    await writeFile(path, lines);
    await expect(readRunData(directory)).rejects.toThrow(
      /scores\.jsonl:1: scores\.jsonl format version 0; this factprobe reads version 3\nThe file was written by an older factprobe/,
    );
  });

  it("reads scores.jsonl of version 1 (before less-specific and unverified)", async () => {
    await writeRunData(directory, politicianRun());
    const path = join(directory, "scores.jsonl");
    await writeFile(path, (await readFile(path, "utf8")).replace(/"version":3/g, '"version":1'));
    const data = await readRunData(directory);
    expect(data.scores.length).toBeGreaterThan(0);
    expect(data.scores.every((score) => score.version === 1)).toBe(true);
  });

  it("names the command that makes a missing file", async () => {
    await expect(readRunData(directory)).rejects.toThrow(
      /questions\.jsonl does not exist.*\n.*factprobe check/,
    );
  });

  it("makes an empty report that says so for a run with no answers", async () => {
    await writeRunData(directory, { runDirectory: directory, questions: [], answers: [], scores: [] });
    const { markdown, files } = await reportRun(directory);
    expect(markdown).toContain("No answers: nothing to summarise.");
    expect(await readFile(files.html, "utf8")).toContain("No answers in this run: nothing to report.");
  });
});
