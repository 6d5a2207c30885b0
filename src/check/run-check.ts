import { describeTopic } from "../knowledge/describe-topic.js";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { readQuestionSuite } from "../io/read-question-suite.js";
import { writeJson, writeJsonl } from "../io/write-jsonl.js";
import type { FactSet } from "../knowledge/fact-set.js";
import type { KnowledgeSource } from "../knowledge/knowledge-source.js";
import { readFactSet } from "../knowledge/read-fact-set.js";
import { retrieveFacts } from "../knowledge/retrieve-facts.js";
import { resolveTopic, type ResolvedTopic } from "../knowledge/topics.js";
import type { LanguageModel } from "../models/language-model.js";
import { generateQuestions } from "../questions/generate-questions.js";
import type { GenerationReport } from "../questions/generation-report.js";
import type { Question, QuestionType } from "../questions/question.js";
import { reportFiles, reportRun } from "../reports/report-run.js";
import type { RunSummary } from "../reports/summarize.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { askIntoRun, type AskIntoRunOptions } from "../runs/ask-into-run.js";
import { paperPrompt } from "../runs/paper-prompt.js";
import { bindRunToSuite } from "../runs/bind-run-to-suite.js";
import { acquireRunLock } from "../runs/run-lock.js";
import { runFiles } from "../runs/run-files.js";
import type { Matcher } from "../scoring/matcher.js";
import { createEntityLinker } from "../scoring/entity-linker.js";
import { scoreRun } from "../scoring/score-run.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";

/** Options of {@link runCheck}. */
export interface RunCheckOptions {
  /** Where the facts come from. */
  source: KnowledgeSource;
  /** The topic as the user wrote it: a catalogue name, `P106=Q82955` or `occupation: emperor`. */
  topic: string;
  /** The model under test. */
  model: LanguageModel;
  /** The run directory: kg.json, questions.jsonl, answers.jsonl, scores.jsonl, summary.json, report.md. */
  runDirectory: string;
  /** How many topic entities to retrieve, most linked first. Default 200. */
  limit?: number;
  /** Question types. Default all three. */
  types?: readonly QuestionType[];
  /** Question hops. Default `[1]` (one-hop only). */
  hops?: readonly (1 | 2)[];
  /** Questions per type. Default 50. */
  perType?: number;
  /** Seed of question generation. Default 1. */
  seed?: number;
  /**
   * The date (YYYY-MM-DD) the user vouches for the current values of a source without dated
   * statements; see `GenerateQuestionsOptions.asOf`.
   */
  asOf?: string;
  /** Calls in flight at once. Default: the model's. */
  concurrency?: number;
  /**
   * Make the knowledge graph and questions anew even if the run directory has them. Default false:
   * a rerun reuses them and asks only what is not yet answered, or failed (resume).
   */
  fresh?: boolean;
  /** The WH matcher. Default: the default matcher (sentence-embedding model from the default cache folder). */
  matcher?: Matcher;
  signal?: AbortSignal;
  /** Called at each stage, for progress output. */
  onStage?: (message: string) => void;
  onAnswer?: (record: AnswerRecord) => void;
  /** Called with the questions before any is asked (to size a progress bar). */
  onQuestions?: (questions: readonly Question[]) => void;
  /** How questions are asked beyond the defaults: prompts, response cache, limits, prices, budget. */
  asking?: Pick<
    AskIntoRunOptions,
    | "buildPrompt"
    | "cache"
    | "providerConcurrency"
    | "prices"
    | "maxCostUsd"
    | "timeoutMs"
    | "retries"
    | "secrets"
  >;
}

/** Everything a check produced. */
export interface RunCheckResult {
  topic: ResolvedTopic | undefined;
  factSet: FactSet;
  questions: Question[];
  generation: GenerationReport | undefined;
  answers: AnswerRecord[];
  scores: ScoredAnswer[];
  summary: RunSummary;
  markdown: string;
  files: ReturnType<typeof runFiles>;
  /** Set when asking stopped early: the first calls all failed with this same non-retryable error. */
  stoppedEarly: { error: string; calls: number } | undefined;
  /** The report files: summary.json, summary.csv, report.md and the one-file report.html. */
  reports: ReturnType<typeof reportFiles>;
}

