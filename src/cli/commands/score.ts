import { renderMarkdown } from "../../reports/render-markdown.js";
import { reportRun } from "../../reports/report-run.js";
import { createModel } from "../../models/model-registry.js";
import { defaultEmbeddingModelPath } from "../../scoring/embedding-model-path.js";
import { createMatcher } from "../../scoring/matcher-registry.js";
import { scoreRun } from "../../scoring/score-run.js";
import { UsageError } from "../../errors.js";
import type { Command } from "../cli-context.js";
import { modelSettingsFromContext } from "../model-settings.js";
import { parseCommandArguments } from "../parse-command-arguments.js";
import { matcherOption } from "../asking-options.js";

const usage =
  "factprobe score <run-dir> [--matcher default|exact|levenshtein|ngram|word-embedding|sentence-embedding|llm-judge:<model id>]";

/** `factprobe score`: (re)scores recorded answers without asking the model, then writes the report. */
export const scoreCommand: Command = {
  name: "score",
  usage,
  async run(argv, context) {
    const { positionals, values } = parseCommandArguments(
      argv,
      { ...matcherOption },
      {
        usage,
        examples: [
          "factprobe score runs/politician",
          "factprobe score runs/politician --matcher llm-judge:openai:gpt-4o-mini",
        ],
      },
    );
    const runDirectory = positionals[0];
    if (runDirectory === undefined || positionals.length > 1)
      throw new UsageError("Give one run directory.", { hint: `Usage: ${usage}` });
    const matcher = await createMatcher(values.matcher ?? "default", {
      embeddingModelPath: defaultEmbeddingModelPath({ env: context.env, homedir: context.homeDirectory }),
      createJudgeModel: (modelId) => createModel(modelId, modelSettingsFromContext(context)),
    });
    let scores;
    try {
      scores = await scoreRun(runDirectory, { matcher, signal: context.signal });
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
