import { listingEditorTexts } from "~/i18n/listing-editor";
import { listingPhotosTexts } from "~/i18n/listing-photos";
import type { Lang } from "~/lib/routes";

const toasts = (lang: Lang) => listingPhotosTexts[lang].toasts;

/** The notices of the agent's changes to a listing's photos, when the editor is used without script. */
export const listingPhotoFlashes = {
  "photos-uploaded": (lang: Lang) => toasts(lang).uploaded,
  "photos-upload-failed": (lang: Lang) => toasts(lang).uploadFailed,
  "photo-moved": (lang: Lang) => toasts(lang).moved,
  "photo-cover": (lang: Lang) => toasts(lang).cover,
  "photo-captioned": (lang: Lang) => toasts(lang).captioned,
} as const;
export type ListingPhotoFlash = keyof typeof listingPhotoFlashes;

/** The notice of a status change undone from the listing's history (ADR 0420). */
export const listingStatusFlashes = {
  "listing-reverted": (lang: Lang) => listingEditorTexts[lang].status.undone,
} as const;
export type ListingStatusFlash = keyof typeof listingStatusFlashes;
