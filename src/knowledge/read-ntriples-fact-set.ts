import { addCommonNTriplesLine, byteBlock } from "./add-common-ntriples-line.js";
import type { FactSet } from "./fact-set.js";
import { FactSetBuilder } from "./fact-set-builder.js";
import { InvalidLineTracker, type InvalidLineOptions } from "./invalid-line.js";
import { NTriplesSyntaxError, parseNTriplesLine } from "./parse-ntriples-line.js";
import { readByteBlocks } from "./read-text-lines.js";

/** Options of `readNTriplesFactSet`. */
export interface ReadTripleFileOptions extends InvalidLineOptions {
  /** What to record as `provenance.topic`. Default `"*"` (the whole file). */
  topic?: string;
  /** The clock for `provenance.retrievedAt`. Default `() => new Date()`. */
  now?: () => Date;
}

/** The hint for a malformed N-Triples line. */
export const NTRIPLES_HINT =
  'Each line must be one triple: <subject> <predicate> <object or "literal"> . (see https://www.w3.org/TR/n-triples/).';

/**
 * Streams an N-Triples file (plain or gzip, detected by content) into a `FactSet` without a SPARQL
 * store: every item-valued statement becomes a fact (`wdt:P31` and `rdf:type` become entity types),
 * with English labels, aliases and descriptions of entities and properties (see `FactSetBuilder`);
 * the seeds are every subject with a statement. The whole Wikidata snapshot (1.03M lines) reads in
 * a few seconds. A malformed line rejects with `InputFileError` naming the file, line and reason,
 * unless `skipInvalid` is set; then each one goes to `onInvalid` and the count to
 * `provenance.invalidLinesSkipped`.
 */
export async function readNTriplesFactSet(
  path: string,
  options: ReadTripleFileOptions = {},
): Promise<FactSet> {
  const builder = new FactSetBuilder();
  const invalid = new InvalidLineTracker(path, options, NTRIPLES_HINT);
  let lineNumber = 1;
  for await (const bytes of readByteBlocks(path)) {
    // Lines are scanned in place, as bytes: most lines of a Wikidata dump go straight from the
    // file's bytes into the builder; only the rest are decoded into strings and parsed in full.
    const block = byteBlock(bytes);
    for (let start = 0; start < bytes.length; lineNumber += 1) {
      const newline = bytes.indexOf(10, start);
      const end = newline < 0 ? bytes.length : newline;
      if (!addCommonNTriplesLine(block, start, end, builder)) {
        const line = bytes.toString("utf8", start, end > start && bytes[end - 1] === 13 ? end - 1 : end);
        let triple;
        try {
          triple = parseNTriplesLine(line);
        } catch (error) {
          if (!(error instanceof NTriplesSyntaxError)) throw error;
          invalid.report(lineNumber, `not valid N-Triples: ${error.reason}`, line);
          triple = undefined;
        }
        if (triple !== undefined) builder.addTriple(triple);
      }
      start = end + 1;
    }
  }
  return builder.build({
    source: path,
    ...(options.topic === undefined ? {} : { topic: options.topic }),
    ...(options.now === undefined ? {} : { now: options.now }),
    ...(options.skipInvalid === true ? { invalidLinesSkipped: invalid.skipped } : {}),
  });
}
