import { existsSync } from "node:fs";
import { copyFile, mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { InputFileError, UsageError } from "../../errors.js";
import { readQuestionSuite } from "../../io/read-question-suite.js";
import { writeJsonl } from "../../io/write-jsonl.js";
import type { LanguageModel } from "../../models/language-model.js";
import { createModel } from "../../models/model-registry.js";
import { askIntoRun } from "../../runs/ask-into-run.js";
import { createPromptBuilder } from "../../runs/prompt-builder.js";
import { bindRunToSuite } from "../../runs/bind-run-to-suite.js";
import { runFiles } from "../../runs/run-files.js";
import { acquireRunLock, type RunLock } from "../../runs/run-lock.js";
import { summarizeFailures } from "../../runs/summarize-failures.js";
import { prepareOutputDirectory } from "../prepare-output-path.js";
import type { Command } from "../cli-context.js";
import { integerOption, parseCommandArguments, secondsOption } from "../parse-command-arguments.js";
import { createProgressPrinter } from "../progress-printer.js";
import { describeStop } from "../describe-stop.js";
import { exitCodes } from "../exit-codes.js";
import { runSettingsFromOptions } from "../run-settings.js";
import { batchRunFromOptions, describeBatchStatus } from "../batch-run-from-options.js";
import { askingOptions, batchOptions } from "../asking-options.js";
import { planningModelSettings } from "../model-settings.js";

const usage =
  "factprobe ask <suite.jsonl> --model <id> [--model <id> ...] --out <run-dir> [--concurrency N] [--dry-run] [--max-cost USD] [--retry-errors] [--fresh] [--config factprobe.config.json] [--no-cache] [--max-retry-after SECONDS] [--batch [--poll-interval SECONDS] [--cancel-batches]]";

/**
 * `factprobe ask`: asks one or more models a question suite (the paper's prompts, or the config's),
 * appending answers to `<run-dir>/answers.jsonl`; rerunning the same command resumes.
 */
export const askCommand: Command = {
  name: "ask",
  usage,
  async run(argv, context) {
    const { values, positionals } = parseCommandArguments(
      argv,
      {
        ...askingOptions,
        out: {
          type: "string",
          valueName: "run-dir",
          description: "The run directory (answers.jsonl; resumed when run again)",
        },
        "retry-errors": { type: "boolean", description: "Ask again the questions whose calls failed before" },
        ...batchOptions,
        "cancel-batches": {
          type: "boolean",
          description: "Cancel the run's open batches, record what they answered, and send nothing new",
        },
      },
      {
        usage,
        examples: [
          "factprobe ask suite.jsonl --model llama-cpp:default --out runs/local",
          "factprobe ask suite.jsonl --model openai:gpt-4o-mini --model anthropic:claude-3-5-haiku-latest --out runs/two --dry-run",
          "factprobe ask suite.jsonl --model openai:gpt-4o-mini --out runs/gpt --max-cost 0.50",
        ],
      },
    );
    const suitePath = positionals[0];
    if (suitePath === undefined || values.out === undefined || positionals.length > 1) {
      throw new UsageError("ask needs one suite file, at least one --model and --out.", {
        hint: `Usage: ${usage}`,
      });
    }
    const concurrency =
      values.concurrency === undefined
        ? undefined
        : integerOption(values.concurrency, "concurrency", 1, { minimum: 1 });
    const settings = await runSettingsFromOptions(context, {
      config: values.config,
      noConfig: values["no-config"] === true,
      noCache: values["no-cache"] === true,
      maxRetryAfterSeconds: secondsOption(values["max-retry-after"], "max-retry-after"),
    });
    // Flags win over the config.
    const modelIds = [...new Set(values.model ?? settings.configModels)];
    if (modelIds.length === 0) {
      throw new UsageError(
        `ask needs at least one --model${settings.configPath === undefined ? "" : `, or models in ${settings.configPath}`}.`,
        {
          hint: `Usage: ${usage}\nModel ids: see \`factprobe ask --help\`; \`factprobe init\` writes a config that declares models.`,
        },
      );
    }
    const maxCostUsd =
      values["max-cost"] === undefined ? settings.config?.maxCostUsd : Number(values["max-cost"]);
    if (maxCostUsd !== undefined && !(Number.isFinite(maxCostUsd) && maxCostUsd >= 0)) {
      throw new UsageError(`--max-cost must be a number of US dollars, got "${values["max-cost"] ?? ""}".`);
    }
    if (values["dry-run"] !== true) await prepareOutputDirectory(values.out);
    const questions = await readQuestionSuite(suitePath);
    if (questions.length === 0) {
      throw new InputFileError(suitePath, undefined, "holds no questions, so there is nothing to ask.", {
        hint: "Generate a suite with `factprobe questions <kg.json> --out suite.jsonl`, or check that you gave the right file.",
      });
    }
    const batchMode = values.batch === true;
    if (!batchMode && (values["poll-interval"] !== undefined || values["cancel-batches"] === true)) {
      throw new UsageError("--poll-interval and --cancel-batches go with --batch.", {
        hint: `Usage: ${usage}`,
      });
    }
    const pollIntervalSeconds = secondsOption(values["poll-interval"], "poll-interval");
    const buildPrompt = createPromptBuilder(settings.prompts);
    const retryErrors = values["retry-errors"] === true;

    const models: LanguageModel[] = [];
    let lock: RunLock | undefined;
    try {
      // A dry run calls no model: it needs no key and loads no local model.
      const modelSettings =
        values["dry-run"] === true ? planningModelSettings(settings.modelSettings) : settings.modelSettings;
      for (const modelId of modelIds) models.push(await createModel(modelId, modelSettings));
      const batch = batchMode
        ? await batchRunFromOptions(context, {
            models,
            modelSettings: settings.modelSettings,
            pollIntervalSeconds,
            ...(values["cancel-batches"] === true ? { submitNew: false } : {}),
          })
        : undefined;
      if (values["dry-run"] === true) {
        // Loaded only for a dry run: every other run goes straight to asking.
        const [{ planAsk }, { formatPlan }] = await Promise.all([
          import("../../runs/plan-ask.js"),
          import("../format-plan.js"),
        ]);
        const plans = await planAsk({
          models,
          questions,
          buildPrompt,
          runDirectory: values.out,
          retryErrors,
          ...(settings.cache === undefined ? {} : { cache: settings.cache }),
          ...(settings.prices === undefined ? {} : { prices: settings.prices }),
          batch: batchMode,
        });
        context.stdout(formatPlan(plans, maxCostUsd));
        if (batchMode) context.stdout("Costs are at batch prices; batches may take up to 24 hours.\n");
        return 0;
      }

      await mkdir(values.out, { recursive: true });
      // Held until the answers are in: a second process on this directory is refused with our pid.
      lock = acquireRunLock(values.out);
      const files = runFiles(values.out);
      // The same suite resumes; another one is refused unless --fresh starts over.
      await bindRunToSuite({
        runDirectory: values.out,
        questions,
        suiteName: suitePath,
        fresh: values.fresh === true,
      });
      if (resolve(suitePath) !== resolve(files.questions)) await copyFile(suitePath, files.questions);
      else if (!existsSync(files.questions)) await writeJsonl(files.questions, questions); // --fresh removed it
      if (batch !== undefined && values["cancel-batches"] === true) {
        const { cancelOpenBatches } = await import("../../runs/batch/open-batch-run.js");
        const cancelled = await cancelOpenBatches(values.out, { ...batch, models, signal: context.signal });
        for (const { modelId, status } of cancelled)
          context.stderr(`Cancelling. ${describeBatchStatus(modelId, status)}\n`);
        if (cancelled.length === 0) context.stderr(`${values.out} has no batch still running.\n`);
      }
      const progress = createProgressPrinter({
        total: questions.length * models.length,
        label: models.length === 1 ? modelIds.join("") : `${models.length} models`,
        write: context.stderr,
        interactive: context.interactive,
        ...(context.terminalColumns === undefined ? {} : { columns: context.terminalColumns }),
      });
      const result = await askIntoRun({
        runDirectory: values.out,
        models,
        questions,
        buildPrompt,
        signal: context.signal,
        retryErrors,
        onAnswer: progress.onAnswer,
        ...settings.askOptions,
        ...(concurrency === undefined ? {} : { concurrency }),
        ...(maxCostUsd === undefined ? {} : { maxCostUsd }),
        ...(batch === undefined ? {} : { batch }),
      });
      progress.finish();
      for (const summary of result.models) {
        const cost =
          summary.costUsd === undefined ? "cost unknown (no price)" : `about $${summary.costUsd.toFixed(4)}`;
        context.stdout(
          `${summary.modelId}: ${summary.answered}/${questions.length} answered (${summary.asked} now, of which ${summary.cached} from cache and ${summary.failed} failed; ${summary.resumed} from before), ${cost}.\n`,
        );
      }
      const failures = summarizeFailures(result.answers);
      if (failures.length > 0) {
        context.stderr(
          `Failed calls are recorded as errors; \`--retry-errors\` asks them again:\n${failures.map((line) => `  ${line}`).join("\n")}\n`,
        );
      }
      if (context.signal.aborted) {
        context.stderr(
          batchMode
            ? "Stopped. The batches keep running at the provider; run the same command again to collect their results (nothing is submitted twice).\n"
            : "Stopped. Run the same command again to continue where it stopped.\n",
        );
        return exitCodes.interrupted;
      }
      if (result.stoppedByBudget) {
        const left = questions.length * models.length - result.answers.length;
        context.stderr(
          `Stopped at the budget (--max-cost ${maxCostUsd ?? 0}): ${left} questions were not asked. Run again with a larger --max-cost to continue.\n`,
        );
      }
      const stops = result.models.filter((summary) => summary.stoppedEarly !== undefined);
      for (const summary of stops) {
        context.stderr(describeStop(summary.modelId, summary.stoppedEarly));
      }
      if (stops.length > 0) return exitCodes.stoppedEarly;
      return failures.length > 0 ? exitCodes.callsFailed : exitCodes.success;
    } finally {
      lock?.release();
      settings.cache?.close?.();
      for (const model of models) await model.dispose?.();
    }
  },
};
