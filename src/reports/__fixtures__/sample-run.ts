import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import { writeJsonl } from "../../io/write-jsonl.js";
import { QUESTION_VERSION, type Question, type QuestionType } from "../../questions/question.js";
import { ANSWER_VERSION, type AnswerRecord } from "../../runs/answer-record.js";
import { SCORE_VERSION, type ScoredAnswer } from "../../scoring/scored-answer.js";
import type { Verdict } from "../../scoring/verdict.js";
import type { RunData } from "../read-run-data.js";

/** A question about one fact (subject, relation, object ids and labels). */
export function factQuestion(options: {
  id: string;
  type: QuestionType;
  fact: [string, string, string, string, string, string];
  topic?: string;
  hops?: 1 | 2;
  answer?: string;
  aliases?: string[];
  twoHop?: Question["twoHop"];
}): Question {
  const [subject, subjectLabel, relation, relationLabel, object, objectLabel] = options.fact;
  return {
    version: QUESTION_VERSION,
    id: options.id,
    type: options.type,
    hops: options.hops ?? 1,
    topic: options.topic ?? "politician",
    text:
      options.type === "yes-no"
        ? `Is ${objectLabel} the ${relationLabel} of ${subjectLabel}?`
        : `What is the ${relationLabel} of ${subjectLabel}?`,
    ...(options.type === "multiple-choice" ? { options: [objectLabel, "Lyon", "Oslo", "Rome"] } : {}),
    answer:
      options.answer ??
      (options.type === "yes-no" ? "Yes" : options.type === "multiple-choice" ? "A" : objectLabel),
    answerLabel: objectLabel,
    aliases: options.aliases ?? [],
    facts: [{ subject, subjectLabel, relation, relationLabel, object, objectLabel }],
    ...(options.twoHop === undefined ? {} : { twoHop: options.twoHop }),
    templateId: "test",
    generator: "test@1",
  };
}

/** One answer of the fixture run: who answered what, and the verdict. */
export interface FixtureAnswer {
  question: Question;
  modelId?: string;
  response?: string;
  verdict: Verdict;
  score?: number;
}

/** Builds run data (questions, answers, scores) from answers with verdicts. */
export function makeRunData(entries: readonly FixtureAnswer[], runDirectory = "runs/fixture"): RunData {
  const questions = [...new Map(entries.map((entry) => [entry.question.id, entry.question])).values()];
  const answers: AnswerRecord[] = entries.map((entry) => ({
    version: ANSWER_VERSION,
    questionId: entry.question.id,
    modelId: entry.modelId ?? "model:a",
    ...(entry.verdict === "error" ? { error: "timeout" } : { response: entry.response ?? "" }),
    attempts: 1,
    latencyMs: 5,
    answeredAt: "2026-11-21T10:00:00.000Z",
  }));
  const scores: ScoredAnswer[] = entries.map((entry) => ({
    version: SCORE_VERSION,
    questionId: entry.question.id,
    modelId: entry.modelId ?? "model:a",
    type: entry.question.type,
    hops: entry.question.hops,
    topic: entry.question.topic,
    verdict: entry.verdict,
    reason: entry.verdict === "correct" ? "exact match" : `expected "${entry.question.answer}"`,
    matcher: "exact",
    ...(entry.score === undefined ? {} : { score: entry.score }),
  }));
  return { runDirectory, questions, answers, scores };
}

/** Writes run data as a run directory (questions.jsonl, answers.jsonl, scores.jsonl). */
export async function writeRunData(directory: string, data: RunData): Promise<void> {
  await mkdir(directory, { recursive: true });
  await writeJsonl(join(directory, "questions.jsonl"), data.questions);
  await writeJsonl(join(directory, "answers.jsonl"), data.answers);
  await writeJsonl(join(directory, "scores.jsonl"), data.scores);
}

/**
 * A small realistic run: one model on politicians, each fact asked as Yes-No, multiple choice and
 * WH, some answered right and some wrong, one response carrying HTML that must never run.
 */
export function politicianRun(): RunData {
  const facts: [string, string, string, string, string, string][] = [
    ["Q76", "Barack Obama", "P19", "place of birth", "Q18094", "Honolulu"],
    ["Q22686", "Donald Trump", "P102", "member of political party", "Q29468", "Republican Party"],
    ["Q7747", "Vladimir Putin", "P69", "educated at", "Q1130457", "Saint Petersburg State University"],
    ["Q1058", "Narendra Modi", "P27", "country of citizenship", "Q668", "India"],
  ];
  const entries: FixtureAnswer[] = [];
  facts.forEach((fact, index) => {
    const [, , , , , objectLabel] = fact;
    entries.push({
      question: factQuestion({ id: `yn-${index}`, type: "yes-no", fact }),
      response: index % 2 === 0 ? "Yes" : "No",
      verdict: index % 2 === 0 ? "correct" : "incorrect",
    });
    entries.push({
      question: factQuestion({ id: `mc-${index}`, type: "multiple-choice", fact }),
      response: index === 3 ? "I don't know" : "A",
      verdict: index === 3 ? "not-attempted" : "correct",
    });
    entries.push({
      question: factQuestion({
        id: `wh-${index}`,
        type: "wh",
        fact,
        aliases: index === 0 ? ["Honolulu, Hawaii"] : [],
      }),
      response:
        index === 1
          ? `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">`
          : index === 0
            ? objectLabel
            : "Moscow",
      verdict: index === 0 ? "correct" : "incorrect",
      score: index === 0 ? 1 : 0.31,
    });
  });
  return makeRunData(entries);
}
