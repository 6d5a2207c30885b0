/**
 * factprobe: find factual errors in large language models, automatically and at scale.
 * The public API: one function per pipeline stage, and the types they exchange. The CLI
 * (`src/cli/`) is a thin layer over these; nothing here imports it.
 */

// Errors
export {
  FactprobeError,
  InputFileError,
  ModelCallError,
  ModelIdError,
  ModelLoadError,
  SparqlError,
  TopicError,
  UsageError,
} from "./errors.js";

// Stage 1: knowledge (topics, sources, fact triplets)
export type { KnowledgeSource, SparqlRow, SparqlTerm } from "./knowledge/knowledge-source.js";
export { openKnowledgeSource, WIKIDATA_ENDPOINT_URL } from "./knowledge/open-knowledge-source.js";
export type { OpenKnowledgeSourceOptions } from "./knowledge/open-knowledge-source.js";
export {
  openEmbeddedSource,
  openNTriplesFileSource,
  embeddedSlicePath,
} from "./knowledge/embedded-source.js";
export { createSparqlEndpointSource } from "./knowledge/sparql-endpoint-source.js";
export type { SparqlEndpointSettings } from "./knowledge/sparql-endpoint-source.js";
export { listTopics, resolveTopic } from "./knowledge/topics.js";
export type { ResolvedTopic, TopicConstraint, TopicSummary } from "./knowledge/topics.js";
export { retrieveFacts } from "./knowledge/retrieve-facts.js";
export type { RetrieveFactsOptions } from "./knowledge/retrieve-facts.js";
export { readFactSet } from "./knowledge/read-fact-set.js";
export { FACT_SET_VERSION, factSetSchema } from "./knowledge/fact-set.js";
export type { Entity, Fact, FactSet, Provenance, Relation } from "./knowledge/fact-set.js";

// Stage 1b: the directed knowledge graph
export { KnowledgeGraph } from "./graph/knowledge-graph.js";

// Stage 2: questions
export { generateQuestions } from "./questions/generate-questions.js";
export type { GenerateQuestionsOptions, GenerateQuestionsResult } from "./questions/generate-questions.js";
export type { GenerationReport } from "./questions/generation-report.js";
export { QUESTION_VERSION, optionLetters, questionSchema, questionTypes } from "./questions/question.js";
export type { Question, QuestionFact, QuestionType } from "./questions/question.js";
export { createSeededRandom } from "./questions/seeded-random.js";
export { readQuestionSuite } from "./io/read-question-suite.js";

// Stage 3a: models and asking them
export type {
  ChatMessage,
  GenerateRequest,
  GenerateResult,
  LanguageModel,
  TokenUsage,
} from "./models/language-model.js";
export { createModel, modelProviders } from "./models/model-registry.js";
export type { ModelSettings } from "./models/model-registry.js";
export { createLlamaCppModel } from "./models/llama-cpp-model.js";
export type { LlamaCppModelSettings } from "./models/llama-cpp-model.js";
export { createOpenAICompatibleModel } from "./models/openai-compatible-model.js";
export type { OpenAICompatibleModelSettings } from "./models/openai-compatible-model.js";
export { serveOpenAICompatible } from "./models/serve-openai-compatible.js";
export { defaultModelPath, modelCacheDir } from "./models/default-model-path.js";
export { buildMessages, defaultMaxTokens, instructionFor, instructionTemplates } from "./models/prompts.js";
export { askQuestions } from "./runs/ask-questions.js";
export type { AskQuestionsOptions, QuestionPrompt } from "./runs/ask-questions.js";
export { askIntoRun } from "./runs/ask-into-run.js";
export type { AskIntoRunOptions, AskIntoRunResult } from "./runs/ask-into-run.js";
export { paperPrompt } from "./runs/paper-prompt.js";
export { ANSWER_VERSION, answerRecordSchema } from "./runs/answer-record.js";
export type { AnswerRecord } from "./runs/answer-record.js";
export { runFiles } from "./runs/run-files.js";

// Stage 3b: answer assessment
export { verdicts } from "./scoring/verdict.js";
export type { Verdict } from "./scoring/verdict.js";
export { scoreAnswer } from "./scoring/score-answer.js";
export type { Judgement } from "./scoring/score-answer.js";
export { scoreAnswers } from "./scoring/score-answers.js";
export { scoreRun } from "./scoring/score-run.js";
export { normalizeAnswer } from "./scoring/normalize-answer.js";
export { parseYesNo } from "./scoring/parse-yes-no.js";
export { parseChoice } from "./scoring/parse-choice.js";
export { detectAbstention } from "./scoring/detect-abstention.js";
export { SCORE_VERSION, scoredAnswerSchema } from "./scoring/scored-answer.js";
export type { ScoredAnswer } from "./scoring/scored-answer.js";

// Reports
export { summarize, summarizeCell, SUMMARY_VERSION } from "./reports/summarize.js";
export type { RunSummary, SummaryCell, SummaryRow } from "./reports/summarize.js";
export { renderMarkdown } from "./reports/render-markdown.js";
export { reportRun } from "./reports/report-run.js";
export { wilsonInterval } from "./reports/wilson-interval.js";

// The whole pipeline
export { runCheck } from "./check/run-check.js";
export type { RunCheckOptions, RunCheckResult } from "./check/run-check.js";
