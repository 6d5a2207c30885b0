import { InputFileError } from "../errors.js";

/** A malformed line of a file a user handed us. */
export interface InvalidLine {
  file: string;
  /** 1-based line number. */
  line: number;
  /** What is wrong with it. */
  reason: string;
  /** The line itself, cut to 200 characters. */
  text: string;
}

/** How readers of triple files treat malformed lines. */
export interface InvalidLineOptions {
  /**
   * Skip malformed lines (each reported to `onInvalid`) instead of stopping at the first one with an
   * `InputFileError`. Default false. The count of skipped lines lands in `provenance.invalidLinesSkipped`.
   */
  skipInvalid?: boolean;
  /** Called for every malformed line that is skipped (only with `skipInvalid`). */
  onInvalid?: (problem: InvalidLine) => void;
}

/**
 * Counts and reports malformed lines: throws `InputFileError` (file, line, reason) unless skipping,
 * in which case it tells `onInvalid` and counts.
 */
export class InvalidLineTracker {
  #skipped = 0;
  constructor(
    private readonly file: string,
    private readonly options: InvalidLineOptions,
    private readonly hint: string,
  ) {}

  /** How many lines were skipped. */
  get skipped(): number {
    return this.#skipped;
  }

  /** Reports one malformed line: throws, or counts it and calls `onInvalid`. */
  report(line: number, reason: string, text: string): void {
    if (this.options.skipInvalid !== true) {
      throw new InputFileError(this.file, line, reason, {
        hint: `${this.hint} Or pass --skip-invalid (skipInvalid: true) to skip such lines and count them.`,
      });
    }
    this.#skipped += 1;
    this.options.onInvalid?.({ file: this.file, line, reason, text: text.slice(0, 200) });
  }
}
