import { createHash } from "node:crypto";
import { and, inArray, notInArray, sql } from "drizzle-orm";
import { media, type MediaRow, type NewMediaRow } from "~/db/schema";
import type { Database } from "~/server/db/connect.server";
import { normalizePhoto, storedKeysOf } from "~/features/listings/photos.server";
import { photoLimits } from "~/features/listings/photos";
import { OutgoingRefused } from "~/server/http/outgoing.server";
import { errorFacts, logWarn } from "~/server/log.server";
import type { Storage } from "~/server/storage/storage.server";
import type { FeedPhoto } from "~/db/schema";

export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0];

/**
 * Rows per statement: well within the pool's one-second statement timeout with the listings' count
 * triggers (a page of 50 listings with 1,000 photos writes in about 0.2–0.4 s on PGlite here).
 */
const CHUNK = 50;
export const chunks = <T>(items: readonly T[], size = CHUNK) => Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** What the sync needs of the photos a listing already has. */
export type StoredPhoto = Pick<MediaRow, "mediaKey" | "resourceRecordKey" | "storageKey" | "mediaUrl" | "modificationTimestamp" | "imageWidth" | "imageHeight">;

const hash = (value: string, length: number) => createHash("sha256").update(value).digest("hex").slice(0, length);

/** A listing key as a storage path segment and MediaKey prefix: as it is when safe, else a hash of it. */
export function safeKey(listingKey: string): string {
  return /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/.test(listingKey) ? listingKey : `h${hash(listingKey, 20)}`;
}

/**
 * The site's MediaKey for a feed photo: it names the pixels (the photo
 * route's answers are cached for a year, ADR 0102), so it changes exactly
 * when the feed's MediaKey, MediaURL or MediaModificationTimestamp does, and
 * an unchanged photo keeps its key and is not fetched again.
 */
export function photoKey(listingKey: string, photo: FeedPhoto): string {
  return `${safeKey(listingKey)}-m${hash(JSON.stringify([photo.sourceKey, photo.url, photo.modifiedAt]), 20)}`;
}

export interface PhotoWork {
  readonly listingKey: string;
  readonly photos: readonly FeedPhoto[];
}

export interface PhotoResult {
  /** The listing's media rows as they should be, in order: kept ones and fetched ones. */
  readonly rows: Map<string, NewMediaRow[]>;
  readonly fetched: number;
  readonly failed: number;
  /** The photos each listing is still missing, where some failed and may come through later. */
  readonly missing: Map<string, number>;
  /** Photo URLs the outgoing guard refused (a private address, too many redirects): never tried again (ADR 0011). */
  readonly refused: Set<string>;
  /** The media keys downloaded and stored by this call (a row that is never written leaves them to remove). */
  readonly fetchedKeys: Set<string>;
}

export type Download = (url: string, maxBytes: number) => Promise<Uint8Array>;

/** Runs `task` over `items`, at most `limit` at a time. */
export async function eachLimited<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/**
 * The photos of a page's listings: those already stored under the same key
 * are kept as they are; the others are downloaded (bounded, retried, capped
 * at the upload limit) and cleaned as uploads are (normalizePhoto: upright,
 * 2560 px at most, no metadata), then stored. A photo that fails is counted
 * and left out; the listing goes on without it, and later passes try it
 * again (photo-retries.server.ts), unless the outgoing guard refused its
 * URL. Variants are made on demand by the photo route (pre-rendering 20
 * photos × 10,000 listings would take hours).
 */
