import { UsageError } from "../../errors.js";
import { createModel } from "../../models/model-registry.js";
import { cacheEmbeddingModel } from "../../scoring/cache-embedding-model.js";
import { createWorkerEmbeddingModel } from "../../scoring/create-worker-embedding-model.js";
import { defaultEmbeddingModelPath } from "../../scoring/embedding-model-path.js";
import { evaluateMatcher, sweepThreshold, type MatcherEvaluation } from "../../scoring/evaluate-matcher.js";
import { createMatcher, matcherDefinitions, type MatcherSettings } from "../../scoring/matcher-registry.js";
import { readMatcherDevSet } from "../../scoring/read-matcher-dev-set.js";
import { renderMatcherTable, renderThresholdSweep } from "../../scoring/render-matcher-evaluation.js";
import type { Command } from "../cli-context.js";
import { modelSettingsFromContext } from "../model-settings.js";
import { integerOption, listOption, parseCommandArguments } from "../parse-command-arguments.js";

import { runtimeDir } from "../../setup/runtime-dir.js";
const usage =
  "factprobe matchers list | factprobe matchers eval <labelled.jsonl> [--matchers default,exact,levenshtein,ngram,word-embedding,sentence-embedding,llm-judge:<model>] [--split all|calibration|held-out] [--sweep] [--mistakes N]";
const defaultMatchers = ["default", "exact", "levenshtein", "ngram", "word-embedding", "sentence-embedding"];
const sweepThresholds = Array.from({ length: 10 }, (_, index) => Number((0.5 + index * 0.05).toFixed(2)));

/** `factprobe matchers`: lists the WH matchers, or measures them on a labelled set (the paper's Table 4). */
export const matchersCommand: Command = {
  name: "matchers",
  usage,
  async run(argv, context) {
    const { positionals, values } = parseCommandArguments(
      argv,
      {
        matchers: {
          type: "string",
          valueName: "ids",
          description: "Matchers to measure, comma-separated (see `factprobe matchers list`)",
          defaultText: defaultMatchers.join(","),
        },
        split: {
          type: "string",
          choices: ["all", "calibration", "held-out"],
          description: "Which labelled items to measure on",
          defaultText: "all",
        },
        sweep: { type: "boolean", description: "Also sweep the similarity threshold from 0.5 to 0.95" },
        mistakes: {
          type: "string",
          valueName: "N",
          description: "Print up to N mistakes per matcher",
          defaultText: "0",
        },
      },
      {
        usage,
        examples: [
          "factprobe matchers list",
          "factprobe matchers eval labelled.jsonl --split held-out",
          "factprobe matchers eval labelled.jsonl --matchers exact,sentence-embedding --sweep --mistakes 5",
        ],
      },
    );
    const [action, path, ...extra] = positionals;
    if (action === "list" && path === undefined) {
      for (const [id, definition] of Object.entries(matcherDefinitions)) {
        const name = definition.parameter === undefined ? id : `${id}:<${definition.parameter}>`;
        context.stdout(`${name.padEnd(28)} ${definition.summary}\n`);
      }
      return 0;
    }
    if (action !== "eval" || path === undefined || extra.length > 0) {
      throw new UsageError("Give `list`, or `eval` and one labelled JSON Lines file.", {
        hint: `Usage: ${usage}`,
      });
    }
    const split = values.split ?? "all";
    if (!["all", "calibration", "held-out"].includes(split)) {
      throw new UsageError(`--split must be all, calibration or held-out, got "${split}".`);
    }
    const items = (await readMatcherDevSet(path)).filter((item) => split === "all" || item.split === split);
    const ids = listOption(values.matchers) ?? defaultMatchers;
    const settings: MatcherSettings = {
      embeddingModelPath: defaultEmbeddingModelPath({ env: context.env, homedir: context.homeDirectory }),
      embeddingModel: cacheEmbeddingModel(
        createWorkerEmbeddingModel({
          modelPath: defaultEmbeddingModelPath({ env: context.env, homedir: context.homeDirectory }),
          runtimeDir: runtimeDir({ env: context.env, homedir: context.homeDirectory }),
        }),
      ),
      createJudgeModel: (modelId) => createModel(modelId, modelSettingsFromContext(context)),
    };
    const evaluations: MatcherEvaluation[] = [];
    const sweeps: string[] = [];
    try {
      for (const id of ids) {
        const matcher = await createMatcher(id, settings);
        context.stderr(`Evaluating ${id} on ${items.length} items...\n`);
        evaluations.push(await evaluateMatcher(items, matcher));
        if (values.sweep === true && matcher.threshold !== undefined) {
          const sweep = await sweepThreshold(
            items,
            (threshold) => createMatcher(id, { ...settings, threshold }),
            sweepThresholds,
          );
          sweeps.push(renderThresholdSweep(id, sweep));
        }
        if (!id.startsWith("sentence") && !id.startsWith("default")) await matcher.dispose?.();
      }
    } finally {
      await settings.embeddingModel?.dispose?.();
    }
    context.stdout(
      `Finding wrong WH answers on ${path} (${split}, ${items.length} items; positive class: the answer is wrong)\n\n`,
    );
    context.stdout(renderMatcherTable(evaluations));
    for (const sweep of sweeps) context.stdout(`\n${sweep}`);
    const mistakes = integerOption(values.mistakes, "mistakes", 0);
    for (const evaluation of evaluations) {
      if (mistakes === 0) break;
      context.stdout(
        `\nMistakes of ${evaluation.matcherId} (first ${mistakes} of ${evaluation.mistakes.length}):\n`,
      );
      for (const { item, judgement } of evaluation.mistakes.slice(0, mistakes)) {
        context.stdout(
          `- [${item.id}] label ${item.label}, verdict ${judgement.verdict}: ${JSON.stringify(item.response.slice(0, 80))} vs ${JSON.stringify(item.gold)} (${judgement.reason})\n`,
        );
      }
    }
    return 0;
  },
};
