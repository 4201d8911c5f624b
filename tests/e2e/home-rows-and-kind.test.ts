import { inArray, sql } from "drizzle-orm";
import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listings, openHouses } from "~/db/schema";
import { isLeaseType } from "~/lib/reso";
import { pages, type Lang } from "~/lib/routes";
import { connect, queryRows, type DatabaseHandle } from "~/server/db/connect.server";
import { browserForFile, desktop, hydrated, newContext, phone, visit } from "../support/browser";
import { startServerWithMail, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";
import { type PostgresCluster, startPostgresCluster } from "../support/postgres-cluster";
import { createUser, uniqueEmail } from "./accounts-helpers";
import { homeRowsTexts } from "../../app/i18n/home-rows";
import { searchNotesEn } from "../../app/i18n/search-notes.en";
import { searchNotesEs } from "../../app/i18n/search-notes.es";

// A server on a PostgreSQL cluster of its own, so the test can pick featured listings, cut prices and plan open houses
// as the agent's editor would, and then check every row against the search its link opens.
const browser = browserForFile({ images: false });
let cluster: PostgresCluster;
let server: ServerWithMail;
let handle: DatabaseHandle;

const titles = {
  en: ["Featured listings", "New this week", "Price reduced", "Open houses"],
  es: ["Propiedades destacadas", "Nuevas esta semana", "Bajaron de precio", "Casas abiertas"],
};
const rowSearches = ["featured=true", "listed=7", "priceReduced=true", "openHouse=true"];

beforeAll(async () => {
  cluster = await startPostgresCluster();
  server = await startServerWithMail({ DATABASE_URL: cluster.url, SEED_COUNT: "200" });
  handle = await connect({ databaseUrl: cluster.url });
  const db = handle.db;
  const picked = await queryRows<{ key: string }>(db, sql`SELECT listing_key AS key FROM listings WHERE standard_status = 'Active' AND property_type = 'Residential' ORDER BY listing_key LIMIT 12`);
  const keys = picked.map((row) => row.key);
  const hour = 3_600_000;
  await db.insert(openHouses).values(keys.slice(8, 10).map((listingKey) => ({ listingKey, startsAt: new Date(Date.now() + 48 * hour), endsAt: new Date(Date.now() + 51 * hour) })));
  await db.update(listings).set({ onMarketDate: sql`(now() AT TIME ZONE 'America/Chicago')::date - 1` }).where(inArray(listings.listingKey, keys.slice(3, 6)));
  await db
    .update(listings)
    .set({ previousListPrice: sql`${listings.listPrice} + 10000`, priceChangeTimestamp: sql`now() - interval '2 days'` })
    .where(inArray(listings.listingKey, keys.slice(6, 8)));
  // Last, so the listings' version moves after the open houses too and no page is kept from before.
  await db.update(listings).set({ featured: true }).where(inArray(listings.listingKey, keys.slice(0, 3)));
});
afterAll(async () => {
  await handle?.close();
  await server?.stop();
  await cluster?.stop();
});

async function open(context: BrowserContext, path: string): Promise<Page> {
  const page = await visit(context, `${server.url}${path}`, { waitUntil: "domcontentloaded" });
  await hydrated(page);
  return page;
}

const resultCount = async (page: Page) => Number((await page.locator('[data-testid="result-count"]').textContent())?.replace(/\D/g, ""));
const cardKeys = (page: Page) => page.locator("article[data-listing-key]").evaluateAll((articles) => articles.map((article) => article.getAttribute("data-listing-key") ?? ""));

async function typesOf(keys: string[]): Promise<string[]> {
  if (keys.length === 0) return [];
  const rows = await handle.db.select({ type: listings.propertyType }).from(listings).where(inArray(listings.listingKey, keys));
  return rows.map((row) => row.type);
}

/** The result count a search page's server-rendered HTML states. */
async function serverResultCount(path: string): Promise<number> {
  const html = await (await fetch(`${server.url}${path}`)).text();
  return Number(/data-testid="result-count"[^>]*>([^<]*)</.exec(html)?.[1]?.replace(/\D/g, ""));
}

// Each language on one size and the other on the other: the rows' markup is the same in both languages, the layout the same in both.
describe.each([
  ["phone", phone, "es"],
  ["desktop", desktop, "en"],
] as const)("on a %s", (_size, device, lang: Lang) => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser(), server.url, device);
  });
  afterAll(() => context.close());

  it(`leads the ${lang} home page with rows of listings, each opening its search`, async () => {
    const page = await open(context, pages.home[lang]);
    const rows = page.locator('[data-testid="home-rows"] section');
    expect(await rows.locator("h2").allTextContents()).toEqual(titles[lang]);
    // The rows come straight after the quick search.
    const search = page.locator('[data-testid="quick-search"]:visible');
    const gap = await page.evaluate(() => {
      const forms = [...document.querySelectorAll<HTMLElement>('[data-testid="quick-search"]')].filter((form) => form.offsetParent !== null);
      const rowsTop = document.querySelector('[data-testid="home-rows"]')?.getBoundingClientRect().top ?? Infinity;
      return rowsTop - (forms[0]?.getBoundingClientRect().bottom ?? 0);
    });
    expect(await search.count()).toBe(1);
    expect(gap).toBeGreaterThanOrEqual(0);
    expect(gap).toBeLessThan(120);
    // The H1 heads the quick search, so an outline meets it before the rows' headings; on a phone the first cards still start on the first screen.
    expect(await page.locator("h1, h2, h3, h4, h5, h6").first().evaluate((heading) => heading.tagName)).toBe("H1");
    if (device === phone) {
      const cardTop = await page.locator('[data-testid="home-rows"] article').first().evaluate((card) => card.getBoundingClientRect().top + window.scrollY);
      expect(cardTop).toBeLessThan(phone.viewport.height);
    }
    // Each row's title on one line beside its link; on a phone the link shows its count alone but still names the search.
    const lines = await rows.locator("h2").evaluateAll((headings) => headings.map((heading) => heading.getBoundingClientRect().height / parseFloat(getComputedStyle(heading).lineHeight)));
    for (const count of lines) expect(count).toBeLessThan(1.5);
    expect(await rows.getByRole("link", { name: homeRowsTexts[lang].inSearch }).count()).toBe(titles[lang].length);
    const links = await rows.locator('[data-testid="home-row-link"]').evaluateAll((anchors) =>
      anchors.map((anchor) => ({ href: anchor.getAttribute("href") ?? "", count: Number(anchor.textContent?.replace(/\D/g, "")) })),
    );
    expect(links.map((link) => link.href)).toEqual(rowSearches.map((query) => `${pages.search[lang]}?${query}`));
    for (const [index, row] of (await rows.all()).entries()) {
      const cards = await row.locator("article[data-listing-key]").count();
      expect(cards).toBeGreaterThan(0);
      expect(cards).toBeLessThanOrEqual(4);
      expect(cards).toBe(Math.min(4, links[index]?.count ?? 0));
    }
    // Only the first row's first photos load at once.
    expect(await page.locator('[data-testid="home-rows"] img[loading="eager"]').count()).toBe(2);
    expect(await seriousViolations(page)).toEqual([]);
    for (const link of links) expect(await serverResultCount(link.href), link.href).toBe(link.count);
    // One row's link followed in the browser, as a visitor would.
    await rows.locator('[data-testid="home-row-link"]').first().click();
    await page.waitForURL(`${server.url}${links[0]?.href}`);
    await expect.poll(() => resultCount(page)).toBe(links[0]?.count);
    await page.close();
  });
});

