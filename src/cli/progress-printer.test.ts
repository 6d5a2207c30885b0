import { describe, expect, it } from "vitest";
import { ANSWER_VERSION, type AnswerRecord } from "../runs/answer-record.js";
import { createProgressPrinter } from "./progress-printer.js";

const record = (overrides: Partial<AnswerRecord>): AnswerRecord => ({
  version: ANSWER_VERSION,
  questionId: "q",
  modelId: "m",
  response: "Yes",
  attempts: 1,
  latencyMs: 5,
  answeredAt: "2026-01-01T00:00:00.000Z",
  ...overrides,
});

describe("createProgressPrinter", () => {
  it("prints plain lines every few seconds off a terminal, with rate, ETA, errors, cached answers and cost", () => {
    let clock = 0;
    let written = "";
    const progress = createProgressPrinter({
      total: 4,
      label: "openai:gpt-4o-mini",
      write: (text) => (written += text),
      interactive: false,
      everySeconds: 10,
      now: () => clock,
    });
    clock = 5_000;
    progress.onAnswer(record({ costUsd: 0.001 }));
    expect(written).toBe(""); // not yet 10 s
    clock = 10_000;
    progress.onAnswer(record({ cached: true, costUsd: 0 }));
    clock = 12_000;
    progress.onAnswer(record({ response: undefined, error: "HTTP 500" }));
    progress.finish();
    expect(written).toMatchInlineSnapshot(`
      "openai:gpt-4o-mini [############------------] 2/4 0.2/s ETA 10 s errors 0 cached 1 $0.0010
      openai:gpt-4o-mini [##################------] 3/4 0.3/s ETA 4 s errors 1 cached 1 $0.0010
      "
    `);
  });

  it("redraws one line on a terminal, at most every 100 ms", () => {
    let clock = 0;
    let written = "";
    const progress = createProgressPrinter({
      total: 2,
      label: "m",
      write: (text) => (written += text),
      interactive: true,
      now: () => clock,
    });
    clock = 50;
    progress.onAnswer(record({}));
    clock = 1000;
    progress.onAnswer(record({}));
    progress.finish();
    expect(written.split("\r")).toEqual([
      "",
      "m [########################] 2/2 2.0/s ETA 0 s errors 0 cached 0\u001b[K",
      "m [########################] 2/2 2.0/s ETA 0 s errors 0 cached 0\u001b[K\n",
    ]);
  });
});
