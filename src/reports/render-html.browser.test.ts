import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openOffline } from "../__fixtures__/headless-chromium.js";
import { factQuestion, makeRunData, politicianRun } from "./__fixtures__/sample-run.js";
import { synthesizeRun } from "./__fixtures__/synthesize-run.js";
import { readRunData } from "./read-run-data.js";
import { renderRunReport } from "./render-run-report.js";

// The one-file HTML report in a real headless Chromium: renders, filters, and runs nothing from the data.
describe("HTML report in Chromium", () => {
  let browser: Browser;
  let directory: string;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    directory = await mkdtemp(join(tmpdir(), "factprobe-html-"));
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser.close();
    await rm(directory, { recursive: true, force: true });
  });

  async function open(name: string, html: string, viewport = { width: 1400, height: 1000 }): Promise<Page> {
    const path = join(directory, name);
    await writeFile(path, html);
    // Offline: any request but the file itself fails the test (it lands in pageErrors).
    return openOffline(browser, pathToFileURL(path).href, viewport, pageErrors);
  }
  const rows = (page: Page): Promise<number> => page.locator("#failures-body tr").count();

  it("renders, filters and searches, and runs no script from a model's answer", async () => {
    const page = await open("report.html", renderRunReport(politicianRun()).html);
    expect(await page.locator("#summary-table tbody tr").count()).toBe(4);
    expect(await page.locator("svg").count()).toBeGreaterThanOrEqual(2);
    expect(await page.textContent("#failure-count")).toBe("6 of 6 failures");

    // The hostile response is shown as text, and neither its script nor its onerror ran.
    const response = page.locator("#failures-body td.response", { hasText: "window.__pwned" });
    expect(await response.textContent()).toBe(
      `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned = 2">`,
    );
    expect(await page.locator("#failures-body img, #failures-body script").count()).toBe(0);
    expect(await page.evaluate(() => (globalThis as { __pwned?: unknown }).__pwned)).toBeUndefined();

    await page.selectOption("#filter-verdict", "not-attempted");
    expect(await rows(page)).toBe(1);
    expect(await page.textContent("#failure-count")).toBe("1 of 6 failures");
    await page.selectOption("#filter-verdict", "");
    await page.fill("#filter-search", "moscow");
    await expect.poll(() => page.textContent("#failure-count")).toBe("2 of 6 failures");
    expect(await rows(page)).toBe(2);
    await page.selectOption("#filter-type", "yes-no");
    await page.fill("#filter-search", "");
    await expect.poll(() => page.textContent("#failure-count")).toBe("2 of 6 failures");
    const link = page.locator("#failures-body a", { hasText: "Donald Trump" }).first();
    expect(await link.getAttribute("href")).toBe("https://www.wikidata.org/wiki/Q22686");
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it("shows a No question's false statement as false, and less specific answers apart", async () => {
    const no = factQuestion({
      id: "yn-no",
      type: "yes-no",
      fact: ["Q142", "France", "P36", "capital", "Q90", "Paris"],
      answer: "No",
    });
    no.text = "Is Lyon the capital of France?";
    no.facts.push({
      subject: "Q142",
      subjectLabel: "France",
      relation: "P36",
      relationLabel: "capital",
      object: "Q456",
      objectLabel: "Lyon",
      negated: true,
    });
    const wh = factQuestion({
      id: "wh-born",
      type: "wh",
      fact: ["Q76", "Barack Obama", "P19", "place of birth", "Q18094", "Honolulu"],
    });
    const data = makeRunData([
      { question: no, response: "Yes", verdict: "incorrect" },
      { question: wh, response: "Hawaii", verdict: "less-specific" },
    ]);
    const lessSpecific = data.scores[1];
    if (lessSpecific !== undefined)
      lessSpecific.reason = "names Q782 Hawaii, which holds the gold Q18094 Honolulu";
    const page = await open("negated.html", renderRunReport(data).html);
    expect(await page.textContent("#failure-count")).toBe("1 of 1 failures");
    const facts = page.locator("#failures-body td.facts div");
    expect(await facts.allTextContents()).toEqual([
      "France — capital — Paris",
      "stated (false): France — capital — Lyon",
    ]);
    expect(await page.locator("#failures-body td.facts div.negated").count()).toBe(1);
    // Less specific answers are not failures: they sit in their own collapsed list, with the evidence.
    expect(await page.locator("#not-errors-table tbody tr").count()).toBe(1);
    expect(await page.locator("#not-errors-table").isVisible()).toBe(false);
    await page.click("#not-errors summary");
    expect(await page.textContent("#not-errors-table td.verdict")).toContain(
      "names Q782 Hawaii, which holds the gold Q18094 Honolulu",
    );
    expect(pageErrors).toEqual([]);
    await page.close();
  });

  it("stays responsive with 50,000 answers (paged table)", async () => {
    const report = renderRunReport(synthesizeRun({ answers: 50_000, models: 2 }));
    const page = await open("large.html", report.html);
    expect(await rows(page)).toBe(50);
    const total = Number((await page.textContent("#failure-count"))?.split(" of ")[1]?.split(" ")[0]);
    expect(total).toBeGreaterThan(15_000);

    await page.fill("#filter-search", "vienna");
    await expect
      .poll(() => page.textContent("#failure-count"), { interval: 20, timeout: 10_000 })
      .not.toMatch(new RegExp(`^${total} of`));
    await page.selectOption("#filter-model", "1");
    await page.click("#page-next");
    expect(await page.textContent("#page-label")).toMatch(/^page 2 of \d+$/);
    expect(pageErrors).toEqual([]);

    // FACTPROBE_UPDATE_SCREENSHOT=1 (optionally FACTPROBE_SCREENSHOT_RUN=<run-dir>) writes the README's screenshot.
    if (process.env.FACTPROBE_UPDATE_SCREENSHOT === "1") {
      const run = process.env.FACTPROBE_SCREENSHOT_RUN;
      const shown = run === undefined ? synthesizeRun({ answers: 1_200, models: 2 }) : await readRunData(run);
      const small = await open("screenshot.html", renderRunReport(shown).html, { width: 1400, height: 1900 });
      await small.screenshot({ path: "docs/report-screenshot.png", fullPage: false });
      await small.close();
    }
    await page.close();
  });
});
