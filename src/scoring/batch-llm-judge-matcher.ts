import { FactprobeError } from "../errors.js";
import { openJsonlAppender } from "../io/append-jsonl.js";
import type { BatchClient, BatchOutcome, BatchStatus } from "../models/batch/batch-client.js";
import { scrubSecrets } from "../models/http-failure.js";
import type { ChatMessage, LanguageModel } from "../models/language-model.js";
import { batchLogPath, readBatchLog } from "../runs/batch/batch-log.js";
import { runBatches, type BatchOutcomeSource, type PendingBatchRequest } from "../runs/batch/run-batches.js";
import { RESPONSE_CACHE_VERSION, responseCacheKey, type ResponseCache } from "../runs/response-cache.js";
import { judgePrompt, parseJudgeVerdict } from "./llm-judge-matcher.js";
import type { Matcher, MatchResult } from "./matcher.js";

/** The judge's batch log's file name inside a run directory. */
export const JUDGE_BATCHES_FILE = "judge-batches.jsonl";

/** Settings of {@link createBatchLlmJudgeMatcher}. */
export interface BatchLlmJudgeMatcherSettings {
  /** The judge model (its id and endpoint key the cache; it is never called directly). */
  model: LanguageModel;
  /** The judge's batch API (see `createBatchClient`). */
  client: BatchClient;
  /** The run directory being scored: the judge's batch log goes there. */
  runDirectory: string;
  /** Where verdict texts are kept between processes (required: a rescore reads them from here). */
  cache: ResponseCache;
  /** Upper bound on the judge's tokens per verdict. Default 96 (as the direct judge). */
  maxTokens?: number;
  /** Milliseconds between polls. Default 30,000. */
  pollIntervalMs?: number;
  /** Called with a batch's state after every poll. */
  onState?: (status: BatchStatus) => void;
  /** Secrets scrubbed from every stored text. */
  secrets?: readonly string[];
}

/**
 * The LLM judge (`llm-judge:<model id>`, the same prompt and strict JSON verdict) through the
 * judge's batch API (`score --batch`), at batch prices. Every answer's verdict prompt that the
 * response cache does not already hold is sent in one batch per `match` call (`score --batch` makes scoreRun's batch
 * size unlimited, so that is one per scoring); the batch id and the custom id → prompt mapping go to
 * `judge-batches.jsonl` in the run directory, and each verdict text to the response cache, so a
 * score that is stopped (or killed) while the batch runs resumes polling it when run again.
 * A request that failed in its batch gives that answer a `graderError`, like a failed direct call.
 * Stopped before the batch ended, `match` throws a `FactprobeError` (`batch-pending`).
 */
export function createBatchLlmJudgeMatcher(settings: BatchLlmJudgeMatcherSettings): Matcher {
  const { model, client, cache, secrets = [] } = settings;
  const maxTokens = settings.maxTokens ?? 96;
  const scrub = (text: string): string => (secrets.length === 0 ? text : scrubSecrets(text, secrets));
  const logPath = batchLogPath(settings.runDirectory, JUDGE_BATCHES_FILE);
  return {
    id: `llm-judge:${model.id}`,
    threshold: undefined,
    async match(inputs, options = {}) {
      const prompts = inputs.map((input): ChatMessage[] => [{ role: "user", content: judgePrompt(input) }]);
      const keys = prompts.map((messages) =>
        responseCacheKey({ model, messages, temperature: 0, maxTokens }),
      );
      const texts = new Map<string, string>();
      const errors = new Map<string, string>();
      for (const key of new Set(keys)) {
        const hit = await cache.get(key);
        if (hit !== undefined) texts.set(key, hit.text);
      }
      const log = await readBatchLog(logPath);
      const open = log.open.filter((batch) => batch.modelId === model.id);
      const inFlight = new Set(open.flatMap((batch) => batch.requests.map((request) => request.cacheKey)));
      const requests: PendingBatchRequest[] = [];
      const queued = new Set<string>();
      keys.forEach((key, index) => {
        const messages = prompts[index];
        if (texts.has(key) || inFlight.has(key) || queued.has(key) || messages === undefined) return;
        queued.add(key);
        requests.push({ questionId: key, cacheKey: key, messages, temperature: 0, maxTokens });
      });
      const wanted = new Set(keys);
      const onOutcome = async (source: BatchOutcomeSource, outcome: BatchOutcome): Promise<void> => {
        if (!wanted.has(source.cacheKey)) return;
        if (outcome.kind === "cancelled") {
          errors.set(source.cacheKey, `batch ${source.batchId} was cancelled before this verdict`);
        } else if (outcome.kind === "error") {
          errors.set(source.cacheKey, scrub(`batch ${source.batchId}: ${outcome.error}`));
        } else {
          const text = scrub(outcome.result.text);
          texts.set(source.cacheKey, text);
          await cache
            .set({
              key: source.cacheKey,
              version: RESPONSE_CACHE_VERSION,
              modelId: model.id,
              text,
              ...(outcome.result.usage === undefined
                ? {}
                : {
                    inputTokens: outcome.result.usage.inputTokens,
                    outputTokens: outcome.result.usage.outputTokens,
                  }),
              ...(outcome.result.finishReason === undefined
                ? {}
                : { finishReason: outcome.result.finishReason }),
              latencyMs: 0,
              attempts: 1,
              storedAt: new Date().toISOString(),
            })
            .catch(() => undefined);
        }
      };
      if (requests.length > 0 || open.length > 0) {
        const appender = openJsonlAppender(logPath, { validBytes: log.validBytes });
        try {
          await runBatches({
            client,
            log: appender,
            open,
            requests,
            onOutcome,
            ...(settings.onState === undefined ? {} : { onState: settings.onState }),
            ...(settings.pollIntervalMs === undefined ? {} : { pollIntervalMs: settings.pollIntervalMs }),
            ...(options.signal === undefined ? {} : { signal: options.signal }),
          });
        } finally {
          appender.close();
        }
      }
      if (options.signal?.aborted === true) {
        throw new FactprobeError(
          "batch-pending",
          `Stopped while the judge's batch was running (${logPath}).`,
          {
            hint: "Run the same score command again to collect its verdicts; nothing is submitted twice.",
          },
        );
      }
      return keys.map((key): MatchResult => verdictOf(model.id, key, texts, errors));
    },
  };
}

function verdictOf(
  modelId: string,
  key: string,
  texts: ReadonlyMap<string, string>,
  errors: ReadonlyMap<string, string>,
): MatchResult {
  const text = texts.get(key);
  if (text === undefined) {
    const reason = `judge ${modelId} failed: ${errors.get(key) ?? "its batch returned no verdict"}`;
    return { pass: false, score: undefined, reason, graderError: reason };
  }
  const verdict = parseJudgeVerdict(text);
  if (verdict === undefined) {
    const reason = `judge ${modelId} gave no valid verdict: ${JSON.stringify(text.slice(0, 120))}`;
    return { pass: false, score: undefined, reason, graderError: reason };
  }
  const pass = verdict.verdict === "correct";
  const because = verdict.reason === undefined ? "" : `: ${verdict.reason}`;
  return { pass, score: pass ? 1 : 0, reason: `judge says ${verdict.verdict}${because}` };
}
