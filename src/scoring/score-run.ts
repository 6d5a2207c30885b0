import { existsSync } from "node:fs";
import { homedir } from "node:os";
import { FactprobeError } from "../errors.js";
import { readFactSet } from "../knowledge/read-fact-set.js";
import { readJsonl } from "../io/read-jsonl.js";
import { readQuestionSuite } from "../io/read-question-suite.js";
import { writeJsonl } from "../io/write-jsonl.js";
import { answerKey } from "../runs/answer-key.js";
import { answerRecordSchema, type AnswerRecord } from "../runs/answer-record.js";
import { runFiles } from "../runs/run-files.js";
import { createWorkerEmbeddingModel } from "./create-worker-embedding-model.js";
import { createDefaultMatcher } from "./default-matcher.js";
import { defaultEmbeddingModelPath } from "./embedding-model-path.js";
import { createEntityLinker, type EntityLinker, type LinkableEntity } from "./entity-linker.js";
import type { Fact } from "../knowledge/fact-set.js";
import type { Matcher } from "./matcher.js";
import { scoreAnswers } from "./score-answers.js";
import type { ScoredAnswer } from "./scored-answer.js";

/** Options of {@link scoreRun}. */
export interface ScoreRunOptions {
  /**
   * The WH matcher. Default: the default matcher with the sentence-embedding model from the default
   * cache folder (`defaultEmbeddingModelPath` of this process's environment), disposed afterwards.
   */
  matcher?: Matcher;
  signal?: AbortSignal;
  /**
   * Links WH answers to entities for the evidence rules. Default: one over the entities of the run
   * directory's `kg.json`, built once, when the file exists and a question carries `judging`;
   * otherwise none.
   */
  linker?: EntityLinker;
  /** Answers given to the matcher at once (default 512); a batch-API judge takes them all in one. */
  batchSize?: number;
}

/**
 * (Re)scores the recorded answers of a run directory without asking any model: reads
 * `questions.jsonl` and `answers.jsonl` (the latest answer per model and question wins), judges
 * them with the matcher (and, for questions with `judging`, links answers to the entities of
 * `kg.json`) and writes `scores.jsonl`.
 */
export async function scoreRun(runDirectory: string, options: ScoreRunOptions = {}): Promise<ScoredAnswer[]> {
  const files = runFiles(runDirectory);
  for (const path of [files.questions, files.answers]) {
    if (!existsSync(path)) {
      throw new FactprobeError(
        "missing-run-file",
        `${path} does not exist: ${runDirectory} is not a run directory.`,
        {
          hint: "Run `factprobe ask <suite.jsonl> --model <id> --out <run-dir>` (or `factprobe check`) first.",
        },
      );
    }
  }
  const questions = await readQuestionSuite(files.questions);
  const { records } = await readJsonl(files.answers, {
    schema: answerRecordSchema,
    tolerateTruncatedTail: true,
  });
  const latest = new Map<string, AnswerRecord>();
  for (const record of records) latest.set(answerKey(record.modelId, record.questionId), record);
  const known = new Set(questions.map((question) => question.id));
  const strangers = [...latest.values()].filter((record) => !known.has(record.questionId));
  if (strangers.length > 0) {
    throw new FactprobeError(
      "run-suite-mismatch",
      `${files.answers} holds ${strangers.length} answers to questions that ${files.questions} lacks (e.g. "${strangers[0]?.questionId ?? ""}"): ${runDirectory} mixes two question suites.`,
      { hint: "Ask the suite again with `factprobe ask <suite.jsonl> ... --fresh` (or into a new --out)." },
    );
  }
  const linker =
    options.linker ??
    (questions.some((question) => question.judging !== undefined) && existsSync(files.factSet)
      ? linkerOf(await readFactSet(files.factSet))
      : undefined);
  const matcher =
    options.matcher ??
    createDefaultMatcher({
      embeddingModel: createWorkerEmbeddingModel({
        // The library reads no environment: callers with FACTPROBE_CACHE_DIR set pass a matcher.
        modelPath: defaultEmbeddingModelPath({ env: {}, homedir: homedir() }),
      }),
    });
  try {
    const scores = await scoreAnswers(questions, [...latest.values()], {
      matcher,
      ...(linker === undefined ? {} : { linker }),
      ...(options.signal === undefined ? {} : { signal: options.signal }),
      ...(options.batchSize === undefined ? {} : { batchSize: options.batchSize }),
    });
    await writeJsonl(files.scores, scores);
    return scores;
  } finally {
    if (options.matcher === undefined) await matcher.dispose?.();
  }
}

/**
 * A linker over a run's fact set: its entities' names, its facts for `liesWithin`, and its class
 * labels for the divisions that make two places near.
 */
function linkerOf(factSet: {
  entities: LinkableEntity[];
  facts: Fact[];
  classes?: { id: string; label: string }[] | undefined;
}): EntityLinker {
  return createEntityLinker(factSet.entities, { facts: factSet.facts, classes: factSet.classes ?? [] });
}
