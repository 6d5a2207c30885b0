import { renderMarkdown } from "../../reports/render-markdown.js";
import { reportRun } from "../../reports/report-run.js";
import { createModel } from "../../models/model-registry.js";
import { defaultEmbeddingModelPath } from "../../scoring/embedding-model-path.js";
import { createMatcher } from "../../scoring/matcher-registry.js";
import { scoreRun } from "../../scoring/score-run.js";
import {
  knowledgeSourceKind,
  knowledgeSourceName,
  openKnowledgeSource,
} from "../../knowledge/open-knowledge-source.js";
import { UsageError } from "../../errors.js";
import { createBatchClient } from "../../models/batch/create-batch-client.js";
import { createFileResponseCache } from "../../runs/file-response-cache.js";
import { responseCacheDir } from "../../runs/response-cache-dir.js";
import { createBatchLlmJudgeMatcher } from "../../scoring/batch-llm-judge-matcher.js";
import type { Matcher } from "../../scoring/matcher.js";
import type { CliContext, Command } from "../cli-context.js";
import { DEFAULT_POLL_INTERVAL_SECONDS, describeBatchStatus } from "../batch-run-from-options.js";
import { modelSettingsFromContext } from "../model-settings.js";
import { parseCommandArguments } from "../parse-command-arguments.js";
import { matcherOption, pollIntervalOf, pollIntervalOption } from "../asking-options.js";

import { assertMatcherModels } from "../default-matcher-from-context.js";
import { runtimeDir } from "../../setup/runtime-dir.js";
const usage =
  "factprobe score <run-dir> [--matcher default|exact|levenshtein|ngram|word-embedding|sentence-embedding|llm-judge:<model id>] [--source embedded|wikidata|<URL>] [--batch [--poll-interval SECONDS]]";

/** `factprobe score`: (re)scores recorded answers without asking the model, then writes the report. */
export const scoreCommand: Command = {
  name: "score",
  usage,
  async run(argv, context) {
    const { positionals, values } = parseCommandArguments(
      argv,
      {
        ...matcherOption,
        batch: {
          type: "boolean",
          description:
            "Judge through the LLM judge's batch API (with --matcher llm-judge:<id>) at batch prices; a rerun resumes polling",
        },
        ...pollIntervalOption,
        source: {
          type: "string",
          valueName: "source",
          description:
            "Look up in this SPARQL source (embedded, wikidata or an endpoint URL) the names of WH answers that the run's kg.json lacks, so that a place it never held can be shown wrong or near; kept in lookups.json",
        },
      },
      {
        usage,
        examples: [
          "factprobe score runs/politician",
          "factprobe score runs/politician --matcher llm-judge:openai:gpt-4o-mini",
          "factprobe score runs/politician --source wikidata",
        ],
      },
    );
    const runDirectory = positionals[0];
    if (runDirectory === undefined || positionals.length > 1)
      throw new UsageError("Give one run directory.", { hint: `Usage: ${usage}` });
    const matcherId = values.matcher ?? "default";
    const sourceSpec = values.source;
    if (sourceSpec !== undefined && knowledgeSourceKind(sourceSpec) === "file")
      throw new UsageError(
        `--source ${sourceSpec} is a triple file, and names are looked up with SPARQL queries.`,
        {
          hint: "Give embedded, wikidata or a SPARQL endpoint URL (load the file into a SPARQL server, e.g. Oxigraph, to use it).",
        },
      );
    const pollIntervalSeconds = pollIntervalOf(values, usage);
    assertMatcherModels(matcherId, context);
    const matcher =
      values.batch === true
        ? await batchJudge(context, {
            matcherId,
            runDirectory,
            pollIntervalSeconds,
          })
        : await createMatcher(matcherId, {
            embeddingModelPath: defaultEmbeddingModelPath({
              env: context.env,
              homedir: context.homeDirectory,
            }),
            runtimeDir: runtimeDir({ env: context.env, homedir: context.homeDirectory }),
            createJudgeModel: (modelId) => createModel(modelId, modelSettingsFromContext(context)),
          });
    let scores;
    try {
      scores = await scoreRun(runDirectory, {
        matcher,
        signal: context.signal,
        ...(sourceSpec === undefined
          ? {}
          : {
              source: () => openKnowledgeSource(sourceSpec),
              sourceName: knowledgeSourceName(sourceSpec),
              onLookUp: (message: string) => {
                context.stderr(`${message}\n`);
              },
            }),
        // A batch-API judge sends every verdict prompt in one batch.
        ...(values.batch === true ? { batchSize: Number.MAX_SAFE_INTEGER } : {}),
      });
    } finally {
      await matcher.dispose?.();
    }
    const { summary } = await reportRun(runDirectory, scores);
    context.stdout(renderMarkdown(summary));
    const graderErrors = scores.filter((score) => score.verdict === "grader-error");
    if (graderErrors.length > 0) {
      context.stderr(
        `${graderErrors.length} answers could not be judged (grader-error): ${graderErrors[0]?.reason ?? ""}\n`,
      );
    }
    context.stderr(
      `Scored ${scores.length} answers in ${runDirectory} with the ${matcher.id} matcher (scores.jsonl, summary.json, report.md).\n`,
    );
    return 0;
  },
};

/** `score --batch`: the LLM judge through its provider's batch API, verdicts kept in the response cache. */
async function batchJudge(
  context: CliContext,
  options: { matcherId: string; runDirectory: string; pollIntervalSeconds: number | undefined },
): Promise<Matcher> {
  const prefix = "llm-judge:";
  if (!options.matcherId.startsWith(prefix) || options.matcherId.length === prefix.length) {
    throw new UsageError(
      `--batch batches the LLM judge's calls, and the ${options.matcherId} matcher calls no model.`,
      {
        hint: "Use --matcher llm-judge:<model id> with an openai: or anthropic: model, or drop --batch.",
      },
    );
  }
  const modelId = options.matcherId.slice(prefix.length);
  const settings = modelSettingsFromContext(context);
  const model = await createModel(modelId, settings);
  const shown = new Map<string, string>();
  return createBatchLlmJudgeMatcher({
    model,
    client: createBatchClient(model.id, settings),
    runDirectory: options.runDirectory,
    cache: createFileResponseCache({
      directory: responseCacheDir({ env: context.env, homedir: context.homeDirectory }),
    }),
    pollIntervalMs: (options.pollIntervalSeconds ?? DEFAULT_POLL_INTERVAL_SECONDS) * 1000,
    secrets: [context.env.OPENAI_API_KEY, context.env.ANTHROPIC_API_KEY].filter(
      (secret): secret is string => secret !== undefined && secret !== "",
    ),
    onState: (status) => {
      const line = describeBatchStatus(model.id, status);
      if (shown.get(status.batchId) === line) return;
      shown.set(status.batchId, line);
      context.stderr(`${line}\n`);
    },
  });
}
