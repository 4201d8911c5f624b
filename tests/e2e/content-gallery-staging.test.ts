import type { Page } from "playwright-core";
import { describe, expect, inject, it } from "vitest";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { seriousViolations } from "../support/page-quality";

const baseUrl = inject("baseUrl");
const browser = browserForFile();

const count = async (page: Page) => Number((await page.locator('[data-testid="gallery-count"]').textContent())?.replace(/[^\d]/g, "") || 0);

describe("gallery", () => {
  it.each([
    { lang: "en", base: "/en/gallery", device: phone, kitchen: "Kitchens", counter: "2 / " },
    { lang: "es", base: "/es/galeria", device: desktop, kitchen: "Cocinas", counter: "2 / " },
  ])("filters by room in the URL and opens the viewer by keyboard ($lang)", async ({ base, device, kitchen, counter }) => {
    const context = await newContext(browser(), baseUrl, device);
    const page = await context.newPage();
    await page.goto(base);
    await hydrated(page);
    const all = await count(page);
    expect(all).toBeGreaterThan(0);
    await page.locator('[data-testid="gallery-filters"] a[data-filter="kitchen"]').click();
    await page.waitForURL(`${baseUrl}${base}?show=kitchen`);
    await expect.poll(() => page.locator('[data-testid="gallery-filters"] a[aria-current="page"]').textContent()).toBe(kitchen);
    const kitchens = await count(page);
    expect(kitchens).toBeGreaterThan(0);
    expect(kitchens).toBeLessThan(all);

    const first = page.locator('[data-testid="gallery-open"]').first();
    await first.focus();
    await page.keyboard.press("Enter");
    const viewer = page.locator('[data-testid="photo-viewer"]');
    await viewer.waitFor();
    expect(await page.locator('[data-testid="photo-counter"]').textContent()).toMatch(/^1 \/ /);
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => page.locator('[data-testid="photo-counter"]').textContent()).toContain(counter);
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => page.locator('[data-testid="photo-counter"]').textContent()).toMatch(/^(\d+) \/ \1$/);
    await page.keyboard.press("Escape");
    await viewer.waitFor({ state: "detached" });
    // The dialog hands focus back as it unmounts, a moment after it leaves the page.
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-testid"))).toBe("gallery-open");
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("filters without JavaScript, shows the staged rooms and ignores an unknown filter", async () => {
    const context = await newContext(browser(), baseUrl, { ...desktop, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto("/en/gallery");
    await page.locator('[data-testid="gallery-filters"] a[data-filter="bedroom"]').click();
    await page.waitForURL(`${baseUrl}/en/gallery?show=bedroom`);
    expect(await page.locator('[data-testid="gallery-item"]').count()).toBeGreaterThan(0);
    await page.goto("/es/galeria?show=staged");
    expect(await page.locator('[data-testid="gallery-item"]').count()).toBe(3);
    expect(await page.locator('[data-testid="gallery-item"] a[href="/es/decoracion-virtual"]').count()).toBe(3);
    const response = await page.goto("/en/gallery?show=%3Cscript%3E&page=-4");
    expect(response?.status()).toBe(200);
    expect(await page.locator('[data-testid="gallery-filters"] a[aria-current="page"]').getAttribute("data-filter")).toBe("all");
    await context.close();
  });

  it("swipes between photos on a phone", async () => {
    const context = await newContext(browser(), baseUrl, phone);
    const page = await context.newPage();
    await page.goto("/en/gallery?show=living");
    await hydrated(page);
    await page.locator('[data-testid="gallery-open"]').first().click();
    const stage = page.locator('[data-testid="photo-viewer"] .touch-pan-y');
    await stage.waitFor();
    const box = await stage.boundingBox();
    if (!box) throw new Error("viewer has no box");
    const y = box.y + box.height / 2;
    await stage.dispatchEvent("pointerdown", { clientX: box.x + box.width * 0.8, clientY: y });
    await stage.dispatchEvent("pointerup", { clientX: box.x + box.width * 0.2, clientY: y });
    await expect.poll(() => page.locator('[data-testid="photo-counter"]').textContent()).toMatch(/^2 \/ /);
    await context.close();
  });
});

describe("virtual staging", () => {
  it.each([
    { lang: "en", path: "/en/staging", device: phone, label: "Compare before and after: Living room" },
    { lang: "es", path: "/es/decoracion-virtual", device: desktop, label: "Comparar antes y después: Sala" },
  ])("moves the before/after slider by keyboard, labelled in its language ($lang)", async ({ path, device, label }) => {
    const context = await newContext(browser(), baseUrl, device);
    const page = await context.newPage();
    await page.goto(path);
    await hydrated(page);
    const slider = page.getByRole("slider", { name: label, exact: true });
    expect(await slider.inputValue()).toBe("50");
    const layer = page.locator('[data-testid="before-layer"]').first();
    expect(await layer.evaluate((element) => (element as HTMLElement).style.clipPath)).toBe("inset(0px 50% 0px 0px)");
    await slider.focus();
    for (let step = 0; step < 5; step += 1) await page.keyboard.press("ArrowRight");
    expect(await slider.inputValue()).toBe("55");
    await expect.poll(() => layer.evaluate((element) => (element as HTMLElement).style.clipPath)).toBe("inset(0px 45% 0px 0px)");
    await page.keyboard.press("ArrowLeft");
    expect(await slider.inputValue()).toBe("54");
    await page.keyboard.press("Home");
    expect(await slider.inputValue()).toBe("0");
    await expect.poll(() => layer.evaluate((element) => (element as HTMLElement).style.clipPath)).toBe("inset(0px 100% 0px 0px)");
    await page.keyboard.press("End");
    expect(await slider.getAttribute("aria-valuetext")).toMatch(/^100% /);
    // Both pictures of the pair are real images the server drew.
    for (const src of await page.locator('[data-testid="before-after"] img').evaluateAll((images) => images.slice(0, 2).map((image) => (image as HTMLImageElement).currentSrc))) {
      const response = await fetch(src);
      expect(response.status, src).toBe(200);
      expect(response.headers.get("content-type")).toMatch(/^image\//);
    }
    expect(await page.locator('[data-testid="before-after"]').count()).toBe(3);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
