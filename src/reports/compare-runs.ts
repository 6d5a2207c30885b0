import type { Question } from "../questions/question.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import type { ModelComparison } from "./compare-models.js";
import type { RunData } from "./read-run-data.js";
import { ALL, findRow, summarize, type SummaryCell } from "./summarize.js";

/** One contestant of a comparison: a model in a run directory. */
export interface LeaderboardEntry {
  /** How tables name it: the model id, or `model @ run` when the model is in several runs. */
  label: string;
  modelId: string;
  runDirectory: string;
  /** Every judged answer of this model in this run. */
  overall: SummaryCell;
  /** Per question type present (yes-no, multiple-choice, wh), in that order. */
  byType: Partial<Record<string, SummaryCell>>;
  /** Per hop count present. */
  byHops: Partial<Record<string, SummaryCell>>;
}

/** A leaderboard across run directories and models, with paired tests on shared questions. */
export interface RunComparison {
  /** Best overall accuracy first (ties: more answers first, then label). */
  entries: LeaderboardEntry[];
  /** Question types present in any run, in the paper's order. */
  types: string[];
  /** Hop counts present, ascending. */
  hops: number[];
  /**
   * Every pair of entries, matched by question id on the questions both answered (judged verdicts
   * on both sides): McNemar's exact test on the discordant pairs. `shared` is 0 for runs on
   * disjoint suites, and the test is then left out ("–").
   */
  pairs: ModelComparison[];
  /** Per run: its directory and how many questions its suite holds. */
  runs: { runDirectory: string; questions: number; models: string[] }[];
  /** Question ids present in every run's suite. */
  questionsInEveryRun: number;
  /** Question ids that share an id but differ in text or gold answer between runs (a warning). */
  conflictingQuestions: string[];
}

const typeOrder = ["yes-no", "multiple-choice", "wh"];

/**
 * Compares models across run directories. Each model of each run is one leaderboard entry, named by
 * its model id, or `model @ run-dir` when the same model appears in several runs. Accuracy (correct
 * / judged answers, with 95% Wilson intervals) comes per question type and per hop count, as in
 * `summary.json`. Pairs are compared on the questions both answered, matched by question id: ids
 * are derived from the fact, type and template, so two suites generated from overlapping facts share
 * those questions, and runs on different suites are compared on their overlap only (possibly none).
 * An id whose text or gold answer differs between runs is listed in `conflictingQuestions`.
 */
export function compareRuns(runs: readonly RunData[]): RunComparison {
  const runsOfModel = new Map<string, Set<string>>();
  for (const run of runs)
    for (const score of run.scores) {
      const set = runsOfModel.get(score.modelId) ?? new Set<string>();
      set.add(run.runDirectory);
      runsOfModel.set(score.modelId, set);
    }
  const labelOf = (modelId: string, runDirectory: string): string =>
    (runsOfModel.get(modelId)?.size ?? 0) > 1 ? `${modelId} @ ${runDirectory}` : modelId;

  const relabelled: ScoredAnswer[] = [];
  const origin = new Map<string, { modelId: string; runDirectory: string }>();
  const questions = new Map<string, Question>();
  const conflicting = new Set<string>();
  for (const run of runs) {
    for (const score of run.scores) {
      const label = labelOf(score.modelId, run.runDirectory);
      origin.set(label, { modelId: score.modelId, runDirectory: run.runDirectory });
      relabelled.push({ ...score, modelId: label });
    }
    for (const question of run.questions) {
      const known = questions.get(question.id);
      if (known === undefined) questions.set(question.id, question);
      else if (known.text !== question.text || known.answer !== question.answer) conflicting.add(question.id);
    }
  }
  const summary = summarize(relabelled, { questions: [...questions.values()] });
  const types = typeOrder.filter((type) => relabelled.some((score) => score.type === type));
  const entries: LeaderboardEntry[] = summary.models.map((label) => {
    const overall = findRow(summary, { modelId: label });
    if (overall === undefined) throw new Error(`no overall row for ${label}`);
    const byType: Partial<Record<string, SummaryCell>> = {};
    for (const type of types) {
      const row = findRow(summary, { modelId: label, type: type as "wh" });
      if (row !== undefined) byType[type] = row.cell;
    }
    const byHops: Partial<Record<string, SummaryCell>> = {};
    for (const hops of summary.hops) {
      const row = findRow(summary, { modelId: label, hops, type: ALL });
      if (row !== undefined) byHops[String(hops)] = row.cell;
    }
    const { modelId, runDirectory } = origin.get(label) ?? { modelId: label, runDirectory: "" };
    return { label, modelId, runDirectory, overall: overall.cell, byType, byHops };
  });
  const accuracyOf = (entry: LeaderboardEntry): number =>
    Number.isNaN(entry.overall.accuracy) ? -1 : entry.overall.accuracy;
  entries.sort(
    (left, right) =>
      accuracyOf(right) - accuracyOf(left) ||
      right.overall.answered - left.overall.answered ||
      left.label.localeCompare(right.label),
  );
  const suites = runs.map((run) => new Set(run.questions.map((question) => question.id)));
  const [firstSuite, ...otherSuites] = suites;
  const questionsInEveryRun =
    firstSuite === undefined
      ? 0
      : [...firstSuite].filter((id) => otherSuites.every((suite) => suite.has(id))).length;
  return {
    entries,
    types,
    hops: summary.hops,
    pairs: summary.comparisons,
    runs: runs.map((run) => ({
      runDirectory: run.runDirectory,
      questions: run.questions.length,
      models: [...new Set(run.scores.map((score) => score.modelId))],
    })),
    questionsInEveryRun,
    conflictingQuestions: [...conflicting],
  };
}
