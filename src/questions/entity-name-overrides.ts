import { readFileSync } from "node:fs";
import path from "node:path";
import { FactprobeError } from "../errors.js";
import { findPackageRoot } from "../knowledge/package-root.js";

/** How an entity's name reads in a sentence when a rule cannot tell: with "the" or as it is. */
export type NameArticle = "the" | "bare";

/** The package's override file: `data/entity-names.tsv`. */
export const ENTITY_NAMES_FILE = "data/entity-names.tsv";

/** The per-entity overrides of an override file, by Wikidata id. */
export interface EntityNameOverrides {
  /** How the name reads in a sentence ("the Netherlands"), where the file gives an article. */
  readonly articles: ReadonlyMap<string, NameArticle>;
  /**
   * The name English speakers write, where it is not the source's label ("Leo XIV" for "Leão
   * XIV", "Cyril Ramaphosa" for "Matamela Cyril Ramaphosa", "Denmark" for "Danish Realm").
   */
  readonly displayNames: ReadonlyMap<string, string>;
}

/**
 * Parses an override file: one `id<TAB>article<TAB>label[<TAB>display name]` line per entity, where
 * the article is `the`, `bare` or `-` (the name rules decide) and the optional display name is how
 * English speakers write the entity's name; `#` starts a comment line. Throws a `FactprobeError`
 * naming the file and line of a malformed or repeated entry.
 */
export function parseEntityNameOverrides(text: string, file: string): EntityNameOverrides {
  const articles = new Map<string, NameArticle>();
  const displayNames = new Map<string, string>();
  const seen = new Set<string>();
  for (const [index, line] of text.split("\n").entries()) {
    if (line.trim() === "" || line.startsWith("#")) continue;
    const [id = "", article = "", label = "", display, ...rest] = line.split("\t");
    const where = `${file}:${String(index + 1)}`;
    if (
      !/^Q\d+$/u.test(id) ||
      (article !== "the" && article !== "bare" && article !== "-") ||
      label.trim() === "" ||
      (display !== undefined && display.trim() === "") ||
      (article === "-" && display === undefined) ||
      rest.length > 0
    )
      throw new FactprobeError(
        "invalid-entity-names",
        `${where}: expected "Q<digits><TAB>the|bare|-<TAB>label[<TAB>display name]", got ${JSON.stringify(line)}.`,
        {
          hint: "Write the Wikidata id, the article (the, bare, or - to let the rules decide), the source's English label and, if English writes the name otherwise, that name, tab-separated.",
        },
      );
    if (seen.has(id))
      throw new FactprobeError("invalid-entity-names", `${where}: ${id} is listed twice.`, {
        hint: "Keep one line per entity.",
      });
    seen.add(id);
    if (article !== "-") articles.set(id, article);
    if (display !== undefined) displayNames.set(id, display.trim());
  }
  return { articles, displayNames };
}

// The package's own data file, read once: it never changes while the process runs.
let loaded: EntityNameOverrides | undefined;

/**
 * The package's per-entity name overrides (see {@link ENTITY_NAMES_FILE}), read on first use: the
 * long tail of names no rule covers ("the Netherlands", "the Bible") and the names English writes
 * otherwise than the source's label ("Leo XIV"), keyed by Wikidata id.
 */
export function entityNameOverrides(): EntityNameOverrides {
  if (loaded === undefined) {
    const file = path.join(findPackageRoot(), ENTITY_NAMES_FILE);
    loaded = parseEntityNameOverrides(readFileSync(file, "utf8"), file);
  }
  return loaded;
}
