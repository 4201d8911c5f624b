import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { openHouses } from "~/db/schema";
import { loadHomeRows } from "~/features/home-rows/rows.server";
import { isLeaseType } from "~/lib/reso";
import type { Database, DatabaseHandle } from "~/server/db/connect.server";
import { insertListings } from "~/server/seed/load.server";
import { withinOneKind } from "./conditions.server";
import { parseSearchQuery } from "./search-parse";
import { searchListings } from "./search.server";
import { searchFixtures, sorted, testOptions, visibleKeys } from "./test-fixtures";

describe("the new search parameters", () => {
  it("reads kind, listed, priceReduced, openHouse and featured", () => {
    const query = parseSearchQuery(new URLSearchParams("kind=Rent&listed=7&priceReduced=true&openHouse=1&featured=yes"));
    expect(query).toMatchObject({ kind: "rent", listed: 7, priceReduced: true, openHouse: true, featured: true });
  });

  it("drops what it cannot read and clamps the days", () => {
    const query = parseSearchQuery(new URLSearchParams("kind=lease&listed=week&priceReduced=maybe&openHouse=&featured=2"));
    expect(query).toEqual({ sort: "newest", page: 1, pageSize: 24 });
    expect(parseSearchQuery({ listed: "0" }).listed).toBe(1);
    expect(parseSearchQuery({ listed: "5000" }).listed).toBe(365);
  });
});

describe("withinOneKind", () => {
  const within = (input: Record<string, unknown>) => withinOneKind(parseSearchQuery(input));

  it("leaves every other order alone", () => {
    expect(within({}).type).toBeUndefined();
    expect(within({ sort: "size" }).type).toBeUndefined();
  });

  it("keeps leases out of a price order that could mix them with sales", () => {
    for (const input of [{ sort: "price-asc" }, { sort: "price-desc", category: "residential" }, { sort: "price-asc", kind: "commercial" }, { sort: "price-asc", category: "commercial-warehouses" }]) {
      const type = within(input).type ?? [];
      expect(type.length, JSON.stringify(input)).toBeGreaterThan(0);
      expect(type.some(isLeaseType), JSON.stringify(input)).toBe(false);
    }
  });

  it("keeps a search of leases alone as it is", () => {
    expect(within({ sort: "price-asc", kind: "rent" }).type).toBeUndefined();
    expect(within({ sort: "price-desc", category: "residential-for-rent" }).type).toBeUndefined();
    expect(within({ sort: "price-asc", type: "CommercialLease" }).type).toEqual(["CommercialLease"]);
  });
});

