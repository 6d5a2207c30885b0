// The labeller's file (bench/validity/labels.jsonl): one line per item, whether the question is fair
// and, per responder, whether its response is right. See bench/validity/README.md.
import { readFile } from "node:fs/promises";
import { z } from "zod";

/** The on-disk format version of a label line. */
export const LABEL_VERSION = 1;

/** One labelled item. */
export const labelSchema = z
  .object({
    version: z.literal(LABEL_VERSION),
    questionId: z.string().min(1),
    /** The question is answerable as asked and its gold answer is right (and complete enough). */
    fair: z.boolean(),
    fairReason: z.string(),
    /** By responder name (the responses file's name without `.jsonl`). */
    responses: z.record(
      z.string(),
      z
        .object({
          /** The response is right; false: it states something wrong; null: cannot tell, or no answer. */
          correct: z.boolean().nullable(),
          reason: z.string(),
        })
        .strict(),
    ),
  })
  .strict();

/**
 * Parses a labels file's text into a Map by question id. Throws an Error naming `path` and the line
 * of every malformed or duplicate line (up to five).
 */
export function parseLabels(text, path = "labels.jsonl") {
  const labels = new Map();
  const problems = [];
  text.split(/\r?\n/u).forEach((line, index) => {
    if (line.trim() === "") return;
    let value;
    try {
      value = JSON.parse(line);
    } catch (error) {
      problems.push(`${path}:${index + 1}: not valid JSON (${error.message})`);
      return;
    }
    const parsed = labelSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const where = issue === undefined || issue.path.length === 0 ? "" : ` at "${issue.path.join(".")}"`;
      problems.push(`${path}:${index + 1}: invalid label${where}: ${issue?.message ?? "unknown problem"}`);
      return;
    }
    if (labels.has(parsed.data.questionId)) {
      problems.push(`${path}:${index + 1}: a second label for "${parsed.data.questionId}"`);
      return;
    }
    labels.set(parsed.data.questionId, parsed.data);
  });
  if (problems.length > 0) {
    const more = problems.length > 5 ? `\n(and ${problems.length - 5} more)` : "";
    throw new Error(`${problems.slice(0, 5).join("\n")}${more}`);
  }
  return labels;
}

/** Reads and parses a labels file; see {@link parseLabels}. */
export async function readLabels(path) {
  return parseLabels(await readFile(path, "utf8"), path);
}
