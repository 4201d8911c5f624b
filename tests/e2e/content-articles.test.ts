import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { seriousViolations } from "../support/page-quality";
import { specArticles } from "../support/spec";

const baseUrl = inject("baseUrl");
const browser = browserForFile();
let context: BrowserContext;

beforeAll(async () => {
  context = await newContext(browser(), baseUrl, desktop);
});

const pairs = specArticles().flatMap((row) => [
  { lang: "en", path: `/en/blog/${row.en}`, pair: `/es/blog/${row.es}` },
  { lang: "es", path: `/es/blog/${row.es}`, pair: `/en/blog/${row.en}` },
]);

// Each article waits mostly on the server and the browser's navigation, so a few run side by side.
describe.concurrent("every article", () => {
  it.for(pairs)("$path has its parts, its pair as alternate, and the switch lands on $pair", async ({ lang, path, pair }, { expect }) => {
    const page = await context.newPage();
    expect((await page.goto(path))?.status()).toBe(200);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    expect(await page.locator(`link[rel="alternate"][hreflang="${lang === "en" ? "es" : "en"}"]`).getAttribute("href")).toBe(`${baseUrl}${pair}`);
    expect(await page.locator("article header").textContent()).toMatch(lang === "en" ? /\d+ min read/ : /\d+ min de lectura/);
    expect(await page.locator('[data-testid="author-box"]').count()).toBe(1);
    expect(await page.locator('[data-testid="related-articles"] a').count()).toBeGreaterThan(0);
    expect(await page.locator('[data-testid="article-listings"] article[data-listing-key]').count()).toBeGreaterThan(0);
    expect(await page.locator('a[href^="mailto:?subject="]').count()).toBe(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.flatMap((script) => [JSON.parse(script.textContent ?? "null")].flat()));
    const types = jsonLd.map((entry: { "@type"?: string }) => entry?.["@type"]);
    expect(types).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
    expect(await page.locator('meta[property="og:type"]').getAttribute("content")).toBe("article");
    await hydrated(page);
    await page.locator('header [data-testid="lang-switch"]').click();
    await page.waitForURL(`${baseUrl}${pair}`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(pair.split("/")[1]);
    await page.close();
  });
});

describe("articles", () => {
  it("long articles have a table of contents whose links reach their headings", async () => {
    const page = await context.newPage();
    await page.goto(pairs[0]?.path ?? "/en/blog");
    const links = page.locator('nav[aria-labelledby="toc-title"] a');
    expect(await links.count()).toBeGreaterThanOrEqual(4);
    for (const href of await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""))) {
      expect(await page.locator(`h2${href}`).count(), href).toBe(1);
    }
    await page.close();
  });

  it.each([
    { path: "/en/blog", device: desktop },
    { path: "/es/blog", device: phone },
  ])("$path lists the articles newest first with their topics", async ({ path, device }) => {
    const ctx = await newContext(browser(), baseUrl, device);
    const page = await ctx.newPage();
    await page.goto(path);
    const dates = await page.locator('[data-testid="article-card"] time').evaluateAll((times) => times.map((time) => time.getAttribute("datetime") ?? ""));
    expect(dates.length).toBeGreaterThan(0);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(await page.locator('[data-testid="article-card-tags"]').count()).toBe(dates.length);
    expect(await seriousViolations(page)).toEqual([]);
    await ctx.close();
  });

  it("an article passes axe on a phone", async () => {
    const ctx = await newContext(browser(), baseUrl, phone);
    const page = await ctx.newPage();
    await page.goto(pairs[1]?.path ?? "/es/blog");
    expect(await seriousViolations(page)).toEqual([]);
    await ctx.close();
  });
});
