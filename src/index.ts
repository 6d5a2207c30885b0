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
export {
  knowledgeSourceKind,
  knowledgeSourceName,
  openKnowledgeSource,
  WIKIDATA_ENDPOINT_URL,
} from "./knowledge/open-knowledge-source.js";
export type { KnowledgeSourceKind, OpenKnowledgeSourceOptions } from "./knowledge/open-knowledge-source.js";
export { openTripleFileSource } from "./knowledge/triple-file-source.js";
export type { TripleFileSourceOptions } from "./knowledge/triple-file-source.js";
export { retrieveTopic } from "./knowledge/retrieve-topic.js";
export type { RetrieveTopicOptions } from "./knowledge/retrieve-topic.js";
export {
  openEmbeddedSource,
  openNTriplesFileSource,
  embeddedSlicePath,
} from "./knowledge/embedded-source.js";
export { createSparqlEndpointSource } from "./knowledge/sparql-endpoint-source.js";
export type { SparqlEndpointSettings } from "./knowledge/sparql-endpoint-source.js";
export { listTopics, resolveTopic } from "./knowledge/topics.js";
export { describeTopic } from "./knowledge/describe-topic.js";
export type { ResolvedTopic, TopicConstraint, TopicSummary } from "./knowledge/topics.js";
export { retrieveFacts } from "./knowledge/retrieve-facts.js";
export type { RetrieveFactsOptions } from "./knowledge/retrieve-facts.js";
export { readFactSet } from "./knowledge/read-fact-set.js";
export {
  readPropertyConstraints,
  SINGLE_BEST_VALUE_CONSTRAINT,
  SINGLE_VALUE_CONSTRAINT,
} from "./knowledge/read-property-constraints.js";
export type {
  PropertyConstraints,
  ReadPropertyConstraintsOptions,
} from "./knowledge/read-property-constraints.js";
export { FACT_SET_VERSION, factSetSchema } from "./knowledge/fact-set.js";
export type { Entity, EntityClass, Fact, FactSet, Provenance, Relation } from "./knowledge/fact-set.js";
export { readNTriplesFactSet } from "./knowledge/read-ntriples-fact-set.js";
export type { ReadTripleFileOptions } from "./knowledge/read-ntriples-fact-set.js";
export type { InvalidLine, InvalidLineOptions } from "./knowledge/invalid-line.js";
export { FactSetBuilder } from "./knowledge/fact-set-builder.js";
export { parseNTriplesLine } from "./knowledge/parse-ntriples-line.js";
export type { RdfTerm, RdfTriple } from "./knowledge/rdf-term.js";
export { readTripleFileFactSet, tripleFileFormatOf } from "./knowledge/read-triple-file-fact-set.js";
export type { TripleFileFormat } from "./knowledge/read-triple-file-fact-set.js";
export { readTabularFactSet, TABULAR_COLUMNS } from "./knowledge/read-tabular-fact-set.js";
export type { TabularFormat } from "./knowledge/read-tabular-fact-set.js";
export { createCachedSource, SPARQL_CACHE_VERSION } from "./knowledge/cached-source.js";
export type { CachedSourceSettings } from "./knowledge/cached-source.js";
export { parseTopic } from "./knowledge/parse-topic.js";
export type { ParsedTopic, TopicTerm } from "./knowledge/parse-topic.js";

// Stage 1b: the directed knowledge graph
export { KnowledgeGraph } from "./graph/knowledge-graph.js";
export { weaklyConnectedComponents } from "./graph/weakly-connected-components.js";
export type { ComponentSummary } from "./graph/weakly-connected-components.js";
export { twoHopPaths } from "./graph/two-hop-paths.js";
export type { TwoHopPath, TwoHopPathOptions } from "./graph/two-hop-paths.js";
export { formatGraphStats, graphStats } from "./graph/graph-stats.js";
export type { GraphStats } from "./graph/graph-stats.js";
export { selectTopicSubgraph } from "./graph/select-topic-subgraph.js";
export type { SelectTopicSubgraphOptions } from "./graph/select-topic-subgraph.js";
export { renderGraphHtml } from "./graph/render-graph-html.js";
export type { RenderGraphHtmlOptions } from "./graph/render-graph-html.js";
export { exportNeo4j, NEO4J_FILES } from "./graph/export-neo4j.js";

