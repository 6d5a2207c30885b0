import { join } from "node:path";

/** The files of a run directory, one stage each. */
export function runFiles(runDirectory: string): {
  factSet: string;
  questions: string;
  answers: string;
  scores: string;
  summary: string;
  report: string;
  lookups: string;
} {
  return {
    factSet: join(runDirectory, "kg.json"),
    questions: join(runDirectory, "questions.jsonl"),
    answers: join(runDirectory, "answers.jsonl"),
    scores: join(runDirectory, "scores.jsonl"),
    summary: join(runDirectory, "summary.json"),
    report: join(runDirectory, "report.md"),
    // Entities looked up in the knowledge source while judging (answers naming what kg.json lacks).
    lookups: join(runDirectory, "lookups.json"),
  };
}
