import { createHash } from "node:crypto";
import { readFile, stat } from "node:fs/promises";
import { readJsonl } from "../io/read-jsonl.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { runFiles } from "../runs/run-files.js";
import { SCORE_VERSION, scoredAnswerSchema, type ScoredAnswer } from "../scoring/scored-answer.js";

/** What a run's scores were made from, as `check` records it in summary.json (`scoring`). */
export interface ScoringStamp {
  /** The WH matcher's id. */
  matcher: string;
  /** SHA-256 of the scores' format version, questions.jsonl and the answers (responses, errors). */
  inputs: string;
}

/**
 * The stamp of scoring `answers` to the questions of `questionsFile` (its bytes: a question read back
 * from the file is not always the same object as the one generated) with the matcher `matcherId`.
 */
export async function scoringStamp(
  matcherId: string,
  questionsFile: string,
  answers: readonly AnswerRecord[],
): Promise<ScoringStamp> {
  const hash = createHash("sha256");
  hash.update(`scores v${SCORE_VERSION}\u0001`);
  hash.update(await readFile(questionsFile));
  for (const answer of answers)
    hash.update(
      `${answer.modelId}\u0000${answer.questionId}\u0000${answer.response ?? ""}\u0000${answer.error ?? ""}\u0001`,
    );
  return { matcher: matcherId, inputs: hash.digest("hex") };
}

/**
 * The scores a previous `check` left in a run directory, when they are still the scores of these
 * answers: its `summary.json` carries the same {@link ScoringStamp} and is not older than
 * `scores.jsonl`. Otherwise undefined, and the run is scored again. `factprobe score` and
 * `factprobe report` rewrite summary.json without a stamp, so a rerun after them scores again.
 */
export async function reusableScores(options: {
  runDirectory: string;
  stamp: ScoringStamp;
}): Promise<ScoredAnswer[] | undefined> {
  const files = runFiles(options.runDirectory);
  try {
    const [summaryTime, scoresTime] = await Promise.all(
      [files.summary, files.scores].map(async (path) => (await stat(path)).mtimeMs),
    );
    if (summaryTime === undefined || scoresTime === undefined || summaryTime < scoresTime) return undefined;
    const summary = JSON.parse(await readFile(files.summary, "utf8")) as { scoring?: Partial<ScoringStamp> };
    if (summary.scoring?.matcher !== options.stamp.matcher || summary.scoring.inputs !== options.stamp.inputs)
      return undefined;
    const { records } = await readJsonl(files.scores, { schema: scoredAnswerSchema });
    return records;
  } catch {
    return undefined; // a file missing or unreadable: score again
  }
}
