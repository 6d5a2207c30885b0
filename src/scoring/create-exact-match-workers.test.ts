import { execFile } from "node:child_process";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterEach, describe, expect, it } from "vitest";
import { findPackageRoot } from "../knowledge/package-root.js";
import { createExactAliasMatcher } from "./exact-alias-matcher.js";
import { createExactMatchWorkers, type ExactMatchWorkers } from "./create-exact-match-workers.js";
import { extractWhAnswer } from "./extract-wh-answer.js";
import { createExactMatchMemo, matchExactly } from "./match-exactly.js";
import type { MatchInput } from "./matcher.js";
import { readMatcherDevSet } from "./read-matcher-dev-set.js";

const root = findPackageRoot();
const fixture = (name: string): string => fileURLToPath(new URL(`__fixtures__/${name}`, import.meta.url));

/** Every development item, its answer read as scoring reads it; one aliases array per item, as in scoring. */
async function developmentInputs(): Promise<MatchInput[]> {
  const items = await readMatcherDevSet(join(root, "data", "matcher-dev-set.jsonl"));
  return items.map((item) => ({
    answer: extractWhAnswer(item.response, item.question),
    response: item.response,
    gold: item.gold,
    aliases: item.aliases,
    question: item.question,
  }));
}

/** A deterministic string of `length` random UTF-16 code units: U+0000, lone surrogates, anything. */
function noise(seed: number, length: number): string {
  let state = seed;
  let text = "";
  for (let index = 0; index < length; index++) {
    state = (Math.imul(state, 1664525) + 1013904223) | 0;
    text += String.fromCharCode((state >>> 8) & 0xffff);
  }
  return text;
}

/** Answers that take every path of exact matching, and some that no answer should be. */
function variedInputs(): MatchInput[] {
  const uk = { gold: "United Kingdom", aliases: ["UK", "U.K.", "Britain"] };
  const date = { gold: "9 November 1989", aliases: ["1989-11-09"] };
  const count = { gold: "1,200", aliases: [] };
  const none: string[] = []; // one empty aliases array shared by several gold answers
  const question = "Which country was Isaac Newton a citizen of?";
  const input = (answer: string, gold: { gold: string; aliases: readonly string[] }): MatchInput => ({
    answer,
    response: answer,
    ...gold,
    question,
  });
  const answers: [string, { gold: string; aliases: readonly string[] }][] = [
    ["the United Kingdom.", uk],
    ["U. K.", uk],
    ["BRITAIN", uk],
    ["Britain, in Europe", uk],
    ["the United Kingdom of Great Britain", uk],
    ["Britain or France", uk],
    ["not Britain", uk],
    ["Neither Britain", uk],
    ["Britain, Normandy and Orkney", uk],
    ["Britannia", uk],
    ["November 9, 1989", date],
    ["10 November 1989", date],
    ["1989", date],
    ["1989-11-09", date],
    ["1200", count],
    ["1300", count],
    ["1.2 thousand", count],
    ["Paris", { gold: "Paris", aliases: none }],
    ["paris", { gold: "Lyon", aliases: none }],
    ["Lyon", { gold: "Lyon", aliases: none }],
    ["Côte d'Ivoire", { gold: "Ivory Coast", aliases: ["Cote d'Ivoire"] }],
    ["Straße", { gold: "Strasse", aliases: ["Straße"] }],
    ["Ørsted", { gold: "Hans Christian Ørsted", aliases: [] }],
    ["東京", { gold: "Tokyo", aliases: ["東京都", "東京"] }],
    ["🇫🇷 France", { gold: "France", aliases: [] }],
    ["\u212Aelvin", { gold: "Kelvin", aliases: [] }],
    ["Par\u0000is", { gold: "Paris", aliases: none }],
    ["\uD800Paris\uDFFF", { gold: "Paris", aliases: none }],
    ["", uk],
    ["   ", uk],
    ["the", uk],
    [noise(1, 40), uk],
    [noise(2, 2000), { gold: noise(3, 5), aliases: [noise(4, 3)] }],
    ["Paris ".repeat(17_000), { gold: "Paris", aliases: none }],
    [`${noise(5, 100_000)} Britain`, uk],
  ];
  const inputs = answers.map(([answer, gold]) => input(answer, gold));
  // No question, and an empty one: the echo rule reads both as none.
  inputs.push({ answer: "Isaac Newton", response: "", gold: "Newton", aliases: [] });
  inputs.push({ answer: "Isaac Newton", response: "", gold: "Newton", aliases: [], question: "" });
  inputs.push({ ...input("Isaac Newton", { gold: "Newton", aliases: [] }) });
  return inputs;
}

