import { z } from "zod";

/** The on-disk format version of a labelled matcher item (`data/matcher-dev-set.jsonl`). */
export const MATCHER_DEV_ITEM_VERSION = 1;

/** Human labels of a WH response: does it name the gold answer? */
export const matcherLabels = ["correct", "incorrect", "not-attempted"] as const;

/** One labelled WH response, for measuring matchers. */
export const matcherDevItemSchema = z.object({
  version: z.literal(MATCHER_DEV_ITEM_VERSION),
  id: z.string(),
  /** `model`: a real response of the local model; `variant`: a hand-written realistic variant. */
  source: z.enum(["model", "variant"]),
  /** What kind of response it is, e.g. `model`, `alias`, `misspelling`, `wrong-entity`. */
  kind: z.string(),
  /** `calibration` items may tune thresholds; `held-out` items only measure. */
  split: z.enum(["calibration", "held-out"]),
  topic: z.string(),
  question: z.string(),
  gold: z.string(),
  aliases: z.array(z.string()),
  response: z.string(),
  label: z.enum(matcherLabels),
  /** Why the label, in one line. */
  reason: z.string(),
  /** The question's id, for items made from a generated question. */
  questionId: z.string().optional(),
  /** The model that wrote the response, for `model` items. */
  modelId: z.string().optional(),
});
/** One labelled WH response. */
export type MatcherDevItem = z.infer<typeof matcherDevItemSchema>;
