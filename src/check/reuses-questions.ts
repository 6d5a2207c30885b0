import { existsSync } from "node:fs";
import { runFiles } from "../runs/run-files.js";

/**
 * Whether `check` in this run directory reuses the knowledge graph and questions already there
 * (`kg.json` and `questions.jsonl`, unless `fresh`): then it opens no source, and a local model
 * loads only on its first call, which a run answered from its log or the cache never makes.
 */
export function reusesQuestions(runDirectory: string, fresh: boolean): boolean {
  const files = runFiles(runDirectory);
  return !fresh && existsSync(files.factSet) && existsSync(files.questions);
}
