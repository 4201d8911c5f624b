import { describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext, phone, sharedContexts, visit } from "../support/browser";
import { seriousViolations } from "../support/page-quality";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });

const pages = ["/en", "/es", "/en/commercial/warehouses", "/es/comercial/almacenes", "/en/mcallen", "/es/mcallen"];
const devices = { desktop, phone };
/**
 * Each page in both themes and at both sizes, paired so that every theme meets every size on half
 * the pages (each page in each language): light on a desktop with dark on a phone, then the other way round.
 */
const pairings = [
  [["light", "desktop"], ["dark", "phone"]],
  [["dark", "desktop"], ["light", "phone"]],
] as const;
const cases = pages.flatMap((path, index) => (pairings[Math.floor(index / 2) % 2] ?? []).map(([theme, device]) => ({ path, theme, device })));

/** One context, and so one tab (`visit`), for each theme and size. */
const contextFor = sharedContexts(browser, baseUrl);

// One at a time: side by side they only shared the same two cores, and each check's clock ran for all of them.
describe("accessibility", () => {
  it.for(cases)("axe finds nothing serious or critical on $path in the $theme theme ($device)", async ({ path, theme, device }) => {
    const page = await visit(await contextFor({ ...devices[device], colorScheme: theme }), path);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("system");
    expect(await seriousViolations(page)).toEqual([]);
  });
});

// The check itself: a page with serious faults (low contrast, an unnamed button and image) is reported, rule by rule.
describe("the axe check", () => {
  it("reports serious and critical violations, with what is at fault", async () => {
    const context = await newContext(browser(), baseUrl, desktop);
    const page = await context.newPage();
    await page.goto("/robots.txt");
    await page.setContent('<html lang="en"><title>t</title><main><h1>Title</h1><p style="color:#bbb;background:#fff">Faint text</p><button id="bare"></button><img id="photo" src="x.png"></main></html>');
    const found = await seriousViolations(page);
    expect(found.map((line) => line.split(":")[0])).toEqual(expect.arrayContaining(["color-contrast", "button-name", "image-alt"]));
    expect(found.find((line) => line.startsWith("button-name"))).toContain("#bare");
    await context.close();
  });
});

describe("theme", () => {
  it("follows the system, and the toggle's choice is remembered and rendered by the server", async () => {
    const context = await newContext(browser(), baseUrl, { ...desktop, colorScheme: "dark" });
    const page = await context.newPage();
    await page.goto("/en");
    await hydrated(page);
    const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const dark = await background();
    const toggle = page.locator('header [data-testid="theme-toggle"]');
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await expect.poll(background).not.toBe(dark);
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "theme")?.value).toBe("light");
    const html = await (await page.request.get("/es")).text();
    expect(html).toContain('data-theme="light"');
    await toggle.click();
    await expect.poll(() => page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "theme")?.value).toBe("dark");
    await page.reload();
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("dark");
    await context.close();
  });

  it("works without JavaScript", async () => {
    const context = await newContext(browser(), baseUrl, { ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/about");
    await page.locator('header [data-testid="theme-toggle"]').click();
    await page.waitForURL(`${baseUrl}/en/about`);
    expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("light");
    await context.close();
  });

  it("rejects a bad theme with 400", async () => {
    const response = await fetch(`${baseUrl}/api/theme`, {
      method: "POST",
      body: new URLSearchParams({ theme: "purple", redirectTo: "/en" }),
    });
    expect(response.status).toBe(400);
  });
});

describe("background effects", () => {
  it("draws the aurora and the noise, holding the aurora still whatever the motion preference", async () => {
    for (const reducedMotion of ["no-preference", "reduce"] as const) {
      const context = await newContext(browser(), baseUrl, { ...desktop, reducedMotion });
      const page = await context.newPage();
      await page.goto("/en");
      expect(await page.locator(".noise").evaluate((el) => getComputedStyle(el).backgroundImage)).toContain("noise");
      const aurora = await page.locator(".aurora").evaluate((el) => {
        const style = getComputedStyle(el);
        return { background: style.backgroundImage, animation: style.animationName };
      });
      expect(aurora.background.match(/radial-gradient/g)).toHaveLength(3);
      expect(aurora.animation).toBe("none");
      await context.close();
    }
  });
});
