import { eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { listingFacetCounts, listings, listingWordCounts } from "~/db/schema";
import type { Database, DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { searchListings } from "./search.server";
import { searchFixtures, testOptions } from "./test-fixtures";

/** Searches the count tables can count: no price or subdivision, at most one search word. */
const rolledUp: Array<Record<string, unknown>> = [
  { q: "mcallen" },
  { q: "edinbrug" },
  { q: "78504", type: "Residential" },
  { q: "alberca", city: "mcallen", status: ["Active", "Closed"] },
  { q: "casita" },
  {},
  { category: "residential-for-sale" },
  { category: "casitas" },
  { category: "commercial-refrigerated" },
  { city: "mcallen", beds: 4, baths: 3 },
  { baths: 2 },
  { baths: 2.5, type: "Residential" },
  { status: ["Active", "Closed", "Withdrawn"] },
  { type: "CommercialLease", subType: "Warehouse" },
];

describe.each(drivers)("count tables on %s", (driver) => {
  let handle: DatabaseHandle;
  let db: Database;

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    db = handle.db;
    await insertListings(db, searchFixtures);
  });
  afterAll(() => handle.close());

  /** Each search counted from the table and, with a price bound every listing meets, from the listings themselves. */
  async function expectCountsAgree() {
    for (const query of rolledUp) {
      const counted = await searchListings(db, query, { ...testOptions, cacheCounts: false });
      const scanned = await searchListings(db, { ...query, minPrice: 0 }, { ...testOptions, cacheCounts: false });
      expect({ query, total: counted.total, facets: counted.facets }).toEqual({ query, total: scanned.total, facets: scanned.facets });
    }
  }

  it("counts what scanning the listings counts, through inserts, updates and deletes", async () => {
    await expectCountsAgree();
    expect((await searchListings(db, {}, { ...testOptions, cacheCounts: false })).total).toBe(24);
    expect((await searchListings(db, { q: "alberca" }, { ...testOptions, cacheCounts: false })).total).toBe(1);

    await db.update(listings).set({ standardStatus: "Closed", city: "Pharr", bedroomsTotal: 6 }).where(eq(listings.listingKey, "H1"));
    await db.update(listings).set({ otherStructures: ["GuestHouse"], propertySubType: null }).where(eq(listings.propertyType, "Residential"));
    await db.update(listings).set({ publicRemarks: "Casita with a pool.", remarksEs: null }).where(inArray(listings.listingKey, ["H1", "H2", "R2"]));
    // A half bath added moves a listing into "2+ baths": the count follows the total the database works out.
    await db.update(listings).set({ bathroomsHalf: 2 }).where(eq(listings.listingKey, "H8"));
    await expectCountsAgree();

    await db.delete(listings).where(inArray(listings.listingKey, ["H3", "C2", "R1"]));
    await insertListings(db, [makeListing({ listingKey: "N1", city: "Donna", postalCode: "78537", listPrice: 199_000, onMarketDate: "2025-05-30" })]);
    await expectCountsAgree();
    expect((await searchListings(db, {}, { ...testOptions, cacheCounts: false })).total).toBe(21);
    expect((await searchListings(db, { q: "casita" }, { ...testOptions, cacheCounts: false })).total).toBe(2);

    // Those searches were counted from the tables, not from the listings.
    await db.update(listingFacetCounts).set({ listings: sql`${listingFacetCounts.listings} * 2` });
    await db.update(listingWordCounts).set({ listings: sql`${listingWordCounts.listings} * 2` });
    expect((await searchListings(db, {}, { ...testOptions, cacheCounts: false })).total).toBe(42);
    expect((await searchListings(db, { q: "casita" }, { ...testOptions, cacheCounts: false })).total).toBe(4);

    await db.execute(sql`TRUNCATE listings CASCADE`);
    expect(await db.select().from(listingFacetCounts)).toEqual([]);
    expect(await db.select().from(listingWordCounts)).toEqual([]);
    expect((await searchListings(db, {}, { ...testOptions, cacheCounts: false })).total).toBe(0);
  });
});
