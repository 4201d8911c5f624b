/**
 * The listing editor's photos, shared by the server half (photos.server.ts),
 * the API route and the photo manager: their shape and answers. The limits
 * and refusal codes are every listing photo's, the MLS feed's too, so they
 * live in features/listings/photos.ts.
 */
import type { PhotoErrorCode } from "~/features/listings/photos";

/** One photo of a listing as the editor shows it. */
export interface EditorPhoto {
  readonly mediaKey: string;
  readonly order: number;
  readonly shortDescription: string | null;
  readonly shortDescriptionEs: string | null;
  readonly imageWidth: number;
  readonly imageHeight: number;
}

/** What the file input offers: a phone shows the camera and the library for these. */
export const photoAccept = "image/jpeg,image/png,image/webp,image/heic,image/heif,.heic,.heif";

/** The form field that carries the files. */
export const PHOTOS_FIELD = "photos";

/** The answer to an upload sent by script: the photos stored and each refused file with its reason. */
export interface PhotoUploadAnswer {
  readonly photos: EditorPhoto[];
  readonly errors: { readonly name: string; readonly code: PhotoErrorCode }[];
}

/** The answer to any other scripted request that went wrong. */
export interface PhotoRefusal {
  readonly error: PhotoErrorCode;
  readonly message: string;
}

/** The API route of a listing's photos. */
export function photosApiPath(listingKey: string): string {
  return `/api/agent/listings/${encodeURIComponent(listingKey)}/photos`;
}
