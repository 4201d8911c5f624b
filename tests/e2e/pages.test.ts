import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext } from "../support/browser";
import { specArticles, specRoutes } from "../support/spec";

const baseUrl = inject("baseUrl");
const browser = browserForFile();
let context: BrowserContext;

beforeAll(async () => {
  context = await newContext(browser(), baseUrl, desktop);
});

const pairs = specRoutes().flatMap((row) => [
  { id: row.id, lang: "en" as const, path: row.en, pair: row.es },
  { id: row.id, lang: "es" as const, path: row.es, pair: row.en },
]);

// Each page waits mostly on the server and the browser's navigation, so a few run side by side.
describe.concurrent("every routes.tsv page", () => {
  it.for(pairs)("$path answers 200 with lang, title, H1, canonical and alternates, and its switch lands on $pair", async ({ lang, path, pair }, { expect }) => {
    const page = await context.newPage();
    const response = await page.goto(`${path}?ref=switch`);
    expect(response?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    expect((await page.title()).length).toBeGreaterThan(5);
    expect(await page.locator("h1").count()).toBe(1);
    expect(await page.locator('meta[name="description"]').getAttribute("content")).toMatch(/.{50,}/);
    expect(await page.locator('link[rel="canonical"]').getAttribute("href")).toBe(`${baseUrl}${path}`);
    const en = lang === "en" ? path : pair;
    const es = lang === "es" ? path : pair;
    expect(await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute("href")).toBe(`${baseUrl}${en}`);
    expect(await page.locator('link[rel="alternate"][hreflang="es"]').getAttribute("href")).toBe(`${baseUrl}${es}`);
    expect(await page.locator('link[rel="alternate"][hreflang="x-default"]').getAttribute("href")).toBe(`${baseUrl}${en}`);
    // After hydration the switch is a client-side navigation: the page's data must load through the router too.
    await hydrated(page);
    await page.locator('header [data-testid="lang-switch"]').click();
    await page.waitForURL(`${baseUrl}${pair}?ref=switch`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(pair.split("/")[1]);
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute("href", { timeout: 1000 })).toBe(`${baseUrl}${pair}`);
    expect(await page.locator("h1").count()).toBe(1);
    await page.close();
  });
});

describe("articles", () => {
  const articles = specArticles().flatMap((row) => [
    { lang: "en", path: `/en/blog/${row.en}`, pair: `/es/blog/${row.es}` },
    { lang: "es", path: `/es/blog/${row.es}`, pair: `/en/blog/${row.en}` },
  ]);

  it.each(articles)("$path answers 200 in its language, with its pair as alternate", async ({ lang, path, pair }) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`hrefLang="${lang === "en" ? "es" : "en"}" href="${baseUrl}${pair}"`);
    const h1 = /<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    expect(h1).toBeTruthy();
    expect(html).toContain(`<title>${h1} | `);
  });

  it("an unknown slug answers 404 in its language", async () => {
    for (const lang of ["en", "es"]) {
      const response = await fetch(`${baseUrl}/${lang}/blog/no-such-article`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(`<html lang="${lang}"`);
    }
  });
});
