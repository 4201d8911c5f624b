import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { listingFloodZones, listings, listingsVersion } from "~/db/schema";
import { searchListings } from "~/features/search/search.server";
import { testOptions } from "~/features/search/test-fixtures";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { makeListing } from "~/server/seed/factory";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { type FemaNfhl, startFemaNfhl } from "../../../tests/support/fema-nfhl";
import { allowLocalDoublesForFile } from "../../../tests/support/local-doubles";
import { FLOOD_PASS_LIMIT, floodZoneOf, floodZoneStatus, retryDelayMs, runFloodZonePass } from "./flood-zones.server";

allowLocalDoublesForFile();

const now = new Date("2026-11-20T18:00:00Z");
const hour = 60 * 60_000;
const points = [
  { lat: 26.1001, lng: -98.2001, zone: "AE" as const },
  { lat: 26.1002, lng: -98.2002, zone: "X" as const },
  { lat: 26.1003, lng: -98.2003, zone: "X shaded" as const },
];
const fixtures = [
  makeListing({ listingKey: "FAE", latitude: 26.1001, longitude: -98.2001 }),
  makeListing({ listingKey: "FX", latitude: 26.1002, longitude: -98.2002 }),
  makeListing({ listingKey: "FNONE", latitude: 26.3, longitude: -98.3 }),
  makeListing({ listingKey: "FNOCOORD", latitude: null, longitude: null }),
];

describe("how long a failed listing waits", () => {
  it("doubles from a quarter of an hour up to a week", () => {
    expect([1, 2, 3, 5].map(retryDelayMs)).toEqual([0.25 * hour, 0.5 * hour, hour, 4 * hour]);
    expect(retryDelayMs(30)).toBe(7 * 24 * hour);
  });
});

describe.each(drivers)("the flood zone pass on %s", (driver) => {
  let handle: DatabaseHandle;
  let fema: FemaNfhl;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await handle.db.insert(listings).values(fixtures.map((item) => item.listing));
  });
  afterAll(() => handle.close());
  beforeEach(async () => {
    fema = await startFemaNfhl({ points, slowMs: 2_000 });
    await handle.db.delete(listingFloodZones);
    vi.spyOn(console, "log").mockImplementation(() => undefined);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await fema.stop();
  });

  const pass = (at = now, options: { limit?: number } = {}) => runFloodZonePass(handle.db, { url: fema.url, timeoutMs: 500, now: at, ...options });
  const version = async () => (await handle.db.select().from(listingsVersion))[0]?.version ?? 0;

  it("stores each listing's zone with the date, the unmapped one too, skips one without coordinates, and moves the listings' version", async () => {
    const before = await version();
    expect(await pass()).toEqual({ asked: 3, stored: 3, failed: 0, failures: {} });
    expect(await floodZoneOf(handle.db, "FAE")).toMatchObject({ zone: "AE", highRisk: true, checkedAt: now, failures: 0, latitude: 26.1001, longitude: -98.2001 });
    expect(await floodZoneOf(handle.db, "FX")).toMatchObject({ zone: "X", zoneSubtype: "AREA OF MINIMAL FLOOD HAZARD", highRisk: false, checkedAt: now });
    expect(await floodZoneOf(handle.db, "FNONE")).toMatchObject({ zone: null, highRisk: false, checkedAt: now });
    expect(await floodZoneOf(handle.db, "FNOCOORD")).toBeUndefined();
    expect(await version()).toBeGreaterThan(before);
  });

  it("asks nothing again within the year, asks again after it, and asks again at once when the point moved", async () => {
    await pass();
    fema.requests.length = 0;
    expect((await pass(new Date(now.getTime() + 300 * 24 * hour))).asked).toBe(0);
    expect((await pass(new Date(now.getTime() + 366 * 24 * hour))).asked).toBe(3);
    await handle.db.update(listings).set({ latitude: 26.1003, longitude: -98.2003 }).where(eq(listings.listingKey, "FX"));
    try {
      expect(await pass(new Date(now.getTime() + 367 * 24 * hour))).toMatchObject({ asked: 1, stored: 1 });
      expect(await floodZoneOf(handle.db, "FX")).toMatchObject({ zone: "X", zoneSubtype: "0.2 PCT ANNUAL CHANCE FLOOD HAZARD", latitude: 26.1003 });
    } finally {
      await handle.db.update(listings).set({ latitude: 26.1002, longitude: -98.2002 }).where(eq(listings.listingKey, "FX"));
    }
  });

  it("asks at most its limit per pass", async () => {
    expect((await pass(now, { limit: 2 })).asked).toBe(2);
    expect((await pass(now, { limit: 2 })).asked).toBe(1);
    expect(FLOOD_PASS_LIMIT).toBeGreaterThan(0);
  });

  it("counts a failure without stopping the rest, and asks that listing again only after its wait", async () => {
    fema.fail("html", 1);
    const report = await pass();
    expect(report).toEqual({ asked: 3, stored: 2, failed: 1, failures: { unreadable: 1 } });
    const failed = (await handle.db.select().from(listingFloodZones)).find((row) => row.checkedAt === null)!;
    expect(failed).toMatchObject({ zone: null, failures: 1, retryAt: new Date(now.getTime() + 0.25 * hour) });
    expect(await floodZoneStatus(handle.db)).toEqual({ total: 3, known: 2, failing: 1 });
    expect((await pass(new Date(now.getTime() + 10 * 60_000))).asked).toBe(0);
    expect(await pass(new Date(now.getTime() + 20 * 60_000))).toMatchObject({ asked: 1, stored: 1 });
    expect(await floodZoneOf(handle.db, failed.listingKey)).toMatchObject({ failures: 0, retryAt: null, checkedAt: new Date(now.getTime() + 20 * 60_000) });
    expect(await floodZoneStatus(handle.db)).toEqual({ total: 3, known: 3, failing: 0 });
  });

  it("ends the pass after three failures in a row with the service down, and keeps a zone due for its yearly check", async () => {
    await pass();
    const later = new Date(now.getTime() + 366 * 24 * hour);
    const added = [makeListing({ listingKey: "FLATE1", latitude: 26.4, longitude: -98.4 }), makeListing({ listingKey: "FLATE2", latitude: 26.5, longitude: -98.5 })];
    await handle.db.insert(listings).values(added.map((item) => item.listing));
    try {
      fema.fail("500");
      // Five are due (two new, three a year old): the third failure in a row ends the pass.
      expect(await pass(later)).toEqual({ asked: 3, stored: 0, failed: 3, failures: { status: 3 } });
      fema.heal();
      expect(await pass(later)).toMatchObject({ asked: 2, stored: 2 });
      expect(await floodZoneOf(handle.db, "FAE")).toMatchObject({ zone: "AE", highRisk: true, checkedAt: now, failures: 1 });
    } finally {
      for (const { listing } of added) await handle.db.delete(listings).where(eq(listings.listingKey, listing.listingKey));
    }
  });

  it("leaves out listings in a high-risk zone when the search asks, and keeps one whose zone isn't known", async () => {
    const keys = async (params: string) => (await searchListings(handle.db, new URLSearchParams(params), testOptions)).listings.map((listing) => listing.listingKey).sort();
    expect(await keys("outsideFloodZone=true")).toEqual(["FAE", "FNOCOORD", "FNONE", "FX"]);
    await pass();
    expect(await keys("outsideFloodZone=true")).toEqual(["FNOCOORD", "FNONE", "FX"]);
    expect(await keys("outsideFloodZone=false")).toEqual(["FAE"]);
    expect(await keys("")).toEqual(["FAE", "FNOCOORD", "FNONE", "FX"]);
  });
});
