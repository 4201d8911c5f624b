import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, hydrated, newContext, phone, visit } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });
let context: BrowserContext;

beforeAll(async () => {
  context = await newContext(browser(), baseUrl, phone);
});

async function open(path: string): Promise<Page> {
  const page = await visit(context, path);
  await hydrated(page);
  return page;
}

describe.each([
  { lang: "en", labels: ["Home", "Residential", "Commercial", "Cities", "Search", "Menu"], groups: ["About", "Explore", "Residential", "Commercial", "My stuff"] },
  { lang: "es", labels: ["Inicio", "Residencial", "Comercial", "Ciudades", "Buscar", "Menú"], groups: ["Acerca de", "Explorar", "Residencial", "Comercial", "Lo mío"] },
])("at 390×844 in $lang", ({ lang, labels, groups }) => {
  it("shows the bottom bar and hides the desktop menu", async () => {
    const page = await open(`/${lang}`);
    const bar = page.locator('[data-testid="bottom-bar"]');
    expect(await bar.isVisible()).toBe(true);
    expect((await bar.locator("a").allTextContents()).map((text) => text.trim())).toEqual(labels);
    // Each label clear of the next: with equal slots, "Residential" and "Commercial" ran into each other.
    const edges = await bar.locator("a, button").evaluateAll((items) =>
      items.map((item) => {
        const range = document.createRange();
        range.selectNodeContents(item);
        const { left, right } = range.getBoundingClientRect();
        return { left, right };
      }),
    );
    for (const [index, edge] of edges.slice(1).entries()) expect(edge.left - (edges[index]?.right ?? 0)).toBeGreaterThanOrEqual(6);
    expect(await page.locator("header nav").isVisible()).toBe(false);
  });

  it("opens the Cities sheet with eight cities in two columns, traps focus and returns it", async () => {
    const page = await open(`/${lang}`);
    const opener = page.locator('[data-testid="cities-button"]');
    await opener.click();
    const sheet = page.getByRole("dialog");
    await sheet.waitFor();
    const links = sheet.locator('[data-testid="cities-grid"] a');
    expect(await links.count()).toBe(8);
    const boxes = await Promise.all((await links.all()).map((link) => link.boundingBox()));
    expect(new Set(boxes.map((box) => Math.round(box?.x ?? 0))).size).toBe(2);
    expect(await links.first().getAttribute("href")).toBe(lang === "en" ? "/en/mcallen/homes-for-sale" : "/es/mcallen/casas-en-venta");
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await page.evaluate(() => Boolean(document.activeElement?.closest('[role="dialog"]')))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await sheet.waitFor({ state: "detached" });
    // Radix hands focus back as the sheet finishes closing, which can land a frame after it leaves the DOM.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("cities-button");
  });

  it("opens the Menu sheet with collapsible groups, a phone link and the switch", async () => {
    const page = await open(`/${lang}`);
    await page.locator('[data-testid="menu-button"]').click();
    const sheet = page.getByRole("dialog");
    await sheet.waitFor();
    const triggers = sheet.locator('[data-testid="menu-group"]');
    expect((await triggers.allTextContents()).map((text) => text.trim())).toEqual(groups);
    const explore = triggers.nth(1);
    expect(await explore.getAttribute("aria-expanded")).toBe("false");
    await explore.click();
    expect(await explore.getAttribute("aria-expanded")).toBe("true");
    expect(await sheet.locator('a[href^="tel:+1956555"]').count()).toBe(1);
    await sheet.locator('[data-testid="lang-switch"]').click();
    await page.waitForURL(`${baseUrl}/${lang === "en" ? "es" : "en"}`);
  });

  it("shows the hero with View Properties and Call Now, and its quick search sends only chosen values", async () => {
    const page = await open(`/${lang}`);
    const hero = page.locator('[data-testid="mobile-hero"]');
    expect(await hero.isVisible()).toBe(true);
    expect(await hero.locator('a[href^="tel:"]').count()).toBe(1);
    expect(await hero.locator(`a[href="/${lang}/${lang === "en" ? "search" : "buscar"}"]`).count()).toBe(1);
    const form = hero.locator('[data-testid="quick-search"]');
    // Words the search reads as no filter, so the search keeps them as text (a community's name would become its filter).
    await form.locator('input[name="q"]').fill("  granite island  ");
    await form.locator('select[name="location"]').selectOption("mcallen");
    await form.locator('select[name="propertyType"]').selectOption("single-family");
    await form.locator('button[type="submit"]').click();
    const target = `${baseUrl}/${lang}/${lang === "en" ? "search" : "buscar"}?q=granite+island&location=mcallen&propertyType=single-family`;
    await page.waitForURL(target);
  });

  it("shows the hero banner on inner pages too", async () => {
    const page = await open(lang === "en" ? "/en/commercial/warehouses" : "/es/comercial/almacenes");
    expect(await page.locator('[data-testid="mobile-hero"]').isVisible()).toBe(true);
  });
});

describe("the quick search without JavaScript", () => {
  it("lands on the same tidy URL, its parameters in the scripted form's order", async () => {
    const noJs = await newContext(browser(), baseUrl, { ...phone, javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto("/en");
    const form = page.locator('[data-testid="mobile-hero"] [data-testid="quick-search"]');
    await form.locator('select[name="priceRange"]').selectOption("300k-500k");
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}/en/search?priceRange=300k-500k`);
    expect(await page.locator('[data-testid="search-filters"] select[name="priceRange"]').first().inputValue()).toBe("300k-500k");
    // Before its code arrives the scripted form is this form: a click then must land where the script would.
    await page.goto("/es");
    // Words the search keeps as text: a place typed here would be read into its filter and redirected (ADR 0121).
    await form.locator('input[name="q"]').fill("  patio grande  ");
    await form.locator('select[name="location"]').selectOption("mcallen");
    await form.locator('select[name="propertyType"]').selectOption("single-family");
    await form.getByText("Rentar", { exact: true }).click();
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}/es/buscar?q=patio+grande&location=mcallen&propertyType=single-family&kind=rent`);
    await noJs.close();
  });
});
