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
  /**
   * The terminal's width now (read at each redraw, so a resize is followed). On a terminal the line
   * is fitted into one column less than this, so it never wraps and `\r` always returns to its start:
   * the bar narrows first, then the less useful fields go, then the label is shortened.
   */
  columns?: () => number | undefined;
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
  const line = (maxWidth?: number): string => {
    const seconds = (now() - started) / 1000;
    const rate = done / Math.max(seconds, 1e-9);
    const remaining = rate > 0 ? (options.total - done) / rate : Number.NaN;
    const eta = Number.isFinite(remaining) ? `${Math.ceil(remaining)} s` : "?";
    const count = `${done}/${options.total}`;
    // The fields after the bar, most useful first: dropped from the end when the line is too long.
    const fields = [
      `${rate.toFixed(1)}/s`,
      `ETA ${eta}`,
      `errors ${errors}`,
      `cached ${cached}`,
      ...(priced ? [`$${costUsd.toFixed(4)}`] : []),
    ];
    const bar = (width: number): string => {
      const filled =
        options.total === 0 ? width : Math.min(width, Math.round((done / options.total) * width));
      return `[${"#".repeat(filled)}${"-".repeat(width - filled)}]`;
    };
    const compose = (label: string, barWidth: number, kept: number): string =>
      [label, ...(barWidth > 0 ? [bar(barWidth)] : []), count, ...fields.slice(0, kept)].join(" ");
    if (maxWidth === undefined) return compose(options.label, 24, fields.length);
    // A bar of 10 to 24 columns with as many fields as fit; else no bar; fields go from the end.
    for (let kept = fields.length; kept >= 0; kept -= 1) {
      const barWidth = Math.min(24, maxWidth - compose(options.label, 0, kept).length - 3);
      if (barWidth >= 10) return compose(options.label, barWidth, kept);
    }
    for (let kept = fields.length; kept >= 0; kept -= 1) {
      const bare = compose(options.label, 0, kept);
      if (bare.length <= maxWidth) return bare;
    }
    // Too narrow even for the label and the count: shorten the label.
    const room = maxWidth - count.length - 1;
    const label = room <= 1 ? "" : `${options.label.slice(0, room - 1)}…`;
    return (label === "" ? count : `${label} ${count}`).slice(0, maxWidth);
  };
  const redraw = (): string => {
    const columns = options.columns?.();
    const fitted = line(columns === undefined || columns <= 1 ? undefined : columns - 1);
    return `\r${fitted}\u001b[K`;
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
      options.write(options.interactive ? redraw() : `${line()}\n`);
    },
    finish() {
      options.write(options.interactive ? `${redraw()}\n` : `${line()}\n`);
    },
  };
}
