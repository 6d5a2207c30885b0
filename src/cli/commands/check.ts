import { formatCheckTimings } from "../../check/check-timings.js";
import { reusesQuestions } from "../../check/reuses-questions.js";
import { isDeferredModel } from "../../models/deferred-model.js";
import type { LanguageModel } from "../../models/language-model.js";
import type { Matcher } from "../../scoring/matcher.js";
import { askingOptions, batchOptions, matcherOption, pollIntervalOf } from "../asking-options.js";
import { formatPlan } from "../format-plan.js";
import { planningModelSettings } from "../model-settings.js";
import { questionOptions } from "../question-options.js";
import { UsageError } from "../../errors.js";
import {
  knowledgeSourceKind,
  knowledgeSourceName,
  openKnowledgeSource,
} from "../../knowledge/open-knowledge-source.js";
import { createModel } from "../../models/model-registry.js";
import { prepareOutputDirectory } from "../prepare-output-path.js";
import type { Command } from "../cli-context.js";
import { integerOption, parseCommandArguments, secondsOption } from "../parse-command-arguments.js";
import { parseHops } from "../parse-hops.js";
import { parseQuestionTypes } from "../parse-question-types.js";
import { createProgressPrinter } from "../progress-printer.js";
import { describeTruncation } from "../describe-truncation.js";
import { batchRunFromOptions } from "../batch-run-from-options.js";
import { summarizeFailures } from "../../runs/summarize-failures.js";
import { createPromptBuilder } from "../../runs/prompt-builder.js";
import { runSettingsFromOptions } from "../run-settings.js";
import { describeStop } from "../describe-stop.js";
import { exitCodes } from "../exit-codes.js";

const usage =
  "factprobe check --topic <topic> --model <id> [--model <id> ...] [--source embedded|wikidata|<URL>|<file>] [--out <run-dir>] [options]";

