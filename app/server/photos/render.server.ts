import sharp, { type Sharp } from "sharp";
import type { MediaRow } from "../../db/schema";
import type { PhotoFormat } from "../../lib/photos";
import type { Bytes, Storage } from "../storage/storage.server";
import { renderSceneSvg } from "./scene";

/** Bump when scenes or encoder settings change, so that cached variants are made anew. */
export const RENDER_VERSION = 2;

export function encode(image: Sharp, format: PhotoFormat): Promise<Buffer> {
  switch (format) {
    case "avif":
      // Effort 2 keeps a first-time 1920 px render well under a second; the result is cached.
      return image.avif({ quality: 50, effort: 2 }).toBuffer();
    case "webp":
      return image.webp({ quality: 74, effort: 3 }).toBuffer();
    case "jpg":
      return image.flatten({ background: "#ffffff" }).jpeg({ quality: 78, mozjpeg: true }).toBuffer();
  }
}

/**
 * One variant of a photo: a demo scene drawn at that width, or the stored
 * original scaled down (never up) to it.
 */
export async function renderVariant(
  photo: Pick<MediaRow, "mediaKey" | "scene" | "storageKey">,
  width: number,
  format: PhotoFormat,
  storage: Storage,
): Promise<Bytes> {
  if (photo.scene) {
    return new Uint8Array(await encode(sharp(Buffer.from(renderSceneSvg(photo.scene, width))), format));
  }
  const original = photo.storageKey ? await storage.get(photo.storageKey) : null;
  if (!original) throw new Error(`Photo ${photo.mediaKey} has no original in storage`);
  const image = sharp(original).rotate().resize({ width, withoutEnlargement: true });
  return new Uint8Array(await encode(image, format));
}
