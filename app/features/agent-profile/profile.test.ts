import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/database";
import { listings, user } from "~/db/schema";
import { undoDeletion } from "~/server/undo.server";
import { demoSite } from "~/lib/site";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { agentJsonLd } from "./json-ld";
import { loadAgentProfile, profileView, reviewsView } from "./profile.server";
import { createReview, deleteReview, listReviews, reviewsVersionOf, updateReview } from "./reviews.server";
import { trackRecord } from "./track-record.server";

const env = demoSite;
const none = { sold: 0, forSale: 0 };

describe("the RealEstateAgent JSON-LD", () => {
  it("names the agent, the phone, the office, the eight cities, both languages and the brokerage", () => {
    const ld = agentJsonLd(demoSite, { id: "https://example.com/#agent", url: "https://example.com/en/about", image: "https://example.com/images/agent/abc/w480.jpg", logo: "https://example.com/og.jpg", description: "Bio" });
    expect(ld).toMatchObject({
      "@context": "https://schema.org",
      "@type": "RealEstateAgent",
      "@id": "https://example.com/#agent",
      logo: "https://example.com/og.jpg",
      priceRange: "$$",
      name: demoSite.agentName,
      url: "https://example.com/en/about",
      image: "https://example.com/images/agent/abc/w480.jpg",
      telephone: "+19565550142",
      address: { "@type": "PostalAddress", streetAddress: demoSite.office.street, addressLocality: "McAllen", addressRegion: "TX", postalCode: "78504", addressCountry: "US" },
      knowsLanguage: ["en", "es"],
      parentOrganization: { "@type": "Organization", name: demoSite.brokerage },
    });
    expect(ld.areaServed.map((place) => place.name)).toEqual(["McAllen, TX", "Mission, TX", "Pharr, TX", "Edinburg, TX", "Weslaco, TX", "San Juan, TX", "Alamo, TX", "Donna, TX"]);
    expect(JSON.parse(JSON.stringify(ld))).toEqual(ld);
  });

  it("shows the site's picture without a photo (a monogram is no picture of anyone) and links the agent's profiles when set", () => {
    const ld = agentJsonLd({ ...demoSite, social: { facebook: "https://facebook.com/agent" } }, { id: "i", url: "u", logo: "https://example.com/og.jpg", description: "d" });
    expect(ld.image).toBe("https://example.com/og.jpg");
    expect(ld.sameAs).toEqual(["https://facebook.com/agent"]);
  });
});

describe("the profile's view", () => {
  it("shows the monogram without a photo, the one years value, the languages and licences, in each language", () => {
    const en = profileView(env, "en", "home", null, none);
    expect(en.photo).toEqual({ kind: "monogram", initials: "MV" });
    expect(en.facts).toEqual([
      { label: "Experience", value: "12 years in real estate" },
      { label: "Languages", value: "English and Spanish" },
      { label: "Areas served", value: "McAllen, Mission, Pharr, Edinburg, Weslaco, San Juan, Alamo, and Donna" },
      { label: "Texas licenses", value: "Sales agent #0700142 · Brokerage #9012345" },
    ]);
    expect(en.bio).toContain("Marisa Villarreal helps buyers");
    expect(en.about?.href).toBe("/en/about");
    const es = profileView(env, "es", "about", { kind: "file", version: "0123456789abcdef" }, none);
    expect(es.facts.map((fact) => fact.value)).toEqual(["12 años en bienes raíces", "Inglés y español", "McAllen, Mission, Pharr, Edinburg, Weslaco, San Juan, Alamo y Donna", "Agente n.º 0700142 · Correduría n.º 9012345"]);
    expect(es.about).toBeNull();
    expect(es.photo).toMatchObject({ kind: "sizes", src: "/images/agent/0123456789abcdef/w320.jpg", alt: "Foto de Marisa Villarreal" });
  });

  it("takes the configured bio of the page's language, and tells a record only where there is one", () => {
    const view = profileView({ ...env, bio: { en: null, es: "Bio en español." } }, "es", "home", null, { sold: 1, forSale: 0 });
    expect(view.bio).toBe("Bio en español.");
    expect(view.trackRecord?.items).toEqual(["1 propiedad vendida"]);
    expect(profileView(env, "en", "home", null, none).trackRecord).toBeNull();
  });

  it("marks a review written in the other language, and offers the rest on About only when the home page leaves some out", () => {
    const row = (id: number, lang: "en" | "es") => ({ id, name: "Ana G.", city: "Mission", text: "Text", reviewDate: "2026-10-02", lang });
    const home = reviewsView("en", "home", [row(4, "es"), row(3, "en"), row(2, "en"), row(1, "en")]);
    expect(home.items).toHaveLength(3);
    expect(home.items[0]).toMatchObject({ lang: "es", note: "Written in Spanish", byline: "Ana G., Mission", dateTime: "2026-10-02", date: "October 2, 2026" });
    expect(home.items[1]).not.toHaveProperty("lang");
    expect(home.more?.href).toBe("/en/about#reviews");
    expect(reviewsView("en", "home", [row(1, "en")]).more).toBeNull();
  });
});

