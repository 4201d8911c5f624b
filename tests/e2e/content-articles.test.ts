import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { seriousViolations } from "../support/page-quality";
import { feedPath, pages } from "../../app/lib/routes";
import { specArticles } from "../support/spec";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });
let context: BrowserContext;

beforeAll(async () => {
  context = await newContext(browser(), baseUrl, desktop);
});

const pairs = specArticles().flatMap((row) => [
  { lang: "en", path: `/en/blog/${row.en}`, pair: `/es/blog/${row.es}` },
  { lang: "es", path: `/es/blog/${row.es}`, pair: `/en/blog/${row.en}` },
]);

/** The part of a page's HTML from an element with this test id to the end of that element's section, roughly: enough to look inside. */
const part = (html: string, testId: string) => {
  const at = html.indexOf(`data-testid="${testId}"`);
  return at === -1 ? "" : html.slice(at, html.indexOf("</section>", at));
};

// Every article as the server renders it.
describe.concurrent("every article", () => {
  it.for(pairs)("$path has its parts and its pair as alternate", async ({ lang, path, pair }, { expect }) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<html lang="${lang}"`);
    expect(html).toContain(`<link rel="alternate" hrefLang="${lang === "en" ? "es" : "en"}" href="${baseUrl}${pair}"/>`);
    expect(html).toMatch(lang === "en" ? /\d+ min read/ : /\d+ min de lectura/);
    expect(html.split('data-testid="author-box"')).toHaveLength(2);
    // The cover's words for those who can't see it, wherever the page is shared.
    expect(html).toMatch(/<meta property="og:image:alt" content="[^"]{10,}"\/>/);
    expect(part(html, "related-articles")).toContain("<a ");
    expect(part(html, "article-listings")).toContain("data-listing-key=");
    expect(html.split('href="mailto:?subject=')).toHaveLength(2);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].flatMap((match) => [JSON.parse(match[1] ?? "null")].flat());
    expect(jsonLd.map((entry: { "@type"?: string }) => entry?.["@type"])).toEqual(expect.arrayContaining(["BlogPosting", "BreadcrumbList"]));
    expect(jsonLd.find((entry: { "@type"?: string }) => entry?.["@type"] === "BlogPosting")).toMatchObject({ dateModified: expect.stringMatching(/^\d{4}-\d{2}-\d{2}/) });
    expect(html).toContain('<meta property="og:type" content="article"/>');
  });
});

// The switch is a client-side navigation once hydrated; one article each way.
describe.concurrent("the language switch on an article", () => {
  it.for([pairs[0], pairs.at(-1)].filter((entry) => entry !== undefined))("on $path lands on $pair", async ({ path, pair }, { expect }) => {
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    await page.locator('header [data-testid="lang-switch"]').click();
    await page.waitForURL(`${baseUrl}${pair}`);
    await expect.poll(() => page.locator("html").getAttribute("lang")).toBe(pair.split("/")[1]);
    expect(await page.locator("article header").textContent()).toMatch(pair.startsWith("/en") ? /\d+ min read/ : /\d+ min de lectura/);
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

describe("the blog's feeds", () => {
  it("answer an Atom feed per language, linked from the blog's index and every guide, listing every guide of that language", async () => {
    for (const lang of ["en", "es"] as const) {
      const response = await fetch(`${baseUrl}${feedPath(lang)}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("application/atom+xml; charset=utf-8");
      const xml = await response.text();
      expect(xml).toContain(`xml:lang="${lang}"`);
      const guides = specArticles().map((article) => `${pages.blog[lang]}/${article[lang]}`);
      expect((xml.match(/<entry>/g) ?? []).length).toBe(guides.length);
      for (const guide of guides) expect(xml).toContain(`<link rel="alternate" type="text/html" href="${baseUrl}${guide}"/>`);
      // An entry's id is the article's own, not its address: a new slug is not a new entry to a reader.
      expect(new Set([...xml.matchAll(/<entry>.*?<id>([^<]+)<\/id>/g)].map((match) => match[1])).size).toBe(guides.length);
      for (const page of [pages.blog[lang], guides[0] ?? ""]) {
        const html = await (await fetch(`${baseUrl}${page}`)).text();
        expect(html).toMatch(new RegExp(`<link rel="alternate" type="application/atom\\+xml" title="[^"]+" href="${feedPath(lang)}"/>`));
      }
    }
  });
});

