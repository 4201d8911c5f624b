import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { listings, media, mlsSyncState, openHouses } from "~/db/schema";
import { showingListing } from "~/features/leads/page.server";
import { resolveListing } from "~/features/leads/notify.server";
import { mlsDisclaimer } from "~/features/mls/status.server";
import { alertMail } from "~/features/saved-searches/alert-mail.server";
import { searchListings } from "~/features/search/search.server";
import { summaryColumns, withPhotos } from "~/features/listings/summary.server";
import { testOptions } from "~/features/search/test-fixtures";
import { propertyPath } from "~/lib/property-path";
import { demoSite } from "~/lib/site";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { galleryPhotos } from "~/features/listings/gallery.server";
import { makeListing } from "~/server/seed/factory";
import { activeListingAddresses } from "~/features/listings/sitemap.server";
import { listingEntries } from "~/server/seo/sitemap-xml.server";
import { openHouseCalendar } from "./open-house-ics.server";
import { loadProperty } from "./property-page.server";

const now = new Date("2026-11-25T18:00:00Z");
/** The street the MLS withholds: no text the server builds for visitors may hold any of it. */
const STREET = "4417 Quetzal Ln";
const hidden = /quetzal/i;
const mls = { originatingSystemName: "mls", listOfficeName: "Palmview Realty Group", listAgentFullName: "Irene Salinas" };
const fixtures = [
  makeListing({ listingKey: "MLSHIDDEN", listingId: "M1001", ...mls, unparsedAddress: STREET, latitude: 26.3017, longitude: -98.1633, city: "Edinburg", postalCode: "78539", internetAddressDisplayYN: false, publicRemarks: "Corner lot near the university.", remarksEs: null }),
  makeListing({ listingKey: "MLSSHOWN", listingId: "M1002", ...mls, unparsedAddress: "902 Sandpiper Ave", city: "Edinburg", postalCode: "78539", publicRemarks: "Quiet street.", remarksEs: null }),
];
const place = { listingKey: "MLSHIDDEN", unparsedAddress: STREET, internetAddressDisplayYN: false, city: "Edinburg", stateOrProvince: "TX", postalCode: "78539" };