// Stage 2: questions
export { generateQuestions } from "./questions/generate-questions.js";
export type { GenerateQuestionsOptions, GenerateQuestionsResult } from "./questions/generate-questions.js";
export type { GenerationReport } from "./questions/generation-report.js";
export { QUESTION_VERSION, optionLetters, questionSchema, questionTypes } from "./questions/question.js";
export type { Question, QuestionFact, QuestionType } from "./questions/question.js";
export { createSeededRandom } from "./questions/seeded-random.js";
export { questionHops } from "./questions/generate-questions.js";
export type {
  FunctionalRelationReport,
  QuestionTypeReport,
  TwoHopTypeReport,
} from "./questions/generation-report.js";
export { relationLexicon } from "./questions/relation-lexicon.js";
export { RELATION_SEMANTICS_VERSION, relationSemantics } from "./questions/relation-semantics.js";
export type { RelationSemantics } from "./questions/relation-semantics.js";
export { compareCardinality } from "./questions/compare-cardinality.js";
export type { CardinalityFinding, CardinalityStanding } from "./questions/compare-cardinality.js";
export type { RelationLexiconEntry } from "./questions/relation-lexicon.js";
export { relationTemplatesFor } from "./questions/relation-templates.js";
export type { RelationTemplates } from "./questions/relation-templates.js";
export { createWinkTagger } from "./questions/part-of-speech-tagger.js";
export type { PartOfSpeechTagger, TaggedWord } from "./questions/part-of-speech-tagger.js";
export { checkGrammar } from "./questions/check-grammar.js";
export type { FlaggedQuestion, GrammarIssue, GrammarReport } from "./questions/check-grammar.js";
export { REWRITE_PROMPT, judgeRewrite, rewriteQuestions } from "./questions/rewrite-questions.js";
export type {
  RewriteQuestionsOptions,
  RewriteRejection,
  RewriteResult,
} from "./questions/rewrite-questions.js";
export { readQuestionSuite } from "./io/read-question-suite.js";

