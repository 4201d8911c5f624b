import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { Database, DatabaseHandle } from "~/server/db/connect.server";
import { insertListings } from "~/server/seed/load.server";
import { getListing, similarListings } from "~/features/listings/listing.server";
import { searchListings } from "./search.server";
import { searchFixtures, sorted, testOptions, visibleKeys } from "./test-fixtures";

describe.each(drivers)("listing search on %s", (driver) => {
  let handle: DatabaseHandle;
  let db: Database;
  const search = (input: Record<string, unknown> | URLSearchParams) => searchListings(db, input, testOptions);
  const keys = async (input: Record<string, unknown>) => sorted((await search({ pageSize: 48, ...input })).listings.map((listing) => listing.listingKey));

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    db = handle.db;
    await insertListings(db, searchFixtures);
  });
  afterAll(() => handle.close());

  describe("free text", () => {
    it("matches remarks in English and in Spanish", async () => {
      expect(await keys({ q: "pool" })).toEqual(["H1"]);
      expect(await keys({ q: "alberca" })).toEqual(["H1"]);
      expect(await keys({ q: "casita independiente" })).toEqual(["H3"]);
    });

    it("ignores accents on either side", async () => {
      expect(await keys({ q: "recámara" })).toEqual(["S1"]);
      expect(await keys({ q: "recamara" })).toEqual(["S1"]);
      expect(await keys({ q: "construccion nueva" })).toEqual(["H2"]);
    });

    it("tolerates typos in city and subdivision names", async () => {
      expect(await keys({ q: "edinbrug" })).toEqual(sorted(["H6", "R2", "C4", "L2", "X3"]));
      expect(await keys({ q: "Misión" })).toEqual(["C6", "H2", "H3"]);
      expect(await keys({ q: "sharylnd" })).toEqual(["H3"]);
      expect(await keys({ q: "tres lagso" })).toEqual(["H5"]);
    });

    it("matches ZIP codes and MLS numbers exactly", async () => {
      expect(await keys({ q: "78504" })).toEqual(["H4", "H5", "L1"]);
      const h5 = searchFixtures.find((item) => item.listing.listingKey === "H5");
      const result = await search({ q: h5?.listing.listingId });
      expect(result.listings.map((listing) => listing.listingKey)).toEqual(["H5"]);
    });

    it("requires every word and finds nothing for unknown words", async () => {
      expect(await keys({ q: "casita mission" })).toEqual(["H3"]);
      expect(await keys({ q: "casita donna" })).toEqual([]);
      expect(await keys({ q: "zzzqqxx" })).toEqual([]);
    });

    it("treats text with no searchable word as no text", async () => {
      expect(await keys({ q: "the" })).toEqual(sorted(visibleKeys));
      expect(await keys({ q: "?!" })).toEqual(sorted(visibleKeys));
    });
  });

  describe("sort and pagination", () => {
    const all = async (sort: string) => (await search({ sort, pageSize: 48 })).listings;

    it("sorts active listings first by default, then by status, newest within, ties broken by listing key", async () => {
      const listings = await all("newest");
      const onMarket = new Map(searchFixtures.map(({ listing }) => [listing.listingKey, listing.onMarketDate ?? ""]));
      const ranks = ["Active", "ActiveUnderContract", "Pending", "ComingSoon"];
      const order = listings.map((listing) => `${ranks.indexOf(listing.standardStatus)} ${99_999_999 - Number((onMarket.get(listing.listingKey) ?? "").replaceAll("-", ""))}`);
      expect(order).toEqual([...order].sort());
      expect((await search({})).listings.map((listing) => listing.listingKey)).toEqual(listings.slice(0, 24).map((listing) => listing.listingKey));
    });

    it("sorts by price both ways and by size", async () => {
      const up = (await all("price-asc")).map((listing) => listing.listPrice);
      expect(up).toEqual([...up].sort((a, b) => a - b));
      const down = (await all("price-desc")).map((listing) => listing.listPrice);
      expect(down).toEqual([...down].sort((a, b) => b - a));
      const size = (await all("size")).map((listing) => listing.livingArea ?? listing.buildingAreaTotal ?? -1);
      expect(size).toEqual([...size].sort((a, b) => b - a));
    });

    it("pages through every result once, in a stable order", async () => {
      for (const sort of ["newest", "price-asc", "price-desc", "size"]) {
        const whole = (await all(sort)).map((listing) => listing.listingKey);
        const paged: string[] = [];
        for (let page = 1; page <= 5; page += 1) {
          const result = await search({ sort, page, pageSize: 5 });
          // A price order leaves the rents out (ADR 0118).
          expect(result.total).toBe(whole.length);
          expect(result.pageCount).toBe(Math.ceil(whole.length / 5));
          paged.push(...result.listings.map((listing) => listing.listingKey));
        }
        expect(paged).toEqual(whole);
      }
    });

    it("answers an empty page past the end", async () => {
      const result = await search({ page: 50 });
      expect(result.listings).toEqual([]);
      expect(result.total).toBe(visibleKeys.length);
    });
  });

  describe("facets and results", () => {
    it("counts the whole result by city, type, status and beds", async () => {
      const { facets, total } = await search({ category: "residential-for-sale", pageSize: 1 });
      expect(total).toBe(13);
      expect(facets.city.mcallen).toBe(3);
      expect(facets.city.mission).toBe(2);
      expect(facets.propertyType.Residential).toBe(11);
      expect(facets.status.Pending).toBe(1);
      expect(facets.status.ComingSoon).toBe(1);
      expect(facets.beds[5]).toBe(2);
      expect(facets.beds[1]).toBe(13);
    });

    it("gives each listing its first photo and photo count", async () => {
      const [listing] = (await search({ q: "pool" })).listings;
      expect(listing?.photo?.mediaKey).toBe("H1-1");
      expect(listing?.photo?.shortDescriptionEs).toBe("Fachada de la casa");
      expect(listing?.photoCount).toBe(2);
    });

    it("takes the first photo by its order, not by when it was stored", async () => {
      await db.execute(sql`UPDATE media SET "order" = 3 - "order" WHERE resource_record_key = 'H1'`);
      try {
        const [listing] = (await search({ q: "pool" })).listings;
        expect(listing?.photo?.mediaKey).toBe("H1-2");
        expect(listing?.photoCount).toBe(2);
      } finally {
        await db.execute(sql`UPDATE media SET "order" = 3 - "order" WHERE resource_record_key = 'H1'`);
      }
    });
  });

  describe("malformed input", () => {
    const garbage: Array<Record<string, unknown> | URLSearchParams> = [
      new URLSearchParams("page=-3&pageSize=100000&beds=abc&baths=%00&city=atlantis&sort=drop%20table&minPrice=1e999&maxPrice=-1"),
      new URLSearchParams("status=Delete&status=bogus&type=Spaceship&subType=&category=__proto__&community=constructor"),
      { q: "'; DROP TABLE listings; --" },
      { q: "a & b | !c :* (( ))" },
      { q: "\u0000\uFFFF🏠 🙂 ñ" },
      { q: "x".repeat(10_000) },
      { q: ["pool", "alberca"], page: { toString: () => "2" }, pageSize: [3, 4], beds: Number.NaN },
      { q: 42, city: ["mcallen", "mission"], newConstruction: "maybe", casita: {}, luxury: [] },
      { minPrice: "900000", maxPrice: "100000" },
      { priceRange: "all", location: "all", propertyType: "all" },
    ];

    it.each(garbage.map((input, index) => [index, input] as const))("never throws (case %i)", async (_index, input) => {
      const result = await search(input);
      expect(result.total).toBeGreaterThanOrEqual(0);
      expect(result.listings.length).toBeLessThanOrEqual(48);
    });

    it("keeps the parts it understands", async () => {
      expect(await keys({ city: "mcallen", beds: "lots", category: "nope", type: "Residential" })).toEqual(sorted(["H1", "H4", "H5"]));
      expect(await keys({ minPrice: "$900k", maxPrice: "100,000", type: "Residential" })).toEqual(
        sorted(["H1", "H2", "H3", "H5", "H6", "H7", "H8", "S1", "X3", "X4"]),
      );
      expect(await keys({ minPrice: "1.2m", type: "Residential" })).toEqual(["H4"]);
    });
  });

  describe("single listings", () => {
    it("returns a listing with its photos in order, whatever its status", async () => {
      const listing = await getListing(db, "X2");
      expect(listing?.standardStatus).toBe("Withdrawn");
      expect(listing?.media.map((photo) => photo.order)).toEqual([1, 2]);
      expect(listing?.media[0]?.scene).toEqual({ kind: "ranch", seed: 1 });
    });

    it("returns null for unknown or malformed keys", async () => {
      expect(await getListing(db, "NOPE")).toBeNull();
      expect(await getListing(db, "")).toBeNull();
      expect(await getListing(db, "X2\u0000")).toBeNull();
      expect(await getListing(db, { key: "H1" })).toBeNull();
      expect(await getListing(db, "x".repeat(500))).toBeNull();
    });

    it("finds similar on-market listings of the same type, never the listing itself", async () => {
      const h3 = await getListing(db, "H3");
      if (!h3) throw new Error("fixture H3 missing");
      expect((await similarListings(db, h3, 3)).map((listing) => listing.listingKey)).toEqual(["H4"]);
      const h1 = await getListing(db, "H1");
      if (!h1) throw new Error("fixture H1 missing");
      const similar = (await similarListings(db, h1, 3)).map((listing) => listing.listingKey);
      expect(similar).toEqual(["H5", "S1", "X3"]);
      expect(await similarListings(db, h1, Number.NaN)).toHaveLength(4);
    });
  });
});
