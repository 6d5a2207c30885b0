import { createReadStream } from "node:fs";
import { open } from "node:fs/promises";
import { createGunzip } from "node:zlib";
import type oxigraph from "oxigraph";
import { InputFileError, UsageError } from "../errors.js";
import type { FactSet } from "./fact-set.js";
import { FactSetBuilder } from "./fact-set-builder.js";
import type { RdfTerm } from "./rdf-term.js";
import { readNTriplesFactSet, type ReadTripleFileOptions } from "./read-ntriples-fact-set.js";
import { readTabularFactSet } from "./read-tabular-fact-set.js";

/** The triple file formats factprobe reads. */
export type TripleFileFormat = "ntriples" | "turtle" | "csv" | "tsv" | "jsonl";

const FORMAT_BY_EXTENSION: Record<string, TripleFileFormat> = {
  nt: "ntriples",
  ttl: "turtle",
  csv: "csv",
  tsv: "tsv",
  jsonl: "jsonl",
  ndjson: "jsonl",
};

/** The format of a triple file from its name (`.nt`, `.ttl`, `.csv`, `.tsv`, `.jsonl`, each optionally `.gz`). */
export function tripleFileFormatOf(path: string): TripleFileFormat | undefined {
  const match = /\.([a-z]+)(?:\.gz)?$/i.exec(path);
  return match === null ? undefined : FORMAT_BY_EXTENSION[(match[1] ?? "").toLowerCase()];
}

/**
 * Reads a triple file of any supported format (by extension, or `options.format`) into a `FactSet`,
 * streaming: N-Triples and CSV/TSV/JSONL line by line (malformed lines stop the read or, with
 * `skipInvalid`, are skipped and counted), Turtle with Oxigraph's streaming parser (a syntax error
 * stops it: Turtle statements span lines, so there is no line to skip). Gzip is detected by content.
 */
export async function readTripleFileFactSet(
  path: string,
  options: ReadTripleFileOptions & { format?: TripleFileFormat } = {},
): Promise<FactSet> {
  const format = options.format ?? tripleFileFormatOf(path);
  switch (format) {
    case "ntriples":
      return readNTriplesFactSet(path, options);
    case "turtle":
      return readTurtleFactSet(path, options);
    case "csv":
    case "tsv":
    case "jsonl":
      return readTabularFactSet(path, format, options);
    default:
      throw new UsageError(`Cannot tell the format of the triple file "${path}" from its name.`, {
        hint: "Name it .nt, .ttl, .csv, .tsv or .jsonl (optionally .gz).",
      });
  }
}

async function readTurtleFactSet(path: string, options: ReadTripleFileOptions): Promise<FactSet> {
  const builder = new FactSetBuilder();
  const handle = await open(path, "r");
  const header = Buffer.alloc(2);
  await handle.read(header, 0, 2, 0);
  await handle.close();
  const file = createReadStream(path);
  const stream = header[0] === 0x1f && header[1] === 0x8b ? file.pipe(createGunzip()) : file;
  try {
    const { default: oxigraphModule } = await import("oxigraph");
    const quads = oxigraphModule.parse(stream as AsyncIterable<Uint8Array>, {
      format: "text/turtle",
    }) as unknown as AsyncIterable<oxigraph.Quad>;
    for await (const quad of quads) {
      const subject = toRdfTerm(quad.subject);
      const object = toRdfTerm(quad.object);
      if (subject === undefined || object === undefined) continue;
      builder.addTriple({ subject, predicate: { kind: "iri", value: quad.predicate.value }, object });
    }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    const line = /line (\d+)/i.exec(reason)?.[1];
    throw new InputFileError(
      path,
      line === undefined ? undefined : Number(line),
      `not valid Turtle: ${reason}`,
      {
        hint: "See https://www.w3.org/TR/turtle/; --skip-invalid does not apply to Turtle (convert to N-Triples to skip lines).",
        cause: error,
      },
    );
  } finally {
    file.destroy();
  }
  return builder.build({
    source: path,
    ...(options.topic === undefined ? {} : { topic: options.topic }),
    ...(options.now === undefined ? {} : { now: options.now }),
  });
}

function toRdfTerm(term: oxigraph.Term): RdfTerm | undefined {
  switch (term.termType) {
    case "NamedNode":
      return { kind: "iri", value: term.value };
    case "BlankNode":
      return { kind: "bnode", value: term.value };
    case "Literal":
      return {
        kind: "literal",
        value: term.value,
        language: term.language.toLowerCase(),
        datatype: term.datatype.value,
      };
    default:
      return undefined;
  }
}
