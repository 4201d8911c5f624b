import { and, asc, eq, inArray, lt, sql } from "drizzle-orm";
import { listings, media, mlsPhotoRetries, type MediaRow } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { errorFacts, logInfo, logWarn } from "~/server/log.server";
import type { Storage } from "~/server/storage/storage.server";
import type { FeedPhoto } from "~/db/schema";
import { displayableStatuses, MLS_SOURCE } from "./model";
import { chunks, fetchPhotos, removeStored, writePhotos, type Download, type Executor } from "./photos.server";

/**
 * When a listing's missing photos are tried again, after the first try:
 * the next pass, then ever longer waits (a CDN's outage or a photo the MLS is
 * still processing usually clears within hours). After the last, the photos
 * are given up until the listing's record changes.
 */
export const RETRY_DELAYS_MS = [0, 15 * 60_000, 60 * 60_000, 4 * 60 * 60_000, 12 * 60 * 60_000] as const;
/** Listings whose photos one pass tries again: retries never crowd out the feed's new pages. */
const RETRIES_PER_PASS = 200;

export interface RetryOutcome {
  /** Listings whose missing photos were tried again, and how many of those photos came through or failed again. */
  readonly listings: number;
  readonly recovered: number;
  readonly failed: number;
  /** Listings given up on after the last try. */
  readonly givenUp: number;
}

/**
 * Remembers, with a page's listings, which still miss photos (the feed's whole
 * photo list, to fetch it again later) and forgets those that miss none. A
 * newer record of a listing replaces its entry and starts its tries over.
 */
export async function recordMissingPhotos(tx: Executor, entries: readonly { listingKey: string; photos: readonly FeedPhoto[]; missing: number }[], now: Date): Promise<void> {
  const complete = entries.filter((entry) => entry.missing === 0).map((entry) => entry.listingKey);
  for (const keys of chunks(complete, 500)) await tx.delete(mlsPhotoRetries).where(inArray(mlsPhotoRetries.listingKey, keys));
  const rows = entries.filter((entry) => entry.missing > 0).map((entry) => ({ listingKey: entry.listingKey, photos: entry.photos, missing: entry.missing, attempts: 0, nextAttemptAt: new Date(now.getTime() + RETRY_DELAYS_MS[0]) }));
  for (const chunk of chunks(rows)) {
    await tx.insert(mlsPhotoRetries).values(chunk).onConflictDoUpdate({ target: mlsPhotoRetries.listingKey, set: { photos: sqlExcluded("photos"), missing: sqlExcluded("missing"), attempts: 0, nextAttemptAt: sqlExcluded("next_attempt_at") } });
  }
}

const sqlExcluded = (column: string) => sql.raw(`excluded.${column}`);

/**
 * Tries again the photos that failed on earlier passes, for listings whose
 * turn has come: downloads only what is missing (stored photos keep their
 * keys), writes the listing's photos as the feed last described them, and
 * moves each entry on (done, next try later, or given up and reported). A
 * listing no longer shown takes its entry with it, and a photo the outgoing
 * guard refuses leaves the entry: it is never tried again.
 */
export async function retryPhotos(context: { db: Database; storage: Storage; download: Download; now: Date; onPhoto?: () => void }): Promise<RetryOutcome> {
  const { db, now } = context;
  // Strictly before the pass's start: what this pass's own pages left waits for the next pass.
  const due = await db.select().from(mlsPhotoRetries).where(lt(mlsPhotoRetries.nextAttemptAt, now)).orderBy(asc(mlsPhotoRetries.nextAttemptAt)).limit(RETRIES_PER_PASS);
  const outcome = { listings: 0, recovered: 0, failed: 0, givenUp: 0 };
  for (const batch of chunks(due, 20)) {
    const keys = batch.map((row) => row.listingKey);
    const shown = new Set(
      (await db.select({ listingKey: listings.listingKey }).from(listings).where(and(inArray(listings.listingKey, keys), eq(listings.originatingSystemName, MLS_SOURCE), inArray(listings.standardStatus, [...displayableStatuses])))).map((row) => row.listingKey),
    );
    const live = batch.filter((row) => shown.has(row.listingKey));
    const stored = live.length === 0 ? [] : await db.select().from(media).where(inArray(media.resourceRecordKey, live.map((row) => row.listingKey)));
    const photos = await fetchPhotos(live.map((row) => ({ listingKey: row.listingKey, photos: row.photos })), new Map(stored.map((row) => [row.mediaKey, row])), context.download, context.storage, { onPhoto: context.onPhoto });
    const replaced: MediaRow[] = await db.transaction(async (tx) => {
      const dropped = await writePhotos(tx, photos.rows);
      const gone = batch.filter((row) => !shown.has(row.listingKey) || !photos.missing.has(row.listingKey)).map((row) => row.listingKey);
      if (gone.length > 0) await tx.delete(mlsPhotoRetries).where(inArray(mlsPhotoRetries.listingKey, gone));
      for (const row of live) {
        const missing = photos.missing.get(row.listingKey);
        if (missing === undefined) continue;
        const attempts = row.attempts + 1;
        const delay = RETRY_DELAYS_MS[attempts];
        if (delay === undefined) {
          outcome.givenUp += 1;
          logWarn({ msg: "mls photos given up", listingKey: row.listingKey, missing, attempts });
          await tx.delete(mlsPhotoRetries).where(eq(mlsPhotoRetries.listingKey, row.listingKey));
        } else {
          const photoList = row.photos.filter((photo) => !photos.refused.has(photo.url));
          await tx.update(mlsPhotoRetries).set({ photos: photoList, missing, attempts, nextAttemptAt: new Date(now.getTime() + delay) }).where(eq(mlsPhotoRetries.listingKey, row.listingKey));
        }
      }
      return dropped;
    });
    outcome.listings += live.length;
    outcome.recovered += photos.fetched;
    outcome.failed += photos.failed;
    if (replaced.length > 0) await removeStored(context.storage, replaced).catch((error: unknown) => logWarn({ msg: "mls photo clean-up failed", ...errorFacts(error) }));
  }
  if (outcome.listings > 0) logInfo({ msg: "mls photo retries", ...outcome });
  return outcome;
}
