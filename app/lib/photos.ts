/** Photo URLs, shared by the server's image route and the UI's srcset. */
export const photoWidths = [320, 480, 640, 960, 1280, 1920] as const;
export type PhotoWidth = (typeof photoWidths)[number];

export const photoFormats = ["avif", "webp", "jpg"] as const;
export type PhotoFormat = (typeof photoFormats)[number];

export const photoContentTypes: Record<PhotoFormat, string> = { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" };

/** Media keys are opaque, URL-safe identifiers. */
export const PHOTO_ID_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/;

export function photoUrl(photoId: string, width: PhotoWidth, format: PhotoFormat): string {
  return `/photos/${encodeURIComponent(photoId)}/w${width}.${format}`;
}

/** Every width of one format, for `<source type="image/avif" srcset>` or `<img srcset>`. */
export function photoSrcSet(photoId: string, format: PhotoFormat): string {
  return photoWidths.map((width) => `${photoUrl(photoId, width, format)} ${width}w`).join(", ");
}

/** Reads `w640.avif`; null when the width is not one of photoWidths or the format unknown. */
export function parsePhotoVariant(variant: string): { width: PhotoWidth; format: PhotoFormat } | null {
  const match = /^w(\d{1,4})\.([a-z]{3,4})$/.exec(variant);
  if (!match) return null;
  const width = Number(match[1]);
  const format = match[2];
  const knownWidth = photoWidths.find((candidate) => candidate === width);
  const knownFormat = photoFormats.find((candidate) => candidate === format);
  return knownWidth && knownFormat ? { width: knownWidth, format: knownFormat } : null;
}
