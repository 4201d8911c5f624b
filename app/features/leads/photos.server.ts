import { readFile } from "node:fs/promises";
import { normalizePhotoFile } from "~/features/listings/photos.server";
import type { PhotoErrorCode } from "~/features/listings/photos";
import type { UploadedFile } from "~/server/http/upload.server";
import { sniffImageFile, type SniffedType } from "~/server/photos/sniff";
import type { Storage } from "~/server/storage/storage.server";
import { limits, photoTypes, type ErrorCode } from "./lead-forms";

/** The extension of each type a lead's photo was ever stored as: JPEG since issue 40, as sent before it. */
const extensions: Record<SniffedType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/heic": "heic" };

/** A photo ready to store: a JPEG made of the visitor's, in the upload's temporary folder. */
export interface CheckedPhoto {
  readonly path: string;
}

type Refused = { readonly ok: false; readonly error: ErrorCode; readonly status: 413 | 422 };
export type SentCheck = { readonly ok: true; readonly files: readonly UploadedFile[] } | Refused;
export type PhotoCheck = { readonly ok: true; readonly photos: CheckedPhoto[] } | Refused;

/** What the photo fields of an upload came to (features of `readUpload`'s answer). */
export interface SentPhotos {
  readonly files: readonly UploadedFile[];
  readonly extraFiles: number;
  readonly overflow: boolean;
}

/** The cleaning's refusals in the form's words: any other means the bytes aren't an image that opens. */
const refusals: Partial<Record<PhotoErrorCode, ErrorCode>> = { tooManyPixels: "photoPixels" };

/**
 * The staging photos of a submitted form, checked as a whole (the body's limit,
 * count, sizes) and each by its first bytes: cheap, so every submission gets
 * all its errors at once.
 */
export async function checkSentPhotos(sent: SentPhotos): Promise<SentCheck> {
  if (sent.overflow) return { ok: false, error: "photosTooLarge", status: 413 };
  const chosen = sent.files.filter((file) => file.size > 0 || file.truncated);
  if (chosen.length === 0 && sent.extraFiles === 0) return { ok: false, error: "photosRequired", status: 422 };
  if (chosen.length + sent.extraFiles > limits.photos) return { ok: false, error: "photosTooMany", status: 422 };
  if (chosen.some((file) => file.truncated || file.size > limits.photoBytes)) return { ok: false, error: "photoTooLarge", status: 413 };
  if (chosen.reduce((sum, file) => sum + file.size, 0) > limits.photosBytes) return { ok: false, error: "photosTooLarge", status: 413 };
  for (const file of chosen) {
    const type = await sniffImageFile(file.path);
    if (!type || !(photoTypes as readonly string[]).includes(type)) return { ok: false, error: "photoType", status: 422 };
  }
  return { ok: true, files: chosen };
}

/**
 * Each photo cleaned as the agent's listing photos are (features/listings
 * normalizePhotoFile: decoded, upright, at most 2,560 px, a JPEG with no EXIF
 * or GPS, refused past the pixel limit), one at a time and from disk to disk,
 * so a form of ten photos never holds more than one in memory while it is
 * decoded.
 */
export async function cleanPhotos(files: readonly UploadedFile[]): Promise<PhotoCheck> {
  const photos: CheckedPhoto[] = [];
  for (const file of files) {
    const target = `${file.path}.jpg`;
    const cleaned = await normalizePhotoFile(file.path, target);
    if (!cleaned.ok) return { ok: false, error: refusals[cleaned.code] ?? "photoUnreadable", status: 422 };
    photos.push({ path: target });
  }
  return { ok: true, photos };
}

/**
 * Stores a lead's photos in a folder named after the submission (its
 * idempotency key and sender), so that a retry writes the same objects again
 * rather than new ones.
 */
export async function storeLeadPhotos(storage: Storage, folder: string, photos: readonly CheckedPhoto[]): Promise<string[]> {
  const keys: string[] = [];
  for (const [index, photo] of photos.entries()) {
    const key = `leads/${folder}/${index + 1}.jpg`;
    await storage.put(key, new Uint8Array(await readFile(photo.path)), "image/jpeg");
    keys.push(key);
  }
  return keys;
}

export function photoContentType(key: string): SniffedType | undefined {
  const extension = key.split(".").at(-1);
  return (Object.keys(extensions) as SniffedType[]).find((type) => extensions[type] === extension);
}
