import { describe, expect, inject, it } from "vitest";
import { demoSite } from "~/lib/site";
import { langs, pageIds, pagePath } from "~/lib/routes";
import { browserForFile, hydrated, newContext, phone } from "../support/browser";
import { specArticlePath } from "../support/spec";

/** Issue 25, item 7: what visitors met, each held here where a browser or the served HTML shows it. */
const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });

describe("visitor bugs", () => {
  it("names the broker as Corredor in the Spanish footer, as the e-mails do", async () => {
    const page = await (await newContext(browser(), baseUrl, phone)).newPage();
    for (const [lang, label] of [["en", "Broker:"], ["es", "Corredor:"]] as const) {
      await page.goto(pagePath("home", lang));
      expect(await page.getByTestId("footer-broker").textContent()).toBe(`${label} ${demoSite.brokerName} · ${demoSite.brokerage}`);
    }
    await page.context().close();
  });

  it("gives every element id once on every page, the site maps included", async () => {
    const repeated: string[] = [];
    for (const path of [...pageIds.flatMap((id) => langs.map((lang) => pagePath(id, lang))), "/sitemap"]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      const ids = [...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]);
      const twice = [...new Set(ids.filter((id, index) => ids.indexOf(id) !== index))];
      if (twice.length > 0) repeated.push(`${path}: ${twice.join(", ")}`);
    }
    expect(repeated).toEqual([]);
  });

  it("keeps the #hash and the query when switching the language of an article", async () => {
    const key = "mcallen-market-update";
    const page = await (await newContext(browser(), baseUrl, phone)).newPage();
    await page.goto(`${specArticlePath(key, "en")}?ref=share#section`);
    await hydrated(page);
    await expect.poll(() => page.getByTestId("lang-switch").first().getAttribute("href")).toBe(`${specArticlePath(key, "es")}?ref=share#section`);
    await page.getByTestId("lang-switch").first().click();
    await page.waitForURL(`${baseUrl}${specArticlePath(key, "es")}?ref=share#section`);
    // A #hash reached in the page, after it loaded, goes along too.
    await page.evaluate(() => {
      window.location.hash = "another";
    });
    await expect.poll(() => page.getByTestId("lang-switch").first().getAttribute("href")).toBe(`${specArticlePath(key, "en")}?ref=share#another`);
    await page.getByTestId("lang-switch").first().click();
    await page.waitForURL(`${baseUrl}${specArticlePath(key, "en")}?ref=share#another`);
    await page.context().close();
  });

  it.each([390, 360])("keeps Sign in on one line in the phone header at %i px, in both languages, without overflow", async (width) => {
    const context = await newContext(browser(), baseUrl, { ...phone, viewport: { width, height: 800 } });
    const page = await context.newPage();
    for (const lang of langs) {
      await page.goto(pagePath("home", lang));
      const banner = page.getByRole("banner");
      const signIn = banner.getByTestId("sign-in");
      const box = await signIn.boundingBox();
      const lineHeight = await signIn.evaluate((element) => parseFloat(getComputedStyle(element).lineHeight) || 20);
      const textHeight = await signIn.evaluate((element) => {
        const range = document.createRange();
        range.selectNodeContents(element);
        return Math.max(...[...range.getClientRects()].map((rect) => rect.bottom)) - Math.min(...[...range.getClientRects()].map((rect) => rect.top));
      });
      expect(textHeight, `${lang} sign-in text height`).toBeLessThan(lineHeight * 1.5);
      expect(box && box.x + box.width <= width, `${lang} sign-in inside the screen`).toBe(true);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, `${lang} sideways scroll`).toBeLessThanOrEqual(0);
      const row = await banner.locator("> div").first().evaluate((element) => element.scrollWidth - element.clientWidth);
      expect(row, `${lang} header overflow`).toBeLessThanOrEqual(0);
    }
    await context.close();
  });

  it("issue 44, item 11: no date to come in the site maps, the toasts' region named in the page's language, TREC's English names marked English", async () => {
    const now = Date.now() + 60_000;
    const maps = [await (await fetch(`${baseUrl}/sitemap.xml`)).text()];
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    for (const [, url = ""] of robots.matchAll(/^Sitemap: (\S+)$/gm)) if (!url.endsWith("/sitemap.xml")) maps.push(await (await fetch(url.replace(/^https?:\/\/[^/]+/, baseUrl))).text());
    const stamps = maps.flatMap((xml) => [...xml.matchAll(/<lastmod>([^<]+)<\/lastmod>/g)].map((match) => Date.parse(match[1] ?? "")));
    expect(stamps.length).toBeGreaterThan(100);
    expect(stamps.filter((stamp) => !(stamp <= now))).toEqual([]);

    const page = await (await newContext(browser(), baseUrl, phone)).newPage();
    await page.goto(pagePath("home", "es"));
    await hydrated(page);
    expect(await page.getByTestId("trec-links").locator("a[lang='en']").count()).toBe(2);
    await expect.poll(() => page.locator("section[aria-label^='Notificaciones']").count()).toBe(1);
    expect(await page.locator("section[aria-label^='Notifications']").count()).toBe(0);
    await page.goto(pagePath("home", "en"));
    expect(await page.getByTestId("trec-links").locator("a[lang]").count()).toBe(0);
    await page.context().close();
  });

  it.each(langs)("issue 44, item 5: on a 390×844 phone the first listing shows within the first screen, and the tabs follow the filters (%s)", async (lang) => {
    const page = await (await newContext(browser(), baseUrl, phone)).newPage();
    await page.goto(pagePath("search", lang));
    await hydrated(page);
    const box = await page.locator("article[data-listing-key]").first().boundingBox();
    // Its photo at least half in view, not only its top edge.
    expect((box?.y ?? Infinity) + 120).toBeLessThan(844);
    await page.goto(`${pagePath("search", lang)}?type=Residential`);
    await hydrated(page);
    expect(await page.getByTestId("kind-switch").locator("a[aria-current='page']").getAttribute("data-kind")).toBe("buy");
    await page.context().close();
  });
});
