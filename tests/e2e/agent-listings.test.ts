import type { Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingEditorEn } from "../../app/i18n/listing-editor.en";
import { listingEditorEs } from "../../app/i18n/listing-editor.es";
import { listingsEn } from "../../app/i18n/listings.en";
import { listingPhotosEn } from "../../app/i18n/listing-photos.en";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { signedInContext, startLeadServerWithAgent, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const AGENT = "listing-editor@example.com";
let lead: ServerWithMail;
let agentCookie: string;
const browser = browserForFile();

beforeAll(async () => {
  ({ lead, agentCookie } = await startLeadServerWithAgent(AGENT));
});
afterAll(async () => {
  await lead?.stop();
});

const agentContext = (device: typeof desktop | typeof phone) => signedInContext(browser(), lead.url, agentCookie, device);

/** Fills the editor's fields a listing needs, leaving the pin at the city's centre. */
async function fillListing(page: Page, t: typeof listingEditorEn, fields: { address: string; city: string; zip: string; price: string }) {
  await page.getByLabel(t.editor.fields.address).fill(fields.address);
  await page.getByLabel(t.editor.fields.city).selectOption({ label: fields.city });
  await page.getByLabel(t.editor.fields.zip).fill(fields.zip);
  await page.getByLabel(t.editor.fields.price, { exact: false }).first().fill(fields.price);
  await page.getByLabel(t.editor.fields.bedrooms).fill("4");
  await page.getByLabel(t.editor.fields.fullBaths).fill("3");
  await page.getByLabel(t.editor.fields.livingArea).fill("2450");
  await page.getByLabel(t.editor.fields.descriptionEn).fill("Single-story home with a covered patio and a two-car garage.");
  await page.getByLabel(t.editor.fields.descriptionEs).fill("Casa de una planta con patio techado y cochera para dos autos.");
}

/** A small photo of one colour, as a phone's camera would send a JPEG. */
async function photo(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 800, height: 600, channels: 3, background: colour } }).jpeg({ quality: 90 }).toBuffer();
  return { name, mimeType: "image/jpeg", buffer };
}

/** The photo keys of a property page's gallery, in the order a visitor sees them. */
async function galleryOrder(page: Page): Promise<string[]> {
  const hrefs = await page.getByTestId("gallery").locator('a[href^="/photos/"]').evaluateAll((links) => links.map((link) => link.getAttribute("href") ?? ""));
  return [...new Set(hrefs.map((href) => href.split("/")[2] ?? ""))];
}

