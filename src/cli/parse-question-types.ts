import { UsageError } from "../errors.js";
import { questionTypes, type QuestionType } from "../questions/question.js";

/** Parses `--types yes-no,multiple-choice,wh` (also `yn`, `mc`); all three when absent. */
export function parseQuestionTypes(value: string | undefined): QuestionType[] {
  if (value === undefined) return [...questionTypes];
  const shorthands: Record<string, QuestionType> = { yn: "yes-no", mc: "multiple-choice" };
  return value.split(",").map((item) => {
    const name = shorthands[item.trim()] ?? item.trim();
    if (!(questionTypes as readonly string[]).includes(name)) {
      throw new UsageError(`Unknown question type "${item}". Valid types: ${questionTypes.join(", ")}.`);
    }
    return name as QuestionType;
  });
}
