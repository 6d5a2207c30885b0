import { UsageError } from "../../errors.js";
import { readQuestionSuite } from "../../io/read-question-suite.js";
import { createModel } from "../../models/model-registry.js";
import { askIntoRun } from "../../runs/ask-into-run.js";
import { paperPrompt } from "../../runs/paper-prompt.js";
import { copyFile, mkdir } from "node:fs/promises";
import { runFiles } from "../../runs/run-files.js";
import type { Command } from "../cli-context.js";
import { modelSettingsFromContext } from "../model-settings.js";
import { integerOption, parseCommandArguments } from "../parse-command-arguments.js";
import { createProgressPrinter } from "../progress-printer.js";

const usage =
  "factprobe ask <suite.jsonl> --model <id> [--model <id> ...] --out <run-dir> [--concurrency N] [--retry-errors]";

/**
 * `factprobe ask`: asks one or more models a question suite with the paper's prompts, appending
 * answers to `<run-dir>/answers.jsonl`; rerunning the same command resumes.
 */
export const askCommand: Command = {
  name: "ask",
  summary: "Ask models a question suite (resumable; answers go to <run-dir>/answers.jsonl)",
  usage,
  async run(argv, context) {
    const { values, positionals } = parseCommandArguments(
      argv,
      {
        model: { type: "string", multiple: true },
        out: { type: "string" },
        concurrency: { type: "string" },
        "retry-errors": { type: "boolean" },
      },
      usage,
    );
    const suitePath = positionals[0];
    const modelIds = values.model ?? [];
    if (suitePath === undefined || values.out === undefined || modelIds.length === 0) {
      throw new UsageError("ask needs a suite file, at least one --model and --out.", {
        hint: `Usage: ${usage}`,
      });
    }
    const questions = await readQuestionSuite(suitePath);
    await mkdir(values.out, { recursive: true });
    const files = runFiles(values.out);
    if (suitePath !== files.questions) await copyFile(suitePath, files.questions);
    for (const modelId of modelIds) {
      const model = await createModel(modelId, modelSettingsFromContext(context));
      try {
        const progress = createProgressPrinter({
          total: questions.length,
          label: modelId,
          write: context.stderr,
          interactive: context.interactive,
        });
        const result = await askIntoRun({
          runDirectory: values.out,
          model,
          questions,
          buildPrompt: paperPrompt,
          signal: context.signal,
          retryErrors: values["retry-errors"] === true,
          onAnswer: progress.onAnswer,
          ...(values.concurrency === undefined
            ? {}
            : { concurrency: integerOption(values.concurrency, "concurrency", 1) }),
        });
        progress.finish();
        const errors = result.answers.filter((answer) => answer.error !== undefined).length;
        context.stdout(
          `${modelId}: ${result.answers.length}/${questions.length} answered (${result.asked} now, ${result.resumed} from before), ${errors} failed calls.\n`,
        );
      } finally {
        await model.dispose?.();
      }
    }
    if (context.signal.aborted) {
      context.stderr("Stopped. Run the same command again to continue where it stopped.\n");
      return 130;
    }
    return 0;
  },
};
