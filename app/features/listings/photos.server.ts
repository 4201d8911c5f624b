import sharp, { type Sharp } from "sharp";
import type { MediaRow } from "~/db/schema";
import { photoFormats, photoWidths, type PhotoFormat, type PhotoWidth } from "~/lib/photos";
import { sniffImage, sniffImageFile, type SniffedType } from "~/server/photos/sniff";
import { versionOf } from "~/server/photos/handler.server";
import type { Bytes } from "~/server/storage/storage.server";
import { photoLimits, type PhotoErrorCode } from "./photos";

// A listing photo as stored, whoever brought it: the agent's editor (agent-listings) and the MLS feed (mls) both normalise through here.

/** What sharp may decode for a listing: the formats phones and cameras save (HEIF covers HEIC and AVIF). */
const DECODED_FORMATS = new Set(["jpeg", "png", "webp", "heif"]);

const MAX_INPUT_PIXELS = photoLimits.maxPixels;

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
export type NormalizedFile = { readonly ok: true; readonly width: number; readonly height: number } | { readonly ok: false; readonly code: PhotoErrorCode };

/** Opens an image for cleaning, or says why it can't be: not an image sharp may decode, or a canvas past the pixel limit. */
async function opened(input: Uint8Array | string, sniffed: SniffedType | undefined): Promise<{ readonly image: Sharp } | { readonly code: PhotoErrorCode }> {
  // A HEIC the platform's decoder can't read says so, so the sender knows to export a JPEG instead.
  const undecodable: PhotoErrorCode = sniffed === "image/heic" ? "unreadableHeic" : "notImage";
  try {
    // The header alone, before a single pixel is decoded: a small file may claim a huge canvas.
    const { format, width = 0, height = 0 } = await sharp(input, { limitInputPixels: false }).metadata();
    if (!format || !DECODED_FORMATS.has(format)) return { code: undecodable };
    if (width * height > MAX_INPUT_PIXELS) return { code: "tooManyPixels" };
    return { image: sharp(input, { limitInputPixels: MAX_INPUT_PIXELS, failOn: "error" }) };
  } catch {
    return { code: undecodable };
  }
}

/** Upright, at most `longEdge` on its long edge, on white where it was transparent, as a JPEG with no metadata. */
const cleaned = (image: Sharp) =>
  image
    .rotate()
    .resize({ width: photoLimits.longEdge, height: photoLimits.longEdge, fit: "inside", withoutEnlargement: true })
    .flatten({ background: "#ffffff" })
    .jpeg({ quality: 88, chromaSubsampling: "4:4:4" });

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
  const open = await opened(input, sniffImage(input));
  if ("code" in open) return { ok: false, code: open.code };
  try {
    const { data, info } = await cleaned(open.image).toBuffer({ resolveWithObject: true });
    return { ok: true, photo: { bytes: new Uint8Array(data), width: info.width, height: info.height } };
  } catch {
    return { ok: false, code: "notImage" };
  }
}

/**
 * The same cleaning from a file to a file, for uploads read to disk (a
 * visitor's staging photos): neither the upload nor the JPEG made of it is
 * held in memory whole. `size` is the upload's, checked by the caller.
 */
export async function normalizePhotoFile(source: string, target: string): Promise<NormalizedFile> {
  const image = await opened(source, await sniffImageFile(source));
  if ("code" in image) return { ok: false, code: image.code };
  try {
    const info = await cleaned(image.image).toFile(target);
    return { ok: true, width: info.width, height: info.height };
  } catch {
    return { ok: false, code: "notImage" };
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

