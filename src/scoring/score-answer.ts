import type { Question } from "../questions/question.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { detectAbstention } from "./detect-abstention.js";
import { normalizeAnswer } from "./normalize-answer.js";
import { parseChoice } from "./parse-choice.js";
import { parseYesNo } from "./parse-yes-no.js";
import type { Verdict } from "./verdict.js";

/** The judgement of one answer. */
export interface Judgement {
  verdict: Verdict;
  /** What was read from the response: "Yes", a letter, or the normalised WH answer. */
  parsed: string | undefined;
  /** Why, in a few words, for reports and review. */
  reason: string;
}

/**
 * Judges one answer by normalised exact match (the paper's section 3.3.2 for Yes-No and multiple
 * choice; for WH questions, against the answer label and its aliases). Abstentions are
 * `not-attempted`, unreadable responses `unparseable`, failed calls `error`.
 */
export function scoreAnswer(question: Question, answer: AnswerRecord): Judgement {
  if (answer.response === undefined) {
    return { verdict: "error", parsed: undefined, reason: answer.error ?? "no response recorded" };
  }
  const response = answer.response.trim();
  if (response === "") return { verdict: "unparseable", parsed: undefined, reason: "empty response" };
  const read = readAnswer(question, response);
  if (read === undefined) {
    if (detectAbstention(response))
      return { verdict: "not-attempted", parsed: undefined, reason: "abstained" };
    return { verdict: "unparseable", parsed: undefined, reason: `no ${question.type} answer found` };
  }
  if (question.type === "wh") {
    const gold = [question.answer, ...question.aliases].map(normalizeAnswer);
    const matched = gold.includes(read);
    if (!matched && detectAbstention(response)) {
      return { verdict: "not-attempted", parsed: read, reason: "abstained" };
    }
    return matched
      ? { verdict: "correct", parsed: read, reason: read === gold[0] ? "exact match" : "alias match" }
      : { verdict: "incorrect", parsed: read, reason: `expected "${question.answer}"` };
  }
  return read === question.answer
    ? { verdict: "correct", parsed: read, reason: "exact match" }
    : { verdict: "incorrect", parsed: read, reason: `expected ${question.answer}` };
}

function readAnswer(question: Question, response: string): string | undefined {
  switch (question.type) {
    case "yes-no":
      return parseYesNo(response);
    case "multiple-choice":
      return parseChoice(response, question.options ?? []);
    case "wh": {
      // The first line holds the answer; models often add an explanation after it.
      const firstLine = response.split("\n")[0] ?? "";
      const normalized = normalizeAnswer(firstLine);
      return normalized === "" ? undefined : normalized;
    }
  }
}