// On a phone, where the switch shares the narrowest width with the filters button.
describe("the buy / rent / commercial switch", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser(), server.url, phone);
  });
  afterAll(() => context.close());

  it("switches between buy, rent and commercial in the URL, and sorts prices within one kind", async () => {
    const page = await open(context, pages.search.en);
    const everything = await resultCount(page);
    const counts: Record<string, number> = {};
    for (const [kind, label] of [["rent", "Rent"], ["buy", "Buy"], ["commercial", "Commercial"]] as const) {
      await page.locator('[data-testid="kind-switch"]').getByRole("link", { name: label, exact: true }).click();
      await page.waitForURL(`${server.url}${pages.search.en}?kind=${kind}`);
      await expect.poll(() => page.locator('[data-testid="kind-switch"] [aria-current="page"]').textContent()).toBe(label);
      counts[kind] = await resultCount(page);
      const types = await typesOf(await cardKeys(page));
      expect(types.length).toBeGreaterThan(0);
      if (kind === "rent") expect(types.every((type) => type === "ResidentialLease")).toBe(true);
      if (kind === "buy") expect(types.some((type) => isLeaseType(type) || type.startsWith("Commercial"))).toBe(false);
      if (kind === "commercial") expect(types.every((type) => ["CommercialSale", "CommercialLease", "BusinessOpportunity"].includes(type))).toBe(true);
    }
    expect((counts.buy ?? 0) + (counts.rent ?? 0) + (counts.commercial ?? 0)).toBe(everything);
    expect(await seriousViolations(page)).toEqual([]);

    const bySale = await open(context, `${pages.search.en}?sort=price-asc`);
    expect((await typesOf(await cardKeys(bySale))).some(isLeaseType)).toBe(false);
    expect(await bySale.getByTestId("sort-note").textContent()).toBe(searchNotesEn.priceSortSales);
    const byRent = await open(context, `${pages.search.es}?kind=rent&sort=price-desc`);
    expect(await byRent.locator('[data-testid="kind-switch"] [aria-current="page"]').textContent()).toBe("Rentar");
    const rentKeys = await cardKeys(byRent);
    expect(new Set(await typesOf(rentKeys))).toEqual(new Set(["ResidentialLease"]));
    const prices = await byRent.locator('[data-testid="card-price"]').evaluateAll((nodes) => nodes.map((node) => Number(node.textContent?.split("/")[0]?.replace(/\D/g, ""))));
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    expect(await byRent.getByTestId("sort-note").count()).toBe(0);
    const spanishSale = await fetch(`${server.url}${pages.search.es}?sort=price-desc`);
    expect(await spanishSale.text()).toContain(searchNotesEs.priceSortSales);
  });
});

