import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { openJsonlAppender } from "../io/append-jsonl.js";
import { readJsonl } from "../io/read-jsonl.js";
import { answerKey } from "./answer-key.js";
import { answerRecordSchema, type AnswerRecord } from "./answer-record.js";
import { askQuestions, type AskQuestionsOptions } from "./ask-questions.js";

/** The answer log's file name inside a run directory. */
export const ANSWERS_FILE = "answers.jsonl";

/** Options of {@link askIntoRun}: those of `askQuestions` plus the run directory. */
export interface AskIntoRunOptions extends AskQuestionsOptions {
  /** The run directory; `answers.jsonl` is appended there. */
  runDirectory: string;
  /** Ask again the questions whose recorded answer is an error. Default false. */
  retryErrors?: boolean;
}

/** What {@link askIntoRun} did. */
export interface AskIntoRunResult {
  /** Every answer of this model to these questions, in question order. */
  answers: AnswerRecord[];
  /** Answers found in the log from an earlier, interrupted or finished, run. */
  resumed: number;
  /** Answers asked now. */
  asked: number;
}

/**
 * Asks the questions not yet answered in the run directory's `answers.jsonl` and appends each
 * answer as it arrives, so that a killed run, rerun with the same command, continues where it
 * stopped with no answer lost or duplicated. A partial last line left by a kill is cut off.
 */
export async function askIntoRun(options: AskIntoRunOptions): Promise<AskIntoRunResult> {
  await mkdir(options.runDirectory, { recursive: true });
  const path = join(options.runDirectory, ANSWERS_FILE);
  const existing = existsSync(path)
    ? await readJsonl(path, { schema: answerRecordSchema, tolerateTruncatedTail: true })
    : { records: [], validBytes: 0, droppedTail: false };
  const latest = new Map<string, AnswerRecord>();
  for (const record of existing.records) latest.set(answerKey(record.modelId, record.questionId), record);

  const pending = options.questions.filter((question) => {
    const recorded = latest.get(answerKey(options.model.id, question.id));
    return recorded === undefined || (options.retryErrors === true && recorded.error !== undefined);
  });
  const appender = openJsonlAppender(path, { validBytes: existing.validBytes });
  const resumed = options.questions.length - pending.length;
  try {
    await askQuestions({
      ...options,
      questions: pending,
      onAnswer: (record) => {
        appender.append(record);
        latest.set(answerKey(record.modelId, record.questionId), record);
        options.onAnswer?.(record);
      },
    });
  } finally {
    appender.close();
  }
  const answers = options.questions
    .map((question) => latest.get(answerKey(options.model.id, question.id)))
    .filter((record): record is AnswerRecord => record !== undefined);
  return { answers, resumed, asked: answers.length - resumed };
}
