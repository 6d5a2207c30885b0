import { collectFailures, factText, goldText, wikidataUrl } from "../reports/collect-failures.js";
import type { RunData } from "../reports/read-run-data.js";
import { createSeededRandom } from "../questions/seeded-random.js";
import type { Verdict } from "../scoring/verdict.js";
import { REVIEW_VERSION, type ReviewFile, type ReviewItem } from "./review-file.js";

/** What a reviewer is asked to do, written into every review file. */
export const reviewInstructions =
  'For each item, answer the question yourself (the Wikidata links help), then set "label" to "valid" (the model\'s answer is a real factual error), "false-alarm" (the model\'s answer is right or acceptable: the question, the gold answer or the matcher is wrong) or "unsure", and optionally explain in "note". Then run `factprobe review stats <this file>`.';

/** Options of {@link sampleFailures}. */
export interface SampleFailuresOptions {
  /** How many failures to sample. Default 100 (the paper's). */
  n?: number;
  /** Default 1. */
  seed?: number;
  /** Which verdicts count as flagged failures. Default `incorrect` (the factual errors). */
  verdicts?: readonly Verdict[];
}

/**
 * Draws a seeded random sample of a run's flagged failures for manual review (the paper's RQ2: 100
 * failures, 93 valid). Each item carries the question, the model's response, the gold answer and
 * aliases, the verdict and matcher score, and Wikidata links; `label` and `note` are left for the
 * reviewer. Items come in question order, so a reviewer can work through them by topic.
 */
export function sampleFailures(data: RunData, options: SampleFailuresOptions = {}): ReviewFile {
  const wanted = new Set<Verdict>(options.verdicts ?? ["incorrect"]);
  const seed = options.seed ?? 1;
  const failures = collectFailures(data).filter(
    (failure) => wanted.has(failure.score.verdict) && failure.question !== undefined,
  );
  const random = createSeededRandom(seed);
  const positions = new Map(failures.map((failure, index) => [failure, index]));
  const sample = random
    .shuffle(failures)
    .slice(0, options.n ?? 100)
    .sort((left, right) => (positions.get(left) ?? 0) - (positions.get(right) ?? 0));
  const items = sample.flatMap((failure, index): ReviewItem[] => {
    const { question, score } = failure;
    if (question === undefined) return [];
    return [
      {
        id: index + 1,
        questionId: question.id,
        modelId: score.modelId,
        type: question.type,
        hops: question.hops,
        topic: question.topic,
        question: question.text,
        ...(question.options === undefined ? {} : { options: question.options }),
        gold: goldText(question),
        answerLabel: question.answerLabel,
        aliases: question.aliases,
        facts: question.facts.map((fact) => ({
          text: factText(fact),
          links: [fact.subject, fact.relation, fact.object].flatMap((id) => wikidataUrl(id) ?? []),
        })),
        response: failure.response ?? "",
        ...(failure.reasoning === undefined ? {} : { reasoning: failure.reasoning }),
        verdict: score.verdict,
        reason: score.reason,
        matcher: score.matcher,
        ...(score.score === undefined ? {} : { score: score.score }),
        label: null,
        note: "",
      },
    ];
  });
  return {
    version: REVIEW_VERSION,
    kind: "factprobe-review",
    run: data.runDirectory,
    seed,
    population: failures.length,
    instructions: reviewInstructions,
    items,
  };
}
