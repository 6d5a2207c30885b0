import { existsSync } from "node:fs";
import { FactprobeError } from "../errors.js";
import { questionSchema, QUESTION_VERSION, type Question } from "../questions/question.js";
import { answerKey } from "../runs/answer-key.js";
import { ANSWER_VERSION, answerRecordSchema, type AnswerRecord } from "../runs/answer-record.js";
import { runFiles } from "../runs/run-files.js";
import { SCORE_VERSION, scoredAnswerSchema, type ScoredAnswer } from "../scoring/scored-answer.js";
import { readVersionedJsonl } from "./read-versioned-jsonl.js";

/** A scored run, as read from its directory: what every report and review is made from. */
export interface RunData {
  runDirectory: string;
  questions: Question[];
  /** The latest answer per model and question. */
  answers: AnswerRecord[];
  scores: ScoredAnswer[];
}

/**
 * Reads a scored run directory: `questions.jsonl`, `answers.jsonl` (latest record per model and
 * question) and `scores.jsonl`. A missing file fails with a `FactprobeError` that names the command
 * that writes it; a file of another format version fails with both versions named. Pass `scores`
 * when they were just computed, to skip reading `scores.jsonl`.
 */
export async function readRunData(
  runDirectory: string,
  options: { scores?: readonly ScoredAnswer[] } = {},
): Promise<RunData> {
  const files = runFiles(runDirectory);
  const hints: Record<string, string> = {
    [files.questions]: "Run `factprobe check` or `factprobe ask <suite.jsonl> --out <run-dir>` first.",
    [files.answers]: "Run `factprobe ask <suite.jsonl> --model <id> --out <run-dir>` first.",
    ...(options.scores === undefined
      ? { [files.scores]: `Run \`factprobe score ${runDirectory}\` first.` }
      : {}),
  };
  for (const [path, hint] of Object.entries(hints)) {
    if (!existsSync(path))
      throw new FactprobeError(
        "missing-run-file",
        `${path} does not exist: ${runDirectory} is not a scored run.`,
        {
          hint,
        },
      );
  }
  const questions = await readVersionedJsonl({
    path: files.questions,
    schema: questionSchema,
    kind: "questions.jsonl",
    version: QUESTION_VERSION,
  });
  const answerRecords = await readVersionedJsonl({
    path: files.answers,
    schema: answerRecordSchema,
    kind: "answers.jsonl",
    version: ANSWER_VERSION,
    alsoReads: [1],
    tolerateTruncatedTail: true,
  });
  const latest = new Map<string, AnswerRecord>();
  for (const record of answerRecords) latest.set(answerKey(record.modelId, record.questionId), record);
  const scores =
    options.scores === undefined
      ? await readVersionedJsonl({
          path: files.scores,
          schema: scoredAnswerSchema,
          kind: "scores.jsonl",
          version: SCORE_VERSION,
          alsoReads: [1, 2],
        })
      : [...options.scores];
  return { runDirectory, questions, answers: [...latest.values()], scores };
}
