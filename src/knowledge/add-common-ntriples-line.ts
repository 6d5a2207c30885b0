import type { FactSetBuilder } from "./fact-set-builder.js";

const ENTITY = "<http://www.wikidata.org/entity/Q";
const DIRECT_CLAIM = "<http://www.wikidata.org/prop/direct/P";
const RDFS_LABEL = "<http://www.w3.org/2000/01/rdf-schema#label> ";
const SKOS_ALT_LABEL = "<http://www.w3.org/2004/02/skos/core#altLabel> ";
const GREATER_THAN = 62;
const SPACE = 32;
const QUOTE = 34;
const BACKSLASH = 92;
const AT = 64;
const DOT = 46;

/**
 * Adds one N-Triples line, `text` from `start` to `end` (exclusive, without the line end), of the three shapes that make up nearly all of a Wikidata dump, straight
 * from the line's characters into the builder, with no term objects and no id strings for items
 * seen before: `wd:Q… wdt:P… wd:Q… .`, and `wd:Q… rdfs:label|skos:altLabel "…"@lang .` without
 * escapes. Returns false, having added nothing, for any other line (other shapes, extra spaces,
 * comments, escapes, malformed lines); the caller then parses it in full, which also reports errors.
 */
export function addCommonNTriplesLine(
  line: string,
  start: number,
  end: number,
  builder: FactSetBuilder,
): boolean {
  if (!matchesAt(line, start, ENTITY)) return false;
  const subjectEnd = digitsEnd(line, start + ENTITY.length);
  if (
    subjectEnd < 0 ||
    line.charCodeAt(subjectEnd) !== GREATER_THAN ||
    line.charCodeAt(subjectEnd + 1) !== SPACE
  )
    return false;
  const subject = numberBetween(line, start + ENTITY.length, subjectEnd);
  const predicate = subjectEnd + 2;
  if (matchesAt(line, predicate, DIRECT_CLAIM)) {
    const propertyStart = predicate + DIRECT_CLAIM.length;
    const propertyEnd = digitsEnd(line, propertyStart);
    if (
      propertyEnd < 0 ||
      line.charCodeAt(propertyEnd) !== GREATER_THAN ||
      line.charCodeAt(propertyEnd + 1) !== SPACE
    )
      return false;
    const object = propertyEnd + 2;
    if (!matchesAt(line, object, ENTITY)) return false;
    const objectStart = object + ENTITY.length;
    const objectEnd = digitsEnd(line, objectStart);
    if (objectEnd < 0 || !endsAt(line, objectEnd + 1, end) || line.charCodeAt(objectEnd) !== GREATER_THAN)
      return false;
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
  if (line.charCodeAt(quote) !== QUOTE) return false;
  const textEnd = line.indexOf('"', quote + 1);
  if (textEnd < 0 || textEnd >= end) return false;
  for (let position = quote + 1; position < textEnd; position += 1)
    if (line.charCodeAt(position) === BACKSLASH) return false;
  if (line.charCodeAt(textEnd + 1) !== AT) return false;
  // A lower-case "en" tag is nearly every label; any other tag takes the full parser.
  if (
    line.charCodeAt(textEnd + 2) !== 101 ||
    line.charCodeAt(textEnd + 3) !== 110 ||
    !endsAt(line, textEnd + 4, end)
  )
    return false;
  const text = line.slice(quote + 1, textEnd);
  if (isLabel) builder.addItemLabel(subject, text, "en");
  else builder.addItemAlias(subject, text, "en");
  return true;
}

/**
 * Whether `text` holds `expected` at `position`. A loop of charCodeAt: `startsWith` with a position
 * is several times slower on the sliced strings lines are scanned in.
 */
function matchesAt(text: string, position: number, expected: string): boolean {
  if (position + expected.length > text.length) return false;
  for (let index = 0; index < expected.length; index += 1)
    if (text.charCodeAt(position + index) !== expected.charCodeAt(index)) return false;
  return true;
}

/** Whether the line ends with exactly " ." at `position`. */
function endsAt(line: string, position: number, end: number): boolean {
  return end === position + 2 && line.charCodeAt(position) === SPACE && line.charCodeAt(position + 1) === DOT;
}

/** The end of 1 to 9 digits without a leading zero starting at `start`, or -1. */
function digitsEnd(line: string, start: number): number {
  let position = start;
  const first = line.charCodeAt(position);
  if (!(first >= 49 && first <= 57)) return -1;
  position += 1;
  for (;;) {
    const code = line.charCodeAt(position);
    if (!(code >= 48 && code <= 57)) break;
    position += 1;
  }
  return position - start > 9 ? -1 : position;
}

function numberBetween(line: string, start: number, end: number): number {
  let value = 0;
  for (let position = start; position < end; position += 1)
    value = value * 10 + line.charCodeAt(position) - 48;
  return value;
}
