import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingEditorEn } from "../../app/i18n/listing-editor.en";
import { listingEditorEs } from "../../app/i18n/listing-editor.es";
import { fmt } from "../../app/i18n/index";
import { cities } from "../../app/lib/cities";
import { placeCentre } from "../../app/lib/zip-centres";
import { browserForFile, desktop, hydrated, phone } from "../support/browser";
import { startCensusGeocoder, type CensusGeocoder } from "../support/census-geocoder";
import { signedInContext, startLeadServerWithAgent, type ServerWithMail } from "../support/leads";
import { localDoubles } from "../support/local-doubles";
import { type OpenFreeMapDouble, startOpenFreeMapDouble } from "../support/openfreemap-double";
import { seriousViolations } from "../support/page-quality";

/**
 * The listing's pin (issue 44, item 1; ADR 0418): it follows the city, the ZIP and the address,
 * the agent drags it on the editor's map (its streets from the OpenFreeMap double, ADR 0419), a pin
 * outside the city is flagged, and without script (or without the geocoder) a saved pin still lands
 * on the address or the ZIP, never on McAllen.
 */
const browser = browserForFile();
let lead: ServerWithMail;
let agentCookie: string;
let geocoder: CensusGeocoder;
/** The maps' street style, as a fresh clone's is OpenFreeMap's (ADR 0419). */
let streets: OpenFreeMapDouble;

beforeAll(async () => {
  [geocoder, streets] = await Promise.all([startCensusGeocoder(), startOpenFreeMapDouble()]);
  ({ lead, agentCookie } = await startLeadServerWithAgent("listing-pin@example.com", { GEOCODER_URL: geocoder.url, MAP_STYLE_URL: streets.url, ...localDoubles }));
});
afterAll(async () => {
  await lead?.stop();
  await Promise.all([geocoder?.stop(), streets?.stop()]);
});

const coordinates = async (page: Page, t: typeof listingEditorEn) => ({
  lat: Number(await page.getByLabel(t.editor.fields.latitude).inputValue()),
  lng: Number(await page.getByLabel(t.editor.fields.longitude).inputValue()),
});

async function fillRest(page: Page, t: typeof listingEditorEn) {
  await page.getByLabel(t.editor.fields.price, { exact: false }).first().fill("315000");
}

