import { readRunData } from "../../reports/read-run-data.js";
import { compareImprovement } from "../../improve/compare-improvement.js";
import { exportFineTuning } from "../../improve/export-fine-tuning.js";
import { improveWithDemonstrations } from "../../improve/improve-with-demonstrations.js";
import { renderImprovement } from "../../improve/render-improvement.js";
import { FactprobeError, UsageError } from "../../errors.js";
import { createModel } from "../../models/model-registry.js";
import { prepareOutputDirectory } from "../prepare-output-path.js";
import type { CliContext, Command } from "../cli-context.js";
import { modelSettingsFromContext } from "../model-settings.js";
import { integerOption, parseCommandArguments } from "../parse-command-arguments.js";
import { createProgressPrinter } from "../progress-printer.js";
import { defaultMatcherFromContext } from "../default-matcher-from-context.js";

const usage = [
  "factprobe improve icl <run-dir> [--k 4] [--model <id>] [--out <dir>] [--limit N] [--concurrency N]",
  "       factprobe improve export <run-dir> [--out <dir>] [--model <id>] [--mix general.jsonl] [--mix-limit N] [--eval-fraction 0.2] [--seed 1]",
  "       factprobe improve compare <original-run> <enhanced-run> [--model <id>]",
].join("\n");

/** `factprobe improve`: in-context demonstrations, fine-tuning exports, before/after comparisons (paper RQ3). */
export const improveCommand: Command = {
  name: "improve",
  usage,
  subcommands: {
    icl: "Ask a model again with failed questions as in-context demonstrations, and compare",
    export: "Write fine-tuning data (train, validation, held-out questions) from a run's failures",
    compare: "Compare an original run with an enhanced one (accuracy before and after)",
  },
  async run(argv, context) {
    const [subcommand, ...rest] = argv;
    switch (subcommand) {
      case "icl":
        return icl(rest, context);
      case "export":
        return exportCommand(rest, context);
      case "compare":
        return compare(rest, context);
      default:
        throw new UsageError(
          subcommand === undefined
            ? "improve needs a subcommand."
            : `Unknown improve subcommand "${subcommand}".`,
          { hint: `Usage: ${usage}` },
        );
    }
  },
};

async function singleModelOf(runDirectory: string, requested: string | undefined): Promise<string> {
  if (requested !== undefined) return requested;
  const data = await readRunData(runDirectory);
  const models = [...new Set(data.scores.map((score) => score.modelId))];
  if (models.length !== 1) {
    throw new UsageError(
      models.length === 0
        ? `${runDirectory} has no answers.`
        : `${runDirectory} has answers of ${models.length} models (${models.join(", ")}); say which with --model.`,
    );
  }
  return models[0] ?? "";
}

