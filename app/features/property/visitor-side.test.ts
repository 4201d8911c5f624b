import { inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { listingHistory, listings, media, openHouses } from "~/db/schema";
import { summaryColumns, withPhotos } from "~/features/listings/summary.server";
import { makeListing, type ListingFixture } from "~/server/seed/factory";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { openHouseCalendar } from "./open-house-ics.server";
import { propertyPath } from "~/lib/property-path";
import { loadProperty } from "./property-page.server";

const now = new Date("2026-11-25T18:00:00Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
const day = (date: Date) => date.toISOString().slice(0, 10);
const own = { originatingSystemName: "agent", listAgentFullName: "Marisa Villarreal", listOfficeName: "Valle Grande Realty" };

const fixtures: ListingFixture[] = [
  { listingKey: "OWN1", ...own, unparsedAddress: "1208 Cattleman Dr", listPrice: 329_000, previousListPrice: 339_000, priceChangeTimestamp: daysAgo(10), onMarketDate: day(daysAgo(40)), associationFee: 85, taxAnnualAmount: 6_400, poolPrivateYN: true, livingArea: 2_000 },
  { listingKey: "OWN2", ...own, standardStatus: "Incomplete" },
  { listingKey: "OWN3", ...own, standardStatus: "Closed", closePrice: 318_000, closeDate: day(daysAgo(20)) },
  { listingKey: "OWN4", ...own, standardStatus: "Closed", closePrice: 250_000, closeDate: day(daysAgo(120)) },
  { listingKey: "OWN5", ...own, standardStatus: "Withdrawn" },
  { listingKey: "DEMO1", originatingSystemName: "demo", standardStatus: "Closed", closePrice: 240_000, closeDate: day(daysAgo(5)) },
  { listingKey: "DEMO2", originatingSystemName: "demo", listPrice: 300_000, previousListPrice: 320_000, priceChangeTimestamp: daysAgo(45) },
];

/** The property page's data at the listing's canonical address. */
function load(handle: DatabaseHandle, key: string, lang: "en" | "es" = "en", isAgent = false) {
  const listing = fixtures.find((fixture) => fixture.listingKey === key)!;
  const path = propertyPath(lang, { listingKey: key, unparsedAddress: listing.unparsedAddress ?? "100 Test St", city: "McAllen", stateOrProvince: "TX", postalCode: "78501" });
  return loadProperty(handle.db, new URL(`http://localhost${path}`), key, async () => isAgent, now);
}

/** What the page answers: its status, or the status of the answer it throws. */
async function statusOf(handle: DatabaseHandle, key: string, isAgent = false): Promise<number> {
  try {
    return (await load(handle, key, "en", isAgent)).init?.status ?? 200;
  } catch (answer) {
    return (answer as { init?: { status?: number } }).init?.status ?? 500;
  }
}

async function page(handle: DatabaseHandle, key: string, lang: "en" | "es" = "en", isAgent = false) {
  return (await load(handle, key, lang, isAgent)).data;
}

describe.each(drivers)("the visitor's side of the agent's listings on %s", (driver) => {
  let handle: DatabaseHandle;
  let openHouseId = 0;
  let pastOpenHouseId = 0;
  let withdrawnOpenHouseId = 0;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    const made = fixtures.map(makeListing);
    await handle.db.insert(listings).values(made.map((item) => item.listing));
    await handle.db.insert(media).values(made.flatMap((item) => item.media));
    await handle.db.insert(listingHistory).values([
      { listingKey: "OWN1", at: daysAgo(40), event: "listed", status: "Active", price: 339_000 },
      { listingKey: "OWN1", at: daysAgo(10), event: "price", status: "Active", price: 329_000, previousPrice: 339_000 },
      { listingKey: "OWN3", at: daysAgo(50), event: "listed", status: "Active", price: 320_000 },
      { listingKey: "OWN3", at: daysAgo(20), event: "status", status: "Closed", price: 318_000 },
    ]);
    // Sunday 2026-11-29, 1 to 4 pm in the Valley (CST).
    const inserted = await handle.db
      .insert(openHouses)
      .values([
        { listingKey: "OWN1", startsAt: new Date("2026-11-29T19:00:00Z"), endsAt: new Date("2026-11-29T22:00:00Z") },
        { listingKey: "OWN1", startsAt: daysAgo(3), endsAt: new Date(daysAgo(3).getTime() + 7_200_000) },
        { listingKey: "OWN5", startsAt: new Date("2026-11-29T19:00:00Z"), endsAt: new Date("2026-11-29T22:00:00Z") },
      ])
      .returning({ id: openHouses.id });
    [openHouseId, pastOpenHouseId, withdrawnOpenHouseId] = inserted.map((row) => row.id) as [number, number, number];
  });
  afterAll(async () => {
    await handle.close();
  });

  it("answers 200 on the market and for the agent's own sold listing within 90 days, 404 for a draft, 410 for the rest", async () => {
    expect(await statusOf(handle, "OWN1")).toBe(200);
    expect(await statusOf(handle, "OWN2")).toBe(404);
    expect(await statusOf(handle, "OWN3")).toBe(200);
    for (const key of ["OWN4", "OWN5", "DEMO1"]) expect(await statusOf(handle, key), key).toBe(410);
  });

  it("shows the agent their own draft and withdrawn listings as a preview that no search engine indexes", async () => {
    const draft = await page(handle, "OWN2", "en", true);
    expect(draft).toMatchObject({ gone: false, preview: true, sold: false });
    expect(draft.seo.noindex).toBe(true);
    expect(draft.jsonLd).toBeUndefined();
    expect(await page(handle, "OWN5", "es", true)).toMatchObject({ gone: false, preview: true });
    // Not another source's: a demo listing that has left the market stays gone for the agent too.
    expect(await statusOf(handle, "DEMO1", true)).toBe(410);
  });

  it("gives the price history, days on market and coming open houses, with open house events in the JSON-LD", async () => {
    const data = await page(handle, "OWN1");
    expect(data.preview).toBe(false);
    expect(data.daysOnMarket).toBe(40);
    expect(data.history).toEqual([
      { day: day(daysAgo(10)), date: "Nov 15, 2026", label: "priceChange", price: 329_000, change: { amount: -10_000, percent: -2.9 } },
      { day: day(daysAgo(40)), date: "Oct 16, 2026", label: "listed", price: 339_000 },
    ]);
    expect(data.openHouses).toEqual([{ id: openHouseId, date: "Sunday, November 29", time: "1–4 pm", ics: `/open-houses/${openHouseId}.ics?lang=en`, startDate: "2026-11-29T13:00:00-06:00" }]);
    const events = (data.jsonLd ?? []).filter((item) => item["@type"] === "Event");
    expect(events).toEqual([
      expect.objectContaining({
        name: "Open house: 1208 Cattleman Dr",
        startDate: "2026-11-29T13:00:00-06:00",
        endDate: "2026-11-29T16:00:00-06:00",
        eventAttendanceMode: "https://schema.org/OfflineEventAttendanceMode",
        eventStatus: "https://schema.org/EventScheduled",
        location: expect.objectContaining({ "@type": "Place", address: expect.objectContaining({ streetAddress: "1208 Cattleman Dr" }) }),
      }),
    ]);
    const es = await page(handle, "OWN1", "es");
    expect(es.openHouses[0]).toMatchObject({ date: "domingo, 29 de noviembre", ics: `/open-houses/${openHouseId}.ics?lang=es` });
  });

  it("shows a sold listing with its close price and date and days on market to the close", async () => {
    const data = await page(handle, "OWN3");
    expect(data).toMatchObject({ sold: true, soldText: "Sold for $318,000 on Nov 5, 2026", daysOnMarket: 30, openHouses: [] });
    expect((await page(handle, "OWN3", "es")).soldText).toBe("Vendida en $318,000 el 5 nov 2026");
  });

  it("keeps a listing's similar listings per listings version, so a price change shows on the next load", async () => {
    const similarKeys = async () => (await page(handle, "OWN1")).similar.map((card) => card.listingKey);
    expect(await similarKeys()).toContain("DEMO2");
    expect(await similarKeys()).toContain("DEMO2");
    // Out of OWN1's price band (half to twice its price): no longer similar.
    await handle.db.update(listings).set({ listPrice: 900_000 }).where(inArray(listings.listingKey, ["DEMO2"]));
    expect(await similarKeys()).not.toContain("DEMO2");
    await handle.db.update(listings).set({ listPrice: 300_000 }).where(inArray(listings.listingKey, ["DEMO2"]));
    expect(await similarKeys()).toContain("DEMO2");
  });

  it("marks cards with a recent price cut, the next open house and the agent's name on the agent's own", async () => {
    const rows = await handle.db.select(summaryColumns).from(listings).where(inArray(listings.listingKey, ["OWN1", "DEMO2"])).orderBy(listings.listingKey);
    const [demo, mine] = await withPhotos(handle.db, rows, now);
    expect(mine).toMatchObject({ listingKey: "OWN1", priceReduced: true, openHouse: { weekday: 0, time: "1–4 pm" }, agentName: "Marisa Villarreal" });
    expect(mine).not.toHaveProperty("originatingSystemName");
    expect(mine).not.toHaveProperty("previousListPrice");
    // A cut 45 days ago is old news; a demo listing keeps its office line.
    expect(demo).toMatchObject({ listingKey: "DEMO2", listOfficeName: "Test Realty" });
    expect(demo).not.toHaveProperty("priceReduced");
    expect(demo).not.toHaveProperty("agentName");
    expect(demo).not.toHaveProperty("openHouse");
  });

  it("makes the calendar file only of a coming open house of a listing on the market", async () => {
    const ics = await openHouseCalendar(handle.db, openHouseId, "es", "https://rgv.example", now);
    expect(ics).toContain("DTSTART:20261129T190000Z\r\nDTEND:20261129T220000Z\r\n");
    expect(ics?.replace(/\r\n /g, "")).toContain("SUMMARY:Casa abierta: 1208 Cattleman Dr\\, McAllen\r\n");
    expect(ics?.replace(/\r\n /g, "")).toContain("URL:https://rgv.example/es/propiedad/OWN1/");
    expect(await openHouseCalendar(handle.db, pastOpenHouseId, "en", "https://rgv.example", now)).toBeNull();
    expect(await openHouseCalendar(handle.db, withdrawnOpenHouseId, "en", "https://rgv.example", now)).toBeNull();
    expect(await openHouseCalendar(handle.db, 999_999, "en", "https://rgv.example", now)).toBeNull();
  });
});
