import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { layoutShifts, pageOnSite, seriousViolations, watchLayoutShift } from "../support/page-quality";

const baseUrl = inject("baseUrl");
const browser = browserForFile();

interface Card {
  key: string;
  en: string;
  es: string;
}
let homes: Card[];
let closedKey: string;

async function cards(search: string): Promise<Card[]> {
  const html = await (await fetch(`${baseUrl}${search}`)).text();
  return [...html.matchAll(/<article data-listing-key="([^"]+)"[\s\S]*?<h3[^>]*><a[^>]* href="([^"]+)"/g)].map(([, key = "", path = ""]) => ({
    key,
    en: path,
    es: path.replace("/en/property/", "/es/propiedad/"),
  }));
}

beforeAll(async () => {
  homes = (await cards("/en/search?type=Residential&sort=price-asc")).slice(0, 4);
  expect(homes).toHaveLength(4);
  const [closed] = await cards("/en/search?status=Closed");
  if (!closed) throw new Error("no closed listing");
  closedKey = closed.key;
});

async function visit(page: Page, path: string): Promise<void> {
  await page.goto(path, { waitUntil: "domcontentloaded" });
  await hydrated(page);
}

/** Opens a listing and waits until the browser has recorded the view, which happens after hydration. */
async function view(page: Page, card: Card, lang: "en" | "es"): Promise<void> {
  await visit(page, card[lang]);
  await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem("rgv:recently-viewed") ?? "[]") as string[])[0])).toBe(card.key);
}

/** The keys of the row's cards, in order, once the row is there. */
async function rowKeys(page: Page): Promise<string[]> {
  const row = page.getByTestId("recently-viewed");
  await row.waitFor();
  return row.locator("article[data-listing-key]").evaluateAll((articles) => articles.map((article) => article.getAttribute("data-listing-key") ?? ""));
}

const english = { lang: "en" as const, device: phone, name: "phone", title: "Recently viewed", clear: "Clear recently viewed", cleared: "Recently viewed cleared" };
const spanish = { lang: "es" as const, device: desktop, name: "desktop", title: "Vistos recientemente", clear: "Borrar vistos recientemente", cleared: "Vistos recientemente borrados" };

describe.each([english, spanish])("recently viewed in $lang on the $name", ({ lang, device, title }) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser(), baseUrl, device);
  });
  afterAll(() => context.close());

  it("is absent on a first visit, then lists the other listings viewed, newest first", async () => {
    const [a, b, c] = homes as [Card, Card, Card];
    const page = await context.newPage();
    await view(page, a, lang);
    await page.waitForLoadState("networkidle");
    expect(await page.getByTestId("recently-viewed").count()).toBe(0);

    await view(page, b, lang);
    expect(await rowKeys(page)).toEqual([a.key]);
    expect((await page.locator("#recently-viewed").textContent())?.trim()).toBe(title);

    await view(page, c, lang);
    expect(await rowKeys(page)).toEqual([b.key, a.key]);
    // Back to the first: it moves to the front of the list, and its own page leaves it out.
    await view(page, a, lang);
    expect(await rowKeys(page)).toEqual([c.key, b.key]);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("rgv:recently-viewed") ?? "[]"))).toEqual([a.key, c.key, b.key]);
    expect(await seriousViolations(page)).toEqual([]);

    // A card's link opens its listing, in the page's language.
    const link = page.getByTestId("recently-viewed").locator(`article[data-listing-key="${c.key}"] h3 a`);
    expect(await link.getAttribute("href")).toBe(c[lang]);

    // The home page lists them all, the newest first.
    await visit(page, `/${lang}`);
    expect(await rowKeys(page)).toEqual([a.key, c.key, b.key]);
    await page.close();
  });

});

