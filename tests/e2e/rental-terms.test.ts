import type { Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listingEditorEn } from "../../app/i18n/listing-editor.en";
import { listingsEn } from "../../app/i18n/listings.en";
import { listingsEs } from "../../app/i18n/listings.es";
import { rentalTermsEn } from "../../app/i18n/rental-terms.en";
import { rentalTermsEs } from "../../app/i18n/rental-terms.es";
import { newListingPath } from "../../app/lib/agent-routes";
import { formatMonthDay, valleyDay } from "../../app/lib/dates";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { signedInContext, startLeadServerWithAgent, type ServerWithMail } from "../support/leads";
import { localDoubles } from "../support/local-doubles";
import { seriousViolations } from "../support/page-quality";
import { makeRentalRecord } from "../support/reso-records";
import { startResoServer, type ResoServer } from "../support/reso-server";

// The agent's own rental, entered in the editor, and two rentals of the MLS double, all on one
// made-up street, so that a search for it finds these three and no demo listing.
const STREET = "Chachalaca Ln";
const WORD = "chachalaca";
const TOKEN = "rental-terms-feed-token";
const DAY = 86_400_000;
const today = valleyDay(new Date());
const later = valleyDay(new Date(Date.now() + 40 * DAY));
const past = valleyDay(new Date(Date.now() - 10 * DAY));
/** MLS rentals: one with sound terms, free already; one with values the Data Dictionary lacks. */
const clean = "RGV000010";
const dirty = "RGV000020";

let reso: ResoServer;
let lead: ServerWithMail;
let agentCookie: string;
const browser = browserForFile({ images: false });

beforeAll(async () => {
  reso = await startResoServer({ token: TOKEN });
  for (const [n, options] of [[10, { availability: past }], [20, { availability: past, dirty: true }]] as const) {
    const { record, media } = makeRentalRecord(n, { ...options, photos: 1 });
    reso.put({ ...record, StreetName: STREET, UnparsedAddress: `${String(record.StreetNumber)} ${STREET}, McAllen, TX 78501`, City: "McAllen", PostalCode: "78501" }, media);
  }
  // The site's first MLS pass runs soon after it starts (the feed is the double on this machine, ADR 0011).
  ({ lead, agentCookie } = await startLeadServerWithAgent("rental-terms@example.com", { RESO_URL: reso.url, RESO_TOKEN: TOKEN, ...localDoubles }));
}, 120_000);

afterAll(async () => {
  await lead?.stop();
  await reso?.close();
});

/** The listing keys a page's cards show. */
const cardKeys = (page: Page) => page.locator("article[data-listing-key]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-listing-key") ?? "").sort());

/** The search page at `path`, asked again until its cards are `wanted` (kept pages catch up within a second). */
async function expectCards(page: Page, path: string, wanted: string[]) {
  await expect
    .poll(async () => {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      return cardKeys(page);
    }, { timeout: 20_000 })
    .toEqual([...wanted].sort());
}

const termLines = (page: Page) => page.getByTestId("rental-terms").locator("li").allTextContents();

