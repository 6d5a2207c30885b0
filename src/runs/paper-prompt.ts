import { buildMessages, defaultMaxTokens } from "../models/prompts.js";
import type { Question } from "../questions/question.js";
import type { QuestionPrompt } from "./ask-questions.js";

/** The paper's prompt (section 3.3.1) for a question, on its own topic, with the type's token budget. */
export function paperPrompt(question: Question): QuestionPrompt {
  return {
    messages: buildMessages({ question, topic: question.topic }),
    maxTokens: defaultMaxTokens[question.type],
  };
}
