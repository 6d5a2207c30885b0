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

describe("createProgressPrinter on a narrow terminal", () => {
  const drawAt = (
    columns: number,
    label = "openai-compatible:qwen2.5-7b-instruct@http://127.0.0.1:8080/v1",
  ): string[] => {
    let clock = 0;
    let written = "";
    const progress = createProgressPrinter({
      total: 1000,
      label,
      write: (text) => (written += text),
      interactive: true,
      now: () => clock,
      columns: () => columns,
    });
    for (let index = 0; index < 500; index += 1) {
      clock += 200;
      progress.onAnswer(record(index % 7 === 0 ? { cached: true, costUsd: 0.0001 } : { costUsd: 0.0001 }));
    }
    progress.finish();
    return written
      .split("\r")
      .slice(1)
      .map((frame) => frame.replace("\u001b[K", "").replace("\n", ""));
  };

  it.each([20, 40, 60, 80, 120, 200])(
    "fits every redraw into %i columns, so no line wraps or is left behind",
    (columns) => {
      const frames = drawAt(columns);
      expect(frames.length).toBeGreaterThan(100);
      for (const frame of frames) {
        expect(frame.length).toBeLessThan(columns);
        expect(frame).toContain("/1000");
      }
    },
  );

  it("narrows the bar before dropping fields, and keeps the full line where it fits", () => {
    expect(drawAt(200, "m").at(-1)).toMatch(
      /^m \[#{12}-{12}\] 500\/1000 5\.0\/s ETA 100 s errors 0 cached 72 \$0\.0500$/,
    );
    const eighty = drawAt(80, "llama-cpp:default").at(-1) ?? "";
    expect(eighty).toMatch(/^llama-cpp:default \[#+-+\] 500\/1000 5\.0\/s ETA 100 s errors 0/);
    expect(eighty.length).toBeLessThan(80);
    expect(drawAt(34, "llama-cpp:default").at(-1)).toBe("llama-cpp:default 500/1000 5.0/s");
    expect(drawAt(30, "llama-cpp:default").at(-1)).toBe("llama-cpp:default 500/1000");
    expect(drawAt(20, "llama-cpp:default").at(-1)).toBe("llama-cpp… 500/1000");
  });

  it("reads the width at each redraw, so a resized terminal is followed", () => {
    let columns = 120;
    let written = "";
    let clock = 0;
    const progress = createProgressPrinter({
      total: 10,
      label: "a-long-model-label-for-the-test",
      write: (text) => (written += text),
      interactive: true,
      now: () => clock,
      columns: () => columns,
    });
    clock = 200;
    progress.onAnswer(record({}));
    columns = 30;
    clock = 400;
    progress.onAnswer(record({}));
    const [wide, narrow] = written.split("\r").slice(1);
    expect(wide?.length).toBeGreaterThan(60);
    expect(narrow?.replace("\u001b[K", "").length).toBeLessThan(30);
  });
});
