import { createHash, randomUUID } from "node:crypto";
import { mkdir, readFile, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import { z } from "zod";
import type { KnowledgeSource, SparqlRow } from "./knowledge-source.js";

/** The on-disk format version of a cached SPARQL result. */
export const SPARQL_CACHE_VERSION = 1;

const cacheEntrySchema = z.object({
  version: z.literal(SPARQL_CACHE_VERSION),
  endpoint: z.string(),
  query: z.string(),
  storedAt: z.string(),
  rows: z.array(
    z.record(
      z.string(),
      z.object({ type: z.enum(["uri", "literal", "bnode"]), value: z.string(), lang: z.string().optional() }),
    ),
  ),
});

/** Settings of {@link createCachedSource}. */
export interface CachedSourceSettings {
  /** The directory for cache files (created when missing); the CLI uses `$FACTPROBE_CACHE_DIR/sparql`. */
  directory: string;
  /** The clock for `storedAt`. Default `() => new Date()`. */
  now?: () => Date;
}

/**
 * Wraps a knowledge source with an on-disk cache of query results: one JSON file per query, named
 * by the SHA-256 of the source name (the endpoint URL) and the query text, holding a format
 * `version`, the endpoint, the query and the rows. A hit skips the network; an unreadable, foreign
 * or older-version file counts as a miss and is overwritten. Files are written atomically (a
 * temporary file, then a rename), so a crash never leaves half an entry. Failed queries are not cached.
 */
export function createCachedSource(source: KnowledgeSource, settings: CachedSourceSettings): KnowledgeSource {
  const { directory } = settings;
  const now = settings.now ?? (() => new Date());
  const fileOf = (query: string): string =>
    path.join(directory, `${createHash("sha256").update(`${source.name}\n${query}`).digest("hex")}.json`);
  const cached: KnowledgeSource = {
    name: source.name,
    async select(query, options = {}) {
      const file = fileOf(query);
      const hit = await readEntry(file);
      if (hit !== undefined && hit.endpoint === source.name && hit.query === query)
        return hit.rows as SparqlRow[];
      const rows = await source.select(query, options);
      await mkdir(directory, { recursive: true });
      const temporary = `${file}.${randomUUID()}.tmp`;
      const entry = {
        version: SPARQL_CACHE_VERSION,
        endpoint: source.name,
        query,
        storedAt: now().toISOString(),
        rows,
      };
      await writeFile(temporary, JSON.stringify(entry));
      await rename(temporary, file);
      return rows;
    },
  };
  if (source.close !== undefined) cached.close = () => source.close?.() ?? Promise.resolve();
  return cached;
}

async function readEntry(file: string): Promise<z.infer<typeof cacheEntrySchema> | undefined> {
  let text: string;
  try {
    text = await readFile(file, "utf8");
  } catch {
    return undefined;
  }
  try {
    const parsed = cacheEntrySchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