/**
 * The whole FactChecker pipeline, one topic and one model: topic → fact triplets (SPARQL) →
 * directed graph → one-hop Yes-No, multiple-choice and WH questions → the model's answers (the
 * paper's prompts, temperature 0) → exact-match verdicts → summary and Markdown report. Every stage
 * writes its file into the run directory; rerunning resumes from what is there.
 */
export async function runCheck(options: RunCheckOptions): Promise<RunCheckResult> {
  await mkdir(options.runDirectory, { recursive: true });
  // One writer per run directory: a second process is refused, naming the pid of the first.
  const lock = acquireRunLock(options.runDirectory);
  try {
    return await checkInRun(options);
  } finally {
    lock.release();
  }
}

async function checkInRun(options: RunCheckOptions): Promise<RunCheckResult> {
  const { runDirectory, onStage = () => undefined } = options;
  const files = runFiles(runDirectory);
  const reuse = options.fresh !== true && existsSync(files.factSet) && existsSync(files.questions);

  let topic: ResolvedTopic | undefined;
  let factSet: FactSet;
  let questions: Question[];
  let generation: GenerationReport | undefined;
  if (reuse) {
    factSet = await readFactSet(files.factSet);
    questions = await readQuestionSuite(files.questions);
    onStage(
      `Reusing ${files.factSet} and ${files.questions} (${questions.length} questions); use --fresh to rebuild.`,
    );
  } else {
    topic = await resolveTopic(
      options.topic,
      options.source,
      options.signal === undefined ? {} : { signal: options.signal },
    );
    onStage(describeTopic(topic));
    factSet = await retrieveFacts({
      source: options.source,
      topic,
      limit: options.limit ?? 200,
      ...(options.signal === undefined ? {} : { signal: options.signal }),
    });
    onStage(
      `Retrieved ${factSet.facts.length} facts about ${factSet.seeds.length} ${topic.promptTopic} entities (${factSet.entities.length} entities, ${factSet.relations.length} relations) from ${options.source.name}.`,
    );
    const graph = KnowledgeGraph.fromFactSet(factSet);
    const generated = generateQuestions({
      graph,
      topic: topic.promptTopic,
      ...(options.types === undefined ? {} : { types: options.types }),
      ...(options.hops === undefined ? {} : { hops: options.hops }),
      ...(options.perType === undefined ? {} : { perType: options.perType }),
      ...(options.seed === undefined ? {} : { seed: options.seed }),
      ...(options.asOf === undefined ? {} : { asOf: options.asOf }),
    });
    for (const warning of generated.report.warnings) onStage(`Warning: ${warning}`);
    questions = generated.questions;
    generation = generated.report;
    // Answers, scores and reports of other questions would be mixed with these: start over then.
    const { startedOver } = await bindRunToSuite({
      runDirectory,
      questions,
      suiteName: "the new questions",
      startOverOnMismatch: true,
    });
    if (startedOver && existsSync(files.factSet)) {
      onStage(
        `The questions differ from those in ${runDirectory}: its answers, scores and reports were removed.`,
      );
    }
    await writeJson(files.factSet, factSet);
    await writeJsonl(files.questions, questions);
    await writeJson(`${runDirectory}/generation-report.json`, generation);
    const perType = Object.entries(generation.types)
      .map(([type, report]) => `${report.generated} ${type}`)
      .join(", ");
    onStage(`Generated ${questions.length} questions (${perType}).`);
  }

  options.onQuestions?.(questions);
  const asked = await askIntoRun({
    runDirectory,
    model: options.model,
    questions,
    buildPrompt: paperPrompt,
    // A rerun retries failed calls too: an endpoint that was down may be back.
    retryErrors: true,
    ...options.asking,
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onAnswer === undefined ? {} : { onAnswer: options.onAnswer }),
  });
  if (asked.resumed > 0)
    onStage(`Resumed: ${asked.resumed} answers were already recorded, ${asked.asked} asked now.`);
  // The graph is in memory: the linker is made from it rather than from kg.json again.
  const judged = questions.some((question) => question.judging !== undefined);
  const scores = await scoreRun(runDirectory, {
    ...(options.matcher === undefined ? {} : { matcher: options.matcher }),
    ...(judged ? { linker: createEntityLinker(factSet.entities) } : {}),
  });
  const { summary, markdown, files: reports } = await reportRun(runDirectory, scores);
  return {
    topic,
    factSet,
    questions,
    generation,
    answers: asked.answers,
    scores,
    summary,
    markdown,
    files,
    reports,
    stoppedEarly: asked.models[0]?.stoppedEarly,
  };
}
