import type { Question, QuestionType } from "../questions/question.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import type { Verdict } from "../scoring/verdict.js";
import { compareModels, type ModelComparison } from "./compare-models.js";
import { findInconsistentFacts, type ConsistencySummary } from "./find-inconsistent-facts.js";
import { createDomainOfTopic, domainOrder } from "./topic-domain.js";
import { breakDownTwoHopFailures, type TwoHopBreakdown } from "./two-hop-breakdown.js";
import { wilsonInterval } from "./wilson-interval.js";
import type { CheckTimings } from "../check/check-timings.js";
import type { ScoringStamp } from "../check/reusable-scores.js";

/** Counts and accuracy of one group of answers. */
export interface SummaryCell {
  /**
   * Answers the model gave and that were judged (every verdict but `error`, `grader-error` and
   * `truncated`): the denominator of accuracy.
   */
  answered: number;
  counts: Record<Verdict, number>;
  /**
   * Responses that hit the token (or size) limit, whatever their verdict: `counts.truncated` of
   * them had no readable answer; the rest were read from the start of the response.
   */
  hitTokenLimit: number;
  /** correct / answered; NaN (`null` in JSON) when nothing was answered. */
  accuracy: number;
  /** 95% Wilson interval of accuracy. */
  interval: [number, number];
  /**
   * Shares of `answered`: factual errors (`incorrect`, the only ones), true but broader answers
   * (`less-specific`), answers the source can neither confirm nor refute (`unverified`),
   * abstentions (`not-attempted`), `unparseable`.
   */
  rates: {
    incorrect: number;
    lessSpecific: number;
    unverified: number;
    notAttempted: number;
    unparseable: number;
  };
}

/** The value of a dimension that a row sums over. */
export const ALL = "all" as const;

/**
 * One row of a summary: a model and one group of its answers. A dimension set to `"all"` is summed
 * over, so `{ domain: "all", topic: "all", type: "yes-no", hops: "all" }` is the model's Yes-No
 * accuracy over everything.
 */
export interface SummaryRow {
  modelId: string;
  /** The paper's domain of the topic (People, Place, Event, Medical, Art; Other), or "all". */
  domain: string;
  topic: string;
  type: QuestionType | typeof ALL;
  hops: number | typeof ALL;
  cell: SummaryCell;
}

/**
 * The on-disk format version of a summary (`summary.json`). Version 1 had per-type rows only;
 * version 2 had no `less-specific` and `unverified` counts and rates; version 3 had no `timings`
 * and `scoring`; version 4 had no `truncated` count and `hitTokenLimit`.
 */
export const SUMMARY_VERSION = 5;

/**
 * Accuracy per model × domain/topic × question type × hops (the paper's Tables 5 and 6), with paired
 * comparisons of models, the two-hop failure breakdown and cross-type consistency.
 */
export interface RunSummary {
  version: typeof SUMMARY_VERSION;
  /** Models in order of first appearance. */
  models: string[];
  topics: string[];
  /** Domains present, in the paper's order. */
  domains: string[];
  /** Hop counts present, ascending. */
  hops: number[];
  rows: SummaryRow[];
  /** Every pair of models, on the questions both answered (empty with one model). */
  comparisons: ModelComparison[];
  /** Per model with two-hop answers: failures split by the sub-questions' verdicts. */
  twoHop: TwoHopBreakdown[];
  /** Per model: facts answered inconsistently across Yes-No, multiple-choice and WH questions. */
  consistency: ConsistencySummary[];
  /** Where the run's time went, stage by stage, when `check` wrote the summary. */
  timings?: CheckTimings;
  /** What the scores were made from, when `check` wrote the summary: a rerun with the same stamp reuses them. */
  scoring?: ScoringStamp;
}

/** What {@link summarize} needs besides the scores. */
export interface SummarizeOptions {
  /** The questions (for the two-hop breakdown and consistency); without them both are empty. */
  questions?: readonly Question[];
}

const typeOrder: readonly QuestionType[] = ["yes-no", "multiple-choice", "wh"];

/**
 * Summarises judged answers: for every model, rows by question type (and "all") overall, per
 * domain, per topic and per hop count. Failed calls (`error`), failed judging (`grader-error`) and
 * responses cut off before any answer (`truncated`) are counted but left out of accuracy: they say
 * nothing of the model's knowledge. Rows come in a
 * fixed order: per model, overall rows first (the first `type: "all"` row of a model is its overall
 * accuracy), then domains, topics and hops.
 */