// Stage 3a: models and asking them
export type {
  ChatMessage,
  FinishReason,
  GenerateRequest,
  GenerateResult,
  LanguageModel,
  TokenUsage,
} from "./models/language-model.js";
export { createModel, modelProviders } from "./models/model-registry.js";
export type { ModelSettings } from "./models/model-registry.js";
export { createLlamaCppModel, llamaCppModelEndpoint } from "./models/llama-cpp-model.js";
export { deferModel, isDeferredModel } from "./models/deferred-model.js";
export type { DeferredModel, DeferredModelSettings } from "./models/deferred-model.js";
export type { LlamaCppModelSettings } from "./models/llama-cpp-model.js";
export { createOpenAICompatibleModel } from "./models/openai-compatible-model.js";
export type { OpenAICompatibleModelSettings } from "./models/openai-compatible-model.js";
export { serveOpenAICompatible } from "./models/serve-openai-compatible.js";
export { createReplayModel } from "./models/replay-model.js";
export type { ReplayModelSettings } from "./models/replay-model.js";
export { readReplayFile, REPLAY_RECORD_VERSION, replayRecordSchema } from "./models/replay-record.js";
export type { NumberedReplayRecord, ReplayFile, ReplayRecord } from "./models/replay-record.js";
export type {
  OpenAICompatibleServer,
  ServeOpenAICompatibleSettings,
} from "./models/serve-openai-compatible.js";
export { ANTHROPIC_API_VERSION, createAnthropicModel } from "./models/anthropic-model.js";
export type { AnthropicModelSettings } from "./models/anthropic-model.js";
export { splitReasoning } from "./models/split-reasoning.js";
export type { SplitResponse } from "./models/split-reasoning.js";
export {
  mergeRequestSettings,
  modelRequestSettingsSchema,
  requestSettingsFor,
} from "./models/request-settings.js";
export type { ModelRequestSettings } from "./models/request-settings.js";
export { DEFAULT_REASONING_TOKENS, familySettings, modelFamilies } from "./models/model-families.js";
export type { ModelFamily } from "./models/model-families.js";
export { callMaxTokens } from "./runs/call-max-tokens.js";
export type { ModelProviderDefinition, ModelProviderName } from "./models/model-registry.js";
export { defaultLocalModelEntry, defaultModelPath, modelCacheDir } from "./models/default-model-path.js";
export { defaultLocalModel, localModelCatalog } from "./models/local-model-catalog.js";
export type { LocalModelCatalog, LocalModelEntry, WheelPart } from "./models/local-model-catalog.js";
export { buildMessages, defaultMaxTokens, instructionFor, instructionTemplates } from "./models/prompts.js";
export { askQuestions } from "./runs/ask-questions.js";
export type { AskQuestionsOptions, QuestionPrompt } from "./runs/ask-questions.js";
export { askIntoRun } from "./runs/ask-into-run.js";
export type { AskIntoRunOptions, AskIntoRunResult, ModelRunSummary } from "./runs/ask-into-run.js";
export { ANSWERS_FILE } from "./runs/ask-into-run.js";
export { paperPrompt } from "./runs/paper-prompt.js";
export { checkPromptTemplate, createPromptBuilder } from "./runs/prompt-builder.js";
export type { PromptSettings } from "./runs/prompt-builder.js";
export { RESPONSE_CACHE_VERSION, cachedResponseSchema, responseCacheKey } from "./runs/response-cache.js";
export type { CachedResponse, ResponseCache, ResponseCacheKeyInput } from "./runs/response-cache.js";
export { createFileResponseCache, type FileResponseCacheOptions } from "./runs/file-response-cache.js";
export { responseCacheDir } from "./runs/response-cache-dir.js";
export { costOf, defaultPrices, priceFor } from "./runs/prices.js";
export type { ModelPrice, PriceTable } from "./runs/prices.js";
export { createBudget } from "./runs/budget.js";
export type { Budget } from "./runs/budget.js";
export { createLimiter } from "./runs/limiter.js";
export type { Limiter } from "./runs/limiter.js";
export { estimateInputTokens } from "./runs/estimate-tokens.js";
export { planAsk } from "./runs/plan-ask.js";
export { endedBatchStates } from "./models/batch/batch-client.js";
export type {
  BatchClient,
  BatchOutcome,
  BatchRequest,
  BatchState,
  BatchStatus,
  SubmittedBatch,
} from "./models/batch/batch-client.js";
export { createOpenAIBatchClient } from "./models/batch/openai-batch-client.js";
export type { OpenAIBatchClientSettings } from "./models/batch/openai-batch-client.js";
export { createAnthropicBatchClient } from "./models/batch/anthropic-batch-client.js";
export type { AnthropicBatchClientSettings } from "./models/batch/anthropic-batch-client.js";
export { batchProviders, createBatchClient } from "./models/batch/create-batch-client.js";
export type { BatchProviderDefinition } from "./models/batch/create-batch-client.js";
export { batchPriceFactors, batchPriceFor } from "./runs/batch/batch-prices.js";
export {
  BATCHES_FILE,
  BATCH_LOG_VERSION,
  batchLogLineSchema,
  batchLogPath,
  readBatchLog,
} from "./runs/batch/batch-log.js";
export type { BatchCollected, BatchLog, BatchLogLine, BatchSubmitted } from "./runs/batch/batch-log.js";
export { runBatches } from "./runs/batch/run-batches.js";
export type { BatchOutcomeSource, PendingBatchRequest, RunBatchesOptions } from "./runs/batch/run-batches.js";
export { cancelOpenBatches, openBatchRun } from "./runs/batch/open-batch-run.js";
export { JUDGE_BATCHES_FILE, createBatchLlmJudgeMatcher } from "./scoring/batch-llm-judge-matcher.js";
export type { BatchLlmJudgeMatcherSettings } from "./scoring/batch-llm-judge-matcher.js";
export type { BatchRun, BatchRunOptions } from "./runs/batch/open-batch-run.js";
export type { AskPlan, PlanAskOptions } from "./runs/plan-ask.js";
export {
  RUN_CONFIG_VERSION,
  configFileNames,
  configModelIds,
  configModelRequests,
  configPrices,
  promptSettingsOf,
  readRunConfig,
  runConfigSchema,
} from "./runs/run-config.js";
export { configJsonSchema } from "./runs/config-json-schema.js";
export { findConfigFile } from "./runs/find-config-file.js";
export { describeGeneration } from "./questions/describe-generation.js";
export type { RunConfig } from "./runs/run-config.js";
export { summarizeFailures } from "./runs/summarize-failures.js";
export { ANSWER_VERSION, answerRecordSchema } from "./runs/answer-record.js";
export type { AnswerRecord } from "./runs/answer-record.js";
export { runFiles } from "./runs/run-files.js";

