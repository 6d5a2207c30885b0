import { existsSync } from "node:fs";
import { mkdir, readFile } from "node:fs/promises";
import { join } from "node:path";
import { FactprobeError } from "../errors.js";
import { writeJson, writeJsonl } from "../io/write-jsonl.js";
import type { LanguageModel } from "../models/language-model.js";
import { buildMessages, defaultMaxTokens, type Demonstration } from "../models/prompts.js";
import type { Question, QuestionType } from "../questions/question.js";
import { readRunData } from "../reports/read-run-data.js";
import { reportRun } from "../reports/report-run.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { askIntoRun } from "../runs/ask-into-run.js";
import type { QuestionPrompt } from "../runs/ask-questions.js";
import { readFactSet } from "../knowledge/read-fact-set.js";
import { runFiles } from "../runs/run-files.js";
import { createEntityLinker } from "../scoring/entity-linker.js";
import type { Matcher } from "../scoring/matcher.js";
import { scoreRun } from "../scoring/score-run.js";
import { answerKey } from "../runs/answer-key.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import { compareImprovement, type ImprovementTable } from "./compare-improvement.js";
import { selectDemonstrations } from "./select-demonstrations.js";

/** Options of {@link improveWithDemonstrations}. */
export interface ImproveWithDemonstrationsOptions {
  /** The scored run whose failures become demonstrations. */
  runDirectory: string;
  /** The model to ask again; its answers in the run are the "original" column. */
  model: LanguageModel;
  /** Demonstrations per question type. Default 4. */
  k?: number;
  /** Where the enhanced run goes. Default `<run>/improve-icl`. */
  outDirectory?: string;
  /** Evaluate at most this many questions, taken from each type in turn. Default all. */
  limit?: number;
  concurrency?: number;
  signal?: AbortSignal;
  onAnswer?: (record: AnswerRecord) => void;
  /** Called with the evaluation questions before any is asked. */
  onQuestions?: (questions: readonly Question[]) => void;
  /**
   * The WH matcher that judges both the original and the enhanced answers (the same one, so the
   * comparison is fair). Default: `scoreRun`'s default matcher.
   */
  matcher?: Matcher;
}

/** What {@link improveWithDemonstrations} did. */
export interface ImproveWithDemonstrationsResult {
  demonstrations: Record<QuestionType, Question[]>;
  evaluation: Question[];
  /** Questions left out because they share an entity with a demonstration. */
  excluded: number;
  original: ScoredAnswer[];
  enhanced: ScoredAnswer[];
  table: ImprovementTable;
  outDirectory: string;
}

/** The reply a demonstration shows: "Yes"/"No", the option letter, or the answer's label. */
export function demonstrationAnswer(question: Question): string {
  return question.type === "wh" ? question.answerLabel : question.answer;
}

/** The paper's prompt for a question with solved demonstrations of its type before it. */
export function demonstrationPrompt(
  demonstrations: Readonly<Record<QuestionType, readonly Question[]>>,
): (question: Question) => QuestionPrompt {
  return (question) => {
    const solved: Demonstration[] = demonstrations[question.type].map((demonstration) => ({
      question: demonstration,
      answer: demonstrationAnswer(demonstration),
    }));
    return {
      messages: buildMessages({ question, topic: question.topic, demonstrations: solved }),
      maxTokens: defaultMaxTokens[question.type],
    };
  };
}

/**
 * In-context improvement (the paper's RQ3, section 4.5): takes k questions per type that the model
 * failed in a run, with their gold answers, as demonstrations after the paper's prompt; asks the
 * model the evaluation questions (entity-disjoint from the demonstrations) again in a run directory
 * of its own (resumable like any run), scores them, and compares with the model's original answers
 * to the same questions (paired, McNemar). Writes `demonstrations.json`, `questions.jsonl`,
 * `answers.jsonl`, `scores.jsonl`, the reports and `improvement.json` into the output directory, and
 * the original answers to the evaluation questions, rescored by the same matcher, into `original/`.
 */
