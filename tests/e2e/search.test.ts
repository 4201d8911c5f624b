import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext, phone, visit } from "../support/browser";
import { layoutShifts, pageOnSite, seriousViolations, watchLayoutShift } from "../support/page-quality";

const baseUrl = inject("baseUrl");
// Photos off except where the layout-shift checks need them to load (browserForFile).
const browser = browserForFile({ images: false });
const photoBrowser = browserForFile();
let context: BrowserContext;

beforeAll(async () => {
  context = await newContext(browser(), baseUrl, desktop);
});

/** Opens a page and waits for hydration, not for every photo. */
async function open(path: string, on: BrowserContext = context): Promise<Page> {
  const page = await visit(on, path, { waitUntil: "domcontentloaded" });
  await hydrated(page);
  return page;
}

/** The cards on the page: key, price in dollars and the "City, TX ZIP" line. */
function cards(page: Page) {
  return page.locator("article[data-listing-key]").evaluateAll((articles) =>
    articles.map((article) => ({
      key: article.getAttribute("data-listing-key") ?? "",
      price: Number(article.querySelector('[data-testid="card-price"]')?.textContent?.replace(/\D/g, "")),
      place: article.querySelector('[data-testid="card-place"]')?.textContent ?? "",
      href: article.querySelector("h3 a")?.getAttribute("href") ?? "",
    })),
  );
}

const count = async (page: Page) => Number((await page.locator('[data-testid="result-count"]').textContent())?.replace(/\D/g, ""));

