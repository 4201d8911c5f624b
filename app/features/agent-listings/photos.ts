/**
 * The listing editor's photos, shared by the server half (photos.server.ts),
 * the API route and the photo manager: their shape, limits and refusal codes.
 */

/** One photo of a listing as the editor shows it. */
export interface EditorPhoto {
  readonly mediaKey: string;
  readonly order: number;
  readonly shortDescription: string | null;
  readonly shortDescriptionEs: string | null;
  readonly imageWidth: number;
  readonly imageHeight: number;
}

export const photoLimits = {
  /** Per file: a phone's full-size photo is 3 to 12 MB; twenty leaves room for a camera's. */
  fileBytes: 20 * 1024 * 1024,
  /** Per listing: more than any listing page shows. */
  perListing: 50,
  /** A whole form sent without script (several files at once); with script each file comes alone. */
  requestBytes: 200 * 1024 * 1024,
  /** The stored original's long edge: sharper than the largest variant (1920 px), far smaller than a camera's. */
  longEdge: 2560,
  /** A caption is alt text: a sentence, not a description. */
  caption: 200,
} as const;

/** Why a file was refused, or an action could not be done; the manager translates each. */
export const photoErrorCodes = ["notImage", "tooBig", "tooMany", "unreadableHeic", "empty", "failed", "invalid", "tooLarge"] as const;
export type PhotoErrorCode = (typeof photoErrorCodes)[number];

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