export function summarize(scores: readonly ScoredAnswer[], options: SummarizeOptions = {}): RunSummary {
  const catalogueDomainOf = createDomainOfTopic();
  const domains = new Map<string, string>();
  const domainOf = (topic: string): string => {
    let domain = domains.get(topic);
    if (domain === undefined) {
      domain = catalogueDomainOf(topic);
      domains.set(topic, domain);
    }
    return domain;
  };
  const models = [...new Set(scores.map((score) => score.modelId))];
  const topics = [...new Set(scores.map((score) => score.topic))];
  const presentDomains = new Set(topics.map(domainOf));
  const orderedDomains = domainOrder().filter((domain) => presentDomains.has(domain));
  const hops = [...new Set(scores.map((score) => score.hops))].sort((left, right) => left - right);
  const types = typeOrder.filter((type) => scores.some((score) => score.type === type));

  const groups = new Map<string, ScoredAnswer[]>();
  const keyOf = (modelId: string, domain: string, topic: string, type: string, hop: string): string =>
    `${modelId}\u0000${domain}\u0000${topic}\u0000${type}\u0000${hop}`;
  const add = (key: string, score: ScoredAnswer): void => {
    const group = groups.get(key);
    if (group === undefined) groups.set(key, [score]);
    else group.push(score);
  };
  for (const score of scores) {
    const domain = domainOf(score.topic);
    const hop = String(score.hops);
    for (const type of [score.type, ALL]) {
      add(keyOf(score.modelId, ALL, ALL, type, ALL), score);
      add(keyOf(score.modelId, domain, ALL, type, ALL), score);
      add(keyOf(score.modelId, domain, score.topic, type, ALL), score);
      add(keyOf(score.modelId, ALL, ALL, type, hop), score);
    }
  }
  const rows: SummaryRow[] = [];
  const push = (row: Omit<SummaryRow, "cell">): void => {
    const group = groups.get(keyOf(row.modelId, row.domain, row.topic, row.type, String(row.hops)));
    if (group !== undefined) rows.push({ ...row, cell: summarizeCell(group) });
  };
  const typesAndAll = [...types, ALL] as const;
  for (const modelId of models) {
    for (const type of typesAndAll) push({ modelId, domain: ALL, topic: ALL, type, hops: ALL });
    for (const domain of orderedDomains)
      for (const type of typesAndAll) push({ modelId, domain, topic: ALL, type, hops: ALL });
    for (const topic of topics)
      for (const type of typesAndAll) push({ modelId, domain: domainOf(topic), topic, type, hops: ALL });
    for (const hop of hops)
      for (const type of typesAndAll) push({ modelId, domain: ALL, topic: ALL, type, hops: hop });
  }

  const questions = options.questions ?? [];
  return {
    version: SUMMARY_VERSION,
    models,
    topics,
    domains: orderedDomains,
    hops,
    rows,
    comparisons: compareModels(scores),
    twoHop: breakDownTwoHopFailures(scores, questions),
    consistency: findInconsistentFacts(scores, questions),
  };
}

export { isJudged } from "../scoring/verdict.js";

/**
 * Counts verdicts and computes accuracy with its 95% Wilson interval and the shares of each other
 * verdict. Accuracy = correct / answered: `less-specific` and `unverified` answers are answered but
 * not correct, so they lower accuracy without being factual errors (their own rates say how much).
 */
export function summarizeCell(scores: readonly ScoredAnswer[]): SummaryCell {
  const counts: Record<Verdict, number> = {
    correct: 0,
    incorrect: 0,
    "less-specific": 0,
    unverified: 0,
    "not-attempted": 0,
    unparseable: 0,
    truncated: 0,
    error: 0,
    "grader-error": 0,
  };
  let hitTokenLimit = 0;
  for (const score of scores) {
    counts[score.verdict] += 1;
    if (score.hitTokenLimit === true || score.verdict === "truncated") hitTokenLimit += 1;
  }
  const answered = scores.length - counts.error - counts["grader-error"] - counts.truncated;
  const share = (count: number): number => (answered === 0 ? Number.NaN : count / answered);
  return {
    answered,
    counts,
    hitTokenLimit,
    accuracy: share(counts.correct),
    interval: wilsonInterval(counts.correct, answered),
    rates: {
      incorrect: share(counts.incorrect),
      lessSpecific: share(counts["less-specific"]),
      unverified: share(counts.unverified),
      notAttempted: share(counts["not-attempted"]),
      unparseable: share(counts.unparseable),
    },
  };
}

/** Finds one row of a summary; dimensions left out are "all". */
export function findRow(
  summary: RunSummary,
  query: { modelId: string } & Partial<Omit<SummaryRow, "modelId" | "cell">>,
): SummaryRow | undefined {
  const { modelId, domain = ALL, topic = ALL, type = ALL, hops = ALL } = query;
  return summary.rows.find(
    (row) =>
      row.modelId === modelId &&
      row.domain === domain &&
      row.topic === topic &&
      row.type === type &&
      row.hops === hops,
  );
}
