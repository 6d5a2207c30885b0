import { readFile } from "node:fs/promises";
import { z } from "zod";
import { InputFileError } from "../errors.js";
import { questionTypes } from "../questions/question.js";
import { verdicts } from "../scoring/verdict.js";

/** The on-disk format version of a review file (`review.json`). */
export const REVIEW_VERSION = 1;

/** A reviewer's label of one flagged failure (the paper's RQ2). */
export const reviewLabels = ["valid", "false-alarm", "unsure"] as const;
/** A review label: a real factual error, a false alarm (the model was right), or unsure. */
export type ReviewLabel = (typeof reviewLabels)[number];

/** One failure to review, with everything needed to judge it and the reviewer's label. */
export const reviewItemSchema = z.object({
  /** 1-based position in the sample. */
  id: z.number().int().positive(),
  questionId: z.string(),
  modelId: z.string(),
  type: z.enum(questionTypes),
  hops: z.number().int().positive(),
  topic: z.string(),
  question: z.string(),
  options: z.array(z.string()).optional(),
  /** The gold answer: "Yes"/"No", "B. Paris", or the WH answer. */
  gold: z.string(),
  answerLabel: z.string(),
  aliases: z.array(z.string()),
  /** The facts the question was made from, as text, with their Wikidata pages. */
  facts: z.array(z.object({ text: z.string(), links: z.array(z.string()) })),
  /** The model's final answer (what the verdict read). */
  response: z.string(),
  /** The model's reasoning before its answer, when it gave any (reasoning models). */
  reasoning: z.string().optional(),
  verdict: z.enum(verdicts),
  reason: z.string(),
  matcher: z.string(),
  score: z.number().optional(),
  /** Fill in: "valid", "false-alarm" or "unsure"; null until labelled. */
  label: z.enum(reviewLabels).nullable(),
  /** Fill in (optional): why, e.g. "Wikidata is out of date". */
  note: z.string(),
});
/** One failure to review. */
export type ReviewItem = z.infer<typeof reviewItemSchema>;

/** A review file: a sample of a run's failures for a person to label. */
export const reviewFileSchema = z.object({
  version: z.literal(REVIEW_VERSION),
  kind: z.literal("factprobe-review"),
  run: z.string(),
  seed: z.number().int(),
  /** Failures in the run the sample was drawn from. */
  population: z.number().int().nonnegative(),
  instructions: z.string(),
  items: z.array(reviewItemSchema),
});
/** A review file. */
export type ReviewFile = z.infer<typeof reviewFileSchema>;

/**
 * Reads a review file a person edited. Fails with an `InputFileError` naming the item and field
 * when a label is misspelt, and naming both versions when the file is of another format version.
 */
export async function readReviewFile(path: string): Promise<ReviewFile> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new InputFileError(path, undefined, `is not valid JSON (${(error as Error).message})`, {
      hint: "Check the edits: every label is a quoted string or null, items are separated by commas.",
      cause: error,
    });
  }
  const version =
    typeof value === "object" && value !== null ? (value as { version?: unknown }).version : undefined;
  if (version !== REVIEW_VERSION) {
    throw new InputFileError(
      path,
      undefined,
      `review file format version ${JSON.stringify(version)}; this factprobe reads version ${REVIEW_VERSION}`,
      { hint: "Make a new sample with `factprobe review sample <run-dir>`." },
    );
  }
  const parsed = reviewFileSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join(".") ?? "";
    const item = issue?.path[0] === "items" && typeof issue.path[1] === "number" ? issue.path[1] : undefined;
    throw new InputFileError(
      path,
      undefined,
      `invalid ${item === undefined ? "review file" : `item ${item + 1}`} at "${where}": ${issue?.message ?? "unknown problem"}`,
      { hint: `Labels are ${reviewLabels.map((label) => `"${label}"`).join(", ")} or null.` },
    );
  }
  return parsed.data;
}
