import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { palettes } from "~/features/map/palettes";
import { browserForFile, desktop, hydrated, newContext, phone, visit } from "../support/browser";
import { localDoubles } from "../support/local-doubles";
import { DOUBLE_WATER, type OpenFreeMapDouble, startOpenFreeMapDouble } from "../support/openfreemap-double";
import { seriousViolations } from "../support/page-quality";
import { makeValleyArchive } from "../support/pmtiles-archive";
import { type RunningServer, startServer } from "../support/server";

/**
 * The street basemaps. With MAP_PMTILES (issue 44, item 4; ADR 0417) the site serves the archive
 * itself and the maps draw its streets and water, reading it in byte ranges, with nothing fetched
 * beyond the site. With no map setting (issue 52, item 6; ADR 0419) they draw OpenFreeMap's style,
 * here a local double of it, which the site reads and hands them; when the server can't reach it, or
 * its tiles don't answer, they draw the offline basemap, and the browser's console stays clean.
 */
const browser = browserForFile();
let server: RunningServer;
/** A site whose street style is the OpenFreeMap double's: as a fresh clone's is OpenFreeMap's. */
let styled: RunningServer;
let double: OpenFreeMapDouble;
const outside: string[] = [];

/** Around the test archive's lake in central McAllen, which the offline basemap doesn't draw. */
const LAKE_VIEW = "26.215,-98.28,26.242,-98.235";

beforeAll(async () => {
  const archive = path.join(mkdtempSync(path.join(tmpdir(), "rgv-pmtiles-")), "valley.pmtiles");
  writeFileSync(archive, makeValleyArchive({ maxZoom: 13 }));
  double = await startOpenFreeMapDouble();
  [server, styled] = await Promise.all([
    startServer({ MAP_PMTILES: archive, SEED_COUNT: "60" }),
    // No listing is needed under a basemap: an empty site starts sooner.
    startServer({ MAP_STYLE_URL: double.url, OUTGOING_ALLOW_HOSTS: localDoubles.OUTGOING_ALLOW_HOSTS, SEED_COUNT: "0" }),
  ]);
});

afterAll(async () => {
  await Promise.all([server?.stop(), styled?.stop()]);
  await double?.stop();
  expect(outside).toEqual([]);
});

/** A browser on `site` that may reach nothing else but the hosts named. */
async function context(device: typeof desktop | typeof phone, site: RunningServer = server, ...hosts: string[]): Promise<BrowserContext> {
  const made = await newContext(browser(), site.url, device);
  const allowed = [new URL(site.url).host, ...hosts];
  await made.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (allowed.includes(url.host) || url.protocol === "data:" || url.protocol === "blob:") return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  return made;
}

/** What the page writes to its console as an error, and the errors it doesn't catch. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  page.on("pageerror", (error) => errors.push(error.message));
  return errors;
}

/** Pixels of the map's canvas within a small distance of a colour. */
async function pixelsOf(page: Page, hex: string): Promise<number> {
  const png = await page.locator('[data-testid="listing-map"] canvas').screenshot();
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)) as [number, number, number];
  let count = 0;
  for (let at = 0; at < data.length; at += info.channels) {
    if (Math.abs(data[at]! - r) + Math.abs(data[at + 1]! - g) + Math.abs(data[at + 2]! - b) < 12) count++;
  }
  return count;
}

