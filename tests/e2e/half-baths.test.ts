import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { listingEditorEn } from "../../app/i18n/listing-editor.en";
import { listingEditorEs } from "../../app/i18n/listing-editor.es";
import { propertyPageEn } from "../../app/i18n/property-page.en";
import { propertyPageEs } from "../../app/i18n/property-page.es";
import { agentListingsPrefix, newListingPath } from "../../app/lib/agent-routes";
import { cities } from "../../app/lib/cities";
import { browserForFile, desktop, hydrated, newContext, phone } from "../support/browser";
import { signedInContext, agentServerForFile, type ServerWithMail } from "../support/leads";
import { seriousViolations } from "../support/page-quality";

const started = agentServerForFile("half-baths@example.com");
let lead: ServerWithMail;
let agentCookie: string;
const browser = browserForFile({ images: false });

beforeAll(() => {
  ({ lead, agentCookie } = started());
});

/** A listing of 1 full and 1 half bath on the same street, published the way a form without script sends it. */
async function publishOneAndAHalf(lang: "en" | "es", street: string): Promise<string> {
  const { lat, lng } = cities.mcallen.center;
  const body = new URLSearchParams({
    intent: "publish",
    address: `1501 ${street}`,
    city: "mcallen",
    subdivision: "",
    zip: "78504",
    subType: "SingleFamilyResidence",
    deal: "sale",
    price: "189000",
    bedrooms: "2",
    fullBaths: "1",
    halfBaths: "1",
    latitude: String(lat),
    longitude: String(lng),
  });
  const response = await fetch(`${lead.url}${newListingPath[lang]}`, { method: "POST", body, headers: { Cookie: agentCookie, Origin: lead.url }, redirect: "manual" });
  expect(response.status).toBe(303);
  return response.headers.get("Location")?.split("/").at(-1) ?? "";
}

/** The keys of the listings a search page shows, asked again until `wanted` shows (a new listing reaches kept pages within a second). */
async function keysOn(page: Page, path: string, wanted: string): Promise<string[]> {
  let keys: string[] = [];
  await expect
    .poll(async () => {
      await page.goto(path, { waitUntil: "domcontentloaded" });
      keys = await page.locator("article[data-listing-key]").evaluateAll((cards) => cards.map((card) => card.getAttribute("data-listing-key") ?? ""));
      return keys.includes(wanted);
    })
    .toBe(true);
  return keys;
}

/** The filters: the column on a desktop, the sheet a button opens on a phone. */
async function filters(page: Page, onPhone: boolean) {
  if (!onPhone) return page.locator('aside [data-testid="search-filters"]');
  await page.locator('[data-testid="mobile-filters"] button').click();
  const sheet = page.locator('[data-testid="filters-sheet"]');
  await sheet.waitFor();
  return sheet;
}

const english = { lang: "en", typed: "2+ baths", search: "/en/search", property: "/en/property", t: listingEditorEn, facts: propertyPageEn.facts, shown: "2.5 (2 full, 1 half)", card: "2.5 baths", other: "1.5 (1 full, 1 half)" } as const;
const spanish = { lang: "es", typed: "2 baños o más", search: "/es/buscar", property: "/es/propiedad", t: listingEditorEs, facts: propertyPageEs.facts, shown: "2½ (2 completos, 1 medio)", card: "2½ baños", other: "1½ (1 completo, 1 medio)" } as const;

