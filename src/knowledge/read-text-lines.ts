import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createGunzip } from "node:zlib";
import { InputFileError } from "../errors.js";

/** A run of consecutive lines of a file; `firstLine` is the 1-based number of `lines[0]`. */
export interface LineBatch {
  lines: string[];
  firstLine: number;
}

/**
 * Streams a UTF-8 text file as batches of lines (one batch per chunk read, so the caller loops
 * synchronously over many lines per `await`). Gzip is detected by the file's first two bytes, not
 * its name. Line ends may be `\n` or `\r\n`; a final line without a newline is included. Memory
 * stays at one chunk however large the file. Rejects with `InputFileError` when the file cannot be
 * read or the gzip stream is corrupt or cut short.
 */
export async function* readTextLines(path: string): AsyncGenerator<LineBatch> {
  const gzipped = await isGzip(path);
  const fileStream = createReadStream(path, { highWaterMark: 1 << 20 });
  const stream = gzipped ? fileStream.pipe(createGunzip({ chunkSize: 1 << 20 })) : fileStream;
  if (gzipped) fileStream.on("error", (error) => stream.destroy(error));
  // TextDecoder in stream mode keeps a UTF-8 sequence split between chunks for the next call, and
  // decodes about twice as fast as Buffer#toString.
  const decoder = new TextDecoder("utf-8", { fatal: false });
  let carry = "";
  let nextLine = 1;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      const lines = (carry + decoder.decode(chunk, { stream: true })).split("\n");
      carry = lines.pop() ?? "";
      if (lines.length === 0) continue;
      for (let index = 0; index < lines.length; index += 1) {
        const line = lines[index] as string;
        if (line.endsWith("\r")) lines[index] = line.slice(0, -1);
      }
      yield { lines, firstLine: nextLine };
      nextLine += lines.length;
    }
  } catch (error) {
    throw new InputFileError(path, undefined, `cannot be read: ${(error as Error).message}`, {
      hint: gzipped ? "The gzip file looks damaged or cut short; download it again." : "Check the path.",
      cause: error,
    });
  } finally {
    fileStream.destroy();
  }
  const rest = carry + decoder.decode();
  if (rest !== "") yield { lines: [rest.endsWith("\r") ? rest.slice(0, -1) : rest], firstLine: nextLine };
}

async function isGzip(path: string): Promise<boolean> {
  let handle: Awaited<ReturnType<typeof open>> | undefined;
  try {
    handle = await open(path, "r");
    const header = Buffer.alloc(2);
    const { bytesRead } = await handle.read(header, 0, 2, 0);
    return bytesRead === 2 && header[0] === 0x1f && header[1] === 0x8b;
  } catch (error) {
    throw new InputFileError(path, undefined, `cannot be opened: ${(error as Error).message}`, {
      hint: "Check the path and permissions.",
      cause: error,
    });
  } finally {
    await handle?.close();
  }
}

/**
 * Streams a file (plain or gzip, detected by content) as blocks of whole lines of raw bytes, one
 * per chunk read, for readers that scan UTF-8 bytes in place and decode only what they keep. Line
 * ends stay in the bytes (`\n`, or `\r\n`); the file's last line may lack one. A UTF-8 byte order
 * mark at the start is dropped. Rejects with `InputFileError` as {@link readTextLines} does.
 */
export async function* readByteBlocks(path: string): AsyncGenerator<Buffer> {
  const gzipped = await isGzip(path);
  const fileStream = createReadStream(path, { highWaterMark: 1 << 20 });
  const stream = gzipped ? fileStream.pipe(createGunzip({ chunkSize: 1 << 20 })) : fileStream;
  if (gzipped) fileStream.on("error", (error) => stream.destroy(error));
  // The bytes after the last line end of the chunks so far (a copy: chunks are not ours to keep).
  let carry: Buffer | undefined;
  let atStart = true;
  try {
    for await (const chunk of stream as AsyncIterable<Buffer>) {
      let bytes = carry === undefined ? chunk : Buffer.concat([carry, chunk]);
      carry = undefined;
      if (atStart) {
        if (bytes.length < 3) {
          carry = Buffer.from(bytes);
          continue;
        }
        atStart = false;
        if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) bytes = bytes.subarray(3);
      }
      const last = bytes.lastIndexOf(10);
      if (last < 0) {
        carry = Buffer.from(bytes);
        continue;
      }
      if (last + 1 < bytes.length) carry = Buffer.from(bytes.subarray(last + 1));
      yield bytes.subarray(0, last + 1);
    }
  } catch (error) {
    throw new InputFileError(path, undefined, `cannot be read: ${(error as Error).message}`, {
      hint: gzipped ? "The gzip file looks damaged or cut short; download it again." : "Check the path.",
      cause: error,
    });
  } finally {
    fileStream.destroy();
  }
  if (carry === undefined || carry.length === 0) return;
  if (atStart && carry[0] === 0xef && carry[1] === 0xbb && carry[2] === 0xbf) carry = carry.subarray(3);
  if (carry.length > 0) yield carry;
}
