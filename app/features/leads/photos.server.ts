import { limits, type ErrorCode, type PhotoType } from "./lead-forms";
import type { Bytes, Storage } from "~/server/storage/storage.server";

const heifBrands = new Set(["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1"]);
const ascii = (bytes: Uint8Array, from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));

/** The image type the bytes say, whatever the browser declared or the name claims. */
export function sniffImage(bytes: Uint8Array): PhotoType | undefined {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return "image/jpeg";
  if (bytes.length >= 8 && [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a].every((byte, index) => bytes[index] === byte)) return "image/png";
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF" && ascii(bytes, 8, 12) === "WEBP") return "image/webp";
  if (bytes.length >= 12 && ascii(bytes, 4, 8) === "ftyp" && heifBrands.has(ascii(bytes, 8, 12))) return "image/heic";
  return undefined;
}

const extensions: Record<PhotoType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp", "image/heic": "heic" };

export interface CheckedPhoto {
  readonly bytes: Bytes;
  readonly type: PhotoType;
}

export type PhotoCheck = { readonly ok: true; readonly photos: CheckedPhoto[] } | { readonly ok: false; readonly error: ErrorCode; readonly status: 413 | 422 };

/** The staging photos of a submitted form, each checked by its bytes. */
export async function checkUploadedPhotos(files: readonly File[]): Promise<PhotoCheck> {
  const chosen = files.filter((file) => file.size > 0);
  if (chosen.length === 0) return { ok: false, error: "photosRequired", status: 422 };
  if (chosen.length > limits.photos) return { ok: false, error: "photosTooMany", status: 422 };
  if (chosen.some((file) => file.size > limits.photoBytes)) return { ok: false, error: "photoTooLarge", status: 413 };
  if (chosen.reduce((sum, file) => sum + file.size, 0) > limits.photosBytes) return { ok: false, error: "photosTooLarge", status: 413 };
  const photos: CheckedPhoto[] = [];
  for (const file of chosen) {
    const bytes = new Uint8Array(await file.arrayBuffer());
    const type = sniffImage(bytes);
    if (!type) return { ok: false, error: "photoType", status: 422 };
    photos.push({ bytes, type });
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
    const key = `leads/${folder}/${index + 1}.${extensions[photo.type]}`;
    await storage.put(key, photo.bytes, photo.type);
    keys.push(key);
  }
  return keys;
}

export function photoContentType(key: string): PhotoType | undefined {
  const extension = key.split(".").at(-1);
  return (Object.keys(extensions) as PhotoType[]).find((type) => extensions[type] === extension);
}
