import { mkdir, writeFile } from "node:fs/promises";
import { join } from "node:path";
import { writeJson, writeJsonl } from "../io/write-jsonl.js";
import type { ChatMessage } from "../models/language-model.js";
import { buildMessages } from "../models/prompts.js";
import type { Question } from "../questions/question.js";
import { createSeededRandom } from "../questions/seeded-random.js";
import { readRunData } from "../reports/read-run-data.js";
import { demonstrationAnswer } from "./improve-with-demonstrations.js";
import { readGeneralInstructions } from "./general-instructions.js";
import { fineTuningReadme } from "./fine-tuning-readme.js";
import { splitByEntity } from "./split-by-entity.js";

/** Options of {@link exportFineTuning}. */
export interface ExportFineTuningOptions {
  runDirectory: string;
  outDirectory: string;
  /** Whose failures to export (a run may hold several models). */
  modelId: string;
  /** Share of questions in the evaluation split. Default 0.2. */
  evalFraction?: number;
  /** Seed of the split and of the shuffle. Default 1. */
  seed?: number;
  /** A general instruction file to mix into the training data (see `readGeneralInstructions`). */
  generalFile?: string;
  /** Use at most this many general examples. Default all. */
  generalLimit?: number;
}

/** What {@link exportFineTuning} wrote. */
export interface ExportFineTuningResult {
  /** Failed questions in the training file. */
  train: number;
  /** Failed questions in the validation file. */
  validation: number;
  general: number;
  /** Questions (all, failed or not) in `eval-questions.jsonl`. */
  evaluationQuestions: number;
  /** Questions that shared entities with both splits. */
  dropped: number;
  files: string[];
}

/** The on-disk version of the export's `manifest.json`. */
export const FINE_TUNING_EXPORT_VERSION = 1;

/** One chat example: the paper's prompt for the question, and the correct answer as the reply. */
export function fineTuningExample(question: Question): { messages: ChatMessage[] } {
  return {
    messages: [
      ...buildMessages({ question, topic: question.topic }),
      { role: "assistant", content: demonstrationAnswer(question) },
    ],
  };
}

/**
 * Exports a model's failed questions with their correct answers as fine-tuning data (the paper's
 * RQ3 for open models): chat JSON Lines in the OpenAI fine-tuning format (`openai/train.jsonl`,
 * `openai/validation.jsonl`) and the Hugging Face `messages` format (`huggingface/train.jsonl`,
 * `huggingface/test.jsonl`, with a dataset card), optionally mixed with a general instruction file.
 * Questions are split entity-disjointly first, so `eval-questions.jsonl` (a question suite of every
 * evaluation-split question, for `factprobe ask`) shares no entity with the training data. Writes a
 * README on fine-tuning with common tools and a `manifest.json`.
 */
export async function exportFineTuning(options: ExportFineTuningOptions): Promise<ExportFineTuningResult> {
  const data = await readRunData(options.runDirectory);
  const seed = options.seed ?? 1;
  const verdictOf = new Map(
    data.scores
      .filter((score) => score.modelId === options.modelId)
      .map((score) => [score.questionId, score.verdict]),
  );
  const failed = (question: Question): boolean => {
    const verdict = verdictOf.get(question.id);
    return verdict === "incorrect" || verdict === "not-attempted" || verdict === "unparseable";
  };
  const asked = data.questions.filter((question) => verdictOf.has(question.id));
  const split = splitByEntity(asked, { evalFraction: options.evalFraction ?? 0.2, seed });
  const random = createSeededRandom(`${seed}-shuffle`);
  const general = options.generalFile === undefined ? [] : await readGeneralInstructions(options.generalFile);
  const generalUsed = general.slice(0, options.generalLimit ?? general.length);
  const trainExamples = random.shuffle([
    ...split.train.filter(failed).map(fineTuningExample),
    ...generalUsed.map((messages) => ({ messages })),
  ]);
  const validationExamples = split.evaluation.filter(failed).map(fineTuningExample);

  const openai = join(options.outDirectory, "openai");
  const huggingface = join(options.outDirectory, "huggingface");
  await mkdir(openai, { recursive: true });
  await mkdir(huggingface, { recursive: true });
  const files = {
    openaiTrain: join(openai, "train.jsonl"),
    openaiValidation: join(openai, "validation.jsonl"),
    huggingfaceTrain: join(huggingface, "train.jsonl"),
    huggingfaceTest: join(huggingface, "test.jsonl"),
    huggingfaceCard: join(huggingface, "README.md"),
    evaluationQuestions: join(options.outDirectory, "eval-questions.jsonl"),
    readme: join(options.outDirectory, "README.md"),
    manifest: join(options.outDirectory, "manifest.json"),
  };
  await writeJsonl(files.openaiTrain, trainExamples);
  await writeJsonl(files.openaiValidation, validationExamples);
  await writeJsonl(files.huggingfaceTrain, trainExamples);
  await writeJsonl(files.huggingfaceTest, validationExamples);
  await writeFile(files.huggingfaceCard, huggingfaceCard);
  await writeJsonl(files.evaluationQuestions, split.evaluation);
  const trainFailed = split.train.filter(failed).length;
  await writeFile(
    files.readme,
    fineTuningReadme({
      runDirectory: options.runDirectory,
      outDirectory: options.outDirectory,
      modelId: options.modelId,
      train: trainFailed,
      general: generalUsed.length,
      validation: validationExamples.length,
      evaluationQuestions: split.evaluation.length,
    }),
  );
  await writeJson(files.manifest, {
    version: FINE_TUNING_EXPORT_VERSION,
    run: options.runDirectory,
    modelId: options.modelId,
    seed,
    evalFraction: options.evalFraction ?? 0.2,
    train: {
      failedQuestions: trainFailed,
      general: generalUsed.length,
      ids: split.train.filter(failed).map((question) => question.id),
    },
    validation: { failedQuestions: validationExamples.length },
    evaluation: { questions: split.evaluation.length },
    dropped: split.dropped.length,
  });
  return {
    train: trainFailed,
    validation: validationExamples.length,
    general: generalUsed.length,
    evaluationQuestions: split.evaluation.length,
    dropped: split.dropped.length,
    files: Object.values(files),
  };
}

const huggingfaceCard = `---
configs:
  - config_name: default
    data_files:
      - split: train
        path: train.jsonl
      - split: test
        path: test.jsonl
---

# factprobe fine-tuning data

Chat examples in the \`messages\` format (\`[{ "role": "system" | "user" | "assistant", "content": ... }]\`):
questions a model answered wrongly, with the correct answer as the assistant's reply. \`train\` and
\`test\` share no entity. Load with \`datasets.load_dataset("json", data_files={"train": "train.jsonl", "test": "test.jsonl"})\`
or \`load_dataset("<this folder>")\`.
`;