describe("rental terms", () => {
  let own = "";

  it("the agent sets a rental's terms in the editor (English, desktop), and the page, its card and JSON-LD say them", async () => {
    const t = listingEditorEn;
    const agent = await signedInContext(browser(), lead.url, agentCookie, desktop);
    const page = await agent.newPage();
    await page.goto(newListingPath.en);
    await hydrated(page);
    // For sale, the rental terms are hidden; a lease shows them.
    expect(await page.getByTestId("rental-fields").isVisible()).toBe(false);
    await page.getByLabel(t.editor.fields.deal).selectOption("lease");
    expect(await page.getByTestId("rental-fields").isVisible()).toBe(true);
    await page.getByLabel(t.editor.fields.address).fill(`2400 ${STREET}`);
    await page.locator('select[name="city"]').selectOption({ label: "McAllen" });
    await page.getByLabel(t.editor.fields.zip).fill("78501");
    await page.getByLabel(t.editor.fields.price, { exact: false }).first().fill("1650");
    await page.getByLabel(t.editor.fields.bedrooms).fill("3");
    await page.getByLabel(t.editor.fields.availableFrom, { exact: true }).fill(later);
    await page.getByLabel(t.editor.fields.leaseTerm).selectOption("TwelveMonths");
    await page.getByLabel(t.editor.fields.furnished, { exact: true }).selectOption("Furnished");
    await page.getByLabel(t.editor.fields.deposit).fill("1800");
    await page.getByLabel(t.editor.fields.applicationFee).fill("45");
    await page.getByLabel(t.editor.fields.applyUrl, { exact: false }).fill("https://apply.example.com/chachalaca");
    for (const pet of ["CatsOK", "SmallDogsOK"] as const) await page.getByRole("checkbox", { name: t.editor.pets[pet], exact: true }).click();
    for (const item of ["Water", "TrashCollection"] as const) await page.getByRole("checkbox", { name: t.editor.rentIncludes[item], exact: true }).click();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: t.editor.publish, exact: true }).click();
    await page.waitForURL(/\/A[0-9A-Z]{8}$/);
    own = page.url().split("/").at(-1) ?? "";
    // The editor shows the terms again as they were saved.
    expect(await page.getByLabel(t.editor.fields.availableFrom, { exact: true }).inputValue()).toBe(later);
    expect(await page.getByRole("checkbox", { name: t.editor.pets.CatsOK, exact: true }).isChecked()).toBe(true);
    expect(await page.getByRole("checkbox", { name: t.editor.pets.DogsOK, exact: true }).isChecked()).toBe(false);
    await agent.close();

    const visitor = await newContext(browser(), lead.url, desktop);
    const view = await visitor.newPage();
    await view.goto(`/en/property/${own}`);
    await hydrated(view);
    expect(await termLines(view)).toEqual([
      `Available from ${formatMonthDay("en", later)}`,
      rentalTermsEn.leaseTerms.TwelveMonths,
      rentalTermsEn.pets.catsAndSmallDogs,
      rentalTermsEn.furnished.Furnished,
      "Water and trash included",
      "Deposit $1,800",
      "Application fee $45",
    ]);
    expect(await view.getByTestId("rental-apply").getAttribute("href")).toBe("https://apply.example.com/chachalaca");
    const jsonLd = await view.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
    const listing = jsonLd.flatMap((text) => [JSON.parse(text)].flat() as Array<Record<string, unknown>>).find((data) => data["@type"] === "RealEstateListing");
    expect(listing?.offers).toMatchObject({ availabilityStarts: later, leaseLength: { value: 12, unitCode: "MON" } });
    expect(listing?.about).toMatchObject({ petsAllowed: true });
    expect(await seriousViolations(view)).toEqual([]);
    await visitor.close();
  }, 180_000);

  it("a rental from the MLS shows its terms in Spanish on a phone, what didn't fit left out", async () => {
    const visitor = await newContext(browser(), lead.url, phone);
    const view = await visitor.newPage();
    await expect.poll(async () => (await view.goto(`/es/propiedad/${clean}/x`))?.status(), { timeout: 60_000, interval: 1_000 }).toBe(200);
    await hydrated(view);
    expect(await termLines(view)).toEqual([
      rentalTermsEs.availableNow,
      "Contrato de 12 meses",
      "Se aceptan gatos y perros pequeños",
      "Sin amueblar",
      "Incluye agua y basura",
      "Depósito de $1,800",
      "Cuota de solicitud de $45",
    ]);
    // No application link from the feed: the question form is a tap away.
    const ask = view.getByTestId("rental-ask");
    expect(await ask.textContent()).toBe(rentalTermsEs.askToApply);
    await ask.click();
    await view.waitForURL(/#/);
    expect(await seriousViolations(view)).toEqual([]);
    expect(await view.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    // The dirty record: its unknown lease term and fee are dropped, its pets said as far as they are known.
    await view.goto(`/es/propiedad/${dirty}/x`);
    expect(await termLines(view)).toEqual([rentalTermsEs.availableNow, rentalTermsEs.pets.none, "Sin amueblar", "Incluye agua y basura", "Depósito de $1,800"]);
    await visitor.close();
  }, 120_000);

  it("the filters find the rentals by pets, furnished and a day, in both languages, and the cards say when", async () => {
    const english = await newContext(browser(), lead.url, desktop);
    const page = await english.newPage();
    await expectCards(page, `/en/search?q=${WORD}`, [own, clean, dirty]);
    expect(await page.locator(`article[data-listing-key="${own}"] [data-testid="card-available"]`).textContent()).toBe(`Available ${formatMonthDay("en", later, { short: true })}`);
    expect(await page.locator(`article[data-listing-key="${clean}"] [data-testid="card-available"]`).textContent()).toBe(listingsEn.card.availableNow);
    // The filter panel's checkbox, as a visitor ticks it.
    await hydrated(page);
    await page.locator('aside [data-testid="search-filters"]').getByLabel(listingsEn.search.furnished, { exact: true }).check();
    await page.waitForURL((url) => url.searchParams.get("furnished") === "true");
    await expect.poll(() => cardKeys(page)).toEqual([own]);
    expect(await page.locator('[data-testid="filter-chips"] a[data-filter="furnished"]').textContent()).toBe(listingsEn.search.furnished);
    await expectCards(page, `/en/search?q=${WORD}&pets=true`, [own, clean]);
    await expectCards(page, `/en/search?q=${WORD}&availableBy=${today}`, [clean, dirty]);
    await expectCards(page, `/en/search?q=${WORD}&availableBy=${later}`, [own, clean, dirty]);
    await expectCards(page, `/en/search?q=${WORD}&pets=true&furnished=true&availableBy=${today}`, []);
    await english.close();

    const spanish = await newContext(browser(), lead.url, phone);
    const phonePage = await spanish.newPage();
    await expectCards(phonePage, `/es/buscar?q=${WORD}&pets=true`, [own, clean]);
    expect(await phonePage.locator('[data-testid="filter-chips"] a[data-filter="pets"]').textContent()).toBe(listingsEs.search.pets);
    expect(await phonePage.locator(`article[data-listing-key="${own}"] [data-testid="card-available"]`).textContent()).toBe(`Disponible el ${formatMonthDay("es", later)}`);
    // In the buyer's words: "acepta mascotas" is the same filter.
    await phonePage.goto("/es");
    await hydrated(phonePage);
    const quick = phonePage.locator('[data-testid="quick-search"]:visible');
    await quick.locator('input[name="q"]').fill(`acepta mascotas ${WORD}`);
    await quick.locator('button[type="submit"]').click();
    await phonePage.waitForURL((url) => url.searchParams.get("pets") === "true" && url.searchParams.get("q") === WORD);
    await phonePage.locator('[data-testid="filter-chips"] a[data-filter="pets"]').waitFor();
    await expect.poll(() => cardKeys(phonePage)).toEqual([own, clean].sort());
    await spanish.close();
  }, 180_000);
});
