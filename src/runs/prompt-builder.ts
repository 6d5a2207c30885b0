import { FactprobeError } from "../errors.js";
import type { ChatMessage } from "../models/language-model.js";
import { defaultMaxTokens, instructionFor, renderQuestion } from "../models/prompts.js";
import type { Question, QuestionType } from "../questions/question.js";
import type { QuestionPrompt } from "./ask-questions.js";

/** How questions are put to a model; every field is optional and defaults to the paper's way. */
export interface PromptSettings {
  /** A system prompt put before everything else. Default none. */
  systemPrompt?: string;
  /**
   * A template per question type with `{topic}` and `{question}` placeholders (`{question}` is the
   * question with its A-D options). With `{question}` the filled template is the user message;
   * without it, the template is the instruction (a system message) and the question follows as the
   * user message. Default: the paper's instruction (section 3.3.1).
   */
  templates?: Partial<Readonly<Record<QuestionType, string>>>;
  /** Upper bound on generated tokens per type. Default {@link defaultMaxTokens} (8, 8, 24). */
  maxTokens?: Partial<Readonly<Record<QuestionType, number>>>;
}

const PLACEHOLDER = /\{([^{}]*)\}/g;

/** Throws a `FactprobeError` when a template has a placeholder other than `{topic}` and `{question}`. */
export function checkPromptTemplate(type: QuestionType, template: string): void {
  for (const match of template.matchAll(PLACEHOLDER)) {
    const name = match[1];
    if (name !== "topic" && name !== "question") {
      throw new FactprobeError(
        "prompt-template",
        `The ${type} prompt template has an unknown placeholder {${name ?? ""}}.`,
        { hint: "Templates may use {topic} and {question} only." },
      );
    }
  }
}

/**
 * Makes the function that turns a question into its prompt: the paper's (system instruction with
 * the topic, then the question) unless `settings` says otherwise. System parts are joined into one
 * system message, which every provider accepts.
 */
export function createPromptBuilder(settings: PromptSettings = {}): (question: Question) => QuestionPrompt {
  for (const [type, template] of Object.entries(settings.templates ?? {})) {
    checkPromptTemplate(type as QuestionType, template);
  }
  return (question) => {
    const template = settings.templates?.[question.type];
    const rendered = renderQuestion(question);
    const fill = (text: string): string =>
      text.replace(PLACEHOLDER, (_whole, name: string) => (name === "topic" ? question.topic : rendered));
    const system = [settings.systemPrompt];
    let user = rendered;
    if (template === undefined) system.push(instructionFor(question.type, question.topic));
    else if (template.includes("{question}")) user = fill(template);
    else system.push(fill(template));
    const systemText = system.filter((part): part is string => part !== undefined && part !== "").join("\n\n");
    const messages: ChatMessage[] = systemText === "" ? [] : [{ role: "system", content: systemText }];
    messages.push({ role: "user", content: user });
    return { messages, maxTokens: settings.maxTokens?.[question.type] ?? defaultMaxTokens[question.type] };
  };
}
