/** A table of word vectors (GloVe and the like), looked up one lower-case word at a time. */
export interface WordVectors {
  /** Length of every vector. */
  readonly dimensions: number;
  /** The word's vector, or undefined for an unknown word. */
  vector(word: string): ArrayLike<number> | undefined;
}

/** Word vectors from a plain record, e.g. a small table in tests. */
export function createWordVectors(table: Readonly<Record<string, readonly number[]>>): WordVectors {
  const entries = Object.values(table);
  const dimensions = entries[0]?.length ?? 0;
  const map = new Map(Object.entries(table));
  return { dimensions, vector: (word) => map.get(word) };
}
