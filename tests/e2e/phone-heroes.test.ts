import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { heroTitleRepeats } from "~/lib/hero";
import { pagePath, type Lang, type PageId } from "~/lib/routes";
import { findPageProse } from "~/server/page-texts.server";
import { browserForFile, desktop, hydrated, newContext, phone, visit } from "../support/browser";
import { layoutShifts, pageOnSite, seriousViolations, watchLayoutShift } from "../support/page-quality";

const baseUrl = inject("baseUrl");
// Photos off except where the city guide's picture must load (browserForFile).
const browser = browserForFile({ images: false });
const photoBrowser = browserForFile();
let context: BrowserContext;

beforeAll(async () => {
  context = await newContext(browser(), baseUrl, phone);
});

const screen = phone.viewport.height;

async function open(id: PageId, lang: Lang, on: BrowserContext = context): Promise<Page> {
  const page = await visit(on, pagePath(id, lang), { waitUntil: "domcontentloaded" });
  await hydrated(page);
  return page;
}

function prose(id: PageId, lang: Lang) {
  const text = findPageProse(id, lang);
  if (!text) throw new Error(`no texts for ${id}.${lang}`);
  return text;
}

/** Where the first element a selector matches starts and ends, from the top of the document. */
function place(page: Page, selector: string): Promise<{ top: number; bottom: number }> {
  return page.locator(selector).first().evaluate((element) => {
    const box = element.getBoundingClientRect();
    return { top: box.top + window.scrollY, bottom: box.bottom + window.scrollY };
  });
}

/** The page's H1s, and the h2s that say the same as the (first) H1. */
function headings(page: Page): Promise<{ h1: string[]; repeats: string[] }> {
  return page.evaluate(() => {
    const normal = (element: Element) => (element.textContent ?? "").replace(/\s+/g, " ").trim().toLowerCase();
    const h1 = [...document.querySelectorAll("h1")].map(normal);
    return { h1, repeats: [...document.querySelectorAll("h2")].map(normal).filter((text) => text === h1[0]) };
  });
}

/** The page's headings, h1 to h6, in document order: a screen reader's outline. */
function outline(page: Page): Promise<string[]> {
  return page.locator("h1, h2, h3, h4, h5, h6").evaluateAll((elements) => elements.map((element) => element.tagName.toLowerCase()));
}

/** One H1, no h2 repeating it, and the hero's texts and calls to action on the screen. */
async function expectHero(page: Page, id: PageId, lang: Lang) {
  const text = prose(id, lang);
  const { h1, repeats } = await headings(page);
  expect(h1).toEqual([text.h1.toLowerCase()]);
  expect(repeats).toEqual([]);
  const hero = page.getByTestId("mobile-hero");
  const shown = async (words: string) => hero.getByText(words, { exact: true }).isVisible();
  expect(await shown(text.hero.subtitle)).toBe(true);
  expect(await shown(text.hero.description)).toBe(true);
  // The hero title shows where it says more than the H1; where it doesn't, the H1 says it.
  if (!heroTitleRepeats(text.hero.title, text.h1)) expect(await shown(text.hero.title)).toBe(true);
  expect(await hero.locator('a[href^="tel:"]').isVisible()).toBe(true);
  expect(await hero.locator(`a[href^="${pagePath("search", lang)}"]`).isVisible()).toBe(true);
}

describe.each(["en", "es"] as const)("phone heroes at 390×844 in %s", (lang) => {
  it.each(["residential-for-sale", "mcallen-homes", "mission-sharyland"] as const)("%s: the H1 once, and the first card within a screen and a half", async (id) => {
    const page = await open(id, lang);
    await expectHero(page, id, lang);
    const card = await place(page, '[data-testid="category-listings"] li');
    expect(card.top).toBeLessThan(1.5 * screen);
    if (id === "residential-for-sale") expect(await seriousViolations(page)).toEqual([]);
  });

  it("private showings: the H1 once, and the form's first field within two screens", async () => {
    const page = await open("private-showings", lang);
    await expectHero(page, "private-showings", lang);
    const field = await place(page, '[data-testid="lead-form-showing"] :is(input:not([type="hidden"]), select, textarea)');
    expect(field.top).toBeLessThan(2 * screen);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("home: the H1 first, the whole quick search on the first screen above the bottom bar, and the first cards peeking above it", async () => {
    const page = await open("home", lang);
    await expectHero(page, "home", lang);
    expect((await outline(page))[0]).toBe("h1");
    const search = await place(page, '[data-testid="mobile-hero"] [data-testid="quick-search"]');
    const bar = await place(page, '[data-testid="bottom-bar"]');
    expect(search.bottom).toBeLessThanOrEqual(bar.top);
    const card = await place(page, '[data-testid="home-rows"] article');
    expect(card.top).toBeLessThan(bar.top);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("a city guide keeps its picture, sized before it loads: no layout shift", async () => {
    const measured = await newContext(photoBrowser(), baseUrl, phone);
    await watchLayoutShift(measured);
    const page = await pageOnSite(measured);
    await page.goto(pagePath("mcallen", lang));
    expect(await page.getByTestId("mobile-hero").locator("img").isVisible()).toBe(true);
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.02);
    await measured.close();
  });
});

describe("from 768 px", () => {
  it("the H1 stands alone, as before: none of the phone hero shows", async () => {
    const wide = await newContext(browser(), baseUrl, desktop);
    for (const id of ["home", "residential-for-sale"] as const) {
      const page = await open(id, "en", wide);
      const hero = page.getByTestId("mobile-hero");
      expect(await hero.getByText(prose(id, "en").hero.subtitle, { exact: true }).isVisible()).toBe(false);
      expect(await hero.locator('a[href^="tel:"]').isVisible()).toBe(false);
      expect(await page.locator("h1").isVisible()).toBe(true);
    }
    await wide.close();
  });

  it.each(["en", "es"] as const)("the %s home page's H1 heads its search panel, before the listing rows' headings", async (lang) => {
    const wide = await newContext(browser(), baseUrl, desktop);
    const page = await open("home", lang, wide);
    expect((await outline(page))[0]).toBe("h1");
    const heading = await place(page, "h1");
    const search = await place(page, '[data-testid="quick-search"]');
    const rows = await place(page, '[data-testid="home-rows"]');
    expect(heading.bottom).toBeLessThanOrEqual(search.top);
    expect(search.bottom).toBeLessThan(rows.top);
    expect(await page.getByTestId("quick-search").isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await wide.close();
  });
});
