import { createModel } from "../models/model-registry.js";
import { defaultEmbeddingModelPath } from "../scoring/embedding-model-path.js";
import { runtimeDir } from "../setup/runtime-dir.js";
import type { Matcher } from "../scoring/matcher.js";
import { createMatcher } from "../scoring/matcher-registry.js";
import { assertEmbeddingModelFolder } from "../scoring/create-transformers-embedding-model.js";
import { assertRuntimePackage } from "../setup/import-runtime-package.js";
import type { CliContext } from "./cli-context.js";
import { modelSettingsFromContext } from "./model-settings.js";

/** Matchers that need the sentence-embedding model (and `@huggingface/transformers`). */
const embeddingMatchers = new Set(["default", "sentence-embedding"]);

/**
 * Throws `ModelLoadError` / `RuntimePackageMissingError` naming `factprobe setup` when the matcher
 * needs the sentence-embedding model and it (or its runtime) is missing. Commands call it before
 * asking any question, so a missing model is one clear error, never a column of grader errors.
 */
export function assertMatcherModels(matcherId: string, context: CliContext): void {
  if (!embeddingMatchers.has(matcherId)) return;
  assertEmbeddingModelFolder(defaultEmbeddingModelPath({ env: context.env, homedir: context.homeDirectory }));
  assertRuntimePackage(
    "@huggingface/transformers",
    runtimeDir({ env: context.env, homedir: context.homeDirectory }),
  );
}

/**
 * A WH matcher by id (`--matcher`; default `default`), with the sentence-embedding model from the
 * cache folder the environment names and judge models made with the environment's keys. Checks up
 * front that the model and its runtime are in place (see {@link assertMatcherModels}).
 */
export async function defaultMatcherFromContext(
  context: CliContext,
  matcherId = "default",
): Promise<Matcher> {
  assertMatcherModels(matcherId, context);
  return createMatcher(matcherId, {
    embeddingModelPath: defaultEmbeddingModelPath({ env: context.env, homedir: context.homeDirectory }),
    runtimeDir: runtimeDir({ env: context.env, homedir: context.homeDirectory }),
    createJudgeModel: (modelId) => createModel(modelId, modelSettingsFromContext(context)),
  });
}
