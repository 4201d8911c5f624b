import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { drivers, openTestDatabase } from "../../../tests/support/database";
import { photoSrcSet, photoUrl } from "../../lib/photos";
import type { DatabaseHandle } from "../db/connect.server";
import { makeListing } from "../seed/factory";
import { insertListings } from "../seed/load.server";
import type { Bytes, Storage } from "../storage/storage.server";
import { createPhotoHandler } from "./handler.server";

function memoryStorage(): Storage & { objects: Map<string, Bytes>; puts: number } {
  const objects = new Map<string, Bytes>();
  const storage = {
    description: "memory",
    objects,
    puts: 0,
    get: async (key: string) => objects.get(key) ?? null,
    put: async (key: string, body: Bytes) => {
      storage.puts += 1;
      objects.set(key, body);
    },
    delete: async (key: string) => void objects.delete(key),
  };
  return storage;
}

describe("photo URLs", () => {
  it("builds URLs and a srcset over every width", () => {
    expect(photoUrl("DEMO000001-1", 640, "avif")).toBe("/photos/DEMO000001-1/w640.avif");
    expect(photoSrcSet("A-1", "webp")).toBe(
      "/photos/A-1/w320.webp 320w, /photos/A-1/w480.webp 480w, /photos/A-1/w640.webp 640w, /photos/A-1/w960.webp 960w, /photos/A-1/w1280.webp 1280w, /photos/A-1/w1920.webp 1920w",
    );
  });
});

describe.each(drivers)("photo route on %s", (driver) => {
  let handle: DatabaseHandle;
  const storage = memoryStorage();
  let handle2: ReturnType<typeof createPhotoHandler>;
  const get = (photoId: string, variant: string, headers: Record<string, string> = {}) =>
    handle2(new Request(`http://localhost/photos/${photoId}/${variant}`, { headers }), { photoId, variant });

  beforeAll(async () => {
    handle = await openTestDatabase(driver);
    await insertListings(handle.db, [makeListing({ listingKey: "P1", photos: 2 })]);
    handle2 = createPhotoHandler({ db: () => handle.db, storage: () => storage });
  });
  afterAll(() => handle.close());

  it.each([
    ["avif", "image/avif", "heif"],
    ["webp", "image/webp", "webp"],
    ["jpg", "image/jpeg", "jpeg"],
  ])("serves %s at the asked width, cacheable for a year", async (format, contentType, sharpFormat) => {
    const response = await get("P1-1", `w320.${format}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe(contentType);
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("ETag")).toMatch(/^"[0-9a-f]{32}"$/);
    const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
    expect(meta.format).toBe(sharpFormat);
    expect(meta.width).toBe(320);
    expect(meta.height).toBe(213);
  });

  it("makes each variant once and then serves it from storage", async () => {
    const before = storage.puts;
    const first = await get("P1-2", "w480.webp");
    const second = await get("P1-2", "w480.webp");
    expect(storage.puts).toBe(before + 1);
    expect(Buffer.from(await second.arrayBuffer())).toEqual(Buffer.from(await first.arrayBuffer()));
    expect(second.headers.get("ETag")).toBe(first.headers.get("ETag"));
  });

  it("answers 304 when the ETag matches", async () => {
    const etag = (await get("P1-1", "w640.jpg")).headers.get("ETag") ?? "";
    const response = await get("P1-1", "w640.jpg", { "If-None-Match": `"other", ${etag}` });
    expect(response.status).toBe(304);
    expect(response.headers.get("ETag")).toBe(etag);
    expect((await get("P1-1", "w640.webp", { "If-None-Match": etag })).status).toBe(200);
  });

  it("answers 404 for unknown photos and 400 for unknown sizes or formats", async () => {
    expect((await get("NOPE-1", "w320.jpg")).status).toBe(404);
    expect((await get("../etc/passwd", "w320.jpg")).status).toBe(404);
    for (const variant of ["w300.jpg", "w640.png", "640.jpg", "w640", "w99999.avif", ""]) {
      const response = await get("P1-1", variant);
      expect(response.status).toBe(400);
      expect(response.headers.get("Content-Type")).toMatch(/^text\/plain/);
    }
  });
});
