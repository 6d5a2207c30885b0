import type { Question } from "../questions/question.js";
import type { AnswerRecord } from "../runs/answer-record.js";
import { createExactAliasMatcher } from "./exact-alias-matcher.js";
import type { Matcher, MatchInput } from "./matcher.js";
import type { EntityLinker } from "./entity-linker.js";
import { createExactMatchMemo } from "./match-exactly.js";
import { idsToPlace, namesToLookUp } from "./names-to-look-up.js";
import { questionNames, type QuestionNames } from "./question-names.js";
import { judgeWhAnswer, readAnswer, type Judgement } from "./score-answer.js";
import { createTitleNames } from "./title-names.js";
import { SCORE_VERSION, type ScoredAnswer } from "./scored-answer.js";

/** Options of {@link scoreAnswers}. */
export interface ScoreAnswersOptions {
  /** The WH matcher (default: `exact`, which needs no model). Yes-No and multiple choice are always exact. */
  matcher?: Matcher;
  /** WH answers per matcher call (default 512). */
  batchSize?: number;
  /** Cancels scoring between batches. */
  signal?: AbortSignal;
  /**
   * Links WH answers to the knowledge graph's entities, for questions with `judging` (see
   * `createEntityLinker`; `scoreRun` makes one from the run's `kg.json`). Without one, no answer
   * is linked: the evidence rules then rest on names alone.
   */
  linker?: EntityLinker;
  /**
   * Looks up, before judging, the names in WH answers (to questions with `judging`) that the linker
   * does not know (`namesToLookUp`) and the places they link to that it cannot place
   * (`idsToPlace`), and gives the linker to judge with: one that also knows what was found
   * (`scoreRun` asks the knowledge source). `undefined` keeps the linker as it was. Called once,
   * before any answer goes to the matcher, even with nothing to look up (`scoreRun` asks the source
   * for the questions' facts then, and closes it before the matcher loads its model).
   */
  lookUp?: (
    wanted: { names: readonly string[]; ids: readonly string[] },
    signal?: AbortSignal,
  ) => Promise<EntityLinker | undefined>;
}

/**
 * Judges every answer against its question. Yes-No and multiple-choice answers are parsed and
 * matched exactly; WH answers go to the matcher in batches. Answers to questions that are not in
 * `questions` are an error in the caller's inputs and are reported, not skipped.
 */
export async function scoreAnswers(
  questions: readonly Question[],
  answers: readonly AnswerRecord[],
  options: ScoreAnswersOptions = {},
): Promise<ScoredAnswer[]> {
  const matcher = options.matcher ?? createExactAliasMatcher();
  try {
    return await scoreWith(matcher, questions, answers, options);
  } finally {
    // A matcher made here is stopped here.
    if (options.matcher === undefined) await matcher.dispose?.();
  }
}

async function scoreWith(
  matcher: Matcher,
  questions: readonly Question[],
  answers: readonly AnswerRecord[],
  options: ScoreAnswersOptions,
): Promise<ScoredAnswer[]> {
  const batchSize = options.batchSize ?? 512;
  const byId = new Map(questions.map((question) => [question.id, question]));
  const judgements = new Array<Judgement>(answers.length);
  const pending: { index: number; input: MatchInput; parsed: string }[] = [];
  const titles = createTitleNames();
  const memo = createExactMatchMemo();
  const namesById = new Map<string, QuestionNames>();
  const namesOf = (question: Question): QuestionNames => {
    let names = namesById.get(question.id);
    if (names === undefined) {
      names = questionNames(question, titles);
      namesById.set(question.id, names);
    }
    return names;
  };
  const asked = answers.map((answer, index) => {
    const question = byId.get(answer.questionId);
    if (question === undefined) {
      throw new Error(
        `answer to unknown question "${answer.questionId}": the answers do not belong to this suite`,
      );
    }
    const read =
      question.type === "wh"
        ? readAnswer(question, answer, { titles, names: namesOf(question) })
        : readAnswer(question, answer);
    if ("judgement" in read) judgements[index] = read.judgement;
    else pending.push({ index, input: read.matchInput, parsed: read.parsed });
    return question;
  });
  let linker = options.linker;
  if (options.lookUp !== undefined) {
    const names = new Set<string>();
    const ids = new Set<string>();
    for (const item of pending) {
      if (byId.get(answers[item.index]?.questionId ?? "")?.judging === undefined) continue;
      for (const name of namesToLookUp(item.parsed, linker)) names.add(name);
      for (const id of idsToPlace(item.parsed, linker)) ids.add(id);
    }
    linker = (await options.lookUp({ names: [...names], ids: [...ids] }, options.signal)) ?? linker;
  }
  for (let start = 0; start < pending.length; start += batchSize) {
    options.signal?.throwIfAborted();
    const batch = pending.slice(start, start + batchSize);
    const results = await matcher.match(
      batch.map((item) => item.input),
      options.signal === undefined ? {} : { signal: options.signal },
    );
    batch.forEach((item, offset) => {
      const result = results[offset];
      const question = byId.get(answers[item.index]?.questionId ?? "") as Question;
      judgements[item.index] =
        result === undefined
          ? {
              verdict: "grader-error",
              parsed: item.parsed,
              reason: `matcher ${matcher.id} returned no result`,
            }
          : judgeWhAnswer(item.input, result, {
              question,
              names: namesOf(question),
              parsed: item.parsed,
              linker,
              memo,
            });
    });
  }
  return answers.map((answer, index): ScoredAnswer => {
    const question = asked[index] as Question;
    const judgement = judgements[index] as Judgement;
    return {
      version: SCORE_VERSION,
      questionId: question.id,
      modelId: answer.modelId,
      type: question.type,
      hops: question.hops,
      topic: question.topic,
      verdict: judgement.verdict,
      ...(judgement.parsed === undefined ? {} : { parsed: judgement.parsed }),
      reason: judgement.reason,
      matcher: question.type === "wh" ? matcher.id : "exact",
      ...(judgement.score === undefined ? {} : { score: judgement.score }),
      ...(answer.finishReason === "length" || answer.truncated === true ? { hitTokenLimit: true } : {}),
    };
  });
}
