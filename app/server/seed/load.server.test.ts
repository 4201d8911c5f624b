import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { queryRows, type DatabaseHandle } from "../db/connect.server";
import { makeListing } from "./factory";
import { insertListings } from "./load.server";

describe.each(drivers)("loading listings on %s", (driver) => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
  });
  afterAll(() => handle.close());

  const estimatedRows = async (table: string) =>
    (await queryRows<{ reltuples: number }>(handle.db, sql`SELECT reltuples::int AS reltuples FROM pg_class WHERE relname = ${table}`))[0]?.reltuples;

  it("leaves the planner knowing how many listings and photos there are", async () => {
    expect(await estimatedRows("listings")).toBeLessThan(1);
    const loaded = Array.from({ length: 40 }, (_, i) => makeListing({ listingKey: `LOAD${i}`, city: i % 2 ? "McAllen" : "Pharr" }));
    expect(await insertListings(handle.db, loaded)).toBe(40);
    expect(await estimatedRows("listings")).toBe(40);
    expect(await estimatedRows("media")).toBe(loaded.reduce((sum, item) => sum + item.media.length, 0));
    const stats = await queryRows<{ attname: string }>(handle.db, sql`SELECT attname FROM pg_stats WHERE tablename = 'listings' AND attname = 'standard_status'`);
    expect(stats).toHaveLength(1);
  });
});
