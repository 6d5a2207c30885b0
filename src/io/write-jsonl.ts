import { rename, writeFile } from "node:fs/promises";

/** Writes records as JSON Lines atomically (a temporary file renamed over the target). */
export async function writeJsonl(path: string, records: readonly unknown[]): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, records.map((record) => `${JSON.stringify(record)}\n`).join(""));
  await rename(temporary, path);
}

/** Writes a JSON file atomically, pretty-printed. */
export async function writeJson(path: string, value: unknown): Promise<void> {
  const temporary = `${path}.${process.pid}.tmp`;
  await writeFile(temporary, `${JSON.stringify(value, null, 2)}\n`);
  await rename(temporary, path);
}
