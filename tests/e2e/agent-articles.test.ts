import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { agentEn } from "../../app/i18n/agent.en";
import { browserForFile, desktop, hydrated } from "../support/browser";
import { agentSession, createAgent, signedInContext, startServerWithMail, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const AGENT = "agent-articles@example.com";
let site: ServerWithMail;
let agentCookie: string;
let photos: { cover: string; kitchen: string };
const browser = browserForFile();

beforeAll(async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), "rgv-articles-"));
  photos = { cover: path.join(dataDir, "cover.jpg"), kitchen: path.join(dataDir, "kitchen.jpg") };
  writeFileSync(photos.cover, await sharp({ create: { width: 1600, height: 900, channels: 3, background: "#2a6" } }).jpeg().toBuffer());
  writeFileSync(photos.kitchen, await sharp({ create: { width: 1200, height: 800, channels: 3, background: "#a62" } }).jpeg().toBuffer());
  const token = await createAgent(dataDir, AGENT);
  site = await startServerWithMail({}, dataDir);
  agentCookie = await agentSession(site.url, token, AGENT);
});
afterAll(async () => {
  await site?.stop();
});

const get = (pathname: string) => fetch(`${site.url}${pathname}`, { redirect: "manual" });
const text = (pathname: string) => get(pathname).then((response) => response.text());
/** How long a look after a change waits for a visitor's page to follow it (kept pages follow the counter within a second). */
const followsChange = { timeout: 10_000, interval: 300 };
const phoneNoScript = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, javaScriptEnabled: false } as const;

const summary = "What moved prices, inventory and days on market across the Valley in November, and what it means if you buy or sell this winter.";
const resumen = "Qué movió los precios, el inventario y los días en el mercado del Valle en noviembre, y qué significa si compras o vendes este invierno.";

/**
 * The Valley's wall clock at the first whole minute at least 12 s from now, as the editor's date
 * and time fields take it: time enough to save and check the article is absent (one post and four
 * fetches, under 2 s here, ~4 s on a busy CI machine). Every second of margin is a second the last
 * test waits, half a minute on average past it for the whole minute.
 */
function aMinuteAhead(): { day: string; time: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + 12_000) / 60_000) * 60_000);
  const day = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Chicago" }).format(at);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: "America/Chicago", hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(at);
  return { day, time, at };
}

let englishEditor = "";
let scheduledAt: Date;

