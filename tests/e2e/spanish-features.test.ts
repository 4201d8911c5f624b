import { execFile } from "node:child_process";
import type { BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { propertyPageEn } from "../../app/i18n/property-page.en";
import { propertyPageEs } from "../../app/i18n/property-page.es";
import { resoFeaturesEs } from "../../app/i18n/reso-features.es";
import { featureValue, type FeatureField } from "../../app/lib/reso-features";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { seriousViolations } from "../support/page-quality";
import { migratedDataDir } from "../support/pglite-template";
import { repoRoot, type RunningServer, startServer } from "../support/server";
import { feedFeatures } from "../support/spanish-features";

const browser = browserForFile({ images: false });
let server: RunningServer;
const page = { en: "/en/property/MLSFEAT01", es: "/es/propiedad/MLSFEAT01" };
const LOCAL = "Comal Griddle";

/** Each field's values as the feed sent them, one by one. */
const sent = Object.entries(feedFeatures).map(([field, values]) => [field as FeatureField, (typeof values === "string" ? values.split(",") : values).map((value) => value.trim())] as const);

beforeAll(async () => {
  const dataDir = await migratedDataDir("rgv-features-");
  await new Promise<void>((resolve, reject) =>
    execFile(process.execPath, ["node_modules/tsx/dist/cli.mjs", "tests/support/spanish-features-seed.ts"], { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir } }, (error, _stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(),
    ),
  );
  server = await startServer({ DATA_DIR: dataDir, SEED_COUNT: "20" });
});

afterAll(async () => {
  await server?.stop();
});

/** What the features section shows, by field: each value's text and its lang attribute. */
async function shownFeatures(url: string, device: BrowserContextOptions) {
  const context = await newContext(browser(), server.url, device);
  const tab = await context.newPage();
  await tab.goto(url);
  await hydrated(tab);
  const section = tab.getByTestId("features");
  await section.waitFor();
  const shown = await section.locator("[data-field]").evaluateAll((rows) =>
    rows.map((row) => ({
      field: row.getAttribute("data-field") ?? "",
      label: row.querySelector("dt")?.textContent ?? "",
      items: [...row.querySelectorAll("li")].map((item) => ({ text: (item.textContent ?? "").replace(/,$/, ""), lang: item.getAttribute("lang") })),
    })),
  );
  const headings = await section.locator("h2, h3").allTextContents();
  const violations = await seriousViolations(tab);
  const overflow = await tab.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
  await context.close();
  return { shown, headings, violations, overflow };
}

describe("an MLS listing's features in both languages", () => {
  it("Spanish on a phone: every standard value in Spanish, grouped, the local one as sent and marked English; axe finds nothing serious", async () => {
    const { shown, headings, violations, overflow } = await shownFeatures(page.es, phone);
    expect(headings).toEqual([propertyPageEs.features.title, ...["interior", "exterior", "utilities", "community"].map((group) => propertyPageEs.features.groups[group as "interior"])]);
    for (const [field, values] of sent) {
      const row = shown.find((entry) => entry.field === field);
      expect(row?.label, field).toBe(propertyPageEs.features.fields[field]);
      const expected = [...new Set(values.map((value) => featureValue(field, value) ?? value))].map((value) =>
        value === LOCAL ? { text: LOCAL, lang: "en" } : { text: (resoFeaturesEs[field] as Record<string, string>)[value], lang: null },
      );
      expect(row?.items, field).toEqual(expected);
    }
    const texts = shown.flatMap((row) => row.items.map((item) => item.text));
    for (const word of ["Lavavajillas", "Ventiladores de techo", "Cubiertas de granito", "Loseta", "Piso de cerámica", "Aire central", "Terraza techada", "Alberca en el suelo", "Cochera", "Drenaje de la ciudad"]) expect(texts).toContain(word);
    expect(violations).toEqual([]);
    expect(overflow).toBe(false);
  });

  it("English on a desktop: the Data Dictionary's names, nothing marked", async () => {
    const { shown, violations } = await shownFeatures(page.en, desktop);
    const appliances = shown.find((row) => row.field === "Appliances");
    expect(appliances?.label).toBe(propertyPageEn.features.fields.Appliances);
    expect(appliances?.items).toEqual([
      { text: "Dishwasher", lang: null },
      { text: "Microwave", lang: null },
      { text: "Range Hood", lang: null },
      { text: LOCAL, lang: null },
    ]);
    expect(shown.find((row) => row.field === "Cooling")?.items).toEqual([{ text: "Central Air", lang: null }]);
    expect(violations).toEqual([]);
  });
});