describe("half baths", () => {
  // Each on a street of its own, which the searches name, so that the runs and the demo listings stay apart.
  it.each([
    { name: "English on a desktop", ...english, device: desktop, street: "Quetzal Ct" },
    { name: "English on a phone", ...english, device: phone, street: "Ocelot Ct" },
    { name: "Spanish on a desktop", ...spanish, device: desktop, street: "Zenzontle Ct" },
    { name: "Spanish on a phone", ...spanish, device: phone, street: "Tecolote Ct" },
  ])("$name: the agent enters 2 full and 1 half, the page says so, and 2+ baths finds it but not 1 full and 1 half", async ({ lang, device, street, typed, search, property, t, facts, shown, card, other }) => {
    const agent: BrowserContext = await signedInContext(browser(), lead.url, agentCookie, device);
    const page = await agent.newPage();
    await page.goto(newListingPath[lang]);
    await hydrated(page);
    await page.getByLabel(t.editor.fields.address).fill(`2501 ${street}`);
    await page.getByLabel(t.editor.fields.city).selectOption({ label: "McAllen" });
    await page.getByLabel(t.editor.fields.zip).fill("78504");
    await page.getByLabel(t.editor.fields.price, { exact: false }).first().fill("315000");
    await page.getByLabel(t.editor.fields.bedrooms).fill("3");
    await page.getByLabel(t.editor.fields.fullBaths).fill("2");
    await page.getByLabel(t.editor.fields.halfBaths).fill("1");
    // Each field says what it counts, in the agent's language.
    expect(await page.getByText(t.editor.fields.halfBathsHint).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole("button", { name: t.editor.publish, exact: true }).click();
    await page.waitForURL(new RegExp(`${agentListingsPrefix[lang]}/A[0-9A-Z]{8}$`));
    const key = page.url().split("/").at(-1) ?? "";
    await expect.poll(() => page.getByTestId("listing-status").textContent()).toContain(t.statuses.Active);
    // The editor shows the two counts again as they were entered.
    expect(await page.getByLabel(t.editor.fields.fullBaths).inputValue()).toBe("2");
    expect(await page.getByLabel(t.editor.fields.halfBaths).inputValue()).toBe("1");
    const smaller = await publishOneAndAHalf(lang, street);
    await agent.close();

    const visitor = await newContext(browser(), lead.url, device);
    const view = await visitor.newPage();
    await view.goto(`${property}/${key}`);
    await hydrated(view);
    expect(await view.getByTestId("facts").getByRole("row", { name: facts.baths }).locator("td").textContent()).toBe(shown);
    expect(await view.locator("main").textContent()).toContain(card);
    const jsonLd = await view.locator('script[type="application/ld+json"]').evaluateAll((scripts) => scripts.map((script) => script.textContent ?? ""));
    const listing = jsonLd.flatMap((text) => JSON.parse(text) as Array<{ "@type"?: string; about?: Record<string, unknown> }>).find((data) => data["@type"] === "RealEstateListing");
    expect(listing?.about).toMatchObject({ numberOfBathroomsTotal: 3, numberOfFullBathrooms: 2, numberOfPartialBathrooms: 1 });
    expect(await seriousViolations(view)).toEqual([]);
    await view.goto(`${property}/${smaller}`);
    expect(await view.getByTestId("facts").getByRole("row", { name: facts.baths }).locator("td").textContent()).toBe(other);

    // The street finds both; "2+ baths" in the filters keeps the 2.5 and leaves the 1.5 out.
    const word = street.split(" ")[0]!.toLowerCase();
    const both = await keysOn(view, `${search}?q=${word}`, smaller);
    expect(both).toEqual(expect.arrayContaining([key, smaller]));
    await hydrated(view);
    const form = await filters(view, device === phone);
    await form.locator('select[name="baths"]').selectOption("2");
    await view.waitForURL((url) => url.searchParams.get("baths") === "2");
    await expect
      .poll(() => view.locator("article[data-listing-key]").evaluateAll((cards) => cards.map((found) => found.getAttribute("data-listing-key"))))
      .toEqual([key]);
    expect(await view.locator(`article[data-listing-key="${key}"]`).textContent()).toContain(card);

    // Typed in the buyer's words, the same search.
    await view.goto(`/${lang}`);
    await hydrated(view);
    const quick = view.locator('[data-testid="quick-search"]:visible');
    await quick.locator('input[name="q"]').fill(`${typed} ${word}`);
    await quick.locator('button[type="submit"]').click();
    await view.waitForURL((url) => url.searchParams.get("baths") === "2" && url.searchParams.get("q") === word);
    // The URL changes before the results render, the home page's cards still there.
    await view.locator('[data-testid="filter-chips"] a[data-filter="baths"]').waitFor();
    await expect
      .poll(() => view.locator("article[data-listing-key]").evaluateAll((cards) => cards.map((found) => found.getAttribute("data-listing-key"))))
      .toEqual([key]);
    await visitor.close();
  }, 180_000);
});
