import { formatCheckTimings } from "../../check/check-timings.js";
import { reusesQuestions } from "../../check/reuses-questions.js";
import { UsageError } from "../../errors.js";
import { knowledgeSourceKind, openKnowledgeSource } from "../../knowledge/open-knowledge-source.js";
import { isDeferredModel } from "../../models/deferred-model.js";
import { createModel } from "../../models/model-registry.js";
import { prepareOutputDirectory } from "../prepare-output-path.js";
import type { Command } from "../cli-context.js";
import { integerOption, parseCommandArguments, secondsOption } from "../parse-command-arguments.js";
import { parseHops } from "../parse-hops.js";
import { parseQuestionTypes } from "../parse-question-types.js";
import { createProgressPrinter } from "../progress-printer.js";
import { describeTruncation } from "../describe-truncation.js";
import { summarizeFailures } from "../../runs/summarize-failures.js";
import { createPromptBuilder } from "../../runs/prompt-builder.js";
import { runSettingsFromOptions } from "../run-settings.js";
import { describeStop } from "../describe-stop.js";
import { exitCodes } from "../exit-codes.js";
import { batchRunFromOptions } from "../batch-run-from-options.js";

const usage =
  "factprobe check --topic <topic> --model <id> [--source embedded|wikidata|<URL>|<file .nt .ttl .csv .tsv .jsonl [.gz]>] [--limit N] [--per-type N] [--types ...] [--hops 1,2] [--seed S] [--as-of YYYY-MM-DD] [--concurrency N] [--out <run-dir>] [--fresh] [--config factprobe.config.json] [--no-cache] [--max-retry-after SECONDS] [--batch [--poll-interval SECONDS]] [--verbose]";

