// A responder's file (bench/validity/responses/<name>.jsonl) into the replay model's records.
// Each line is a replay record (docs/models.md) that may name its question by `promptId` (the
// opaque key of prompts.jsonl) instead of giving `prompt`; the prompt and system message are then
// taken from the suite, rendered the way the runner renders them.
import { z } from "zod";

/** One line of a responder's file. */
export const responderLineSchema = z
  .object({
    version: z.literal(1),
    promptId: z.string().min(1).optional(),
    questionId: z.string().min(1).optional(),
    system: z.string().optional(),
    prompt: z.string().min(1).optional(),
    response: z.string(),
  })
  .strict()
  .refine(
    (line) => line.promptId !== undefined || line.questionId !== undefined || line.prompt !== undefined,
    {
      message: "a line needs `promptId`, `questionId` or `prompt`",
    },
  );

/**
 * Matches a responder's lines to the suite. `rendered`: the rendered prompt of every question
 * (`{ questionId, promptId, system?, prompt }`). Returns `{ records, warnings }`: one replay record
 * per answered question (`{ version, questionId, system?, prompt, response }`) and what was odd
 * but usable (lines naming no question of the suite, a given prompt that differs from the rendered
 * one, questions with no response). Throws an Error, naming `path` and the lines, when a line is
 * malformed or a question gets two different responses.
 */
export function matchResponses(text, rendered, path = "responses.jsonl") {
  const byPromptId = new Map(rendered.map((entry) => [entry.promptId, entry]));
  const byQuestionId = new Map(rendered.map((entry) => [entry.questionId, entry]));
  const byText = new Map(rendered.map((entry) => [`${entry.system ?? ""}\u0000${entry.prompt}`, entry]));
  const chosen = new Map();
  const problems = [];
  const warnings = [];
  text.split(/\r?\n/u).forEach((raw, index) => {
    const where = `${path}:${index + 1}`;
    if (raw.trim() === "") return;
    let value;
    try {
      value = JSON.parse(raw);
    } catch (error) {
      problems.push(`${where}: not valid JSON (${error.message})`);
      return;
    }
    const parsed = responderLineSchema.safeParse(value);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const at = issue === undefined || issue.path.length === 0 ? "" : ` at "${issue.path.join(".")}"`;
      problems.push(`${where}: invalid line${at}: ${issue?.message ?? "unknown problem"}`);
      return;
    }
    const line = parsed.data;
    const entry =
      (line.promptId === undefined ? undefined : byPromptId.get(line.promptId)) ??
      (line.questionId === undefined ? undefined : byQuestionId.get(line.questionId)) ??
      (line.prompt === undefined ? undefined : byText.get(`${line.system ?? ""}\u0000${line.prompt}`));
    if (entry === undefined) {
      warnings.push(`${where}: names no question of the suite; ignored`);
      return;
    }
    if (
      line.prompt !== undefined &&
      (line.prompt !== entry.prompt || (line.system ?? entry.system) !== entry.system)
    ) {
      warnings.push(
        `${where}: its prompt differs from the rendered prompt of ${entry.questionId}; the rendered one is used`,
      );
    }
    const previous = chosen.get(entry.questionId);
    if (previous !== undefined && previous.response !== line.response) {
      problems.push(
        `${where}: a second, different response for ${entry.questionId} (first on line ${previous.line})`,
      );
      return;
    }
    chosen.set(entry.questionId, { response: line.response, line: index + 1 });
  });
  if (problems.length > 0) {
    const more = problems.length > 5 ? `\n(and ${problems.length - 5} more)` : "";
    throw new Error(`${problems.slice(0, 5).join("\n")}${more}`);
  }
  const records = [];
  let unanswered = 0;
  for (const entry of rendered) {
    const answer = chosen.get(entry.questionId);
    if (answer === undefined) {
      unanswered += 1;
      continue;
    }
    records.push({
      version: 1,
      questionId: entry.questionId,
      ...(entry.system === undefined ? {} : { system: entry.system }),
      prompt: entry.prompt,
      response: answer.response,
    });
  }
  if (unanswered > 0)
    warnings.push(`${path}: ${unanswered} questions have no response (they become \`error\` answers)`);
  return { records, warnings };
}
