import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchChromium, openOffline } from "../__fixtures__/headless-chromium.js";
import { readNTriplesFactSet } from "../knowledge/read-ntriples-fact-set.js";
import { renderGraphHtml } from "./render-graph-html.js";

const SAMPLE = new URL("../knowledge/__fixtures__/sample-100.nt", import.meta.url);

interface Box {
  text: string;
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** Run in the page: the screen boxes of every label that is shown (node names and relation names). */
const visibleLabelBoxes = String.raw`[...document.querySelectorAll("#graph text")]
  .filter((text) => getComputedStyle(text).display !== "none")
  .map((text) => { const box = text.getBoundingClientRect();
    return { text: text.textContent, left: box.left, top: box.top, right: box.right, bottom: box.bottom }; })`;

function overlapping(boxes: readonly Box[]): [string, string][] {
  const pairs: [string, string][] = [];
  for (let first = 0; first < boxes.length; first += 1)
    for (let second = first + 1; second < boxes.length; second += 1) {
      const a = boxes[first];
      const b = boxes[second];
      if (a === undefined || b === undefined) continue;
      // Half a pixel of slack for anti-aliased edges.
      if (
        a.left < b.right - 0.5 &&
        b.left < a.right - 0.5 &&
        a.top < b.bottom - 0.5 &&
        b.top < a.bottom - 0.5
      )
        pairs.push([a.text, b.text]);
    }
  return pairs;
}

// The page in a real headless Chromium (Debian's /usr/bin/chromium), offline, from a file URL.
describe("kg view HTML in headless Chromium", () => {
  let browser: Browser;
  let pageUrl: string;
  beforeAll(async () => {
    const factSet = await readNTriplesFactSet(SAMPLE.pathname);
    const directory = await mkdtemp(path.join(os.tmpdir(), "factprobe-view-"));
    const file = path.join(directory, "graph.html");
    await writeFile(
      file,
      renderGraphHtml(
        { ...factSet, seeds: ["Q30"] },
        { title: "factprobe knowledge graph: a 100-entity Wikidata sample" },
      ),
    );
    pageUrl = pathToFileURL(file).href;
    browser = await launchChromium();
  }, 60_000);
  afterAll(async () => {
    await browser.close();
  });

  // Page errors and any network request (aborted) are collected in `errors`.
  const open = (width: number, errors: string[]): Promise<Page> =>
    openOffline(browser, pageUrl, { width, height: 900 }, errors);

  it("loads without errors or network, finds an entity by search, and expands it on click", async () => {
    const errors: string[] = [];
    const page = await open(1440, errors);
    expect(await page.locator("#counts").textContent()).toMatch(/^\d+ entities, \d+ facts, \d+ relations/);
    expect(await page.locator("#relations input").count()).toBeGreaterThan(3);

    await page.locator("#search").fill("USA");
    const result = page.locator('#results li[data-id="Q30"]');
    await expect.poll(() => result.count()).toBe(1);
    expect(await result.textContent()).toBe("United States of America (Q30)");
    await result.click();
    const usa = page.locator('#nodes g.node[data-id="Q30"]');
    await expect.poll(() => usa.count()).toBe(1);
    expect(await page.locator("#nodes g.node").count()).toBeGreaterThan(1);
    expect(await page.locator('#nodes g.node[data-id="Q61"]').count()).toBe(1); // its capital

    // A click on a neighbour expands and selects it.
    await page.locator('#nodes g.node[data-id="Q61"] circle').click({ force: true });
    await expect.poll(() => page.locator('#nodes g.node[data-id="Q61"].expanded.selected').count()).toBe(1);

    // Hiding a relation removes its edges from the view.
    const edgesBefore = await page.locator("#edges g.edge").count();
    await page.locator('#relations input[data-id="P36"]').uncheck();
    expect(await page.locator("#edges g.edge").count()).toBeLessThan(edgesBefore);
    expect(errors).toEqual([]);
    await page.close();
  });

  it("Enter in the search picks the first match, and Clear selection goes back to the start view", async () => {
    const errors: string[] = [];
    const page = await open(1440, errors);
    const nodeIds = (): Promise<string[]> =>
      page.evaluate<string[]>(
        `[...document.querySelectorAll("#nodes g.node")].map((node) => node.dataset.id).sort()`,
      );
    const start = await nodeIds();
    expect(start).toContain("Q30"); // the seed and its neighbours
    expect(await page.locator("#nodes g.node.selected").count()).toBe(0);

    await page.locator("#search").fill("washington");
    const first = page.locator("#results li.first");
    await expect.poll(() => first.count()).toBe(1);
    const firstId = await first.getAttribute("data-id");
    await page.locator("#search").press("Enter");
    await expect
      .poll(() => page.locator(`#nodes g.node.selected[data-id="${firstId ?? ""}"]`).count())
      .toBe(1);
    expect(await page.locator(`#nodes g.node.expanded[data-id="${firstId ?? ""}"]`).count()).toBe(1);
    // Expanding neighbours grows the view, which Clear selection must undo.
    for (const id of ["Q61", "Q90", "Q142"]) {
      const node = page.locator(`#nodes g.node[data-id="${id}"] circle`);
      if ((await node.count()) === 1) await node.click({ force: true });
    }
    expect((await nodeIds()).length).toBeGreaterThan(start.length);

    await page.click("#clear");
    expect(await nodeIds()).toEqual(start);
    expect(await page.locator("#nodes g.node.selected").count()).toBe(0);
    expect(await page.inputValue("#search")).toBe("");
    expect(await page.locator("#results li").count()).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  for (const width of [390, 1440]) {
    it(`at ${width} px: a legend, no page overflow, and no two shown labels overlap after expanding`, async () => {
      const errors: string[] = [];
      const page = await open(width, errors);
      expect(await page.locator("#legend").isVisible()).toBe(true);
      expect(await page.locator("#legend span").allTextContents()).toContain(
        "Seed entity (the topic's own entities)",
      );
      // Expand a few neighbourhoods: the view that used to pile up into a hairball.
      for (const id of ["Q61", "Q30"]) {
        await page.locator(`#nodes g.node[data-id="${id}"] circle`).click({ force: true });
      }
      const boxes = await page.evaluate<Box[]>(visibleLabelBoxes);
      expect(boxes.length).toBeGreaterThan(10);
      expect(overlapping(boxes)).toEqual([]);
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - window.innerWidth",
      );
      expect(overflow).toBeLessThanOrEqual(0);
      // Every node is on the page's graph area or reachable by panning; the selected one is in view.
      const selected = await page.locator("#nodes g.node.selected circle").boundingBox();
      expect(selected).not.toBeNull();
      expect(selected?.x ?? -1).toBeGreaterThanOrEqual(0);
      expect((selected?.x ?? width) + (selected?.width ?? 0)).toBeLessThanOrEqual(width);
      if (process.env.FACTPROBE_UPDATE_SCREENSHOT === "1") {
        await mkdir("docs/screenshots", { recursive: true });
        await page.screenshot({ path: `docs/screenshots/graph-${width}.png` });
      }
      expect(errors).toEqual([]);
      await page.close();
    });
  }
});
