import { wilsonInterval } from "../reports/wilson-interval.js";
import { percent, percentInterval, typeNames } from "../reports/format-numbers.js";
import { escapeCell } from "../reports/render-markdown.js";
import type { ReviewFile, ReviewItem } from "./review-file.js";

/** Label counts and the validity rate of one group of reviewed failures. */
export interface ReviewStatsCell {
  items: number;
  valid: number;
  falseAlarm: number;
  unsure: number;
  unlabelled: number;
  /** valid / (valid + false alarm); NaN when none is labelled either way. */
  validity: number;
  /** 95% Wilson interval of validity. */
  interval: [number, number];
}

/** Validity of the reviewed failures overall and per question type and matcher. */
export interface ReviewStats {
  all: ReviewStatsCell;
  byType: Record<string, ReviewStatsCell>;
  byMatcher: Record<string, ReviewStatsCell>;
}

function cellOf(items: readonly ReviewItem[]): ReviewStatsCell {
  const count = (label: ReviewItem["label"]): number => items.filter((item) => item.label === label).length;
  const valid = count("valid");
  const falseAlarm = count("false-alarm");
  const decided = valid + falseAlarm;
  return {
    items: items.length,
    valid,
    falseAlarm,
    unsure: count("unsure"),
    unlabelled: count(null),
    validity: decided === 0 ? Number.NaN : valid / decided,
    interval: wilsonInterval(valid, decided),
  };
}

function groupBy(
  items: readonly ReviewItem[],
  key: (item: ReviewItem) => string,
): Record<string, ReviewStatsCell> {
  const groups = new Map<string, ReviewItem[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return Object.fromEntries([...groups.entries()].map(([name, list]) => [name, cellOf(list)]));
}

/**
 * The validity rate of reviewed failures (the paper's RQ2: 93 of 100 valid): valid / (valid + false
 * alarm), with a 95% Wilson interval; unsure and unlabelled items are counted but not in the rate.
 */
export function reviewStats(review: ReviewFile): ReviewStats {
  return {
    all: cellOf(review.items),
    byType: groupBy(review.items, (item) => item.type),
    byMatcher: groupBy(review.items, (item) => item.matcher),
  };
}

/** Renders review statistics as Markdown. */
export function renderReviewStats(
  stats: ReviewStats,
  review: Pick<ReviewFile, "run" | "population">,
): string {
  const row = (label: string, cell: ReviewStatsCell): string =>
    `| ${escapeCell(label)} | ${cell.items} | ${cell.valid} | ${cell.falseAlarm} | ${cell.unsure} | ${cell.unlabelled} | ${percent(cell.validity)} | ${percentInterval(cell.interval, cell.valid + cell.falseAlarm)} |`;
  const lines = [
    `## Validity of flagged factual errors (paper RQ2)`,
    "",
    `Sample of ${stats.all.items} from ${review.population} flagged failures of ${escapeCell(review.run)}.`,
    "",
    "| Group | Items | Valid | False alarm | Unsure | Unlabelled | Validity % | 95% CI |",
    "|---|--:|--:|--:|--:|--:|--:|---|",
    row("**All**", stats.all),
    ...Object.entries(stats.byType).map(([type, cell]) => row(typeNames[type] ?? type, cell)),
    ...(Object.keys(stats.byMatcher).length > 1
      ? Object.entries(stats.byMatcher).map(([matcher, cell]) => row(`matcher ${matcher}`, cell))
      : []),
    "",
    "Validity = valid / (valid + false alarm). The paper found 93 of 100 valid (93.0%, 95% CI 86.3–96.6).",
  ];
  if (stats.all.unlabelled > 0)
    lines.push(
      "",
      `${stats.all.unlabelled} items are not labelled yet: set their "label" in the review file.`,
    );
  return `${lines.join("\n")}\n`;
}
