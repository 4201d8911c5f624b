import { describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext } from "../support/browser";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });

describe("root", () => {
  it("serves the noindex loading screen", async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Loading your experience...");
    expect(html).toMatch(/<meta name="robots" content="noindex"/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+"/);
  });

  it("replaces itself with /en", async () => {
    const context = await newContext(browser(), baseUrl, desktop);
    const page = await context.newPage();
    await page.goto("/en/about");
    await page.goto("/");
    await page.waitForURL(`${baseUrl}/en`);
    // Replaced, not pushed: going back skips the loading screen and lands on the page before it.
    await page.goBack();
    await page.waitForURL(`${baseUrl}/en/about`);
    await context.close();
  });

  it("goes to /es once the visitor chose Spanish with the switch", async () => {
    const context = await newContext(browser(), baseUrl, desktop);
    const page = await context.newPage();
    await page.goto("/en/about");
    await hydrated(page);
    await page.locator('[data-testid="lang-switch"]').first().click();
    await page.waitForURL(`${baseUrl}/es/sobre-mi`);
    await page.goto("/");
    await page.waitForURL(`${baseUrl}/es`);
    await context.close();
  });

  it("works without JavaScript", async () => {
    const context = await newContext(browser(), baseUrl, { ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/");
    await page.waitForURL(`${baseUrl}/en`);
    expect(await page.locator("h1").count()).toBe(1);
    await context.close();
  });
});

describe("not found", () => {
  it.each([
    { path: "/en/no-such-page", lang: "en", heading: "We couldn't find that page" },
    { path: "/es/no-existe", lang: "es", heading: "No encontramos esa página" },
    { path: "/es/mcallen/no-existe", lang: "es", heading: "No encontramos esa página" },
  ])("$path answers 404 in $lang with the chrome", async ({ path, lang, heading }) => {
    const context = await newContext(browser(), baseUrl, desktop);
    const page = await context.newPage();
    const response = await page.goto(path);
    expect(response?.status()).toBe(404);
    expect(await page.locator("html").getAttribute("lang")).toBe(lang);
    await expect.poll(() => page.locator("h1").textContent()).toBe(heading);
    expect(await page.locator('[data-testid="site-footer"]').count()).toBe(1);
    await context.close();
  });
});

describe("unexpected errors", () => {
  it.each(["en", "es"])("/%s answers 500 with the error page and a working header and footer", async (lang) => {
    const context = await newContext(browser(), baseUrl, desktop);
    const page = await context.newPage();
    const response = await page.goto(`/${lang}/_error-check`);
    expect(response?.status()).toBe(500);
    expect(await page.locator("h1").textContent()).toBe("Unexpected Application Error!");
    expect(await page.title()).toBe("Unexpected Application Error!");
    if (lang === "es") await expect.poll(() => page.getByText("¡Error inesperado de la aplicación!").count()).toBe(1);
    expect(await page.locator('[data-testid="site-footer"]').count()).toBe(1);
    await page.locator("header nav a").nth(1).click();
    await page.waitForURL(lang === "en" ? `${baseUrl}/en/about` : `${baseUrl}/es/sobre-mi`);
    expect(await page.locator("h1").count()).toBe(1);
    await context.close();
  });
});
