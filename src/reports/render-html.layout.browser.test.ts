import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openOffline } from "../__fixtures__/headless-chromium.js";
import { politicianRun } from "./__fixtures__/sample-run.js";
import type { RunData } from "./read-run-data.js";
import { renderRunReport } from "./render-run-report.js";

interface MeasuredCells {
  /** The width of "0" in the table's font, to express widths in characters. */
  characterWidth: number;
  cells: { label: string; width: number; right: number; broken: string[] }[];
}

/**
 * Run in the page: per failure cell, its width, its right edge and the words of 2 to 15 characters
 * the layout broke across lines (the old report wrapped "incorrect" as in/co/rr/ect at 390 px).
 */
const measureCells = String.raw`(() => {
  const probe = document.createElement("span");
  probe.textContent = "0".repeat(20);
  document.querySelector("#failures-body td.question").append(probe);
  const characterWidth = probe.getBoundingClientRect().width / 20;
  probe.remove();
  const brokenWords = (element) => {
    const broken = [];
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node !== null; node = walker.nextNode()) {
      for (const match of node.textContent.matchAll(/\S+/g)) {
        if (match[0].length < 2 || match[0].length > 15) continue;
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 1) broken.push(match[0]);
      }
    }
    return broken;
  };
  const cells = [...document.querySelectorAll("#failures-body td")].map((cell) => ({
    label: cell.dataset.label || "",
    width: cell.getBoundingClientRect().width,
    right: cell.getBoundingClientRect().right,
    broken: brokenWords(cell),
  }));
  return { characterWidth, cells };
})()`;
const widths = [390, 1440] as const;
/** A long model id, as an OpenAI-compatible endpoint's is: the model filter must not widen the page. */
const MODEL_B = "openai-compatible:model-b@http://127.0.0.1:43839/v1";

/** The fixture run answered by two models, so each question lists both answers. */
function twoModelRun(): RunData {
  const data = politicianRun();
  const second = politicianRun();
  for (const record of [...second.answers, ...second.scores]) record.modelId = MODEL_B;
  for (const score of second.scores) if (score.questionId.startsWith("yn-")) score.verdict = "correct";
  // A long unbroken answer: must wrap inside its cell, never widen the page.
  const long = second.answers.find((answer) => answer.questionId === "wh-2");
  if (long !== undefined) long.response = `Saint-Petersburg-State-University-${"x".repeat(120)}`;
  return {
    ...data,
    answers: [...data.answers, ...second.answers],
    scores: [...data.scores, ...second.scores],
  };
}

