import type { Matcher } from "./matcher.js";
import type { MatcherDevItem } from "./matcher-dev-item.js";
import { judgementFromMatch, readAnswer, type Judgement } from "./score-answer.js";

/**
 * How well a matcher finds wrong answers, the paper's Table 4 way: the positive class is "the
 * answer is wrong" (label `incorrect`), predicted when the verdict is `incorrect`. Items labelled
 * `not-attempted` are left out of these figures and counted in `abstentions` instead.
 */
export interface MatcherEvaluation {
  matcherId: string;
  threshold: number | undefined;
  /** Items labelled correct or incorrect. */
  items: number;
  truePositives: number;
  falsePositives: number;
  falseNegatives: number;
  trueNegatives: number;
  /** In [0, 1]; NaN when nothing was predicted wrong. */
  precision: number;
  recall: number;
  f1: number;
  accuracy: number;
  /** Answers the matcher could not judge (`grader-error`). */
  graderErrors: number;
  /** Items labelled `not-attempted`, and how many got that verdict. */
  abstentions: { items: number; detected: number };
  /** The items it got wrong, for review. */
  mistakes: { item: MatcherDevItem; judgement: Judgement }[];
}

/** Judges every item with the matcher (through the same reading as `scoreAnswers`) and counts. */
export async function evaluateMatcher(
  items: readonly MatcherDevItem[],
  matcher: Matcher,
): Promise<MatcherEvaluation> {
  const judgements = await judgeItems(items, matcher);
  return summarizeEvaluation(matcher, items, judgements);
}

/** The verdict of every item under a matcher, in order. */
export async function judgeItems(items: readonly MatcherDevItem[], matcher: Matcher): Promise<Judgement[]> {
  const judgements = new Array<Judgement>(items.length);
  const pending: { index: number; input: Parameters<typeof judgementFromMatch>[0] }[] = [];
  items.forEach((item, index) => {
    const read = readAnswer(
      { type: "wh", answer: item.gold, aliases: item.aliases, text: item.question },
      { response: item.response },
    );
    if ("judgement" in read) judgements[index] = read.judgement;
    else pending.push({ index, input: read.matchInput });
  });
  const results = await matcher.match(pending.map((entry) => entry.input));
  pending.forEach((entry, offset) => {
    const result = results[offset];
    judgements[entry.index] =
      result === undefined
        ? { verdict: "grader-error", parsed: entry.input.answer, reason: "no result" }
        : judgementFromMatch(entry.input, result);
  });
  return judgements;
}

function summarizeEvaluation(
  matcher: Matcher,
  items: readonly MatcherDevItem[],
  judgements: readonly Judgement[],
): MatcherEvaluation {
  let truePositives = 0;
  let falsePositives = 0;
  let falseNegatives = 0;
  let trueNegatives = 0;
  let graderErrors = 0;
  const abstentions = { items: 0, detected: 0 };
  const mistakes: MatcherEvaluation["mistakes"] = [];
  items.forEach((item, index) => {
    const judgement = judgements[index] as Judgement;
    if (judgement.verdict === "grader-error") graderErrors++;
    if (item.label === "not-attempted") {
      abstentions.items++;
      if (judgement.verdict === "not-attempted") abstentions.detected++;
      else mistakes.push({ item, judgement });
      return;
    }
    const actualWrong = item.label === "incorrect";
    const predictedWrong = judgement.verdict === "incorrect";
    if (actualWrong && predictedWrong) truePositives++;
    else if (!actualWrong && predictedWrong) falsePositives++;
    else if (actualWrong && !predictedWrong) falseNegatives++;
    else trueNegatives++;
    if (actualWrong !== predictedWrong) mistakes.push({ item, judgement });
  });
  const total = truePositives + falsePositives + falseNegatives + trueNegatives;
  const precision = truePositives / (truePositives + falsePositives);
  const recall = truePositives / (truePositives + falseNegatives);
  return {
    matcherId: matcher.id,
    threshold: matcher.threshold,
    items: total,
    truePositives,
    falsePositives,
    falseNegatives,
    trueNegatives,
    precision,
    recall,
    f1: (2 * precision * recall) / (precision + recall),
    accuracy: (truePositives + trueNegatives) / total,
    graderErrors,
    abstentions,
    mistakes,
  };
}

/**
 * Evaluates a matcher at each threshold (built by `createAt`), e.g. to calibrate it. Cheap when the
 * matchers share a cached embedding model.
 */
export async function sweepThreshold(
  items: readonly MatcherDevItem[],
  createAt: (threshold: number) => Promise<Matcher> | Matcher,
  thresholds: readonly number[],
): Promise<MatcherEvaluation[]> {
  const evaluations: MatcherEvaluation[] = [];
  for (const threshold of thresholds)
    evaluations.push(await evaluateMatcher(items, await createAt(threshold)));
  return evaluations;
}

/** The evaluation with the best F1 (the lowest threshold among ties). */
export function bestByF1(evaluations: readonly MatcherEvaluation[]): MatcherEvaluation | undefined {
  let best: MatcherEvaluation | undefined;
  for (const evaluation of evaluations) {
    if (Number.isNaN(evaluation.f1)) continue;
    if (best === undefined || evaluation.f1 > best.f1) best = evaluation;
  }
  return best;
}
