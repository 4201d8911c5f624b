import { eq, sql } from "drizzle-orm";
import { listings, media } from "../../db/schema";
import { photoFormats, photoWidths } from "../../lib/photos";
import type { Database } from "../db/connect.server";
import { versionOf } from "../photos/handler.server";
import type { Storage } from "../storage/storage.server";

/** The originating system of generated listings (generate.ts). */
export const DEMO_SOURCE = "demo";
/** Storage deletions at a time: S3 takes one request per object, a disk one unlink. */
const DELETE_CONCURRENCY = 16;

export interface RemovedDemo {
  readonly listings: number;
  readonly photos: number;
  /** Storage keys deleted (originals and every rendered size); a key with nothing under it counts too. */
  readonly objects: number;
  /** Listings left, by originating system. */
  readonly remaining: Readonly<Record<string, number>>;
}

/** Every key a photo may occupy in storage: its original, if uploaded, and each size and format the photo route renders. */
export function storageKeysOf(photo: Pick<typeof media.$inferSelect, "mediaKey" | "scene" | "storageKey" | "modificationTimestamp">): string[] {
  const version = versionOf(photo);
  const variants = photoWidths.flatMap((width) => photoFormats.map((format) => `photos/${photo.mediaKey}/${version}/w${width}.${format}`));
  return photo.storageKey ? [photo.storageKey, ...variants] : variants;
}

/**
 * Deletes every generated listing (its photos, history, views and the rest
 * cascade) and then its photos' objects in storage, leaving listings of any
 * other source alone. Objects go after the database commits: a run stopped
 * half-way leaves objects no photo row points at (the photo route answers 404
 * without its row), never a listing whose photos are gone; running it again
 * finds no demo listing and has nothing to do.
 */
export async function removeDemoListings(db: Database, storage: Storage): Promise<RemovedDemo> {
  const { removed, photos } = await db.transaction(async (tx) => {
    const photos = await tx
      .select({ mediaKey: media.mediaKey, scene: media.scene, storageKey: media.storageKey, modificationTimestamp: media.modificationTimestamp })
      .from(media)
      .innerJoin(listings, eq(listings.listingKey, media.resourceRecordKey))
      .where(eq(listings.originatingSystemName, DEMO_SOURCE));
    const removed = await tx.delete(listings).where(eq(listings.originatingSystemName, DEMO_SOURCE)).returning({ key: listings.listingKey });
    return { removed: removed.length, photos };
  });

  const keys = photos.flatMap(storageKeysOf);
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++] as string;
      await storage.delete(key);
    }
  };
  await Promise.all(Array.from({ length: Math.min(DELETE_CONCURRENCY, keys.length) }, worker));

  const counts = await db
    .select({ source: listings.originatingSystemName, count: sql<number>`count(*)::int` })
    .from(listings)
    .groupBy(listings.originatingSystemName);
  return { listings: removed, photos: photos.length, objects: keys.length, remaining: Object.fromEntries(counts.map((row) => [row.source, row.count])) };
}
