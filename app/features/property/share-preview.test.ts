import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/database";
import { listings, media, openHouses } from "~/db/schema";
import { makeListing, type ListingFixture } from "~/server/seed/factory";
import { propertyPath } from "~/lib/property-path";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { lastKnownSite } from "~/server/site-identity.server";
import { loadProperty } from "./property-page.server";

const now = new Date("2026-11-25T18:00:00Z");
const place = { city: "Alamo", stateOrProvince: "TX", postalCode: "78516" };
const fixtures: ListingFixture[] = [
  { listingKey: "SHAREOWN", originatingSystemName: "agent", listAgentFullName: "Marisa Villarreal", listOfficeName: "Valle Grande Realty", unparsedAddress: "12 Elm St", bedroomsTotal: 3, ...place },
  { listingKey: "SHAREMLS", originatingSystemName: "mls", listAgentFullName: "Irene Salinas", listOfficeName: "Palmview Realty Group", unparsedAddress: "14 Oak St", bedroomsTotal: 3, ...place },
];

async function page(handle: DatabaseHandle, key: string, lang: "en" | "es") {
  const fixture = fixtures.find((item) => item.listingKey === key)!;
  const path = propertyPath(lang, { listingKey: key, unparsedAddress: fixture.unparsedAddress!, ...place });
  return (await loadProperty(handle.db, new URL(`http://localhost${path}`), key, async () => false, now)).data;
}

describe("what crawlers and share previews see of a property page", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase("pglite");
    const made = fixtures.map(makeListing);
    await handle.db.insert(listings).values(made.map((item) => item.listing));
    await handle.db.insert(media).values(made.flatMap((item) => item.media));
    // Sunday 2026-11-29, 1 to 4 pm in the Valley (CST).
    await handle.db.insert(openHouses).values(fixtures.map(({ listingKey }) => ({ listingKey, startsAt: new Date("2026-11-29T19:00:00Z"), endsAt: new Date("2026-11-29T22:00:00Z") })));
  });
  afterAll(async () => {
    await handle.close();
  });

  it.each(["en", "es"] as const)("titles the page with the address and what is offered, and describes its picture (%s)", async (lang) => {
    const { seo } = await page(handle, "SHAREOWN", lang);
    expect(seo.title).toBe(lang === "en" ? "12 Elm St, Alamo — 3 bd home for sale" : "12 Elm St, Alamo — casa en venta, 3 recámaras");
    expect([...`${seo.title} | ${lastKnownSite().agentName}`].length).toBeLessThanOrEqual(65);
    expect(seo.image).toMatch(/\/SHAREOWN-1\/w1280\.jpg$/);
    expect(seo.imageAlt).toBe(lang === "en" ? "Front of the home" : "Fachada de la casa");
  });

  it.each(["en", "es"] as const)("describes the picture by what and where the listing is when its photo has no description (%s)", async (lang) => {
    await handle.db.update(media).set({ shortDescription: null, shortDescriptionEs: null }).where(eq(media.mediaKey, "SHAREMLS-1"));
    const { seo } = await page(handle, "SHAREMLS", lang);
    expect(seo.imageAlt).toBe(lang === "en" ? "Home for sale at 14 Oak St, Alamo" : "Casa en venta en 14 Oak St, Alamo");
  });

  it.each(["en", "es"] as const)("gives each open house a description, the listing's picture and who holds it (%s)", async (lang) => {
    const own = await page(handle, "SHAREOWN", lang);
    const [event] = (own.jsonLd ?? []).filter((item) => item["@type"] === "Event");
    expect(event).toMatchObject({
      description: expect.stringMatching(lang === "en" ? /^Visit during the open house, no appointment needed\. Single-family home at 12 Elm St, Alamo, TX: \$250,000 · 3 beds/ : /^Ven a verla durante la casa abierta, sin cita\. Casa unifamiliar en 12 Elm St, Alamo, TX: \$250,000 · 3 recámaras/),
      image: own.seo.image,
      organizer: {
        "@type": "RealEstateAgent",
        name: lastKnownSite().agentName,
        url: `http://localhost:3000${lang === "en" ? "/en/about" : "/es/sobre-mi"}`,
        parentOrganization: { "@type": "Organization", name: lastKnownSite().brokerage },
      },
    });
    // A listing from the MLS: the listing agent and office the page credits, not the site's agent.
    const mls = await page(handle, "SHAREMLS", lang);
    const [mlsEvent] = (mls.jsonLd ?? []).filter((item) => item["@type"] === "Event");
    expect(mlsEvent).toMatchObject({
      image: mls.seo.image,
      organizer: { "@type": "RealEstateAgent", name: "Irene Salinas", parentOrganization: { "@type": "Organization", name: "Palmview Realty Group" } },
    });
  });
});