/** `factprobe check`: the whole pipeline for one topic and one or more models, ending with the report. */
export const checkCommand: Command = {
  name: "check",
  usage,
  async run(argv, context) {
    const { values } = parseCommandArguments(
      argv,
      {
        topic: {
          type: "string",
          description:
            "A built-in topic (see `factprobe topics`), `property: value`, `P106=Q82955` or a class id",
        },
        ...askingOptions,
        source: {
          type: "string",
          valueName: "source",
          description:
            "Where facts come from: embedded (offline snapshot), wikidata, a SPARQL endpoint URL, or a triple file (.nt .ttl .csv .tsv .jsonl, optionally .gz)",
          defaultText: "embedded",
        },
        limit: {
          type: "string",
          valueName: "N",
          description: "Topic entities to retrieve, most linked first",
          defaultText: "200",
        },
        ...questionOptions,
        out: {
          type: "string",
          valueName: "run-dir",
          description: "The run directory (resumed when run again)",
          defaultText: "runs/<topic>",
        },
        ...matcherOption,
        ...batchOptions,
        threads: {
          type: "string",
          valueName: "N",
          description: "CPU threads of a local model",
          defaultText: "every core",
        },
        verbose: {
          type: "boolean",
          description: "Print the time each stage took and the time to the first model call",
        },
      },
      {
        usage,
        examples: [
          "factprobe check --topic politician --model llama-cpp:default",
          "factprobe check --topic politician --model openai:gpt-4o-mini --model anthropic:claude-3-5-haiku-latest --dry-run",
          'factprobe check --topic "occupation: emperor" --source wikidata --model openai:gpt-4o-mini --max-cost 1 --out runs/emperors',
          "factprobe check --topic city --hops 1,2 --types wh --matcher exact --model llama-cpp:default",
        ],
      },
    );
    const pollIntervalSeconds = pollIntervalOf(values, usage);
    const threads = values.threads === undefined ? undefined : integerOption(values.threads, "threads", 2);
    const settings = await runSettingsFromOptions(context, {
      config: values.config,
      noConfig: values["no-config"] === true,
      noCache: values["no-cache"] === true,
      maxRetryAfterSeconds: secondsOption(values["max-retry-after"], "max-retry-after"),
      ...(threads === undefined ? {} : { threads }),
    });
    // Flags win over the config, the config over the defaults.
    const declared = settings.config?.questions ?? {};
    const topics = values.topic === undefined ? (settings.config?.topics ?? []) : [values.topic];
    const modelIds = [...new Set(values.model ?? settings.configModels)];
    if (topics.length === 0 || modelIds.length === 0) {
      const missing = [topics.length === 0 ? "--topic" : "", modelIds.length === 0 ? "--model" : ""].filter(
        Boolean,
      );
      throw new UsageError(
        `check needs ${missing.join(" and ")}${settings.configPath === undefined ? "" : `, or ${missing.map((flag) => (flag === "--topic" ? "topics" : "models")).join(" and ")} in ${settings.configPath}`}.`,
        {
          hint: `Usage: ${usage}\nSee \`factprobe topics\` for topics, \`factprobe check --help\` for every option, and \`factprobe init\` for a config declaring topics and models.`,
        },
      );
    }
    const maxCostUsd =
      values["max-cost"] === undefined ? settings.config?.maxCostUsd : Number(values["max-cost"]);
    if (maxCostUsd !== undefined && !(Number.isFinite(maxCostUsd) && maxCostUsd >= 0)) {
      throw new UsageError(`--max-cost must be a number of US dollars, got "${values["max-cost"] ?? ""}".`);
    }
    const concurrency =
      values.concurrency === undefined
        ? undefined
        : integerOption(values.concurrency, "concurrency", 1, { minimum: 1 });
    const sourceSpec = values.source ?? declared.source ?? "embedded";
    // Checked now, opened only if the run needs facts (a rerun reuses kg.json).
    knowledgeSourceKind(sourceSpec);
    const runDirectoryOf = (topic: string): string => {
      const slug = topic
        .replace(/[^\p{L}\p{N}]+/gu, "-")
        .replace(/^-|-$/g, "")
        .toLowerCase();
      // Several topics (from the config) each get a directory of their own, under --out if given.
      if (values.out === undefined) return `runs/${slug}`;
      return topics.length === 1 ? values.out : `${values.out}/${slug}`;
    };
    const buildPrompt = createPromptBuilder(settings.prompts);
    const asOf = values["as-of"] ?? declared.asOf;
    const questionSettingsOf = (topic: string) => ({
      source: () => openKnowledgeSource(sourceSpec),
      // A triple file answers no queries: an answer's names are looked up only in SPARQL sources.
      lookUpAnswers: knowledgeSourceKind(sourceSpec) !== "file",
      sourceName: knowledgeSourceName(sourceSpec),
      topic,
      runDirectory: runDirectoryOf(topic),
      limit: integerOption(values.limit, "limit", declared.limit ?? 200),
      perType: integerOption(values["per-type"], "per-type", declared.perType ?? 50),
      types:
        values.types === undefined && declared.types !== undefined
          ? declared.types
          : parseQuestionTypes(values.types),
      hops: values.hops === undefined && declared.hops !== undefined ? declared.hops : parseHops(values.hops),
      seed: integerOption(values.seed, "seed", declared.seed ?? 1),
      ...(asOf === undefined ? {} : { asOf }),
      fresh: values.fresh === true,
      signal: context.signal,
      onStage: (message: string) => {
        context.stderr(`${message}\n`);
      },
    });
    if (values["dry-run"] === true) {
      // No model is called or loaded, and no key is needed; nothing is written.
      const planned: LanguageModel[] = [];
      for (const modelId of modelIds) {
        planned.push(await createModel(modelId, planningModelSettings(settings.modelSettings)));
      }
      const { planCheck } = await import("../../check/run-check.js");
      for (const topic of topics) {
        if (topics.length > 1) context.stdout(`${topic} (${runDirectoryOf(topic)}):\n`);
        const plan = await planCheck({
          ...questionSettingsOf(topic),
          models: planned,
          asking: { ...settings.askOptions, buildPrompt },
        });
        context.stdout(formatPlan(plan.plans, maxCostUsd));
      }
      return exitCodes.success;
    }
    // A local model loads beside retrieval, and not at all when every answer is already recorded or cached.
    const models: LanguageModel[] = [];
    let matcher: Matcher | undefined;
    try {
      for (const modelId of modelIds) {
        models.push(await createModel(modelId, { ...settings.modelSettings, deferLoad: true }));
      }
      // Local models start loading now, before the pipeline's own code is imported: their load is
      // the longest stage before the first call. Not when every run reuses its questions: then a
      // model loads on its first call, which a run answered from its log or the cache never makes.
      if (topics.some((topic) => !reusesQuestions(runDirectoryOf(topic), values.fresh === true))) {
        for (const model of models) if (isDeferredModel(model)) void model.load().catch(() => undefined);
      }
      const [{ defaultMatcherFromContext }, { runCheck }] = await Promise.all([
        import("../default-matcher-from-context.js"),
        import("../../check/run-check.js"),
      ]);
      matcher = await defaultMatcherFromContext(context, values.matcher);
      const batch =
        values.batch === true
          ? await batchRunFromOptions(context, {
              models,
              modelSettings: settings.modelSettings,
              pollIntervalSeconds,
            })
          : undefined;
      let worst: number = exitCodes.success;
      for (const topic of topics) {
        const runDirectory = runDirectoryOf(topic);
        await prepareOutputDirectory(runDirectory);
        let progress: ReturnType<typeof createProgressPrinter> | undefined;
        const result = await runCheck({
          ...questionSettingsOf(topic),
          matcher,
          models,
          ...(concurrency === undefined ? {} : { concurrency }),
          asking: {
            ...settings.askOptions,
            buildPrompt,
            ...(maxCostUsd === undefined ? {} : { maxCostUsd }),
            ...(batch === undefined ? {} : { batch }),
          },
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
          onQuestions: (questions) => {
            progress = createProgressPrinter({
              total: questions.length * models.length,
              label: `Asking ${models.length === 1 ? modelIds.join("") : `${models.length} models`}`,
              write: context.stderr,
              interactive: context.interactive,
              ...(context.terminalColumns === undefined ? {} : { columns: context.terminalColumns }),
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
        if (result.stoppedByBudget) {
          const left = result.questions.length * models.length - result.answers.length;
          context.stderr(
            `Stopped at the budget (--max-cost ${maxCostUsd ?? 0}): ${left} questions were not asked. Run again with a larger --max-cost to continue.\n`,
          );
        }
        const stops = result.models.filter((summary) => summary.stoppedEarly !== undefined);
        for (const summary of stops) context.stderr(describeStop(summary.modelId, summary.stoppedEarly));
        const code =
          stops.length > 0
            ? exitCodes.stoppedEarly
            : failures.length > 0
              ? exitCodes.callsFailed
              : exitCodes.success;
        worst = Math.max(worst, code);
      }
      return worst;
    } finally {
      settings.cache?.close?.();
      await matcher?.dispose?.();
      for (const model of models) await model.dispose?.();
    }
  },
};
