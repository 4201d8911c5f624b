import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext } from "../support/browser";
import { pagePath, pages, type PageId } from "../../app/lib/routes";
import { seriousViolations } from "../support/page-quality";
import { specArticlePath, specArticles, specRoutes } from "../support/spec";
import { decode } from "../support/structured-data";
import { fullTitle } from "../../app/lib/seo";
import { demoSite } from "../../app/lib/site";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });
let context: BrowserContext;

beforeAll(async () => {
  context = await newContext(browser(), baseUrl, desktop);
});

const pairs = specRoutes().flatMap((row) => [
  { id: row.id, lang: "en" as const, path: row.en, pair: row.es },
  { id: row.id, lang: "es" as const, path: row.es, pair: row.en },
]);

/** The first match of a pattern's group in a page's HTML. */
const first = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

/** The texts of a page's headings of one level, as a reader hears them. */
const headingTexts = (html: string, tag: "h1" | "h2") =>
  [...html.matchAll(new RegExp(`<${tag}[\\s>][\\s\\S]*?</${tag}>`, "g"))].map((match) => match[0].replace(/<[^>]*>/g, "").replace(/\s+/g, " ").trim().toLowerCase());

// Every page as the server renders it: the head, the single H1 and where its language switch leads.
describe.concurrent("every routes.tsv page", () => {
  it.for(pairs)("$path answers 200 with lang, title, H1, description, canonical and alternates, and its switch links to $pair", async ({ lang, path, pair }, { expect }) => {
    const response = await fetch(`${baseUrl}${path}?ref=switch`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(first(html, /<html lang="([^"]+)"/)).toBe(lang);
    expect(first(html, /<title>([^<]*)<\/title>/)?.length).toBeGreaterThan(5);
    expect(html.match(/<h1[\s>]/g)).toHaveLength(1);
    // No h2 (the footer's among them) says what the H1 says.
    expect(headingTexts(html, "h2")).not.toContain(headingTexts(html, "h1")[0]);
    expect(first(html, /<meta name="description" content="([^"]*)"/)).toMatch(/.{50,}/);
    expect(first(html, /<link rel="canonical" href="([^"]+)"/)).toBe(`${baseUrl}${path}`);
    const en = lang === "en" ? path : pair;
    const es = lang === "es" ? path : pair;
    expect(first(html, /<link rel="alternate" hrefLang="en" href="([^"]+)"/)).toBe(`${baseUrl}${en}`);
    expect(first(html, /<link rel="alternate" hrefLang="es" href="([^"]+)"/)).toBe(`${baseUrl}${es}`);
    expect(first(html, /<link rel="alternate" hrefLang="x-default" href="([^"]+)"/)).toBe(`${baseUrl}${en}`);
    const switchLink = first(html, /(<a [^>]*data-testid="lang-switch"[^>]*>)/) ?? "";
    expect(first(switchLink, /href="([^"]+)"/)).toBe(`${pair}?ref=switch`);
  });
});

/**
 * After hydration the switch is a client-side navigation: the page's data
 * must load through the router. One page of each template (route module) in
 * the browser, alternating the language it starts from.
 */
const firstOfTemplate = new Map<string, (typeof pairs)[number]>();
for (const entry of pairs) {
  const template = pages[entry.id as PageId]?.template ?? entry.id;
  if (entry.lang === "en" && !firstOfTemplate.has(template)) firstOfTemplate.set(template, entry);
}
const byTemplate = [...firstOfTemplate.values()].map(
  (entry, index) => (index % 2 === 0 ? entry : { ...entry, lang: "es" as const, path: entry.pair, pair: entry.path }),
);

describe.concurrent("the language switch in the browser", () => {
  it.for(byTemplate)("on $path lands on $pair with its language, canonical and one H1", async ({ lang, path, pair }, { expect }) => {
    const page = await context.newPage();
    await page.goto(`${path}?ref=switch`);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    await hydrated(page);
    await page.locator('header [data-testid="lang-switch"]').click();
    await page.waitForURL(`${baseUrl}${pair}?ref=switch`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(pair.split("/")[1]);
    await expect.poll(() => page.locator('link[rel="canonical"]').getAttribute("href", { timeout: 1000 })).toBe(`${baseUrl}${pair}`);
    expect(await page.locator("h1").count()).toBe(1);
    await page.close();
  });
});

// Page prose names other pages by route id (ADR 0120): the guide's links lead to the pages and articles of its own language.
describe("links in a guide's text", () => {
  it.each(["en", "es"] as const)("the %s first-time buyers guide links pages and articles that answer 200 in its language", async (lang) => {
    const page = await context.newPage();
    await page.goto(pagePath("first-time-buyers", lang));
    await hydrated(page);
    const links = page.locator("main p > a");
    const hrefs = await links.evaluateAll((anchors) => anchors.map((anchor) => anchor.getAttribute("href") ?? ""));
    expect(hrefs).toEqual([
      pagePath("tools", lang),
      specArticlePath("first-time-checklist", lang),
      specArticlePath("down-payment-assistance", lang),
      pagePath("search", lang),
      pagePath("private-showings", lang),
    ]);
    for (const href of hrefs) {
      const response = await fetch(`${baseUrl}${href}`);
      expect(response.status, href).toBe(200);
      expect(await response.text(), href).toContain(`<html lang="${lang}"`);
    }
    expect(await seriousViolations(page)).toEqual([]);
    // Followed by the router, as the site's other links are.
    await links.first().click();
    await page.waitForURL(`${baseUrl}${pagePath("tools", lang)}`);
    await expect.poll(() => page.locator("h1").textContent()).toBe(lang === "en" ? "Home Buying Tools" : "Herramientas para comprar casa");
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
    // The article's own title, with the site's name when both fit in 65 characters (fullTitle).
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "");
    expect(title).toBe(fullTitle(decode(h1 ?? ""), demoSite.agentName));
    expect(title.startsWith(decode(h1 ?? "").slice(0, 20))).toBe(true);
  });

  it("an unknown slug answers 404 in its language", async () => {
    for (const lang of ["en", "es"]) {
      const response = await fetch(`${baseUrl}/${lang}/blog/no-such-article`);
      expect(response.status).toBe(404);
      expect(await response.text()).toContain(`<html lang="${lang}"`);
    }
  });
});
