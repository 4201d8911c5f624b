import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { categoryIds } from "~/features/search/categories";
import { cities, cityList, communityList } from "../../lib/cities";
import { subdivisionsByCity } from "../../lib/subdivisions";
import type { DatabaseHandle } from "../db/connect.server";
import { searchListings } from "~/features/search/search.server";
import { generateListing, generateListings } from "./generate";
import { insertListings, seedIfEmpty } from "./load.server";
import { subdivisionProfiles } from "./places";

const referenceDate = new Date("2025-06-01T00:00:00Z");
const sample = [...generateListings(600, { referenceDate })];

describe("demo data generator", () => {
  it("makes the same data from the same seed, and other data from another", () => {
    expect(generateListing(42, { referenceDate })).toEqual(generateListing(42, { referenceDate }));
    expect(generateListing(42, { referenceDate, seed: "other" }).listing).not.toEqual(generateListing(42, { referenceDate }).listing);
  });

  it("dates no change after the moment it generates at, whatever the hour (issue 44, item 11)", () => {
    const morning = new Date("2025-06-01T05:00:00Z");
    const stamps = [...generateListings(400, { referenceDate: morning })].map(({ listing }) => listing.modificationTimestamp.getTime());
    expect(Math.max(...stamps)).toBeLessThanOrEqual(morning.getTime());
  });

  it("places every listing in one of the eight cities, with its ZIP code and near its centre", () => {
    for (const { listing } of sample) {
      const city = cityList.find((candidate) => candidate.name === listing.city);
      expect(city, listing.city).toBeDefined();
      if (!city) continue;
      expect(city.zips).toContain(listing.postalCode);
      expect(Math.abs((listing.latitude ?? 0) - city.center.lat)).toBeLessThan(0.2);
      expect(Math.abs((listing.longitude ?? 0) - city.center.lng)).toBeLessThan(0.2);
    }
  });

  it("knows where every subdivision of cities.ts lies, in its own city", () => {
    for (const city of cityList) {
      for (const name of subdivisionsByCity[city.slug]) expect(subdivisionProfiles[name]?.city, name).toBe(city.slug);
    }
    for (const community of communityList) {
      for (const name of community.subdivisions) expect(subdivisionsByCity[community.city]).toContain(name);
    }
  });

  it("prices rentals by the month within the market's range", () => {
    const rents = sample.filter(({ listing }) => listing.propertyType === "ResidentialLease").map(({ listing }) => listing.listPrice);
    expect(rents.length).toBeGreaterThan(20);
    expect(Math.min(...rents)).toBeGreaterThanOrEqual(1_100);
    expect(Math.max(...rents)).toBeLessThanOrEqual(3_500);
  });

  it("prices starter cities below north McAllen and Sharyland", () => {
    const median = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
    const homes = (where: (listing: (typeof sample)[number]["listing"]) => boolean) =>
      median(sample.filter(({ listing }) => listing.propertyType === "Residential" && listing.propertySubType === "SingleFamilyResidence" && where(listing)).map(({ listing }) => listing.listPrice));
    const starter = homes((listing) => listing.city === cities.donna.name || listing.city === cities.alamo.name);
    const upscale = homes((listing) => ["Sharyland Plantation", "Northgate Estates", "Trenton Oaks"].includes(listing.subdivisionName ?? ""));
    expect(upscale).toBeGreaterThan(starter * 2.5);
  });

  it("gives every listing 4 to 8 photos with alt text in both languages", () => {
    for (const { listing, media } of sample) {
      expect(media.length, listing.listingKey).toBeGreaterThanOrEqual(4);
      expect(media.length).toBeLessThanOrEqual(8);
      for (const photo of media) {
        expect(photo.shortDescription).toBeTruthy();
        expect(photo.shortDescriptionEs).toBeTruthy();
        expect(photo.scene).toBeDefined();
      }
    }
  });

  it("describes the property, never who should live there (Fair Housing)", () => {
    const banned = /\b(famil(y|ies)|kids?|children|adults? only|retirees?|singles|couples?|church|master|familia|niños|jubilados|iglesia)\b/i;
    for (const { listing } of sample) {
      expect(listing.publicRemarks).not.toMatch(banned);
      expect(listing.remarksEs).not.toMatch(banned);
    }
  });

  it("puts one of a thing in the singular", () => {
    const remarks = sample.flatMap(({ listing }) => [listing.publicRemarks ?? "", listing.remarksEs ?? ""]).join("\n");
    expect(remarks).toMatch(/\b1 bath\b/);
    expect(remarks).toMatch(/\b1-car garage\b/);
    expect(remarks).toMatch(/Cochera para 1 auto\./);
    expect(remarks).toMatch(/Cochera para [2-9] autos\./);
    expect(remarks).not.toMatch(/\b1 (bedrooms|baths|cars|recámaras|baños|autos)\b/);
  });

  it("gives some homes a half bath, and their remarks count it as half, as the site does", () => {
    // Homes' and condos' remarks count the rooms; a park home's or a duplex's do not.
    const half = sample.filter(({ listing }) => listing.bathroomsHalf === 1 && /\bbaths?\b/.test(listing.publicRemarks ?? ""));
    expect(half.length).toBeGreaterThan(sample.length / 20);
    for (const { listing } of half) {
      expect(listing.publicRemarks).toMatch(new RegExp(`\\b${listing.bathroomsFull}\\.5[ -]bath`));
      expect(listing.remarksEs).toContain(`${listing.bathroomsFull}½ baños`);
    }
  });
});

describe.each(drivers)("demo data set on %s", (driver) => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(() => handle.close());

  it("loads into an empty database only", async () => {
    expect(await seedIfEmpty(handle.db, { count: 300, referenceDate })).toBe(300);
    expect(await seedIfEmpty(handle.db, { count: 300, referenceDate })).toBe(0);
  });

  it("fills every category page", async () => {
    for (const category of categoryIds) {
      const { total } = await searchListings(handle.db, { category }, { luxuryMinPrice: 750_000 });
      expect(total, category).toBeGreaterThan(0);
    }
  });

  it("rejects a second copy of a listing", async () => {
    await expect(insertListings(handle.db, [generateListing(0, { referenceDate })])).rejects.toThrow();
  });
});
