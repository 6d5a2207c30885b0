import { splitReasoning } from "../models/split-reasoning.js";
import type { AnswerRecord } from "./answer-record.js";

/**
 * The record's `response` (the final answer, what the verdict reads) and `reasoning` (the
 * provider's reasoning field and any `<think>` blocks of the text, for review).
 */
export function answerAndReasoning(
  text: string,
  providerReasoning: string | undefined,
): Pick<AnswerRecord, "response" | "reasoning"> {
  const { answer, reasoning } = splitReasoning(text);
  const parts = [providerReasoning, reasoning].filter((part): part is string => part !== undefined && part !== "");
  return { response: answer, ...(parts.length === 0 ? {} : { reasoning: parts.join("\n\n") }) };
}
