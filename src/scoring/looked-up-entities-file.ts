import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { z } from "zod";
import { FactprobeError } from "../errors.js";
import { writeJson } from "../io/write-jsonl.js";
import { entityClassSchema, entitySchema, factSchema } from "../knowledge/fact-set.js";

/** The version of a run's `lookups.json`; version 2 adds `values`, and version 1 files still read. */
export const LOOKUPS_VERSION = 2;

const relationValuesSchema = z.object({
  subject: z.string(),
  relation: z.string(),
  objects: z.array(z.object({ id: z.string(), label: z.string() })),
});

const lookupsSchema = z.object({
  version: z.union([z.literal(1), z.literal(LOOKUPS_VERSION)]),
  /** The sources asked, in order (`embedded`, an endpoint URL). */
  sources: z.array(z.string()),
  /** Every name asked about, found or not: a rescore asks only for names not asked before. */
  names: z.array(z.string()),
  /** Every entity whose places were asked for (one the graph holds without them). */
  ids: z.array(z.string()),
  entities: z.array(entitySchema),
  facts: z.array(factSchema),
  classes: z.array(entityClassSchema),
  /**
   * What the source holds for the subjects and relations of the answered questions' facts (asked
   * once each, kept even when it holds nothing), which confirm or dispute an `incorrect` verdict.
   */
  values: z.array(relationValuesSchema).default([]),
});

/** What a run has looked up in its knowledge source while judging (`lookups.json`). */
export type Lookups = z.infer<typeof lookupsSchema>;

/** An empty record of lookups. */
export function noLookups(): Lookups {
  return {
    version: LOOKUPS_VERSION,
    sources: [],
    names: [],
    ids: [],
    entities: [],
    facts: [],
    classes: [],
    values: [],
  };
}

/** Reads a run's `lookups.json`, or no lookups when there is none. A damaged file is an error naming it. */
export async function readLookups(path: string): Promise<Lookups> {
  if (!existsSync(path)) return noLookups();
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(path, "utf8"));
  } catch (error) {
    throw new FactprobeError("invalid-lookups", `${path} is not valid JSON: ${(error as Error).message}`, {
      hint: `Delete ${path}: the next \`factprobe score --source <source>\` looks the names up again.`,
    });
  }
  const result = lookupsSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new FactprobeError(
      "invalid-lookups",
      `${path} is not a lookups file factprobe wrote: ${issue?.path.join(".") ?? ""} ${issue?.message ?? ""}`.trim(),
      { hint: `Delete ${path}: the next \`factprobe score --source <source>\` looks the names up again.` },
    );
  }
  return result.data;
}

/** Adds what one lookup found to the record: new names, entities, facts and classes, each once. */
export function addLookups(
  lookups: Lookups,
  found: {
    source: string;
    names: readonly string[];
    ids: readonly string[];
    entities: Lookups["entities"];
    facts: Lookups["facts"];
    classes: Lookups["classes"];
    values?: Lookups["values"];
  },
): Lookups {
  const names = new Set(lookups.names);
  const ids = new Set(lookups.ids);
  const entityIds = new Set(lookups.entities.map((entity) => entity.id));
  const factKeys = new Set(lookups.facts.map((fact) => `${fact.subject} ${fact.relation} ${fact.object}`));
  const classIds = new Set(lookups.classes.map((entityClass) => entityClass.id));
  const pairs = new Set(lookups.values.map((entry) => `${entry.subject} ${entry.relation}`));
  return {
    version: LOOKUPS_VERSION,
    sources: lookups.sources.includes(found.source) ? lookups.sources : [...lookups.sources, found.source],
    names: [...lookups.names, ...found.names.filter((name) => !names.has(name) && names.add(name))],
    ids: [...lookups.ids, ...found.ids.filter((id) => !ids.has(id) && ids.add(id))],
    entities: [
      ...lookups.entities,
      ...found.entities.filter((entity) => !entityIds.has(entity.id) && entityIds.add(entity.id)),
    ],
    facts: [
      ...lookups.facts,
      ...found.facts.filter((fact) => {
        const key = `${fact.subject} ${fact.relation} ${fact.object}`;
        return !factKeys.has(key) && factKeys.add(key);
      }),
    ],
    classes: [
      ...lookups.classes,
      ...found.classes.filter((entityClass) => !classIds.has(entityClass.id) && classIds.add(entityClass.id)),
    ],
    values: [
      ...lookups.values,
      ...(found.values ?? []).filter((entry) => {
        const key = `${entry.subject} ${entry.relation}`;
        return !pairs.has(key) && pairs.add(key);
      }),
    ],
  };
}

/** Writes a run's `lookups.json` atomically. */
export async function writeLookups(path: string, lookups: Lookups): Promise<void> {
  await writeJson(path, lookups);
}
