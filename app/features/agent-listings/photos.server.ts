import { randomBytes } from "node:crypto";
import { and, asc, count, eq, max } from "drizzle-orm";
import { listings, media, type MediaRow } from "~/db/schema";
import { photoContentTypes } from "~/lib/photos";
import type { Database } from "~/server/db/connect.server";
import { errorFacts, logWarn } from "~/server/log.server";
import { renderVariant } from "~/server/photos/render.server";
import type { Storage } from "~/server/storage/storage.server";
import { touchListing, type Actor } from "./listings.server";
import { OWN_SOURCE } from "~/features/listings/model";
import { photoLimits, type PhotoErrorCode } from "~/features/listings/photos";
import { normalizePhoto, originalKey, PRERENDERED, storedKeysOf, variantKey } from "~/features/listings/photos.server";
import type { EditorPhoto } from "./photos";
import { holdForUndo } from "~/server/undo.server";

type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** Opaque and URL-safe (PHOTO_ID_PATTERN), and never reused: the photo route's answers are immutable. */
function newMediaKey(listingKey: string): string {
  return `${listingKey}-${randomBytes(9).toString("base64url").replace(/[-_]/g, "0")}`;
}

const editorColumns = {
  mediaKey: media.mediaKey,
  order: media.order,
  shortDescription: media.shortDescription,
  shortDescriptionEs: media.shortDescriptionEs,
  imageWidth: media.imageWidth,
  imageHeight: media.imageHeight,
};

/** A listing's photos in the order they are shown, for the editor. */
export async function photosOf(db: Database | Executor, listingKey: string): Promise<EditorPhoto[]> {
  return db.select(editorColumns).from(media).where(eq(media.resourceRecordKey, listingKey)).orderBy(asc(media.order), asc(media.mediaKey));
}

/** Holds the agent's own listing against concurrent photo changes (uploads arrive side by side); false when it isn't theirs. */
async function lockOwn(tx: Executor, listingKey: string): Promise<boolean> {
  const [row] = await tx
    .select({ key: listings.listingKey })
    .from(listings)
    .where(and(eq(listings.listingKey, listingKey), eq(listings.originatingSystemName, OWN_SOURCE)))
    .for("update")
    .limit(1);
  return row !== undefined;
}

/** Makes the variants a first visitor needs, side by side (libuv's pool runs each encoder on its own core). A failure only costs that visitor a wait. */
async function prerender(storage: Storage, photo: MediaRow): Promise<void> {
  await Promise.all(
    PRERENDERED.map(async ({ width, format }) => {
      try {
        await storage.put(variantKey(photo, width, format), await renderVariant(photo, width, format, storage), photoContentTypes[format]);
      } catch (error) {
        logWarn({ msg: "photo variant not prerendered", ...errorFacts(error), mediaKey: photo.mediaKey, width, format });
      }
    }),
  );
}

export type PhotoAdded = { readonly ok: true; readonly photo: EditorPhoto } | { readonly ok: false; readonly code: PhotoErrorCode };

/**
 * Adds an uploaded file to one of the agent's own listings: checks and
 * normalizes it, stores the original, records it and makes its first
 * variants. A refusal stores nothing. Null when the listing isn't theirs.
 *
 * `slot` is the place the editor gave the file when she picked it (ADR 0420):
 * files picked together go up side by side and finish in any order, and each
 * takes its own slot, so the first picked is first whatever arrives first.
 * Without one, or with one another photo holds, it goes to the end.
 */
export async function addPhoto(db: Database, storage: Storage, listingKey: string, file: Uint8Array, actor: Actor, now = new Date(), slot?: number): Promise<PhotoAdded | null> {
  const [existing] = await db.select({ photos: count() }).from(media).where(eq(media.resourceRecordKey, listingKey));
  // Refused before the costly decoding when the listing is already full; checked again under the lock below.
  if ((existing?.photos ?? 0) >= photoLimits.perListing) return { ok: false, code: "tooMany" };
  const normalized = await normalizePhoto(file);
  if (!normalized.ok) return normalized;
  const mediaKey = newMediaKey(listingKey);
  const storageKey = originalKey(listingKey, mediaKey);
  await storage.put(storageKey, normalized.photo.bytes, "image/jpeg");
  let row: MediaRow | null | "full";
  try {
    row = await db.transaction(async (tx) => {
      if (!(await lockOwn(tx, listingKey))) return null;
      const [current] = await tx.select({ photos: count(), last: max(media.order) }).from(media).where(eq(media.resourceRecordKey, listingKey));
      if ((current?.photos ?? 0) >= photoLimits.perListing) return "full" as const;
      const end = (current?.last ?? -1) + 1;
      const order = slot !== undefined && slot < end && (await slotTaken(tx, listingKey, slot)) ? end : Math.max(slot ?? end, 0);
      const [inserted] = await tx
        .insert(media)
        .values({ mediaKey, resourceRecordKey: listingKey, order, imageWidth: normalized.photo.width, imageHeight: normalized.photo.height, storageKey, modificationTimestamp: now })
        .returning();
      await touchListing(tx, listingKey, actor, "photo-added", { photos: [current?.photos ?? 0, (current?.photos ?? 0) + 1] }, now);
      return inserted ?? null;
    });
  } catch (error) {
    await storage.delete(storageKey);
    throw error;
  }
  if (row === null || row === "full") {
    await storage.delete(storageKey);
    return row === null ? null : { ok: false, code: "tooMany" };
  }
  await prerender(storage, row);
  return { ok: true, photo: { mediaKey, order: row.order, shortDescription: null, shortDescriptionEs: null, imageWidth: row.imageWidth, imageHeight: row.imageHeight } };
}

