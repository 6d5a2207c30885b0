import { copyFile, mkdir } from "node:fs/promises";
import { resolve } from "node:path";
import { UsageError } from "../../errors.js";
import { readQuestionSuite } from "../../io/read-question-suite.js";
import type { LanguageModel } from "../../models/language-model.js";
import { createModel } from "../../models/model-registry.js";
import { askIntoRun } from "../../runs/ask-into-run.js";
import { planAsk } from "../../runs/plan-ask.js";
import { createPromptBuilder } from "../../runs/prompt-builder.js";
import { runFiles } from "../../runs/run-files.js";
import { summarizeFailures } from "../../runs/summarize-failures.js";
import type { Command } from "../cli-context.js";
import { integerOption, parseCommandArguments } from "../parse-command-arguments.js";
import { createProgressPrinter } from "../progress-printer.js";
import { formatPlan } from "../format-plan.js";
import { runSettingsFromOptions } from "../run-settings.js";

const usage =
  "factprobe ask <suite.jsonl> --model <id> [--model <id> ...] --out <run-dir> [--concurrency N] [--dry-run] [--max-cost USD] [--retry-errors] [--config factprobe.config.json] [--no-cache]";

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
        model: { type: "string", multiple: true },
        out: { type: "string" },
        concurrency: { type: "string" },
        "retry-errors": { type: "boolean" },
        "dry-run": { type: "boolean" },
        "max-cost": { type: "string" },
        config: { type: "string" },
        "no-cache": { type: "boolean" },
      },
      usage,
    );
    const suitePath = positionals[0];
    const modelIds = [...new Set(values.model ?? [])];
    if (
      suitePath === undefined ||
      values.out === undefined ||
      modelIds.length === 0 ||
      positionals.length > 1
    ) {
      throw new UsageError("ask needs one suite file, at least one --model and --out.", {
        hint: `Usage: ${usage}`,
      });
    }
    const maxCostUsd = values["max-cost"] === undefined ? undefined : Number(values["max-cost"]);
    if (maxCostUsd !== undefined && !(Number.isFinite(maxCostUsd) && maxCostUsd >= 0)) {
      throw new UsageError(`--max-cost must be a number of US dollars, got "${values["max-cost"] ?? ""}".`);
    }
    const settings = await runSettingsFromOptions(context, {
      config: values.config,
      noCache: values["no-cache"] === true,
    });
    const questions = await readQuestionSuite(suitePath);
    const buildPrompt = createPromptBuilder(settings.prompts);
    const retryErrors = values["retry-errors"] === true;

    const models: LanguageModel[] = [];
    try {
      for (const modelId of modelIds) models.push(await createModel(modelId, settings.modelSettings));
      if (values["dry-run"] === true) {
        const plans = await planAsk({
          models,
          questions,
          buildPrompt,
          runDirectory: values.out,
          retryErrors,
          ...(settings.cache === undefined ? {} : { cache: settings.cache }),
          ...(settings.prices === undefined ? {} : { prices: settings.prices }),
        });
        context.stdout(formatPlan(plans, maxCostUsd));
        return 0;
      }

      await mkdir(values.out, { recursive: true });
      const files = runFiles(values.out);
      if (resolve(suitePath) !== resolve(files.questions)) await copyFile(suitePath, files.questions);
      const progress = createProgressPrinter({
        total: questions.length * models.length,
        label: models.length === 1 ? modelIds.join("") : `${models.length} models`,
        write: context.stderr,
        interactive: context.interactive,
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
        ...(values.concurrency === undefined
          ? {}
          : { concurrency: Math.max(1, integerOption(values.concurrency, "concurrency", 1)) }),
        ...(maxCostUsd === undefined ? {} : { maxCostUsd }),
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
        context.stderr("Stopped. Run the same command again to continue where it stopped.\n");
        return 130;
      }
      if (result.stoppedByBudget) {
        const left = questions.length * models.length - result.answers.length;
        context.stderr(
          `Stopped at the budget (--max-cost ${maxCostUsd ?? 0}): ${left} questions were not asked. Run again with a larger --max-cost to continue.\n`,
        );
      }
      return 0;
    } finally {
      for (const model of models) await model.dispose?.();
    }
  },
};
