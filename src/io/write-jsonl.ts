import { writeFileAtomic } from "./write-file-atomic.js";

/** Writes records as JSON Lines atomically (a temporary file renamed over the target). */
export async function writeJsonl(path: string, records: readonly unknown[]): Promise<void> {
  await writeFileAtomic(path, records.map((record) => `${JSON.stringify(record)}\n`).join(""));
}

/** Writes a JSON file atomically, pretty-printed. */
export async function writeJson(path: string, value: unknown): Promise<void> {
  await writeFileAtomic(path, `${JSON.stringify(value, null, 2)}\n`);
}