describe("View Properties on a category, community or city page", () => {
  let context: BrowserContext;
  beforeAll(async () => {
    context = await newContext(browser(), server.url, phone);
  });
  afterAll(() => context.close());

  it.each([
    ["en", "commercial-warehouses"],
    ["es", "luxury"],
    ["en", "mission-sharyland"],
    ["es", "mission"],
  ] as const)("opens the %s search with the %s page's filters", async (lang, id) => {
    const page = await open(context, pages[id][lang]);
    const link = page.locator('[data-testid="mobile-hero"] a[href*="category="]');
    const category = id === "mission" ? "mission-homes" : id;
    expect(await link.getAttribute("href")).toBe(`${pages.search[lang]}?category=${category}`);
    await link.click();
    await page.waitForURL(`${server.url}${pages.search[lang]}?category=${category}`);
    await expect.poll(() => page.locator(`[data-testid="filter-chips"] a[data-filter="category"]`).count()).toBe(1);
  });
});

describe("a saved search", () => {
  it.each([
    ["en", "3+ bd homes for sale in Mission under $300K"],
    ["es", "Casas en venta de 3+ rec. en Mission por menos de $300K"],
  ] as const)("is named after what it finds by default, in %s", async (lang, expected) => {
    const cookie = await createUser(server.url, server.smtp, uniqueEmail(`rows-${lang}`));
    const [name, value] = cookie.split("=");
    const context = await newContext(browser(), server.url, desktop);
    await context.addCookies([{ name: name ?? "", value: value ?? "", url: server.url }]);
    const page = await open(context, `${pages.search[lang]}?beds=3&kind=buy&city=mission&maxPrice=300000`);
    // One tap saves it under the name describing it; the rename is offered after (issue 44, item 6).
    await page.locator('[data-testid="save-search"] button[type="submit"]').click();
    await expect.poll(() => page.getByTestId("save-search-saved").getByRole("status").textContent()).toContain(expected);
    const saved = page.getByTestId("save-search-saved");
    expect(await saved.locator('input[name="name"]').inputValue()).toBe(expected);
    await expect
      .poll(async () => (await (await fetch(`${server.url}${pages.account[lang]}`, { headers: { Cookie: cookie } })).text()).includes(expected.replace("&", "&amp;")))
      .toBe(true);
    // The rename, folded under its summary, then in place.
    await saved.locator("summary").click();
    await saved.locator('input[name="name"]').fill(`Mission, 3 beds (${lang})`);
    await saved.locator('button[type="submit"]').click();
    await expect.poll(() => saved.getByRole("status").textContent()).toContain(`Mission, 3 beds (${lang})`);
    await expect
      .poll(async () => (await (await fetch(`${server.url}${pages.account[lang]}`, { headers: { Cookie: cookie } })).text()).includes(`Mission, 3 beds (${lang})`))
      .toBe(true);
    await context.close();
  });
});