export async function improveWithDemonstrations(
  options: ImproveWithDemonstrationsOptions,
): Promise<ImproveWithDemonstrationsResult> {
  const data = await readRunData(options.runDirectory);
  const modelId = options.model.id;
  const ofModel = data.scores.filter((score) => score.modelId === modelId);
  if (ofModel.length === 0) {
    const models = [...new Set(data.scores.map((score) => score.modelId))];
    throw new FactprobeError(
      "model-not-in-run",
      `${options.runDirectory} has no answers of ${modelId}; it has ${models.length === 0 ? "no answers at all" : models.join(", ")}.`,
      { hint: "Improve a model on a run it answered: pass --model with one of the run's models." },
    );
  }
  const split = selectDemonstrations({
    questions: data.questions,
    scores: ofModel,
    ...(options.k === undefined ? {} : { k: options.k }),
  });
  const answered = new Set(ofModel.map((score) => score.questionId));
  const evaluation = interleaveByType(split.evaluation.filter((question) => answered.has(question.id))).slice(
    0,
    options.limit ?? Number.POSITIVE_INFINITY,
  );
  if (Object.values(split.demonstrations).every((list) => list.length === 0)) {
    throw new FactprobeError(
      "no-demonstrations",
      `${modelId} failed no question in ${options.runDirectory}: there is nothing to build demonstrations from.`,
    );
  }
  const outDirectory = options.outDirectory ?? join(options.runDirectory, "improve-icl");
  await mkdir(outDirectory, { recursive: true });
  const demonstrationsFile = join(outDirectory, "demonstrations.json");
  const demonstrationIds = Object.fromEntries(
    Object.entries(split.demonstrations).map(([type, list]) => [type, list.map((question) => question.id)]),
  );
  if (existsSync(demonstrationsFile)) {
    const previous = JSON.parse(await readFile(demonstrationsFile, "utf8")) as { ids?: unknown };
    if (JSON.stringify(previous.ids) !== JSON.stringify(demonstrationIds)) {
      throw new FactprobeError(
        "stale-improvement-run",
        `${outDirectory} holds answers asked with other demonstrations.`,
        { hint: "Give another --out directory, or delete that one to start again." },
      );
    }
  }
  await writeJson(demonstrationsFile, {
    version: 1,
    run: options.runDirectory,
    modelId,
    k: options.k ?? 4,
    ids: demonstrationIds,
    demonstrations: split.demonstrations,
  });
  await writeJsonl(join(outDirectory, "questions.jsonl"), evaluation);
  options.onQuestions?.(evaluation);
  await askIntoRun({
    runDirectory: outDirectory,
    model: options.model,
    questions: evaluation,
    buildPrompt: demonstrationPrompt(split.demonstrations),
    retryErrors: true,
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onAnswer === undefined ? {} : { onAnswer: options.onAnswer }),
  });
  // Both sides are judged with the original run's graph (the new directories have no kg.json), so
  // the evidence rules see the same entities before and after.
  const factSetPath = runFiles(options.runDirectory).factSet;
  const linker =
    evaluation.some((question) => question.judging !== undefined) && existsSync(factSetPath)
      ? await (async () => {
          const factSet = await readFactSet(factSetPath);
          return createEntityLinker(factSet.entities, {
            facts: factSet.facts,
            classes: factSet.classes ?? [],
          });
        })()
      : undefined;
  const scoring = {
    ...(options.matcher === undefined ? {} : { matcher: options.matcher }),
    ...(linker === undefined ? {} : { linker }),
  };
  const enhanced = await scoreRun(outDirectory, scoring);
  await reportRun(outDirectory, enhanced);
  // The original answers to the same questions, judged again by the same matcher as the enhanced
  // ones: the run's scores.jsonl may come from another factprobe version or matcher.
  const originalDirectory = join(outDirectory, "original");
  await mkdir(originalDirectory, { recursive: true });
  const originalAnswers = new Map(
    data.answers.map((answer) => [answerKey(answer.modelId, answer.questionId), answer]),
  );
  await writeJsonl(join(originalDirectory, "questions.jsonl"), evaluation);
  await writeJsonl(
    join(originalDirectory, "answers.jsonl"),
    evaluation.flatMap((question) => originalAnswers.get(answerKey(modelId, question.id)) ?? []),
  );
  const original = await scoreRun(originalDirectory, scoring);
  const k = options.k ?? 4;
  const table = compareImprovement(original, enhanced, {
    original: `${modelId} (paper prompt)`,
    enhanced: `${modelId} + ${k} demonstrations per type`,
  });
  await writeJson(join(outDirectory, "improvement.json"), { version: 1, method: "in-context", k, table });
  return { ...split, evaluation, original, enhanced, table, outDirectory };
}

/** Questions reordered one of each type in turn (suite order within a type), so a limit keeps types balanced. */
function interleaveByType(questions: readonly Question[]): Question[] {
  const queues = new Map<string, Question[]>();
  for (const question of questions)
    queues.set(question.type, [...(queues.get(question.type) ?? []), question]);
  const result: Question[] = [];
  const lists = [...queues.values()];
  for (let index = 0; result.length < questions.length; index += 1)
    for (const list of lists) {
      const question = list[index];
      if (question !== undefined) result.push(question);
    }
  return result;
}
