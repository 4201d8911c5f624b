import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { categoryIds, type CategoryId } from "./categories";
import type { Database, DatabaseHandle } from "~/server/db/connect.server";
import { insertListings } from "~/server/seed/load.server";
import { searchListings } from "./search.server";
import { searchFixtures, sorted, testOptions } from "./test-fixtures";

const expected: Record<CategoryId, string[]> = {
  residential: ["H1", "H2", "H3", "H4", "H5", "H6", "H7", "H8", "H9", "H10", "R1", "R2", "S1", "X3", "X4"],
  "residential-for-sale": ["H1", "H2", "H3", "H4", "H5", "H6", "H7", "H8", "H9", "H10", "S1", "X3", "X4"],
  "residential-for-rent": ["R1", "R2"],
  "residential-new-construction": ["H2", "H5"],
  commercial: ["C1", "C2", "C3", "C4", "C5", "C6", "C7", "L1", "L2"],
  "commercial-for-sale": ["C1", "C4", "C5", "C7"],
  "commercial-for-lease": ["C2", "C3", "C6"],
  "commercial-warehouses": ["C1", "C2", "C3", "C4"],
  "commercial-land": ["L1", "L2"],
  "commercial-refrigerated": ["C1", "C2"],
  luxury: ["H3", "H4"],
  casitas: ["H3", "R1"],
  "mcallen-homes": ["H1", "H4", "H5"],
  "mission-homes": ["H2", "H3"],
  "pharr-homes": ["H7"],
  "edinburg-homes": ["H6", "X3"],
  "weslaco-homes": ["H10", "X4"],
  "san-juan-homes": ["S1"],
  "alamo-homes": ["H9"],
  "donna-homes": ["H8"],
  "mcallen-tres-lagos": ["H5"],
  "mcallen-north-luxury": ["H4"],
  "mission-sharyland": ["H3"],
  "mission-meadow-creek": ["H2"],
};

describe.each(drivers)("categories and quick search on %s", (driver) => {
  let handle: DatabaseHandle;
  let db: Database;
  const keys = async (input: Record<string, unknown>) =>
    sorted((await searchListings(db, { pageSize: 48, ...input }, testOptions)).listings.map((listing) => listing.listingKey));

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    db = handle.db;
    await insertListings(db, searchFixtures);
  });
  afterAll(() => handle.close());

  it.each(categoryIds)("category %s returns exactly its listings", async (id) => {
    expect(await keys({ category: id })).toEqual(sorted(expected[id]));
  });

  it("applies a category together with the other parameters", async () => {
    expect(await keys({ category: "residential-for-sale", city: "mission" })).toEqual(["H2", "H3"]);
    expect(await keys({ category: "commercial-warehouses", type: "CommercialLease" })).toEqual(["C2", "C3"]);
    expect(await keys({ category: "luxury", minPrice: 100_000 })).toEqual(["H3", "H4"]);
  });

  it("moves the luxury threshold with the configuration", async () => {
    const result = await searchListings(db, { category: "luxury" }, { luxuryMinPrice: 1_000_000 });
    expect(result.listings.map((listing) => listing.listingKey)).toEqual(["H4"]);
  });

  it("reads location as the city", async () => {
    expect(await keys({ location: "mcallen" })).toEqual(sorted(["H1", "H4", "H5", "R1", "C1", "C2", "C5", "L1"]));
  });

  it("reads the price ranges as purchase prices, rents excluded", async () => {
    expect(await keys({ priceRange: "under-300k" })).toEqual(sorted(["H1", "H6", "H7", "H8", "H9", "C7", "S1", "X3", "X4"]));
    expect(await keys({ priceRange: "300k-500k" })).toEqual(sorted(["H2", "H5", "H10", "L1"]));
    expect(await keys({ priceRange: "500k-plus" })).toEqual(sorted(["H3", "H4", "C1", "C4", "C5", "L2"]));
  });

  it("maps the quick property types to RESO types", async () => {
    expect(await keys({ propertyType: "single-family" })).toEqual(sorted(["H1", "H2", "H3", "H4", "H5", "H8", "S1", "X3", "X4"]));
    expect(await keys({ propertyType: "condo" })).toEqual(["H6", "H7"]);
    expect(await keys({ propertyType: "commercial" })).toEqual(sorted(["C1", "C2", "C3", "C4", "C5", "C6", "C7"]));
    expect(await keys({ propertyType: "land" })).toEqual(["L1", "L2"]);
  });

  it("combines the quick-search parameters", async () => {
    expect(await keys({ location: "mission", priceRange: "500k-plus", propertyType: "single-family" })).toEqual(["H3"]);
    const result = await searchListings(db, new URLSearchParams("location=edinburg&propertyType=condo&priceRange=under-300k"), testOptions);
    expect(result.listings.map((listing) => listing.listingKey)).toEqual(["H6"]);
  });

  it("filters by beds, baths, price, type, subtype and flags", async () => {
    expect(await keys({ beds: 5, type: "Residential" })).toEqual(["H3", "H4"]);
    expect(await keys({ baths: 6 })).toEqual(["H4"]);
    expect(await keys({ minPrice: 380_000, maxPrice: 420_000 })).toEqual(["H2", "H5", "L1"]);
    expect(await keys({ subType: ["Office", "Retail"] })).toEqual(["C5", "C6"]);
    expect(await keys({ casita: true })).toEqual(["H3", "R1"]);
    expect(await keys({ newConstruction: "true", city: "mcallen" })).toEqual(["H5"]);
    expect(await keys({ community: "sharyland-plantation" })).toEqual(["H3"]);
  });

  it("counts a half bath as half: 1 full and 1 half is not 2+ baths, 2 full and 1 half is 2.5+", async () => {
    // H8 in Donna: 1 full and 1 half; H2 in Mission: 2 and 1; H3 there: 4 and 1.
    expect(await keys({ baths: 2, city: "donna" })).toEqual([]);
    expect(await keys({ baths: 1.5, city: "donna" })).toEqual(["H8"]);
    expect(await keys({ baths: 2, city: "mission" })).toEqual(["H2", "H3"]);
    expect(await keys({ baths: 2.5, city: "mission" })).toEqual(["H2", "H3"]);
    expect(await keys({ baths: 3, city: "mission" })).toEqual(["H3"]);
    expect((await searchListings(db, { baths: 2, city: "donna" }, testOptions)).total).toBe(0);
    expect((await searchListings(db, new URLSearchParams("baths=1.5&city=donna"), testOptions)).total).toBe(1);
  });

  it("shows sold listings only when asked, and never withdrawn ones", async () => {
    expect(await keys({ status: "Closed" })).toEqual(["X1"]);
    expect(await keys({ status: ["Pending", "ComingSoon"] })).toEqual(["X3", "X4"]);
    expect(await keys({ status: "Withdrawn", subdivisionName: "Sharyland Plantation", community: "sharyland-plantation" })).toEqual(["H3"]);
  });
});
