import { execFile } from "node:child_process";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { floodZoneEn } from "../../app/i18n/flood-zone.en";
import { floodZoneEs } from "../../app/i18n/flood-zone.es";
import { listingsEn } from "../../app/i18n/listings.en";
import { listingsEs } from "../../app/i18n/listings.es";
import { fmt } from "../../app/i18n";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { type FemaNfhl, startFemaNfhl } from "../support/fema-nfhl";
import { floodZonePoints } from "../support/flood-zone-fixtures";
import { localDoubles } from "../support/local-doubles";
import { seriousViolations } from "../support/page-quality";
import { migratedDataDir } from "../support/pglite-template";
import { freePort, repoRoot, type RunningServer, startServer } from "../support/server";

/**
 * The flood zone (ADR 0124): FEMA's double gives the seeded listings' zones, the background job stores
 * them, the property page says them in both languages and the search leaves out the high-risk ones;
 * with FEMA slow or down the page answers as before and says nothing about floods.
 */

const browser = browserForFile({ images: false });
const texts = { en: { flood: floodZoneEn, search: listingsEn.search }, es: { flood: floodZoneEs, search: listingsEs.search } };
const property = { en: (key: string) => `/en/property/${key}/x`, es: (key: string) => `/es/propiedad/${key}/x` };
const searchPath = { en: "/en/search", es: "/es/buscar" };

async function seededDataDir(): Promise<string> {
  const dataDir = await migratedDataDir("rgv-flood-");
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ["node_modules/tsx/dist/cli.mjs", "tests/support/flood-zone-seed.ts"], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir } }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(),
    ),
  );
  return dataDir;
}

const floodServer = async (fema: Pick<FemaNfhl, "url">) => startServer({ DATA_DIR: await seededDataDir(), SEED_COUNT: "0", FLOOD_ZONE_URL: fema.url, E2E_JOB_SECONDS: "1", ...localDoubles });

