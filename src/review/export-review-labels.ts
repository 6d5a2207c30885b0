import { createHash } from "node:crypto";
import { MATCHER_DEV_ITEM_VERSION, type MatcherDevItem } from "../scoring/matcher-dev-item.js";
import type { ReviewFile } from "./review-file.js";

/** What {@link exportReviewLabels} made, and what it skipped. */
export interface ExportedReviewLabels {
  items: MatcherDevItem[];
  /** Labelled items that are not WH questions (their verdicts come from parsers, not matchers). */
  skippedNotWh: number;
  /** Items labelled unsure or not labelled. */
  skippedUndecided: number;
}

/**
 * Turns a review's labels into labelled matcher items in the matcher dev-set format (the scoring
 * stage's `MatcherDevItem`: `{ gold, aliases, response, label, ... }`), so reviews calibrate and
 * measure matchers with `factprobe matchers eval`: a valid error becomes `label: "incorrect"` (the
 * response does not name the gold answer), a false alarm `label: "correct"`. Only WH items are
 * exported; items labelled unsure or not labelled are skipped.
 */
export function exportReviewLabels(
  review: ReviewFile,
  options: { split?: MatcherDevItem["split"] } = {},
): ExportedReviewLabels {
  let skippedNotWh = 0;
  let skippedUndecided = 0;
  const items: MatcherDevItem[] = [];
  for (const item of review.items) {
    if (item.label !== "valid" && item.label !== "false-alarm") {
      skippedUndecided += 1;
      continue;
    }
    if (item.type !== "wh") {
      skippedNotWh += 1;
      continue;
    }
    const digest = createHash("sha256")
      .update(`${item.modelId}\u0000${item.questionId}`)
      .digest("hex")
      .slice(0, 10);
    items.push({
      version: MATCHER_DEV_ITEM_VERSION,
      id: `review-${digest}`,
      source: "model",
      kind: "review",
      split: options.split ?? "held-out",
      topic: item.topic,
      question: item.question,
      gold: item.answerLabel,
      aliases: item.aliases,
      response: item.response,
      label: item.label === "valid" ? "incorrect" : "correct",
      reason:
        item.note.trim() === ""
          ? `review: ${item.label === "valid" ? "valid error" : "false alarm"}`
          : item.note.trim(),
      questionId: item.questionId,
      modelId: item.modelId,
    });
  }
  return { items, skippedNotWh, skippedUndecided };
}
