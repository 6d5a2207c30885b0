import { existsSync } from "node:fs";
import { writeFileAtomic } from "../../io/write-file-atomic.js";
import { join } from "node:path";
import { FactprobeError, UsageError } from "../../errors.js";
import { writeJsonl } from "../../io/write-jsonl.js";
import { readRunData } from "../../reports/read-run-data.js";
import { exportReviewLabels } from "../../review/export-review-labels.js";
import { readReviewFile } from "../../review/review-file.js";
import { renderReviewStats, reviewStats } from "../../review/review-stats.js";
import { sampleFailures } from "../../review/sample-failures.js";
import { prepareOutputFile } from "../prepare-output-path.js";
import type { CliContext, Command } from "../cli-context.js";
import { integerOption, parseCommandArguments } from "../parse-command-arguments.js";

const usage = [
  "factprobe review sample <run-dir> [--n 100] [--seed 1] [--out <run-dir>/review.json] [--force]",
  "       factprobe review stats <review.json | run-dir>",
  "       factprobe review export-labels <review.json | run-dir> [--out labelled.jsonl] [--split held-out|calibration]",
].join("\n");

/** `factprobe review`: sample failures for manual labelling, report their validity, export labels (paper RQ2). */
export const reviewCommand: Command = {
  name: "review",
  usage,
  subcommands: {
    sample: "Sample a run's flagged failures into a review file to label by hand",
    stats: "Report the validity rate of labelled failures, with confidence intervals",
    "export-labels": "Export labelled WH responses as a matcher dev set",
  },
  async run(argv, context) {
    const [subcommand, ...rest] = argv;
    switch (subcommand) {
      case "sample":
        return sample(rest, context);
      case "stats":
        return stats(rest, context);
      case "export-labels":
        return exportLabels(rest, context);
      default:
        throw new UsageError(
          subcommand === undefined
            ? "review needs a subcommand."
            : `Unknown review subcommand "${subcommand}".`,
          { hint: `Usage: ${usage}` },
        );
    }
  },
};

/** A review file given directly, or the `review.json` of a run directory. */
function reviewPath(target: string | undefined): string {
  if (target === undefined)
    throw new UsageError("Give a review file or a run directory.", { hint: `Usage: ${usage}` });
  return target.endsWith(".json") ? target : join(target, "review.json");
}

async function sample(argv: string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseCommandArguments(
    argv,
    {
      n: { type: "string", valueName: "N", description: "Failures to sample", defaultText: "100" },
      seed: { type: "string", valueName: "S", description: "Seed of the sample", defaultText: "1" },
      out: {
        type: "string",
        valueName: "file",
        description: "The review file to write",
        defaultText: "<run-dir>/review.json",
      },
      force: { type: "boolean", description: "Replace an existing review file (and its labels)" },
    },
    { usage, examples: ["factprobe review sample runs/politician --n 50"] },
  );
  const runDirectory = positionals[0];
  if (runDirectory === undefined || positionals.length > 1)
    throw new UsageError("review sample needs one run directory.", { hint: `Usage: ${usage}` });
  const out = values.out ?? join(runDirectory, "review.json");
  await prepareOutputFile(out, { suggestedName: "review.json" });
  if (existsSync(out) && values.force !== true) {
    throw new FactprobeError("review-exists", `${out} exists and may hold labels.`, {
      hint: "Give another --out, or pass --force to replace it.",
    });
  }
  const review = sampleFailures(await readRunData(runDirectory), {
    n: integerOption(values.n, "n", 100),
    seed: integerOption(values.seed, "seed", 1),
  });
  await writeFileAtomic(out, `${JSON.stringify(review, null, 2)}\n`);
  context.stdout(
    `Sampled ${review.items.length} of ${review.population} flagged failures into ${out}.\nLabel each item ("label": "valid", "false-alarm" or "unsure"; optional "note"), then run \`factprobe review stats ${out}\`.\n`,
  );
  return 0;
}

async function stats(argv: string[], context: CliContext): Promise<number> {
  const { positionals } = parseCommandArguments(
    argv,
    {},
    { usage, examples: ["factprobe review stats runs/politician"] },
  );
  const review = await readReviewFile(reviewPath(positionals[0]));
  context.stdout(renderReviewStats(reviewStats(review), review));
  return 0;
}

async function exportLabels(argv: string[], context: CliContext): Promise<number> {
  const { values, positionals } = parseCommandArguments(
    argv,
    {
      out: {
        type: "string",
        valueName: "file",
        description: "The labelled JSON Lines file to write",
        defaultText: "<review>-labels.jsonl",
      },
      split: {
        type: "string",
        choices: ["held-out", "calibration"],
        description: "The split to mark the items with",
        defaultText: "held-out",
      },
    },
    { usage, examples: ["factprobe review export-labels runs/politician --out labelled.jsonl"] },
  );
  const path = reviewPath(positionals[0]);
  const split = values.split ?? "held-out";
  if (split !== "held-out" && split !== "calibration")
    throw new UsageError(`--split must be held-out or calibration, got "${split}".`);
  const review = await readReviewFile(path);
  const exported = exportReviewLabels(review, { split });
  const out = values.out ?? path.replace(/\.json$/, "-labels.jsonl");
  await prepareOutputFile(out, { suggestedName: "labelled.jsonl" });
  await writeJsonl(out, exported.items);
  context.stdout(
    `Wrote ${exported.items.length} labelled WH responses to ${out} (matcher dev-set format; ${exported.skippedNotWh} labelled Yes-No/multiple-choice items and ${exported.skippedUndecided} unsure or unlabelled items skipped).\nMeasure the matchers on them: factprobe matchers eval ${out}\n`,
  );
  return 0;
}
