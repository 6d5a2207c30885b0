import { closeSync, mkdirSync, openSync, readdirSync, readFileSync, writeSync } from "node:fs";
import { join } from "node:path";
import {
  RESPONSE_CACHE_VERSION,
  cachedResponseSchema,
  type CachedResponse,
  type ResponseCache,
} from "./response-cache.js";

/** Options of {@link createFileResponseCache}. */
export interface FileResponseCacheOptions {
  directory: string;
  /**
   * Entries held in memory before they are written; the write of a shard's entries is one call.
   * Default 4096. 0 writes each entry as it is set.
   */
  maxPendingEntries?: number;
  /** Milliseconds an entry may wait in memory before it is written. Default 2000. */
  maxPendingMs?: number;
  /** The size a first-level file grows to before entries go to the second level. Default 262144. */
  smallShardBytes?: number;
}

/** One shard file as this process knows it. */
interface Shard {
  /** The raw line of each key (parsed only on a hit). */
  lines: Map<string, string>;
  /** Whether the file ends mid-line (a kill cut its last write). */
  endsMidLine: boolean;
  /** Bytes in the file: read, and written by this process. */
  bytes: number;
}

/**
 * A {@link ResponseCache} on disk (the CLI uses `$FACTPROBE_CACHE_DIR/responses`). Entries are JSON
 * lines appended to shard files chosen by the key's first hex digits, at two levels: while the
 * first digit's file (`<directory>/v1/<k[0]>.jsonl`, 16 of them) is under `smallShardBytes`, an
 * entry goes there; after, to the file of its first two digits (`<k[0..2]>.jsonl`, 256). A small
 * cache is 16 files, made and read at once; a large one is read a 256th at a time (a 10-question
 * run on a cache of a million answers reads a few megabytes). A key is looked for in both of its
 * files. A file is read once, the first time a key in it is needed, and only when the folder held
 * it when first listed (one listing, not a failed read per file).
 *
 * Entries are written behind: `set` makes an entry visible to `get` at once and holds its line in
 * memory; the held lines are written together, one write call per file (a whole number of lines,
 * so processes sharing the folder never cut each other's lines), when `maxPendingEntries` are held,
 * when the oldest has waited `maxPendingMs`, on `flush()` or `close()`, and when the process exits.
 * Against an instant server, making 256 files and a write call per answer cost about a tenth of a
 * 2,000-question `ask`. What a kill (SIGKILL, a crash of the machine) takes is at most the entries
 * held then: a later run asks them again; the run's own answer log is written at once.
 *
 * A line cut off by a killed process, or one that does not validate, is skipped (a miss), and the
 * next append starts on a fresh line. Processes may share the folder; an entry another process
 * appends after this one listed the folder or read the file is not seen (one extra model call at
 * worst). Delete the folder to clear it.
 *
 * A file written to stays open for appending: call `close()` when done; it writes what is held and
 * releases the files (at most 272). Writing after `close()` opens them again. A write that fails
 * (the folder cannot be made, the disk is full) loses the entries held, never an answer: `set`
 * reports a failure to make the folder as a rejected promise, and `flush` throws what it met.
 */
