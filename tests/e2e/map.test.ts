import type { BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import type { MapPins } from "~/features/search/pins";
import { browserForFile, desktop, hydrated, newContext, phone, visit } from "../support/browser";
import { seriousViolations } from "../support/page-quality";

const baseUrl = inject("baseUrl");
const browser = browserForFile();
let context: BrowserContext;
/** Every request the browser made to a host other than the site's, across the file's pages. */
const outside: string[] = [];

/** Lets only the site's own requests through: the map must work with no network beyond it. */
async function offline(on: BrowserContext): Promise<void> {
  const site = new URL(baseUrl).host;
  await on.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.host === site || url.protocol === "data:" || url.protocol === "blob:") return route.continue();
    outside.push(url.href);
    return route.abort();
  });
}

beforeAll(async () => {
  context = await newContext(browser(), baseUrl, desktop);
  await offline(context);
});

afterAll(async () => {
  await context.close();
  expect(outside).toEqual([]);
});

async function open(path: string, on: BrowserContext = context): Promise<Page> {
  const page = await visit(on, path, { waitUntil: "domcontentloaded" });
  await hydrated(page);
  return page;
}

async function mapReady(page: Page, scope = '[data-testid="search-map"]'): Promise<void> {
  await page.locator(`${scope} [data-testid="listing-map"][data-state="ready"]`).waitFor({ timeout: 30_000 });
}

/** The markers drawn once the map has settled: clusters with their counts, and single pins. */
async function markers(page: Page, scope = '[data-testid="search-map"]') {
  await page.locator(`${scope} .map-cluster, ${scope} .map-pin`).first().waitFor({ timeout: 30_000 });
  let last = "";
  for (let tries = 0; tries < 20; tries++) {
    const now = await page.locator(`${scope} .map-cluster, ${scope} .map-pin`).evaluateAll((elements) => elements.map((element) => (element as HTMLElement).dataset.count ?? "1").join(","));
    if (now === last) break;
    last = now;
    await page.waitForTimeout(250);
  }
  return page.locator(`${scope} .map-cluster, ${scope} .map-pin`).evaluateAll((elements) =>
    elements.map((element) => ({ cluster: element.classList.contains("map-cluster"), count: Number((element as HTMLElement).dataset.count ?? 1), key: (element as HTMLElement).dataset.key })),
  );
}

/** A cluster wholly inside the map's box (others may sit under its clipped edge or the header), clicked at its centre. */
async function clickCluster(page: Page): Promise<void> {
  const map = await page.locator('[data-testid="search-map"] [data-testid="listing-map"]').boundingBox();
  if (!map) throw new Error("no map");
  const boxes = await page.locator('[data-testid="search-map"] .map-cluster').evaluateAll((elements) => elements.map((element) => element.getBoundingClientRect().toJSON() as DOMRect));
  // The map runs below the window's edge; a cluster there would take the click of whatever the window shows.
  const bottom = Math.min(map.y + map.height, page.viewportSize()?.height ?? Infinity);
  const inside = boxes.find((box) => box.left > map.x + 60 && box.right < map.x + map.width - 60 && box.top > map.y + 120 && box.bottom < bottom - 60);
  if (!inside) throw new Error("no cluster inside the map");
  await page.mouse.click(inside.left + inside.width / 2, inside.top + inside.height / 2);
}

const resultCount = async (page: Page) => Number((await page.locator('[data-testid="result-count"]').textContent())?.replace(/\D/g, ""));

async function pinsFor(page: Page, search: string): Promise<MapPins> {
  return page.evaluate(async (query) => (await fetch(`/api/map-pins?${query}`)).json() as Promise<MapPins>, search);
}

