import type { Question } from "../questions/question.js";
import type { QuestionPrompt } from "./ask-questions.js";
import { createPromptBuilder } from "./prompt-builder.js";

const paper = createPromptBuilder();

/** The paper's prompt (section 3.3.1) for a question, on its own topic, with the type's token budget. */
export function paperPrompt(question: Question): QuestionPrompt {
  return paper(question);
}
