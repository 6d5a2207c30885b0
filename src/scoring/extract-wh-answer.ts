import { answerWords } from "./normalize-answer.js";

/** How far into a response an answer is looked for: a WH answer is short; the rest is explanation. */
const maxAnswerCharacters = 300;

const leadIns: readonly RegExp[] = [
  /^(?:final |short )?answer\s*[:\-–]\s*/i,
  /^(?:i think |i believe |i guess )?(?:the )?(?:correct |right |final )?answer (?:is|would be|was)\s*[:\-–]?\s*/i,
  /^(?:i think |i believe )?(?:it is|it's|it was|that is|that's|this is|that would be)\s+/i,
  /^(?:he|she|they|it) (?:is|was|were|are|has been) (?:(?:a|an) )?/i,
];
const copulas = /\s(?:is|was|are|were|has been|had been|would be)\s+/gi;
/**
 * What a person is known for, said before the answer to a question that asks it ("Which
 * instrument is X known for playing?" → "known for playing the guitar"): never part of the answer.
 */
const reputation =
  /^(?:(?:best|mostly|mainly|chiefly|primarily|widely|well) )?(?:known (?:for|as)|associated with) (?:(?:playing|being|writing|singing|working in) )?(?:(?:a|an) )?/i;
const trailingExplanation =
  /(?:,|;|\s[–—-])?\s+(?:because|since|as he|as she|as it|which|who|where|when|although|but)\b.*$/i;

/**
 * Reads the answer phrase of a WH response: the first non-empty line, without Markdown emphasis,
 * a lead-in ("The answer is", "Answer:", "It is"), an echo of the question ("The capital of France
 * is Paris." → "Paris", "Moby is known for electronic music." → "electronic music") or a trailing
 * explanation ("Paris, because ..."), and cut at the first sentence end. Returns "" when nothing
 * is left.
 */
export function extractWhAnswer(response: string, question?: string): string {
  const firstLine =
    response
      .slice(0, maxAnswerCharacters * 4)
      .split(/\r?\n/)
      .map((line) => line.trim())
      .find((line) => /[\p{L}\p{N}]/u.test(line)) ?? "";
  let text = firstLine
    .replace(/[*_`#>]+/g, "")
    .replace(/^\s*(?:[-•]|\d+[.)])\s+/, "")
    .trim()
    .slice(0, maxAnswerCharacters);
  // First sentence: a period followed by a space and a capital or the end, not an initial ("J. R.")
  // nor an abbreviation that stands before a name ("St. Petersburg", "Dr. Rice", "Mt. Everest").
  const sentenceEnd =
    /(?<!\b\p{Lu})(?<!\b(?:St|Ste|Mt|Ft|Dr|Mr|Mrs|Ms|Gen|Prof|Rev|Sgt|Lt|Col|Capt|Gov|Sen|Pres|Hon)(?=\.))[.!?](?=\s+\p{Lu}|\s*$)/u.exec(
      text,
    );
  if (sentenceEnd !== null) text = text.slice(0, sentenceEnd.index);
  for (const leadIn of leadIns) text = text.replace(leadIn, "");
  text = dropQuestionEcho(text, question).replace(reputation, "");
  text = text.replace(trailingExplanation, "");
  return text.replace(/^["'“‘(\s]+|["'”’)\s.,;:!?]+$/gu, "").trim();
}

/**
 * "The native language of John Paul II is Polish" → "Polish": when the words before a copula are
 * mostly the question's own words, the answer is what follows it.
 */
function dropQuestionEcho(text: string, question: string | undefined): string {
  if (question === undefined) return text;
  const questionWords = new Set(answerWords(question));
  for (const match of text.matchAll(copulas)) {
    const before = answerWords(text.slice(0, match.index));
    if (before.length === 0) continue;
    const echoed = before.filter((word) => questionWords.has(word) || word === "the").length / before.length;
    if (echoed >= 0.6) return text.slice(match.index + match[0].length);
  }
  return text;
}
