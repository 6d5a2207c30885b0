import { readJsonl } from "./read-jsonl.js";
import { questionSchema, type Question } from "../questions/question.js";
import { InputFileError } from "../errors.js";
import { checkUtf8 } from "./check-utf8.js";

/**
 * Reads a question suite (`questions.jsonl`): every line validated, a malformed one reported with
 * its line number; duplicate ids are an error, and so are bytes that are not UTF-8 (with their
 * line). A byte order mark is accepted.
 */
export async function readQuestionSuite(path: string): Promise<Question[]> {
  await checkUtf8(path);
  const { records } = await readJsonl(path, { schema: questionSchema });
  const seen = new Set<string>();
  records.forEach((question, index) => {
    if (seen.has(question.id)) {
      throw new InputFileError(path, index + 1, `duplicate question id "${question.id}"`);
    }
    seen.add(question.id);
  });
  return records;
}
