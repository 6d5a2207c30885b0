import { closeSync, ftruncateSync, openSync, writeSync } from "node:fs";

/** An append-only JSON Lines file that survives being killed at any moment. */
export interface JsonlAppender {
  /** Appends one record as one line, with one write call, so a kill leaves at most a partial last line. */
  append(record: unknown): void;
  close(): void;
}

/**
 * Opens `path` for appending records, first cutting it back to `validBytes` (the complete lines a
 * reader accepted) so that a partial line left by a killed writer is removed, not continued.
 */
export function openJsonlAppender(path: string, options: { validBytes?: number } = {}): JsonlAppender {
  const descriptor = openSync(path, "a+");
  if (options.validBytes !== undefined) ftruncateSync(descriptor, options.validBytes);
  let open = true;
  return {
    append(record) {
      if (!open) throw new Error(`append to closed file ${path}`);
      writeSync(descriptor, `${JSON.stringify(record)}\n`);
    },
    close() {
      if (open) closeSync(descriptor);
      open = false;
    },
  };
}
