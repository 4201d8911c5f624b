import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../../tests/support/database";
import { OWN_SOURCE } from "~/features/listings/model";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { recentlyViewedKeysSchema, recentlyViewedListings } from "./recently-viewed.server";

describe("recentlyViewedKeysSchema", () => {
  it("takes up to twelve listing keys, each once, in their order", () => {
    expect(recentlyViewedKeysSchema.parse(["B", "A", "B"])).toEqual(["B", "A"]);
    expect(recentlyViewedKeysSchema.parse([])).toEqual([]);
    expect(recentlyViewedKeysSchema.parse(Array.from({ length: 12 }, (_, index) => `K${index}`))).toHaveLength(12);
  });

  it("refuses more keys than the list holds, and anything no listing key could be", () => {
    expect(recentlyViewedKeysSchema.safeParse(Array.from({ length: 13 }, (_, index) => `K${index}`)).success).toBe(false);
    for (const key of ["", "a b", "\u0000", "x".repeat(129)]) expect(recentlyViewedKeysSchema.safeParse([key]).success, JSON.stringify(key)).toBe(false);
  });
});

describe("recentlyViewedListings", () => {
  let handle: DatabaseHandle;
  const now = new Date("2025-06-10T18:00:00Z");

  beforeAll(async () => {
    handle = await openTestDatabase("pglite");
    await insertListings(
      handle.db,
      [
        { listingKey: "A1" },
        { listingKey: "A2", standardStatus: "Pending" },
        { listingKey: "D1", originatingSystemName: OWN_SOURCE, standardStatus: "Incomplete" },
        { listingKey: "S1", originatingSystemName: OWN_SOURCE, standardStatus: "Closed", closePrice: 240_000, closeDate: "2025-06-01" },
        { listingKey: "S2", originatingSystemName: OWN_SOURCE, standardStatus: "Closed", closePrice: 240_000, closeDate: "2025-01-02" },
        { listingKey: "M1", standardStatus: "Closed", closePrice: 240_000, closeDate: "2025-06-01" },
        { listingKey: "W1", standardStatus: "Withdrawn" },
      ].map(makeListing),
    );
  });
  afterAll(() => handle.close());

  it("answers the cards of listings whose page still shows them, in the order asked", async () => {
    const listings = await recentlyViewedListings(handle.db, ["S1", "D1", "A2", "M1", "NOPE", "A1", "S2", "W1"], now);
    expect(listings.map((listing) => listing.listingKey)).toEqual(["S1", "A2", "A1"]);
    expect(listings[0]?.photoCount).toBeGreaterThan(0);
    expect(listings[0]).not.toHaveProperty("closeDate");
    expect(await recentlyViewedListings(handle.db, [], now)).toEqual([]);
  });
});
