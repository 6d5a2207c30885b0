import { readJsonl } from "../io/read-jsonl.js";
import { matcherDevItemSchema, type MatcherDevItem } from "./matcher-dev-item.js";

/** Reads a labelled matcher set (JSON Lines of {@link matcherDevItemSchema}), with line-numbered errors. */
export async function readMatcherDevSet(path: string): Promise<MatcherDevItem[]> {
  const { records } = await readJsonl(path, { schema: matcherDevItemSchema });
  return records;
}