describe("the listing's pin", () => {
  it("follows the city, the ZIP and the address on a desktop, then the agent drags it (English, with script)", async () => {
    const t = listingEditorEn;
    const context = await signedInContext(browser(), lead.url, agentCookie, desktop);
    const page = await context.newPage();
    await page.goto("/en/agent/listings/new");
    await hydrated(page);
    await page.getByTestId("pin-map").and(page.locator('[data-state="ready"]')).waitFor({ timeout: 30_000 });
    // The same streets as the site's other maps: the style's tiles and credit, none of the offline basemap's labels.
    expect(streets.requests.some((path) => /^\/planet\/.+\.pbf$/.test(path))).toBe(true);
    expect(await page.locator('[data-testid="pin-map"] .map-label').count()).toBe(0);
    expect(await page.locator('[data-testid="pin-map"] .maplibregl-ctrl-attrib-inner').textContent()).toContain("OpenFreeMap");

    await page.getByLabel(t.editor.fields.city).selectOption({ label: "Edinburg" });
    expect(await coordinates(page, t)).toEqual(cities.edinburg.center);
    await expect.poll(() => page.getByTestId("pin-placed").textContent()).toBe(fmt(t.editor.fields.placedAt.city, { city: "Edinburg" }));

    await page.getByLabel(t.editor.fields.zip).fill("78539");
    const zip = placeCentre("edinburg", "78539")!;
    expect(await coordinates(page, t)).toEqual({ lat: zip.lat, lng: zip.lng });

    await page.getByLabel(t.editor.fields.address).fill("1201 W University Dr");
    await expect.poll(() => coordinates(page, t)).toEqual({ lat: 26.3061, lng: -98.1789 });
    expect(await page.getByTestId("pin-placed").textContent()).toBe(t.editor.fields.placedAt.address);
    expect(geocoder.requests.at(-1)?.params).toMatchObject({ street: "1201 W University Dr", city: "Edinburg", zip: "78539" });
    expect(await page.getByTestId("pin-outside").count()).toBe(0);

    // Dragged a little to the east: the coordinates follow the pin.
    await page.getByTestId("pin-map").scrollIntoViewIfNeeded();
    const pin = await page.locator(".map-place-pin").boundingBox();
    if (!pin) throw new Error("no pin on the map");
    await page.mouse.move(pin.x + pin.width / 2, pin.y + pin.height / 2);
    await page.mouse.down();
    await page.mouse.move(pin.x + pin.width / 2 + 40, pin.y + pin.height / 2 + 10, { steps: 8 });
    await page.mouse.up();
    await expect.poll(async () => (await coordinates(page, t)).lng).toBeGreaterThan(-98.1789);
    const dragged = await coordinates(page, t);
    expect(await page.getByTestId("pin-placed").textContent()).toBe(t.editor.fields.placedAt.hand);

    // Another city with the same pin: flagged, as the Edinburg pin in McAllen would have been.
    await page.getByLabel(t.editor.fields.city).selectOption({ label: "Weslaco" });
    await page.getByTestId("pin-outside").waitFor();
    expect(await page.getByTestId("pin-outside").textContent()).toBe(fmt(t.editor.fields.pinOutside, { city: "Weslaco" }));
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(t.editor.fields.city).selectOption({ label: "Edinburg" });
    await expect.poll(() => coordinates(page, t)).toEqual({ lat: 26.3061, lng: -98.1789 });
    await page.getByLabel(t.editor.fields.latitude).fill(String(dragged.lat));
    await page.getByLabel(t.editor.fields.longitude).fill(String(dragged.lng));
    await fillRest(page, t);
    await page.getByRole("button", { name: t.editor.saveDraft }).click();
    await page.waitForURL(/\/en\/agent\/listings\/A[0-9A-Z]{8}$/);
    await hydrated(page);
    expect(await coordinates(page, t)).toEqual(dragged);
    await context.close();
  });

  it("lands on the address, or the ZIP's centre, when a phone saves without script (Spanish), and a geocoder that hangs never holds the save", async () => {
    const t = listingEditorEs;
    const context = await signedInContext(browser(), lead.url, agentCookie, { ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    const save = async (fields: { address: string; city: string; zip: string }) => {
      await page.goto("/es/agente/propiedades/nueva");
      expect(await page.getByTestId("pin-map").count()).toBe(0);
      await page.getByLabel(t.editor.fields.address).fill(fields.address);
      await page.getByLabel(t.editor.fields.city).selectOption({ label: fields.city });
      await page.getByLabel(t.editor.fields.zip).fill(fields.zip);
      await fillRest(page, t);
      const started = Date.now();
      await page.getByRole("button", { name: t.editor.saveDraft }).click();
      await page.waitForURL(/\/es\/agente\/propiedades\/A[0-9A-Z]{8}$/);
      return Date.now() - started;
    };

    await save({ address: "1201 W University Dr", city: "Edinburg", zip: "78539" });
    expect(await coordinates(page, t)).toEqual({ lat: 26.3061, lng: -98.1789 });
    // Its page (the agent's preview) shows no MLS line: the listing has no MLS number, and its key is not one (issue 44, item 2).
    const key = page.url().split("/").at(-1) ?? "";
    const editor = page.url();
    await page.goto(`/es/propiedad/${key}`);
    await page.getByTestId("facts").waitFor();
    expect(await page.getByTestId("mls-number").count()).toBe(0);
    expect(await page.locator("main").textContent()).not.toMatch(new RegExp(`MLS|${key}`));
    await page.goto(editor);

    await save({ address: "4417 Calle Inexistente", city: "Edinburg", zip: "78541" });
    const zip = placeCentre("edinburg", "78541")!;
    expect(await coordinates(page, t)).toEqual({ lat: zip.lat, lng: zip.lng });
    expect(await page.getByTestId("pin-outside").count()).toBe(0);

    geocoder.fail("hang", 2);
    const took = await save({ address: "2721 Pecan Blvd", city: "McAllen", zip: "78501" });
    expect(took).toBeLessThan(10_000);
    const mcallen = placeCentre("mcallen", "78501")!;
    expect(await coordinates(page, t)).toEqual({ lat: mcallen.lat, lng: mcallen.lng });

    // A pin typed into another city is kept, and flagged on the page the server sends back.
    await page.getByLabel(t.editor.fields.city).selectOption({ label: "Weslaco" });
    await page.getByLabel(t.editor.fields.latitude).fill("26.2401");
    await page.getByLabel(t.editor.fields.longitude).fill("-98.2301");
    await page.getByRole("button", { name: t.editor.saveDraft }).click();
    await page.getByTestId("pin-outside").waitFor();
    expect(await page.getByTestId("pin-outside").textContent()).toBe(fmt(t.editor.fields.pinOutside, { city: "Weslaco" }));
    expect(await coordinates(page, t)).toEqual({ lat: 26.2401, lng: -98.2301 });
    await context.close();
  });
});
