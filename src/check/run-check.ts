import { describeTopic } from "../knowledge/describe-topic.js";
import { existsSync } from "node:fs";
import { mkdir } from "node:fs/promises";
import { KnowledgeGraph } from "../graph/knowledge-graph.js";
import { readQuestionSuite } from "../io/read-question-suite.js";
import { writeJson, writeJsonl } from "../io/write-jsonl.js";
import type { FactSet } from "../knowledge/fact-set.js";
import type { KnowledgeSource } from "../knowledge/knowledge-source.js";
import { readFactSet } from "../knowledge/read-fact-set.js";
import { retrieveTopic } from "../knowledge/retrieve-topic.js";
import type { ResolvedTopic } from "../knowledge/topics.js";
import { isDeferredModel } from "../models/deferred-model.js";
import type { GenerateRequest, LanguageModel } from "../models/language-model.js";
import { generateQuestions } from "../questions/generate-questions.js";
import type { GenerationReport } from "../questions/generation-report.js";
import type { Question, QuestionType } from "../questions/question.js";
import type { reportFiles } from "../reports/report-run.js";
import type { RunSummary } from "../reports/summarize.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { askIntoRun, type AskIntoRunOptions, type ModelRunSummary } from "../runs/ask-into-run.js";
import { planAsk, type AskPlan } from "../runs/plan-ask.js";
import { describeGeneration } from "../questions/describe-generation.js";
import { paperPrompt } from "../runs/paper-prompt.js";
import { bindRunToSuite } from "../runs/bind-run-to-suite.js";
import { acquireRunLock } from "../runs/run-lock.js";
import { runFiles } from "../runs/run-files.js";
import type { Matcher } from "../scoring/matcher.js";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import type { CheckTimings } from "./check-timings.js";
import { reusesQuestions } from "./reuses-questions.js";

/** Options of {@link runCheck}. */
export interface RunCheckOptions {
  /**
   * Where the facts come from: a source, or a function that opens one. A function is called only
   * when the run needs facts (not on a rerun that reuses kg.json), and the source it opens is closed
   * at the end.
   */
  source: KnowledgeSource | (() => Promise<KnowledgeSource>);
  /**
   * Whether the names of WH answers that the run's graph lacks are looked up in `source` before
   * judging (`ScoreRunOptions.source`; a SPARQL source, opened again for it when given as a function).
   * Default true; the CLI turns it off for triple files, which answer no queries.
   */
  lookUpAnswers?: boolean;
  /**
   * The name of the source that `source`, given as a function, opens (`ScoreRunOptions.sourceName`):
   * a run's lookups of another source are then dropped before judging.
   */
  sourceName?: string;
  /** The topic as the user wrote it: a catalogue name, `P106=Q82955` or `occupation: emperor`. */
  topic: string;
  /**
   * The model under test. A `DeferredModel` (`createModel(id, { deferLoad: true })`) starts loading
   * at once, beside retrieval, when questions are to be made; on a rerun it loads on its first call,
   * so that a run answered wholly from its log or the cache never loads it.
   */
  model?: LanguageModel;
  /** Several models under test, asked the same questions at the same time; or give one as `model`. */
  models?: readonly LanguageModel[];
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
  /**
   * When the caller's work started, on the `performance.now()` clock (the CLI: 0, the process start):
   * `timings.startupMs` is the time from it to this call. Default: this call.
   */
  startedAt?: number;
  /**
   * Called once, when the model is first called (after its load, for a deferred model), with the
   * milliseconds since `startedAt` and the model's own load time when it loaded in this run.
   */
  onFirstModelCall?: (milliseconds: number, modelLoadMs: number | undefined) => void;
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
    | "batch"
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
  /** What asking did, model by model (answered, cached, failed, cost, an early stop). */
  models: ModelRunSummary[];
  /** True when asking stopped at `asking.maxCostUsd` with questions left unasked. */
  stoppedByBudget: boolean;
  /** The report files: summary.json, summary.csv, report.md and the one-file report.html. */
  reports: ReturnType<typeof reportFiles>;
  /** Where the time went, stage by stage (also in summary.json). */
  timings: CheckTimings;
}

/**
 * The whole FactChecker pipeline, one topic and one model: topic → fact triplets (SPARQL) →
 * directed graph → one-hop Yes-No, multiple-choice and WH questions → the model's answers (the
 * paper's prompts, temperature 0) → exact-match verdicts → summary and Markdown report. Every stage
 * writes its file into the run directory; rerunning resumes from what is there.
 */
export async function runCheck(options: RunCheckOptions): Promise<RunCheckResult> {
  const begun = performance.now();
  await mkdir(options.runDirectory, { recursive: true });
  // One writer per run directory: a second process is refused, naming the pid of the first.
  const lock = acquireRunLock(options.runDirectory);
  try {
    return await checkInRun(options, begun);
  } finally {
    lock.release();
  }
}

