import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { phonePhoto, solid } from "../../../tests/support/photos";
import { media, user } from "~/db/schema";
import { PHOTO_ID_PATTERN } from "~/lib/photos";
import type { DatabaseHandle } from "~/server/db/connect.server";
import { localStorage } from "~/server/storage/local.server";
import type { Storage } from "~/server/storage/storage.server";
import { blankValues, parseListingForm } from "./listing-form";
import { createListing, ownListing } from "./listings.server";
import { auditOf } from "./own-listings.server";
import { photoLimits } from "~/features/listings/photos";
import { addPhoto, captionPhoto, deletePhoto, makeCover, movePhoto, photosOf, reorderPhotos } from "./photos.server";
import { normalizePhoto, PRERENDERED, storedKeysOf } from "~/features/listings/photos.server";
import { purgeDeletions, UNDO_SECONDS, undoDeletion } from "~/server/undo.server";

const agent = { id: "agent-photos", name: "Marisa Villarreal" };
const listedBy = { agentName: "Marisa Villarreal", brokerage: "Valle Grande Realty" };

async function listingWithPhotos(db: DatabaseHandle["db"]) {
  const parsed = parseListingForm({ ...blankValues("mission"), zip: "78572", address: "1208 Cattleman Dr", price: "345000", bedrooms: "4", fullBaths: "3" });
  if (!parsed.ok) throw new Error(JSON.stringify(parsed.errors));
  return createListing(db, parsed.value, agent, listedBy, new Date("2026-03-01T15:00:00Z"));
}

describe("normalizing an uploaded photo", () => {
  it("turns it upright and strips EXIF and GPS", async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(before.orientation).toBe(6);
    expect(before.exif?.toString("latin1")).toContain("WGS-84");

    const result = await normalizePhoto(input);
    if (!result.ok) throw new Error(result.code);
    expect(result.photo).toMatchObject({ width: 100, height: 200 });
    const after = await sharp(result.photo.bytes).metadata();
    expect(after).toMatchObject({ format: "jpeg", width: 100, height: 200 });
    expect(after.exif).toBeUndefined();
    expect(after.orientation).toBeUndefined();
    expect(after.icc).toBeUndefined();
    const text = Buffer.from(result.photo.bytes).toString("latin1");
    expect(text).not.toContain("WGS-84");
    expect(text).not.toContain("PhoneCo");
    const { data } = await sharp(result.photo.bytes).raw().toBuffer({ resolveWithObject: true });
    // Top-left pixel red, bottom-left blue: the orientation was applied, not just dropped.
    expect(data[0]).toBeGreaterThan(150);
    expect(data[2]).toBeLessThan(100);
    const last = (200 - 1) * 100 * 3;
    expect(data[last + 2]).toBeGreaterThan(150);
  });

  it("accepts PNG and WebP, caps the long edge, and refuses what isn't an image by its bytes", async () => {
    const png = await normalizePhoto(new Uint8Array(await solid(3000, 1000).png().toBuffer()));
    expect(png).toMatchObject({ ok: true, photo: { width: photoLimits.longEdge, height: 853 } });
    const webp = await normalizePhoto(new Uint8Array(await solid(300, 200).webp().toBuffer()));
    expect(webp).toMatchObject({ ok: true, photo: { width: 300, height: 200 } });

    expect(await normalizePhoto(new TextEncoder().encode("just some text, saved as photo.jpg"))).toEqual({ ok: false, code: "notImage" });
    // A zip archive ("PK\3\4…") renamed .jpg: the name never counts.
    const zip = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00, 0x00, 0x08, 0x00, ...new Array(200).fill(7)]);
    expect(await normalizePhoto(zip)).toEqual({ ok: false, code: "notImage" });
    // A HEIC container this platform can't decode says so rather than "not an image".
    const heic = new Uint8Array([0, 0, 0, 24, ...new TextEncoder().encode("ftypheic"), 0, 0, 0, 0, ...new TextEncoder().encode("mif1heic"), ...new Array(64).fill(0)]);
    expect(await normalizePhoto(heic)).toEqual({ ok: false, code: "unreadableHeic" });
    expect(await normalizePhoto(new Uint8Array(0))).toEqual({ ok: false, code: "empty" });
    expect(await normalizePhoto(new Uint8Array(photoLimits.fileBytes + 1))).toEqual({ ok: false, code: "tooBig" });
  });
});