// Stage 3b: answer assessment
export { isFactualError, verdicts } from "./scoring/verdict.js";
export type { Verdict } from "./scoring/verdict.js";
export { scoreAnswer, readAnswer, judgeWhAnswer } from "./scoring/score-answer.js";
export type {
  Judgement,
  JudgeWhOptions,
  ReadAnswer,
  ReadAnswerOptions,
  ScoreAnswerOptions,
} from "./scoring/score-answer.js";
export { judgeWithEvidence } from "./scoring/judge-with-evidence.js";
export type { EvidenceInput } from "./scoring/judge-with-evidence.js";
export { createEntityLinker } from "./scoring/entity-linker.js";
export type { EntityLinker, LinkableEntity, LinkedEntity } from "./scoring/entity-linker.js";
export { questionNames } from "./scoring/question-names.js";
export { createTitleNames } from "./scoring/title-names.js";
export type { TitleNames } from "./scoring/title-names.js";
export type { QuestionNames } from "./scoring/question-names.js";
export { scoreAnswers } from "./scoring/score-answers.js";
export type { ScoreAnswersOptions } from "./scoring/score-answers.js";
export { scoreRun } from "./scoring/score-run.js";
export type { ScoreRunOptions } from "./scoring/score-run.js";
export { normalizeAnswer, answerWords } from "./scoring/normalize-answer.js";
export { extractWhAnswer } from "./scoring/extract-wh-answer.js";
export { parseTypedValue, typedValuesEqual } from "./scoring/typed-value.js";
export type { TypedValue } from "./scoring/typed-value.js";
export { goldNames } from "./scoring/matcher.js";
export type { Matcher, MatchInput, MatchResult, MatchOptions } from "./scoring/matcher.js";
export type { ExactMatchMemo } from "./scoring/match-exactly.js";
export { createExactMatchMemo, matchExactly } from "./scoring/match-exactly.js";
export { createExactAliasMatcher } from "./scoring/exact-alias-matcher.js";
export { createLevenshteinMatcher, LEVENSHTEIN_THRESHOLD } from "./scoring/levenshtein-matcher.js";
export {
  levenshteinSimilarity,
  levenshteinDistance,
  spellingSimilarity,
} from "./scoring/levenshtein-similarity.js";
export { createNgramMatcher, unigramOverlap, NGRAM_THRESHOLD } from "./scoring/ngram-matcher.js";
export { createWordEmbeddingMatcher, WORD_EMBEDDING_THRESHOLD } from "./scoring/word-embedding-matcher.js";
export { createWordVectors } from "./scoring/word-vectors.js";
export type { WordVectors } from "./scoring/word-vectors.js";
export { loadGloveWordVectors } from "./scoring/load-glove-word-vectors.js";
export type { EmbeddingModel } from "./scoring/embedding-model.js";
export {
  createTransformersEmbeddingModel,
  assertEmbeddingModelFolder,
} from "./scoring/create-transformers-embedding-model.js";
export { createWorkerEmbeddingModel } from "./scoring/create-worker-embedding-model.js";
export type { WorkerEmbeddingModelSettings } from "./scoring/create-worker-embedding-model.js";
export type { TransformersEmbeddingModelSettings } from "./scoring/create-transformers-embedding-model.js";
export { cacheEmbeddingModel } from "./scoring/cache-embedding-model.js";
export { defaultEmbeddingModelPath, DEFAULT_EMBEDDING_MODEL_NAME } from "./scoring/embedding-model-path.js";
export {
  createSentenceEmbeddingMatcher,
  SENTENCE_EMBEDDING_THRESHOLD,
} from "./scoring/sentence-embedding-matcher.js";
export { createLlmJudgeMatcher, judgeVerdictSchema, parseJudgeVerdict } from "./scoring/llm-judge-matcher.js";
export {
  createDefaultMatcher,
  DEFAULT_MATCHER_THRESHOLD,
  DEFAULT_MATCHER_SPELLING_THRESHOLD,
} from "./scoring/default-matcher.js";
export { createMatcher, matcherDefinitions, matcherIds } from "./scoring/matcher-registry.js";
export type { MatcherSettings, MatcherDefinition } from "./scoring/matcher-registry.js";
export { matcherDevItemSchema, matcherLabels, MATCHER_DEV_ITEM_VERSION } from "./scoring/matcher-dev-item.js";
export type { MatcherDevItem } from "./scoring/matcher-dev-item.js";
export { readMatcherDevSet } from "./scoring/read-matcher-dev-set.js";
export { evaluateMatcher, judgeItems, sweepThreshold, bestByF1 } from "./scoring/evaluate-matcher.js";
export type { MatcherEvaluation } from "./scoring/evaluate-matcher.js";
export { renderMatcherTable, renderThresholdSweep } from "./scoring/render-matcher-evaluation.js";
export { parseYesNo } from "./scoring/parse-yes-no.js";
export { parseChoice } from "./scoring/parse-choice.js";
export { detectAbstention } from "./scoring/detect-abstention.js";
export { SCORE_VERSION, scoredAnswerSchema } from "./scoring/scored-answer.js";
export type { ScoredAnswer } from "./scoring/scored-answer.js";

