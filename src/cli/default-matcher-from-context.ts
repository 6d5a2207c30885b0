import { createModel } from "../models/model-registry.js";
import { defaultEmbeddingModelPath } from "../scoring/embedding-model-path.js";
import type { Matcher } from "../scoring/matcher.js";
import { createMatcher } from "../scoring/matcher-registry.js";
import type { CliContext } from "./cli-context.js";
import { modelSettingsFromContext } from "./model-settings.js";

/**
 * A WH matcher by id (`--matcher`; default `default`), with the sentence-embedding model from the
 * cache folder the environment names and judge models made with the environment's keys.
 */
export async function defaultMatcherFromContext(
  context: CliContext,
  matcherId = "default",
): Promise<Matcher> {
  return createMatcher(matcherId, {
    embeddingModelPath: defaultEmbeddingModelPath({ env: context.env, homedir: context.homeDirectory }),
    createJudgeModel: (modelId) => createModel(modelId, modelSettingsFromContext(context)),
  });
}
