import type { AnswerRecord } from "../runs/answer-record.js";

/**
 * Reports answering progress on standard error: a redrawn line with done/total, rate, ETA and error
 * count on a terminal, plain lines every `everySeconds` otherwise (CI logs).
 */
export function createProgressPrinter(options: {
  total: number;
  label: string;
  write: (text: string) => void;
  interactive: boolean;
  everySeconds?: number;
}): { onAnswer: (record: AnswerRecord) => void; finish: () => void } {
  const started = performance.now();
  const everyMilliseconds = (options.everySeconds ?? 10) * 1000;
  let done = 0;
  let errors = 0;
  let lastPrinted = started;
  const line = (): string => {
    const seconds = (performance.now() - started) / 1000;
    const rate = done / Math.max(seconds, 1e-9);
    const remaining = rate > 0 ? (options.total - done) / rate : Number.NaN;
    const eta = Number.isFinite(remaining) ? `${Math.ceil(remaining)} s` : "?";
    const width = 24;
    const filled = options.total === 0 ? width : Math.round((done / options.total) * width);
    const bar = `${"#".repeat(filled)}${"-".repeat(width - filled)}`;
    return `${options.label} [${bar}] ${done}/${options.total} ${rate.toFixed(1)}/s ETA ${eta} errors ${errors}`;
  };
  return {
    onAnswer(record) {
      done += 1;
      if (record.error !== undefined) errors += 1;
      const now = performance.now();
      if (options.interactive) {
        options.write(`\r${line()}`);
      } else if (now - lastPrinted >= everyMilliseconds) {
        lastPrinted = now;
        options.write(`${line()}\n`);
      }
    },
    finish() {
      options.write(options.interactive ? `\r${line()}\n` : `${line()}\n`);
    },
  };
}
