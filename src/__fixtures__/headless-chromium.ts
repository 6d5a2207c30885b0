import { existsSync } from "node:fs";
import { chromium, type Browser, type Page } from "playwright-core";

/** Debian's Chromium, which `scripts/ensure-test-tools.mjs` installs. */
export const CHROMIUM_PATH = "/usr/bin/chromium";

/** Launches Debian's Chromium headless, offline-minded; says what to install when it is missing. */
export async function launchChromium(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH))
    throw new Error(`${CHROMIUM_PATH} is missing: install Debian's chromium (apt-get install -y chromium).`);
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--no-first-run",
    ],
  });
}

/**
 * Opens `url` in a new page of `viewport` and waits for `body[data-ready=true]`. Page errors go to
 * `errors`; any request that is not for a file URL is aborted and recorded there too, so a page that
 * reaches for the network fails the test that checks `errors`.
 */
export async function openOffline(
  browser: Browser,
  url: string,
  viewport: { width: number; height: number },
  errors: string[],
): Promise<Page> {
  const page = await browser.newPage({ viewport });
  page.on("pageerror", (error) => errors.push(error.message));
  await page.route(/^(?!file:)/, async (route) => {
    errors.push(`network request to ${route.request().url()}`);
    await route.abort();
  });
  await page.goto(url);
  await page.waitForSelector("body[data-ready=true]", { timeout: 30_000 });
  return page;
}
