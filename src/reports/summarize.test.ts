import { describe, expect, it } from "vitest";
import type { ScoredAnswer } from "../scoring/scored-answer.js";
import type { Verdict } from "../scoring/verdict.js";
import { renderMarkdown } from "./render-markdown.js";
import { summarize } from "./summarize.js";
import { wilsonInterval } from "./wilson-interval.js";

const score = (type: ScoredAnswer["type"], verdict: Verdict): ScoredAnswer => ({
  version: 1,
  questionId: `${type}-${Math.random()}`,
  modelId: "llama-cpp:default",
  type,
  hops: 1,
  topic: "country",
  verdict,
  reason: "",
  matcher: "exact",
});

describe("wilsonInterval", () => {
  it("matches published values", () => {
    const [low, high] = wilsonInterval(93, 100);
    expect(low).toBeCloseTo(0.8626, 3);
    expect(high).toBeCloseTo(0.9657, 3);
    expect(wilsonInterval(0, 10)[0]).toBe(0);
    expect(wilsonInterval(0, 0)).toEqual([0, 1]);
  });
});

describe("summarize and renderMarkdown", () => {
  it("computes accuracy per type over answered questions, errors apart", () => {
    const scores = [
      score("yes-no", "correct"),
      score("yes-no", "incorrect"),
      score("yes-no", "error"),
      score("wh", "correct"),
      score("wh", "not-attempted"),
      score("wh", "unparseable"),
      score("wh", "correct"),
    ];
    const summary = summarize(scores);
    expect(summary.rows.map((row) => [row.type, row.cell.answered, row.cell.accuracy])).toEqual([
      ["yes-no", 2, 0.5],
      ["wh", 4, 0.5],
      ["all", 6, 0.5],
    ]);
    expect(renderMarkdown(summary)).toMatchInlineSnapshot(`
      "## Factual accuracy: country

      | Model | Question type | n | Accuracy % | 95% CI | Incorrect | Not attempted | Unparseable | Errors |
      |---|---|--:|--:|---|--:|--:|--:|--:|
      | llama-cpp:default | Yes-No | 2 | 50.0 | 9.5–90.5 | 1 | 0 | 0 | 1 |
      | llama-cpp:default | WH | 4 | 50.0 | 15.0–85.0 | 0 | 1 | 1 | 0 |
      | llama-cpp:default | **All** | 6 | 50.0 | 18.8–81.2 | 1 | 1 | 1 | 1 |

      Accuracy = correct / answered (failed calls are counted under Errors, not in n). Only *Incorrect* answers are factual errors.
      "
    `);
  });

  it("says so when there are no answers", () => {
    expect(renderMarkdown(summarize([]))).toContain("No answers: nothing to summarise.");
  });
});
