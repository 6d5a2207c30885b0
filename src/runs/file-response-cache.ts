import { closeSync, mkdirSync, openSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import {
  RESPONSE_CACHE_VERSION,
  cachedResponseSchema,
  type CachedResponse,
  type ResponseCache,
} from "./response-cache.js";

/**
 * A {@link ResponseCache} on disk (the CLI uses `$FACTPROBE_CACHE_DIR/responses`). Entries are
 * JSON lines appended to one of 256 shard files chosen by the key's first two hex digits
 * (`<directory>/v1/<k[0..2]>.jsonl`), each with one write call; a shard is read once, the first
 * time a key in it is needed. A few thousand small files would cost a file-system round trip per
 * answer; the shards make a fully cached rerun of 10,000 questions a matter of reading 256 files.
 *
 * A line cut off by a killed process, or one that does not validate, is skipped (a miss), and the
 * next append starts on a fresh line. Processes may share the folder; an entry another process
 * appends after this one read the shard is not seen (one extra model call at worst). Delete the
 * folder to clear it.
 *
 * A shard written to stays open for appending (one write call per entry, not an open, a write and
 * a close): call `close()` when done to release the files (at most 256); the process's exit
 * releases them otherwise. Writing after `close()` opens them again.
 */
export function createFileResponseCache(options: { directory: string }): ResponseCache & { close(): void } {
  const directory = join(options.directory, `v${RESPONSE_CACHE_VERSION}`);
  // Per shard: the raw line of each key (parsed only on a hit), and whether the file ends mid-line.
  const shards = new Map<string, { lines: Map<string, string>; endsMidLine: boolean }>();
  const shardOf = (key: string): string => key.slice(0, 2);
  // Open shard files, by shard; the folder is made once, before the first shard is opened.
  const descriptors = new Map<string, number>();
  let directoryMade = false;
  const descriptorOf = (shard: string): number => {
    let descriptor = descriptors.get(shard);
    if (descriptor === undefined) {
      if (!directoryMade) mkdirSync(directory, { recursive: true });
      directoryMade = true;
      descriptor = openSync(join(directory, `${shard}.jsonl`), "a");
      descriptors.set(shard, descriptor);
    }
    return descriptor;
  };
  const load = (shard: string): { lines: Map<string, string>; endsMidLine: boolean } => {
    const loaded = shards.get(shard);
    if (loaded !== undefined) return loaded;
    let text = "";
    try {
      text = readFileSync(join(directory, `${shard}.jsonl`), "utf8");
    } catch {
      // no shard yet
    }
    const lines = new Map<string, string>();
    for (const line of text.split("\n")) {
      // The key is the first field of every line we write: index without parsing the rest.
      const match = /^\{"key":"([0-9a-f]{64})"/.exec(line);
      if (match?.[1] !== undefined) lines.set(match[1], line);
    }
    const entry = { lines, endsMidLine: text !== "" && !text.endsWith("\n") };
    shards.set(shard, entry);
    return entry;
  };
  return {
    get(key) {
      const line = load(shardOf(key)).lines.get(key);
      if (line === undefined) return Promise.resolve(undefined);
      try {
        const parsed = cachedResponseSchema.safeParse(JSON.parse(line));
        return Promise.resolve(parsed.success && parsed.data.key === key ? parsed.data : undefined);
      } catch {
        return Promise.resolve(undefined); // a line cut off by a kill
      }
    },
    set(entry: CachedResponse) {
      const shard = load(shardOf(entry.key));
      const { key, ...rest } = entry;
      const line = JSON.stringify({ key, ...rest });
      try {
        writeSync(descriptorOf(shardOf(key)), `${shard.endsMidLine ? "\n" : ""}${line}\n`);
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      shard.endsMidLine = false;
      shard.lines.set(key, line);
      return Promise.resolve();
    },
    close() {
      for (const descriptor of descriptors.values()) closeSync(descriptor);
      descriptors.clear();
    },
  };
}
