import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext, phone, sharedContexts, visit } from "../support/browser";
import { layoutShifts, pageOnSite, seriousViolations, watchLayoutShift } from "../support/page-quality";
import { listingIdFor, listingKeyFor } from "../../app/server/seed/generate";

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

    // A word the search does not read as a filter stays text (Sharyland would become its community).
    await filters.locator('input[name="q"]').fill("granite");
    await page.waitForURL((url) => url.searchParams.get("q") === "granite");
    // The URL changes before the new results render; the chips' links are only current once the q chip shows.
    await page.locator('[data-testid="filter-chips"] [data-filter="q"]').waitFor();
    await page.locator('[data-testid="filter-chips"] a[data-filter="beds"]').click();
    await page.waitForURL((url) => !url.searchParams.has("beds"));
    await expect.poll(() => filters.locator('select[name="beds"]').inputValue()).toBe("");
    expect(await page.evaluate(() => (window as Window & { sameDocument?: boolean }).sameDocument)).toBe(true);

    const kept = page.url();
    await page.goto(kept);
    expect(await filters.locator('input[name="q"]').inputValue()).toBe("granite");
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

  it("offers ways out of an empty result: only nearby searches that find listings, with how many", async () => {
    const page = await open("/en/search?city=donna&minPrice=2000000&beds=5");
    const empty = page.locator('[data-testid="empty-results"]');
    await empty.waitFor();
    const ways = await empty.locator("a").evaluateAll((links) => links.map((link) => ({ href: link.getAttribute("href") ?? "", text: link.textContent ?? "" })));
    expect(ways.at(-1)?.href).toBe("/en/search");
    expect(ways.length).toBeGreaterThan(1);
    for (const way of ways.slice(0, -1)) {
      const offered = Number(/\(([\d,]+)\)$/.exec(way.text)?.[1]?.replace(/,/g, ""));
      expect(offered, way.text).toBeGreaterThan(0);
      const html = await (await fetch(`${baseUrl}${way.href}`)).text();
      expect(html, way.href).toMatch(new RegExp(`data-testid="result-count">${offered.toLocaleString("en-US")} listing`));
    }
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

/** Each card's facts as numbers: beds and baths from its fact list, whether its price is a rent. */
function facts(page: Page) {
  return page.locator("article[data-listing-key]").evaluateAll((articles) =>
    articles.map((article) => {
      const text = article.textContent ?? "";
      const price = article.querySelector('[data-testid="card-price"]')?.textContent ?? "";
      // "2.5 baths", "2½ baños": a half bath counts as half.
      const baths = /(?<![\d.])(\d+(?:\.5)?)(½?) (?:baths?|baños?)/.exec(text);
      return {
        beds: Number(/(\d+) (?:beds?|recámaras?)/.exec(text)?.[1] ?? 0),
        baths: baths ? Number(baths[1]) + (baths[2] ? 0.5 : 0) : 0,
        rent: /\/(mo|mes)/.test(price),
      };
    }),
  );
}

describe("a search typed in the buyer's words", () => {
  const sized = sharedContexts(browser, baseUrl);

  it.each([
    { name: "English on a desktop", device: desktop, lang: "en", typed: "3 bed 2 bath house in mcalen under 350k", city: "McAllen", beds: 3, baths: 2, max: 350_000, rent: false, params: { city: "mcallen", beds: "3", baths: "2", maxPrice: "350000", propertyType: "single-family" } },
    { name: "Spanish on a phone", device: phone, lang: "es", typed: "casa en renta en edinbrug 2 recámaras hasta 2500 al mes", city: "Edinburg", beds: 2, baths: 0, max: 2_500, rent: true, params: { city: "edinburg", beds: "2", maxPrice: "2500", type: "ResidentialLease", subType: "SingleFamilyResidence" } },
    { name: "English on a Spanish page, on a phone", device: phone, lang: "es", typed: "homes for sale in wesalco 3+ beds between 150k and 400k", city: "Weslaco", beds: 3, baths: 0, max: 400_000, rent: false, params: { city: "weslaco", beds: "3", minPrice: "150000", maxPrice: "400000", propertyType: "single-family" } },
  ])("$name: the words become the filters, and every card of the first page answers them", async ({ device, lang, typed, city, beds, baths, max, rent, params }) => {
    const page = await open(`/${lang}`, await sized(device));
    const form = page.locator('[data-testid="quick-search"]:visible');
    await form.locator('input[name="q"]').fill(typed);
    await form.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get("city") === params.city);
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(params);
    // What was understood is shown as chips, each a link to the search without it; the home page's cards are gone by then.
    await page.locator('[data-testid="filter-chips"] a[data-filter="beds"]').waitFor();
    const listed = await cards(page);
    expect(listed.length).toBeGreaterThan(0);
    for (const [index, fact] of (await facts(page)).entries()) {
      expect(listed[index]?.place).toContain(city);
      expect(listed[index]?.price).toBeLessThanOrEqual(max);
      expect(fact.beds).toBeGreaterThanOrEqual(beds);
      expect(fact.baths).toBeGreaterThanOrEqual(baths);
      expect(fact.rent).toBe(rent);
    }
    if (device === desktop) expect(await page.locator('aside [data-testid="search-filters"] select[name="beds"]').inputValue()).toBe(String(beds));
  });

  it("names the words no listing has and shows the rest", async () => {
    const page = await open("/es/buscar?q=casa%20con%20helipuerto%20en%20mission");
    await page.waitForURL((url) => url.searchParams.get("q") === "helipuerto" && url.searchParams.get("city") === "mission");
    expect(await page.locator('[data-testid="text-note"]').textContent()).toBe("Ninguna propiedad coincide con “helipuerto”; te mostramos las demás.");
    expect(await page.locator("article[data-listing-key]").count()).toBeGreaterThan(0);
  });

  it("opens the listing of an MLS number typed in the box, and of a full street address", async () => {
    const page = await open("/en/search?city=pharr&type=Residential");
    const [card] = await cards(page);
    if (!card) throw new Error("Expected a card");
    const street = (await page.locator(`article[data-listing-key="${card.key}"] h3 a`).textContent()) ?? "";
    const index = Number(card.key.replace(/\D/g, "")) - 1;
    expect(listingKeyFor(index)).toBe(card.key);
    const filters = page.locator('aside [data-testid="search-filters"]');
    await filters.locator('input[name="q"]').fill(`MLS #${listingIdFor(index)}`);
    await filters.locator('input[name="q"]').press("Enter");
    await page.waitForURL(`${baseUrl}${card.href}`);
    // The street's type written out in full, as a buyer says it: the MLS writes "Ln", "Dr", "St".
    const spoken = street.replace(/ Ln\b/, " Lane").replace(/ Dr\b/, " Drive").replace(/ St\b/, " Street").replace(/ Ave\b/, " Avenue").replace(/ Ct\b/, " Court").replace(/ Unit .*/, "");
    const answer = await fetch(`${baseUrl}/es/buscar?q=${encodeURIComponent(`${spoken}, Pharr`)}`, { redirect: "manual" });
    const location = answer.headers.get("Location") ?? "";
    if (location.startsWith("/es/propiedad/")) expect(location).toBe(card.href.replace("/en/property/", "/es/propiedad/"));
    else expect((await cards(await open(location)))[0]?.key).toBe(card.key);
  });

  it("suggests places as the buyer types, chosen by keyboard, with the names a screen reader reads", async () => {
    const page = await open("/es/buscar");
    const box = page.locator('aside [data-testid="search-filters"] input[name="q"]');
    await box.focus();
    // The filters are an island (ADR 0511): the box becomes a combobox once their code is in, and
    // what is typed before that is plain text in a form, with no suggestions and no live results.
    await expect.poll(() => box.getAttribute("role")).toBe("combobox");
    await box.pressSequentially("casa en mcal");
    const list = page.locator('aside [data-testid="search-suggestions"]');
    await list.locator('[role="option"]').first().waitFor();
    expect(await box.getAttribute("role")).toBe("combobox");
    expect(await box.getAttribute("aria-expanded")).toBe("true");
    expect(await box.getAttribute("aria-controls")).toBe(await list.getAttribute("id"));
    expect(await list.getAttribute("aria-label")).toBe("Sugerencias");
    expect(await page.locator('aside [role="status"]').textContent()).toMatch(/^\d+ sugerencias?; usa las flechas/);
    const option = list.locator('[role="option"]', { hasText: "McAllen" }).first();
    expect(await option.textContent()).toMatch(/^McAllen · Ciudad[\d,]+ propiedades$/);
    // Typing updates the results as it goes, dimmed while they load: axe reads them once they have.
    await expect.poll(() => page.locator('section[aria-labelledby="search-results"]').getAttribute("aria-busy")).toBe("false");
    await page.waitForFunction(() => [...document.querySelectorAll("[data-search-list], section[aria-labelledby='search-results'] .transition-opacity")].every((element) => getComputedStyle(element).opacity === "1"));
    expect(await seriousViolations(page)).toEqual([]);
    await box.press("ArrowDown");
    expect(await box.getAttribute("aria-activedescendant")).toBe(await list.locator('[aria-selected="true"]').getAttribute("id"));
    await box.press("Enter");
    await page.waitForURL((url) => url.searchParams.get("city") === "mcallen" && url.searchParams.get("propertyType") === "single-family");
  });

  it("searches in words without JavaScript", async () => {
    const noJs = await newContext(browser(), baseUrl, { ...desktop, javaScriptEnabled: false });
    const page = await noJs.newPage();
    await page.goto("/es/buscar");
    const filters = page.locator('aside [data-testid="search-filters"]');
    await filters.locator('input[name="q"]').fill("casa de 3 recámaras en mission");
    await filters.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.searchParams.get("beds") === "3" && url.searchParams.get("city") === "mission");
    expect(await page.locator("article[data-listing-key]").count()).toBeGreaterThan(0);
    await noJs.close();
  });

  it("sends / to /es for a browser that prefers Spanish, unless the visitor chose English", async () => {
    const spanish = await newContext(browser(), baseUrl, { ...desktop, locale: "es-MX", extraHTTPHeaders: { "Accept-Language": "es-MX,es;q=0.9" } });
    const page = await spanish.newPage();
    await page.goto("/");
    await page.waitForURL(`${baseUrl}/es`);
    await spanish.addCookies([{ name: "lang", value: "en", url: baseUrl }]);
    await page.goto("/");
    await page.waitForURL(`${baseUrl}/en`);
    await spanish.close();
    const answer = await fetch(`${baseUrl}/`, { headers: { "Accept-Language": "es-MX,es;q=0.9" } });
    expect(answer.headers.get("Vary")).toMatch(/Accept-Language/);
    expect(await answer.text()).toContain('location.replace("/es")');
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