export async function fetchPhotos(
  work: readonly PhotoWork[],
  stored: ReadonlyMap<string, StoredPhoto>,
  download: Download,
  storage: Storage,
  { concurrency = 6, onPhoto }: { concurrency?: number; onPhoto?: () => void } = {},
): Promise<PhotoResult> {
  const rows = new Map<string, NewMediaRow[]>();
  const jobs: { listingKey: string; photo: FeedPhoto; mediaKey: string; slot: NewMediaRow[]; index: number }[] = [];
  let failed = 0;
  let fetched = 0;
  const missing = new Map<string, number>();
  const refused = new Set<string>();
  const fetchedKeys = new Set<string>();
  for (const { listingKey, photos } of work) {
    const slot: NewMediaRow[] = [];
    rows.set(listingKey, slot);
    photos.forEach((photo, index) => {
      const mediaKey = photoKey(listingKey, photo);
      const kept = stored.get(mediaKey);
      if (kept && kept.resourceRecordKey === listingKey && kept.storageKey) {
        slot[index] = { ...rowOf(listingKey, photo, mediaKey, kept.storageKey, kept.imageWidth, kept.imageHeight), modificationTimestamp: kept.modificationTimestamp };
      } else {
        jobs.push({ listingKey, photo, mediaKey, slot, index });
      }
    });
  }
  await eachLimited(jobs, concurrency, async ({ listingKey, photo, mediaKey, slot, index }) => {
    try {
      const normalized = await normalizePhoto(await download(photo.url, photoLimits.fileBytes));
      if (!normalized.ok) throw Object.assign(new Error("photo refused"), { code: normalized.code.replace(/[A-Z]/g, (letter) => `_${letter}`).toUpperCase() });
      const storageKey = `listings/${safeKey(listingKey)}/${mediaKey}.jpg`;
      await storage.put(storageKey, normalized.photo.bytes, "image/jpeg");
      slot[index] = rowOf(listingKey, photo, mediaKey, storageKey, normalized.photo.width, normalized.photo.height);
      fetched += 1;
      fetchedKeys.add(mediaKey);
    } catch (error) {
      failed += 1;
      // The guard has logged why; the listing's line names which listing goes without the photo.
      if (error instanceof OutgoingRefused) refused.add(photo.url);
      else missing.set(listingKey, (missing.get(listingKey) ?? 0) + 1);
      logWarn({ msg: "mls photo failed", listingKey, ...errorFacts(error) });
    } finally {
      onPhoto?.();
    }
  });
  for (const [key, slot] of rows) rows.set(key, slot.filter(Boolean).map((row, order) => ({ ...row, order })));
  return { rows, fetched, failed, missing, refused, fetchedKeys };
}

function rowOf(listingKey: string, photo: FeedPhoto, mediaKey: string, storageKey: string, width: number, height: number): NewMediaRow {
  return {
    mediaKey,
    resourceRecordKey: listingKey,
    order: photo.order,
    mediaCategory: photo.category,
    shortDescription: photo.shortDescription,
    imageWidth: width,
    imageHeight: height,
    storageKey,
    mediaUrl: photo.url,
    modificationTimestamp: photo.modifiedAt ? new Date(photo.modifiedAt) : new Date(),
  };
}

/** Removes what replaced or dropped photos left in storage: originals and every variant; best effort, after the rows are gone. */
export async function removeStored(storage: Storage, photos: readonly MediaRow[]): Promise<void> {
  await eachLimited(photos.flatMap(storedKeysOf), 16, async (key) => {
    try {
      await storage.delete(key);
    } catch (error) {
      logWarn({ msg: "mls photo not removed from storage", ...errorFacts(error) });
    }
  });
}

/** A listing's photos as they should be: rows not among them leave, the others are written (order and caption updated). */
export async function writePhotos(tx: Executor, photoRows: ReadonlyMap<string, readonly NewMediaRow[]>): Promise<MediaRow[]> {
  const dropped: MediaRow[] = [];
  const kept = [...photoRows.values()].flat();
  for (const keys of chunks([...photoRows.keys()])) {
    const keep = kept.filter((row) => keys.includes(row.resourceRecordKey)).map((row) => row.mediaKey);
    // "" never names a photo: it keeps NOT IN well-formed when a listing keeps none.
    dropped.push(...(await tx.delete(media).where(and(inArray(media.resourceRecordKey, keys), notInArray(media.mediaKey, [...keep, ""]))).returning()));
  }
  for (const rows of chunks(kept, 250)) {
    await tx
      .insert(media)
      .values(rows)
      .onConflictDoUpdate({ target: media.mediaKey, set: { order: sql.raw(`excluded."order"`), shortDescription: sql.raw("excluded.short_description"), mediaCategory: sql.raw("excluded.media_category") } });
  }
  return dropped;
}
