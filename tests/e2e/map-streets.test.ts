import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { BrowserContext, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { palettes } from "~/features/map/palettes";
import { browserForFile, desktop, hydrated, newContext, phone, visit } from "../support/browser";
import { makeValleyArchive } from "../support/pmtiles-archive";
import { type RunningServer, startServer } from "../support/server";

/**
 * The street basemap (issue 44, item 4; ADR 0417): with MAP_PMTILES the site serves the archive
 * itself and the maps draw its streets and water, reading it in byte ranges, with nothing
 * fetched beyond the site.
 */
const browser = browserForFile();
let server: RunningServer;
const outside: string[] = [];

/** Around the test archive's lake in central McAllen, which the offline basemap doesn't draw. */
const LAKE_VIEW = "26.215,-98.28,26.242,-98.235";

beforeAll(async () => {
  const archive = path.join(mkdtempSync(path.join(tmpdir(), "rgv-pmtiles-")), "valley.pmtiles");
  writeFileSync(archive, makeValleyArchive({ maxZoom: 13 }));
  server = await startServer({ MAP_PMTILES: archive, SEED_COUNT: "60" });
});

afterAll(async () => {
  await server?.stop();
  expect(outside).toEqual([]);
});

async function context(device: typeof desktop | typeof phone): Promise<BrowserContext> {
  const made = await newContext(browser(), server.url, device);
  const site = new URL(server.url).host;
  await made.route("**/*", (route) => {
    const url = new URL(route.request().url());
    if (url.host === site || url.protocol === "data:" || url.protocol === "blob:") return route.continue();
    outside.push(url.href);
    return route.abort();
  });
  return made;
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