describe.each([
  ["en", "/en/search", desktop],
  ["es", "/es/buscar", phone],
] as const)("the street basemap in %s", (lang, searchPath, device) => {
  it("draws the archive's streets and water, read in byte ranges from the site", async () => {
    const browsing = await context(device);
    const ranges: { status: number; range: string | null }[] = [];
    browsing.on("response", (response) => {
      if (new URL(response.url()).pathname === "/map/valley.pmtiles") ranges.push({ status: response.status(), range: response.request().headers().range ?? null });
    });
    const page = await visit(browsing, `${searchPath}?view=map&bounds=${LAKE_VIEW}`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    await page.locator('[data-testid="listing-map"][data-state="ready"]').waitFor({ timeout: 30_000 });
    await expect.poll(() => pixelsOf(page, palettes.light.water), { timeout: 20_000 }).toBeGreaterThan(500);

    // The header, then the tiles: every read a byte range answered 206.
    expect(ranges.length).toBeGreaterThanOrEqual(2);
    expect(ranges.every((read) => read.status === 206 && /^bytes=\d+-\d+$/.test(read.range ?? ""))).toBe(true);
    // The archive names its places itself: no HTML labels of the offline basemap, and OpenStreetMap is credited.
    expect(await page.locator(".map-label").count()).toBe(0);
    expect(await page.locator(".maplibregl-ctrl-attrib-inner").textContent()).toMatch(/OpenStreetMap/);
    const titles = await page.locator('[data-testid="listing-map"] .maplibregl-ctrl :is(button, summary)').evaluateAll((buttons) => buttons.map((button) => button.getAttribute("title") ?? ""));
    expect(titles).toContain(lang === "en" ? "Zoom in" : "Acercar");
    await browsing.close();
  });
});

describe("the street basemap's archive", () => {
  it("answers a plain request whole and keeps the security headers", async () => {
    const response = await fetch(`${server.url}/map/valley.pmtiles`);
    expect(response.status).toBe(200);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(Buffer.from(await response.arrayBuffer()).subarray(0, 7).toString()).toBe("PMTiles");
  });
});

type MapStyle = { layers: { id: string; layout?: Record<string, unknown> }[] };
const placeLabel = (style: MapStyle) => JSON.stringify(style.layers.find((layer) => layer.id === "label_city")?.layout?.["text-field"]);

describe("the default street style (OpenFreeMap's; here its double)", () => {
  const asked = (path: string) => double.requests.filter((request) => request === path).length;
  /** One tab per size, shared by the tests in turn, and what each wrote to its console as an error. */
  const tabs = new Map<typeof desktop | typeof phone, Promise<{ page: Page; errors: string[] }>>();
  const tab = (device: typeof desktop | typeof phone) => {
    const made =
      tabs.get(device) ??
      context(device, styled, new URL(double.origin).host)
        .then((browsing) => browsing.newPage())
        .then((page) => ({ page, errors: consoleErrors(page) }));
    tabs.set(device, made);
    return made;
  };
  const mapReady = (page: Page) => page.locator('[data-testid="listing-map"][data-state="ready"]').waitFor({ timeout: 30_000 });

  it("draws the offline basemap at once, with no console error, while the server can't reach the style", async () => {
    double.mode = "down";
    const { page, errors } = await tab(desktop);
    const styleAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/map-style");
    await page.goto(`/en/search?view=map&bounds=${LAKE_VIEW}`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    expect((await styleAnswer).status()).toBe(204);
    await mapReady(page);
    expect(await page.locator(".map-label").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("map-unavailable").count()).toBe(0);
    // The server asked the style's host; the browser never did.
    expect(asked("/styles/liberty")).toBeGreaterThan(0);
    expect(double.requests.filter((request) => request !== "/styles/liberty")).toEqual([]);
    expect(errors).toEqual([]);
    double.mode = "up";
  });

  it("draws its streets and water on a phone, names places in the page's language, credits OpenFreeMap, OpenMapTiles and OpenStreetMap", async () => {
    const { page, errors } = await tab(phone);
    const styleAnswer = page.waitForResponse((response) => new URL(response.url()).pathname === "/api/map-style");
    const document = await page.goto(`/es/buscar?view=map&bounds=${LAKE_VIEW}`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    const style = (await (await styleAnswer).json()) as MapStyle;
    await mapReady(page);
    // Before the canvas's screenshots, which scroll the page under its header.
    expect(await seriousViolations(page)).toEqual([]);
    await expect.poll(() => pixelsOf(page, DOUBLE_WATER), { timeout: 20_000 }).toBeGreaterThan(500);

    // The style came from the site; its TileJSON, tiles, glyphs and sprite from the style's host, which the CSP names alone.
    expect(asked("/planet")).toBeGreaterThan(0);
    expect(double.requests.some((request) => /^\/planet\/[^/]+\/\d+\/\d+\/\d+\.pbf$/.test(request))).toBe(true);
    expect(document?.headers()["content-security-policy"]).toContain(`connect-src 'self' ${double.origin};`);
    const english = await page.evaluate(async () => (await fetch("/api/map-style?lang=en")).json() as Promise<MapStyle>);
    expect(placeLabel(style)).toContain('["get","name:es"]');
    expect(placeLabel(english)).toContain('["get","name:en"]');
    expect(await page.locator(".map-label").count()).toBe(0);
    const credit = await page.locator(".maplibregl-ctrl-attrib-inner").textContent();
    for (const name of ["OpenFreeMap", "OpenMapTiles", "OpenStreetMap"]) expect(credit).toContain(name);
    const titles = await page.locator('[data-testid="listing-map"] .maplibregl-ctrl :is(button, summary)').evaluateAll((buttons) => buttons.map((button) => button.getAttribute("title") ?? ""));
    expect(titles).toContain("Acercar");
    expect(errors).toEqual([]);
  });

  it("falls back to the offline basemap, quietly, when the style's tiles don't answer", async () => {
    double.mode = "hang";
    const { page, errors } = await tab(desktop);
    const before = asked("/planet");
    const started = Date.now();
    await page.goto(`/en/search?view=map&bounds=${LAKE_VIEW}`, { waitUntil: "domcontentloaded" });
    await hydrated(page);
    await mapReady(page);
    expect(Date.now() - started).toBeGreaterThan(5_000);
    expect(asked("/planet")).toBeGreaterThan(before);
    expect(await page.locator(".map-label").count()).toBeGreaterThan(0);
    expect(await page.getByTestId("map-unavailable").count()).toBe(0);
    expect(errors).toEqual([]);
    double.mode = "up";
  });
});
