import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { politicianRun, writeRunData } from "../../reports/__fixtures__/sample-run.js";
import { twelveFactsRun } from "../../improve/__fixtures__/twelve-facts-run.js";
import { captureContext } from "../__fixtures__/capture-context.js";
import { runCli } from "../run-cli.js";

describe("report, review and improve commands", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "factprobe-cli-reports-"));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("report writes every format and prints Markdown and the HTML path", async () => {
    await writeRunData(directory, politicianRun());
    const context = captureContext();
    expect(await runCli(["report", directory], context)).toBe(0);
    expect(context.out()).toContain("| model:a | **All** | 12 | 50.0 |");
    expect(context.err()).toContain(join(directory, "report.html"));
    const csv = captureContext();
    expect(
      await runCli(["report", directory, "--format", "csv", "--out", join(directory, "x.csv")], csv),
    ).toBe(0);
    expect(await readFile(join(directory, "x.csv"), "utf8")).toMatch(/^model,domain,topic/);
  });

  it("score --source refuses a triple file, which answers no lookup queries", async () => {
    await writeRunData(directory, politicianRun());
    const file = join(directory, "facts.nt");
    await writeFile(file, "");
    const context = captureContext();
    expect(await runCli(["score", directory, "--matcher", "exact", "--source", file], context)).toBe(2);
    expect(context.err()).toContain(`--source ${file} is a triple file`);
  });

  it("review sample, stats and export-labels work on a run directory", async () => {
    await writeRunData(directory, politicianRun());
    const sample = captureContext();
    expect(await runCli(["review", "sample", directory, "--n", "3"], sample)).toBe(0);
    expect(sample.out()).toContain("Sampled 3 of 5 flagged failures");
    expect(await runCli(["review", "sample", directory], captureContext())).toBe(1);
    const path = join(directory, "review.json");
    const review = JSON.parse(await readFile(path, "utf8")) as { items: { label: string | null }[] };
    for (const item of review.items) item.label = "valid";
    await writeFile(path, JSON.stringify(review));
    const stats = captureContext();
    expect(await runCli(["review", "stats", directory], stats)).toBe(0);
    expect(stats.out()).toContain("| **All** | 3 | 3 | 0 | 0 | 0 | 100.0 |");
    const exported = captureContext();
    expect(await runCli(["review", "export-labels", path], exported)).toBe(0);
    expect(exported.out()).toContain(join(directory, "review-labels.jsonl"));
  });

  it("improve export and compare, with usage errors for a missing subcommand", async () => {
    await writeRunData(directory, twelveFactsRun(directory));
    const exported = captureContext();
    expect(await runCli(["improve", "export", directory, "--out", join(directory, "ft")], exported)).toBe(0);
    expect(exported.out()).toMatch(/train: \d+ failed questions with their correct answers/);
    const compared = captureContext();
    expect(await runCli(["improve", "compare", directory, directory], compared)).toBe(0);
    expect(compared.out()).toContain("| **All** | 36 | 50.0 | 50.0 | +0.0 |");
    const usage = captureContext();
    expect(await runCli(["improve"], usage)).toBe(2);
    expect(usage.err()).toContain("improve needs a subcommand");
  });
});
