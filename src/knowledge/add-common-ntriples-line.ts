import type { FactSetBuilder } from "./fact-set-builder.js";

/** Bytes of a file as read, with a view for reading them four at a time. */
export interface ByteBlock {
  /** The bytes. */
  bytes: Buffer;
  /** A `DataView` over exactly `bytes`. */
  view: DataView;
}

/** `bytes` with a `DataView` over them, for `addCommonNTriplesLine` (make one per block, not per line). */
export function byteBlock(bytes: Buffer): ByteBlock {
  return { bytes, view: new DataView(bytes.buffer, bytes.byteOffset, bytes.length) };
}

/** A byte string to match, as little-endian 32-bit words and the bytes left over. */
interface Prefix {
  length: number;
  words: Int32Array;
  bytes: Uint8Array;
}

function prefix(text: string): Prefix {
  const bytes = new Uint8Array(Buffer.from(text, "latin1"));
  const view = new DataView(bytes.buffer);
  const words = new Int32Array(Math.floor(bytes.length / 4));
  for (let index = 0; index < words.length; index += 1) words[index] = view.getInt32(index * 4, true);
  return { length: bytes.length, words, bytes };
}

const ENTITY = prefix("<http://www.wikidata.org/entity/Q");
const DIRECT_CLAIM = prefix("<http://www.wikidata.org/prop/direct/P");
const RDFS_LABEL = prefix("<http://www.w3.org/2000/01/rdf-schema#label> ");
const SKOS_ALT_LABEL = prefix("<http://www.w3.org/2004/02/skos/core#altLabel> ");
const GREATER_THAN = 62;
const SPACE = 32;
const QUOTE = 34;
const BACKSLASH = 92;
const AT = 64;
const DOT = 46;
const SMALL_E = 101;
const SMALL_N = 110;

/**
 * Adds one N-Triples line, the UTF-8 bytes of `block` from `start` to `end` (exclusive, without the
 * line end), of the three shapes that make up nearly all of a Wikidata dump, straight from the
 * file's bytes into the builder, with no decoded line, no term objects and no id strings for items
 * seen before (only a label's own text is decoded, and only when it is kept): `wd:Q… wdt:P… wd:Q…
 * .`, and `wd:Q… rdfs:label|skos:altLabel "…"@en .` without escapes. Returns false, having added
 * nothing, for any other line (other shapes, extra spaces, comments, escapes, other languages,
 * malformed lines); the caller then decodes it and parses it in full, which also reports errors.
 */
export function addCommonNTriplesLine(
  block: ByteBlock,
  start: number,
  end: number,
  builder: FactSetBuilder,
): boolean {
  const { bytes } = block;
  if (!matchesAt(block, start, end, ENTITY)) return false;
  const subjectStart = start + ENTITY.length;
  const subjectEnd = digitsEnd(bytes, subjectStart, end);
  if (subjectEnd < 0 || bytes[subjectEnd] !== GREATER_THAN || bytes[subjectEnd + 1] !== SPACE) return false;
  const subject = numberBetween(bytes, subjectStart, subjectEnd);
  const predicate = subjectEnd + 2;
  if (matchesAt(block, predicate, end, DIRECT_CLAIM)) {
    const propertyStart = predicate + DIRECT_CLAIM.length;
    const propertyEnd = digitsEnd(bytes, propertyStart, end);
    if (propertyEnd < 0 || bytes[propertyEnd] !== GREATER_THAN || bytes[propertyEnd + 1] !== SPACE)
      return false;
    const object = propertyEnd + 2;
    if (!matchesAt(block, object, end, ENTITY)) return false;
    const objectStart = object + ENTITY.length;
    const objectEnd = digitsEnd(bytes, objectStart, end);
    if (objectEnd < 0 || bytes[objectEnd] !== GREATER_THAN || !endsAt(bytes, objectEnd + 1, end))
      return false;
    builder.addItemStatement(
      subject,
      numberBetween(bytes, propertyStart, propertyEnd),
      numberBetween(bytes, objectStart, objectEnd),
    );
    return true;
  }
  // Both predicates are longer than four bytes, so their first word tells them apart.
  const isLabel = matchesAt(block, predicate, end, RDFS_LABEL);
  if (!isLabel && !matchesAt(block, predicate, end, SKOS_ALT_LABEL)) return false;
  const quote = predicate + (isLabel ? RDFS_LABEL.length : SKOS_ALT_LABEL.length);
  if (bytes[quote] !== QUOTE) return false;
  // A quote byte is never part of a multi-byte UTF-8 character, nor is a backslash.
  let textEnd = quote + 1;
  for (; textEnd < end; textEnd += 1) {
    const code = bytes[textEnd];
    if (code === QUOTE) break;
    if (code === BACKSLASH) return false;
  }
  // A lower-case "en" tag is nearly every label; any other tag takes the full parser.
  if (
    textEnd >= end ||
    bytes[textEnd + 1] !== AT ||
    bytes[textEnd + 2] !== SMALL_E ||
    bytes[textEnd + 3] !== SMALL_N ||
    !endsAt(bytes, textEnd + 4, end)
  )
    return false;
  if (isLabel) builder.addItemLabelBytes(subject, bytes, quote + 1, textEnd);
  else builder.addItemAliasBytes(subject, bytes, quote + 1, textEnd);
  return true;
}

/** Whether the block holds `expected` at `position`, before `end`; four bytes at a time. */
function matchesAt(block: ByteBlock, position: number, end: number, expected: Prefix): boolean {
  if (position + expected.length > end) return false;
  const { view, bytes } = block;
  const words = expected.words;
  let index = 0;
  for (; index < words.length; index += 1)
    if (view.getInt32(position + index * 4, true) !== words[index]) return false;
  for (index *= 4; index < expected.length; index += 1)
    if (bytes[position + index] !== expected.bytes[index]) return false;
  return true;
}

/** Whether the line ends with exactly " ." at `position`. */
function endsAt(bytes: Buffer, position: number, end: number): boolean {
  return end === position + 2 && bytes[position] === SPACE && bytes[position + 1] === DOT;
}

/** The end of 1 to 9 digits without a leading zero starting at `start`, before `end`, or -1. */
function digitsEnd(bytes: Buffer, start: number, end: number): number {
  if (start >= end) return -1;
  const first = bytes[start] as number;
  if (first < 49 || first > 57) return -1;
  let position = start + 1;
  for (; position < end; position += 1) {
    const code = bytes[position] as number;
    if (code < 48 || code > 57) break;
  }
  return position - start > 9 ? -1 : position;
}

function numberBetween(bytes: Buffer, start: number, end: number): number {
  let value = 0;
  for (let position = start; position < end; position += 1)
    value = value * 10 + (bytes[position] as number) - 48;
  return value;
}