async function slotTaken(tx: Executor, listingKey: string, order: number): Promise<boolean> {
  const [row] = await tx.select({ key: media.mediaKey }).from(media).where(and(eq(media.resourceRecordKey, listingKey), eq(media.order, order))).limit(1);
  return row !== undefined;
}

/** Writes a new order (0, 1, 2… in the keys' order) for photos already in that set. */
async function writeOrder(tx: Executor, listingKey: string, mediaKeys: readonly string[]) {
  for (const [order, mediaKey] of mediaKeys.entries()) {
    await tx.update(media).set({ order }).where(and(eq(media.resourceRecordKey, listingKey), eq(media.mediaKey, mediaKey)));
  }
}

/**
 * Puts the listing's photos in a new order: every one of its photos, each
 * once. The photos' own timestamps stay: they date the pixels, which name the
 * cached variants, and the pixels have not changed. The listing's moves.
 */
export async function reorderPhotos(db: Database, listingKey: string, mediaKeys: readonly string[], actor: Actor, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockOwn(tx, listingKey))) return false;
    const before = (await photosOf(tx, listingKey)).map((photo) => photo.mediaKey);
    const same = new Set(mediaKeys);
    if (same.size !== mediaKeys.length || mediaKeys.length !== before.length || before.some((key) => !same.has(key))) return false;
    if (before.every((key, index) => key === mediaKeys[index])) return true;
    await writeOrder(tx, listingKey, mediaKeys);
    await touchListing(tx, listingKey, actor, "photos-reordered", { order: [before, [...mediaKeys]] }, now);
    return true;
  });
}

/** Makes a photo the cover: it goes first, the others keep their order after it. False when there is no such photo. */
export async function makeCover(db: Database, listingKey: string, mediaKey: string, actor: Actor, now = new Date()): Promise<boolean> {
  const keys = (await photosOf(db, listingKey)).map((photo) => photo.mediaKey);
  if (!keys.includes(mediaKey)) return false;
  return reorderPhotos(db, listingKey, [mediaKey, ...keys.filter((key) => key !== mediaKey)], actor, now);
}

/** Moves one photo a place up (towards the cover) or down; at either end it stays. False when there is no such photo. */
export async function movePhoto(db: Database, listingKey: string, mediaKey: string, direction: "up" | "down", actor: Actor, now = new Date()): Promise<boolean> {
  const keys = (await photosOf(db, listingKey)).map((photo) => photo.mediaKey);
  const from = keys.indexOf(mediaKey);
  if (from < 0) return false;
  const to = direction === "up" ? Math.max(0, from - 1) : Math.min(keys.length - 1, from + 1);
  keys.splice(to, 0, ...keys.splice(from, 1));
  return reorderPhotos(db, listingKey, keys, actor, now);
}

export interface Caption {
  readonly en: string;
  readonly es: string;
}

/** The photo's alt text in both languages; an empty one is cleared. False when there is no such photo. */
export async function captionPhoto(db: Database, listingKey: string, mediaKey: string, caption: Caption, actor: Actor, now = new Date()): Promise<boolean> {
  return db.transaction(async (tx) => {
    if (!(await lockOwn(tx, listingKey))) return false;
    const [row] = await tx.select().from(media).where(and(eq(media.resourceRecordKey, listingKey), eq(media.mediaKey, mediaKey))).limit(1);
    if (!row) return false;
    const next = { shortDescription: caption.en.trim() || null, shortDescriptionEs: caption.es.trim() || null };
    if (next.shortDescription === row.shortDescription && next.shortDescriptionEs === row.shortDescriptionEs) return true;
    await tx.update(media).set(next).where(eq(media.mediaKey, mediaKey));
    await touchListing(tx, listingKey, actor, "photo-captioned", {
      [`${mediaKey}.shortDescription`]: [row.shortDescription, next.shortDescription],
      [`${mediaKey}.shortDescriptionEs`]: [row.shortDescriptionEs, next.shortDescriptionEs],
    }, now);
    return true;
  });
}

/**
 * Deletes a photo, so that it can be undone for a few seconds (ADR 0420): its row goes now, held
 * with the others' places untouched so an undo puts it back where it was; its original and
 * variants go when the deletion is final (the purge), the row being gone so no request renders
 * it anew. The pending deletion's id, or null when there is no such photo.
 */
export async function deletePhoto(db: Database, listingKey: string, mediaKey: string, actor: Actor, now = new Date()): Promise<number | null> {
  return db.transaction(async (tx) => {
    if (!(await lockOwn(tx, listingKey))) return null;
    const which = and(eq(media.resourceRecordKey, listingKey), eq(media.mediaKey, mediaKey));
    const [row] = await tx.select().from(media).where(which).limit(1);
    if (!row) return null;
    const pending = await holdForUndo(tx, { kind: "photo", userId: actor.id, takes: [{ table: media, where: which! }], files: storedKeysOf(row), now });
    await tx.delete(media).where(which);
    await touchListing(tx, listingKey, actor, "photo-deleted", { [mediaKey]: [row.storageKey, null] }, now);
    return pending;
  });
}
