import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, describe, expect, it } from "vitest";
import { questionSchema } from "../questions/question.js";
import { captureContext } from "./__fixtures__/capture-context.js";
import { runCli } from "./run-cli.js";

const kgPath = fileURLToPath(new URL("../questions/__fixtures__/sample-100.fact-set.json", import.meta.url));
const directory = await mkdtemp(join(tmpdir(), "factprobe-questions-cli-"));
afterAll(() => rm(directory, { recursive: true, force: true }));

describe("factprobe questions", () => {
  it("writes a one- and two-hop suite whose sub-question ids resolve, with a grammar report", async () => {
    const out = join(directory, "suite.jsonl");
    const context = captureContext();
    const code = await runCli(
      [
        "questions",
        kgPath,
        "--hops",
        "1,2",
        "--types",
        "yes-no,wh",
        "--per-type",
        "6",
        "--seed",
        "7",
        // The sample's two-hop paths end in open lists (twin towns): asked with a date vouched for.
        "--as-of",
        "2025-01-01",
        "--out",
        out,
      ],
      context,
    );
    expect(code).toBe(0);
    expect(context.out()).toMatch(
      /two-hop: \d+ yes-no, [1-9]\d* wh; [1-9]\d* one-hop sub-questions the two-hop ones are built from/u,
    );
    const questions = (await readFile(out, "utf8"))
      .trim()
      .split("\n")
      .map((line) => questionSchema.parse(JSON.parse(line)));
    const ids = new Set(questions.map((question) => question.id));
    expect(ids.size).toBe(questions.length);
    const twoHop = questions.filter((question) => question.hops === 2);
    expect(twoHop.length).toBeGreaterThan(0);
    for (const question of twoHop)
      for (const id of question.twoHop?.subQuestionIds ?? []) expect(ids).toContain(id);
    const report = JSON.parse(await readFile(join(directory, "suite.report.json"), "utf8")) as {
      grammar: { checked: number };
      hops: number[];
    };
    expect(report.hops).toEqual([1, 2]);
    expect(report.grammar.checked).toBe(questions.length);
  });

  it("refuses hops other than 1 and 2", async () => {
    const context = captureContext();
    const code = await runCli(
      ["questions", kgPath, "--hops", "3", "--out", join(directory, "x.jsonl")],
      context,
    );
    expect(code).toBe(2);
    expect(context.err()).toMatch(/--hops 3: give 1, 2 or 1,2/u);
  });
});