describe("the track record and the reviews on PGlite", () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase("pglite");
  });
  afterAll(async () => {
    await handle?.close();
  });

  const listing = (key: string, source: string, standardStatus: string, extra: Partial<typeof listings.$inferInsert> = {}) => ({
    listingKey: key,
    listingId: key,
    originatingSystemName: source,
    standardStatus,
    propertyType: "Residential",
    listPrice: 300_000,
    unparsedAddress: `${key} Main St`,
    city: "McAllen",
    postalCode: "78504",
    modificationTimestamp: new Date("2026-10-01T12:00:00Z"),
    ...extra,
  });

  it("counts the agent's own and MLS listings sold and for sale now, never demo ones or leases, and again after a change", async () => {
    const { db } = handle;
    await db.insert(listings).values([
      listing("A00000001", "agent", "Closed"),
      listing("A00000002", "agent", "Active"),
      listing("A00000003", "agent", "Active", { propertyType: "ResidentialLease" }),
      listing("A00000004", "agent", "Incomplete"),
      listing("A00000005", "agent", "Pending"),
      listing("M1", "mls", "Closed", { listAgentMlsId: "AG42" }),
      listing("M2", "mls", "Active", { listAgentMlsId: "OTHER" }),
      listing("D1", "demo", "Closed", { listAgentFullName: demoSite.agentName }),
      listing("D2", "demo", "Active"),
    ]);
    expect(await trackRecord(db, undefined)).toEqual({ sold: 1, forSale: 1 });
    expect(await trackRecord(db, "AG42")).toEqual({ sold: 2, forSale: 1 });
    await db.insert(listings).values(listing("A00000006", "agent", "Active"));
    expect(await trackRecord(db, undefined)).toEqual({ sold: 1, forSale: 2 });
  });

  it("keeps reviews newest first, shows only the published ones, and moves the reviews version on every change", async () => {
    const { db } = handle;
    const before = await reviewsVersionOf(db);
    const older = await createReview(db, { name: "Ana G.", city: "Mission", text: "Excelente trato.", reviewDate: "2026-01-10", lang: "es", published: true });
    const newer = await createReview(db, { name: "Tom R.", city: "McAllen", text: "Sold in a week.", reviewDate: "2026-06-01", lang: "en", published: true });
    const hidden = await createReview(db, { name: "Lee K.", city: "Pharr", text: "Not yet approved.", reviewDate: "2026-07-01", lang: "en", published: false });
    expect((await listReviews(db)).map((row) => row.id)).toEqual([newer, older]);
    expect((await listReviews(db, { all: true })).map((row) => row.id)).toEqual([hidden, newer, older]);
    expect(await updateReview(db, older, { name: "Ana G.", city: "Mission", text: "Excelente trato.", reviewDate: "2026-09-10", lang: "es", published: true })).toBe(true);
    expect((await listReviews(db, { limit: 1 }))[0]?.id).toBe(older);
    await db.insert(user).values({ id: "agent-reviews", name: "Marisa", email: "reviews@example.com", role: "agent" });
    const pending = await deleteReview(db, hidden, "agent-reviews");
    expect(pending).toBeTypeOf("number");
    expect(await deleteReview(db, hidden, "agent-reviews")).toBeNull();
    // Its Undo puts it back as it was (ADR 0420); a second one finds nothing left to undo.
    expect(await undoDeletion(db, pending!, "agent-reviews")).toMatchObject({ kind: "review" });
    expect((await listReviews(db, { all: true })).map((row) => [row.id, row.text])).toContainEqual([hidden, "Not yet approved."]);
    expect(await undoDeletion(db, pending!, "agent-reviews")).toBeNull();
    expect(await deleteReview(db, hidden, "agent-reviews")).toBeTypeOf("number");
    expect(await updateReview(db, hidden, { name: "x", city: "y", text: "z", reviewDate: "2026-01-01", lang: "en", published: true })).toBe(false);
    // A statement-level trigger: every write statement moves it on, even one that found nothing to change.
    expect(await reviewsVersionOf(db)).toBe(before + 8);

    const about = await loadAgentProfile(db, "en", "about");
    expect(about.reviews.items.map((item) => [item.id, item.lang])).toEqual([
      [older, "es"],
      [newer, undefined],
    ]);
    expect(about.profile.trackRecord?.items).toEqual(["1 property sold", "2 properties for sale now"]);
    expect(about.jsonLd.url).toMatch(/\/en\/about$/);
  });

  it("keeps the home page's agent section per listings and reviews versions, so a new review or listing shows on the next load", async () => {
    const { db } = handle;
    const home = () => loadAgentProfile(db, "es", "home");
    const before = await home();
    expect(before.profile.trackRecord?.items).toEqual(["1 propiedad vendida", "2 propiedades en venta ahora"]);
    const bylines = before.reviews.items.map((item) => item.byline);
    expect((await home()).reviews.items.map((item) => item.byline)).toEqual(bylines);
    // Only the reviews' counter moves: the section must not wait for a listing to change.
    await createReview(db, { name: "Rosa M.", city: "Edinburg", text: "Muy profesional.", reviewDate: "2026-11-01", lang: "es", published: true });
    const reviewed = await home();
    expect(reviewed.reviews.items[0]?.byline).toMatch(/^Rosa M\./);
    expect(reviewed.profile.trackRecord?.items).toEqual(before.profile.trackRecord?.items);
    // Only the listings' counter moves: the record follows it.
    await db.insert(listings).values(listing("A00000007", "agent", "Closed"));
    expect((await home()).profile.trackRecord?.items).toEqual(["2 propiedades vendidas", "2 propiedades en venta ahora"]);
  });
});
