import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { normalizePhotoFile } from "~/features/listings/photos.server";
import type { PhotoErrorCode } from "~/features/listings/photos";
import { OG_HEIGHT, OG_WIDTH } from "~/lib/content-images";
import { photoContentTypes } from "~/lib/photos";
import { errorFacts, logError } from "~/server/log.server";
import { encode, RENDER_VERSION } from "~/server/photos/render.server";
import type { Storage } from "~/server/storage/storage.server";
import { isArticleImageId, parseArticleImageVariant, type ArticleImageVariant } from "./images";

/** Where an article photo's cleaned original is kept. */
export const articleImageKey = (id: string) => `articles/${id}.jpg`;

/**
 * The uploaded photo cleaned (upright, JPEG, no EXIF or GPS) and stored under
 * its hash, so the same photo uploaded twice is one object; or why it can't be.
 */
export async function storeArticleImage(storage: Storage, file: string): Promise<{ ok: true; id: string } | { ok: false; code: PhotoErrorCode }> {
  const folder = await mkdtemp(path.join(tmpdir(), "article-image-"));
  try {
    const target = path.join(folder, "photo.jpg");
    const cleaned = await normalizePhotoFile(file, target);
    if (!cleaned.ok) return cleaned;
    const bytes = await readFile(target);
    const id = createHash("sha256").update(`${RENDER_VERSION}:`).update(bytes).digest("hex").slice(0, 16);
    await storage.put(articleImageKey(id), new Uint8Array(bytes), "image/jpeg");
    return { ok: true, id };
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** A popular article's few variants stay at hand; the bound keeps many articles from filling memory. */
const MAX_RENDERED = 48;
const rendered = new Map<string, Promise<Buffer | null>>();

function remember(key: string, pending: Promise<Buffer | null>): void {
  if (rendered.size >= MAX_RENDERED) {
    const oldest = rendered.keys().next().value;
    if (oldest !== undefined) rendered.delete(oldest);
  }
  rendered.set(key, pending);
  // A missing original or a failed read or render is tried again on the next request.
  const forget = () => rendered.get(key) === pending && rendered.delete(key);
  void pending.then((body) => body ?? forget(), forget);
}

async function readOriginal(storage: Storage, id: string): Promise<Buffer | null> {
  try {
    const bytes = await storage.get(articleImageKey(id));
    return bytes ? Buffer.from(bytes) : null;
  } catch (error) {
    logError({ msg: "an article photo could not be read from storage", ...errorFacts(error) });
    return null;
  }
}

async function render(storage: Storage, id: string, variant: ArticleImageVariant): Promise<Buffer | null> {
  const original = await readOriginal(storage, id);
  if (!original) return null;
  if (variant.kind === "og") {
    return encode(sharp(original).resize({ width: OG_WIDTH, height: OG_HEIGHT, fit: "cover", position: sharp.strategy.attention }), "jpg");
  }
  return encode(sharp(original).resize({ width: variant.width, withoutEnlargement: true }), variant.format);
}

const notFound = () => new Response("Image not found", { status: 404, headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" } });

/**
 * /images/articles/:id/:variant: an article's photo scaled to one of
 * articleImageWidths as AVIF, WebP or JPEG, or cropped to the Open Graph
 * picture's 1200 × 630 around what sharp finds most eye-catching.
 */
export async function articleImageResponse(id: string | undefined, variant: string | undefined, storage: Storage): Promise<Response> {
  const parsed = parseArticleImageVariant(variant ?? "");
  if (!id || !isArticleImageId(id) || !parsed) return notFound();
  const key = `${id}/${variant}`;
  let pending = rendered.get(key);
  if (!pending) {
    pending = render(storage, id, parsed);
    remember(key, pending);
  }
  const body = await pending;
  if (!body) return notFound();
  const format = parsed.kind === "og" ? "jpg" : parsed.format;
  return new Response(new Uint8Array(body), {
    headers: {
      "Content-Type": photoContentTypes[format],
      "Content-Length": String(body.byteLength),
      "Cache-Control": "public, max-age=31536000, immutable",
      ETag: `"article-${key.replace(/[^a-z0-9]/g, "-")}"`,
    },
  });
}
