import type { BrowserContext } from "playwright-core";
import { beforeAll, describe, expect, inject, it } from "vitest";
import { pagePath, type PageId } from "../../app/lib/routes";
import { browserForFile, desktop, hydrated, newContext } from "../support/browser";
import { seriousViolations } from "../support/page-quality";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });
let context: BrowserContext;

beforeAll(async () => {
  context = await newContext(browser(), baseUrl, desktop);
});

describe("desktop header", () => {
  // One model for both languages (ADR 0416): the same links in the same order, two menus among them.
  it.each([
    { lang: "en" as const, links: ["/en", "/en/about", "/en/commercial", "/en/search", "/en/blog", "/en/tools", "/en/gallery", "/en/staging", "/en/wishlist", "/en/contact"], signIn: "Sign in" },
    { lang: "es" as const, links: ["/es", "/es/sobre-mi", "/es/comercial", "/es/buscar", "/es/blog", "/es/herramientas", "/es/galeria", "/es/decoracion-virtual", "/es/lista-deseos", "/es/contacto"], signIn: "Ingresar" },
  ])("has the $lang link set in one row at 1280 px, the Residential menu with the guides, the sign-in control, the switch and the theme toggle", async ({ lang, links, signIn }) => {
    const page = await context.newPage();
    await page.goto(`/${lang}`);
    await hydrated(page);
    expect(await page.locator("header nav a").evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")))).toEqual(links);
    // One row: every entry's top is the first one's.
    const tops = await page.locator("header nav > ul > li").evaluateAll((items) => items.map((item) => Math.round(item.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    await page.getByTestId("residential-trigger").click();
    const residential = await page.getByRole("menu").getByRole("menuitem").evaluateAll((items) => items.map((item) => item.getAttribute("href")));
    expect(residential).toEqual(["residential", "residential-for-sale", "residential-for-rent", "residential-new-construction", "luxury", "casitas", "first-time-buyers", "private-showings"].map((id) => pagePath(id as PageId, lang)));
    // No entry repeats the button's word.
    expect(await page.getByRole("menu").getByRole("menuitem").first().textContent()).toBe(lang === "en" ? "Residential overview" : "Panorama residencial");
    await page.keyboard.press("Escape");
    expect((await page.locator('[data-testid="sign-in"]').textContent())?.trim()).toBe(signIn);
    expect(await page.locator('header [data-testid="lang-switch"]').isVisible()).toBe(true);
    expect(await page.locator('header [data-testid="theme-toggle"]').isVisible()).toBe(true);
    expect(await page.locator('[data-testid="bottom-bar"]').isVisible()).toBe(false);
    expect(await seriousViolations(page)).toEqual([]);
    await page.close();
  });

  it("follows its page links and the footer's within the page, marking the current one", async () => {
    const page = await context.newPage();
    await page.goto("/es");
    await hydrated(page);
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    const current = () => page.locator('header nav a[aria-current="page"]').evaluateAll((anchors) => anchors.map((a) => a.getAttribute("href")));
    expect(await current()).toEqual(["/es"]);
    await page.locator('header nav a[href="/es/herramientas"]').click();
    await page.waitForURL(`${baseUrl}/es/herramientas`);
    await expect.poll(current).toEqual(["/es/herramientas"]);
    const footerBlog = page.locator('[data-testid="site-footer"] a[href="/es/blog"]');
    await footerBlog.click();
    // Once in a clean-clone CI run the first click left the URL where it was for 30 s, and it has not happened
    // here since: one more click, only then, still asks the footer's link for a navigation in the same document.
    if (!(await page.waitForURL(`${baseUrl}/es/blog`, { timeout: 10_000 }).then(() => true, () => false))) await footerBlog.click();
    await page.waitForURL(`${baseUrl}/es/blog`);
    await expect.poll(current).toEqual(["/es/blog"]);
    expect(await page.evaluate(() => "sameDocument" in window)).toBe(true);
    await page.close();
  });

  it("opens the Cities dropdown by keyboard and follows a city", async () => {
    const page = await context.newPage();
    await page.goto("/en");
    await hydrated(page);
    await page.locator('[data-testid="cities-trigger"]').focus();
    await page.keyboard.press("Enter");
    const menu = page.getByRole("menu");
    await menu.waitFor();
    const items = menu.getByRole("menuitem");
    expect(await items.count()).toBe(8);
    const texts = await items.allInnerTexts();
    expect(texts[0]).toContain("McAllen");
    for (const text of texts) expect(text.split("\n").filter(Boolean).length).toBe(2);
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("McAllen");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("Mission");
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "detached" });
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("cities-trigger");
    await page.keyboard.press("ArrowDown");
    await menu.waitFor();
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("McAllen");
    await page.keyboard.press("ArrowDown");
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toContain("Mission");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${baseUrl}/en/mission`);
    await page.close();
  });

  it.each([1280, 800])("keeps the open Cities menu inside a %i px window, in Spanish too", async (width) => {
    const narrow = await newContext(browser(), baseUrl, { viewport: { width, height: 900 } });
    for (const path of ["/en", "/es"]) {
      const page = await narrow.newPage();
      await page.goto(path);
      await hydrated(page);
      await page.locator('[data-testid="cities-trigger"]').click();
      // The menu places itself when it opens and again on the next frame.
      const edges = async () => {
        const box = await page.getByRole("menu").boundingBox();
        return box ? { left: box.x, right: box.x + box.width } : null;
      };
      await expect.poll(edges).toMatchObject({ left: expect.any(Number), right: expect.any(Number) });
      await expect.poll(async () => (await edges())?.left ?? -1).toBeGreaterThanOrEqual(0);
      await expect.poll(async () => (await edges())?.right ?? Infinity).toBeLessThanOrEqual(width);
      await page.mouse.click(2, 890);
      await page.getByRole("menu").waitFor({ state: "detached" });
      await page.close();
    }
    await narrow.close();
  });

  it('shows "Loading page..." while the next page is on its way', async () => {
    const page = await context.newPage();
    await page.goto("/es");
    await hydrated(page);
    await page.route("**/*.data*", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.locator('header nav a[href="/es/sobre-mi"]').click();
    await page.locator('[data-testid="page-loading"]').waitFor();
    expect(await page.locator('[data-testid="page-loading"]').textContent()).toBe("Cargando página...");
    await page.waitForURL(`${baseUrl}/es/sobre-mi`);
    await page.locator('[data-testid="page-loading"]').waitFor({ state: "detached" });
    await page.close();
  });
});

describe("footer", () => {
  it.each(["en", "es"])("in %s carries the TREC links at 16 px or more, the broker, the phone, EHO and the year", async (lang) => {
    const page = await context.newPage();
    await page.goto(`/${lang}`);
    const trec = page.locator('[data-testid="trec-links"] a');
    expect(await trec.allTextContents()).toEqual([
      "Texas Real Estate Commission Information About Brokerage Services",
      "Texas Real Estate Commission Consumer Protection Notice",
    ]);
    for (const size of await trec.evaluateAll((links) => links.map((link) => parseFloat(getComputedStyle(link).fontSize)))) {
      expect(size).toBeGreaterThanOrEqual(16);
    }
    const phoneSize = await page.locator('[data-testid="footer-phone"]').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    const brokerSize = await page.locator('[data-testid="footer-broker"]').evaluate((el) => parseFloat(getComputedStyle(el).fontSize));
    expect(brokerSize).toBeGreaterThanOrEqual(phoneSize / 2);
    const eho = await page.locator('[data-testid="equal-housing"]').textContent();
    expect(eho).toContain("equal housing opportunity throughout the Nation");
    expect(eho).toContain("igualdad de oportunidades en la vivienda en todo el país");
    expect(await page.locator('[data-testid="copyright"]').textContent()).toContain(`© ${new Date().getFullYear()}`);
    await page.close();
  });
});