async function checkInRun(options: RunCheckOptions, begun: number): Promise<RunCheckResult> {
  const { runDirectory, onStage = () => undefined } = options;
  const models = modelsOf(options);
  const origin = options.startedAt ?? begun;
  const files = runFiles(runDirectory);
  const reuse = reusesQuestions(runDirectory, options.fresh === true);
  // A local model loads on its own threads while this one opens the source and makes questions.
  for (const model of models) if (!reuse && isDeferredModel(model)) void model.load().catch(() => undefined);
  const prepared = await prepareQuestions(options, { reuse, write: true, begun });
  const { topic, factSet, questions, generation, retrievalMs, generationMs } = prepared;

  // A corrupt model file fails its load within a second or two, before the questions are ready:
  // stop here rather than record its error as every question's answer.
  for (const model of models) throwIfLoadFailed(model);
  options.onQuestions?.(questions);
  const askingStarted = performance.now();
  let firstCallAt: number | undefined;
  // The same models, noting when the first is first called (for the time to the first model call).
  const observed = models.map((model): LanguageModel => ({
    id: model.id,
    provider: model.provider,
    defaultConcurrency: model.defaultConcurrency,
    ...(model.endpoint === undefined ? {} : { endpoint: model.endpoint }),
    generate: (request: GenerateRequest) => {
      if (firstCallAt === undefined) {
        firstCallAt = performance.now();
        const called = firstCallAt;
        const ready = isDeferredModel(model) ? model.load() : Promise.resolve();
        ready.then(
          () => {
            const loadedAt = isDeferredModel(model) ? model.loadedAt : undefined;
            const modelLoadMs = isDeferredModel(model) ? model.loadMs : undefined;
            options.onFirstModelCall?.(
              Math.round(Math.max(called, loadedAt ?? called) - origin),
              modelLoadMs === undefined ? undefined : Math.round(modelLoadMs),
            );
          },
          () => undefined,
        );
      }
      return model.generate(request);
    },
  }));
  // Scoring and reports are imported while the model loads and answers, not before its first call.
  const later = Promise.all([
    import("../scoring/score-run.js"),
    import("../reports/report-run.js"),
    import("./reusable-scores.js"),
  ]);
  later.catch(() => undefined);
  const asked = await askIntoRun({
    runDirectory,
    models: observed,
    questions,
    buildPrompt: paperPrompt,
    // A rerun retries failed calls too: an endpoint that was down may be back.
    retryErrors: true,
    ...options.asking,
    ...(options.concurrency === undefined ? {} : { concurrency: options.concurrency }),
    ...(options.signal === undefined ? {} : { signal: options.signal }),
    ...(options.onAnswer === undefined ? {} : { onAnswer: options.onAnswer }),
  });
  const askingMs = performance.now() - askingStarted;
  // A local model that failed to load failed every call alike: say why once, as the error it is.
  for (const model of models) throwIfLoadFailed(model);
  if (asked.resumed > 0)
    onStage(`Resumed: ${asked.resumed} answers were already recorded, ${asked.asked} asked now.`);
  const scoringStarted = performance.now();
  const [{ scoreRun }, { reportRun }, { reusableScores, scoringStamp }] = await later;
  const stamp = await scoringStamp(options.matcher?.id ?? "default", files.questions, asked.answers);
  // A rerun whose answers are those already judged keeps their scores: judging them again would
  // load the sentence-embedding model for nothing.
  const scores =
    (await reusableScores({ runDirectory, stamp })) ??
    (await scoreRun(runDirectory, {
      ...(options.matcher === undefined ? {} : { matcher: options.matcher }),
      // The graph is in memory: the linker is made from it rather than from kg.json again.
      factSet,
      ...(options.lookUpAnswers === false
        ? {}
        : {
            source: options.source,
            ...(options.sourceName === undefined ? {} : { sourceName: options.sourceName }),
          }),
      onLookUp: onStage,
    }));
  const reportsStarted = performance.now();
  const report = await reportRun(runDirectory, scores);
  const { markdown, files: reports } = report;
  const ended = performance.now();
  // The load of the (first) local model, when one loaded in this run.
  const local = models.find(isDeferredModel);
  const loadedAt = local?.loadedAt;
  const modelLoadMs = local?.loadMs;
  const timings: CheckTimings = {
    startupMs: Math.round(begun - origin),
    retrievalMs: Math.round(retrievalMs),
    generationMs: Math.round(generationMs),
    askingMs: Math.round(askingMs),
    scoringMs: Math.round(reportsStarted - scoringStarted),
    reportsMs: Math.round(ended - reportsStarted),
    totalMs: Math.round(ended - origin),
    ...(firstCallAt === undefined
      ? {}
      : { firstModelCallMs: Math.round(Math.max(firstCallAt, loadedAt ?? firstCallAt) - origin) }),
    ...(modelLoadMs === undefined ? {} : { modelLoadMs: Math.round(modelLoadMs) }),
  };
  // The reports are written before their own time is known; summary.json gets every stage after.
  const summary = { ...report.summary, timings, scoring: stamp };
  await writeJson(reports.summary, summary);
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
    timings,
    stoppedEarly: asked.models.find((summary) => summary.stoppedEarly !== undefined)?.stoppedEarly,
    models: asked.models,
    stoppedByBudget: asked.stoppedByBudget,
  };
}

