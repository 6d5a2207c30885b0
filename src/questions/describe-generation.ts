import type { GenerationReport } from "./generation-report.js";

/**
 * One line on what question generation made, naming every part of the suite: the one-hop questions
 * per type, the two-hop questions per type, and the one-hop sub-questions a two-hop question is
 * built from (asked too, so that a two-hop failure can be traced to a one-hop gap), e.g.
 * "Generated 239 questions: 20 yes-no, 20 multiple-choice, 20 wh; two-hop: 20 yes-no, ...; 119
 * one-hop sub-questions of the two-hop ones."
 */
export function describeGeneration(report: GenerationReport, total: number): string {
  const counts = (types: Partial<Record<string, { generated: number }>>): string =>
    Object.entries(types)
      .map(([type, typed]) => `${typed?.generated ?? 0} ${type}`)
      .join(", ");
  const twoHop = Object.values(report.twoHop);
  if (twoHop.length === 0) return `Generated ${total} questions (${counts(report.types)}).`;
  const subQuestions = twoHop.reduce((sum, typed) => sum + typed.subQuestionsAdded, 0);
  const parts = [
    ...(Object.keys(report.types).length === 0 ? [] : [`one-hop: ${counts(report.types)}`]),
    `two-hop: ${counts(report.twoHop)}`,
    `${subQuestions} one-hop sub-questions the two-hop ones are built from (asked too, to trace a two-hop failure to a one-hop gap)`,
  ];
  return `Generated ${total} questions (${parts.join("; ")}).`;
}
