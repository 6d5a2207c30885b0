import { QUESTION_VERSION, type Question, type QuestionType } from "../../questions/question.js";
import { createSeededRandom } from "../../questions/seeded-random.js";
import { ANSWER_VERSION, type AnswerRecord } from "../../runs/answer-record.js";
import { SCORE_VERSION, type ScoredAnswer } from "../../scoring/scored-answer.js";
import type { Verdict } from "../../scoring/verdict.js";
import type { RunData } from "../read-run-data.js";

const topics = ["politician", "writer", "country", "city", "historical event", "disease", "painting"];
const relations: [string, string][] = [
  ["P19", "place of birth"],
  ["P27", "country of citizenship"],
  ["P102", "member of political party"],
  ["P69", "educated at"],
  ["P36", "capital"],
  ["P170", "creator"],
];
const names = ["Paris", "Lyon", "Oslo", "Rome", "Berlin", "Madrid", "Vienna", "Prague", "Lisbon", "Dublin"];
const types: QuestionType[] = ["yes-no", "multiple-choice", "wh"];

/**
 * A realistic synthetic run for load tests and benchmarks: `answers` answers from `models` models
 * over several topics and domains, one-hop and two-hop questions of all three types, accuracy that
 * differs by model and type, and responses of realistic length.
 */
export function synthesizeRun(options: { answers: number; models?: number; seed?: number }): RunData {
  const random = createSeededRandom(options.seed ?? 7);
  const modelIds = Array.from(
    { length: options.models ?? 2 },
    (_, index) => `model:${["alpha", "beta", "gamma"][index] ?? index}`,
  );
  const questionCount = Math.ceil(options.answers / modelIds.length);
  const questions: Question[] = [];
  for (let index = 0; index < questionCount; index += 1) {
    const type = types[index % 3] ?? "wh";
    const [relation, relationLabel] = relations[index % relations.length] ?? ["P19", "place of birth"];
    const subject = `Q${1000 + (index % 5000)}`;
    const object = `Q${100 + random.int(400)}`;
    const objectLabel = `${names[random.int(names.length)] ?? "Paris"} ${object}`;
    const subjectLabel = `Entity ${subject}`;
    const twoHop = index % 10 === 9 && index > 20;
    const question: Question = {
      version: QUESTION_VERSION,
      id: `q${index}`,
      type,
      hops: twoHop ? 2 : 1,
      topic: topics[Math.floor(index / 3) % topics.length] ?? "politician",
      text:
        type === "yes-no"
          ? `Is ${objectLabel} the ${relationLabel} of ${subjectLabel}?`
          : `What is the ${relationLabel} of ${subjectLabel}?`,
      ...(type === "multiple-choice" ? { options: [objectLabel, "Lyon", "Oslo", "Rome"] } : {}),
      answer:
        type === "yes-no" ? (index % 2 === 0 ? "Yes" : "No") : type === "multiple-choice" ? "A" : objectLabel,
      answerLabel: objectLabel,
      aliases: index % 4 === 0 ? [`${objectLabel} (city)`] : [],
      facts: [{ subject, subjectLabel, relation, relationLabel, object, objectLabel }],
      ...(twoHop
        ? {
            twoHop: {
              bridge: object,
              bridgeLabel: objectLabel,
              subQuestionIds: [`q${index - 9}`, `q${index - 18}`] as [string, string],
            },
          }
        : {}),
      templateId: "synthetic",
      generator: "synthetic@1",
    };
    questions.push(question);
  }
  const answers: AnswerRecord[] = [];
  const scores: ScoredAnswer[] = [];
  for (const [modelIndex, modelId] of modelIds.entries()) {
    for (const question of questions) {
      if (answers.length >= options.answers) break;
      const skill =
        0.75 - 0.15 * modelIndex - (question.type === "wh" ? 0.2 : 0) - (question.hops === 2 ? 0.15 : 0);
      const draw = random.next();
      const verdict: Verdict =
        draw < skill
          ? "correct"
          : draw < skill + 0.2
            ? "incorrect"
            : draw < 0.97
              ? "not-attempted"
              : draw < 0.995
                ? "unparseable"
                : "error";
      const response =
        verdict === "not-attempted"
          ? "I'm sorry, I don't have information about that."
          : question.type === "yes-no"
            ? verdict === "correct"
              ? question.answer
              : question.answer === "Yes"
                ? "No"
                : "Yes"
            : question.type === "multiple-choice"
              ? verdict === "correct"
                ? "A"
                : "C. Oslo"
              : verdict === "correct"
                ? question.answerLabel
                : `${names[random.int(names.length)] ?? "Rome"}, the city on the river`;
      answers.push({
        version: ANSWER_VERSION,
        questionId: question.id,
        modelId,
        ...(verdict === "error" ? { error: "HTTP 503 from the endpoint" } : { response }),
        attempts: 1,
        latencyMs: 120,
        answeredAt: "2026-11-21T10:00:00.000Z",
      });
      scores.push({
        version: SCORE_VERSION,
        questionId: question.id,
        modelId,
        type: question.type,
        hops: question.hops,
        topic: question.topic,
        verdict,
        reason: verdict === "correct" ? "exact match" : `expected "${question.answer}"`,
        matcher: question.type === "wh" ? "default" : "exact",
        ...(question.type === "wh" ? { score: Math.round(random.next() * 100) / 100 } : {}),
      });
    }
  }
  return { runDirectory: "runs/synthetic", questions, answers, scores };
}