function modelsOf(options: Pick<RunCheckOptions, "model" | "models">): readonly LanguageModel[] {
  const models = [...(options.model === undefined ? [] : [options.model]), ...(options.models ?? [])];
  if (models.length === 0) throw new TypeError("runCheck needs a model (`model` or `models`).");
  return models;
}

/** What {@link planCheck} found: the questions a check would ask, and what asking would cost. */
export interface CheckPlan {
  questions: Question[];
  /** Whether the questions are those already in the run directory (a rerun would reuse them). */
  reused: boolean;
  plans: AskPlan[];
}

/**
 * What {@link runCheck} with these options would ask, without asking or writing anything: the
 * questions (reused from the run directory, or made from the source) and, per model, the calls,
 * tokens and cost (`--dry-run`). Models are not called, so they need no key and are not loaded.
 */
export async function planCheck(
  options: Omit<RunCheckOptions, "model" | "models"> & {
    models: readonly Pick<LanguageModel, "id" | "provider" | "endpoint">[];
  },
): Promise<CheckPlan> {
  const reuse = reusesQuestions(options.runDirectory, options.fresh === true);
  const { questions } = await prepareQuestions(options, { reuse, write: false, begun: performance.now() });
  const plans = await planAsk({
    models: options.models,
    questions,
    buildPrompt: options.asking?.buildPrompt ?? paperPrompt,
    // A check retries failed calls, and starts over with --fresh.
    retryErrors: true,
    ...(options.fresh === true || !existsSync(options.runDirectory)
      ? {}
      : { runDirectory: options.runDirectory }),
    ...(options.asking?.cache === undefined ? {} : { cache: options.asking.cache }),
    ...(options.asking?.prices === undefined ? {} : { prices: options.asking.prices }),
  });
  return { questions, reused: reuse, plans };
}

/** What the question stage produced: reused from the run directory, or made now. */
interface PreparedQuestions {
  topic: ResolvedTopic | undefined;
  factSet: FactSet;
  questions: Question[];
  generation: GenerationReport | undefined;
  retrievalMs: number;
  generationMs: number;
}

/**
 * Reuses the run directory's knowledge graph and questions, or retrieves the topic and generates
 * them (writing them into the run directory when `write`).
 */
async function prepareQuestions(
  options: Omit<RunCheckOptions, "model" | "models">,
  { reuse, write, begun }: { reuse: boolean; write: boolean; begun: number },
): Promise<PreparedQuestions> {
  const { runDirectory, onStage = () => undefined } = options;
  const files = runFiles(runDirectory);
  let retrievalMs: number;
  let generationMs = 0;
  let topic: ResolvedTopic | undefined;
  let factSet: FactSet;
  let questions: Question[];
  let generation: GenerationReport | undefined;
  if (reuse) {
    factSet = await readFactSet(files.factSet);
    questions = await readQuestionSuite(files.questions);
    retrievalMs = performance.now() - begun;
    onStage(
      `Reusing ${files.factSet} and ${files.questions} (${questions.length} questions); use --fresh to rebuild.`,
    );
  } else {
    const opened = typeof options.source === "function";
    const source = typeof options.source === "function" ? await options.source() : options.source;
    try {
      ({ topic, factSet } = await retrieveTopic({
        source,
        topic: options.topic,
        limit: options.limit ?? 200,
        ...(options.signal === undefined ? {} : { signal: options.signal }),
        onTopic: (resolved) => {
          onStage(describeTopic(resolved));
        },
      }));
    } finally {
      if (opened) await source.close?.();
    }
    retrievalMs = performance.now() - begun;
    onStage(
      `Retrieved ${factSet.facts.length} facts about ${factSet.seeds.length} ${topic.promptTopic} entities (${factSet.entities.length} entities, ${factSet.relations.length} relations) from ${source.name}.`,
    );
    const generationStarted = performance.now();
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
    generationMs = performance.now() - generationStarted;
    if (!write) {
      onStage(describeGeneration(generation, questions.length));
      return { topic, factSet, questions, generation, retrievalMs, generationMs };
    }
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
    onStage(describeGeneration(generation, questions.length));
  }
  return { topic, factSet, questions, generation, retrievalMs, generationMs };
}

function throwIfLoadFailed(model: LanguageModel): void {
  if (!isDeferredModel(model) || model.loadError === undefined) return;
  throw model.loadError instanceof Error ? model.loadError : new Error(`${model.id} failed to load.`);
}