describe("map search", () => {
  it("switches the results to the map and back through the URL, with every match in the clusters", async () => {
    const page = await open("/en/search?city=mcallen");
    const total = await resultCount(page);
    await page.locator('[data-testid="view-toggle"] a', { hasText: "Map" }).click();
    await page.waitForURL(/view=map/);
    expect(new URL(page.url()).searchParams.get("city")).toBe("mcallen");
    await mapReady(page);
    expect(await page.locator("[data-search-list] article[data-listing-key]").first().isVisible()).toBe(true);
    const drawn = await markers(page);
    expect(drawn.some((marker) => marker.cluster)).toBe(true);
    expect(drawn.reduce((sum, marker) => sum + marker.count, 0)).toBe(total);
    expect(await page.locator('[data-testid="listing-map"] canvas[role="region"]').getAttribute("aria-label")).toContain("The list shows the same listings");
    await page.goBack();
    await page.waitForURL((url) => !url.searchParams.has("view"));
    await page.locator('[data-testid="search-map"]').waitFor({ state: "detached" });
  });

  it("zooms into a cluster, then searches the area shown: the URL, the results and the pins agree", async () => {
    const page = await open("/en/search?view=map");
    await mapReady(page);
    const before = await resultCount(page);
    await markers(page);
    await clickCluster(page);
    await page.getByRole("button", { name: "Search this area" }).waitFor();
    await page.getByRole("button", { name: "Search this area" }).click();
    await page.waitForURL(/bounds=/);
    const bounds = new URL(page.url()).searchParams.get("bounds") ?? "";
    expect(bounds.split(",").map(Number).every(Number.isFinite)).toBe(true);
    await expect.poll(() => resultCount(page)).toBeLessThan(before);
    const pins = await pinsFor(page, `bounds=${bounds}`);
    expect(await resultCount(page)).toBe(pins.total);
    const [south, west, north, east] = bounds.split(",").map(Number) as [number, number, number, number];
    for (const pin of pins.pins) {
      expect(pin.lat).toBeGreaterThanOrEqual(south);
      expect(pin.lat).toBeLessThanOrEqual(north);
      expect(pin.lng).toBeGreaterThanOrEqual(west);
      expect(pin.lng).toBeLessThanOrEqual(east);
    }
    expect(await page.locator('[data-testid="filter-chips"] a[data-filter="bounds"]').count()).toBe(1);
  });

  it("opens a pin's card by keyboard, closes it with Escape, and lights a pin up from its card in the list", async () => {
    const probe = await open("/en/search");
    const { pins } = await pinsFor(probe, "");
    const pin = pins[0];
    if (!pin) throw new Error("no pins");
    const box = `${(pin.lat - 0.002).toFixed(4)},${(pin.lng - 0.002).toFixed(4)},${(pin.lat + 0.002).toFixed(4)},${(pin.lng + 0.002).toFixed(4)}`;
    const page = await open(`/en/search?view=map&bounds=${box}`);
    await mapReady(page);
    const drawn = await markers(page);
    expect(drawn.every((marker) => !marker.cluster)).toBe(true);
    const button = page.locator(`.map-pin[data-key="${pin.key}"]`);
    await button.focus();
    await page.keyboard.press("Enter");
    const card = page.locator('[data-testid="map-card"] article');
    await card.waitFor();
    expect(await card.getAttribute("data-listing-key")).toBe(pin.key);
    expect(await card.locator("h3 a").getAttribute("href")).toMatch(new RegExp(`^/en/property/${pin.key}/`));
    await page.keyboard.press("Escape");
    await card.waitFor({ state: "detached" });
    expect(await button.evaluate((element) => element === document.activeElement)).toBe(true);
    await page.locator(`[data-search-list] article[data-listing-key="${pin.key}"]`).hover();
    await expect.poll(() => button.getAttribute("data-highlighted")).toBe("");
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("draws the site's own basemap with no request beyond the site, in Spanish", async () => {
    const page = await open("/es/buscar?view=map");
    await mapReady(page);
    const labels = await page.locator(".map-label").allTextContents();
    expect(labels).toEqual(expect.arrayContaining(["McAllen", "Edinburg"]));
    expect(labels.join(" ")).toMatch(/México|MÉXICO/);
    expect(await page.locator('[data-testid="view-toggle"] a[aria-current="page"]').textContent()).toBe("Mapa");
    // MapLibre's own controls speak the page's language too (issue 44, item 4).
    const controls = await page.locator('[data-testid="listing-map"] .maplibregl-ctrl :is(button, summary)').evaluateAll((buttons) => buttons.map((button) => button.getAttribute("title") ?? button.getAttribute("aria-label") ?? ""));
    expect(controls).toEqual(expect.arrayContaining(["Acercar", "Alejar", "Mostrar u ocultar los créditos del mapa"]));
    expect(controls.join(" ")).not.toMatch(/Toggle|Zoom/);
    await markers(page);
    await clickCluster(page);
    await page.getByRole("button", { name: "Buscar en esta zona" }).waitFor();
  });

  it("shows the list and a clear message where the browser has no WebGL", async () => {
    const page = await context.newPage();
    await page.addInitScript(() => {
      const original = HTMLCanvasElement.prototype.getContext;
      HTMLCanvasElement.prototype.getContext = function getContext(this: HTMLCanvasElement, type: string, ...rest: unknown[]) {
        return type.startsWith("webgl") ? null : (original as (...args: unknown[]) => RenderingContext | null).call(this, type, ...rest);
      } as typeof original;
    });
    await page.goto("/en/search?view=map", { waitUntil: "domcontentloaded" });
    await hydrated(page);
    await page.locator('[data-testid="listing-map"][data-state="no-webgl"]').waitFor();
    expect(await page.getByTestId("map-unavailable").textContent()).toContain("WebGL");
    expect(await page.locator("[data-search-list] article[data-listing-key]").first().isVisible()).toBe(true);
    await page.close();
  });

  it("keeps the list and a plain link without JavaScript", async () => {
    const plain = await newContext(browser(), baseUrl, { ...phone, javaScriptEnabled: false });
    await offline(plain);
    const page = await plain.newPage();
    await page.goto("/en/search", { waitUntil: "domcontentloaded" });
    await page.getByTestId("view-toggle-phone").click();
    await page.waitForURL(/view=map/);
    expect(await page.locator("[data-search-list] article[data-listing-key]").first().isVisible()).toBe(true);
    expect(await page.getByTestId("search-map").isVisible()).toBe(false);
    await plain.close();
  });

  it("shows the map or the list on a phone, with a floating switch", async () => {
    const mobile = await newContext(browser(), baseUrl, phone);
    await offline(mobile);
    const page = await open("/es/buscar", mobile);
    await page.getByTestId("view-toggle-phone").click();
    await page.waitForURL(/view=map/);
    await mapReady(page);
    expect(await page.locator("[data-search-list]").isVisible()).toBe(false);
    const map = await page.getByTestId("search-map").boundingBox();
    expect(map?.height).toBeGreaterThan(500);
    expect(await page.getByTestId("view-toggle-phone").textContent()).toBe("Lista");
    await page.getByTestId("view-toggle-phone").click();
    await page.waitForURL((url) => !url.searchParams.has("view"));
    await page.locator("article[data-listing-key]").first().waitFor();
    await mobile.close();
  });
});

describe("maps on listing and city pages", () => {
  it("loads the property's map when it scrolls into view, with its pin and links to Google Maps", async () => {
    const probe = await open("/en/search");
    const href = await probe.locator("article[data-listing-key] h3 a").first().getAttribute("href");
    const page = await open(href ?? "/");
    expect(await page.locator('[data-testid="listing-map"]').count()).toBe(0);
    await page.locator("#location").scrollIntoViewIfNeeded();
    await mapReady(page, "section:has(#location)");
    const drawn = await markers(page, "section:has(#location)");
    expect(drawn).toHaveLength(1);
    expect(await page.getByTestId("google-maps").getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=26\.\d+%2C-9[78]\.\d+$/);
    expect(await page.getByTestId("directions").getAttribute("href")).toMatch(/^https:\/\/www\.google\.com\/maps\/dir\/\?api=1&destination=/);
  });

  it("maps a city's and a community's listings, in both languages", async () => {
    for (const path of ["/en/mcallen", "/es/mission/sharyland-plantation"]) {
      const page = await open(path);
      await page.getByTestId("area-map").scrollIntoViewIfNeeded();
      await mapReady(page, '[data-testid="area-map"]');
      expect((await markers(page, '[data-testid="area-map"]')).length).toBeGreaterThan(0);
    }
  });
});
