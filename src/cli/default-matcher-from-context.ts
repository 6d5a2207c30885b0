import { defaultEmbeddingModelPath } from "../scoring/embedding-model-path.js";
import type { Matcher } from "../scoring/matcher.js";
import { createMatcher } from "../scoring/matcher-registry.js";
import type { CliContext } from "./cli-context.js";

/** The default WH matcher, with the sentence-embedding model from the cache folder the environment names. */
export async function defaultMatcherFromContext(context: CliContext): Promise<Matcher> {
  return createMatcher("default", {
    embeddingModelPath: defaultEmbeddingModelPath({ env: context.env, homedir: context.homeDirectory }),
  });
}
