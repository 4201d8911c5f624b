import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserForFile, hydrated, newContext, phone } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = browserForFile();

/** Counts sessionStorage reads made before the document has been parsed (the inline script's). */
function countEarlyReads(page: Page) {
  return page.addInitScript(() => {
    const counter = window as unknown as { earlyReads: number };
    counter.earlyReads = 0;
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = function (this: Storage, key: string) {
      if (document.readyState === "loading") counter.earlyReads += 1;
      return getItem.call(this, key);
    };
  });
}

const earlyReads = (page: Page) => page.evaluate(() => (window as unknown as { earlyReads: number }).earlyReads);
const scrollY = (page: Page) => page.evaluate(() => Math.round(window.scrollY));

async function scrollTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y);
  await page.waitForFunction((top) => Math.abs(window.scrollY - top) < 2, y);
}

describe.each(["en", "es"])("scroll positions in %s", (lang) => {
  const searchPath = lang === "en" ? "/en/search" : "/es/buscar";

  it("starts a new visit at the top without reading saved positions, and puts the visitor back where they were", async () => {
    const context = await newContext(browser(), baseUrl, phone);
    const page = await context.newPage();
    await countEarlyReads(page);
    await page.goto(searchPath);
    await hydrated(page);
    expect(await earlyReads(page)).toBe(0);
    expect(await page.evaluate(() => history.state)).toMatchObject({ key: expect.any(String), idx: 0 });
    expect(await scrollY(page)).toBe(0);

    await scrollTo(page, 1500);
    const card = page.locator("article[data-listing-key] h3 a").nth(8);
    const href = await card.getAttribute("href");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await card.evaluate((link: HTMLAnchorElement) => link.click());
    await page.waitForURL(`${baseUrl}${href}`);
    await page.locator('[data-testid="schedule-showing"]').waitFor();
    expect(await scrollY(page)).toBe(0);

    await page.goBack();
    await page.waitForFunction(() => Math.abs(window.scrollY - 1500) < 2);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);

    await scrollTo(page, 900);
    await page.reload();
    await hydrated(page);
    expect(await earlyReads(page)).toBe(1);
    await page.waitForFunction(() => Math.abs(window.scrollY - 900) < 2);
    await context.close();
  });
});
