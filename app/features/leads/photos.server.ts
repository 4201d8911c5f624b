import { limits, type ErrorCode, type PhotoType } from "./lead-forms";
import { sniffImage } from "~/server/photos/sniff";
import type { Bytes, Storage } from "~/server/storage/storage.server";

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
