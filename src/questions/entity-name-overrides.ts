import { readFileSync } from "node:fs";
import path from "node:path";
import { FactprobeError } from "../errors.js";
import { findPackageRoot } from "../knowledge/package-root.js";

/** How an entity's name reads in a sentence when a rule cannot tell: with "the" or as it is. */
export type NameArticle = "the" | "bare";

/** The package's override file: `data/entity-names.tsv`. */
export const ENTITY_NAMES_FILE = "data/entity-names.tsv";

/**
 * Parses an override file: one `id<TAB>the|bare<TAB>label` line per entity; `#` starts a comment
 * line. Throws a `FactprobeError` naming the file and line of a malformed or repeated entry.
 */
export function parseEntityNameOverrides(text: string, file: string): ReadonlyMap<string, NameArticle> {
  const overrides = new Map<string, NameArticle>();
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    const [id = "", article = "", label = ""] = line.split("\t");
    const where = `${file}:${String(index + 1)}`;
    if (!/^Q\d+$/u.test(id) || (article !== "the" && article !== "bare") || label.trim() === "")
      throw new FactprobeError(
        "invalid-entity-names",
        `${where}: expected "Q<digits><TAB>the|bare<TAB>label", got ${JSON.stringify(line)}.`,
        { hint: "Write the Wikidata id, the article (the or bare) and the English label, tab-separated." },
      );
    if (overrides.has(id))
      throw new FactprobeError("invalid-entity-names", `${where}: ${id} is listed twice.`, {
        hint: "Keep one line per entity.",
      });
    overrides.set(id, article);
  }
  return overrides;
}

// The package's own data file, read once: it never changes while the process runs.
let loaded: ReadonlyMap<string, NameArticle> | undefined;

/**
 * The package's per-entity name overrides (see {@link ENTITY_NAMES_FILE}), read on first use: the
 * long tail of names no rule covers ("the Netherlands", "the Bible"), keyed by Wikidata id.
 */
export function entityNameOverrides(): ReadonlyMap<string, NameArticle> {
  if (loaded === undefined) {
    const file = path.join(findPackageRoot(), ENTITY_NAMES_FILE);
    loaded = parseEntityNameOverrides(readFileSync(file, "utf8"), file);
  }
  return loaded;
}
