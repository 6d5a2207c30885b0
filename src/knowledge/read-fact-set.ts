import { readFile } from "node:fs/promises";
import { InputFileError } from "../errors.js";
import { FACT_SET_VERSION, factSetSchema, type FactSet } from "./fact-set.js";

/**
 * Reads a knowledge-graph file written by `factprobe kg build` (or `check`), validating it. A file
 * of another format version is rejected with a message naming both versions.
 */
export async function readFactSet(path: string): Promise<FactSet> {
  let value: unknown;
  try {
    value = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new InputFileError(
      path,
      undefined,
      `is not a readable JSON knowledge graph (${(error as Error).message})`,
      {
        hint: "Build one with `factprobe kg build --topic <topic> --out <file>`.",
        cause: error,
      },
    );
  }
  const version = (value as { version?: unknown } | null)?.version;
  if (version !== FACT_SET_VERSION) {
    throw new InputFileError(
      path,
      undefined,
      `has format version ${String(version)}; this factprobe reads version ${FACT_SET_VERSION}`,
      {
        hint: "Rebuild it with `factprobe kg build`.",
      },
    );
  }
  const parsed = factSetSchema.safeParse(value);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new InputFileError(
      path,
      undefined,
      `is not a valid knowledge graph at "${issue?.path.join(".") ?? ""}": ${issue?.message ?? ""}`,
    );
  }
  return parsed.data;
}