describe("search", () => {
  it("lands the quick search on results that match its parameters, shown as filters and chips", async () => {
    const page = await open("/en");
    const form = page.locator('[data-testid="quick-search"]:visible');
    await form.locator('select[name="location"]').selectOption("mcallen");
    await form.locator('select[name="priceRange"]').selectOption("300k-500k");
    await form.locator('select[name="propertyType"]').selectOption("single-family");
    await form.locator('button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}/en/search?location=mcallen&priceRange=300k-500k&propertyType=single-family`);
    await page.locator("article[data-listing-key]").first().waitFor();
    expect(await count(page)).toBeGreaterThan(0);
    for (const card of await cards(page)) {
      expect(card.place).toContain("McAllen");
      expect(card.price).toBeGreaterThanOrEqual(300_000);
      expect(card.price).toBeLessThan(500_000);
      expect(card.href).toMatch(new RegExp(`^/en/property/${card.key}/[a-z0-9-]+$`));
    }
    const chips = page.locator('[data-testid="filter-chips"] a');
    expect(await chips.evaluateAll((links) => links.map((link) => link.getAttribute("data-filter")).filter(Boolean))).toEqual(["location", "propertyType", "priceRange"]);
    const filters = page.locator('aside [data-testid="search-filters"]');
    expect(await filters.locator('select[name="city"]').inputValue()).toBe("mcallen");
    expect(await filters.locator('select[name="priceRange"]').inputValue()).toBe("300k-500k");
    expect(await filters.locator('select[name="propertyType"]').inputValue()).toBe("single-family");
  });

  it("keeps every filter in the URL and updates the results in place as one changes", async () => {
    const page = await open("/en/search?city=mission&beds=3&type=Residential&sort=price-asc");
    await page.evaluate(() => ((window as Window & { sameDocument?: boolean }).sameDocument = true));
    const filters = page.locator('aside [data-testid="search-filters"]');
    expect(await filters.locator('select[name="city"]').inputValue()).toBe("mission");
    expect(await filters.locator('select[name="beds"]').inputValue()).toBe("3");
    expect(await filters.locator('input[name="type"][value="Residential"]').isChecked()).toBe(true);
    expect(await page.locator('select[name="sort"]').inputValue()).toBe("price-asc");

    await filters.locator('select[name="baths"]').selectOption("2");
    await page.waitForURL((url) => url.searchParams.get("baths") === "2");
    const params = new URL(page.url()).searchParams;
    expect(Object.fromEntries(params)).toEqual({ city: "mission", beds: "3", type: "Residential", sort: "price-asc", baths: "2" });
    await page.locator('[data-filter="baths"]').waitFor();
    const listed = await cards(page);
    expect(listed.length).toBeGreaterThan(0);
    for (const card of listed) expect(card.place).toContain("Mission");
    expect(listed.map((card) => card.price)).toEqual([...listed.map((card) => card.price)].sort((a, b) => a - b));

    await filters.locator('input[name="q"]').fill("Sharyland");
    await page.waitForURL((url) => url.searchParams.get("q") === "Sharyland");
    // The URL changes before the new results render; the chips' links are only current once the q chip shows.
    await page.locator('[data-testid="filter-chips"] [data-filter="q"]').waitFor();
    await page.locator('[data-testid="filter-chips"] a[data-filter="beds"]').click();
    await page.waitForURL((url) => !url.searchParams.has("beds"));
    await expect.poll(() => filters.locator('select[name="beds"]').inputValue()).toBe("");
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

    const kept = page.url();
    await page.goto(kept);
    expect(await filters.locator('input[name="q"]').inputValue()).toBe("Sharyland");
    expect(await filters.locator('select[name="baths"]').inputValue()).toBe("2");
    expect(new URL(page.url()).search).toBe(new URL(kept).search);
  });

  it("works without JavaScript, sending the form to a tidy URL", async () => {
    const noJs = await newContext(browser(), baseUrl, { ...desktop, javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto("/en/search?city=pharr");
    const filters = page.locator('aside [data-testid="search-filters"]');
    await filters.locator('select[name="beds"]').selectOption("2");
    await filters.locator('button[type="submit"]').click();
    await page.waitForURL(`${baseUrl}/en/search?city=pharr&beds=2`);
    expect(await page.locator("article[data-listing-key]").count()).toBeGreaterThan(0);
    await page.locator('select[name="sort"]').selectOption("price-desc");
    await page.locator('form:has(select[name="sort"]) button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get("sort") === "price-desc" && url.searchParams.get("city") === "pharr");
    await noJs.close();
  });

  it("pages through the results with plain links", async () => {
    const html = await (await fetch(`${baseUrl}/en/search?city=mcallen`)).text();
    expect(html).toContain('href="/en/search?city=mcallen&amp;page=2"');
    const page = await open("/en/search?city=mcallen");
    const first = (await cards(page)).map((card) => card.key);
    expect(first).toHaveLength(24);
    await page.locator('[data-testid="pagination"] a[rel="next"]').click();
    await page.waitForURL(`${baseUrl}/en/search?city=mcallen&page=2`);
    await page.locator('[data-testid="pagination"] a[aria-current="page"]', { hasText: "2" }).waitFor();
    const second = (await cards(page)).map((card) => card.key);
    expect(second.length).toBeGreaterThan(0);
    expect(second.filter((key) => first.includes(key))).toEqual([]);
  });

  it("opens a card's listing in the page by click or Enter, and leaves a modified click to the browser", async () => {
    const page = await open("/en/search?city=mcallen");
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const [first, second] = await cards(page);
    if (!first || !second) throw new Error("Expected two cards");
    await page.locator(`article[data-listing-key="${first.key}"] h3 a`).click();
    await page.waitForURL(`${baseUrl}${first.href}`);
    await page.locator('[data-testid="schedule-showing"]').waitFor();
    await page.goBack();
    await page.locator(`article[data-listing-key="${second.key}"] h3 a`).focus();
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}${second.href}`);
    await page.locator(`[data-testid="schedule-showing"][data-listing-key="${second.key}"]`).waitFor();
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await page.goBack();
    const [tab] = await Promise.all([page.context().waitForEvent("page"), page.locator(`article[data-listing-key="${first.key}"] h3 a`).click({ modifiers: ["Control"] })]);
    await tab.waitForURL(`${baseUrl}${first.href}`);
    expect(page.url()).toBe(`${baseUrl}/en/search?city=mcallen`);
    await tab.close();
  });

  it("rings a card when its link has keyboard focus, and not when its heart has", async () => {
    const page = await open("/es/buscar?city=mcallen");
    const card = page.locator("article[data-listing-key]").first();
    const ring = () =>
      card.evaluate((article) => {
        const after = getComputedStyle(article.querySelector("h3 a") as Element, "::after");
        return { style: after.outlineStyle, width: after.outlineWidth, offset: after.outlineOffset, inset: after.inset, position: after.position };
      });
    expect((await ring()).style).toBe("none");
    await card.locator("h3 a").focus();
    // Polled: on a loaded machine one CI run read the ring's offset as 0 right after the focus
    // (never seen since, even at 12× CPU throttling); what the visitor is left with is what counts.
    await expect.poll(ring).toEqual({ style: "solid", width: "3px", offset: "-3px", inset: "0px", position: "absolute" });
    await card.locator('[data-testid="favorite"]').focus();
    expect((await ring()).style).toBe("none");
  });

  it("offers ways out of an empty result", async () => {
    const page = await open("/en/search?city=donna&minPrice=2000000&beds=5");
    const empty = page.locator('[data-testid="empty-results"]');
    await empty.waitFor();
    const hrefs = await empty.locator("a").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/en/search?city=donna&beds=5&minPrice=1500000",
        "/en/search?beds=5&minPrice=2000000",
        "/en/search?city=donna&beds=5",
        "/en/search?city=donna&minPrice=2000000",
        "/en/search?city=weslaco&beds=5&minPrice=2000000",
        "/en/search",
      ]),
    );
    // A page past the last is no page: the first page, above, is the one that says nothing matched.
    expect((await fetch(`${baseUrl}/en/search?city=donna&page=99`)).status).toBe(404);
  });

  it("never fails on malformed parameters", async () => {
    const response = await fetch(`${baseUrl}/es/buscar?page=abc&beds=-4&minPrice=lots&status=Deleted&sort=%00&type=Castle&pageSize=9999`);
    expect(response.status).toBe(200);
  });

  it("puts the filters in a sheet on a phone, and behind a <details> without JavaScript", async () => {
    const mobile = await newContext(browser(), baseUrl, phone);
    const page = await open("/es/buscar?location=mission", mobile);
    await page.locator('[data-testid="mobile-filters"] button').click();
    const sheet = page.locator('[data-testid="filters-sheet"]');
    await sheet.waitFor();
    await sheet.locator('select[name="beds"]').selectOption("4");
    await page.waitForURL((url) => url.searchParams.get("beds") === "4" && url.searchParams.get("city") === "mission");
    await sheet.locator('button[type="submit"]').click();
    await sheet.waitFor({ state: "detached" });
    await mobile.close();

    const noJs = await newContext(browser(), baseUrl, { ...phone, javaScriptEnabled: false });
    const plain = await noJs.newPage();
    await plain.goto("/en/search");
    await plain.locator('[data-testid="mobile-filters"] summary').click();
    expect(await plain.locator('[data-testid="mobile-filters"] select[name="city"]').isVisible()).toBe(true);
    await noJs.close();
  });
});

describe("category pages", () => {
  it.each([
    { path: "/en/mcallen/homes-for-sale", category: "mcallen-homes", search: "/en/search" },
    { path: "/es/mission/sharyland-plantation", category: "mission-sharyland", search: "/es/buscar" },
    { path: "/en/commercial/refrigerated-warehouses-mcallen", category: "commercial-refrigerated", search: "/en/search" },
  ])("$path shows its live listings and links to the same search", async ({ path, category, search }) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const section = html.slice(html.indexOf('data-testid="category-listings"'));
    expect(section).toContain("data-listing-key=");
    expect(section).toContain(`href="${search}?category=${category}"`);
    expect(html.indexOf('data-testid="category-listings"')).toBeGreaterThan(html.indexOf('data-testid="page-intro"'));
  });

  it("writes Spanish alt text on Spanish cards", async () => {
    const alt = async (path: string) => /<article data-listing-key="([^"]+)"[\s\S]*?<img[^>]* alt="([^"]*)"/.exec(await (await fetch(`${baseUrl}${path}`)).text())?.slice(1);
    const [[enKey, enAlt] = [], [esKey, esAlt] = []] = await Promise.all([alt("/en/mcallen/homes-for-sale"), alt("/es/mcallen/casas-en-venta")]);
    expect(esKey).toBe(enKey);
    expect(esAlt).toBeTruthy();
    expect(esAlt).not.toBe(enAlt);
  });
});

describe("search page quality", () => {
  it.each([
    { name: "desktop", device: desktop },
    { name: "phone", device: phone },
  ])("does not shift its layout on the $name", async ({ device }) => {
    const measured = await newContext(photoBrowser(), baseUrl, device);
    await watchLayoutShift(measured);
    const page = await pageOnSite(measured);
    await page.goto("/en/search?type=Residential");
    const { total, shifts } = await layoutShifts(page);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.02);
    await measured.close();
  });

  // The plain English results are checked on a phone in home-rows-and-kind (the kind switch).
  it.each([
    { path: "/en/search?city=mcallen&status=Closed", device: phone },
    { path: "/es/buscar?city=mcallen", device: desktop },
    { path: "/es/buscar?city=donna&minPrice=9000000", device: phone },
  ])("axe finds nothing serious or critical on $path at $device.viewport.width px", async ({ path, device }) => {
    const checked = await newContext(browser(), baseUrl, device);
    const page = await open(path, checked);
    expect(await seriousViolations(page)).toEqual([]);
    await checked.close();
  });
});
