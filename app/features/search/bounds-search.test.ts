import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { listingFacetCounts, listings } from "~/db/schema";
import type { Database, DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { searchListings, searchPins } from "./search.server";
import { sorted, testOptions } from "./test-fixtures";

/** Around McAllen's centre, a few listings inside a small box and others outside it. */
const fixtures = [
  makeListing({ listingKey: "IN1", latitude: 26.2034, longitude: -98.23, listPrice: 250_000, onMarketDate: "2025-05-01", publicRemarks: "Sparkling pool." }),
  makeListing({ listingKey: "IN2", latitude: 26.21, longitude: -98.24, listPrice: 420_000, bedroomsTotal: 4, onMarketDate: "2025-05-03" }),
  makeListing({ listingKey: "IN3", latitude: 26.19, longitude: -98.22, propertyType: "ResidentialLease", listPrice: 1_800, leaseAmountFrequency: "Monthly", onMarketDate: "2025-05-02" }),
  makeListing({ listingKey: "HID", latitude: 26.205123, longitude: -98.234567, internetAddressDisplayYN: false, listPrice: 310_000, onMarketDate: "2025-04-20" }),
  makeListing({ listingKey: "EDGE", latitude: 26.22, longitude: -98.21, listPrice: 199_000, onMarketDate: "2025-04-01" }),
  makeListing({ listingKey: "SOLD", latitude: 26.2, longitude: -98.23, standardStatus: "Closed", onMarketDate: "2025-01-01" }),
  makeListing({ listingKey: "PHARR", city: "Pharr", postalCode: "78577", latitude: 26.1948, longitude: -98.1836, onMarketDate: "2025-05-05", publicRemarks: "Sparkling pool." }),
  makeListing({ listingKey: "EDIN", city: "Edinburg", postalCode: "78539", latitude: 26.3017, longitude: -98.1633, onMarketDate: "2025-05-06" }),
  makeListing({ listingKey: "NOWHERE", onMarketDate: "2025-05-07" }),
];

const mcallen = "26.18,-98.25,26.22,-98.21";
const valley = "25.9,-98.6,26.6,-97.7";

describe.each(drivers)("map area search on %s", (driver) => {
  let handle: DatabaseHandle;
  let db: Database;
  const search = (input: Record<string, unknown>) => searchListings(db, { pageSize: 48, ...input }, { ...testOptions, cacheCounts: false });
  const keys = async (input: Record<string, unknown>) => sorted((await search(input)).listings.map((listing) => listing.listingKey));

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    db = handle.db;
    await insertListings(db, fixtures);
  });
  afterAll(() => handle.close());

  it("finds the listings inside the area, its edges included, and never one without coordinates", async () => {
    expect(await keys({ bounds: mcallen })).toEqual(sorted(["IN1", "IN2", "IN3", "HID", "EDGE"]));
    expect(await keys({ bounds: mcallen, status: ["Active", "Closed"] })).toEqual(sorted(["IN1", "IN2", "IN3", "HID", "EDGE", "SOLD"]));
    expect(await keys({ bounds: valley })).toEqual(sorted(["IN1", "IN2", "IN3", "HID", "EDGE", "PHARR", "EDIN"]));
    expect(await keys({ bounds: "26.29,-98.17,26.31,-98.16" })).toEqual(["EDIN"]);
    expect(await keys({ bounds: "27,-99,27.1,-98.9" })).toEqual([]);
  });

  it("finds a listing whose street is withheld only where its pin stands, about a kilometre off", async () => {
    expect(await keys({ bounds: "26.205,-98.235,26.2052,-98.2344" })).toEqual([]);
    expect(await keys({ bounds: "26.2099,-98.2301,26.2101,-98.2299" })).toEqual(["HID"]);
  });

  it("goes with every other filter, text and order", async () => {
    expect(await keys({ bounds: mcallen, minPrice: 200_000, type: "Residential" })).toEqual(sorted(["IN1", "IN2", "HID"]));
    expect(await keys({ bounds: mcallen, q: "pool" })).toEqual(["IN1"]);
    expect(await keys({ bounds: valley, q: "pool" })).toEqual(sorted(["IN1", "PHARR"]));
    const byPrice = await search({ bounds: mcallen, sort: "price-desc", type: "Residential" });
    expect(byPrice.listings.map((listing) => listing.listingKey)).toEqual(["IN2", "HID", "IN1", "EDGE"]);
  });

  it("counts and facets the area's listings, not the count tables' whole Valley", async () => {
    // The count tables have no coordinates: doubled, they would show in any count taken from them.
    await db.update(listingFacetCounts).set({ listings: sql`${listingFacetCounts.listings} * 2` });
    try {
      const { total, facets } = await search({ bounds: mcallen });
      expect(total).toBe(5);
      expect(facets.city.mcallen).toBe(5);
      expect(facets.city.pharr).toBe(0);
      expect(facets.propertyType.ResidentialLease).toBe(1);
      expect(facets.beds[4]).toBe(1);
      expect((await search({ bounds: "26.29,-98.17,26.31,-98.16", q: "edinburg" })).total).toBe(1);
    } finally {
      await db.update(listingFacetCounts).set({ listings: sql`${listingFacetCounts.listings} / 2` });
    }
  });

  it("treats an area around every listing as no area once every listing has coordinates", async () => {
    expect((await search({ bounds: valley })).total).toBe(7);
    await db.update(listings).set({ latitude: 26.21, longitude: -98.22 }).where(eq(listings.listingKey, "NOWHERE"));
    try {
      const everywhere = await search({ bounds: valley });
      const unbounded = await search({});
      expect(everywhere.total).toBe(8);
      expect({ total: everywhere.total, facets: everywhere.facets, keys: everywhere.listings.map((listing) => listing.listingKey) }).toEqual({
        total: unbounded.total,
        facets: unbounded.facets,
        keys: unbounded.listings.map((listing) => listing.listingKey),
      });
      // A view that leaves one listing out is still an area.
      expect((await search({ bounds: "25.9,-98.6,26.3,-97.7" })).total).toBe(7);
    } finally {
      await db.update(listings).set({ latitude: null, longitude: null }).where(eq(listings.listingKey, "NOWHERE"));
    }
    expect((await search({ bounds: valley })).total).toBe(7);
  });

  it("answers the same with counts cached by version", async () => {
    const cached = (input: Record<string, unknown>) => searchListings(db, input, testOptions);
    expect((await cached({ bounds: mcallen })).total).toBe(5);
    expect((await cached({ bounds: mcallen, page: 2, pageSize: 2 })).listings).toHaveLength(2);
    expect((await cached({ bounds: valley })).total).toBe(7);
  });

  describe("pins", () => {
    const pins = (input: Record<string, unknown>) => searchPins(db, input, { ...testOptions, cacheCounts: false });

    it("sends the matches with coordinates in the search's order, with the search's total", async () => {
      const unbounded = await pins({});
      expect(unbounded.total).toBe(8);
      expect(unbounded.pins.map((pin) => pin.key)).toEqual(["EDIN", "PHARR", "IN2", "IN3", "IN1", "HID", "EDGE"]);
      const byPrice = await pins({ bounds: mcallen, sort: "price-asc" });
      // A price order leaves IN3, a rent, out (ADR 0118).
      expect(byPrice).toMatchObject({ total: 4 });
      expect(byPrice.pins.map((pin) => pin.key)).toEqual(["EDGE", "IN1", "HID", "IN2"]);
      expect(await pins({ bounds: "27,-99,27.1,-98.9" })).toEqual({ total: 0, pins: [] });
    });

    it("marks rents by the month and rounds a withheld address's pin to about a kilometre", async () => {
      const byKey = new Map((await pins({ bounds: mcallen })).pins.map((pin) => [pin.key, pin]));
      expect(byKey.get("IN1")).toEqual({ key: "IN1", lat: 26.2034, lng: -98.23, price: 250_000 });
      expect(byKey.get("IN3")).toEqual({ key: "IN3", lat: 26.19, lng: -98.22, price: 1_800, period: "Monthly" });
      expect(byKey.get("HID")).toEqual({ key: "HID", lat: 26.21, lng: -98.23, price: 310_000 });
    });

    it("drops malformed parameters rather than failing", async () => {
      const garbage = await pins({ bounds: "1e9,NaN,x,", sort: "drop table", page: "-1", beds: { a: 1 } });
      expect(garbage.total).toBe(8);
      expect(garbage.pins).toHaveLength(7);
    });
  });
});
