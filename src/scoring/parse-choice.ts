import { optionLetters } from "../questions/question.js";
import { normalizeAnswer } from "./normalize-answer.js";

/**
 * Reads the chosen option letter from a response: "B", "**B**", "B) Paris", "(C)", "C.", "The answer
 * is C", "Answer: D", or an option's text instead of its letter. Returns undefined when no single
 * option can be read.
 */
export function parseChoice(response: string, options: readonly string[]): string | undefined {
  const text = response.trim();
  const opening = /^[\s*_"'`([]*([A-D])(?:[\s*_"'`)\].:,-]|$)/.exec(text);
  if (opening?.[1] !== undefined) return opening[1];
  const stated = /\b(?:answer|option|choice)\s*(?:is|:)?\s*[*_("'`[]*([A-D])\b/i.exec(text);
  if (stated?.[1] !== undefined) return stated[1].toUpperCase();
  const normalized = normalizeAnswer(text);
  const matching = options
    .map((option, index) => ({ letter: optionLetters[index], option: normalizeAnswer(option) }))
    .filter(({ option }) => option !== "" && (normalized === option || containsPhrase(normalized, option)));
  if (matching.length === 1) return matching[0]?.letter;
  const lone = text.match(/\b[A-D]\b/g);
  if (lone?.length === 1) return lone[0];
  return undefined;
}

function containsPhrase(text: string, phrase: string): boolean {
  return ` ${text} `.includes(` ${phrase} `);
}