export function createFileResponseCache(
  options: FileResponseCacheOptions,
): ResponseCache & { flush(): void; close(): void } {
  const directory = join(options.directory, `v${RESPONSE_CACHE_VERSION}`);
  const maxPendingEntries = options.maxPendingEntries ?? 4096;
  const maxPendingMs = options.maxPendingMs ?? 2000;
  const smallShardBytes = options.smallShardBytes ?? 262_144;
  // By name: the first hex digit of a key (first level) or its first two (second level).
  const shards = new Map<string, Shard>();
  const fileOf = (shard: string): string => join(directory, `${shard}.jsonl`);
  // The shard files the folder held when first listed; the folder is made once, before a write.
  let listed: Set<string> | undefined;
  let directoryMade = false;
  const descriptors = new Map<string, number>();
  // Lines held for writing, by shard, and how many.
  const pending = new Map<string, string[]>();
  let pendingCount = 0;
  let timer: NodeJS.Timeout | undefined;
  const onExit = (): void => {
    try {
      flush();
    } catch {
      // at exit, a cache that cannot be written costs a model call next time
    }
  };

  const load = (shard: string): Shard => {
    const loaded = shards.get(shard);
    if (loaded !== undefined) return loaded;
    if (listed === undefined) {
      try {
        listed = new Set(readdirSync(directory));
        directoryMade = true;
      } catch {
        listed = new Set(); // no folder yet
      }
    }
    let text = "";
    if (listed.has(`${shard}.jsonl`)) {
      try {
        text = readFileSync(fileOf(shard), "utf8");
      } catch {
        // removed since the listing
      }
    }
    const lines = new Map<string, string>();
    for (const line of text.split("\n")) {
      // The key is the first field of every line we write: index without parsing the rest.
      const match = /^\{"key":"([0-9a-f]{64})"/.exec(line);
      if (match?.[1] !== undefined) lines.set(match[1], line);
    }
    const entry = { lines, endsMidLine: text !== "" && !text.endsWith("\n"), bytes: Buffer.byteLength(text) };
    shards.set(shard, entry);
    return entry;
  };

  /** Writes every held line, one call per shard; throws the first failure (the rest are still tried). */
  function flush(): void {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
    process.removeListener("exit", onExit);
    if (pendingCount === 0) return;
    const held = [...pending];
    pending.clear();
    pendingCount = 0;
    let failure: Error | undefined;
    for (const [shard, lines] of held) {
      try {
        let descriptor = descriptors.get(shard);
        if (descriptor === undefined) {
          descriptor = openSync(fileOf(shard), "a");
          descriptors.set(shard, descriptor);
        }
        writeSync(descriptor, lines.join(""));
      } catch (error) {
        failure ??= error instanceof Error ? error : new Error(String(error));
      }
    }
    if (failure !== undefined) throw failure;
  }

  return {
    get(key) {
      const line = load(key.slice(0, 1)).lines.get(key) ?? load(key.slice(0, 2)).lines.get(key);
      if (line === undefined) return Promise.resolve(undefined);
      try {
        const parsed = cachedResponseSchema.safeParse(JSON.parse(line));
        return Promise.resolve(parsed.success && parsed.data.key === key ? parsed.data : undefined);
      } catch {
        return Promise.resolve(undefined); // a line cut off by a kill
      }
    },
    set(entry: CachedResponse) {
      const small = entry.key.slice(0, 1);
      const name = load(small).bytes < smallShardBytes ? small : entry.key.slice(0, 2);
      const shard = load(name);
      try {
        if (!directoryMade) mkdirSync(directory, { recursive: true });
        directoryMade = true;
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      // The key first: the index reads it without parsing the line.
      const line = Object.keys(entry)[0] === "key" ? JSON.stringify(entry) : keyFirst(entry);
      const text = `${shard.endsMidLine ? "\n" : ""}${line}\n`;
      let lines = pending.get(name);
      if (lines === undefined) {
        lines = [];
        pending.set(name, lines);
      }
      lines.push(text);
      shard.endsMidLine = false;
      shard.bytes += Buffer.byteLength(text);
      shard.lines.set(entry.key, line);
      pendingCount += 1;
      try {
        if (pendingCount >= maxPendingEntries) flush();
        else if (timer === undefined) {
          timer = setTimeout(onExit, maxPendingMs);
          timer.unref();
          process.once("exit", onExit);
        }
      } catch (error) {
        return Promise.reject(error instanceof Error ? error : new Error(String(error)));
      }
      return Promise.resolve();
    },
    flush,
    close() {
      try {
        flush();
      } finally {
        for (const descriptor of descriptors.values()) closeSync(descriptor);
        descriptors.clear();
      }
    },
  };
}

function keyFirst(entry: CachedResponse): string {
  const { key, ...rest } = entry;
  return JSON.stringify({ key, ...rest });
}