describe("the agent's articles", () => {
  it("keeps the editor the site's 404 for anyone but the agent", async () => {
    for (const target of ["/en/agent/articles", "/es/agente/articulos/nuevo", "/en/agent/articles/seed-nearshoring-en"]) expect((await get(target)).status).toBe(404);
  });

  it("on a desktop with JavaScript, in English: an article with a cover and a photo in its text, its address suggested from the title, previewed and published; visitors read it", async () => {
    const context = await signedInContext(browser(), site.url, agentCookie, desktop);
    const page = await context.newPage();
    await page.goto("/en/agent/articles");
    await hydrated(page);
    expect(await page.getByTestId("article-row").count()).toBe(28);
    await page.getByTestId("new-article-en").click();
    await page.waitForURL(/\/en\/agent\/articles\/new\?lang=en$/);
    await hydrated(page);
    await page.locator("#article-title").fill("Valley Market Update: November");
    expect(await page.locator("#article-slug").inputValue()).toBe("valley-market-update-november");
    await page.locator("#article-summary").fill(summary);
    await page.locator("#article-body-editor").fill("## Prices\n\nMedian prices **held steady** in McAllen and Edinburg.\n\n| City | Median |\n| --- | --- |\n| McAllen | $265,000 |\n\n<script>alert(1)</script> [a trap](javascript:alert(1))");
    await page.locator("#article-tags").fill("market, mcallen");
    // A new article starts as a draft.
    expect(await page.locator("#article-status").inputValue()).toBe("draft");
    await page.locator("#article-status").selectOption("published");
    await page.locator("#article-cover-file").setInputFiles(photos.cover);
    await page.locator("#article-coverAlt").fill("Palm-lined street in McAllen at dusk");
    // A photo for the text comes back as a line at the end of the text; the cover chosen is asked for again.
    await page.locator("#article-image-file").setInputFiles(photos.kitchen);
    await page.locator("#article-image-alt").fill("Kitchen with a granite island");
    await page.getByTestId("add-image").click();
    await page.getByTestId("image-added").waitFor();
    expect(await page.locator("#article-body").inputValue()).toMatch(/!\[Kitchen with a granite island\]\(\/images\/articles\/[0-9a-f]{16}\/w1280\.jpg\)\n?$/);
    await page.getByTestId("preview-article").click();
    await page.getByTestId("article-preview").waitFor();
    const preview = page.getByTestId("article-preview");
    expect(await preview.locator("table").count()).toBe(1);
    expect(await preview.locator("img[alt='Kitchen with a granite island']").count()).toBe(1);
    expect(await preview.locator("script, a[href^='javascript']").count()).toBe(0);
    await page.locator("#article-cover-file").setInputFiles(photos.cover);
    await page.getByTestId("save-article").click();
    await page.getByText(agentEn.toasts.articleCreated).waitFor();
    englishEditor = new URL(page.url()).pathname;
    // The new article's draft kept in the browser became this article: the next new one starts empty.
    await expect.poll(() => page.evaluate(() => localStorage.getItem("article-draft:new-en"))).toBeNull();
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await (await browser().newContext({ baseURL: site.url })).newPage();
    await visitor.goto("/en/blog/valley-market-update-november");
    expect(await visitor.locator("h1").textContent()).toBe("Valley Market Update: November");
    expect(await visitor.locator("picture source[type='image/avif']").first().getAttribute("srcset")).toMatch(/\/images\/articles\/[0-9a-f]{16}\/w640\.avif 640w/);
    expect(await visitor.locator(".prose-article img").getAttribute("alt")).toBe("Kitchen with a granite island");
    const html = await visitor.content();
    // Alone in its language: a canonical, and no hreflang alternates.
    expect(html).toContain(`<link rel="canonical" href="${site.url}/en/blog/valley-market-update-november"`);
    expect(html).not.toMatch(/<link[^>]+hreflang=/i);
    expect(await visitor.getByTestId("lang-switch").first().getAttribute("href")).toBe("/es/blog");
    expect(await seriousViolations(visitor)).toEqual([]);
    await visitor.context().close();
    await expect.poll(() => text("/en/blog"), followsChange).toContain("Valley Market Update: November");
    expect(await text("/en/blog/feed.xml")).toContain("/en/blog/valley-market-update-november");
    await context.close();
  });

  it("on a 360 px phone without JavaScript, in Spanish: the Spanish twin, scheduled, stays out of the blog, feed and site map until its time", async () => {
    const context = await signedInContext(browser(), site.url, agentCookie, phoneNoScript);
    const page = await context.newPage();
    await page.goto(englishEditor.replace("/en/agent/articles/", "/es/agente/articulos/"));
    await page.getByTestId("write-twin").click();
    await page.waitForURL(/\/es\/agente\/articulos\/nuevo\?lang=es&twin=/);
    await page.locator("#article-title").fill("Mercado del Valle: noviembre");
    await page.locator("#article-summary").fill(resumen);
    await page.locator("#article-body").fill("## Precios\n\nLos precios medianos **se mantuvieron** en McAllen y Edinburg.");
    await page.locator("#article-coverAlt").fill("Calle con palmeras en McAllen al atardecer");
    const when = aMinuteAhead();
    scheduledAt = when.at;
    await page.locator("#article-status").selectOption("scheduled");
    await page.locator("#article-publishDay").fill(when.day);
    await page.locator("#article-publishTime").fill(when.time);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.getByTestId("save-article").click();
    await page.waitForURL(/\/es\/agente\/articulos\/[0-9a-f-]{36}$/);
    expect(await page.locator("#article-slug").inputValue()).toBe("mercado-del-valle-noviembre");
    expect(await page.locator("#article-status").inputValue()).toBe("scheduled");
    expect((await get("/es/blog/mercado-del-valle-noviembre")).status).toBe(404);
    expect(await text("/es/blog")).not.toContain("Mercado del Valle: noviembre");
    expect(await text("/es/blog/feed.xml")).not.toContain("mercado-del-valle-noviembre");
    expect(await text("/sitemap.xml")).not.toContain("mercado-del-valle-noviembre");
    await context.close();
  });

  it("on a desktop, in Spanish: a new address for the English article leaves a 301 from the old one", async () => {
    const context = await signedInContext(browser(), site.url, agentCookie, desktop);
    const page = await context.newPage();
    await page.goto(englishEditor.replace("/en/agent/articles/", "/es/agente/articulos/"));
    await hydrated(page);
    await page.locator("#article-slug").fill("valley-market-november-2026");
    await page.getByTestId("save-article").click();
    await page.getByText("Artículo guardado").waitFor();
    const moved = await get("/en/blog/valley-market-update-november?ref=mail");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("Location")).toBe("/en/blog/valley-market-november-2026?ref=mail");
    expect((await get("/en/blog/valley-market-november-2026")).status).toBe(200);
    await context.close();
  });

  it("at its time the Spanish twin is live, in the blog, its feed and the site map, with hreflang both ways and the language switch between the two", async () => {
    await expect.poll(async () => (await get("/es/blog/mercado-del-valle-noviembre")).status, { timeout: Math.max(5_000, scheduledAt.getTime() - Date.now() + 45_000), interval: 1_000 }).toBe(200);
    const html = await text("/es/blog/mercado-del-valle-noviembre");
    expect(html).toContain(`hrefLang="en" href="${site.url}/en/blog/valley-market-november-2026"`);
    expect(await text("/en/blog/valley-market-november-2026")).toContain(`hrefLang="es" href="${site.url}/es/blog/mercado-del-valle-noviembre"`);
    await expect.poll(() => text("/es/blog"), { timeout: 45_000, interval: 1_000 }).toContain("Mercado del Valle: noviembre");
    expect(await text("/es/blog/feed.xml")).toContain("/es/blog/mercado-del-valle-noviembre");
    const sitemap = await text("/sitemap.xml");
    expect(sitemap).toMatch(/<loc>[^<]*\/es\/blog\/mercado-del-valle-noviembre<\/loc><lastmod>[^<]+<\/lastmod><xhtml:link rel="alternate" hreflang="es"[^>]*\/><xhtml:link rel="alternate" hreflang="en" href="[^"]*\/en\/blog\/valley-market-november-2026"/);
    const page = await (await browser().newContext({ baseURL: site.url })).newPage();
    await page.goto("/es/blog/mercado-del-valle-noviembre");
    await hydrated(page);
    expect(await page.getByTestId("lang-switch").first().getAttribute("href")).toBe("/en/blog/valley-market-november-2026");
    // The twin without a cover of its own shows the English one's.
    expect(await page.locator("main picture img").first().getAttribute("alt")).toBe("Calle con palmeras en McAllen al atardecer");
    await page.context().close();
    // Scheduled a minute or two ahead: the wait is the clock's.
  }, 180_000);
});
