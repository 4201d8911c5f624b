import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { listingHistory, listings, media } from "../../db/schema";
import { anyListingOnMarket } from "~/features/search/on-market.server";
import type { DatabaseHandle } from "../db/connect.server";
import { createPhotoHandler } from "../photos/handler.server";
import type { Bytes, Storage } from "../storage/storage.server";
import { makeListing } from "./factory";
import { generateListings } from "./generate";
import { insertListings, seedIfEmpty } from "./load.server";
import { removeDemoListings } from "./remove.server";

function memoryStorage(): Storage & { objects: Map<string, Bytes> } {
  const objects = new Map<string, Bytes>();
  return {
    description: "memory",
    objects,
    get: async (key) => objects.get(key) ?? null,
    put: async (key, body) => void objects.set(key, body),
    delete: async (key) => void objects.delete(key),
  };
}

const referenceDate = new Date("2025-06-01T00:00:00Z");

describe.each(drivers)("removing the demo listings on %s", (driver) => {
  let handle: DatabaseHandle;
  const storage = memoryStorage();

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await insertListings(handle.db, generateListings(30, { referenceDate }));
    await insertListings(handle.db, [
      makeListing({ listingKey: "AOWN00001", originatingSystemName: "agent" }),
      makeListing({ listingKey: "MLS000001", originatingSystemName: "mls" }),
    ]);
    await handle.db.update(media).set({ storageKey: "originals/DEMO000001-1.jpg" }).where(eq(media.mediaKey, "DEMO000001-1"));
  });
  afterAll(() => handle.close());

  it("deletes demo listings with their photos, history and stored images, and keeps every other source", async () => {
    // Variants rendered by the photo route as a visitor would ask for them, for a demo photo and the agent's.
    const photos = createPhotoHandler({ db: () => handle.db, storage: () => storage });
    await storage.put("originals/DEMO000001-1.jpg", new Uint8Array([1]), "image/jpeg");
    for (const [photoId, variant] of [["DEMO000002-1", "w320.webp"], ["DEMO000003-2", "w640.avif"], ["AOWN00001-1", "w320.webp"]] as const) {
      expect((await photos(new Request(`http://localhost/photos/${photoId}/${variant}`), { photoId, variant })).status).toBe(200);
    }
    const agentObjects = [...storage.objects.keys()].filter((key) => key.startsWith("photos/AOWN00001-1/"));
    expect(agentObjects).toHaveLength(1);

    const removed = await removeDemoListings(handle.db, storage);
    expect(removed).toMatchObject({ listings: 30, remaining: { agent: 1, mls: 1 } });
    expect(removed.photos).toBeGreaterThanOrEqual(30 * 4);
    expect([...storage.objects.keys()]).toEqual(agentObjects);

    const left = await handle.db.select({ key: listings.listingKey }).from(listings).orderBy(listings.listingKey);
    expect(left.map((row) => row.key)).toEqual(["AOWN00001", "MLS000001"]);
    const [orphans] = await handle.db.select({ count: sql<number>`count(*)::int` }).from(media).where(sql`${media.resourceRecordKey} LIKE 'DEMO%'`);
    expect(orphans?.count).toBe(0);
    const history = await handle.db.selectDistinct({ key: listingHistory.listingKey }).from(listingHistory).orderBy(listingHistory.listingKey);
    expect(history.map((row) => row.key)).toEqual(["AOWN00001", "MLS000001"]);

    expect(await removeDemoListings(handle.db, storage)).toMatchObject({ listings: 0, photos: 0, objects: 0 });
  });

  it("never adds the demo listings to a database holding only the agent's own", async () => {
    expect(await seedIfEmpty(handle.db, { count: 10, referenceDate })).toBe(0);
  });

  it("tells a site with nothing on the market from one whose search found nothing", async () => {
    expect(await anyListingOnMarket(handle.db)).toBe(true);
    await handle.db.update(listings).set({ standardStatus: "Closed" });
    expect(await anyListingOnMarket(handle.db)).toBe(false);
    await handle.db.update(listings).set({ standardStatus: "Incomplete" });
    expect(await anyListingOnMarket(handle.db)).toBe(false);
  });
});