describe("with FEMA answering", () => {
  let fema: FemaNfhl;
  let server: RunningServer;
  beforeAll(async () => {
    fema = await startFemaNfhl({ points: floodZonePoints });
    server = await floodServer(fema);
    // The job's first pass comes a second after start; the page shows what it stored.
    const deadline = Date.now() + 30_000;
    while (!(await (await fetch(`${server.url}${property.en("FLOODX")}`)).text()).includes("FEMA flood zone X")) {
      if (Date.now() > deadline) throw new Error(`no flood zone on the page:\n${server.output()}`);
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  });
  afterAll(async () => {
    await server?.stop();
    await fema?.stop();
  });

  it("asked FEMA once per listing at its true point, the withheld one too", () => {
    const asked = fema.requests.map((request) => request.params.geometry).sort();
    expect(asked).toEqual(["-97.97011,26.15011", "-97.98022,26.16022", "-97.99033,26.17033"]);
  });

  describe.each([
    ["en", "desktop", desktop],
    ["es", "phone", phone],
  ] as const)("in %s at %s size", (lang, _size, device) => {
    const t = texts[lang];

    it("says zone AE is high risk and zone X minimal, when FEMA said so, with FEMA's map at the point", async () => {
      const context = await newContext(browser(), server.url, device);
      const page = await context.newPage();
      await page.goto(property[lang]("FLOODAE"));
      await hydrated(page);
      const line = page.getByTestId("flood-zone");
      expect(await line.locator("p").first().textContent()).toBe(fmt(t.flood.risks.high, { zone: "AE" }));
      expect(await line.textContent()).toMatch(lang === "en" ? /Checked with FEMA on \w{3} \d{1,2}, \d{4}\./ : /Consultado con FEMA el \d{1,2} \w+\.? \d{4}\./);
      const map = new URL((await line.getByRole("link", { name: t.flood.map }).getAttribute("href"))!);
      expect(`${map.origin}${map.pathname}`).toBe("https://msc.fema.gov/portal/search");
      expect(map.searchParams.get("AddressQuery")).toBe("26.15011, -97.97011");
      expect(await seriousViolations(page)).toEqual([]);

      await page.goto(property[lang]("FLOODX"));
      await hydrated(page);
      expect(await page.getByTestId("flood-zone").locator("p").first().textContent()).toBe(fmt(t.flood.risks.minimal, { zone: "X" }));
      await context.close();
    });

    it("finds only the listing outside high-risk zones with the filter, sent without JavaScript, shown as a chip", async () => {
      const context = await newContext(browser(), server.url, { ...device, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${searchPath[lang]}?q=zarzamora`);
      const keys = () => page.locator("article[data-listing-key]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-listing-key")).sort());
      expect(await keys()).toEqual(["FLOODAE", "FLOODHIDDEN", "FLOODX"]);
      // Without script, the phone's filters are the same GET form as the desktop's sidebar, in a disclosure.
      if (device === phone) await page.locator('[data-testid="mobile-filters"] summary').click();
      const filters = page.locator(device === phone ? '[data-testid="mobile-filters"] [data-testid="search-filters"]' : 'aside [data-testid="search-filters"]');
      await filters.getByLabel(t.search.outsideFloodZone).check();
      await filters.locator('button[type="submit"]').click();
      await page.waitForURL((url) => url.searchParams.get("outsideFloodZone") === "true");
      expect(await keys()).toEqual(["FLOODX"]);
      expect(await page.locator('[data-testid="filter-chips"] [data-filter="outsideFloodZone"]').textContent()).toContain(t.search.outsideFloodZone);
      await context.close();
    });
  });

  it("opens FEMA's map at the city's centre, not the house, for an address the MLS withholds", async () => {
    const html = await (await fetch(`${server.url}${property.en("FLOODHIDDEN")}`, { redirect: "follow" })).text();
    expect(html).toContain(fmt(floodZoneEn.risks.high, { zone: "AE" }));
    expect(html).not.toMatch(/26\.1703|97\.9903|Garza/);
    expect(html).toMatch(/msc\.fema\.gov\/portal\/search\?AddressQuery=[^"]+/);
  });
});

describe("with FEMA slow, then down", () => {
  let fema: FemaNfhl;
  let server: RunningServer;
  beforeAll(async () => {
    fema = await startFemaNfhl({ points: floodZonePoints, slowMs: 60_000 });
    fema.fail("slow");
    server = await floodServer(fema);
  });
  afterAll(async () => {
    await server?.stop();
    await fema?.stop();
  });

  const pageHtml = async (path: string) => {
    const started = performance.now();
    const response = await fetch(`${server.url}${path}`);
    return { status: response.status, html: await response.text(), ms: performance.now() - started };
  };

  it("answers the property page at once while FEMA keeps the job waiting, and says nothing about floods", async () => {
    await expect.poll(() => fema.requests.length, { timeout: 20_000 }).toBeGreaterThan(0);
    for (const lang of ["en", "es"] as const) {
      const { status, html, ms } = await pageHtml(property[lang]("FLOODAE"));
      expect(status).toBe(200);
      expect(ms).toBeLessThan(3_000);
      expect(html).not.toContain('data-testid="flood-zone"');
      expect(html).not.toMatch(/FEMA/);
    }
  });

  it("says nothing about floods after FEMA answered 500s, and the filter leaves no listing out", async () => {
    fema.heal();
    fema.fail("500");
    const before = fema.requests.length;
    // The slow request ends at the job's time limit; the next listings meet the 500s.
    await expect.poll(() => fema.requests.length, { timeout: 30_000, interval: 500 }).toBeGreaterThanOrEqual(before + 2);
    const { status, html } = await pageHtml(property.es("FLOODX"));
    expect(status).toBe(200);
    expect(html).not.toMatch(/FEMA/);
    const results = await (await fetch(`${server.url}/en/search?q=zarzamora&outsideFloodZone=true`)).text();
    for (const key of ["FLOODAE", "FLOODX", "FLOODHIDDEN"]) expect(results).toContain(`data-listing-key="${key}"`);
    await expect.poll(() => server.output(), { timeout: 20_000 }).toMatch(/"msg":"flood zones checked".*"failed":[1-9]/);
  });
});

describe("with nothing listening where FEMA should be", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await floodServer({ url: `http://127.0.0.1:${await freePort()}/arcgis/rest/services/public/NFHL/MapServer/28/query` });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("counts the failures in one log line without a point, and the page says nothing about floods", async () => {
    await expect.poll(() => server.output(), { timeout: 20_000 }).toMatch(/"msg":"flood zones checked".*"failures":\{"network":3\}/);
    expect(server.output()).not.toMatch(/26\.15|97\.97|Resaca/);
    const response = await fetch(`${server.url}${property.en("FLOODAE")}`);
    expect(response.status).toBe(200);
    expect(await response.text()).not.toMatch(/FEMA/);
  });
});
