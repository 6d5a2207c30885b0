import { FactprobeError } from "../errors.js";
import { optionLetters, type QuestionType } from "../questions/question.js";
import type { ChatMessage } from "./language-model.js";

/**
 * The paper's instructions (FactChecker, section 3.3.1), verbatim, one per question type. `TOPIC`
 * stands for the topic, e.g. `politician`; use {@link instructionFor} to fill it in.
 */
export const instructionTemplates: Readonly<Record<QuestionType, string>> = {
  "yes-no":
    "The following question's topic is about TOPIC. Only need to answer 'Yes' or 'No', and don't explain the reason.",
  "multiple-choice":
    "The following question's topic is about TOPIC. Choose the only correct option from the ('A', 'B', 'C' or 'D') and don't explain the reason.",
  wh: "The following question's topic is about TOPIC. Directly give me the answer in 'phrase' or 'word' format. Don't explain the reason or give me a sentence.",
};

/** Default upper bound on generated tokens per question type: answers are a word or a letter. */
export const defaultMaxTokens: Readonly<Record<QuestionType, number>> = {
  "yes-no": 8,
  "multiple-choice": 8,
  wh: 24,
};

/** The part of a question a prompt needs. */
export interface PromptQuestion {
  type: QuestionType;
  /** The question text, e.g. "What is the capital of France?". */
  text: string;
  /** Multiple choice only: exactly four option texts, in A-D order. */
  options?: readonly string[] | undefined;
}

/** A solved example shown before the question (in-context learning, paper section 4.4). */
export interface Demonstration {
  question: PromptQuestion;
  /** The expected reply, e.g. "Yes", "B" or "Paris". */
  answer: string;
}

/** What {@link buildMessages} needs. */
export interface BuildMessagesOptions {
  question: PromptQuestion;
  /** The topic the instruction names, e.g. `politician`. */
  topic: string;
  /** Solved examples, asked and answered before the question; none by default. */
  demonstrations?: readonly Demonstration[];
}

/** The paper's instruction for a question type, with the topic filled in. */
export function instructionFor(type: QuestionType, topic: string): string {
  return instructionTemplates[type].replace("TOPIC", topic);
}

/**
 * The user-visible text of a question: the question, and for multiple choice one `A. option` line
 * per option. Throws a `FactprobeError` (`invalid-question`) when a multiple-choice question does not
 * have exactly four options.
 */
export function renderQuestion(question: PromptQuestion): string {
  if (question.type !== "multiple-choice") return question.text;
  const options = question.options ?? [];
  if (options.length !== optionLetters.length) {
    throw new FactprobeError(
      "invalid-question",
      `Multiple-choice question "${question.text}" has ${options.length} options; it needs exactly ${optionLetters.length}.`,
      { hint: "Regenerate the question suite, or fix the `options` array of this question." },
    );
  }
  const lines = options.map((option, index) => `${optionLetters[index] ?? "?"}. ${option}`);
  return [question.text, ...lines].join("\n");
}

/**
 * The messages that ask one question the paper's way: a system message with the instruction for
 * the question's type and topic, then (optionally) the demonstrations as user/assistant pairs,
 * then the question as a user message.
 */
export function buildMessages({ question, topic, demonstrations = [] }: BuildMessagesOptions): ChatMessage[] {
  const messages: ChatMessage[] = [{ role: "system", content: instructionFor(question.type, topic) }];
  for (const demonstration of demonstrations) {
    messages.push({ role: "user", content: renderQuestion(demonstration.question) });
    messages.push({ role: "assistant", content: demonstration.answer });
  }
  messages.push({ role: "user", content: renderQuestion(question) });
  return messages;
}