// The report as a person sees it, on a phone (390 px) and on a desktop (1440 px).
describe("HTML report layout in Chromium", () => {
  let browser: Browser;
  let directory: string;
  let reportUrl: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "factprobe-html-layout-"));
    const path = join(directory, "report.html");
    await writeFile(path, renderRunReport({ ...twoModelRun(), runDirectory: "runs/politicians" }).html);
    reportUrl = pathToFileURL(path).href;
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await rm(directory, { recursive: true, force: true });
  });

  const open = (width: number, hash = ""): Promise<Page> =>
    openOffline(browser, reportUrl + hash, { width, height: 900 }, pageErrors);

  for (const width of widths) {
    it(`at ${width} px: no horizontal page scroll, no word split across lines, text cells at least 12 characters wide`, async () => {
      const page = await open(width);
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - window.innerWidth",
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // The width of "0" in the table's font, to express widths in characters; per cell, its width
      // and how many lines its own text takes (the old report wrapped "incorrect" as in/co/rr/ect).
      const { characterWidth, cells } = await page.evaluate<MeasuredCells>(measureCells);
      expect(characterWidth).toBeGreaterThan(4);
      expect(cells.length).toBeGreaterThan(20);
      // No short word is split across lines, and the text columns are at least 12 characters wide.
      expect(cells.filter((cell) => cell.broken.length > 0)).toEqual([]);
      const textColumns = new Set([
        "Question",
        "Model's answer",
        "Gold answer",
        "Verdict",
        "Every model's answer",
      ]);
      expect(cells.filter((cell) => textColumns.has(cell.label) && cell.width < 12 * characterWidth)).toEqual(
        [],
      );
      for (const cell of cells) expect(cell.right).toBeLessThanOrEqual(width);
      // The header of each table is reachable: wide tables scroll inside their box.
      const summary = await page.evaluate<{ boxRight: number; scrolls: string }>(
        `(() => { const box = document.querySelector("#summary-table").parentElement; return { boxRight: box.getBoundingClientRect().right, scrolls: box.className }; })()`,
      );
      expect(summary.scrolls).toBe("scroll");
      expect(summary.boxRight).toBeLessThanOrEqual(width);
      if (process.env.FACTPROBE_UPDATE_SCREENSHOT === "1") {
        await mkdir("docs/screenshots", { recursive: true });
        await page.locator("#failures h2").scrollIntoViewIfNeeded();
        await page.evaluate(`document.querySelector("#failures").scrollIntoView()`);
        await page.screenshot({ path: `docs/screenshots/report-failures-${width}.png` });
      }
      expect(pageErrors).toEqual([]);
      await page.close();
    });
  }

  it("lists every model's answer in a failure's row", async () => {
    const page = await open(1440);
    const row = page.locator("#failures-body tr", {
      hasText: "Is Republican Party the member of political party",
    });
    await expect.poll(() => row.count()).toBe(1);
    const answers = await row.locator("td.models div").allTextContents();
    expect(answers).toEqual(["model:a incorrect: No", `${MODEL_B} correct: No`]);
    expect(await row.locator("td.models div.this-model").textContent()).toBe("model:a incorrect: No");
    await page.close();
  });

  it("sorts the failures by a header click and keeps filters, search and sort in the URL across a reload", async () => {
    const page = await open(1440);
    const scores = async (): Promise<string[]> => page.locator("#failures-body td.score").allTextContents();
    await page.click('#failures-table th[data-key="score"]');
    const descending = await scores();
    expect(descending[0]).toBe("0.31");
    expect(await page.getAttribute('#failures-table th[data-key="score"]', "aria-sort")).toBe("descending");
    expect(descending.at(-1)).toBe("–"); // no score: last either way
    const verdicts = async (): Promise<string[]> =>
      page.evaluate<string[]>(
        `[...document.querySelectorAll("#failures-body td.verdict")].map((cell) => cell.firstChild.textContent)`,
      );
    await page.click('#failures-table th[data-key="verdict"]');
    const ascending = await verdicts();
    expect(ascending).toEqual([...ascending].sort());
    expect(new Set(ascending).size).toBeGreaterThan(1);
    await page.click('#failures-table th[data-key="verdict"]');
    expect(await verdicts()).toEqual([...ascending].sort().reverse());
    await page.click('#failures-table th[data-key="score"]');

    await page.selectOption("#filter-model", { label: MODEL_B });
    await page.selectOption("#filter-verdict", "incorrect");
    await page.fill("#filter-search", "moscow");
    await expect.poll(() => page.textContent("#failure-count")).toBe("1 of 10 failures");
    const url = page.url();
    expect(new URL(url).hash).toBe(
      `#model=${encodeURIComponent(MODEL_B)}&verdict=incorrect&q=moscow&sort=score&desc=1`,
    );

    // A new page from the URL shows the same view.
    const restored = await open(1440, new URL(url).hash);
    expect(await restored.inputValue("#filter-search")).toBe("moscow");
    expect(await restored.inputValue("#filter-verdict")).toBe("incorrect");
    expect(await restored.locator("#filter-model option:checked").textContent()).toBe(MODEL_B);
    expect(await restored.inputValue("#sort-by")).toBe("score-desc");
    expect(await restored.textContent("#failure-count")).toBe("1 of 10 failures");
    // Editing the hash by hand (back/forward, a pasted link) applies too.
    await restored.evaluate(`location.hash = "verdict=not-attempted"`);
    await expect.poll(() => restored.textContent("#failure-count")).toBe("2 of 10 failures");
    expect(await restored.inputValue("#filter-search")).toBe("");
    await restored.click("#filter-reset");
    await expect.poll(() => restored.textContent("#failure-count")).toBe("10 of 10 failures");
    expect(new URL(restored.url()).hash).toBe("");
    expect(pageErrors).toEqual([]);
    await restored.close();
    await page.close();
  });

  it("sorts a summary table by a header click", async () => {
    const page = await open(1440);
    const accuracy = () => page.locator("#summary-table tbody tr td:nth-child(4)").allTextContents();
    const before = await accuracy();
    await page.click("#summary-table th:nth-child(4)");
    const after = await accuracy();
    expect(after).toEqual([...before].sort((left, right) => Number(right) - Number(left)));
    expect(after).not.toEqual(before);
    await page.close();
  });
});