/** `factprobe check`: the whole pipeline for one topic and one model, ending with the report. */
export const checkCommand: Command = {
  name: "check",
  usage,
  async run(argv, context) {
    const { values } = parseCommandArguments(
      argv,
      {
        topic: { type: "string" },
        model: { type: "string" },
        source: { type: "string" },
        limit: { type: "string" },
        "per-type": { type: "string" },
        types: { type: "string" },
        hops: { type: "string" },
        seed: { type: "string" },
        "as-of": { type: "string" },
        concurrency: { type: "string" },
        threads: { type: "string" },
        out: { type: "string" },
        fresh: { type: "boolean" },
        config: { type: "string" },
        "no-cache": { type: "boolean" },
        "max-retry-after": { type: "string" },
        verbose: { type: "boolean" },
        batch: { type: "boolean" },
        "poll-interval": { type: "string" },
      },
      usage,
    );
    if (values.topic === undefined || values.model === undefined) {
      throw new UsageError("check needs --topic and --model.", {
        hint: `Usage: ${usage}\nSee \`factprobe topics\` for topics.`,
      });
    }
    const runDirectory =
      values.out ??
      `runs/${values.topic
        .replace(/[^\p{L}\p{N}]+/gu, "-")
        .replace(/^-|-$/g, "")
        .toLowerCase()}`;
    const concurrency =
      values.concurrency === undefined
        ? undefined
        : integerOption(values.concurrency, "concurrency", 1, { minimum: 1 });
    // Every option is checked before anything slow starts.
    const limit = integerOption(values.limit, "limit", 200);
    const perType = integerOption(values["per-type"], "per-type", 50);
    const types = parseQuestionTypes(values.types);
    const hops = parseHops(values.hops);
    const seed = integerOption(values.seed, "seed", 1);
    await prepareOutputDirectory(runDirectory);
    const sourceSpec = values.source ?? "embedded";
    // Checked now, opened only if the run needs facts (a rerun reuses kg.json).
    knowledgeSourceKind(sourceSpec);
    const threads = values.threads === undefined ? undefined : integerOption(values.threads, "threads", 2);
    const settings = await runSettingsFromOptions(context, {
      config: values.config,
      noCache: values["no-cache"] === true,
      maxRetryAfterSeconds: secondsOption(values["max-retry-after"], "max-retry-after"),
      ...(threads === undefined ? {} : { threads }),
    });
    // A local model loads beside retrieval, and not at all when every answer is already recorded or cached.
    const model = await createModel(values.model, { ...settings.modelSettings, deferLoad: true });
    if (values.batch !== true && values["poll-interval"] !== undefined) {
      throw new UsageError("--poll-interval goes with --batch.", { hint: `Usage: ${usage}` });
    }
    const batch =
      values.batch === true
        ? batchRunFromOptions(context, {
            models: [model],
            modelSettings: settings.modelSettings,
            pollIntervalSeconds: secondsOption(values["poll-interval"], "poll-interval"),
          })
        : undefined;
    // Its load starts now, before the pipeline's own code is imported: the model is the longest
    // stage before the first call (runCheck would start it too, a few hundred milliseconds later).
    if (isDeferredModel(model) && !reusesQuestions(runDirectory, values.fresh === true))
      void model.load().catch(() => undefined);
    const [{ defaultMatcherFromContext }, { runCheck }] = await Promise.all([
      import("../default-matcher-from-context.js"),
      import("../../check/run-check.js"),
    ]).catch(async (error: unknown) => {
      await model.dispose?.();
      throw error;
    });
    const matcher = await defaultMatcherFromContext(context);
    let progress: ReturnType<typeof createProgressPrinter> | undefined;
    try {
      const result = await runCheck({
        matcher,
        source: () => openKnowledgeSource(sourceSpec),
        topic: values.topic,
        model,
        runDirectory,
        limit,
        perType,
        types,
        hops,
        seed,
        ...(values["as-of"] === undefined ? {} : { asOf: values["as-of"] }),
        ...(concurrency === undefined ? {} : { concurrency }),
        fresh: values.fresh === true,
        asking: {
          ...settings.askOptions,
          buildPrompt: createPromptBuilder(settings.prompts),
          ...(batch === undefined ? {} : { batch }),
        },
        signal: context.signal,
        // The process's start: the time before this call is start-up.
        startedAt: 0,
        ...(values.verbose === true
          ? {
              onFirstModelCall: (milliseconds: number, modelLoadMs: number | undefined) => {
                context.stderr(
                  `\nFirst model call ${milliseconds} ms after start${modelLoadMs === undefined ? "" : ` (the model's own load: ${modelLoadMs} ms)`}.\n`,
                );
              },
            }
          : {}),
        onStage: (message) => {
          context.stderr(`${message}\n`);
        },
        onQuestions: (questions) => {
          progress = createProgressPrinter({
            total: questions.length,
            label: `Asking ${model.id}`,
            write: context.stderr,
            interactive: context.interactive,
          });
        },
        onAnswer: (record) => progress?.onAnswer(record),
      });
      progress?.finish();
      if (context.signal.aborted) {
        context.stderr("Stopped. Run the same command again to continue where it stopped.\n");
        return exitCodes.interrupted;
      }
      const failures = summarizeFailures(result.answers);
      if (failures.length > 0) {
        const failed = result.answers.filter((answer) => answer.error !== undefined).length;
        context.stderr(
          `\n${failed} of ${result.answers.length} model calls failed (recorded as errors; rerun with the same command to retry later):\n${failures.map((line) => `  ${line}`).join("\n")}\n`,
        );
      }
      const truncation = describeTruncation(result.scores);
      if (truncation !== "") context.stderr(truncation);
      if (values.verbose === true) context.stderr(formatCheckTimings(result.timings));
      context.stdout(`\n${result.markdown}\n`);
      context.stdout(
        `Results in ${runDirectory}/: questions.jsonl, answers.jsonl, scores.jsonl, summary.json, summary.csv, report.md\nHTML report: ${result.reports.html}\n`,
      );
      if (result.stoppedEarly !== undefined) {
        context.stderr(describeStop(model.id, result.stoppedEarly));
        return exitCodes.stoppedEarly;
      }
      return failures.length > 0 ? exitCodes.callsFailed : exitCodes.success;
    } finally {
      settings.cache?.close?.();
      await matcher.dispose?.();
      await model.dispose?.();
    }
  },
};
