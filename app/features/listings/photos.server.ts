import sharp from "sharp";
import type { MediaRow } from "~/db/schema";
import { photoFormats, photoWidths, type PhotoFormat, type PhotoWidth } from "~/lib/photos";
import { sniffImage } from "~/server/photos/sniff";
import { versionOf } from "~/server/photos/handler.server";
import type { Bytes } from "~/server/storage/storage.server";
import { photoLimits, type PhotoErrorCode } from "./photos";

// A listing photo as stored, whoever brought it: the agent's editor (agent-listings) and the MLS feed (mls) both normalise through here.

/** What sharp may decode for a listing: the formats phones and cameras save (HEIF covers HEIC and AVIF). */
const DECODED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

/** Larger than any camera's frame (a 100 MP sensor); stops a small file that claims a huge canvas. */
const MAX_INPUT_PIXELS = 120_000_000;

/**
 * The variants a first visitor asks for most, made at upload: the editor's
 * own thumbnail, which the agent sees at once, and AVIF (every browser the
 * site supports takes it) at the widths cards, gallery tiles and the property
 * page's lead photo ask for on phones and laptops. The rest are made on first
 * request by the photo route, as before. bench/photos.ts keeps this within
 * budget (25 camera photos in under a minute).
 */
export const PRERENDERED: readonly { width: PhotoWidth; format: PhotoFormat }[] = [
  { width: 320, format: "webp" },
  { width: 480, format: "avif" },
  { width: 640, format: "avif" },
  { width: 960, format: "avif" },
  { width: 1280, format: "avif" },
];

export interface NormalizedPhoto {
  readonly bytes: Bytes;
  readonly width: number;
  readonly height: number;
}

export type Normalized = { readonly ok: true; readonly photo: NormalizedPhoto } | { readonly ok: false; readonly code: PhotoErrorCode };

/**
 * An uploaded file as the site keeps it: decoded (whatever its name or
 * declared type says), turned upright by its EXIF orientation, at most
 * `longEdge` pixels on its long edge, and re-encoded as a JPEG without any
 * metadata (sharp writes none unless asked), so no GPS position or camera
 * serial number leaves with it.
 */
export async function normalizePhoto(input: Uint8Array): Promise<Normalized> {
  if (input.byteLength === 0) return { ok: false, code: "empty" };
  if (input.byteLength > photoLimits.fileBytes) return { ok: false, code: "tooBig" };
  // A HEIC the platform's decoder can't read says so, so the agent knows to export a JPEG instead.
  const undecodable: PhotoErrorCode = sniffImage(input) === "image/heic" ? "unreadableHeic" : "notImage";
  try {
    const image = sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" });
    const { format } = await image.metadata();
    if (!format || !DECODED_FORMATS.has(format)) return { ok: false, code: undecodable };
    const { data, info } = await image
      .rotate()
      .resize({ width: photoLimits.longEdge, height: photoLimits.longEdge, fit: "inside", withoutEnlargement: true })
      .flatten({ background: "#ffffff" })
      .jpeg({ quality: 88, chromaSubsampling: "4:4:4" })
      .toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { bytes: new Uint8Array(data), width: info.width, height: info.height } };
  } catch {
    return { ok: false, code: undecodable };
  }
}

/** Where an original is stored, and each variant the photo route makes of its current pixels. */
export const originalKey = (listingKey: string, mediaKey: string) => `listings/${listingKey}/${mediaKey}.jpg`;
export const variantKey = (photo: MediaRow, width: PhotoWidth, format: PhotoFormat) => `photos/${photo.mediaKey}/${versionOf(photo)}/w${width}.${format}`;

/** Every object a photo may have in storage: its original and each variant the photo route can make of its current pixels. */
export function storedKeysOf(photo: MediaRow): string[] {
  const variants = photoWidths.flatMap((width) => photoFormats.map((format) => variantKey(photo, width, format)));
  return photo.storageKey ? [photo.storageKey, ...variants] : variants;
}

