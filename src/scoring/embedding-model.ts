/**
 * Turns texts into sentence vectors. The sentence-embedding matcher knows only this; the ONNX
 * adapter (`createTransformersEmbeddingModel`) and test fakes implement it.
 */
export interface EmbeddingModel {
  /** e.g. `all-MiniLM-L6-v2`. */
  readonly id: string;
  /** One unit-length vector per text, in order. */
  embed(texts: readonly string[]): Promise<Float32Array[]>;
  /** Frees the model's native memory. */
  dispose?(): Promise<void>;
}
