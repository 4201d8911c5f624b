import type { BrowserContextOptions, Page, Route } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { accountEn } from "~/i18n/account.en";
import { browserForFile, desktop, hydrated, markDocument, newContext, phone, sameDocument } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });

/**
 * Holds back the code of the islands whose chunk names start with one of `names`, as a slow network
 * would, until `release` is called: the page hydrates without them, and whatever the visitor does
 * meanwhile lands on the server's HTML of a part React has not hydrated yet.
 */
async function holdIslands(page: Page, names: string[]) {
  const held: Route[] = [];
  let released = false;
  const pattern = new RegExp(`/assets/(${names.join("|")})-[\\w-]+\\.js$`);
  await page.route(pattern, async (route) => {
    if (released) await route.continue();
    else held.push(route);
  });
  return {
    /** How many of the islands' chunks the page has asked for and not been given. */
    waiting: () => held.length,
    release: async () => {
      released = true;
      await Promise.all(held.splice(0).map((route) => route.continue()));
    },
  };
}

async function openHeld(path: string, names: string[], size: BrowserContextOptions = desktop) {
  const context = await newContext(browser(), baseUrl, size);
  const page = await context.newPage();
  const islands = await holdIslands(page, names);
  await page.goto(path);
  await hydrated(page);
  await expect.poll(islands.waiting).toBeGreaterThan(0);
  return { context, page, islands };
}

describe("an island replays what a visitor did before its code arrived (ADR 0511)", () => {
  it("a filter ticked before the filters' code arrives is ticked, and searched, once it has", async () => {
    const { context, page, islands } = await openHeld("/en/search", ["search-filters"]);
    const box = page.locator('aside input[name="type"][value="Land"]');
    await box.check();
    // The tick shows at once; the search waits for the filters' code.
    await page.waitForTimeout(300);
    expect(new URL(page.url()).searchParams.get("type")).toBeNull();
    await islands.release();
    await page.waitForURL((url) => url.searchParams.getAll("type").includes("Land"));
    expect(await box.isChecked()).toBe(true);
    await context.close();
  });

  it("an order chosen before the sort's code arrives is applied once it has", async () => {
    const { context, page, islands } = await openHeld("/en/search", ["sort-form"]);
    await page.locator('select[name="sort"]').selectOption("price-asc");
    expect(new URL(page.url()).searchParams.get("sort")).toBeNull();
    await islands.release();
    await page.waitForURL((url) => url.searchParams.get("sort") === "price-asc");
    expect(await page.locator('select[name="sort"]').inputValue()).toBe("price-asc");
    await context.close();
  });

  it("words typed before the filters' code arrives are suggested and searched once it has", async () => {
    const { context, page, islands } = await openHeld("/es/buscar", ["search-filters"]);
    const box = page.locator('aside [data-testid="search-filters"] input[name="q"]');
    await box.pressSequentially("casa en mcal");
    await islands.release();
    await page.locator('aside [data-testid="search-suggestions"] [role="option"]').first().waitFor();
    // The words the search understood leave the box for the filters, as when typed after the code came.
    expect(await box.inputValue()).toContain("mcal");
    await context.close();
  });

  it("a heart tapped signed out before the grid's code arrives asks to sign in once it has, on a phone", async () => {
    const { context, page, islands } = await openHeld("/en/search", ["listing-grid-with-hearts"], phone);
    await markDocument(page);
    const card = page.locator("article[data-listing-key]").first();
    await card.getByTestId("favorite").click();
    // Not the form's plain post, which would leave the page for the account's.
    expect(new URL(page.url()).pathname).toBe("/en/search");
    await islands.release();
    await page.locator("[data-sonner-toast]", { hasText: accountEn.favorites.signInFirst }).waitFor();
    // The toast of the scripted heart, not the plain post's answer (a new page with the same notice).
    expect(await sameDocument(page)).toBe(true);
    await context.close();
  });

  it("a card's link is followed at once, without waiting for the grid's code", async () => {
    const { context, page, islands } = await openHeld("/en/search", ["listing-grid-with-hearts"]);
    await markDocument(page);
    const link = page.locator("article[data-listing-key] h3 a").first();
    const href = await link.getAttribute("href");
    await link.click();
    await page.waitForURL(`**${href}`);
    expect(islands.waiting()).toBeGreaterThan(0);
    expect(await sameDocument(page)).toBe(true);
    await islands.release();
    await context.close();
  });
});
