/** The identity of an answer in a run: one per (model, question). */
export function answerKey(modelId: string, questionId: string): string {
  return `${modelId}\u0000${questionId}`;
}
