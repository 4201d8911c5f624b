import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { langs } from "../../app/lib/routes";
import { templatePaths } from "../../bench/pages";
import { browserForFile, desktop, hydrated, newContext, phone, sharedContexts, visit } from "../support/browser";
import { axeViolations, seriousViolations } from "../support/page-quality";

const baseUrl = inject("baseUrl");
const browser = browserForFile({ images: false });

const devices = { desktop, phone };
/**
 * Every template (bench/pages.ts) in each language, in one theme at one size, paired so that each template
 * meets both themes and both sizes across its two languages, and each language every pairing across the
 * templates: light on a desktop with dark on a phone, then the other way round.
 */
const pairings = [
  [["light", "desktop"], ["dark", "phone"]],
  [["dark", "desktop"], ["light", "phone"]],
] as const;

/** One context, and so one tab (`visit`), for each theme and size. */
const contextFor = sharedContexts(browser, baseUrl);

/** What axe finds with a part of the page open: the state's name before each finding. */
async function violationsIn(page: Page, state: string): Promise<string[]> {
  return (await axeViolations(page)).map((line) => `${state}: ${line}`);
}

// One at a time: side by side they only shared the same two cores, and each check's clock ran for all of them.
describe("accessibility", () => {
  it("axe finds nothing, of any impact, on every template in both languages, in both themes at both sizes", { timeout: 240_000 }, async () => {
    const found: string[] = [];
    for (const [index, lang] of langs.entries()) {
      for (const [template, { path }] of (await templatePaths(baseUrl, lang)).entries()) {
        const [theme, device] = pairings[template % 2]?.[index] ?? ["light", "desktop"];
        const page = await visit(await contextFor({ ...devices[device], colorScheme: theme }), path);
        expect(await page.evaluate(() => document.documentElement.dataset.theme)).toBe("system");
        found.push(...(await violationsIn(page, `${path} (${theme}, ${device})`)));
      }
    }
    expect(found).toEqual([]);
  });

  it.for(["light", "dark"] as const)("axe finds nothing with the menus, dialogs, sheets, map and gallery open (%s)", { timeout: 240_000 }, async (theme) => {
    const found: string[] = [];
    const property = (await templatePaths(baseUrl, "en")).find((page) => page.label === "property")?.path ?? "";
    for (const device of ["desktop", "phone"] as const) {
      const page = await visit(await contextFor({ ...devices[device], colorScheme: theme }), "/en/search?view=map");
      await hydrated(page);
      await page.locator('[data-testid="listing-map"][data-state="ready"]').waitFor({ timeout: 30_000 });
      await page.locator(".map-cluster, .map-pin").first().waitFor({ timeout: 30_000 });
      found.push(...(await violationsIn(page, `map (${device})`)));
      if (device === "desktop") {
        await page.getByTestId("cities-trigger").click();
        await page.getByRole("menu").waitFor();
        found.push(...(await violationsIn(page, "cities menu")));
        await page.keyboard.press("Escape");
      } else {
        for (const sheet of ["menu-button", "cities-button"]) {
          await page.getByTestId(sheet).click();
          await page.getByRole("dialog").waitFor();
          found.push(...(await violationsIn(page, sheet)));
          await page.keyboard.press("Escape");
          await page.getByRole("dialog").waitFor({ state: "detached" });
        }
      }
      await page.locator("header").getByTestId("sign-in").click();
      await page.getByTestId("sign-in-dialog").waitFor();
      found.push(...(await violationsIn(page, `sign-in dialog (${device})`)));
      // The dialog hides the rest of the page from assistive technology, and never a link of the page's head.
      expect(await page.locator("link[aria-hidden]").evaluateAll((links) => links.map((link) => `${link.parentElement?.tagName} ${link.outerHTML}`))).toEqual([]);
      await page.keyboard.press("Escape");
      await visit(page.context(), property);
      await hydrated(page);
      await page.getByTestId("gallery-open").click();
      await page.getByTestId("photo-viewer").waitFor();
      found.push(...(await violationsIn(page, `gallery viewer (${device})`)));
      await page.keyboard.press("Escape");
      await page.locator("#location").scrollIntoViewIfNeeded();
      await page.locator('section:has(#location) [data-testid="listing-map"][data-state="ready"]').waitFor({ timeout: 30_000 });
      await page.locator("section:has(#location) .map-pin").waitFor();
      found.push(...(await violationsIn(page, `property map (${device})`)));
    }
    expect(found).toEqual([]);
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
