import { homedir } from "node:os";
import { describe, expect, it } from "vitest";
import { defaultModelPath } from "../models/default-model-path.js";
import type { LanguageModel } from "../models/language-model.js";
import { createLlamaCppModel } from "../models/llama-cpp-model.js";
import { checkGrammar } from "./check-grammar.js";
import { QUESTION_VERSION, type Question } from "./question.js";
import { rewriteQuestions } from "./rewrite-questions.js";

function question(overrides: Partial<Question> & Pick<Question, "id" | "text">): Question {
  return {
    version: QUESTION_VERSION,
    type: "wh",
    hops: 1,
    topic: "test",
    answer: "Washington, D.C.",
    answerLabel: "Washington, D.C.",
    aliases: ["Washington"],
    facts: [
      {
        subject: "Q30",
        subjectLabel: "United States of America",
        relation: "P36",
        relationLabel: "capital",
        object: "Q61",
        objectLabel: "Washington, D.C.",
      },
    ],
    templateId: "lexicon:P36/wh",
    generator: "factprobe-rules@2",
    ...overrides,
  };
}

const capitalWh = question({ id: "wh-1", text: "What is the capital of the United States of America?" });
const capitalYes = question({
  id: "yn-1",
  type: "yes-no",
  answer: "Yes",
  aliases: [],
  text: "Is Washington, D.C. the capital of the United States of America?",
});

/** A fake model that answers each question text from a table. */
function scriptedModel(replies: Record<string, string>): LanguageModel {
  return {
    id: "scripted:rewriter",
    provider: "scripted",
    defaultConcurrency: 1,
    generate(request) {
      const text = request.messages.at(-1)?.content ?? "";
      const reply = replies[text];
      if (reply === undefined) return Promise.reject(new Error("no script"));
      return Promise.resolve({ text: reply, usage: undefined, latencyMs: 1 });
    },
  };
}

describe("rewriteQuestions (paper 3.2.3, guarded)", () => {
  it("keeps good rewrites and the original when a rewrite drops a label, reveals the answer or changes the kind", async () => {
    const variants = [
      question({ id: "a", text: "What is the capital of the United States of America?" }),
      question({ id: "b", text: "What city is the capital of the United States of America ?" }),
      question({ id: "c", text: "What is the capital of the United States of America, please?" }),
      capitalYes,
      question({ id: "e", text: "Which city is the capital of the United States of America?" }),
    ];
    const result = await rewriteQuestions({
      questions: variants,
      model: scriptedModel({
        [variants[0]?.text ?? ""]: "Which city is the capital of the United States of America?",
        [variants[1]?.text ?? ""]: "What is the capital of the USA?",
        [variants[2]?.text ?? ""]: "Is Washington, D.C. the capital of the United States of America?",
        [capitalYes.text]: "Washington, D.C. is the capital of the United States of America?",
      }),
    });
    expect(result.questions.map((rewritten) => rewritten.text)).toEqual([
      "Which city is the capital of the United States of America?",
      variants[1]?.text,
      variants[2]?.text,
      capitalYes.text,
      variants[4]?.text,
    ]);
    expect(result.questions[0]?.generator).toBe("factprobe-rules@2+rewrite:scripted:rewriter");
    expect(result).toMatchObject({ accepted: 1, rejected: 4, rejectionRate: 0.8 });
    // "the USA" drops the label; the yes-no rewrite of a WH question names the answer.
    expect(result.reasons).toEqual({ lostLabel: 1, revealsAnswer: 1, changedQuestionKind: 1, modelError: 1 });
  });

  it("runs with the real local model and reports how many rewrites the guard refused", async () => {
    const model = await createLlamaCppModel({
      modelPath: defaultModelPath({ env: process.env, homedir: homedir() }),
      threads: 2,
    });
    try {
      const result = await rewriteQuestions({ questions: [capitalYes], model, maxTokens: 24 });
      expect(result.accepted + result.rejected).toBe(1);
      for (const [index, rewritten] of result.questions.entries()) {
        // Whatever the weak model wrote, an accepted text still names the country.
        expect(rewritten.text).toContain("United States of America");
        expect(rewritten.id).toBe([capitalYes][index]?.id);
      }
    } finally {
      await model.dispose?.();
    }
  }, 120_000);
});

describe("checkGrammar", () => {
  it("flags misspellings, a wrong article and repeated words, but not names, and drops nothing", async () => {
    const report = await checkGrammar([
      capitalWh,
      question({ id: "typo", text: "What is the capitall of the United States of America?" }),
      question({ id: "article", text: "Was Barack Obama a engineer?" }),
      question({ id: "repeat", text: "What is the the capital of the United States of America?" }),
      question({ id: "form", text: "what is the capital of the United States of America" }),
      // A request to name one of several ends with a full stop.
      question({
        id: "request",
        text: "Name a team that took part in the 1945 All-Ireland Senior Hurling Final.",
      }),
      question({ id: "bad-request", text: "Name a team that took part in the final" }),
      // A quoted title keeps its own question mark, and one at the end is the question's.
      question({ id: "title-last", text: 'Who wrote "What Is Man?"' }),
      question({ id: "title-inside", text: 'Was "What Is Man?" written by Mark Twain?' }),
      question({ id: "doubled", text: 'Who wrote "What Is Man?"?' }),
    ]);
    expect(report.checked).toBe(10);
    expect(
      report.flagged.map((flagged) => [flagged.id, flagged.issues.map((issue) => issue.source).sort()]),
    ).toEqual([
      ["typo", ["retext-spell"]],
      ["article", ["retext-indefinite-article"]],
      ["repeat", ["retext-repeated-words"]],
      ["form", ["question-form", "question-form"]],
      ["bad-request", ["question-form"]],
      ["doubled", ["question-form"]],
    ]);
  });
});
