import type { FactSetBuilder } from "./fact-set-builder.js";

const ENTITY = Buffer.from("<http://www.wikidata.org/entity/Q");
const DIRECT_CLAIM = Buffer.from("<http://www.wikidata.org/prop/direct/P");
const RDFS_LABEL = Buffer.from("<http://www.w3.org/2000/01/rdf-schema#label> ");
const SKOS_ALT_LABEL = Buffer.from("<http://www.w3.org/2004/02/skos/core#altLabel> ");
const GREATER_THAN = 62;
const SPACE = 32;
const QUOTE = 34;
const BACKSLASH = 92;
const AT = 64;
const DOT = 46;

/**
 * Adds one N-Triples line, the UTF-8 `line` bytes from `start` to `end` (exclusive, without the
 * line end), of the three shapes that make up nearly all of a Wikidata dump, straight from the
 * file's bytes into the builder, with no decoded line, no term objects and no id strings for items
 * seen before (only a label's own text is decoded): `wd:Q… wdt:P… wd:Q… .`, and `wd:Q…
 * rdfs:label|skos:altLabel "…"@en .` without escapes. Returns false, having added nothing, for any
 * other line (other shapes, extra spaces, comments, escapes, other languages, malformed lines); the
 * caller then decodes it and parses it in full, which also reports errors.
 */
export function addCommonNTriplesLine(
  line: Buffer,
  start: number,
  end: number,
  builder: FactSetBuilder,
): boolean {
  if (!matchesAt(line, start, ENTITY)) return false;
  const subjectEnd = digitsEnd(line, start + ENTITY.length);
  if (subjectEnd < 0 || line[subjectEnd] !== GREATER_THAN || line[subjectEnd + 1] !== SPACE) return false;
  const subject = numberBetween(line, start + ENTITY.length, subjectEnd);
  const predicate = subjectEnd + 2;
  if (matchesAt(line, predicate, DIRECT_CLAIM)) {
    const propertyStart = predicate + DIRECT_CLAIM.length;
    const propertyEnd = digitsEnd(line, propertyStart);
    if (propertyEnd < 0 || line[propertyEnd] !== GREATER_THAN || line[propertyEnd + 1] !== SPACE)
      return false;
    const object = propertyEnd + 2;
    if (!matchesAt(line, object, ENTITY)) return false;
    const objectStart = object + ENTITY.length;
    const objectEnd = digitsEnd(line, objectStart);
    if (objectEnd < 0 || !endsAt(line, objectEnd + 1, end) || line[objectEnd] !== GREATER_THAN) return false;
    builder.addItemStatement(
      subject,
      numberBetween(line, propertyStart, propertyEnd),
      numberBetween(line, objectStart, objectEnd),
    );
    return true;
  }
  const isLabel = matchesAt(line, predicate, RDFS_LABEL);
  if (!isLabel && !matchesAt(line, predicate, SKOS_ALT_LABEL)) return false;
  const quote = predicate + (isLabel ? RDFS_LABEL.length : SKOS_ALT_LABEL.length);
  if (line[quote] !== QUOTE) return false;
  // A quote byte is never part of a multi-byte UTF-8 character, nor is a backslash.
  let textEnd = quote + 1;
  for (; textEnd < end; textEnd += 1) {
    const code = line[textEnd];
    if (code === QUOTE) break;
    if (code === BACKSLASH) return false;
  }
  if (textEnd >= end || line[textEnd + 1] !== AT) return false;
  // A lower-case "en" tag is nearly every label; any other tag takes the full parser.
  if (line[textEnd + 2] !== 101 || line[textEnd + 3] !== 110 || !endsAt(line, textEnd + 4, end)) return false;
  const text = line.toString("utf8", quote + 1, textEnd);
  if (isLabel) builder.addItemLabel(subject, text, "en");
  else builder.addItemAlias(subject, text, "en");
  return true;
}

/** Whether `bytes` hold `expected` at `position`. */
function matchesAt(bytes: Buffer, position: number, expected: Buffer): boolean {
  if (position + expected.length > bytes.length) return false;
  for (let index = 0; index < expected.length; index += 1)
    if (bytes[position + index] !== expected[index]) return false;
  return true;
}

/** Whether the line ends with exactly " ." at `position`. */
function endsAt(line: Buffer, position: number, end: number): boolean {
  return end === position + 2 && line[position] === SPACE && line[position + 1] === DOT;
}

/** The end of 1 to 9 digits without a leading zero starting at `start`, or -1. */
function digitsEnd(line: Buffer, start: number): number {
  let position = start;
  const first = line[position] ?? 0;
  if (!(first >= 49 && first <= 57)) return -1;
  position += 1;
  for (;;) {
    const code = line[position] ?? 0;
    if (!(code >= 48 && code <= 57)) break;
    position += 1;
  }
  return position - start > 9 ? -1 : position;
}

function numberBetween(line: Buffer, start: number, end: number): number {
  let value = 0;
  for (let position = start; position < end; position += 1)
    value = value * 10 + (line[position] as number) - 48;
  return value;
}
