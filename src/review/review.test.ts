import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { factQuestion, makeRunData, politicianRun } from "../reports/__fixtures__/sample-run.js";
import { matcherDevItemSchema } from "../scoring/matcher-dev-item.js";
import { exportReviewLabels } from "./export-review-labels.js";
import { readReviewFile, type ReviewFile } from "./review-file.js";
import { renderReviewStats, reviewStats } from "./review-stats.js";
import { sampleFailures } from "./sample-failures.js";

describe("review: sample, label, stats, export", () => {
  let directory: string;
  beforeEach(async () => {
    directory = await mkdtemp(join(tmpdir(), "factprobe-review-"));
  });
  afterEach(async () => {
    await rm(directory, { recursive: true, force: true });
  });

  it("samples flagged factual errors with what a reviewer needs, reproducibly", () => {
    const review = sampleFailures(politicianRun(), { n: 3, seed: 4 });
    expect(review.population).toBe(5);
    expect(review.items).toHaveLength(3);
    expect(sampleFailures(politicianRun(), { n: 3, seed: 4 })).toEqual(review);
    for (const item of review.items) {
      expect(item.verdict).toBe("incorrect");
      expect(item.label).toBeNull();
      expect(item.facts[0]?.links[0]).toMatch(/^https:\/\/www\.wikidata\.org\/wiki\/Q\d+$/);
    }
    expect(sampleFailures(politicianRun(), { n: 100 }).items).toHaveLength(5);
  });

  it("samples only incorrect answers, and shows a No question's false statement as false", () => {
    const no = factQuestion({
      id: "yn-no",
      type: "yes-no",
      fact: ["Q142", "France", "P36", "capital", "Q90", "Paris"],
      answer: "No",
    });
    no.facts.push({
      subject: "Q142",
      subjectLabel: "France",
      relation: "P36",
      relationLabel: "capital",
      object: "Q456",
      objectLabel: "Lyon",
      negated: true,
    });
    const fact: [string, string, string, string, string, string] = [
      "Q76",
      "Barack Obama",
      "P19",
      "place of birth",
      "Q18094",
      "Honolulu",
    ];
    const data = makeRunData([
      { question: no, response: "Yes", verdict: "incorrect" },
      {
        question: factQuestion({ id: "wh-1", type: "wh", fact }),
        response: "Hawaii",
        verdict: "less-specific",
      },
      { question: factQuestion({ id: "wh-2", type: "wh", fact }), response: "a city", verdict: "unverified" },
    ]);
    const review = sampleFailures(data, { n: 10 });
    expect(review.items.map((item) => item.questionId)).toEqual(["yn-no"]);
    expect(review.items[0]?.facts.map((item) => item.text)).toEqual([
      "France — capital — Paris",
      "stated (false): France — capital — Lyon",
    ]);
  });

  it("reports validity with a Wilson interval and exports labels as matcher dev items", async () => {
    const review = sampleFailures(politicianRun(), { n: 100 });
    const labels: ReviewFile["items"][number]["label"][] = [
      "valid",
      "false-alarm",
      "valid",
      "unsure",
      "valid",
    ];
    review.items.forEach((item, index) => {
      item.label = labels[index] ?? null;
    });
    const path = join(directory, "review.json");
    await writeFile(path, JSON.stringify(review, null, 2));
    const read = await readReviewFile(path);
    const stats = reviewStats(read);
    expect(stats.all).toMatchObject({
      items: 5,
      valid: 3,
      falseAlarm: 1,
      unsure: 1,
      unlabelled: 0,
      validity: 0.75,
    });
    expect(stats.all.interval[0]).toBeCloseTo(0.3006, 3);
    expect(renderReviewStats(stats, read)).toContain("| **All** | 5 | 3 | 1 | 1 | 0 | 75.0 | 30.1–95.4 |");

    const exported = exportReviewLabels(read);
    expect(exported.items.map((item) => matcherDevItemSchema.parse(item).label)).toEqual(
      read.items
        .filter((item) => item.type === "wh" && item.label !== "unsure")
        .map((item) => (item.label === "valid" ? "incorrect" : "correct")),
    );
    const firstWh = read.items.find((item) => item.type === "wh" && item.label !== "unsure");
    expect(exported.items[0]).toMatchObject({
      gold: firstWh?.answerLabel,
      aliases: firstWh?.aliases,
      response: firstWh?.response,
    });
    expect(exported.skippedUndecided).toBe(1);
  });

  it("names the item and the allowed labels when a label is misspelt, and the version when it differs", async () => {
    const review = sampleFailures(politicianRun(), { n: 2 });
    const path = join(directory, "review.json");
    await writeFile(
      path,
      JSON.stringify({
        ...review,
        items: review.items.map((item, index) => ({ ...item, label: index === 1 ? "vaild" : null })),
      }),
    );
    await expect(readReviewFile(path)).rejects.toThrow(
      /invalid item 2 at "items\.1\.label".*\nLabels are "valid", "false-alarm", "unsure" or null\./,
    );
    await writeFile(path, JSON.stringify({ ...review, version: 7 }));
    await expect(readReviewFile(path)).rejects.toThrow(
      /review file format version 7; this factprobe reads version 1/,
    );
    expect(await readFile(path, "utf8")).toContain('"version":7');
  });
});