async function icl(argv: string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseCommandArguments(
    argv,
    {
      k: {
        type: "string",
        valueName: "N",
        description: "Demonstrations per question type",
        defaultText: "4",
      },
      model: {
        type: "string",
        valueName: "id",
        description: "The model to ask",
        defaultText: "the run's only model",
      },
      out: {
        type: "string",
        valueName: "dir",
        description: "Where to write the improved run",
        defaultText: "<run-dir>/icl",
      },
      limit: {
        type: "string",
        valueName: "N",
        description: "Evaluate at most N questions",
        defaultText: "all",
      },
      concurrency: {
        type: "string",
        valueName: "N",
        description: "Model calls in flight at once",
        defaultText: "the model's",
      },
      threads: {
        type: "string",
        valueName: "N",
        description: "CPU threads of a local model",
        defaultText: "every core",
      },
    },
    {
      usage,
      examples: [
        "factprobe improve icl runs/politician --k 4",
        "factprobe improve icl runs/politician --model openai:gpt-4o-mini --limit 100",
      ],
    },
  );
  const runDirectory = positionals[0];
  if (runDirectory === undefined || positionals.length > 1)
    throw new UsageError("improve icl needs one run directory.", { hint: `Usage: ${usage}` });
  const modelId = await singleModelOf(runDirectory, values.model);
  const threads = values.threads === undefined ? undefined : integerOption(values.threads, "threads", 2);
  const model = await createModel(
    modelId,
    modelSettingsFromContext(context, threads === undefined ? {} : { threads }),
  );
  const matcher = await defaultMatcherFromContext(context);
  let progress: ReturnType<typeof createProgressPrinter> | undefined;
  try {
    const result = await improveWithDemonstrations({
      matcher,
      runDirectory,
      model,
      k: integerOption(values.k, "k", 4),
      ...(values.out === undefined ? {} : { outDirectory: values.out }),
      ...(values.limit === undefined ? {} : { limit: integerOption(values.limit, "limit", 0) }),
      ...(values.concurrency === undefined
        ? {}
        : { concurrency: integerOption(values.concurrency, "concurrency", 1, { minimum: 1 }) }),
      signal: context.signal,
      onQuestions: (questions) => {
        progress = createProgressPrinter({
          total: questions.length,
          label: `Asking ${model.id} with demonstrations`,
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
      return 130;
    }
    const counts = Object.entries(result.demonstrations)
      .map(([type, list]) => `${list.length} ${type}`)
      .join(", ");
    context.stderr(
      `Demonstrations: ${counts} (failed questions with their gold answers). Evaluation: ${result.evaluation.length} questions sharing no entity with them (${result.excluded} left out because they do).\n`,
    );
    context.stdout(
      `\n${renderImprovement(result.table, { title: "In-context improvement (paper Table 7)" })}\n`,
    );
    context.stdout(
      `Results in ${result.outDirectory}/: demonstrations.json, answers.jsonl, scores.jsonl, improvement.json, report.html\n`,
    );
    return 0;
  } finally {
    await matcher.dispose?.();
    await model.dispose?.();
  }
}

async function exportCommand(argv: string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseCommandArguments(
    argv,
    {
      out: {
        type: "string",
        valueName: "dir",
        description: "Where to write the data",
        defaultText: "<run-dir>/fine-tuning",
      },
      model: {
        type: "string",
        valueName: "id",
        description: "Whose failures to use",
        defaultText: "the run's only model",
      },
      mix: {
        type: "string",
        valueName: "general.jsonl",
        description: "General instruction examples to mix into the training data",
      },
      "mix-limit": {
        type: "string",
        valueName: "N",
        description: "Use at most N of the --mix examples",
        defaultText: "all",
      },
      "eval-fraction": {
        type: "string",
        valueName: "fraction",
        description: "Share of failures held out for validation",
        defaultText: "0.2",
      },
      seed: { type: "string", valueName: "S", description: "Seed of the split", defaultText: "1" },
    },
    {
      usage,
      examples: [
        "factprobe improve export runs/politician --out ft/",
        "factprobe improve export runs/politician --mix general.jsonl --mix-limit 500",
      ],
    },
  );
  const runDirectory = positionals[0];
  if (runDirectory === undefined || positionals.length > 1)
    throw new UsageError("improve export needs one run directory.", { hint: `Usage: ${usage}` });
  const evalFraction = values["eval-fraction"] === undefined ? 0.2 : Number(values["eval-fraction"]);
  if (!(evalFraction > 0 && evalFraction < 1))
    throw new UsageError(`--eval-fraction must be between 0 and 1, got "${values["eval-fraction"]}".`);
  const modelId = await singleModelOf(runDirectory, values.model);
  const outDirectory = values.out ?? `${runDirectory}/fine-tuning`;
  await prepareOutputDirectory(outDirectory);
  const result = await exportFineTuning({
    runDirectory,
    outDirectory,
    modelId,
    evalFraction,
    seed: integerOption(values.seed, "seed", 1),
    ...(values.mix === undefined ? {} : { generalFile: values.mix }),
    ...(values["mix-limit"] === undefined
      ? {}
      : { generalLimit: integerOption(values["mix-limit"], "mix-limit", 0) }),
  });
  context.stdout(
    [
      `Fine-tuning data for ${modelId} in ${outDirectory}/ (see its README.md):`,
      `  train: ${result.train} failed questions with their correct answers${result.general > 0 ? ` + ${result.general} general instruction examples` : ""}`,
      `  validation: ${result.validation} failed questions of the evaluation split`,
      `  eval-questions.jsonl: ${result.evaluationQuestions} questions sharing no entity with the training questions (${result.dropped} dropped because they shared entities with both sides)`,
      `Evaluate a fine-tuned model: factprobe ask ${outDirectory}/eval-questions.jsonl --model <id> --out <run>; factprobe score <run>; factprobe improve compare ${runDirectory} <run>`,
      "",
    ].join("\n"),
  );
  return 0;
}

async function compare(argv: string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseCommandArguments(
    argv,
    {
      model: {
        type: "string",
        valueName: "id",
        description: "The original run's model",
        defaultText: "its only model",
      },
    },
    { usage, examples: ["factprobe improve compare runs/politician runs/politician/icl"] },
  );
  const [originalRun, enhancedRun] = positionals;
  if (originalRun === undefined || enhancedRun === undefined || positionals.length > 2)
    throw new UsageError("improve compare needs two run directories: the original and the enhanced.", {
      hint: `Usage: ${usage}`,
    });
  const original = await readRunData(originalRun);
  const enhanced = await readRunData(enhancedRun);
  const originalModel = await singleModelOf(originalRun, values.model);
  const enhancedModels = [...new Set(enhanced.scores.map((score) => score.modelId))];
  if (enhancedModels.length !== 1)
    throw new FactprobeError(
      "ambiguous-enhanced-run",
      `${enhancedRun} has answers of ${enhancedModels.length} models (${enhancedModels.join(", ")}); compare needs exactly one.`,
    );
  const table = compareImprovement(
    original.scores.filter((score) => score.modelId === originalModel),
    enhanced.scores,
    {
      original: `${originalModel} (${originalRun})`,
      enhanced: `${enhancedModels[0] ?? ""} (${enhancedRun})`,
    },
  );
  context.stdout(renderImprovement(table));
  return 0;
}
