import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import type { PropertyType } from "~/lib/reso";
import { homeSaleTypes } from "~/features/market/figures.server";
import { browserForFile, desktop, phone, sharedContexts, visit } from "../support/browser";
import { seriousViolations } from "../support/page-quality";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });

const devices = { phone, desktop };
const money = (text: string | null) => Number((text ?? "").replace(/[^\d]/g, ""));
/** Every number in a text such as "Showing 12 of 1,204 listings". */
const numbers = (text: string | null) => (text ?? "").match(/\d[\d,]*/g)?.map((number) => Number(number.replace(/,/g, ""))) ?? [];

/** One context, and so one tab (`visit`), for each size. */
const contextFor = sharedContexts(browser, baseUrl);

async function open(device: keyof typeof devices, path: string): Promise<Page> {
  const page = await visit(await contextFor(devices[device]), path);
  // The page's own navigation entry carries its status, since `visit` hands back the tab, not the response.
  expect(await page.evaluate(() => performance.getEntriesByType("navigation")[0]?.toJSON().responseStatus)).toBe(200);
  return page;
}

describe("city pages", () => {
  it.each([
    { lang: "en", path: "/en/mcallen", device: "phone", heading: "Price levels in McAllen today", search: "/en/search?category=mcallen-homes" },
    { lang: "es", path: "/es/mcallen", device: "desktop", heading: "Niveles de precio en McAllen hoy", search: "/es/buscar?category=mcallen-homes" },
    { lang: "en", path: "/en/donna", device: "desktop", heading: "Price levels in Donna today", search: "/en/search?category=donna-homes" },
    { lang: "es", path: "/es/weslaco", device: "phone", heading: "Niveles de precio en Weslaco hoy", search: "/es/buscar?category=weslaco-homes" },
  ] as const)("$path shows price levels from the listings, its listings and the full search ($device)", async ({ lang, path, device, heading, search }) => {
    const page = await open(device, path);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    const prices = page.locator('[data-testid="city-prices"]');
    expect(await prices.locator("h2").textContent()).toBe(heading);
    expect(money(await prices.locator('[data-testid="stat-median-price-value"]').textContent())).toBeGreaterThan(10_000);
    expect(money(await prices.locator('[data-testid="stat-price-per-sqft-value"]').textContent())).toBeGreaterThan(10);
    const forSale = money(await prices.locator('[data-testid="stat-homes-for-sale-value"]').textContent());
    expect(forSale).toBeGreaterThan(0);
    const listings = page.locator('[data-testid="category-listings"]');
    expect(await listings.locator("article[data-listing-key]").count()).toBeGreaterThan(0);
    const seeAll = listings.locator(`a[href="${search}"]`).first();
    expect(await seeAll.count()).toBe(1);
    // The city's "homes for sale" are the listings counted under it.
    expect(numbers(await listings.locator("p").first().textContent())).toContain(forSale);
    const median = await prices.locator('[data-testid="stat-median-price-value"]').textContent();
    const city = path.split("/")[2];
    // The McAllen pages get axe in both themes and sizes in a11y-theme.
    if (city !== "mcallen") expect(await seriousViolations(page)).toEqual([]);
    // The city page's figures are the market page's, for the same city.
    const market = await open(device, lang === "en" ? "/en/rgv-real-estate-market" : "/es/mercado-inmobiliario-rgv");
    const row = market.locator(`[data-testid="market-city-table"] tr[data-row="${city}"]`);
    expect(money(await row.locator("td").nth(0).textContent())).toBe(forSale);
    expect(await row.locator("td").nth(2).textContent()).toBe(median);
  });
});

describe("market page", () => {
  it.each([
    { lang: "en", path: "/en/rgv-real-estate-market", device: "desktop", caption: "Homes for sale by city" },
    { lang: "es", path: "/es/mercado-inmobiliario-rgv", device: "phone", caption: "Casas en venta por ciudad" },
  ] as const)("shows the figures, SVG charts and their table alternative ($lang, $device)", async ({ lang, path, device, caption }) => {
    const page = await open(device, path);
    const table = page.locator('[data-testid="market-city-table"]');
    expect(await table.locator("caption").textContent()).toBe(caption);
    expect(await table.locator("tbody tr").count()).toBe(8);
    for (const testId of ["chart-city-price", "chart-city-sqft", "chart-type-on-market"]) {
      const chart = page.locator(`svg[data-testid="${testId}"]`);
      expect(await chart.getAttribute("role")).toBe("img");
      const describedBy = await chart.getAttribute("aria-describedby");
      expect(await page.locator(`table#${describedBy}`).count()).toBe(1);
    }
    // Each bar of the price chart carries the number the table gives for its city.
    const bars = await page.locator('svg[data-testid="chart-city-price"] rect[data-value]').evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute("data-value"))));
    const cells = await table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => Number(row.querySelectorAll("td")[2]?.textContent?.replace(/[^\d]/g, "") || 0)));
    expect(bars).toEqual(cells);
    // The Valley-wide count of homes for sale is the sum of the cities' (the demo listings are all in the eight).
    const counts = await table.locator("tbody tr").evaluateAll((rows) => rows.map((row) => Number(row.querySelectorAll("td")[0]?.textContent?.replace(/[^\d]/g, ""))));
    const forSale = money(await page.locator('[data-testid="stat-homes-for-sale-value"]').textContent());
    expect(forSale).toBe(counts.reduce((sum, value) => sum + value, 0));
    // One definition of homes for sale (ADR 0203), stated under the figure: the category page it names counts the same,
    // and the by-type chart's bars (its table's numbers) for the home types add up to it.
    const note = page.locator('[data-testid="homes-for-sale-note"]');
    expect(await note.textContent()).toMatch(lang === "en" ? /under contract, pending or coming soon/ : /bajo contrato, pendientes o próximamente/);
    const categoryPath = (await note.locator("a").getAttribute("href")) ?? "";
    const typeRows = await page.locator('[data-testid="market-type-table"] tbody tr').evaluateAll((rows) =>
      rows.map((row) => ({ type: row.getAttribute("data-row") ?? "", count: Number(row.querySelector("td")?.textContent?.replace(/[^\d]/g, "")) })),
    );
    const typeBars = await page.locator('svg[data-testid="chart-type-on-market"] rect[data-value]').evaluateAll((rects) => rects.map((rect) => Number(rect.getAttribute("data-value"))));
    expect(typeBars).toEqual(typeRows.map((row) => row.count));
    expect(typeRows.filter((row) => homeSaleTypes.includes(row.type as PropertyType)).reduce((sum, row) => sum + row.count, 0)).toBe(forSale);
    const types = page.locator('[data-testid="market-type-table"] tbody tr');
    expect(await types.count()).toBeGreaterThan(3);
    expect(await seriousViolations(page)).toEqual([]);
    const category = await open(device, categoryPath);
    expect(numbers(await category.locator('[data-testid="category-listings"] p').first().textContent())).toContain(forSale);
  });
});
