import type { QuestionType } from "../questions/question.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import type { Verdict } from "../scoring/verdict.js";
import { wilsonInterval } from "./wilson-interval.js";

/** Counts and accuracy of one group of answers. */
export interface SummaryCell {
  /** Answers the model gave and that were judged (every verdict but `error` and `grader-error`): the denominator of accuracy. */
  answered: number;
  counts: Record<Verdict, number>;
  /** correct / answered; NaN when nothing was answered. */
  accuracy: number;
  /** 95% Wilson interval of accuracy. */
  interval: [number, number];
}

/** One row of a summary: a model, a question type (or "all") and hops. */
export interface SummaryRow {
  modelId: string;
  type: QuestionType | "all";
  cell: SummaryCell;
}

/** The on-disk format version of a summary (`summary.json`). */
export const SUMMARY_VERSION = 1;

/** Accuracy per model and question type, like the paper's Table 5 for one topic. */
export interface RunSummary {
  version: typeof SUMMARY_VERSION;
  topics: string[];
  rows: SummaryRow[];
}

const typeOrder: readonly QuestionType[] = ["yes-no", "multiple-choice", "wh"];

/**
 * Summarises judged answers per model and question type, with an "all" row per model. Failed calls
 * (`error`) are counted but left out of accuracy: they say nothing of the model's knowledge.
 */
export function summarize(scores: readonly ScoredAnswer[]): RunSummary {
  const models = [...new Set(scores.map((score) => score.modelId))];
  const rows: SummaryRow[] = [];
  for (const modelId of models) {
    const ofModel = scores.filter((score) => score.modelId === modelId);
    for (const type of typeOrder) {
      const ofType = ofModel.filter((score) => score.type === type);
      if (ofType.length > 0) rows.push({ modelId, type, cell: summarizeCell(ofType) });
    }
    rows.push({ modelId, type: "all", cell: summarizeCell(ofModel) });
  }
  return { version: SUMMARY_VERSION, topics: [...new Set(scores.map((score) => score.topic))], rows };
}

/** Counts verdicts and computes accuracy with its 95% Wilson interval. */
export function summarizeCell(scores: readonly ScoredAnswer[]): SummaryCell {
  const counts: Record<Verdict, number> = {
    correct: 0,
    incorrect: 0,
    "not-attempted": 0,
    unparseable: 0,
    error: 0,
    "grader-error": 0,
  };
  for (const score of scores) counts[score.verdict] += 1;
  const answered = scores.length - counts.error - counts["grader-error"];
  return {
    answered,
    counts,
    accuracy: answered === 0 ? Number.NaN : counts.correct / answered,
    interval: wilsonInterval(counts.correct, answered),
  };
}
