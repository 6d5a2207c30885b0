import { mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readNTriplesFactSet } from "../knowledge/read-ntriples-fact-set.js";
import { renderGraphHtml } from "./render-graph-html.js";

const SAMPLE = new URL("../knowledge/__fixtures__/sample-100.nt", import.meta.url);

// The page in a real headless Chromium (Debian's /usr/bin/chromium), offline, from a file URL.
describe("kg view HTML in headless Chromium", () => {
  let browser: Browser;
  let pageUrl: string;
  beforeAll(async () => {
    const factSet = await readNTriplesFactSet(SAMPLE.pathname);
    const directory = await mkdtemp(path.join(os.tmpdir(), "factprobe-view-"));
    const file = path.join(directory, "graph.html");
    await writeFile(file, renderGraphHtml(factSet));
    pageUrl = pathToFileURL(file).href;
    browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--no-first-run",
      ],
    });
  }, 60_000);
  afterAll(async () => {
    await browser.close();
  });

  it("loads without errors or network, finds an entity by search, and expands it on click", async () => {
    const page = await browser.newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("request", (request) => {
      if (!request.url().startsWith("file:")) requests.push(request.url());
    });
    await page.goto(pageUrl);
    expect(await page.locator("#counts").textContent()).toMatch(/^\d+ entities, \d+ facts, \d+ relations/);
    expect(await page.locator("#relations input").count()).toBeGreaterThan(3);

    await page.locator("#search").fill("USA");
    const result = page.locator('#results li[data-id="Q30"]');
    await expect.poll(() => result.count()).toBe(1);
    expect(await result.textContent()).toBe("United States of America (Q30)");
    await page.locator("#clear").click();
    expect(await page.locator("#nodes g.node").count()).toBe(0);
    await result.click();
    const usa = page.locator('#nodes g.node[data-id="Q30"]');
    await expect.poll(() => usa.count()).toBe(1);
    const afterSearch = await page.locator("#nodes g.node").count();
    expect(afterSearch).toBeGreaterThan(1);
    expect(await page.locator('#nodes g.node[data-id="Q61"]').count()).toBe(1); // its capital

    // A click on a neighbour expands it too.
    const neighbour = page.locator('#nodes g.node[data-id="Q61"] circle');
    await neighbour.click({ force: true });
    await expect.poll(() => page.locator('#nodes g.node[data-id="Q61"].expanded').count()).toBe(1);

    // Hiding a relation removes its edges from the view.
    const edgesBefore = await page.locator("#edges g.edge").count();
    await page.locator('#relations input[data-id="P36"]').uncheck();
    expect(await page.locator("#edges g.edge").count()).toBeLessThan(edgesBefore);
    expect(errors).toEqual([]);
    expect(requests).toEqual([]);
    await page.close();
  });
});
