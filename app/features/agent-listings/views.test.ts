import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { listingViews } from "~/db/schema";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { insertListings } from "~/server/seed/load.server";
import { createViewCounter, startViewFlush, viewedListingKey } from "./views.server";

describe("which paths are views of a listing", () => {
  it.each([
    ["/en/property/DEMO000001/123-main-st-mcallen", "DEMO000001"],
    ["/es/propiedad/A7K3M9P2Q/123-main-st-mcallen", "A7K3M9P2Q"],
    ["/en/property/DEMO000001", "DEMO000001"],
    ["/en/property/DEMO000001/123-main-st-mcallen.data", "DEMO000001"],
    ["/es/propiedad/DEMO000001.data", "DEMO000001"],
  ])("%s is a view of %s", (path, key) => {
    expect(viewedListingKey(path)).toBe(key);
  });

  it.each(["/en/search", "/en/property/", "/en/property/DEMO1/slug/extra", "/es/property/DEMO1/x", "/en/propiedad/DEMO1/x", "/en/property/%2e%2e/x", "/en/agent/listings/A1", "/photos/DEMO1-1/w320.webp"])(
    "%s is not",
    (path) => {
      expect(viewedListingKey(path)).toBeNull();
    },
  );
});

describe.each(drivers)("flushing counted views on %s", (driver) => {
  let handle: DatabaseHandle;
  const stored = async () =>
    (await handle.db.select().from(listingViews).orderBy(listingViews.listingKey, listingViews.day)).map((row) => [row.listingKey, row.day, row.views]);

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await insertListings(handle.db, [makeListing({ listingKey: "V1" }), makeListing({ listingKey: "V2" })]);
  });
  afterAll(() => handle.close());

  it("adds each listing's views of each day (Valley time) to what is stored, skipping keys that are no listing", async () => {
    const counter = createViewCounter();
    const noon = new Date("2026-11-20T18:00:00Z");
    counter.count("V1", noon);
    counter.count("V1", noon);
    counter.count("V2", noon);
    counter.count("GONE", noon);
    // 03:00 UTC is still the evening before in the Valley.
    counter.count("V1", new Date("2026-11-21T03:00:00Z"));
    expect(counter.pending()).toBe(5);
    await counter.flush(handle.db);
    expect(counter.pending()).toBe(0);
    counter.count("V1", noon);
    await counter.flush(handle.db);
    expect(await stored()).toEqual([
      ["V1", "2026-11-20", 4],
      ["V2", "2026-11-20", 1],
    ]);
    expect(await counter.flush(handle.db)).toBe(0);
  });

  it("keeps the counts for the next flush when the database fails, with those counted meanwhile", async () => {
    const counter = createViewCounter();
    const day = new Date("2026-11-22T18:00:00Z");
    counter.count("V2", day);
    const failing = vi.spyOn(handle.db, "execute").mockRejectedValueOnce(new Error("connection lost"));
    await expect(counter.flush(handle.db)).rejects.toThrow("connection lost");
    failing.mockRestore();
    counter.count("V2", day);
    expect(counter.pending()).toBe(2);
    await counter.flush(handle.db);
    expect(await stored()).toContainEqual(["V2", "2026-11-22", 2]);
  });

  it("writes what is left when the job stops", async () => {
    const counter = createViewCounter();
    const job = startViewFlush(handle.db, counter, 60_000);
    counter.count("V1", new Date("2026-11-23T18:00:00Z"));
    await job.stop();
    const [row] = await handle.db.select({ views: sql<number>`views` }).from(listingViews).where(sql`day = '2026-11-23'`);
    expect(row?.views).toBe(1);
  });
});
