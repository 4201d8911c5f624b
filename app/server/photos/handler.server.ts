import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { media, type MediaRow } from "../../db/schema";
import { parsePhotoVariant, PHOTO_ID_PATTERN, photoContentTypes } from "../../lib/photos";
import type { Database } from "../db/connect.server";
import { getDb } from "../db.server";
import { getStorage } from "../storage/index.server";
import type { Bytes, Storage } from "../storage/storage.server";
import { RENDER_VERSION, renderVariant } from "./render.server";

const CACHE_CONTROL = "public, max-age=31536000, immutable";

export interface PhotoParams {
  readonly photoId?: string;
  readonly variant?: string;
}

const text = (status: number, body: string) =>
  new Response(body, { status, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * The version of a photo's pixels: changes when the photo or the renderer
 * does. It names the cached variants and makes the ETag.
 */
export function versionOf(photo: Pick<MediaRow, "scene" | "storageKey" | "modificationTimestamp">): string {
  const source = JSON.stringify([RENDER_VERSION, photo.scene, photo.storageKey, photo.modificationTimestamp.toISOString()]);
  return createHash("sha256").update(source).digest("hex").slice(0, 16);
}

function matches(ifNoneMatch: string | null, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch.trim() === "*" || ifNoneMatch.split(",").some((candidate) => candidate.trim().replace(/^W\//, "") === etag);
}

/**
 * Serves photos at /photos/:photoId/:variant (e.g. w640.avif). Each variant
 * is made once with sharp and kept in storage; responses are immutable, so
 * a new photo must get a new MediaKey.
 */
export function createPhotoHandler(deps: { db: () => Database; storage: () => Storage }) {
  const inFlight = new Map<string, Promise<Bytes>>();

  async function variantBytes(photo: MediaRow, key: string, width: number, format: keyof typeof photoContentTypes): Promise<Bytes> {
    const storage = deps.storage();
    const cached = await storage.get(key);
    if (cached) return cached;
    // Concurrent requests for a variant not yet made share one render.
    let pending = inFlight.get(key);
    if (!pending) {
      pending = renderVariant(photo, width, format, storage)
        .then(async (bytes) => {
          await storage.put(key, bytes, photoContentTypes[format]);
          return bytes;
        })
        .finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    return pending;
  }

  return async function handlePhotoRequest(request: Request, params: PhotoParams): Promise<Response> {
    const parsed = parsePhotoVariant(params.variant ?? "");
    if (!parsed) return text(400, "Unknown photo size or format: use w320, w480, w640, w960, w1280 or w1920 with .avif, .webp or .jpg");
    const photoId = params.photoId ?? "";
    if (!PHOTO_ID_PATTERN.test(photoId)) return text(404, "Photo not found");
    const [photo] = await deps.db().select().from(media).where(eq(media.mediaKey, photoId)).limit(1);
    if (!photo) return text(404, "Photo not found");
    const version = versionOf(photo);
    const variant = `w${parsed.width}.${parsed.format}`;
    const etag = `"${createHash("sha256").update(`${photoId}/${version}/${variant}`).digest("hex").slice(0, 32)}"`;
    const headers = { "Cache-Control": CACHE_CONTROL, ETag: etag };
    if (matches(request.headers.get("If-None-Match"), etag)) return new Response(null, { status: 304, headers });
    const bytes = await variantBytes(photo, `photos/${photoId}/${version}/${variant}`, parsed.width, parsed.format);
    return new Response(bytes, {
      status: 200,
      headers: { ...headers, "Content-Type": photoContentTypes[parsed.format], "Content-Length": String(bytes.byteLength) },
    });
  };
}

/** The photo route's handler, on the app's database and configured storage. */
export const handlePhotoRequest = createPhotoHandler({ db: getDb, storage: getStorage });
