import { mainClassOf, type LabelledClasses } from "./entity-kind.js";

/** Options of {@link interrogativeFor}. */
export interface InterrogativeOptions {
  /** What to ask when the answer's types say nothing. Default "What". */
  fallback?: string;
  /** Classes the entity-kinds table lacks, named by their labels (see `createLabelledClasses`). */
  labelled?: LabelledClasses;
}

/**
 * The interrogative for a question whose answer is `answer`: its main class's (see
 * `entityKindsByClass`): "Who" for people, "Which country", "Which city", "Which company", ...,
 * "Which place" for other places, "Which county" for a class the table lacks whose label the source
 * gives as "county of California" (`labelled`), and `fallback` ("What") when the types say nothing (or the
 * answer is unknown).
 */
export function interrogativeFor(
  answer: { readonly types: readonly string[] } | undefined,
  options: InterrogativeOptions = {},
): string {
  return mainClassOf(answer, options.labelled)?.interrogative ?? options.fallback ?? "What";
}