describe("the agent's listings", () => {
  it("are the site's 404 for anyone but the agent, pages and posts alike", async () => {
    for (const target of ["/en/agent/listings", "/es/agente/propiedades", "/en/agent/listings/new", "/es/agente/propiedades/nueva", "/en/agent/listings/A23456789"]) {
      expect((await fetch(`${lead.url}${target}`, { redirect: "manual" })).status).toBe(404);
      const post = await fetch(`${lead.url}${target}`, {
        method: "POST",
        redirect: "manual",
        headers: { Origin: lead.url, "Content-Type": "application/x-www-form-urlencoded" },
        body: "intent=draft&address=1+Main+St",
      });
      expect(post.status).toBe(404);
    }
  });

  // The whole life of a listing through the editor and the public pages: ~25 s alone, over a minute on a busy two-core host.
  it("an agent creates a draft, publishes it, a visitor finds it, the price drops and it sells (English, desktop)", async () => {
    const t = listingEditorEn;
    const context = await agentContext(desktop);
    const page = await context.newPage();
    await page.goto("/en/agent");
    await hydrated(page);
    await page.getByRole("link", { name: "Listings", exact: true }).click();
    await page.getByRole("link", { name: t.list.newListing }).click();
    await page.waitForURL("**/en/agent/listings/new");
    await fillListing(page, t, { address: "1208 Cattleman Dr", city: "Mission", zip: "78572", price: "345,000" });
    await page.getByLabel(t.editor.fields.subdivision).selectOption("Sharyland Plantation");
    await page.getByLabel(t.editor.features.pool).check();
    await page.getByRole("button", { name: t.editor.saveDraft }).click();
    await page.waitForURL(/\/en\/agent\/listings\/A[0-9A-Z]{8}$/);
    const key = page.url().split("/").at(-1) ?? "";
    await expect.poll(() => page.getByTestId("listing-status").textContent()).toContain(t.statuses.Incomplete);

    // Three photos at once, then the third moved up to second.
    await page.getByLabel(listingPhotosEn.choose).setInputFiles(await Promise.all([photo("front.jpg", "#c84"), photo("kitchen.jpg", "#48c"), photo("pool.jpg", "#4a4")]));
    await expect.poll(() => page.getByTestId("editor-photo").count(), { timeout: 30_000 }).toBe(3);
    const [first, second, third] = (await page.getByTestId("editor-photo").evaluateAll((items) => items.map((item) => item.getAttribute("data-media-key") ?? ""))) as [string, string, string];
    await page.locator(`[data-move="${third}-up"]`).click();
    await expect
      .poll(() => page.getByTestId("editor-photo").evaluateAll((items) => items.map((item) => item.getAttribute("data-media-key"))))
      .toEqual([first, third, second]);

    // A draft is nobody's business but the agent's.
    expect((await fetch(`${lead.url}/en/property/${key}`, { redirect: "follow" })).status).toBe(404);
    expect(await (await fetch(`${lead.url}/en/search?q=Cattleman`)).text()).not.toContain(key);

    await page.getByRole("button", { name: t.editor.publish, exact: true }).click();
    await expect.poll(() => page.getByTestId("listing-status").textContent()).toContain(t.statuses.Active);
    expect(await seriousViolations(page)).toEqual([]);

    const visitor = await newContext(browser(), lead.url, desktop);
    const search = await visitor.newPage();
    await expect
      .poll(async () => {
        await search.goto("/en/search?q=Cattleman", { waitUntil: "domcontentloaded" });
        await search.reload({ waitUntil: "domcontentloaded" });
        return search.locator(`[data-listing-key="${key}"]`).count();
      })
      .toBe(1);
    await search.locator(`[data-listing-key="${key}"] h3 a`).click();
    await search.waitForURL(`**/en/property/${key}/**`);
    // The URL changes before the client-side render completes: wait for the gallery itself.
    await expect.poll(() => galleryOrder(search)).toEqual([first, third, second]);

    await page.getByLabel(t.editor.fields.price, { exact: false }).first().fill("329000");
    await page.getByRole("button", { name: t.editor.save }).click();
    await expect.poll(() => page.getByTestId("audit-list").textContent()).toContain(t.editor.fields.price);

    // The visitor sees the reduction on the card and in the property page's price history.
    await expect
      .poll(async () => {
        // A reload asks the server again (pages are public for a minute in the browser's own cache).
        await search.goto("/en/search?q=Cattleman", { waitUntil: "domcontentloaded" });
        await search.reload({ waitUntil: "domcontentloaded" });
        return search.locator(`[data-listing-key="${key}"]`).textContent();
      })
      .toContain(listingsEn.badge.priceReduced);
    await search.locator(`[data-listing-key="${key}"] h3 a`).click();
    // On the property page before reloading it: a reload while the router still moves would reload the search.
    await search.waitForURL(`**/en/property/${key}/**`);
    await expect
      .poll(async () => {
        // The visitor saw this page before the change: a reload asks the server rather than the browser's cache.
        await search.reload({ waitUntil: "domcontentloaded" });
        return search.getByTestId("price-history").textContent();
      })
      .toContain("$329,000");

    await page.getByRole("button", { name: t.status.markSold }).click();
    const sale = page.getByRole("dialog");
    await sale.getByLabel(t.status.closePrice).fill("325,000");
    await sale.getByLabel(t.status.closeDate).fill(await page.locator('input[name="closeDate"]').getAttribute("max") ?? "");
    await sale.getByRole("button", { name: t.status.markSold }).click();
    await expect.poll(() => page.getByTestId("listing-status").textContent()).toContain(t.statuses.Closed);

    // Sold: the page stays up, as sold, with the close price (the agent's own listings, for 90 days).
    await expect
      .poll(async () => {
        const response = await fetch(`${lead.url}/en/property/${key}`);
        return `${response.status} ${(await response.text()).includes("$325,000")}`;
      })
      .toBe("200 true");

    await page.goto("/en/agent/listings?status=Closed");
    await expect.poll(() => page.getByTestId("own-listings").textContent()).toContain("1208 Cattleman Dr");
    await visitor.close();
    await context.close();
  }, 120_000);

  it("an agent withdraws a listing, whose page then answers 410 (Spanish, phone)", async () => {
    const t = listingEditorEs;
    const context = await agentContext(phone);
    const page = await context.newPage();
    await page.goto("/es/agente/propiedades/nueva");
    await hydrated(page);
    await fillListing(page, t, { address: "77 Palm Ct", city: "McAllen", zip: "78504", price: "289000" });
    await page.getByRole("button", { name: t.editor.publish, exact: true }).click();
    await page.waitForURL(/\/es\/agente\/propiedades\/A[0-9A-Z]{8}$/);
    const key = page.url().split("/").at(-1) ?? "";
    await expect.poll(() => page.getByTestId("listing-status").textContent()).toContain(t.statuses.Active);
    expect((await fetch(`${lead.url}/es/propiedad/${key}`)).status).toBe(200);
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole("button", { name: t.status.withdraw }).click();
    await page.getByRole("dialog").getByRole("button", { name: t.status.withdraw }).click();
    await expect.poll(() => page.getByTestId("listing-status").textContent()).toContain(t.statuses.Withdrawn);
    // Kept pages follow the change within the second the listings version is reused (server/page-cache.ts).
    await expect.poll(async () => (await fetch(`${lead.url}/es/propiedad/${key}`)).status).toBe(410);
    await context.close();
  });

  it("keeps what was typed and says what is wrong when the server refuses a field", async () => {
    const body = new URLSearchParams({ intent: "draft", address: "", city: "mission", subdivision: "Tres Lagos", zip: "785", subType: "SingleFamilyResidence", deal: "sale", price: "abc", latitude: "26.2", longitude: "-98.3" });
    const response = await fetch(`${lead.url}/en/agent/listings/new`, {
      method: "POST",
      body,
      headers: { Cookie: agentCookie, Origin: lead.url },
      redirect: "manual",
    });
    expect(response.status).toBe(422);
    const html = await response.text();
    for (const message of [listingEditorEn.editor.errors.required, listingEditorEn.editor.errors.zip, listingEditorEn.editor.errors.number, listingEditorEn.editor.errors.choice]) {
      expect(html).toContain(message);
    }
    expect(html).toContain('value="785"');
  });
});
