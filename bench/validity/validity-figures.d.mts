// Types of validity-figures.mjs, for its test.
import type { Label } from "./read-labels.mjs";

export declare const ROWS: readonly ["yes-no", "multiple-choice", "wh", "all"];
export declare const NO_VERDICT: "(none)";

/** The figures of one row (a question type, or all). */
export interface ValidityCell {
  items: number;
  labelled: number;
  fair: number;
  fairShare: number | null;
  verdicts: Record<string, number>;
  flagged: number;
  flaggedReal: number;
  flaggedFalseAlarms: number;
  flaggedOnUnfair: number;
  flaggedLabelledRight: number;
  flaggedUndetermined: number;
  precision: number | null;
  precisionInterval: [number, number] | null;
  realErrors: number;
  missed: number;
  missedShare: number | null;
  missedShareInterval: [number, number] | null;
  missedByVerdict: Record<string, number>;
  undeterminedResponses: number;
}

export interface ValidityFigures {
  responder: string;
  rows: Record<(typeof ROWS)[number], ValidityCell>;
  scoresWithoutQuestion: number;
}

export declare function computeValidityFigures(input: {
  responder: string;
  questions: readonly { id: string; type: string }[];
  scores: readonly { questionId: string; verdict: string }[];
  labels: ReadonlyMap<string, Label>;
  interval?: (successes: number, total: number) => [number, number];
}): ValidityFigures;

export declare function renderValidityTable(figures: ValidityFigures): string;