describe.each(drivers)("IDX display of a withheld street address on %s", (driver) => {
  let handle: DatabaseHandle;
  let openHouseId = 0;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await handle.db.insert(listings).values(fixtures.map((item) => item.listing));
    await handle.db.insert(media).values(fixtures.flatMap((item) => item.media));
    const [openHouse] = await handle.db
      .insert(openHouses)
      .values({ listingKey: "MLSHIDDEN", startsAt: new Date("2026-11-29T19:00:00Z"), endsAt: new Date("2026-11-29T22:00:00Z") })
      .returning({ id: openHouses.id });
    openHouseId = openHouse!.id;
  });
  afterAll(async () => {
    await handle.close();
  });

  it("gives the page a city-and-ZIP slug, and redirects the old street slug to it", async () => {
    expect(propertyPath("en", place)).toBe("/en/property/MLSHIDDEN/edinburg-tx-78539");
    const old = `/en/property/MLSHIDDEN/4417-quetzal-ln-edinburg-tx-78539`;
    const answer = await loadProperty(handle.db, new URL(`http://localhost${old}?a=1`), "MLSHIDDEN", async () => false, now).catch((thrown: unknown) => thrown);
    expect(answer).toBeInstanceOf(Response);
    expect((answer as Response).status).toBe(301);
    expect((answer as Response).headers.get("Location")).toBe("/en/property/MLSHIDDEN/edinburg-tx-78539?a=1");
  });

  it("keeps the street out of the page's data, title, description, breadcrumbs and JSON-LD in both languages", async () => {
    for (const lang of ["en", "es"] as const) {
      const page = (await loadProperty(handle.db, new URL(`http://localhost${propertyPath(lang, place)}`), "MLSHIDDEN", async () => false, now)).data;
      expect(JSON.stringify(page)).not.toMatch(hidden);
      expect(JSON.stringify(page)).not.toContain("4417");
      const withheld = lang === "en" ? "Address withheld by the MLS" : "Dirección reservada por el MLS";
      // The notice would leave too little of the title to show whole: the city says where.
      expect(page.seo.title).toBe(lang === "en" ? "Edinburg — home for sale" : "Edinburg — casa en venta");
      expect(page.breadcrumbs.at(-1)?.name).toBe(withheld);
      const [offer] = page.jsonLd ?? [];
      expect(JSON.stringify(offer)).toContain('"postalCode":"78539"');
      expect(JSON.stringify(offer)).not.toContain("streetAddress");
      // The coordinates would point at the house: none, so the map shows the city's centre.
      expect(JSON.stringify(offer)).not.toContain("GeoCoordinates");
      expect(page.listing.latitude).toBeNull();
    }
    const shown = (await loadProperty(handle.db, new URL(`http://localhost/en/property/MLSSHOWN/902-sandpiper-ave-edinburg-tx-78539`), "MLSSHOWN", async () => false, now)).data;
    expect(JSON.stringify(shown.jsonLd)).toContain('"streetAddress":"902 Sandpiper Ave"');
  });

  it("shows a Spanish page the English remarks, marked as English", async () => {
    const page = (await loadProperty(handle.db, new URL(`http://localhost${propertyPath("es", place)}`), "MLSHIDDEN", async () => false, now)).data;
    expect(page.listing.remarks).toBe("Corner lot near the university.");
    expect(page.listing.remarksLang).toBe("en");
  });

  it("sends cards a blank street and the flag, and search never matches the withheld street", async () => {
    const rows = await handle.db.select(summaryColumns).from(listings);
    const cards = await withPhotos(handle.db, rows, now);
    const card = cards.find((item) => item.listingKey === "MLSHIDDEN")!;
    expect(card.unparsedAddress).toBe("");
    expect(card.internetAddressDisplayYN).toBe(false);
    expect(propertyPath("es", card)).toBe("/es/propiedad/MLSHIDDEN/edinburg-tx-78539");
    expect(cards.find((item) => item.listingKey === "MLSSHOWN")).not.toHaveProperty("internetAddressDisplayYN");
    const keys = async (q: string) => (await searchListings(handle.db, { q }, testOptions)).listings.map((item) => item.listingKey).sort();
    expect(await keys("quetzal")).toEqual([]);
    expect(await keys("4417")).toEqual([]);
    expect(await keys("sandpiper")).toEqual(["MLSSHOWN"]);
    expect(await keys("edinburg 78539")).toEqual(["MLSHIDDEN", "MLSSHOWN"]);
  });

  it("keeps the street out of sitemaps, the gallery, the showing form, lead links, alerts and calendar files", async () => {
    const sitemap = listingEntries(await activeListingAddresses(handle.db)).join("\n");
    expect(sitemap).toContain("/en/property/MLSHIDDEN/edinburg-tx-78539");
    expect(sitemap).not.toMatch(hidden);
    expect(JSON.stringify(await galleryPhotos(handle.db, { show: "all", page: 1 }))).not.toMatch(hidden);
    expect((await showingListing(handle.db, "MLSHIDDEN", "es"))?.label).toBe("Edinburg (MLS # M1001)");
    expect((await resolveListing(handle.db, "MLSHIDDEN"))?.url).toMatch(/\/en\/property\/MLSHIDDEN\/edinburg-tx-78539$/);
    const cards = await withPhotos(handle.db, await handle.db.select(summaryColumns).from(listings), now);
    const mail = alertMail({ to: "a@example.com", lang: "en", name: "Edinburg", query: "", token: "t", listings: cards, total: cards.length }, demoSite, "https://rgv.example");
    expect(JSON.stringify(mail)).not.toMatch(hidden);
    expect(JSON.stringify(mail)).toContain("902 Sandpiper Ave");
    const ics = await openHouseCalendar(handle.db, openHouseId, "en", "https://rgv.example", now);
    expect(ics).toContain("LOCATION:Edinburg\\, TX 78539");
    expect(ics).not.toMatch(hidden);
  });

  it("writes the MLS disclaimer with the last successful sync in the Valley's time", async () => {
    expect(await mlsDisclaimer(handle.db, "en", false)).toBe("Listing information from the MLS, deemed reliable but not guaranteed.");
    await handle.db.insert(mlsSyncState).values({ resource: "Property", lastSuccessAt: new Date("2026-11-25T17:05:00Z") });
    expect(await mlsDisclaimer(handle.db, "en", false)).toBe("Listing information from the MLS, deemed reliable but not guaranteed, updated November 25, 2026 at 11:05 AM.");
    expect(await mlsDisclaimer(handle.db, "es", false)).toMatch(/actualizada el 25 de noviembre de 2026 a las 11:05 a\.m\.$/);
  });
});