// Reports
export { ALL, findRow, isJudged, summarize, summarizeCell, SUMMARY_VERSION } from "./reports/summarize.js";
export type { RunSummary, SummarizeOptions, SummaryCell, SummaryRow } from "./reports/summarize.js";
export { renderMarkdown } from "./reports/render-markdown.js";
export type { RenderMarkdownOptions } from "./reports/render-markdown.js";
export { renderCsv } from "./reports/render-csv.js";
export { renderHtml } from "./reports/render-html.js";
export type { RenderHtmlOptions } from "./reports/render-html.js";
export { renderRunReport } from "./reports/render-run-report.js";
export type { RunReport } from "./reports/render-run-report.js";
export { reportFiles, reportRun } from "./reports/report-run.js";
export { readRunData } from "./reports/read-run-data.js";
export type { RunData } from "./reports/read-run-data.js";
export { collectAnswers, collectFailures } from "./reports/collect-failures.js";
export type { ReportFailure } from "./reports/collect-failures.js";
export { compareModels, comparePaired } from "./reports/compare-models.js";
export type { ModelComparison } from "./reports/compare-models.js";
export { mcnemarTest } from "./reports/mcnemar-test.js";
export type { McNemarResult } from "./reports/mcnemar-test.js";
export { breakDownTwoHopFailures } from "./reports/two-hop-breakdown.js";
export type { TwoHopBreakdown } from "./reports/two-hop-breakdown.js";
export { findInconsistentFacts } from "./reports/find-inconsistent-facts.js";
export type { ConsistencySummary, InconsistentFact } from "./reports/find-inconsistent-facts.js";
export { createDomainOfTopic, OTHER_DOMAIN } from "./reports/topic-domain.js";
export { wilsonInterval } from "./reports/wilson-interval.js";
export { exportColumns, exportRows } from "./reports/export-rows.js";
export type { ExportRow } from "./reports/export-rows.js";
export { CSV_LIST_SEPARATOR, renderExportCsv, renderExportJsonl } from "./reports/render-export.js";
export { renderExportParquet } from "./reports/render-export-parquet.js";
export { compareRuns } from "./reports/compare-runs.js";
export type { LeaderboardEntry, RunComparison } from "./reports/compare-runs.js";
export { renderComparisonHtml, renderComparisonMarkdown } from "./reports/render-comparison.js";

// Review of flagged failures (paper RQ2)
export { sampleFailures } from "./review/sample-failures.js";
export type { SampleFailuresOptions } from "./review/sample-failures.js";
export { readReviewFile, REVIEW_VERSION, reviewFileSchema, reviewLabels } from "./review/review-file.js";
export type { ReviewFile, ReviewItem, ReviewLabel } from "./review/review-file.js";
export { renderReviewStats, reviewStats } from "./review/review-stats.js";
export type { ReviewStats, ReviewStatsCell } from "./review/review-stats.js";
export { exportReviewLabels } from "./review/export-review-labels.js";
export type { ExportedReviewLabels } from "./review/export-review-labels.js";

// Improvement with a run's failures (paper RQ3)
export { selectDemonstrations } from "./improve/select-demonstrations.js";
export type { DemonstrationSplit, SelectDemonstrationsOptions } from "./improve/select-demonstrations.js";
export {
  demonstrationAnswer,
  demonstrationPrompt,
  improveWithDemonstrations,
} from "./improve/improve-with-demonstrations.js";
export type {
  ImproveWithDemonstrationsOptions,
  ImproveWithDemonstrationsResult,
} from "./improve/improve-with-demonstrations.js";
export { compareImprovement } from "./improve/compare-improvement.js";
export type { ImprovementRow, ImprovementTable } from "./improve/compare-improvement.js";
export { renderImprovement } from "./improve/render-improvement.js";
export { splitByEntity } from "./improve/split-by-entity.js";
export type { EntitySplit } from "./improve/split-by-entity.js";
export {
  exportFineTuning,
  fineTuningExample,
  FINE_TUNING_EXPORT_VERSION,
} from "./improve/export-fine-tuning.js";
export type { ExportFineTuningOptions, ExportFineTuningResult } from "./improve/export-fine-tuning.js";
export { readGeneralInstructions } from "./improve/general-instructions.js";

// The whole pipeline
export { planCheck, runCheck } from "./check/run-check.js";
export { formatCheckTimings } from "./check/check-timings.js";
export type { CheckTimings } from "./check/check-timings.js";
export type { ScoringStamp } from "./check/reusable-scores.js";
export type { CheckPlan, RunCheckOptions, RunCheckResult } from "./check/run-check.js";
