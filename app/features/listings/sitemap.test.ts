import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { activeListingAddresses, listingSitemapCount } from "./sitemap.server";

describe.each(drivers)("listing sitemaps on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await insertListings(handle.db, [
      ...["A", "B", "C", "D", "E"].map((listingKey) => makeListing({ listingKey })),
      makeListing({ listingKey: "Z", standardStatus: "Closed" }),
    ]);
  });
  afterAll(() => handle.close());

  it("splits the listings on the market into parts, each listing in exactly one", async () => {
    expect(await listingSitemapCount(handle.db, 2)).toBe(3);
    expect(await listingSitemapCount(handle.db, 5)).toBe(1);
    const parts = await Promise.all([1, 2, 3].map(async (part) => (await activeListingAddresses(handle.db, part, 2)).map((row) => row.listingKey)));
    expect(parts).toEqual([["A", "B"], ["C", "D"], ["E"]]);
  });
});
