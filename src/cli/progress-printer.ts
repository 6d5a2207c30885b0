import type { AnswerRecord } from "../runs/answer-record.js";

/** Options of {@link createProgressPrinter}. */
export interface ProgressPrinterOptions {
  /** Answers expected. */
  total: number;
  /** Shown first on each line, e.g. the model id. */
  label: string;
  write: (text: string) => void;
  /** A terminal: one line redrawn in place. Otherwise (CI logs): a plain line every `everySeconds`. */
  interactive: boolean;
  /** Seconds between plain lines. Default 10. */
  everySeconds?: number;
  /** Milliseconds between redraws on a terminal. Default 100. */
  redrawMilliseconds?: number;
  /** Injected for tests. Default `performance.now`. */
  now?: () => number;
}

/**
 * Reports answering progress on standard error: done/total, a bar, rate, ETA, errors, answers from
 * the cache and the estimated cost so far. On a terminal one line is redrawn (at most every 100 ms);
 * otherwise plain lines every `everySeconds` (CI logs). `finish` prints the final line.
 */
export function createProgressPrinter(options: ProgressPrinterOptions): {
  onAnswer: (record: AnswerRecord) => void;
  finish: () => void;
} {
  const now = options.now ?? (() => performance.now());
  const started = now();
  const everyMilliseconds = options.interactive
    ? (options.redrawMilliseconds ?? 100)
    : (options.everySeconds ?? 10) * 1000;
  let done = 0;
  let errors = 0;
  let cached = 0;
  let costUsd = 0;
  let priced = false;
  let lastPrinted = started;
  const line = (): string => {
    const seconds = (now() - started) / 1000;
    const rate = done / Math.max(seconds, 1e-9);
    const remaining = rate > 0 ? (options.total - done) / rate : Number.NaN;
    const eta = Number.isFinite(remaining) ? `${Math.ceil(remaining)} s` : "?";
    const width = 24;
    const filled = options.total === 0 ? width : Math.min(width, Math.round((done / options.total) * width));
    const bar = `${"#".repeat(filled)}${"-".repeat(width - filled)}`;
    const cost = priced ? ` $${costUsd.toFixed(4)}` : "";
    return `${options.label} [${bar}] ${done}/${options.total} ${rate.toFixed(1)}/s ETA ${eta} errors ${errors} cached ${cached}${cost}`;
  };
  return {
    onAnswer(record) {
      done += 1;
      if (record.error !== undefined) errors += 1;
      if (record.cached === true) cached += 1;
      if (record.costUsd !== undefined) {
        priced = true;
        costUsd += record.costUsd;
      }
      const time = now();
      if (time - lastPrinted < everyMilliseconds) return;
      lastPrinted = time;
      options.write(options.interactive ? `\r${line()}\u001b[K` : `${line()}\n`);
    },
    finish() {
      options.write(options.interactive ? `\r${line()}\u001b[K\n` : `${line()}\n`);
    },
  };
}
