import { createHash } from "node:crypto";
import { existsSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { RunSuiteMismatchError } from "../errors.js";
import { readQuestionSuite } from "../io/read-question-suite.js";
import type { Question } from "../questions/question.js";
import { runFiles } from "./run-files.js";

/** The files a run directory gets from asking, scoring and reporting (what starting over removes). */
export function runOutputFiles(runDirectory: string): string[] {
  const files = runFiles(runDirectory);
  return [
    files.questions,
    files.answers,
    files.scores,
    files.summary,
    files.report,
    join(runDirectory, "summary.csv"),
    join(runDirectory, "report.html"),
    // Batch mode's log: its batches answer the old suite's questions.
    join(runDirectory, "batches.jsonl"),
  ];
}

/** The SHA-256 of a suite's questions, as validated records (formatting and key order do not count). */
export function suiteHash(questions: readonly Question[]): string {
  const hash = createHash("sha256");
  for (const question of questions) hash.update(`${JSON.stringify(question)}\n`);
  return hash.digest("hex");
}

/** Options of {@link bindRunToSuite}. */
export interface BindRunToSuiteOptions {
  runDirectory: string;
  /** The suite about to be asked. */
  questions: readonly Question[];
  /** How to name the suite in a message, e.g. its path. */
  suiteName: string;
  /**
   * Start over: remove the run's questions, answers, scores and reports first. Default false: a
   * run directory that holds a different suite is refused.
   */
  fresh?: boolean;
  /** Start over only when the suite differs (what `check --fresh` does). Default false. */
  startOverOnMismatch?: boolean;
  /** The command to suggest for starting over. Default `--fresh`. */
  freshHint?: string;
}

/**
 * Binds a run directory to one question suite by its hash: the run's `questions.jsonl` (when there
 * is one) must be the same suite, so a rerun resumes; a different suite is a
 * `RunSuiteMismatchError` (its answers, scores and reports belong to the old one), unless `fresh`
 * (or `startOverOnMismatch`) starts over. Returns whether it started over.
 */
export async function bindRunToSuite(options: BindRunToSuiteOptions): Promise<{ startedOver: boolean }> {
  const { runDirectory } = options;
  const files = runFiles(runDirectory);
  const startOver = async (): Promise<{ startedOver: boolean }> => {
    await Promise.all(runOutputFiles(runDirectory).map((path) => rm(path, { force: true })));
    return { startedOver: true };
  };
  if (options.fresh === true) return await startOver();
  if (!existsSync(files.questions)) return { startedOver: false };
  const recorded = await readQuestionSuite(files.questions);
  const recordedHash = suiteHash(recorded);
  const hash = suiteHash(options.questions);
  if (recordedHash === hash) return { startedOver: false };
  if (options.startOverOnMismatch === true) return await startOver();
  throw new RunSuiteMismatchError(
    runDirectory,
    `${runDirectory} holds the run of another question suite (${recorded.length} questions, sha256 ${recordedHash.slice(0, 12)}) than ${options.suiteName} (${options.questions.length} questions, sha256 ${hash.slice(0, 12)}); its answers, scores and reports belong to that suite.`,
    {
      hint: `Ask into a new --out directory, or pass ${options.freshHint ?? "--fresh"} to start over in this one (its answers are deleted; cached responses are reused).`,
    },
  );
}
