import type { Question } from "../questions/question.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { detectAbstention } from "./detect-abstention.js";
import { matchExactly, type ExactMatchMemo } from "./match-exactly.js";
import { extractWhAnswer } from "./extract-wh-answer.js";
import { looksLikeText } from "./looks-like-text.js";
import type { MatchInput, MatchResult } from "./matcher.js";
import { parseChoice } from "./parse-choice.js";
import { parseYesNo } from "./parse-yes-no.js";
import { questionNames, whMatchInput, type QuestionNames } from "./question-names.js";
import type { EntityLinker } from "./entity-linker.js";
import { judgeWithEvidence } from "./judge-with-evidence.js";
import { createTitleNames, type TitleNames } from "./title-names.js";
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

/**
 * What reading an answer gives: a finished judgement, or a WH answer for a matcher to judge
 * (`parsed`: the answer phrase as read, which `matchInput.answer` may give without a leading rank).
 */
export type ReadAnswer = { judgement: Judgement } | { matchInput: MatchInput; parsed: string };

/** Options of {@link readAnswer}. */
export interface ReadAnswerOptions {
  /**
   * Title equivalents and rank stripping (`createTitleNames`): WH answers are matched against the
   * names with equivalent titles too, and without a leading rank. Without it, against the gold
   * answer and its aliases as they are (as matcher evaluation does).
   */
  titles?: TitleNames;
  /** The question's names made with `titles`, when the caller keeps them per question. */
  names?: QuestionNames;
}

/**
 * Reads one answer, before any WH matcher: a failed call is `error`; a response cut off (a
 * `length` finish, or cut at the size limit) before any answer could be read is `truncated`
 * (a reasoning model that never finished thinking, whatever it thought); otherwise an empty
 * response or binary noise is `unparseable`; Yes-No and multiple-choice answers are parsed and compared exactly (the
 * paper's section 3.3.2), abstentions being `not-attempted` and unreadable answers `unparseable`;
 * a WH response is checked for abstention first, then its answer phrase is read and handed on.
 */
export function readAnswer(
  question: Pick<Question, "type" | "answer" | "aliases" | "options" | "text" | "judging">,
  answer: Pick<AnswerRecord, "response" | "error"> &
    Partial<Pick<AnswerRecord, "finishReason" | "truncated">>,
  options: ReadAnswerOptions = {},
): ReadAnswer {
  const cut = answer.finishReason === "length" || answer.truncated === true;
  const done = (verdict: Verdict, parsed: string | undefined, reason: string): ReadAnswer =>
    verdict === "unparseable" && cut
      ? {
          judgement: {
            verdict: "truncated",
            parsed,
            reason:
              answer.truncated === true
                ? `cut at the response size limit before an answer (${reason})`
                : `hit the token limit before an answer (${reason})`,
          },
        }
      : { judgement: { verdict, parsed, reason } };
  if (answer.response === undefined) return done("error", undefined, answer.error ?? "no response recorded");
  const response = answer.response.trim();
  if (response === "") return done("unparseable", undefined, "empty response");
  if (!looksLikeText(response)) return done("unparseable", undefined, "not text (binary noise)");
  if (question.type === "wh") {
    if (detectAbstention(response)) return done("not-attempted", undefined, "abstained");
    const extracted = extractWhAnswer(response, question.text);
    if (!/[\p{L}\p{N}]/u.test(extracted)) return done("unparseable", undefined, "no wh answer found");
    const { titles } = options;
    if (titles !== undefined) {
      const names = options.names ?? questionNames(question, titles);
      return {
        matchInput: whMatchInput(names, titles, { extracted, response, question: question.text }),
        parsed: extracted,
      };
    }
    return {
      parsed: extracted,
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
    question.type === "yes-no"
      ? parseYesNo(response)
      : parseChoice(response, question.options ?? [], question.text);
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

/** What {@link judgeWhAnswer} needs besides the matcher's result. */
export interface JudgeWhOptions {
  question: Pick<Question, "judging">;
  names: QuestionNames;
  /** The answer phrase as read. */
  parsed: string;
  linker?: EntityLinker | undefined;
  /** Reused across answers (see `createExactMatchMemo`). */
  memo?: ExactMatchMemo;
}

/**
 * Turns a matcher's result on a WH answer into a judgement: with `judging`, by the evidence rules
 * (`judgeWithEvidence`); without (older suites), a pass is `correct` and a fail `incorrect`.
 */
export function judgeWhAnswer(input: MatchInput, result: MatchResult, options: JudgeWhOptions): Judgement {
  const { judging } = options.question;
  if (judging === undefined) return { ...judgementFromMatch(input, result), parsed: options.parsed };
  return judgeWithEvidence({
    judging,
    names: options.names,
    parsed: options.parsed,
    input,
    result,
    linker: options.linker,
    ...(options.memo === undefined ? {} : { memo: options.memo }),
  });
}

/** Options of {@link scoreAnswer}. */
export interface ScoreAnswerOptions {
  /** Links WH answers to a knowledge graph's entities (see `createEntityLinker`). */
  linker?: EntityLinker;
  /** Default: `createTitleNames()`; pass one to judge many answers. */
  titles?: TitleNames;
}

/**
 * Judges one answer synchronously with the `exact` matcher for WH questions (normalised exact,
 * alias, type-aware and containment matching, title equivalents, and with `judging` the evidence
 * rules). `scoreAnswers` judges many, with any matcher.
 */
export function scoreAnswer(
  question: Question,
  answer: AnswerRecord,
  options: ScoreAnswerOptions = {},
): Judgement {
  const titles = options.titles ?? createTitleNames();
  const names = questionNames(question, titles);
  const read = readAnswer(question, answer, { titles, names });
  if ("judgement" in read) return read.judgement;
  return judgeWhAnswer(read.matchInput, matchExactly(read.matchInput), {
    question,
    names,
    parsed: read.parsed,
    linker: options.linker,
  });
}