describe.each(drivers)("kinds, rows and the default order on %s", (driver) => {
  let handle: DatabaseHandle;
  let db: Database;
  const search = (input: Record<string, unknown>, cacheCounts = true) => searchListings(db, { pageSize: 48, ...input }, { ...testOptions, cacheCounts });
  const keys = async (input: Record<string, unknown>) => sorted((await search(input)).listings.map((listing) => listing.listingKey));

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    db = handle.db;
    await insertListings(db, searchFixtures);
    const today = sql`(now() AT TIME ZONE 'America/Chicago')::date`;
    await db.execute(sql`UPDATE listings SET on_market_date = ${today} - 2 WHERE listing_key IN ('H1', 'R2')`);
    await db.execute(sql`UPDATE listings SET on_market_date = ${today} - 6 WHERE listing_key = 'C6'`);
    await db.execute(sql`UPDATE listings SET on_market_date = ${today} - 7 WHERE listing_key = 'H5'`);
    await db.execute(sql`UPDATE listings SET previous_list_price = 950000, price_change_timestamp = now() - interval '3 days' WHERE listing_key = 'H3'`);
    await db.execute(sql`UPDATE listings SET previous_list_price = 1100000, price_change_timestamp = now() - interval '3 days' WHERE listing_key = 'H4'`);
    await db.execute(sql`UPDATE listings SET previous_list_price = 200000, price_change_timestamp = now() - interval '40 days' WHERE listing_key = 'H6'`);
    await db.execute(sql`UPDATE listings SET previous_list_price = 320000, price_change_timestamp = now() - interval '1 day' WHERE listing_key = 'X1'`);
    await db.execute(sql`UPDATE listings SET featured = true WHERE listing_key IN ('H10', 'C5')`);
    const hour = 3_600_000;
    await db.insert(openHouses).values([
      { listingKey: "H7", startsAt: new Date(Date.now() + 24 * hour), endsAt: new Date(Date.now() + 27 * hour) },
      { listingKey: "H8", startsAt: new Date(Date.now() - 27 * hour), endsAt: new Date(Date.now() - 24 * hour) },
    ]);
  });
  afterAll(() => handle.close());

  it("splits the market into buy, rent and commercial", async () => {
    const visible = new Set(visibleKeys);
    expect(await keys({ kind: "rent" })).toEqual(["R1", "R2"]);
    expect(await keys({ kind: "commercial" })).toEqual(sorted(["C1", "C2", "C3", "C4", "C5", "C6", "C7"]));
    const buy = await keys({ kind: "buy" });
    expect(buy).toEqual(sorted([...visible].filter((key) => /^[HLSX]/.test(key))));
  });

  it("finds the home page rows' listings and counts them as listing by listing", async () => {
    const cases: Array<[Record<string, unknown>, string[]]> = [
      [{ listed: 7 }, ["C6", "H1", "R2"]],
      [{ priceReduced: true }, ["H3"]],
      [{ openHouse: true }, ["H7"]],
      [{ featured: true }, ["C5", "H10"]],
      [{ listed: 7, kind: "buy" }, ["H1"]],
    ];
    for (const [input, expected] of cases) {
      const cached = await search(input);
      const counted = await search(input, false);
      expect(sorted(cached.listings.map((listing) => listing.listingKey)), JSON.stringify(input)).toEqual(expected);
      expect(cached.total).toBe(expected.length);
      expect(counted.facets).toEqual(cached.facets);
      expect(Object.values(cached.facets.propertyType).reduce((sum, count) => sum + count, 0)).toBe(expected.length);
    }
    expect(await keys({ priceReduced: false })).not.toContain("H3");
    expect((await search({ priceReduced: false })).total).toBe(visibleKeys.length - 1);
  });

  it("puts the rows together, the agent's picks first, each capped at four", async () => {
    const rows = await loadHomeRows(db);
    expect(rows.map((row) => row.id)).toEqual(["featured", "new", "reduced", "openHouses"]);
    expect(rows.map((row) => row.total)).toEqual([2, 3, 1, 1]);
    expect(rows.every((row) => row.listings.length <= 4)).toBe(true);
  });

  it("keeps the rows per listings version, and shows a price cut or a new listing on the next load", async () => {
    const rows = await loadHomeRows(db);
    expect(await loadHomeRows(db)).toBe(rows);
    await db.execute(sql`UPDATE listings SET previous_list_price = list_price + 10000, price_change_timestamp = now() WHERE listing_key = 'H2'`);
    const afterCut = await loadHomeRows(db);
    expect(afterCut).not.toBe(rows);
    expect(afterCut.find((row) => row.id === "reduced")?.listings.map((listing) => listing.listingKey).sort()).toEqual(["H2", "H3"]);
    const today = sql`(now() AT TIME ZONE 'America/Chicago')::date`;
    await db.execute(sql`UPDATE listings SET on_market_date = ${today} WHERE listing_key = 'H9'`);
    const afterNew = await loadHomeRows(db);
    expect(afterNew.find((row) => row.id === "new")?.total).toBe(4);
    expect(afterNew.find((row) => row.id === "new")?.listings[0]?.listingKey).toBe("H9");
    // Put the fixtures back as the other tests of this file expect them.
    await db.execute(sql`UPDATE listings SET previous_list_price = NULL, price_change_timestamp = NULL WHERE listing_key = 'H2'`);
    await db.execute(sql`UPDATE listings SET on_market_date = '2025-01-15' WHERE listing_key = 'H9'`);
  });

  it("shows active listings first by default, newest within, then the rest by status", async () => {
    const { listings } = await search({});
    const statuses = listings.map((listing) => listing.standardStatus);
    const rank = (status: string) => ["Active", "ActiveUnderContract", "Pending", "ComingSoon"].indexOf(status);
    expect(statuses.map(rank)).toEqual([...statuses.map(rank)].sort((a, b) => a - b));
    expect(listings.at(-1)?.listingKey).toBe("X4");
    expect(listings.at(-2)?.listingKey).toBe("X3");
    expect(listings[0]?.listingKey).toBe("H1");
    const active = await search({ status: ["Active", "Closed"] });
    expect(active.listings.at(-1)?.listingKey).toBe("X1");
  });

  it("never sorts rents among sale prices", async () => {
    for (const input of [{ sort: "price-asc" }, { sort: "price-desc" }, { sort: "price-asc", category: "residential" }, { sort: "price-desc", kind: "commercial" }]) {
      const result = await search(input);
      expect(result.listings.some((listing) => isLeaseType(listing.propertyType)), JSON.stringify(input)).toBe(false);
      expect(result.total).toBe(result.listings.length);
      const prices = result.listings.map((listing) => listing.listPrice);
      expect(prices).toEqual([...prices].sort((a, b) => (input.sort === "price-asc" ? a - b : b - a)));
    }
    const rents = await search({ sort: "price-asc", kind: "rent" });
    expect(rents.listings.map((listing) => listing.listingKey)).toEqual(["R2", "R1"]);
  });
});
