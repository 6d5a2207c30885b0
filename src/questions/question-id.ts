import type { Fact } from "../knowledge/fact-set.js";
import type { QuestionType } from "./question.js";

const typePrefixes: Readonly<Record<QuestionType, string>> = {
  "yes-no": "yn",
  "multiple-choice": "mc",
  wh: "wh",
};

/**
 * A stable question id from what the question is about, never from the random seed:
 * `yn-1-Q30-P36-Q61-yes`, `mc-1-Q30-P36-Q61`, `wh-1-Q30-P36-Q61`. Ids that are not short
 * (IRIs, say) are replaced by an 8-digit hex hash (FNV-1a), so ids stay one readable token.
 */
export function questionIdOf(options: {
  type: QuestionType;
  hops: 1 | 2;
  fact: Fact;
  suffix?: string;
}): string {
  const { type, hops, fact, suffix } = options;
  const parts = [
    typePrefixes[type],
    String(hops),
    compactId(fact.subject),
    compactId(fact.relation),
    compactId(fact.object),
  ];
  if (suffix !== undefined) parts.push(suffix);
  return parts.join("-");
}

function compactId(id: string): string {
  return /^[A-Za-z0-9_]{1,24}$/u.test(id) ? id : `h${fnv1a(id)}`;
}

function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, "0");
}

/**
 * A stable two-hop question id from its path SUBJECT -r1-> BRIDGE -r2-> ANSWER:
 * `yn-2-Q13133-P26-Q76-P69-Q49122-yes`, `mc-2-...`, `wh-2-...`.
 */
export function twoHopQuestionIdOf(options: {
  type: QuestionType;
  first: Fact;
  second: Fact;
  suffix?: string;
}): string {
  const { type, first, second, suffix } = options;
  const parts = [
    typePrefixes[type],
    "2",
    compactId(first.subject),
    compactId(first.relation),
    compactId(first.object),
    compactId(second.relation),
    compactId(second.object),
  ];
  if (suffix !== undefined) parts.push(suffix);
  return parts.join("-");
}
