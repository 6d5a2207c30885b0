import { optionLetters } from "../questions/question.js";
import { normalizeAnswer } from "./normalize-answer.js";

/**
 * Reads the chosen option letter from a response: "B", "**B**", "B) Paris", "(C)", "C.", "The answer
 * is C", "Answer: D", or an option's text instead of its letter. Returns undefined when no single
 * option can be read. With the question's `stem`, an option's text that the response says only as
 * part of a phrase of the stem is no choice: "New York City is located in the state" repeats the
 * question "Which state is New York City located in?" and does not choose the option "New York".
 */
export function parseChoice(response: string, options: readonly string[], stem?: string): string | undefined {
  const text = response.trim();
  const opening = /^[\s*_"'`([]*([A-D])(?:[\s*_"'`)\].:,-]|$)/.exec(text);
  if (opening?.[1] !== undefined) return opening[1];
  const stated = /\b(?:answer|option|choice)\s*(?:is|:)?\s*[*_("'`[]*([A-D])\b/i.exec(text);
  if (stated?.[1] !== undefined) return stated[1].toUpperCase();
  const normalized = normalizeAnswer(text);
  const matching = options
    .map((option, index) => ({ letter: optionLetters[index], option: normalizeAnswer(option) }))
    .filter(
      ({ option }) =>
        option !== "" &&
        (normalized === option || choosesPhrase(normalized, option, normalizeAnswer(stem ?? ""))),
    );
  if (matching.length === 1) return matching[0]?.letter;
  const lone = text.match(/\b[A-D]\b/g);
  if (lone?.length === 1) return lone[0];
  return undefined;
}

/**
 * Whether `text` says `phrase` other than as part of a longer phrase of `stem` (the phrase with the
 * word before or after it, as the stem has it).
 */
function choosesPhrase(text: string, phrase: string, stem: string): boolean {
  const words = text.split(" ");
  const length = phrase.split(" ").length;
  const inStem = (words: readonly string[]): boolean => ` ${stem} `.includes(` ${words.join(" ")} `);
  for (let at = 0; at + length <= words.length; at++) {
    if (words.slice(at, at + length).join(" ") !== phrase) continue;
    if (stem === "") return true;
    const before = at > 0 && inStem(words.slice(at - 1, at + length));
    const after = at + length < words.length && inStem(words.slice(at, at + length + 1));
    if (!before && !after) return true;
  }
  return false;
}