// Each way of clearing in one language and size; the texts of both are checked in the language that uses them.
describe("clearing recently viewed", () => {
  it("clears from the row itself (English, phone)", async () => {
    const { lang, device, clear, cleared } = english;
    const [a, b] = homes as [Card, Card];
    const context = await newContext(browser(), baseUrl, device);
    const page = await context.newPage();
    await view(page, a, lang);
    await view(page, b, lang);
    await rowKeys(page);
    const button = page.getByTestId("recently-viewed-clear");
    expect(await button.getAttribute("aria-label")).toBe(clear);
    await button.click();
    await page.locator("[data-sonner-toast]", { hasText: cleared }).waitFor();
    await page.getByTestId("recently-viewed").waitFor({ state: "detached" });
    expect(await page.evaluate(() => localStorage.getItem("rgv:recently-viewed"))).toBeNull();
    await page.reload({ waitUntil: "networkidle" });
    await hydrated(page);
    expect(await page.getByTestId("recently-viewed").count()).toBe(0);
    await context.close();
  });

  it("clears from the account page, signed out (Spanish, desktop)", async () => {
    const { lang, device, clear, cleared } = spanish;
    const [a, b] = homes as [Card, Card];
    const context = await newContext(browser(), baseUrl, device);
    const page = await context.newPage();
    await view(page, a, lang);
    await view(page, b, lang);
    await rowKeys(page);
    await visit(page, "/es/cuenta");
    const settings = page.getByTestId("recently-viewed-settings");
    const button = settings.getByTestId("recently-viewed-clear-all");
    await expect.poll(() => button.isEnabled()).toBe(true);
    expect((await button.textContent())?.trim()).toBe(clear);
    expect(await seriousViolations(page)).toEqual([]);
    await button.click();
    await page.locator("[data-sonner-toast]", { hasText: cleared }).waitFor();
    await expect.poll(() => button.isEnabled()).toBe(false);
    await visit(page, b[lang]);
    await page.waitForLoadState("networkidle");
    expect(await page.getByTestId("recently-viewed").count()).toBe(0);
    await page.close();
    await context.close();
  });
});

describe("the row and the page's layout", () => {
  it("appears without shifting the page on a phone", async () => {
    const context = await newContext(browser(), baseUrl, phone);
    const keys = homes.slice(0, 3).map((home) => home.key);
    await context.addInitScript((stored) => {
      if (!localStorage.getItem("rgv:recently-viewed")) localStorage.setItem("rgv:recently-viewed", stored);
    }, JSON.stringify(keys));
    await watchLayoutShift(context);
    const page = await pageOnSite(context);
    await page.goto((homes[3] as Card).en);
    const { total, shifts } = await layoutShifts(page);
    expect(await rowKeys(page)).toEqual(keys);
    expect(total, JSON.stringify(shifts, null, 1)).toBeLessThan(0.02);
    await context.close();
  });
});

describe("GET /api/recently-viewed", () => {
  const ask = (query: string) => fetch(`${baseUrl}/api/recently-viewed${query}`);

  it("answers the cards of the keys asked, in their order, leaving out what is gone or unknown", async () => {
    const [a, b, c] = homes as [Card, Card, Card];
    const response = await ask(`?key=${c.key}&key=NO-SUCH-LISTING&key=${closedKey}&key=${a.key}&key=${b.key}&key=${a.key}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/json");
    expect(response.headers.get("cache-control")).toContain("private");
    const body = (await response.json()) as { listings: Array<{ listingKey: string; photo: unknown }> };
    expect(body.listings.map((listing) => listing.listingKey)).toEqual([c.key, a.key, b.key]);
    expect(body.listings[0]?.photo).toBeTruthy();
    expect(await (await ask("")).json()).toEqual({ listings: [] });
  });

  it("answers 400, never 500, to what no browser of the site sends", async () => {
    const many = Array.from({ length: 13 }, (_, index) => `key=K${index}`).join("&");
    for (const query of [`?${many}`, "?key=", "?key=%00", "?key=a%20b", `?key=${"x".repeat(129)}`]) {
      const response = await ask(query);
      expect(response.status, query).toBe(400);
      expect(await response.json(), query).toEqual({ listings: [] });
    }
    // Broken percent-encoding reads as some other key, which no listing has.
    const broken = await ask("?key=%E0%A4%A&key=%");
    expect(broken.status).toBeLessThan(500);
    expect(await broken.json()).toEqual({ listings: [] });
    expect((await fetch(`${baseUrl}/api/recently-viewed`, { method: "POST", headers: { origin: baseUrl } })).status).toBeLessThan(500);
  });
});
