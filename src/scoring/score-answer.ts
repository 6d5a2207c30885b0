import type { Question } from "../questions/question.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { detectAbstention } from "./detect-abstention.js";
import { matchExactly } from "./match-exactly.js";
import { extractWhAnswer } from "./extract-wh-answer.js";
import { looksLikeText } from "./looks-like-text.js";
import type { MatchInput, MatchResult } from "./matcher.js";
import { parseChoice } from "./parse-choice.js";
import { parseYesNo } from "./parse-yes-no.js";
import type { Verdict } from "./verdict.js";

/** The judgement of one answer. */
export interface Judgement {
  verdict: Verdict;
  /** What was read from the response: "Yes", a letter, or the WH answer phrase. */
  parsed: string | undefined;
  /** Why, in a few words, for reports and review. */
  reason: string;
  /** The matcher's similarity score in [0, 1], when a WH matcher computed one. */
  score?: number;
}

/** What reading an answer gives: a finished judgement, or a WH answer for a matcher to judge. */
export type ReadAnswer = { judgement: Judgement } | { matchInput: MatchInput };

/**
 * Reads one answer, before any WH matcher: a failed call is `error`; an empty response or binary
 * noise `unparseable`; Yes-No and multiple-choice answers are parsed and compared exactly (the
 * paper's section 3.3.2), abstentions being `not-attempted` and unreadable answers `unparseable`;
 * a WH response is checked for abstention first, then its answer phrase is read and handed on.
 */
export function readAnswer(
  question: Pick<Question, "type" | "answer" | "aliases" | "options" | "text">,
  answer: Pick<AnswerRecord, "response" | "error">,
): ReadAnswer {
  const done = (verdict: Verdict, parsed: string | undefined, reason: string): ReadAnswer => ({
    judgement: { verdict, parsed, reason },
  });
  if (answer.response === undefined) return done("error", undefined, answer.error ?? "no response recorded");
  const response = answer.response.trim();
  if (response === "") return done("unparseable", undefined, "empty response");
  if (!looksLikeText(response)) return done("unparseable", undefined, "not text (binary noise)");
  if (question.type === "wh") {
    if (detectAbstention(response)) return done("not-attempted", undefined, "abstained");
    const extracted = extractWhAnswer(response, question.text);
    if (!/[\p{L}\p{N}]/u.test(extracted)) return done("unparseable", undefined, "no wh answer found");
    return {
      matchInput: {
        answer: extracted,
        response,
        gold: question.answer,
        aliases: question.aliases,
        question: question.text,
      },
    };
  }
  const read =
    question.type === "yes-no" ? parseYesNo(response) : parseChoice(response, question.options ?? []);
  if (read === undefined) {
    if (detectAbstention(response)) return done("not-attempted", undefined, "abstained");
    return done("unparseable", undefined, `no ${question.type} answer found`);
  }
  return read === question.answer
    ? done("correct", read, "exact match")
    : done("incorrect", read, `expected ${question.answer}`);
}

/** Turns a matcher's result on a WH answer into a judgement. */
export function judgementFromMatch(input: MatchInput, result: MatchResult): Judgement {
  const score = result.score === undefined ? {} : { score: result.score };
  if (result.graderError !== undefined) {
    return { verdict: "grader-error", parsed: input.answer, reason: result.graderError, ...score };
  }
  return {
    verdict: result.pass ? "correct" : "incorrect",
    parsed: input.answer,
    reason: result.reason,
    ...score,
  };
}

/**
 * Judges one answer synchronously with the `exact` matcher for WH questions (normalised exact,
 * alias, type-aware and containment matching). `scoreAnswers` judges many, with any matcher.
 */
export function scoreAnswer(question: Question, answer: AnswerRecord): Judgement {
  const read = readAnswer(question, answer);
  if ("judgement" in read) return read.judgement;
  return judgementFromMatch(read.matchInput, matchExactly(read.matchInput));
}