describe.each(drivers)("a listing's photos on %s", (driver) => {
  let handle: DatabaseHandle;
  let root: string;
  let storage: Storage;
  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await handle.db.insert(user).values({ id: agent.id, name: agent.name, email: "photos@example.com", role: "agent" });
    root = await mkdtemp(join(tmpdir(), "listing-photos-"));
    storage = localStorage(root);
  });
  afterAll(async () => {
    await handle.close();
    await rm(root, { recursive: true, force: true });
  });

  const stored = async (key: string) => (await storage.get(key)) !== null;

  it("stores uploads at the end with their first variants, and refuses the rest without storing anything", async () => {
    const { db } = handle;
    const key = await listingWithPhotos(db);
    const first = await addPhoto(db, storage, key, await phonePhoto(), agent, new Date("2026-03-02T10:00:00Z"));
    const second = await addPhoto(db, storage, key, new Uint8Array(await solid(400, 300).png().toBuffer()), agent);
    if (!first?.ok || !second?.ok) throw new Error("not stored");
    expect(first.photo).toMatchObject({ order: 0, imageWidth: 100, imageHeight: 200, shortDescription: null });
    expect(second.photo.order).toBe(1);
    expect(first.photo.mediaKey).toMatch(PHOTO_ID_PATTERN);

    const [row] = await db.select().from(media).where(eq(media.mediaKey, first.photo.mediaKey));
    expect(row).toMatchObject({ resourceRecordKey: key, storageKey: `listings/${key}/${first.photo.mediaKey}.jpg` });
    const original = await storage.get(row!.storageKey!);
    expect((await sharp(original!).metadata()).exif).toBeUndefined();
    const variants = storedKeysOf(row!).filter((objectKey) => PRERENDERED.some(({ width, format }) => objectKey.endsWith(`/w${width}.${format}`)));
    expect(variants).toHaveLength(PRERENDERED.length);
    for (const variant of variants) expect(await stored(variant)).toBe(true);

    const listing = await ownListing(db, key);
    expect(listing?.modificationTimestamp.getTime()).toBeGreaterThan(new Date("2026-03-02T00:00:00Z").getTime());
    expect((await auditOf(db, key)).map((entry) => entry.action).slice(0, 2)).toEqual(["photo-added", "photo-added"]);

    const refused = await addPhoto(db, storage, key, new TextEncoder().encode("not a photo"), agent);
    expect(refused).toEqual({ ok: false, code: "notImage" });
    expect(await addPhoto(db, storage, key, new Uint8Array(photoLimits.fileBytes + 1), agent)).toEqual({ ok: false, code: "tooBig" });
    expect(await photosOf(db, key)).toHaveLength(2);
    expect(await addPhoto(db, storage, "NOT-OWN", await phonePhoto(), agent)).toBeNull();
  });

  it("keeps the order she picked photos in, whichever upload finishes first, and makes any of them the cover", async () => {
    const { db } = handle;
    const key = await listingWithPhotos(db);
    const jpeg = async (color: string) => new Uint8Array(await solid(64, 48, color).jpeg().toBuffer());
    const add = async (color: string, slot?: number) => {
      const added = await addPhoto(db, storage, key, await jpeg(color), agent, new Date(), slot);
      if (!added?.ok) throw new Error("not stored");
      return added.photo.mediaKey;
    };
    // Picked front, kitchen, backyard (slots 0, 1, 2); the kitchen arrives first, the front last.
    const kitchen = await add("#c84", 1);
    const backyard = await add("#4a4", 2);
    const front = await add("#48c", 0);
    const order = async () => (await photosOf(db, key)).map((photo) => photo.mediaKey);
    expect(await order()).toEqual([front, kitchen, backyard]);
    // A stale page's slot that another photo holds goes to the end; no slot (a form without script) too.
    const stale = await add("#888", 1);
    const plain = await add("#999");
    expect(await order()).toEqual([front, kitchen, backyard, stale, plain]);

    expect(await makeCover(db, key, backyard, agent)).toBe(true);
    expect(await order()).toEqual([backyard, front, kitchen, stale, plain]);
    expect(await makeCover(db, key, "missing", agent)).toBe(false);
    expect((await auditOf(db, key))[0]?.action).toBe("photos-reordered");
  });

  it("refuses a photo past the cap", async () => {
    const { db } = handle;
    const key = await listingWithPhotos(db);
    const values = Array.from({ length: photoLimits.perListing }, (_, order) => ({
      mediaKey: `${key}-cap${order}`,
      resourceRecordKey: key,
      order,
      imageWidth: 10,
      imageHeight: 10,
      storageKey: `listings/${key}/cap${order}.jpg`,
      modificationTimestamp: new Date(),
    }));
    await db.insert(media).values(values);
    expect(await addPhoto(db, storage, key, await phonePhoto(), agent)).toEqual({ ok: false, code: "tooMany" });
    expect(await photosOf(db, key)).toHaveLength(photoLimits.perListing);
  });

  it("reorders, moves, captions and deletes, each in the audit", async () => {
    const { db } = handle;
    const key = await listingWithPhotos(db);
    const keys: string[] = [];
    for (const color of ["#111", "#555", "#999"]) {
      const added = await addPhoto(db, storage, key, new Uint8Array(await solid(64, 48, color).jpeg().toBuffer()), agent);
      if (!added?.ok) throw new Error("not stored");
      keys.push(added.photo.mediaKey);
    }
    const [a, b, c] = keys as [string, string, string];
    const order = async () => (await photosOf(db, key)).map((photo) => photo.mediaKey);

    expect(await reorderPhotos(db, key, [c, a, b], agent)).toBe(true);
    expect(await order()).toEqual([c, a, b]);
    expect(await reorderPhotos(db, key, [c, a], agent)).toBe(false);
    expect(await reorderPhotos(db, key, [c, a, a], agent)).toBe(false);
    expect(await movePhoto(db, key, b, "up", agent)).toBe(true);
    expect(await order()).toEqual([c, b, a]);
    expect(await movePhoto(db, key, c, "up", agent)).toBe(true);
    expect(await movePhoto(db, key, a, "down", agent)).toBe(true);
    expect(await order()).toEqual([c, b, a]);
    expect(await movePhoto(db, key, "missing", "down", agent)).toBe(false);

    expect(await captionPhoto(db, key, b, { en: "Pool at dusk", es: "Alberca al atardecer" }, agent)).toBe(true);
    expect((await photosOf(db, key))[1]).toMatchObject({ mediaKey: b, shortDescription: "Pool at dusk", shortDescriptionEs: "Alberca al atardecer" });
    expect(await captionPhoto(db, key, b, { en: " ", es: "Alberca" }, agent)).toBe(true);
    expect((await photosOf(db, key))[1]).toMatchObject({ shortDescription: null, shortDescriptionEs: "Alberca" });

    const [row] = await db.select().from(media).where(eq(media.mediaKey, c));
    const objects = storedKeysOf(row!);
    // The photo route may have made any variant since: all of them go.
    await storage.put(objects.at(-1)!, new Uint8Array([1, 2, 3]), "image/jpeg");
    const pending = await deletePhoto(db, key, c, agent);
    expect(pending).toBeTypeOf("number");
    expect(await order()).toEqual([b, a]);
    expect(await deletePhoto(db, key, c, agent)).toBeNull();
    // Undone within its seconds, the photo is back in its place with its files.
    expect(await undoDeletion(db, pending!, agent.id)).toMatchObject({ kind: "photo" });
    expect(await order()).toEqual([c, b, a]);
    for (const object of objects.slice(0, 1)) expect(await stored(object)).toBe(true);
    // Deleted again and left: its files go once the purge finds its window over, and no undo brings it back.
    const final = await deletePhoto(db, key, c, agent);
    expect(await purgeDeletions(db, storage)).toBe(0);
    const later = new Date(Date.now() + (UNDO_SECONDS + 1) * 1000);
    expect(await purgeDeletions(db, storage, later)).toBe(1);
    for (const object of objects) expect(await stored(object)).toBe(false);
    expect(await undoDeletion(db, final!, agent.id)).toBeNull();
    expect(await order()).toEqual([b, a]);

    const actions = (await auditOf(db, key)).map((entry) => entry.action);
    expect(actions.slice(0, 7)).toEqual(["photo-deleted", "photo-deleted", "photo-captioned", "photo-captioned", "photos-reordered", "photos-reordered", "photo-added"]);
  });
});