/** Enough short varied answers (4,000) for the worker to get chunks besides the calling thread's first. */
function manyVariedInputs(): MatchInput[] {
  const varied = variedInputs().filter((input) => input.answer.length < 1000);
  return Array.from({ length: 4000 }, (_, index) => varied[index % varied.length] as MatchInput);
}

describe("createExactMatchWorkers", () => {
  let workers: ExactMatchWorkers | undefined;
  afterEach(async () => {
    await workers?.dispose();
    workers = undefined;
  });

  it("gives matchExactly's results, in order, for the development set and varied answers", async () => {
    const varied = variedInputs();
    const copy = [...(await developmentInputs()), ...varied];
    // Four copies of everything (3,228 inputs). The first batch waits for the worker to start;
    // in later ones the calling thread takes the first 1,024 inputs and the worker the next two
    // chunks of at least 1,024: two whole copies.
    const inputs = [...copy, ...copy, ...copy, ...copy];
    const expected = inputs.map((input) => matchExactly(input, createExactMatchMemo()));
    workers = createExactMatchWorkers({ threads: 2 });
    expect(workers, "the compiled worker script is missing: run `npm run build`").toBeDefined();
    for (let round = 0; round < 3; round++) {
      expect(await workers?.match(inputs)).toEqual(expected);
    }
    // Another order, and two batches at once.
    const reversed = [...inputs].reverse();
    const [forward, backward] = await Promise.all([workers?.match(inputs), workers?.match(reversed)]);
    expect(forward).toEqual(expected);
    expect(backward).toEqual([...expected].reverse());
    expect(await workers?.match([])).toEqual([]);
    // The reasons quote the names (same strings as matchExactly's).
    const results = (await workers?.match(varied)) ?? [];
    expect(results.map((result) => result.reason)).toContain('same date as "9 November 1989"');
    expect(results.map((result) => result.reason)).toContain('alias match ("UK")');
  });

  it("is the exact matcher's path for batches at or above the cut-off", async () => {
    const inputs = [...(await developmentInputs()), ...variedInputs()];
    const expected = inputs.map((input) => matchExactly(input, createExactMatchMemo()));
    const matcher = createExactAliasMatcher({ threads: 2, minParallelBatch: 1 });
    try {
      expect(matcher.batchSize).toBeGreaterThan(512);
      for (let round = 0; round < 2; round++) expect(await matcher.match(inputs)).toEqual(expected);
    } finally {
      await matcher.dispose?.();
    }
    const oneThread = createExactAliasMatcher({ threads: 1, minParallelBatch: 1 });
    expect(oneThread.batchSize).toBeUndefined();
    expect(await oneThread.match(inputs)).toEqual(expected);
  });

  it("rejects a batch when a worker fails to start", async () => {
    workers = createExactMatchWorkers({ threads: 2, script: fixture("exact-match-worker-throws.mjs") });
    await expect(workers?.match(variedInputs())).rejects.toThrow(/scripted failure at start/);
  });

  it("rejects a batch, instead of waiting, when a worker stops or refuses", async () => {
    for (const [script, message] of [
      ["exact-match-worker-exits.mjs", /stopped \(exit code 3\)/],
      ["exact-match-worker-refuses.mjs", /scripted refusal/],
    ] as const) {
      workers = createExactMatchWorkers({ threads: 2, script: fixture(script) });
      const inputs = manyVariedInputs();
      // The first batch waits for the worker to start, and the calling thread may match it all;
      // the next one sends the worker chunks at once.
      await workers?.match(inputs.slice(0, 1));
      await expect(workers?.match(inputs)).rejects.toThrow(message);
      await workers?.dispose();
    }
  });

  it("rejects a batch still being matched when disposed", async () => {
    workers = createExactMatchWorkers({ threads: 2 });
    const inputs = manyVariedInputs();
    await workers?.match(inputs);
    const pending = workers?.match(inputs);
    await workers?.dispose();
    await expect(pending).rejects.toThrow(/stopped/);
  });

  it("leaves no thread that keeps the process alive", async () => {
    // A process that matches a large batch through worker threads and never disposes the matcher.
    const script = `
      import { createExactAliasMatcher } from ${JSON.stringify(join(root, "dist", "index.js"))};
      const matcher = createExactAliasMatcher({ threads: 2, minParallelBatch: 1 });
      const inputs = Array.from({ length: 50000 }, (_, index) => ({
        answer: "Paris " + index, response: "", gold: "Paris", aliases: [], question: "Capital?",
      }));
      const results = await matcher.match(inputs);
      console.log(results.filter((result) => result.pass).length);
    `;
    const { stdout } = await promisify(execFile)(process.execPath, ["--input-type=module", "-e", script], {
      timeout: 60_000,
    });
    expect(stdout.trim()).toBe("50000");
  });
});
